/**
 * The PAT rules (rules.ts): states at their day boundaries, overlapping slots, planning conflicts (hand cases and a
 * property test over random plans), and the check of an agreed score against the template.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agreementProblem, overlaps, patState, planningConflicts, type PlanCheck, type Slot } from './rules';

describe('patState', () => {
  const base = { plannedAt: null, completedAt: null, archivedAt: null, firstDay: '2026-12-01' };
  it('goes draft → planned → in progress on the first day → completed → archived', () => {
    expect(patState(base, '2026-11-30')).toBe('draft');
    expect(patState({ ...base, plannedAt: new Date() }, '2026-11-30')).toBe('planned');
    expect(patState({ ...base, plannedAt: new Date() }, '2026-12-01')).toBe('in_progress');
    expect(patState({ ...base, plannedAt: new Date(), completedAt: new Date() }, '2026-12-01')).toBe('completed');
    expect(patState({ ...base, plannedAt: new Date(), completedAt: new Date(), archivedAt: new Date() }, '2026-12-01')).toBe('archived');
    expect(patState({ ...base, plannedAt: new Date(), firstDay: null }, '2026-12-01')).toBe('planned');
  });
});

describe('overlaps', () => {
  it('counts shared time only, on the same day', () => {
    const a = { day: '2026-12-01', startsAt: '09:00', endsAt: '12:00' };
    expect(overlaps(a, { day: '2026-12-01', startsAt: '11:59', endsAt: '13:00' })).toBe(true);
    expect(overlaps(a, { day: '2026-12-01', startsAt: '12:00', endsAt: '15:00' })).toBe(false);
    expect(overlaps(a, { day: '2026-12-02', startsAt: '09:00', endsAt: '12:00' })).toBe(false);
    expect(overlaps(a, { day: '2026-12-01', startsAt: '08:00', endsAt: '16:00' })).toBe(true);
  });
});

const emptyPlan = (): PlanCheck => ({
  days: [{ id: 'd1', day: '2026-12-01', startsAt: '09:00', endsAt: '15:00', capacity: 2, roomName: 'Hal 1' }],
  candidates: [
    { id: 'c1', name: 'Sven Kuipers' },
    { id: 'c2', name: 'Lotte Visser' },
  ],
  assessors: [{ dayId: 'd1', teacherId: 't1', name: 'Fatima El Amrani' }],
  busy: [],
  seatValidUntil: {},
});

describe('planningConflicts', () => {
  it('finds nothing in a sound plan', () => {
    expect(planningConflicts(emptyPlan())).toEqual([]);
  });

  it('names a full room, a person planned elsewhere at the same time and a day after a licence ends', () => {
    const plan = emptyPlan();
    plan.candidates.push({ id: 'c3', name: 'Daan Mulder' });
    plan.busy.push({ personId: 't1', patTitle: 'PAT Schoonmaak', day: '2026-12-01', startsAt: '13:00', endsAt: '16:00' });
    plan.seatValidUntil.c2 = '2026-11-30';
    expect(planningConflicts(plan)).toEqual([
      'Op 1 december 2026 09:00–15:00 zijn er 3 kandidaten, maar Hal 1 heeft 2 plaatsen.',
      'Fatima El Amrani (docent) is op 1 december 2026 09:00–15:00 al ingepland bij ‘PAT Schoonmaak’ (13:00–16:00).',
      '1 december 2026 valt na het einde van de licentie van Lotte Visser (geldig tot en met 30 november 2026).',
    ]);
  });

  const time = fc.integer({ min: 6 * 60, max: 20 * 60 }).map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  const slot: fc.Arbitrary<Slot> = fc
    .record({ day: fc.constantFrom('2026-12-01', '2026-12-02', '2026-12-03'), a: time, b: time })
    .filter(({ a, b }) => a !== b)
    .map(({ day, a, b }) => ({ day, startsAt: a < b ? a : b, endsAt: a < b ? b : a }));
  const plans = fc
    .record({
      days: fc.array(slot, { minLength: 1, maxLength: 3 }),
      capacity: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
      candidates: fc.integer({ min: 0, max: 6 }),
      busy: fc.array(fc.record({ person: fc.integer({ min: 0, max: 7 }), slot }), { maxLength: 6 }),
    })
    .map(({ days, capacity, candidates, busy }): PlanCheck => ({
      days: days.map((d, i) => ({ ...d, id: `d${i}`, capacity, roomName: 'Hal' })),
      candidates: Array.from({ length: candidates }, (_, i) => ({ id: `p${i}`, name: `Kandidaat ${i}` })),
      assessors: days.map((_, i) => ({ dayId: `d${i}`, teacherId: 'p7', name: 'Docent' })),
      busy: busy.map((b) => ({ ...b.slot, personId: `p${b.person}`, patTitle: 'Andere PAT' })),
      seatValidUntil: {},
    }));

  it('reports a clash exactly when a planned person has an overlapping slot elsewhere (property)', () => {
    fc.assert(
      fc.property(plans, (plan) => {
        const conflicts = planningConflicts(plan);
        const planned = new Set([...plan.candidates.map((c) => c.id), 'p7']);
        const expectedClashes = plan.days.reduce((n, day) => {
          const people = new Set([...plan.candidates.map((c) => c.id), ...plan.assessors.filter((a) => a.dayId === day.id).map((a) => a.teacherId)]);
          return n + [...people].filter((p) => planned.has(p) && plan.busy.some((b) => b.personId === p && overlaps(b, day))).length;
        }, 0);
        expect(conflicts.filter((c) => c.includes('al ingepland bij')).length).toBe(expectedClashes);
        const fullRooms = plan.days.filter((d) => d.capacity !== null && plan.candidates.length > d.capacity).length;
        expect(conflicts.filter((c) => c.includes(' kandidaten, maar ')).length).toBe(fullRooms);
      }),
    );
  });

  it('does not depend on the order of the days or of the busy slots (property)', () => {
    fc.assert(
      fc.property(plans, (plan) => {
        const shuffled = { ...plan, days: [...plan.days].reverse(), busy: [...plan.busy].reverse() };
        expect(planningConflicts(shuffled)).toEqual(planningConflicts(plan));
      }),
    );
  });
});

describe('agreementProblem', () => {
  const criteria = [
    { id: 'veilig', name: 'Veilig werken' },
    { id: 'nauwkeurig', name: 'Nauwkeurigheid' },
    { id: 'tempo', name: 'Tempo' },
  ];

  it('names a criterion not of the template first, then the criteria left out', () => {
    expect(agreementProblem(criteria, { veilig: 3, nauwkeurig: 3, tempo: 2 })).toBeNull();
    expect(agreementProblem(criteria, { veilig: 3, nauwkeurig: 3, tempo: 2, vreemd: 1 })).toEqual({ kind: 'unknown', ids: ['vreemd'] });
    expect(agreementProblem(criteria, { veilig: 3 })).toEqual({ kind: 'missing', names: ['Nauwkeurigheid', 'Tempo'] });
  });
});
