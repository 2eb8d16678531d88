/**
 * The roll call's pure rules (no I/O): a candidate's mark as one item of the save queue
 * (src/lib/device-sync/save-queue.ts, decision 007), keyed by candidate id, under the lesson id as the queue's
 * scope; the server's side of the queue from the roll; and who 'Iedereen aanwezig' marks.
 * Sequence numbers are whole seconds (src/lib/device-sync/sync.ts `clockSeconds`), as the server keeps them
 * (`attendance.seq`, 32 bits).
 */
import type { Entries } from '#src/lib/device-sync/save-queue';
import type { AttendanceStatus } from '#src/features/educations/attendance';
import type { LessonRoll } from '#src/features/educations/attendance-contract';

/** A candidate's mark: the status (null: not filled in yet) and the remark. */
export interface Mark {
  status: AttendanceStatus | null;
  remark: string;
}

/** The marks by candidate id, from the roll: what the server holds. */
export function marksOf(roll: Pick<LessonRoll, 'entries'>): Record<string, Mark> {
  return Object.fromEntries(roll.entries.map((e) => [e.candidate.id, { status: e.status, remark: e.remark }]));
}

/** The server's side for the save queue: each recorded candidate's mark under its seq. */
export function serverEntries(roll: Pick<LessonRoll, 'entries'>): Entries<Mark> {
  return Object.fromEntries(roll.entries.filter((e) => e.seq > 0 && e.status !== null).map((e) => [e.candidate.id, { value: { status: e.status, remark: e.remark }, seq: e.seq }]));
}

/** The candidates 'Iedereen aanwezig' marks present: those on the roll without a status yet, in roll order. */
export function unmarked(roll: Pick<LessonRoll, 'entries'>, marks: Record<string, Mark>): string[] {
  return roll.entries.map((e) => e.candidate.id).filter((id) => !marks[id]?.status);
}

/** How many candidates of the roll have a status. */
export function filledCount(roll: Pick<LessonRoll, 'entries'>, marks: Record<string, Mark>): number {
  return roll.entries.filter((e) => Boolean(marks[e.candidate.id]?.status)).length;
}
