/**
 * The weekly-repeat form of /cp/education/{id}/planning/location (works without JavaScript): first lesson day (the
 * weekday follows from it), start and end time, number of lessons, location and room, and the days without a lesson
 * (one date per line). The page expands it on the server with schedule.ts `weeklySchedule` and shows the lessons
 * (`preview`); 'Deze lessen opslaan' (`apply`) sends them as `PUT /api/education/{id}/lessons` (docs/api.md
 * "Education"), which replaces every lesson. A new lesson on the day of a current one keeps that lesson's id, so
 * attendance already taken on it stays. `apply` is only honoured for the values that were previewed (the hidden
 * `previewed` field), so nobody saves lessons they did not see. Posted fields: `weekly-first`, `weekly-start`,
 * `weekly-end`, `weekly-count`, `weekly-location`, `weekly-room`, `weekly-skip`, `previewed`. Pure and client-safe.
 */
import { textOf } from '#src/components/forms';
import { educationLessonsBody, type EducationLesson } from '#src/features/educations/contract';
import { weeklySchedule, type LessonTime } from '#src/features/educations/schedule';
import type { z } from 'zod';
import { educationWeekly } from './strings';

/** The form as typed ('' for nothing). */
export interface WeeklyValues {
  firstDay: string;
  start: string;
  end: string;
  count: string;
  locationId: string;
  roomId: string;
  /** The days without a lesson, as typed (one per line). */
  skip: string;
}

/** The fields, as in the ids and names `weekly-{field}`. */
export type WeeklyField = 'first' | 'start' | 'end' | 'count' | 'location' | 'room' | 'skip';

/** The id (and name) of a field: `weekly-first`. */
export const weeklyFieldId = (field: WeeklyField): string => `weekly-${field}`;

/**
 * The form's first values: the times, place and number of the current lessons (the first lesson's), or 19:00–21:30
 * and no place for an education without lessons; the first day is left for the coordinator.
 */
export function weeklyDefaults(lessons: readonly EducationLesson[]): WeeklyValues {
  const first = lessons[0];
  return {
    firstDay: '',
    start: first?.startsAt ?? '19:00',
    end: first?.endsAt ?? '21:30',
    count: lessons.length > 0 ? String(lessons.length) : '',
    locationId: first?.location.id ?? '',
    roomId: first?.room?.id ?? '',
    skip: '',
  };
}

/** The posted form as typed (the skip days as typed, at most 2000 characters). */
export function readWeekly(form: FormData): WeeklyValues {
  const get = (field: WeeklyField) => textOf(form, weeklyFieldId(field));
  return { firstDay: get('first'), start: get('start'), end: get('end'), count: get('count'), locationId: get('location'), roomId: get('room'), skip: get('skip').slice(0, 2000) };
}

/**
 * The days of the skip field: one per line (commas and semicolons also separate), `YYYY-MM-DD` as it is and
 * `D-M-YYYY` or `D/M/YYYY` (the Dutch order) written as `YYYY-MM-DD`; anything else is kept as typed, so
 * `weeklySchedule` names it.
 */
export function skipDays(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((word) => {
      const dutch = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(word);
      return dutch ? `${dutch[3]}-${dutch[2]!.padStart(2, '0')}-${dutch[1]!.padStart(2, '0')}` : word;
    });
}

/** What the form leads to: the lessons with the body that saves them, or the Dutch problems. */
export type WeeklyResult =
  | { ok: true; lessons: (LessonTime & { id?: string })[]; body: z.output<typeof educationLessonsBody> }
  | { ok: false; problems: string[] };

/**
 * Expands the form with schedule.ts `weeklySchedule` (the weekday of the first day, `count` weekly lessons, the skip
 * days left out) and places every lesson at the chosen location and room. `current` lessons lend their id to a new
 * lesson on the same day (first come, first served). A missing location or a body the API's schema refuses adds a
 * problem; problems come in `weeklySchedule`'s order, the location last.
 */
export function expandWeekly(values: WeeklyValues, current: readonly EducationLesson[]): WeeklyResult {
  const schedule = weeklySchedule({
    firstDay: values.firstDay,
    startsAt: values.start,
    endsAt: values.end,
    count: values.count === '' ? Number.NaN : Number(values.count),
    skip: skipDays(values.skip),
  });
  const problems = schedule.ok ? [] : [...schedule.problems];
  if (!values.locationId) problems.push(educationWeekly.locationMissing);
  if (!schedule.ok || problems.length > 0) return { ok: false, problems };
  const free = [...current];
  const lessons = schedule.lessons.map((lesson) => {
    const index = free.findIndex((c) => c.day === lesson.day);
    const id = index >= 0 ? free.splice(index, 1)[0]!.id : undefined;
    return id ? { ...lesson, id } : lesson;
  });
  const parsed = educationLessonsBody.safeParse({
    lessons: lessons.map((l) => ({ ...l, locationId: values.locationId, roomId: values.roomId || null })),
  });
  if (!parsed.success) return { ok: false, problems: [...new Set(parsed.error.issues.map((i) => i.message))] };
  return { ok: true, lessons, body: parsed.data };
}

/** The field a problem is about, by its first word ('Eerste lesdag: …' → first); undefined for the form as a whole. */
export function weeklyFieldOf(problem: string): WeeklyField | undefined {
  const prefixes: [string, WeeklyField][] = [
    ['Eerste lesdag', 'first'],
    ['Begintijd', 'start'],
    ['Eindtijd', 'end'],
    ['Aantal lessen', 'count'],
    ['Locatie', 'location'],
    ['Lokaal', 'room'],
    ['Uitzonderingen', 'skip'],
  ];
  return prefixes.find(([prefix]) => problem.startsWith(`${prefix}:`))?.[1];
}

/** A fingerprint of the values, posted with the preview so that `apply` saves only what was shown. */
export const weeklyFingerprint = (values: WeeklyValues): string =>
  [values.firstDay, values.start, values.end, values.count, values.locationId, values.roomId, skipDays(values.skip).join(' ')].join('|');
