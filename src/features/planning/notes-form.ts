/**
 * The name-and-notes form of a PAT and an education (/cp/pat/create, /cp/education/create, and the change form on
 * their overview; works without JavaScript): reading the posted fields, the values to show again, and which field an
 * API message is about. The two notes have one audience each (src/lib/note-audiences.ts): the teachers and the
 * candidates. Each kind checks the values with its own contract schema (pat-form.ts, education-form.ts), which
 * gives the API's own Dutch messages ('Naam: vul een naam in.'). Pure and client-safe.
 */
import { textOf } from '#src/components/forms';

/** What the form shows: the posted text or the stored one. */
export type NotesFormValues = {
  title: string;
  teacherNotes: string;
  candidateNotes: string;
};

/** The form's fields in order (field ids are `field-{name}`). */
export const NOTES_FORM_FIELDS = ['title', 'teacherNotes', 'candidateNotes'] as const;

/** An empty form for a new one. */
export const newNotesValues = (): NotesFormValues => ({ title: '', teacherNotes: '', candidateNotes: '' });

/** The posted form as typed; the name trimmed, the notes as typed. */
export function readNotesForm(form: FormData): NotesFormValues {
  return { title: textOf(form, 'title'), teacherNotes: textOf(form, 'teacherNotes', false), candidateNotes: textOf(form, 'candidateNotes', false) };
}

/** A stored PAT's or education's values for the form. */
export const notesFormValues = (stored: { title: string; teacherNotes?: string | null; candidateNotes?: string | null }): NotesFormValues => ({
  title: stored.title,
  teacherNotes: stored.teacherNotes ?? '',
  candidateNotes: stored.candidateNotes ?? '',
});

/**
 * The field an API message is about ('Naam: …' → title, 'Notities voor de docenten: …' → teacherNotes, …), or
 * undefined; `labels` are the contract's names of the notes (PAT_NOTE_LABELS, EDUCATION_NOTE_LABELS).
 */
export function notesFieldOfTitle(title: string, labels: { teacherNotes: string; candidateNotes: string }): (typeof NOTES_FORM_FIELDS)[number] | undefined {
  if (title.startsWith('Naam:')) return 'title';
  if (title.startsWith(`${labels.teacherNotes}:`)) return 'teacherNotes';
  if (title.startsWith(`${labels.candidateNotes}:`)) return 'candidateNotes';
  return undefined;
}
