/**
 * The roll call as the server renders it (before any script), and its pure rules: every candidate a named group of
 * four radio buttons with a remark that opens once a status is chosen, 'Iedereen aanwezig' for those without a
 * status, the count filled in, the save line, and a lesson ahead or an archived education read-only with the reason.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LessonRoll } from '#src/features/educations/attendance-contract';
import RollCall from './RollCall';
import { filledCount, marksOf, serverEntries, unmarked } from './marks';

const roll = (over: Partial<LessonRoll> = {}): LessonRoll => ({
  lesson: {
    id: 'l-1',
    day: '2026-11-24',
    startsAt: '18:00',
    endsAt: '21:00',
    location: { id: 'loc', name: 'Leslocatie Hengelo', street: 'Havenweg 2', postcode: '7553 GA', city: 'Hengelo' },
    room: null,
  },
  education: { id: 'e-1', title: 'Basisopleiding Magazijn', archived: false },
  notYet: null,
  opensAt: '2026-11-24T16:00:00.000Z',
  entries: [
    { candidate: { id: 'k-1', name: 'Lotte Visser' }, status: 'late', remark: 'Bus te laat', recordedAt: '2026-11-24T17:10:00Z', recordedBy: { id: 't', name: 'Docent' }, seq: 40 },
    { candidate: { id: 'k-2', name: 'Daan Mulder' }, status: null, remark: '', recordedAt: null, recordedBy: null, seq: 0 },
  ],
  ...over,
});

const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length;

describe('the roll call', () => {
  it('shows each candidate as a named group of four radio buttons with a remark, and the stored marks', () => {
    const html = renderToString(<RollCall roll={roll()} />);
    expect(count(html, /<fieldset/g)).toBe(2);
    expect(html).toContain('<legend class="roll__name">Lotte Visser</legend>');
    expect(count(html, /type="radio"/g)).toBe(8);
    for (const label of ['Aanwezig', 'Te laat', 'Afwezig met bericht', 'Afwezig']) expect(count(html, new RegExp(`<span>${label}</span>`, 'g'))).toBe(2);
    expect(count(html, /checked=""/g)).toBe(1);
    expect(html).toContain('value="Bus te laat"');
    // No mark can be given before the script runs (React would reset it when it hydrates): both groups and
    // 'Iedereen aanwezig' wait for it, and Daan's remark also waits for a status.
    expect(count(html, /<fieldset disabled=""/g)).toBe(2);
    expect(html).toMatch(/disabled=""[^>]*>Iedereen aanwezig/);
    expect(html).toContain('Iedereen aanwezig');
    expect(html).toContain('1 van 2 ingevuld');
    expect(html).toMatch(/role="status" aria-live="polite"/);
    expect(html).toContain('Opgeslagen op de server');
  });

  it('says nothing about saving before the first mark, and shows a lesson ahead or an archived education read-only', () => {
    const fresh = renderToString(<RollCall roll={roll({ entries: roll().entries.map((e) => ({ ...e, status: null, remark: '', seq: 0 })) })} />);
    expect(fresh).not.toContain('Opgeslagen');
    const notYet = 'De aanwezigheid van de les van 1 december 2999 om 18:00 kan pas worden ingevuld vanaf 1 december 2999, 17:00 (een uur voor het begin).';
    const ahead = renderToString(<RollCall roll={roll({ notYet, opensAt: '2999-12-01T16:00:00.000Z' })} />);
    expect(ahead).toContain(notYet);
    expect(ahead).not.toContain('Iedereen aanwezig');
    expect(count(ahead, /<fieldset disabled=""/g)).toBe(2);
    const archived = renderToString(<RollCall roll={roll({ education: { id: 'e-1', title: 'Basisopleiding Magazijn', archived: true } })} />);
    expect(archived).toContain('gearchiveerd');
    expect(count(archived, /<fieldset disabled=""/g)).toBe(2);
  });
});

describe('the marks of a roll', () => {
  it('hands the save queue only what the server recorded, and marks present only those without a status', () => {
    expect(serverEntries(roll())).toEqual({ 'k-1': { value: { status: 'late', remark: 'Bus te laat' }, seq: 40 } });
    const marks = marksOf(roll());
    expect(unmarked(roll(), marks)).toEqual(['k-2']);
    expect(filledCount(roll(), marks)).toBe(1);
    expect(unmarked(roll(), { ...marks, 'k-2': { status: 'absent', remark: '' } })).toEqual([]);
  });
});
