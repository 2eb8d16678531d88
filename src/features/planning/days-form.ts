/**
 * The sessions form of a planned thing (works without JavaScript): a PAT's days (/cp/pat/{id}/planning/location) and
 * an education's lessons one by one (/cp/education/{id}/planning/location), one row per session with date, start
 * and end time, location, room and 'Deze dag verwijderen'. Posted fields per row n (from 1): `day-{n}-id` (a stored
 * session), `day-{n}-date`, `day-{n}-start`, `day-{n}-end`, `day-{n}-location`, `day-{n}-room`, `day-{n}-remove`;
 * and `rows`, their number. Saving sends every row that is kept and not empty (`PUT /api/pat/{id}/days`,
 * `PUT /api/education/{id}/lessons`; docs/api.md "PAT", "Education"), checked first with the kind's schema
 * (`checkSessionRows`); each problem is shown beside its field. 'Dag toevoegen' shows one more empty row and saves
 * nothing. Pure and client-safe.
 */
import { textOf } from '#src/components/forms';
import type { PlacedSession } from '#src/features/planning/contract';
import type { z } from 'zod';

/** The texts DaysForm.astro shows (a PAT's `patDaysForm`, an education's `educationLessonsForm`). */
export interface DaysFormStrings {
  added: string;
  /** The legend of row `n` (from 1): 'Dag 1', 'Les 1'. */
  dayLegend: (n: number) => string;
  date: string;
  start: string;
  end: string;
  location: string;
  chooseLocation: string;
  room: string;
  noRoom: string;
  /** A room in the select, with its seats: 'Lokaal 1 (12 plaatsen)'. */
  roomOption: (name: string, capacity: number) => string;
  roomHint: string;
  remove: string;
  removeHint: string;
  save: string;
  add: string;
  addHint: string;
}

/** One row as shown: text as typed, '' for nothing. */
export interface DayRow {
  id: string;
  date: string;
  start: string;
  end: string;
  locationId: string;
  roomId: string;
  remove: boolean;
}

/** The fields of a row, as in the ids `day-{n}-{field}`. */
export type DayField = 'date' | 'start' | 'end' | 'location' | 'room';

/** The id (and name) of a row's field: `day-3-start`. */
export const dayFieldId = (row: number, field: DayField | 'id' | 'remove'): string => `day-${row + 1}-${field}`;

/** A new row: 09:00 to 16:00, at the location of the row before it (if any). */
export function emptyDay(before?: DayRow): DayRow {
  return { id: '', date: '', start: '09:00', end: '16:00', locationId: before?.locationId ?? '', roomId: '', remove: false };
}

/** The stored sessions (a PAT's days, an education's lessons) as rows; one empty row when there are none. */
export function dayRows(days: readonly Pick<PlacedSession, 'id' | 'day' | 'startsAt' | 'endsAt' | 'location' | 'room'>[]): DayRow[] {
  if (days.length === 0) return [emptyDay()];
  return days.map((d) => ({ id: d.id, date: d.day, start: d.startsAt, end: d.endsAt, locationId: d.location.id, roomId: d.room?.id ?? '', remove: false }));
}

/**
 * The posted rows as typed (at most `max` + 5, so a tampered count cannot make a huge page).
 * @param max the most rows the list may hold (pat/contract.ts MAX_PAT_DAYS, educations/schedule.ts MAX_LESSONS).
 */
export function readDayRows(form: FormData, max: number): DayRow[] {
  const count = Math.min(Math.max(Number.parseInt(textOf(form, 'rows'), 10) || 0, 0), max + 5);
  const rows: DayRow[] = [];
  for (let row = 0; row < count; row++) {
    const get = (field: DayField | 'id') => textOf(form, dayFieldId(row, field));
    rows.push({ id: get('id'), date: get('date'), start: get('start'), end: get('end'), locationId: get('location'), roomId: get('room'), remove: textOf(form, dayFieldId(row, 'remove')) === 'ja' });
  }
  return rows;
}

/**
 * True for a new row nobody filled in — no date, no room, the times as 'Dag toevoegen' set them (the location may be
 * the one taken over from the row before): it is left out when saving.
 */
function isBlank(row: DayRow): boolean {
  const fresh = emptyDay();
  return !row.id && !row.date && !row.roomId && (!row.start || row.start === fresh.start) && (!row.end || row.end === fresh.end);
}

const FIELD_OF: Record<string, DayField> = { day: 'date', startsAt: 'start', endsAt: 'end', locationId: 'location', roomId: 'room' };

/** A session as the rows send it (planning/contract.ts `sessionBody` before checking). */
export interface SentSession {
  id?: string;
  day: string;
  startsAt: string;
  endsAt: string;
  locationId: string;
  roomId: string | null;
}

/**
 * Checks the rows that are kept and not blank with `parse`, which wraps the sessions in a body and checks it with a
 * schema whose issue paths are `[list, index, field]` (pat/contract.ts `patDaysBody`, educations/contract.ts
 * `educationLessonsBody`).
 * @returns the parsed body, or the first message per field id (`day-2-end`) and `general` for the list as a whole.
 */
export function checkSessionRows<B>(
  rows: readonly DayRow[],
  parse: (sessions: SentSession[]) => z.ZodSafeParseResult<B>,
): { body: B } | { errors: Record<string, string> } {
  const sent = rows.map((row, index) => ({ row, index })).filter(({ row }) => !row.remove && !isBlank(row));
  const parsed = parse(
    sent.map(({ row }) => ({
      ...(row.id ? { id: row.id } : {}),
      day: row.date,
      startsAt: row.start,
      endsAt: row.end,
      locationId: row.locationId,
      roomId: row.roomId || null,
    })),
  );
  if (parsed.success) return { body: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const [, index, field] = issue.path;
    const at = typeof index === 'number' ? sent[index] : undefined;
    const key = at && typeof field === 'string' && FIELD_OF[field] ? dayFieldId(at.index, FIELD_OF[field]) : 'general';
    errors[key] ??= issue.message;
  }
  return { errors };
}
