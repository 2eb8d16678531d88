/**
 * An education's lesson dates (docs/domain.md "Education": a course over weeks with lessons at a location): a weekly
 * repeat from a first day, with days skipped (holidays) and one-off extra lessons, checked with Dutch messages; the
 * UTC instants of a lesson; and the planning conflicts of the lessons, with the PAT's rule (features/planning/rules.ts
 * `slotConflicts`). Days are `YYYY-MM-DD` and times `HH:MM` on the Europe/Amsterdam wall clock: a lesson at 19:00
 * stays at 19:00 across the clock changes on the last Sundays of March and October. Client-safe and pure.
 */
import { overlaps, slotConflicts, type PlannedElsewhere, type Slot } from '#src/features/planning/rules';
import { addDays, amsterdamInstant, isClockTime, isDay, isoWeekday, longDayText } from '#src/lib/calendar-day';

/** A lesson's time: `day` `YYYY-MM-DD`, `startsAt` and `endsAt` `HH:MM` on the Europe/Amsterdam wall clock. */
export type LessonTime = Slot;

/** Most lessons of one education, the weekly ones and the extra ones together: a year of weekly lessons. */
export const MAX_LESSONS = 52;

/** Dutch names of the ISO 8601 weekdays, index 0 = Monday (1) … 6 = Sunday (7). */
export const WEEKDAY_NAMES = ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'] as const;

/** A weekly repeat of lessons, as a coordinator plans it. Give `count` or `lastDay`, not both. */
export interface WeeklySeries {
  /** The first lesson day, `YYYY-MM-DD`; it must fall on one of `weekdays`. */
  firstDay: string;
  /** ISO 8601 weekdays of the lessons (1 Monday … 7 Sunday); default: the weekday of `firstDay` only. */
  weekdays?: readonly number[];
  /** Start and end of every weekly lesson, `HH:MM` (Europe/Amsterdam); the end after the start, on the same day. */
  startsAt: string;
  endsAt: string;
  /**
   * How many weekly lessons are held, 1 to MAX_LESSONS. A skipped day does not count: the series runs on a week
   * (10 lessons with the autumn holiday skipped end a week later). Extra lessons come on top.
   */
  count?: number;
  /** The last day the series may have a lesson on, `YYYY-MM-DD` (inclusive). */
  lastDay?: string;
  /** Days of the series without a lesson (holidays), `YYYY-MM-DD`; each must be a day the series would meet. */
  skip?: readonly string[];
  /** One-off lessons besides the series (an exam evening, a make-up lesson); they may not overlap another lesson. */
  extra?: readonly LessonTime[];
}

/** The lessons of a series in time order, or the Dutch problems that stop it (each a sentence, stable order). */
export type ScheduleResult = { ok: true; lessons: LessonTime[] } | { ok: false; problems: string[] };

