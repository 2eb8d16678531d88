/**
 * An education's lesson dates (schedule.ts): a weekly series with skipped days and extra lessons, the wall clock
 * across the October and March clock changes, the Dutch problems of a bad series (hand cases and a property test over
 * random series), the UTC instants of a lesson, and the planning conflicts shared with the PAT.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isoWeekday } from '#src/lib/calendar-day';
import { lessonConflicts, lessonInstants, MAX_LESSONS, weeklySchedule, type LessonCheck, type ScheduleResult, type WeeklySeries } from './schedule';

const tuesdays: WeeklySeries = { firstDay: '2026-09-01', startsAt: '19:00', endsAt: '21:30', count: 10 };

const lessonsOf = (result: ScheduleResult) => {
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.lessons;
};
const problemsOf = (result: ScheduleResult) => (result.ok ? [] : result.problems);

describe('weeklySchedule', () => {
  it('repeats the first day’s weekday, and a skipped holiday moves the last lesson a week on', () => {
    const plain = lessonsOf(weeklySchedule(tuesdays));
    expect(plain).toHaveLength(10);
    expect(plain[0]).toEqual({ day: '2026-09-01', startsAt: '19:00', endsAt: '21:30' });
    expect(plain.at(-1)?.day).toBe('2026-11-03');

    const withHoliday = lessonsOf(weeklySchedule({ ...tuesdays, skip: ['2026-10-20'] }));
    expect(withHoliday).toHaveLength(10);
    expect(withHoliday.map((l) => l.day)).not.toContain('2026-10-20');
    expect(withHoliday.map((l) => l.day).slice(5, 8)).toEqual(['2026-10-06', '2026-10-13', '2026-10-27']);
    expect(withHoliday.at(-1)?.day).toBe('2026-11-10');
  });

  it('keeps the wall-clock time across the end of summer time (last Sunday of October)', () => {
    const lessons = lessonsOf(weeklySchedule({ ...tuesdays, firstDay: '2026-10-13', count: 3 }));
    expect(lessons).toEqual([
      { day: '2026-10-13', startsAt: '19:00', endsAt: '21:30' },
      { day: '2026-10-20', startsAt: '19:00', endsAt: '21:30' },
      { day: '2026-10-27', startsAt: '19:00', endsAt: '21:30' },
    ]);
  });

  it('meets on several weekdays until the last day, inclusive', () => {
    const lessons = lessonsOf(weeklySchedule({ firstDay: '2026-08-31', weekdays: [4, 1], startsAt: '09:00', endsAt: '12:00', lastDay: '2026-09-14' }));
    expect(lessons.map((l) => l.day)).toEqual(['2026-08-31', '2026-09-03', '2026-09-07', '2026-09-10', '2026-09-14']);
  });

  it('adds extra lessons in time order, on top of the count', () => {
    const lessons = lessonsOf(
      weeklySchedule({
        ...tuesdays,
        count: 2,
        extra: [
          { day: '2026-09-12', startsAt: '10:00', endsAt: '15:00' },
          { day: '2026-09-01', startsAt: '21:30', endsAt: '22:00' },
        ],
      }),
    );
    expect(lessons).toEqual([
      { day: '2026-09-01', startsAt: '19:00', endsAt: '21:30' },
      { day: '2026-09-01', startsAt: '21:30', endsAt: '22:00' },
      { day: '2026-09-08', startsAt: '19:00', endsAt: '21:30' },
      { day: '2026-09-12', startsAt: '10:00', endsAt: '15:00' },
    ]);
  });

  it('names an extra lesson that overlaps a lesson of the series or another extra one', () => {
    expect(
      problemsOf(
        weeklySchedule({
          ...tuesdays,
          count: 2,
          extra: [
            { day: '2026-09-08', startsAt: '21:00', endsAt: '22:00' },
            { day: '2026-09-12', startsAt: '10:00', endsAt: '15:00' },
            { day: '2026-09-12', startsAt: '14:00', endsAt: '16:00' },
          ],
        }),
      ),
    ).toEqual([
      'Extra les 1 op 8 september 2026 21:00–22:00 overlapt met de les van 8 september 2026 19:00–21:30.',
      'Extra les 3 op 12 september 2026 14:00–16:00 overlapt met de les van 12 september 2026 10:00–15:00.',
    ]);
  });

  it('names each skip day on which the series has no lesson', () => {
    expect(problemsOf(weeklySchedule({ ...tuesdays, skip: ['2026-10-20', '2026-10-21', '2026-08-25', '2026-12-22', '2026-10-20'] }))).toEqual([
      'Uitzonderingen: op 25 augustus 2026 heeft de reeks geen les.',
      'Uitzonderingen: op 21 oktober 2026 heeft de reeks geen les.',
      'Uitzonderingen: op 22 december 2026 heeft de reeks geen les.',
    ]);
    expect(problemsOf(weeklySchedule({ ...tuesdays, skip: ['2026-02-30'] }))).toEqual(['Uitzonderingen: ‘2026-02-30’ is geen bestaande datum (jjjj-mm-dd).']);
  });

  it('says in Dutch what is wrong with the first day, the times, the length and the weekdays', () => {
    expect(problemsOf(weeklySchedule({ ...tuesdays, endsAt: '19:00' }))).toEqual(['Eindtijd: kies een tijd na de begintijd (19:00).']);
    expect(problemsOf(weeklySchedule({ ...tuesdays, firstDay: '2026-09-31', startsAt: '7 uur' }))).toEqual([
      'Eerste lesdag: vul een bestaande datum in als jjjj-mm-dd.',
      'Begintijd: vul een tijd in als uu:mm, bijvoorbeeld 19:00.',
    ]);
    expect(problemsOf(weeklySchedule({ ...tuesdays, count: undefined }))).toEqual(['Vul het aantal lessen of de laatste lesdag in.']);
    expect(problemsOf(weeklySchedule({ ...tuesdays, lastDay: '2026-12-01' }))).toEqual(['Vul het aantal lessen of de laatste lesdag in, niet allebei.']);
    expect(problemsOf(weeklySchedule({ ...tuesdays, count: 0 }))).toEqual([`Aantal lessen: vul een heel getal in van 1 tot en met ${MAX_LESSONS}.`]);
    expect(problemsOf(weeklySchedule({ ...tuesdays, count: 2.5 }))).toEqual([`Aantal lessen: vul een heel getal in van 1 tot en met ${MAX_LESSONS}.`]);
    expect(problemsOf(weeklySchedule({ ...tuesdays, count: undefined, lastDay: '2026-08-31' }))).toEqual([
      'Laatste lesdag: kies een dag op of na de eerste lesdag (1 september 2026).',
    ]);
    expect(problemsOf(weeklySchedule({ ...tuesdays, weekdays: [1, 4] }))).toEqual(['Eerste lesdag: dinsdag 1 september 2026 is geen lesdag (maandag en donderdag).']);
    expect(problemsOf(weeklySchedule({ ...tuesdays, weekdays: [] }))).toEqual(['Lesdagen: kies ten minste één dag van de week.']);
    expect(problemsOf(weeklySchedule({ ...tuesdays, weekdays: [2, 8] }))).toEqual(['Lesdagen: kies dagen van maandag (1) tot en met zondag (7).']);
    expect(problemsOf(weeklySchedule({ ...tuesdays, extra: [{ day: '2026-09-05', startsAt: '12:00', endsAt: '10:00' }] }))).toEqual([
      'Extra les 1, eindtijd: kies een tijd na de begintijd (12:00).',
    ]);
  });

  it('refuses more than MAX_LESSONS lessons, with or without a count', () => {
    expect(lessonsOf(weeklySchedule({ ...tuesdays, count: MAX_LESSONS }))).toHaveLength(MAX_LESSONS);
    expect(problemsOf(weeklySchedule({ ...tuesdays, count: MAX_LESSONS, extra: [{ day: '2026-09-05', startsAt: '10:00', endsAt: '12:00' }] }))).toEqual([
      `Een opleiding heeft hoogstens ${MAX_LESSONS} lessen; deze planning heeft er ${MAX_LESSONS + 1}.`,
    ]);
    expect(problemsOf(weeklySchedule({ ...tuesdays, count: undefined, lastDay: '2036-09-01', skip: ['2035-01-02'] }))).toEqual([
      `Een opleiding heeft hoogstens ${MAX_LESSONS} lessen; deze planning heeft er meer.`,
    ]);
  });

  it('refuses a series whose every day is skipped', () => {
    expect(problemsOf(weeklySchedule({ ...tuesdays, count: undefined, lastDay: '2026-09-08', skip: ['2026-09-01', '2026-09-08'] }))).toEqual([
      'Er blijft geen les over: elke lesdag is een uitzondering.',
    ]);
  });

  const seriesArb = fc
    .record({
      firstDay: fc.integer({ min: 0, max: 800 }).map((n) => addDays('2026-01-01', n)),
      more: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { maxLength: 3 }),
      count: fc.integer({ min: 1, max: 30 }),
      skipOffsets: fc.uniqueArray(fc.integer({ min: 0, max: 120 }), { maxLength: 6 }),
    })
    .map(({ firstDay, more, count, skipOffsets }) => {
      const weekdays = [...new Set([isoWeekday(firstDay), ...more])];
      // Skip only days the series meets on, up to the count, so every skip is valid.
      const skip = skipOffsets.map((n) => addDays(firstDay, n)).filter((d) => weekdays.includes(isoWeekday(d)));
      return { firstDay, weekdays, startsAt: '18:30', endsAt: '20:00', count, skip };
    });

  it('holds exactly `count` lessons on the weekdays, none on a skipped day, in order (property)', () => {
    fc.assert(
      fc.property(seriesArb, (series) => {
        const result = weeklySchedule(series);
        if (!result.ok) {
          // Only a skip beyond the end of the series may be refused, and then it is named.
          expect(result.problems.every((p) => p.startsWith('Uitzonderingen: op '))).toBe(true);
          return;
        }
        const days = result.lessons.map((l) => l.day);
        expect(days).toHaveLength(series.count);
        expect([...days].sort()).toEqual(days);
        expect(new Set(days).size).toBe(days.length);
        expect(days.every((d) => series.weekdays.includes(isoWeekday(d)) && !series.skip.includes(d) && d >= series.firstDay)).toBe(true);
        expect(result.lessons.every((l) => l.startsAt === '18:30' && l.endsAt === '20:00')).toBe(true);
        // No meeting day between the first and the last lesson is left out unless it was skipped.
        for (let d = series.firstDay; d <= (days.at(-1) as string); d = addDays(d, 1)) {
          if (series.weekdays.includes(isoWeekday(d))) expect(days.includes(d) || series.skip.includes(d)).toBe(true);
        }
      }),
    );
  });
});

describe('lessonInstants', () => {
  it('gives 19:00 Amsterdam as 17:00 UTC before the last Sunday of October and 18:00 UTC after it', () => {
    expect(lessonInstants({ day: '2026-10-20', startsAt: '19:00', endsAt: '21:30' })).toEqual({
      startsAt: new Date('2026-10-20T17:00:00Z'),
      endsAt: new Date('2026-10-20T19:30:00Z'),
    });
    expect(lessonInstants({ day: '2026-10-27', startsAt: '19:00', endsAt: '21:30' })).toEqual({
      startsAt: new Date('2026-10-27T18:00:00Z'),
      endsAt: new Date('2026-10-27T20:30:00Z'),
    });
    // And back to summer time after the last Sunday of March.
    expect(lessonInstants({ day: '2027-03-30', startsAt: '19:00', endsAt: '21:30' }).startsAt).toEqual(new Date('2027-03-30T17:00:00Z'));
  });
});

describe('lessonConflicts', () => {
  const check = (): LessonCheck => ({
    lessons: [
      { id: 'l1', day: '2026-10-20', startsAt: '19:00', endsAt: '21:30', capacity: 12, roomName: 'Lokaal 2' },
      { id: 'l2', day: '2026-10-27', startsAt: '19:00', endsAt: '21:30', capacity: 1, roomName: 'Lokaal 3' },
    ],
    candidates: [
      { id: 'c1', name: 'Sven Kuipers' },
      { id: 'c2', name: 'Lotte Visser' },
    ],
    teachers: [{ lessonId: 'l1', teacherId: 't1', name: 'Fatima El Amrani' }],
    busy: [],
    seatValidUntil: {},
  });

  it('finds nothing in a sound plan', () => {
    const sound = check();
    sound.lessons[1]!.capacity = 12;
    expect(lessonConflicts(sound)).toEqual([]);
  });

  it('uses the PAT’s rules and texts: a full room, a teacher planned elsewhere, a lesson after a licence ends', () => {
    const plan = check();
    plan.busy.push({ personId: 't1', title: 'PAT Schoonmaak', day: '2026-10-20', startsAt: '13:00', endsAt: '19:30' });
    plan.busy.push({ personId: 'c1', title: 'Heftruck basis', day: '2026-10-20', startsAt: '21:30', endsAt: '22:00' });
    plan.seatValidUntil.c2 = '2026-10-25';
    expect(lessonConflicts(plan)).toEqual([
      'Fatima El Amrani (docent) is op 20 oktober 2026 19:00–21:30 al ingepland bij ‘PAT Schoonmaak’ (13:00–19:30).',
      'Op 27 oktober 2026 19:00–21:30 zijn er 2 kandidaten, maar Lokaal 3 heeft 1 plaats.',
      '27 oktober 2026 valt na het einde van de licentie van Lotte Visser (geldig tot en met 25 oktober 2026).',
    ]);
  });
});
