import { describe, expect, it } from 'vitest';
import type { UnsentAnswer } from '#src/features/profession-test/islands/player/storage';
import { countText } from '#src/lib/i18n/count-text';
import { flushUnsent, type SendOutcome } from './logout-guard';

const answer = (attemptId: string, questionId: string, seq: number): UnsentAnswer => ({
  attemptId,
  questionId,
  seq,
  value: { kind: 'open', text: `antwoord ${questionId}` },
});

describe('flushUnsent (sending answers before sign-out)', () => {
  it('sends every answer once, in order, and counts what was saved, refused and not sent', async () => {
    const answers = [answer('a1', 'q1', 3), answer('a1', 'q2', 1), answer('a2', 'q1', 7)];
    const outcomes: Record<string, SendOutcome> = { 'a1/q1': 'saved', 'a1/q2': 'failed', 'a2/q1': 'refused' };
    const sent: string[] = [];
    const progress: string[] = [];
    const result = await flushUnsent(
      answers,
      async (a) => {
        sent.push(`${a.attemptId}/${a.questionId}#${a.seq}`);
        return outcomes[`${a.attemptId}/${a.questionId}`]!;
      },
      (done, total) => progress.push(`${done}/${total}`),
    );
    expect(sent).toEqual(['a1/q1#3', 'a1/q2#1', 'a2/q1#7']);
    expect(result).toEqual({ saved: 1, refused: 1, failed: 1 });
    expect(progress).toEqual(['0/3', '1/3', '2/3', '3/3']);
  });

  it('does nothing for an empty device', async () => {
    let calls = 0;
    expect(await flushUnsent([], async () => (calls++, 'saved'))).toEqual({ saved: 0, refused: 0, failed: 0 });
    expect(calls).toBe(0);
  });
});

describe('countText', () => {
  it('takes the singular for 1 and fills in the count otherwise', () => {
    const forms = { one: 'Er staat nog {n} antwoord.', other: 'Er staan nog {n} antwoorden.' };
    expect(countText(forms, 1, 'nl-NL')).toBe('Er staat nog 1 antwoord.');
    expect(countText(forms, 3, 'nl-NL')).toBe('Er staan nog 3 antwoorden.');
  });

  it("picks the language's plural form: Polish says 2 odpowiedzi but 5 odpowiedzi with another form", () => {
    const forms = { one: '{n} odpowiedź', few: '{n} odpowiedzi', many: '{n} odpowiedzi (wiele)' };
    expect(countText(forms, 1, 'pl-PL')).toBe('1 odpowiedź');
    expect(countText(forms, 3, 'pl-PL')).toBe('3 odpowiedzi');
    expect(countText(forms, 5, 'pl-PL')).toBe('5 odpowiedzi (wiele)');
    expect(countText(forms, 22, 'pl-PL')).toBe('22 odpowiedzi');
  });

  it('writes a large count with the separators of the language', () => {
    expect(countText({ other: '{n} answers' }, 1234, 'en-GB')).toBe('1,234 answers');
  });
});
