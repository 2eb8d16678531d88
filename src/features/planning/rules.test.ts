/**
 * The shared planning rules (rules.ts): conflicts of slots whose candidates enrolled on different days (an
 * education's late enrolee), clashes with an education named as one, and the lifecycle stage at its day boundaries.
 * The PAT's cases are in src/features/pat/rules.test.ts, an education's lessons in educations/schedule.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { educationState } from '#src/features/educations/state';
import { lifecycleStage, slotConflicts, upcomingFirst, type SlotPlan } from './rules';

const lessons = (): SlotPlan => ({
  slots: [
    { id: 'l1', day: '2026-12-01', startsAt: '18:00', endsAt: '21:00', capacity: 1, roomName: 'Lokaal 2' },
    { id: 'l2', day: '2026-12-08', startsAt: '18:00', endsAt: '21:00', capacity: 1, roomName: 'Lokaal 2' },
  ],
  candidates: [
    { id: 'c1', name: 'Sven Kuipers', enrolledOn: '2026-11-20' },
    // Lotte enrolled after the first lesson: only on the second.
    { id: 'c2', name: 'Lotte Visser', enrolledOn: '2026-12-02' },
  ],
  staff: [
    { slotId: 'l1', personId: 't1', name: 'Fatima El Amrani' },
    { slotId: 'l2', personId: 't1', name: 'Fatima El Amrani' },
  ],
  busy: [],
  seatValidUntil: {},
});

describe('slotConflicts with enrolment days', () => {
  it('counts a candidate in the slots from the day they enrolled', () => {
    expect(slotConflicts(lessons())).toEqual(['Op 8 december 2026 18:00–21:00 zijn er 2 kandidaten, maar Lokaal 2 heeft 1 plaats.']);
    const fromTheStart = lessons();
    fromTheStart.candidates = fromTheStart.candidates.map(({ id, name }) => ({ id, name }));
    expect(slotConflicts(fromTheStart)).toHaveLength(2);
  });

  it('names an education as one, and a PAT by its name as PATs always did', () => {
    const plan = lessons();
    plan.slots = plan.slots.map((s) => ({ ...s, capacity: null }));
    plan.busy = [
      { personId: 't1', title: 'Heftruck basis', kind: 'education', day: '2026-12-01', startsAt: '17:00', endsAt: '18:30' },
      { personId: 'c2', title: 'PAT Magazijn', kind: 'pat', day: '2026-12-08', startsAt: '09:00', endsAt: '19:00' },
      // Lotte is not in the first lesson, so this is no clash.
      { personId: 'c2', title: 'PAT Magazijn', day: '2026-12-01', startsAt: '09:00', endsAt: '19:00' },
    ];
    expect(slotConflicts(plan)).toEqual([
      'Fatima El Amrani (docent) is op 1 december 2026 18:00–21:00 al ingepland bij de opleiding ‘Heftruck basis’ (17:00–18:30).',
      'Lotte Visser (kandidaat) is op 8 december 2026 18:00–21:00 al ingepland bij ‘PAT Magazijn’ (09:00–19:00).',
    ]);
  });

  it('flags only the slots of a candidate after their licence ends, from their enrolment on', () => {
    const plan = lessons();
    plan.slots = plan.slots.map((s) => ({ ...s, capacity: null }));
    plan.seatValidUntil = { c1: '2026-11-30', c2: '2026-11-30' };
    expect(slotConflicts(plan)).toEqual([
      '1 december 2026 valt na het einde van de licentie van Sven Kuipers (geldig tot en met 30 november 2026).',
      '8 december 2026 valt na het einde van de licentie van Lotte Visser (geldig tot en met 30 november 2026).',
      '8 december 2026 valt na het einde van de licentie van Sven Kuipers (geldig tot en met 30 november 2026).',
    ]);
  });
});

describe('slotConflicts with rooms booked elsewhere', () => {
  const plan = (): SlotPlan => {
    const p = lessons();
    p.candidates = [];
    p.slots = p.slots.map((s) => ({ ...s, roomId: 'r2' }));
    return p;
  };

  it('refuses a room booked by a PAT day or a lesson at an overlapping time, naming what has it', () => {
    const p = plan();
    p.bookedRooms = [
      { roomId: 'r2', title: 'PAT Schoonmaak', kind: 'pat', day: '2026-12-01', startsAt: '20:30', endsAt: '22:00' },
      { roomId: 'r2', title: 'Heftruck basis', kind: 'education', day: '2026-12-08', startsAt: '09:00', endsAt: '18:30' },
    ];
    expect(slotConflicts(p)).toEqual([
      'Lokaal 2 is op 1 december 2026 18:00–21:00 al bezet door ‘PAT Schoonmaak’ (20:30–22:00).',
      'Lokaal 2 is op 8 december 2026 18:00–21:00 al bezet door de opleiding ‘Heftruck basis’ (09:00–18:30).',
    ]);
  });

  it('allows another room, another day, touching times, and a slot without a room', () => {
    const p = plan();
    p.bookedRooms = [
      { roomId: 'r9', title: 'Ander lokaal', day: '2026-12-01', startsAt: '18:00', endsAt: '21:00' },
      { roomId: 'r2', title: 'Andere dag', day: '2026-12-02', startsAt: '18:00', endsAt: '21:00' },
      { roomId: 'r2', title: 'Ervoor', day: '2026-12-08', startsAt: '15:00', endsAt: '18:00' },
    ];
    expect(slotConflicts(p)).toEqual([]);
    p.bookedRooms.push({ roomId: 'r2', title: 'Zelfde tijd', day: '2026-12-01', startsAt: '18:00', endsAt: '21:00' });
    p.slots = p.slots.map((s) => ({ ...s, roomId: null }));
    expect(slotConflicts(p)).toEqual([]);
  });
});

describe('lifecycleStage and educationState', () => {
  const base = { scheduledAt: null, completedAt: null, archivedAt: null, firstDay: '2026-12-01' };
  it('goes draft → scheduled → in progress on the first day → completed → archived', () => {
    expect(lifecycleStage(base, '2026-12-05')).toBe('draft');
    expect(lifecycleStage({ ...base, scheduledAt: new Date() }, '2026-11-30')).toBe('scheduled');
    expect(lifecycleStage({ ...base, scheduledAt: new Date() }, '2026-12-01')).toBe('in_progress');
    expect(lifecycleStage({ ...base, scheduledAt: new Date(), firstDay: null }, '2026-12-01')).toBe('scheduled');
    expect(lifecycleStage({ ...base, scheduledAt: new Date(), completedAt: new Date() }, '2026-12-01')).toBe('completed');
    expect(lifecycleStage({ ...base, completedAt: new Date(), archivedAt: new Date() }, '2026-12-01')).toBe('archived');
  });

  it('calls an opened education open until its first lesson', () => {
    const education = { openedAt: '2026-11-20T10:00:00Z', completedAt: null, archivedAt: null, firstDay: '2026-12-01' };
    expect(educationState({ ...education, openedAt: null }, '2026-11-30')).toBe('draft');
    expect(educationState(education, '2026-11-30')).toBe('open');
    expect(educationState(education, '2026-12-01')).toBe('in_progress');
  });
});

describe('upcomingFirst', () => {
  it('puts running and coming first, soonest first and without days after them, then those over, the latest first', () => {
    const plans = [
      { name: 'lang geleden', firstDay: '2026-10-01', lastDay: '2026-10-02' },
      { name: 'volgende maand', firstDay: '2027-01-10', lastDay: '2027-01-10' },
      { name: 'zonder dagen', firstDay: null, lastDay: null },
      { name: 'vorige week', firstDay: '2026-11-30', lastDay: '2026-11-30' },
      { name: 'loopt', firstDay: '2026-12-06', lastDay: '2026-12-09' },
      { name: 'vandaag', firstDay: '2026-12-07', lastDay: '2026-12-07' },
      { name: 'afgerond', firstDay: '2026-12-20', lastDay: '2026-12-20', over: true },
    ];
    expect([...plans].sort(upcomingFirst('2026-12-07')).map((p) => p.name)).toEqual([
      'loopt',
      'vandaag',
      'volgende maand',
      'zonder dagen',
      'afgerond',
      'vorige week',
      'lang geleden',
    ]);
  });
});
