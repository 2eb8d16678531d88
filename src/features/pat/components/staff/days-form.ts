/**
 * The days form of /cp/pat/{id}/planning/location (works without JavaScript): one row per day with date, start and
 * end time, location, room and 'Deze dag verwijderen'. Posted fields per row n (from 1): `day-{n}-id` (a stored
 * day), `day-{n}-date`, `day-{n}-start`, `day-{n}-end`, `day-{n}-location`, `day-{n}-room`, `day-{n}-remove`; and
 * `rows`, their number. Saving sends every row that is kept and not empty as `PUT /api/pat/{id}/days` (docs/api.md
 * "PAT"), checked first with the contract's `patDaysBody`; each problem is shown beside its field. 'Dag toevoegen'
 * shows one more empty row and saves nothing. An education's lessons use the same rows (`checkSessionRows` with the
 * lessons' schema; features/educations/components/staff). Pure and client-safe.
 */
import { textOf } from '#src/components/forms';
import { MAX_PAT_DAYS, patDaysBody, type PatDay } from '#src/features/pat/contract';
import type { patDaysForm } from '#src/features/pat/strings';
import type { z } from 'zod';

/** The texts DaysForm.astro shows (strings.ts `patDaysForm`, or an education's lesson texts of the same shape). */
export type DaysFormStrings = {
  [K in 'added' | 'dayLegend' | 'date' | 'start' | 'end' | 'location' | 'chooseLocation' | 'room' | 'noRoom' | 'roomOption' | 'roomHint' | 'remove' | 'removeHint' | 'save' | 'add' | 'addHint']: (typeof patDaysForm)[K] extends (...args: infer A) => string ? (...args: A) => string : string;
};

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

/** The stored days (or an education's lessons) as rows; one empty row when there are none. */
export function dayRows(days: readonly Pick<PatDay, 'id' | 'day' | 'startsAt' | 'endsAt' | 'location' | 'room'>[]): DayRow[] {
  if (days.length === 0) return [emptyDay()];
  return days.map((d) => ({ id: d.id, date: d.day, start: d.startsAt, end: d.endsAt, locationId: d.location.id, roomId: d.room?.id ?? '', remove: false }));
}

/**
 * The posted rows as typed (at most `max` + 5, so a tampered count cannot make a huge page).
 * @param max the most rows the list may hold (MAX_PAT_DAYS for a PAT).
 */
export function readDayRows(form: FormData, max = MAX_PAT_DAYS): DayRow[] {
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

/**
 * Checks the rows with the API's schema.
 * @returns the body for `PUT /api/pat/{id}/days`, or the first message per field id (`day-2-end`) and `general`
 *   for a problem of the whole list (two rows on one date, too many days).
 */
export function checkDayRows(rows: readonly DayRow[]): { body: z.output<typeof patDaysBody> } | { errors: Record<string, string> } {
  return checkSessionRows(rows, (sessions) => patDaysBody.safeParse({ days: sessions }));
}

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
 * schema whose issue paths are `[list, index, field]` (`patDaysBody`, educations' `educationLessonsBody`).
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
