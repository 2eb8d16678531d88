/**
 * Pure helpers of the teacher's education pages (spec §2 Teacher, /docent/opleiding…): which lesson comes next, which
 * lessons open a roll call, the order of the teacher's list, and the Dutch texts of a lesson and an enrolment day.
 * Days are `YYYY-MM-DD` and times `HH:MM`, Europe/Amsterdam (contract.ts). Client-safe.
 */
import { dayRangeText, timeRange, weekdayText } from '#src/features/planning/format';
import type { EducationLesson, EducationListItem } from '#src/features/educations/contract';
import { educationDetailTexts, educationListTexts } from './strings';

/** A lesson as far as these helpers read it. */
type Timed = { day: string; startsAt: string };

const byTime = (a: Timed, b: Timed) => a.day.localeCompare(b.day) || a.startsAt.localeCompare(b.startsAt);

/**
 * The first lesson on or after `today` (by day, then start), or null when every lesson is past. A lesson today
 * counts all day, as the API's `nextLesson` in `GET /api/education` (docs/api.md "Education").
 */
export function nextLesson<L extends Timed>(lessons: readonly L[], today: string): L | null {
  return [...lessons].filter((l) => l.day >= today).sort(byTime)[0] ?? null;
}

/**
 * True when the teacher's lesson list links to the roll call of a lesson on `today`: lessons up to and including
 * today. On the lesson's own day the roll itself opens ATTENDANCE_MINUTES_AHEAD minutes before the start (attendance.ts
 * `attendanceDayProblem`); until then the page says from when and opens by itself.
 */
export function rollCallOpen(lesson: { day: string }, today: string): boolean {
  return lesson.day <= today;
}

/** The roll call page of lesson `lessonId` (spec §2 `/docent/opleiding/attendance/{id}`). */
export const attendanceHref = (lessonId: string): string => `/docent/opleiding/attendance/${encodeURIComponent(lessonId)}`;

/** The teacher's page of education `id` (spec §2 `/docent/opleiding/detail/{id}`). */
export const educationHref = (id: string): string => `/docent/opleiding/detail/${encodeURIComponent(id)}`;

/**
 * The teacher's list in reading order: educations with a next lesson first, soonest first; then those without any
 * lesson yet; then those whose lessons are all past, most recent last lesson first. Stable within each group.
 */
export function teacherOrder(items: readonly EducationListItem[]): EducationListItem[] {
  const group = (e: EducationListItem) => (e.nextLesson ? 0 : e.lastDay === null ? 1 : 2);
  return [...items].sort((a, b) => {
    const byGroup = group(a) - group(b);
    if (byGroup !== 0) return byGroup;
    if (a.nextLesson && b.nextLesson) return byTime(a.nextLesson, b.nextLesson);
    return (b.lastDay ?? '').localeCompare(a.lastDay ?? '');
  });
}

/** First and last lesson day: '1 t/m 15 december 2026', one day alone, or 'nog geen lessen'. */
export function lessonPeriodText(item: { firstDay: string | null; lastDay: string | null }): string {
  return item.firstDay === null ? educationListTexts.noLessons : dayRangeText(item.firstDay, item.lastDay);
}

/** Where a lesson is: 'Opleidingscentrum, Lokaal 2', or the location alone without a room. */
export const placeText = (lesson: Pick<EducationLesson, 'location' | 'room'>): string =>
  lesson.room ? `${lesson.location.name}, ${lesson.room.name}` : lesson.location.name;

/** A next lesson on one line: 'dinsdag 1 december 2026, 18:00–21:00, Opleidingscentrum, Lokaal 2'; 'geen lessen meer' for none. */
export function nextLessonText(lesson: EducationLesson | null): string {
  if (!lesson) return educationListTexts.noNext;
  return `${weekdayText(lesson.day)}, ${timeRange(lesson.startsAt, lesson.endsAt)}, ${placeText(lesson)}`;
}

const dayMonth = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const dayMonthYear = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * When a candidate joined, as the teacher reads it: 'vanaf het begin' when they were enrolled by the first lesson
 * (or there are no lessons yet); 'sinds 3 november' for a late enrolee — whose earlier lessons are not on their roll
 * (attendance.ts `isOnRoll`) — with the year only when it differs from the first lesson's.
 */
export function enrolledText(enrolledOn: string, firstDay: string | null): string {
  if (firstDay === null || enrolledOn <= firstDay) return educationDetailTexts.fromStart;
  const at = new Date(`${enrolledOn}T12:00:00Z`);
  const format = enrolledOn.slice(0, 4) === firstDay.slice(0, 4) ? dayMonth : dayMonthYear;
  return educationDetailTexts.since(format.format(at));
}
