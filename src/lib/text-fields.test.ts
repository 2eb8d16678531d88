/**
 * The character rule of text fields as the contracts apply it (lib/text-fields.ts; docs/api.md "Text fields";
 * docs/decisions/040): forms and calls refuse control and bidi-override characters with a Dutch message naming the
 * field, and the three texts saved in the background by a queue drop them instead.
 */
import { describe, expect, it } from 'vitest';
import { attendanceSaveBody } from '#src/features/educations/attendance-contract';
import { newMessageBody } from '#src/features/mailbox/contract';
import { patBody } from '#src/features/pat/contract';
import { evaluationSaveBody } from '#src/features/assessment/contract';
import { answerBody } from '#src/features/profession-test/contract';
import { reportTemplateBody } from '#src/features/reports/contract';
import { multiLine, optionalText, requiredText, singleLine } from './text-fields';

/** The first message `schema` gives `value`, or null when it accepts it. */
function messageOf(schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown): string | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : (parsed.error?.issues[0]?.message ?? '');
}

describe('singleLine and multiLine', () => {
  it('refuse with the field named, so that a form shows the message at the field', () => {
    expect(messageOf(requiredText('Naam', 100), 'Acme\u000BB.V.')).toBe('Naam: gebruik één regel, zonder tabs, regeleinden of onzichtbare tekens.');
    expect(messageOf(optionalText('Plaats', 100), 'Zwolle\tNoord')).toBe('Plaats: gebruik één regel, zonder tabs, regeleinden of onzichtbare tekens.');
    expect(messageOf(optionalText('Notities', 100, 'multi'), 'Regel 1\nRegel 2\u202E')).toMatch(/^Notities: haal de onzichtbare tekens uit de tekst/);
    expect(messageOf(optionalText('Notities', 100, 'multi'), 'Regel 1\r\n\tRegel 2')).toBeNull();
  });

  it('check the text after trimming, as it is stored', () => {
    expect(requiredText('Naam', 100).parse('  Acme B.V.\n')).toBe('Acme B.V.');
  });

  it('are checks any string schema can carry', async () => {
    const { z } = await import('zod');
    expect(messageOf(z.string().check(singleLine('Titel')), 'a\u2028b')).toBe('Titel: gebruik één regel, zonder tabs, regeleinden of onzichtbare tekens.');
    expect(messageOf(z.string().check(multiLine('Opmerking')), 'a\u0007b')).toMatch(/^Opmerking: /);
  });
});

describe('the contracts', () => {
  it('refuse invisible characters in titles, subjects, names and bodies', () => {
    expect(messageOf(patBody, { title: 'PAT \u202Emagazijn', notes: null })).toBe('Naam: gebruik één regel, zonder tabs, regeleinden of onzichtbare tekens.');
    expect(messageOf(patBody, { title: 'PAT magazijn', notes: 'Eerste dag\nTweede dag' })).toBeNull();
    expect(messageOf(newMessageBody, { to: ['00000000-0000-4000-8000-000000000000'], subject: 'Vraag\nover de test', body: 'Hallo' })).toBe(
      'Onderwerp: gebruik één regel, zonder tabs, regeleinden of onzichtbare tekens.',
    );
    expect(messageOf(newMessageBody, { to: ['00000000-0000-4000-8000-000000000000'], subject: 'Vraag', body: 'Hallo\u2066' })).toMatch(/^Bericht: /);
    expect(
      messageOf(reportTemplateBody, { name: 'Rapport', sections: [{ kind: 'text', title: 'In\u000Cleiding', hint: '' }] }),
    ).toBe('Titel van een onderdeel: gebruik één regel, zonder tabs, regeleinden of onzichtbare tekens.');
  });

  it('drop them from texts saved in the background, keeping the rest', () => {
    const answer = answerBody.parse({ questionId: 'q1', seq: 1, value: { kind: 'open', text: 'Eerst\u202E dan\u0007\nlater' } });
    expect(answer.value).toEqual({ kind: 'open', text: 'Eerst dan\nlater' });
    const draft = evaluationSaveBody.parse({ seq: 1, remark: 'Goed\u2067 gedaan', scores: { c1: { score: 3, remark: 'Netjes\u000B werk' } } });
    expect(draft).toMatchObject({ remark: 'Goed gedaan', scores: { c1: { remark: 'Netjes\n werk' } } });
    const roll = attendanceSaveBody.parse({ seq: 1, entries: [{ candidateId: 'x', status: 'present', remark: 'Te laat\u202E\tbus' }] });
    expect(roll.entries[0]!.remark).toBe('Te laat bus');
  });
});
