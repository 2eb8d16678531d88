/**
 * The name-and-notes form of /cp/pat/create and /cp/pat/{id} (works without JavaScript): reading the posted fields,
 * checking them with the contract's `patBody` (the API's own rules and Dutch messages: 'Naam: vul een naam in.'),
 * and the values to show again. Pure and client-safe.
 */
import { fieldErrors } from '#src/components/field-errors';
import { textOf } from '#src/components/forms';
import { patBody, type PatDetail } from '#src/features/pat/contract';
import type { z } from 'zod';

/** What the form shows: the posted text or the stored one. */
export interface PatFormValues {
  title: string;
  notes: string;
}

/** The form's fields in order (field ids are `field-{name}`). */
export const PAT_FORM_FIELDS = ['title', 'notes'] as const;

/** The posted form as typed; the name trimmed, the notes as typed. */
export function readPatForm(form: FormData): PatFormValues {
  return { title: textOf(form, 'title'), notes: textOf(form, 'notes', false) };
}

/** A stored PAT's values for the form. */
export const patFormValues = (pat: Pick<PatDetail, 'title' | 'notes'>): PatFormValues => ({ title: pat.title, notes: pat.notes ?? '' });

/**
 * Checks the form with the API's schema.
 * @returns the body for `POST /api/pat` or `PUT /api/pat/{id}`, or the first message per field.
 */
export function checkPatForm(values: PatFormValues): { body: z.output<typeof patBody> } | { errors: Record<string, string> } {
  const parsed = patBody.safeParse(values);
  return parsed.success ? { body: parsed.data } : { errors: fieldErrors(parsed.error.issues) };
}

/** The field an API message is about ('Naam: …' → title, 'Notities: …' → notes), or undefined. */
export function patFieldOfTitle(title: string): 'title' | 'notes' | undefined {
  if (title.startsWith('Naam:')) return 'title';
  if (title.startsWith('Notities:')) return 'notes';
  return undefined;
}
