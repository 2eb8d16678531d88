/**
 * The name-and-notes form of /cp/pat/create and /cp/pat/{id} (works without JavaScript): reading the posted fields,
 * checking them with the contract's `patBody` (the API's own rules and Dutch messages: 'Naam: vul een naam in.'),
 * and the values to show again. The two notes have one audience each (src/lib/note-audiences.ts): the teachers
 * planned on the PAT, and its candidates. Pure and client-safe.
 */
import { fieldErrors } from '#src/components/field-errors';
import { textOf } from '#src/components/forms';
import { PAT_NOTE_LABELS, patBody, type PatDetail } from '#src/features/pat/contract';
import type { z } from 'zod';

/** What the form shows: the posted text or the stored one. */
export interface PatFormValues {
  title: string;
  teacherNotes: string;
  candidateNotes: string;
}

/** The form's fields in order (field ids are `field-{name}`). */
export const PAT_FORM_FIELDS = ['title', 'teacherNotes', 'candidateNotes'] as const;

/** An empty form for a new PAT. */
export const newPatValues = (): PatFormValues => ({ title: '', teacherNotes: '', candidateNotes: '' });

/** The posted form as typed; the name trimmed, the notes as typed. */
export function readPatForm(form: FormData): PatFormValues {
  return { title: textOf(form, 'title'), teacherNotes: textOf(form, 'teacherNotes', false), candidateNotes: textOf(form, 'candidateNotes', false) };
}

/** A stored PAT's values for the form. */
export const patFormValues = (pat: Pick<PatDetail, 'title' | 'teacherNotes' | 'candidateNotes'>): PatFormValues => ({
  title: pat.title,
  teacherNotes: pat.teacherNotes ?? '',
  candidateNotes: pat.candidateNotes ?? '',
});

/**
 * Checks the form with the API's schema.
 * @returns the body for `POST /api/pat` or `PUT /api/pat/{id}`, or the first message per field.
 */
export function checkPatForm(values: PatFormValues): { body: z.output<typeof patBody> } | { errors: Record<string, string> } {
  const parsed = patBody.safeParse(values);
  return parsed.success ? { body: parsed.data } : { errors: fieldErrors(parsed.error.issues) };
}

/** The field an API message is about ('Naam: …' → title, 'Notities voor de docenten: …' → teacherNotes, …), or undefined. */
export function patFieldOfTitle(title: string): (typeof PAT_FORM_FIELDS)[number] | undefined {
  if (title.startsWith('Naam:')) return 'title';
  if (title.startsWith(`${PAT_NOTE_LABELS.teacherNotes}:`)) return 'teacherNotes';
  if (title.startsWith(`${PAT_NOTE_LABELS.candidateNotes}:`)) return 'candidateNotes';
  return undefined;
}
