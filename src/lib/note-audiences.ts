/**
 * Who reads which note (docs/decisions/041-note-audiences.md). Every text staff write about a PAT, an education, a
 * location or an organisation for someone to read has exactly one audience, stated here and nowhere else:
 *
 * - `candidates`: the candidates planned on it read it (under 'Let op' on /dashboard/pat and /dashboard/education,
 *   in `GET /api/pat/mine`, `GET /api/pat/getUserEducation`, `GET /api/candidate/home` and the lesson calendar
 *   feed); teachers and staff read it too. It may also reach a contact person.
 * - `teachers`: the teachers planned on it and staff (`GET /api/pat/{id}`, `GET /api/education/{id}`, the teacher's
 *   pages /docent/pat-dagen/{id} and /docent/opleiding/detail/{id}); never a candidate or a contact person.
 * - `staff`: Admin and Coordinator only (the /cp forms and detail calls).
 *
 * An answer to a candidate holds only the `candidates` fields (`notesFor(kind, 'candidates', row)`), so a teacher's
 * note never leaves the server for them — not even unshown. The staff forms put `AUDIENCE_HINTS` under each field.
 * The fields are the answers' and bodies' names (the columns are their snake_case: `teacher_notes`, …); a test
 * (note-audiences.test.ts) checks that every note column of those tables has an audience here. Client-safe.
 */
import { noteAudiences as hints } from '#src/lib/i18n/nl';
import type { Role } from '#src/lib/roles';

/** The readers of a note: see the module comment. */
export type NoteAudience = 'candidates' | 'teachers' | 'staff';

/** Each note field of each kind of record with its one audience. */
export const NOTE_AUDIENCES = {
  pat: { teacherNotes: 'teachers', candidateNotes: 'candidates' },
  education: { teacherNotes: 'teachers', candidateNotes: 'candidates' },
  location: { accessibilityText: 'candidates', directions: 'candidates', internalNotes: 'staff' },
  organization: { notes: 'staff' },
} as const satisfies Record<string, Record<string, NoteAudience>>;

/** A kind of record with notes. */
export type NoteKind = keyof typeof NOTE_AUDIENCES;
/** The note fields of a kind. */
export type NoteField<K extends NoteKind> = keyof (typeof NOTE_AUDIENCES)[K] & string;

/** The note fields of `K` whose audience is `A`, each plain text or null: `NotesFor<'pat', 'candidates'>` = `{ candidateNotes }`. */
export type NotesFor<K extends NoteKind, A extends NoteAudience> = {
  [F in NoteField<K> as (typeof NOTE_AUDIENCES)[K][F] extends A ? F : never]: string | null;
};

/** The roles that read a note of each audience; the record's own scope (a teacher planned on it) is the service's check. */
const READERS: Record<NoteAudience, readonly Role[]> = {
  candidates: ['Admin', 'Coordinator', 'Teacher', 'ContactPerson', 'User'],
  teachers: ['Admin', 'Coordinator', 'Teacher'],
  staff: ['Admin', 'Coordinator'],
};

/** True when `role` reads notes of `audience` (see the module comment). */
export function mayRead(audience: NoteAudience, role: Role | string): boolean {
  return (READERS[audience] as readonly string[]).includes(role);
}

/** The fields of `kind` whose audience is `audience`, in the order of NOTE_AUDIENCES. */
export function noteFieldsFor<K extends NoteKind>(kind: K, audience: NoteAudience): NoteField<K>[] {
  const fields = NOTE_AUDIENCES[kind] as Record<string, NoteAudience>;
  return Object.keys(fields).filter((field) => fields[field] === audience) as NoteField<K>[];
}

/**
 * Only the note fields of `kind` meant for `audience`, taken from `row` (a stored record or any object holding its
 * notes); every other field of `row` is left out.
 * @example notesFor('pat', 'candidates', { teacherNotes: 'Alleen voor ons.', candidateNotes: 'Schoenen mee.' })
 *   // → { candidateNotes: 'Schoenen mee.' }
 */
export function notesFor<K extends NoteKind, A extends NoteAudience>(kind: K, audience: A, row: { [F in NoteField<K>]?: string | null }): NotesFor<K, A> {
  const picked: Record<string, string | null> = {};
  for (const field of noteFieldsFor(kind, audience)) picked[field] = row[field] ?? null;
  return picked as NotesFor<K, A>;
}

/** The Dutch line under a note field on a staff form: who will read it ('Zichtbaar voor: …'). */
export function audienceHint<K extends NoteKind>(kind: K, field: NoteField<K>): string {
  return hints[(NOTE_AUDIENCES[kind] as Record<string, NoteAudience>)[field] as NoteAudience];
}
