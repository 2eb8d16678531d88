/**
 * The name, notes and absence-limit form of /cp/education/create and /cp/education/{id} (works without
 * JavaScript; the name and notes as planning/components/planning-form.ts reads them): reading the posted fields,
 * checking them with the contract's `educationBody` (the API's own rules and Dutch messages: 'Verzuimgrens: tussen 1
 * en 100.'), and the values to show again. The absence limit is the number of
 * unexcused absences at which the coordinator is alerted (docs/api.md "Education"; 3 for a new education). The two
 * notes have one audience each (src/lib/note-audiences.ts): its teachers, and its candidates. Pure and client-safe.
 */
import { fieldErrors } from '#src/components/field-errors';
import { textOf } from '#src/components/forms';
import { EDUCATION_NOTE_LABELS, educationBody, type EducationDetail } from '#src/features/educations/contract';
import { NOTES_FORM_FIELDS, newNotesValues, notesFieldOfTitle, notesFormValues, readNotesForm, type NotesFormValues } from '#src/features/planning/notes-form';
import type { z } from 'zod';

/** The absence limit a new education starts with (docs/api.md "Education"). */
export const DEFAULT_ABSENCE_LIMIT = 3;

/** What the form shows: the posted text or the stored one. */
export type EducationFormValues = NotesFormValues & { absenceLimit: string };

/** The form's fields in order (field ids are `field-{name}`). */
export const EDUCATION_FORM_FIELDS = [...NOTES_FORM_FIELDS, 'absenceLimit'] as const;

/** An empty form for a new education. */
export const newEducationValues = (): EducationFormValues => ({ ...newNotesValues(), absenceLimit: String(DEFAULT_ABSENCE_LIMIT) });

/** The posted form as typed; the name and limit trimmed, the notes as typed. */
export const readEducationForm = (form: FormData): EducationFormValues => ({ ...readNotesForm(form), absenceLimit: textOf(form, 'absenceLimit') });

/** A stored education's values for the form. */
export const educationFormValues = (education: Pick<EducationDetail, 'title' | 'teacherNotes' | 'candidateNotes' | 'absenceLimit'>): EducationFormValues => ({
  ...notesFormValues(education),
  absenceLimit: String(education.absenceLimit),
});

/**
 * Checks the form with the API's schema; an empty absence limit is a problem (not 'unchanged'), so what the page
 * shows is what is saved.
 * @returns the body for `POST /api/education` or `PUT /api/education/{id}`, or the first message per field.
 */
export function checkEducationForm(values: EducationFormValues): { body: z.output<typeof educationBody> } | { errors: Record<string, string> } {
  const parsed = educationBody.required({ absenceLimit: true }).safeParse({
    title: values.title,
    teacherNotes: values.teacherNotes,
    candidateNotes: values.candidateNotes,
    absenceLimit: values.absenceLimit === '' ? Number.NaN : values.absenceLimit,
  });
  return parsed.success ? { body: parsed.data } : { errors: fieldErrors(parsed.error.issues) };
}

/**
 * The field an API message is about ('Naam: …' → title, 'Notities voor de docenten: …' → teacherNotes, 'Notities voor
 * de kandidaten: …' → candidateNotes, 'Verzuimgrens: …'), or undefined.
 */
export function educationFieldOfTitle(title: string): (typeof EDUCATION_FORM_FIELDS)[number] | undefined {
  return notesFieldOfTitle(title, EDUCATION_NOTE_LABELS) ?? (title.startsWith('Verzuimgrens:') ? 'absenceLimit' : undefined);
}
