/**
 * Attendance (attendance.ts): the Dutch labels, the roll with late enrolees, totals per candidate and per lesson
 * (hand cases and a property test that both views agree), the absence alert told once, and when attendance may be
 * recorded.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '#src/lib/calendar-day';
import {
  ATTENDANCE_LABELS,
  ATTENDANCE_STATUSES,
  attendanceDayProblem,
  attendanceOpensAt,
  attendanceProblems,
  candidateAttendance,
  lessonAttendance,
  newAbsenceAlerts,
  presentPercent,
  rollFor,
  type AttendanceMark,
  type AttendanceStatus,
} from './attendance';

const lessons = [
  { id: 'l1', day: '2026-09-01' },
  { id: 'l2', day: '2026-09-08' },
  { id: 'l3', day: '2026-09-15' },
  { id: 'l4', day: '2026-09-22' },
];
const sven = { id: 'sven', name: 'Sven Kuipers', enrolledOn: '2026-08-20' };
const lotte = { id: 'lotte', name: 'Lotte Visser', enrolledOn: '2026-09-05' };
const daan = { id: 'daan', name: 'Daan Mulder', enrolledOn: '2026-09-15' };
const mark = (lessonId: string, candidateId: string, status: AttendanceStatus): AttendanceMark => ({ lessonId, candidateId, status });

describe('labels', () => {
  it('names the four statuses in Dutch, in the roll’s order', () => {
    expect(ATTENDANCE_STATUSES.map((s) => ATTENDANCE_LABELS[s])).toEqual(['aanwezig', 'te laat', 'afwezig met bericht', 'afwezig']);
  });
});

describe('rollFor', () => {
  it('holds candidates enrolled on or before the lesson’s day, not later ones', () => {
    expect(rollFor(lessons[0]!, [sven, lotte, daan])).toEqual([sven]);
    expect(rollFor(lessons[1]!, [sven, lotte, daan])).toEqual([sven, lotte]);
    expect(rollFor(lessons[2]!, [daan, sven, lotte])).toEqual([daan, sven, lotte]);
  });
});

describe('candidateAttendance', () => {
  const marks = [
    mark('l1', 'sven', 'present'),
    mark('l2', 'sven', 'late'),
    mark('l3', 'sven', 'absent_excused'),
    // Lotte enrolled after lesson 1: this mark is not hers to carry.
    mark('l1', 'lotte', 'absent'),
    mark('l2', 'lotte', 'present'),
    mark('l3', 'lotte', 'absent'),
    // Lesson 4 is after today.
    mark('l4', 'sven', 'absent'),
  ];

  it('counts the lessons on each roll so far, late as present, and leaves out marks before enrolment or after today', () => {
    expect(candidateAttendance(lessons, [sven, lotte, daan], marks, '2026-09-20')).toEqual([
      { candidateId: 'sven', lessons: 3, present: 1, late: 1, absentExcused: 1, absent: 0, unrecorded: 0, presentPercent: 67 },
      { candidateId: 'lotte', lessons: 2, present: 1, late: 0, absentExcused: 0, absent: 1, unrecorded: 0, presentPercent: 50 },
      { candidateId: 'daan', lessons: 1, present: 0, late: 0, absentExcused: 0, absent: 0, unrecorded: 1, presentPercent: null },
    ]);
  });

  it('counts a lesson from its own day, and a lesson without a status does not lower the percentage', () => {
    const [early] = candidateAttendance(lessons, [sven], [mark('l1', 'sven', 'present')], '2026-09-08');
    expect(early).toMatchObject({ lessons: 2, present: 1, unrecorded: 1, presentPercent: 100 });
    const [before] = candidateAttendance(lessons, [sven], [], '2026-08-31');
    expect(before).toMatchObject({ lessons: 0, unrecorded: 0, presentPercent: null });
  });

  it('takes the last of two marks for the same lesson and candidate', () => {
    const [result] = candidateAttendance(lessons, [sven], [mark('l1', 'sven', 'absent'), mark('l1', 'sven', 'late')], '2026-09-01');
    expect(result).toMatchObject({ late: 1, absent: 0, presentPercent: 100 });
  });
});

describe('presentPercent', () => {
  it('rounds to a whole percent and never divides by zero', () => {
    expect(presentPercent({ present: 1, late: 1, absentExcused: 0, absent: 1 })).toBe(67);
    expect(presentPercent({ present: 0, late: 1, absentExcused: 7, absent: 0 })).toBe(13);
    expect(presentPercent({ present: 0, late: 0, absentExcused: 0, absent: 0 })).toBeNull();
  });
});

describe('lessonAttendance', () => {
  it('counts each lesson’s roll and statuses; a late enrolee is not absent at earlier lessons', () => {
    const marks = [mark('l1', 'sven', 'present'), mark('l1', 'lotte', 'absent'), mark('l2', 'lotte', 'late'), mark('l3', 'daan', 'absent_excused')];
    expect(lessonAttendance(lessons.slice(0, 3), [sven, lotte, daan], marks)).toEqual([
      { lessonId: 'l1', onRoll: 1, present: 1, late: 0, absentExcused: 0, absent: 0, unrecorded: 0 },
      { lessonId: 'l2', onRoll: 2, present: 0, late: 1, absentExcused: 0, absent: 0, unrecorded: 1 },
      { lessonId: 'l3', onRoll: 3, present: 0, late: 0, absentExcused: 1, absent: 0, unrecorded: 2 },
    ]);
  });

  const statusArb = fc.constantFrom(...ATTENDANCE_STATUSES);
  const world = fc.record({
    enrolled: fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 5 }),
    marks: fc.array(fc.record({ lesson: fc.integer({ min: 0, max: 3 }), candidate: fc.integer({ min: 0, max: 4 }), status: statusArb }), { maxLength: 25 }),
  });

  it('agrees with the candidates’ totals, and percentages stay within 0–100 (property)', () => {
    fc.assert(
      fc.property(world, ({ enrolled, marks }) => {
        // Enrolled between 20 August and 19 September: before, between and after the lessons.
        const candidates = enrolled.map((n, i) => ({ id: `c${i}`, enrolledOn: addDays('2026-08-20', n) }));
        const given = marks.filter((m) => m.candidate < candidates.length).map((m) => mark(`l${m.lesson + 1}`, `c${m.candidate}`, m.status));
        const perCandidate = candidateAttendance(lessons, candidates, given, '2026-12-31');
        const perLesson = lessonAttendance(lessons, candidates, given);
        const sum = <R,>(rows: readonly R[], value: (row: R) => number) => rows.reduce((n, r) => n + value(r), 0);
        for (const key of ['present', 'late', 'absentExcused', 'absent', 'unrecorded'] as const) {
          expect(sum(perLesson, (r) => r[key])).toBe(sum(perCandidate, (r) => r[key]));
        }
        expect(sum(perLesson, (r) => r.onRoll)).toBe(sum(perCandidate, (r) => r.lessons));
        for (const row of perCandidate) {
          expect(row.present + row.late + row.absentExcused + row.absent + row.unrecorded).toBe(row.lessons);
          if (row.lessons === row.unrecorded) expect(row.presentPercent).toBeNull();
          else expect(row.presentPercent).toBeGreaterThanOrEqual(0);
          if (row.presentPercent !== null) expect(row.presentPercent).toBeLessThanOrEqual(100);
        }
      }),
    );
  });
});

describe('newAbsenceAlerts', () => {
  const base = { threshold: 2, lessons, candidates: [sven, lotte, daan] };

  it('names a candidate once, when a save brings their unexcused absences to the threshold', () => {
    const before = [mark('l1', 'sven', 'absent'), mark('l2', 'sven', 'present')];
    const after = [mark('l1', 'sven', 'absent'), mark('l2', 'sven', 'absent')];
    expect(newAbsenceAlerts({ ...base, before, after })).toEqual([{ candidateId: 'sven', absences: 2 }]);
    // The next save, with a third absence, names nobody.
    expect(newAbsenceAlerts({ ...base, before: after, after: [...after, mark('l3', 'sven', 'absent')] })).toEqual([]);
  });

  it('does not count absence with notice, nor marks from before a candidate’s enrolment', () => {
    const excused = [mark('l1', 'sven', 'absent'), mark('l2', 'sven', 'absent_excused'), mark('l3', 'sven', 'absent_excused')];
    expect(newAbsenceAlerts({ ...base, before: [], after: excused })).toEqual([]);
    // Lotte was enrolled after lesson 1: only lesson 2 counts for her.
    expect(newAbsenceAlerts({ ...base, before: [], after: [mark('l1', 'lotte', 'absent'), mark('l2', 'lotte', 'absent')] })).toEqual([]);
    expect(newAbsenceAlerts({ ...base, before: [], after: [mark('l2', 'lotte', 'absent'), mark('l3', 'lotte', 'absent')] })).toEqual([
      { candidateId: 'lotte', absences: 2 },
    ]);
  });

  it('names a candidate again after their absences dropped below the threshold and reach it again', () => {
    const over = [mark('l1', 'sven', 'absent'), mark('l2', 'sven', 'absent')];
    const corrected = [mark('l1', 'sven', 'absent'), mark('l2', 'sven', 'absent_excused')];
    expect(newAbsenceAlerts({ ...base, before: over, after: corrected })).toEqual([]);
    expect(newAbsenceAlerts({ ...base, before: corrected, after: [...corrected, mark('l3', 'sven', 'absent')] })).toEqual([{ candidateId: 'sven', absences: 2 }]);
  });

  it('names nobody without a threshold and refuses a threshold below 1', () => {
    const after = [mark('l1', 'sven', 'absent')];
    expect(newAbsenceAlerts({ ...base, threshold: null, before: [], after })).toEqual([]);
    expect(newAbsenceAlerts({ ...base, threshold: 1, before: [], after })).toEqual([{ candidateId: 'sven', absences: 1 }]);
    expect(() => newAbsenceAlerts({ ...base, threshold: 0, before: [], after })).toThrow(RangeError);
    expect(() => newAbsenceAlerts({ ...base, threshold: 1.5, before: [], after })).toThrow(RangeError);
  });
});

describe('attendanceDayProblem', () => {
  const lesson = { day: '2026-09-08', startsAt: '18:00' }; // summer time: 18:00 is 16:00 UTC
  const refusal = 'De aanwezigheid van de les van 8 september 2026 om 18:00 kan pas worden ingevuld vanaf 8 september 2026, 17:00 (een uur voor het begin).';

  it('allows recording from an hour before the lesson starts on, not the day before nor that morning', () => {
    expect(attendanceOpensAt(lesson).toISOString()).toBe('2026-09-08T15:00:00.000Z');
    expect(attendanceDayProblem(lesson, new Date('2026-09-07T16:00:00Z'))).toBe(refusal);
    expect(attendanceDayProblem(lesson, new Date('2026-09-08T07:00:00Z'))).toBe(refusal);
    expect(attendanceDayProblem(lesson, new Date('2026-09-08T14:59:59Z'))).toBe(refusal);
    expect(attendanceDayProblem(lesson, new Date('2026-09-08T15:00:00Z'))).toBeNull();
    expect(attendanceDayProblem(lesson, new Date('2026-09-08T19:30:00Z'))).toBeNull();
    expect(attendanceDayProblem(lesson, new Date('2027-01-10T12:00:00Z'))).toBeNull();
  });

  it('reads the start on the Amsterdam clock, also in winter time and for a morning lesson', () => {
    expect(attendanceOpensAt({ day: '2026-12-01', startsAt: '09:00' }).toISOString()).toBe('2026-12-01T07:00:00.000Z');
    expect(attendanceDayProblem({ day: '2026-12-01', startsAt: '00:30' }, new Date('2026-11-30T22:00:00Z'))).toBe(
      'De aanwezigheid van de les van 1 december 2026 om 00:30 kan pas worden ingevuld vanaf 30 november 2026, 23:30 (een uur voor het begin).',
    );
  });
});

describe('attendanceProblems', () => {
  const lesson = { day: '2026-09-08', startsAt: '18:00' };
  const during = new Date('2026-09-08T16:30:00Z');
  const dayAfter = new Date('2026-09-09T10:00:00Z');

  it('accepts a roll of known candidates with valid statuses', () => {
    expect(
      attendanceProblems(
        lesson,
        [sven, lotte],
        [
          { candidateId: 'sven', status: 'late' },
          { candidateId: 'lotte', status: 'absent_excused' },
        ],
        during,
      ),
    ).toEqual([]);
  });

  it('names a late enrolee, a duplicate, a bad status and (without naming) an unknown candidate', () => {
    expect(
      attendanceProblems(
        lesson,
        [sven, lotte, daan],
        [
          { candidateId: 'daan', status: 'present' },
          { candidateId: 'sven', status: 'ziek' },
          { candidateId: 'lotte', status: 'present' },
          { candidateId: 'lotte', status: 'absent' },
          { candidateId: 'iemand', status: 'present' },
        ],
        dayAfter,
      ),
    ).toEqual([
      'Daan Mulder was op 8 september 2026 nog niet ingeschreven (sinds 15 september 2026) en staat niet op de presentielijst van deze les.',
      'Aanwezigheid van Sven Kuipers: kies aanwezig, te laat, afwezig met bericht of afwezig.',
      'Lotte Visser staat meer dan eens in de lijst.',
      'Een van de kandidaten hoort niet bij deze opleiding. Laad de pagina opnieuw.',
    ]);
  });

  it('refuses the whole save for a lesson still to come, also earlier on its own day', () => {
    const refusal = 'De aanwezigheid van de les van 8 september 2026 om 18:00 kan pas worden ingevuld vanaf 8 september 2026, 17:00 (een uur voor het begin).';
    expect(attendanceProblems(lesson, [sven], [{ candidateId: 'sven', status: 'present' }], new Date('2026-09-01T12:00:00Z'))).toEqual([refusal]);
    expect(attendanceProblems(lesson, [sven], [{ candidateId: 'sven', status: 'present' }], new Date('2026-09-08T09:00:00Z'))).toEqual([refusal]);
  });
});