const dayProblem = (label: string) => `${label}: vul een bestaande datum in als jjjj-mm-dd.`;
const timeProblem = (label: string) => `${label}: vul een tijd in als uu:mm, bijvoorbeeld 19:00.`;
const when = (lesson: LessonTime) => `${longDayText(lesson.day)} ${lesson.startsAt}–${lesson.endsAt}`;
const byTime = (a: LessonTime, b: LessonTime) => (a.day + a.startsAt + a.endsAt).localeCompare(b.day + b.startsAt + b.endsAt);
/** 'maandag', 'maandag en donderdag', 'maandag, woensdag en vrijdag'. */
const listText = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} en ${items.at(-1)}`);

/** The problems of a lesson's times; `label` names an extra lesson ('Extra les 2'), none for the series' times. */
function timeProblems(startsAt: string, endsAt: string, label?: string): string[] {
  const start = label ? `${label}, begintijd` : 'Begintijd';
  const end = label ? `${label}, eindtijd` : 'Eindtijd';
  const problems: string[] = [];
  if (!isClockTime(startsAt)) problems.push(timeProblem(start));
  if (!isClockTime(endsAt)) problems.push(timeProblem(end));
  if (problems.length === 0 && endsAt <= startsAt) problems.push(`${end}: kies een tijd na de begintijd (${startsAt}).`);
  return problems;
}

/**
 * The lessons of a weekly series (docs/domain.md "Education"), in time order (day, then start), each `{ day, startsAt,
 * endsAt }` on the Europe/Amsterdam wall clock, so the same clock time before and after a change to or from summer
 * time. The series meets on `weekdays` (default: the weekday of `firstDay`) from `firstDay` until `count` lessons
 * are held or `lastDay` has passed, leaving out the `skip` days; `extra` lessons are added.
 *
 * Problems, in Dutch, roughly in the order of the fields: a malformed or non-existent first day, time, weekday, count
 * or last day; an end not after the start; both or neither of count and last day; a last day before the first; a
 * first day that is not one of the weekdays; each skip day that does not exist or on which the series has no lesson
 * (named by its date); an extra lesson with a bad day or times, or one that overlaps another lesson
 * (features/planning/rules.ts `overlaps`: touching ends do not); no lessons left; more than MAX_LESSONS lessons. Duplicate
 * skip days count once. The first group stops the check before the series is walked.
 */
export function weeklySchedule(series: WeeklySeries): ScheduleResult {
  const problems: string[] = [];
  const firstDayOk = isDay(series.firstDay);
  if (!firstDayOk) problems.push(dayProblem('Eerste lesdag'));
  problems.push(...timeProblems(series.startsAt, series.endsAt));

  const weekdays = series.weekdays ?? (firstDayOk ? [isoWeekday(series.firstDay)] : []);
  if (series.weekdays && series.weekdays.length === 0) problems.push('Lesdagen: kies ten minste één dag van de week.');
  if (weekdays.some((d) => !Number.isInteger(d) || d < 1 || d > 7)) problems.push('Lesdagen: kies dagen van maandag (1) tot en met zondag (7).');

  const { count, lastDay } = series;
  if (count === undefined && lastDay === undefined) problems.push('Vul het aantal lessen of de laatste lesdag in.');
  if (count !== undefined && lastDay !== undefined) problems.push('Vul het aantal lessen of de laatste lesdag in, niet allebei.');
  if (count !== undefined && (!Number.isInteger(count) || count < 1 || count > MAX_LESSONS)) {
    problems.push(`Aantal lessen: vul een heel getal in van 1 tot en met ${MAX_LESSONS}.`);
  }
  if (lastDay !== undefined && !isDay(lastDay)) problems.push(dayProblem('Laatste lesdag'));
  else if (lastDay !== undefined && firstDayOk && lastDay < series.firstDay) {
    problems.push(`Laatste lesdag: kies een dag op of na de eerste lesdag (${longDayText(series.firstDay)}).`);
  }
  if (problems.length === 0 && !weekdays.includes(isoWeekday(series.firstDay))) {
    const names = [...new Set(weekdays)].sort((a, b) => a - b).map((d) => WEEKDAY_NAMES[d - 1] as string);
    problems.push(`Eerste lesdag: ${WEEKDAY_NAMES[isoWeekday(series.firstDay) - 1]} ${longDayText(series.firstDay)} is geen lesdag (${listText(names)}).`);
  }

  const skip = [...new Set(series.skip ?? [])].sort();
  for (const day of skip) if (!isDay(day)) problems.push(`Uitzonderingen: ‘${day}’ is geen bestaande datum (jjjj-mm-dd).`);
  const extra = (series.extra ?? []).map((lesson, i) => ({ lesson, label: `Extra les ${i + 1}` }));
  for (const { lesson, label } of extra) {
    if (!isDay(lesson.day)) problems.push(dayProblem(`${label}, datum`));
    problems.push(...timeProblems(lesson.startsAt, lesson.endsAt, label));
  }
  if (problems.length > 0) return { ok: false, problems };

  // The series itself, one day at a time. It stops once it has more than MAX_LESSONS lessons, which bounds the walk
  // for a far last day; a count series ends within (count + skip days) weeks.
  const skipping = new Set(skip);
  const skipped = new Set<string>();
  const weekly: LessonTime[] = [];
  let cut = false;
  for (let day = series.firstDay; count === undefined || weekly.length < count; day = addDays(day, 1)) {
    if (lastDay !== undefined && day > lastDay) break;
    if (!weekdays.includes(isoWeekday(day))) continue;
    if (skipping.has(day)) {
      skipped.add(day);
      continue;
    }
    if (weekly.length === MAX_LESSONS) {
      cut = true;
      break;
    }
    weekly.push({ day, startsAt: series.startsAt, endsAt: series.endsAt });
  }
  if (!cut) {
    for (const day of skip) {
      if (!skipped.has(day)) problems.push(`Uitzonderingen: op ${longDayText(day)} heeft de reeks geen les.`);
    }
  }

  const lessons = [...weekly];
  for (const { lesson, label } of extra) {
    const clash = lessons.filter((other) => overlaps(other, lesson)).sort(byTime)[0];
    if (clash) problems.push(`${label} op ${when(lesson)} overlapt met de les van ${when(clash)}.`);
    lessons.push({ day: lesson.day, startsAt: lesson.startsAt, endsAt: lesson.endsAt });
  }
  if (lessons.length === 0) problems.push('Er blijft geen les over: elke lesdag is een uitzondering.');
  if (cut || lessons.length > MAX_LESSONS) {
    problems.push(`Een opleiding heeft hoogstens ${MAX_LESSONS} lessen; deze planning heeft er ${cut ? 'meer' : lessons.length}.`);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, lessons: lessons.sort(byTime) };
}

/**
 * The UTC instants of a lesson's start and end (lib/calendar-day.ts `amsterdamInstant`, Europe/Amsterdam with the
 * offset of that day: 19:00 is 17:00 UTC in summer time and 18:00 UTC in winter time).
 * @throws RangeError for a day or time that does not exist.
 */
export function lessonInstants(lesson: LessonTime): { startsAt: Date; endsAt: Date } {
  return { startsAt: amsterdamInstant(lesson.day, lesson.startsAt), endsAt: amsterdamInstant(lesson.day, lesson.endsAt) };
}

/** What an education's lessons are checked against before they are planned. */
export interface LessonCheck {
  /** The lessons, with the seats of their room (null: no room chosen) and its name. */
  lessons: (LessonTime & { id: string; capacity: number | null; roomName: string | null })[];
  /** The education's candidates, each counted for the lessons from `enrolledOn` on (absent: every lesson). */
  candidates: { id: string; name: string; enrolledOn?: string }[];
  /** Who teaches which lesson. */
  teachers: { lessonId: string; teacherId: string; name: string }[];
  /** PAT days and other educations' lessons that the same candidates and teachers are planned on. */
  busy: PlannedElsewhere[];
  /** Per candidate, the last day of the licence their seat is on (null or absent: no end). */
  seatValidUntil: Record<string, string | null>;
}

/**
 * The planning conflicts of an education's lessons, Dutch sentences in a stable order, with the same rules and texts
 * as a PAT's days (features/planning/rules.ts `slotConflicts`): a candidate or teacher planned elsewhere at an overlapping
 * time, more candidates than the room seats, a lesson after the end of a candidate's licence; a candidate only in the
 * lessons on or after the day they enrolled (attendance.ts `isOnRoll`). Empty when sound.
 */
export function lessonConflicts(check: LessonCheck): string[] {
  return slotConflicts({
    slots: check.lessons,
    candidates: check.candidates,
    staff: check.teachers.map((t) => ({ slotId: t.lessonId, personId: t.teacherId, name: t.name })),
    busy: check.busy,
    seatValidUntil: check.seatValidUntil,
  });
}
