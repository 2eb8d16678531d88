/**
 * The time-slot forms of the PAT's candidates section (slots-form.ts; docs/decisions/057-pat-time-slots.md): the
 * preview spreads candidates in order and names who does not fit; the spread fields are checked with Dutch
 * messages; the day grid turns into the `PUT …/slots` body and back.
 */
import { describe, expect, it } from 'vitest';
import type { PatDetail } from '#src/features/pat/contract';
import { candidateTimes, slotProblems } from '#src/features/pat/rules';
import { gridValues, previewSpread, slotField, slotsBody, spreadBody } from './slots-form';

const pat = {
  days: [{ id: 'd1', day: '2026-12-10', startsAt: '09:00', endsAt: '11:00' }],
  modules: [
    { moduleId: 'm1', title: 'Orderpicken' },
    { moduleId: 'm2', title: 'Pallet' },
  ],
  candidates: [
    { id: 'c1', name: 'Anouk' },
    { id: 'c2', name: 'Bilal' },
    { id: 'c3', name: 'Chen' },
  ],
} as unknown as PatDetail;

describe('the preview of spreading candidates over slots', () => {
  it('puts candidates after each other, each doing the modules in a row, and names who does not fit', () => {
    const preview = previewSpread(pat, pat.candidates, { dayId: 'd1', moduleIds: ['m1', 'm2'], startsAt: '09:00', minutes: 25, breakMinutes: 5 });
    expect(preview.rows.map((r) => `${r.candidate} ${r.module} ${r.startsAt}–${r.endsAt}`)).toEqual([
      'Anouk Orderpicken 09:00–09:25',
      'Anouk Pallet 09:30–09:55',
      'Bilal Orderpicken 10:00–10:25',
      'Bilal Pallet 10:30–10:55',
    ]);
    expect(preview.overflow).toEqual(['Chen']);
  });

  it('checks the spread fields with Dutch messages', () => {
    const ok = { dayId: 'd1', moduleIds: ['m1'], startsAt: '09:00', minutes: '30', breakMinutes: '0' };
    expect(spreadBody(ok)).toEqual({ body: { dayId: 'd1', moduleIds: ['m1'], startsAt: '09:00', minutes: 30, breakMinutes: 0 } });
    expect(spreadBody({ ...ok, moduleIds: [] })).toEqual({ error: 'Modules: kies minstens één module.' });
    expect(spreadBody({ ...ok, startsAt: '9u' })).toEqual({ error: 'Begintijd: vul een tijd in als uu:mm, bijvoorbeeld 09:00.' });
    expect(spreadBody({ ...ok, minutes: '2' })).toEqual({ error: 'Duur per tijdslot (minuten): kies 5 tot 480 minuten.' });
  });
});

describe('the day grid', () => {
  it('sends a slot for every cell with both times, and refuses a cell with one', () => {
    const values = gridValues([{ candidateId: 'c1', moduleId: 'm2', startsAt: '09:00', endsAt: '09:30' }]);
    expect(slotsBody('d1', pat, values)).toEqual({ body: { dayId: 'd1', slots: [{ moduleId: 'm2', candidateId: 'c1', startsAt: '09:00', endsAt: '09:30' }] } });
    expect(slotsBody('d1', pat, { ...values, [slotField('c2', 'm1', 'start')]: '10:00' })).toEqual({
      error: 'Vul bij Bilal en Orderpicken zowel een begin- als een eindtijd in, of laat beide leeg.',
    });
    expect(slotsBody('d1', pat, {})).toEqual({ body: { dayId: 'd1', slots: [] } });
  });
});

describe('the slot rules', () => {
  it('gives a candidate without slots the whole day, one with slots their span, and none on a day without a slot', () => {
    const day = { id: 'd1', startsAt: '09:00', endsAt: '16:00' };
    expect(candidateTimes(day, [])).toEqual({ startsAt: '09:00', endsAt: '16:00' });
    const own = [
      { dayId: 'd1', startsAt: '11:00', endsAt: '11:30' },
      { dayId: 'd1', startsAt: '09:30', endsAt: '10:00' },
    ];
    expect(candidateTimes(day, own)).toEqual({ startsAt: '09:30', endsAt: '11:30' });
    expect(candidateTimes({ ...day, id: 'd2' }, own)).toBeNull();
  });

  it('finds slots outside the day and a candidate’s overlapping slots, but not touching ones', () => {
    const slot = (candidateId: string, startsAt: string, endsAt: string, moduleId = 'm1') => ({ dayId: 'd1', moduleId, candidateId, startsAt, endsAt });
    const names = { c1: 'Anouk', c2: 'Bilal' };
    expect(slotProblems(pat.days, [slot('c1', '09:00', '10:00'), slot('c1', '10:00', '11:00', 'm2'), slot('c2', '09:00', '10:00')], names)).toEqual({ outside: [], overlap: [] });
    const problems = slotProblems(pat.days, [slot('c1', '09:00', '10:00'), slot('c1', '09:45', '10:15', 'm2'), slot('c2', '10:30', '11:30')], names);
    expect(problems.overlap).toEqual(['Anouk heeft op 10 december 2026 overlappende tijdsloten (09:00–10:00 en 09:45–10:15).']);
    expect(problems.outside).toEqual(['Tijdslot 10:30–11:30 van Bilal valt buiten de tijden van 10 december 2026 (09:00–11:00).']);
  });
});
