/**
 * The name-and-notes form of /cp/pat/create and /cp/pat/{id} (planning/components/planning-form.ts): checking it
 * with the contract's `patBody` (the API's own rules and Dutch messages: 'Naam: vul een naam in.'). The two notes
 * have one audience each (src/lib/note-audiences.ts): the teachers planned on the PAT, and its candidates. Pure and
 * client-safe.
 */
import { fieldErrors } from '#src/components/field-errors';
import { PAT_NOTE_LABELS, patBody } from '#src/features/pat/contract';
import { NOTES_FORM_FIELDS, newNotesValues, notesFieldOfTitle, notesFormValues, readNotesForm, type NotesFormValues } from '#src/features/planning/notes-form';
import type { z } from 'zod';

/** What the form shows: the posted text or the stored one. */
export type PatFormValues = NotesFormValues;

/** The form's fields in order (field ids are `field-{name}`). */
export const PAT_FORM_FIELDS = NOTES_FORM_FIELDS;

/** An empty form for a new PAT. */
export const newPatValues = newNotesValues;

/** The posted form as typed; the name trimmed, the notes as typed. */
export const readPatForm = readNotesForm;

/** A stored PAT's values for the form. */
export const patFormValues = notesFormValues;

/**
 * Checks the form with the API's schema.
 * @returns the body for `POST /api/pat` or `PUT /api/pat/{id}`, or the first message per field.
 */
export function checkPatForm(values: PatFormValues): { body: z.output<typeof patBody> } | { errors: Record<string, string> } {
  const parsed = patBody.safeParse(values);
  return parsed.success ? { body: parsed.data } : { errors: fieldErrors(parsed.error.issues) };
}

/** The field an API message is about ('Naam: …' → title, 'Notities voor de docenten: …' → teacherNotes, …), or undefined. */
export const patFieldOfTitle = (title: string) => notesFieldOfTitle(title, PAT_NOTE_LABELS);
