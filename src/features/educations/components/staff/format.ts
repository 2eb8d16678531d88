/**
 * Pure helpers of the staff's education screens (spec §2 /cp/education…): the planning sections (the same four URL
 * words as a PAT's, features/pat/components/staff/format.ts SECTIONS) with their labels and pages, a state's tag
 * colour, where each item of the API's `missing` list is fixed (api/planning.ts MISSING), and the success notices
 * after a post (Post/Redirect/Get: `?klaar={key}`, `?aangemaakt=1` after /cp/education/create). Client-safe.
 */
import type { Section, Tone } from '#src/features/pat/components/staff/format';
import type { EducationState } from '#src/features/educations/state';
import { EDUCATION_SECTION_LABELS, educationCandidatesForm, educationDetail, educationLessonsForm, educationModulesForm, educationTeachersForm, educationWeekly } from './strings';

export { isSection, SECTIONS, type Section } from '#src/features/pat/components/staff/format';

/** The label of a section ('Lesrooster'). */
export const sectionLabel = (section: Section): string => EDUCATION_SECTION_LABELS[section];

/** The page of education `id`: its overview, or one of its planning sections. */
export const educationPath = (id: string, section?: Section): string =>
  `/cp/education/${encodeURIComponent(id)}${section ? `/planning/${section}` : ''}`;

/** The tag colour of an education state; the tag always carries the state's name too (WCAG 2.2 SC 1.4.1). */
export function educationStateTone(state: EducationState): Tone {
  switch (state) {
    case 'open':
      return 'primary';
    case 'in_progress':
      return 'warning';
    case 'completed':
      return 'success';
    default:
      return 'light';
  }
}

/** True when the education can no longer be changed (the API answers 409). */
export const isClosed = (education: { state: EducationState }): boolean => education.state === 'completed' || education.state === 'archived';

/** The section that fixes an item of the API's `missing` list (lesson → location, module, teacher); else null. */
export function sectionOfMissing(text: string): Section | null {
  if (/^Voeg minstens één les\b/.test(text)) return 'location';
  if (/^Kies minstens één module\b/.test(text)) return 'modules';
  if (/^Kies minstens één docent\b/.test(text)) return 'teachers';
  return null;
}

/** The `klaar` keys with their notices. */
export const DONE = {
  opgeslagen: educationDetail.saved,
  geopend: educationDetail.opened,
  gearchiveerd: educationDetail.archived,
  vrijgegeven: educationDetail.released,
  rooster: educationWeekly.saved,
  lessen: educationLessonsForm.saved,
  modules: educationModulesForm.saved,
  volgorde: educationModulesForm.moved,
  'module-weg': educationModulesForm.removed,
  'module-erbij': educationModulesForm.added,
  'kandidaat-erbij': educationCandidatesForm.added,
  'kandidaat-weg': educationCandidatesForm.removed,
  docenten: educationTeachersForm.saved,
} as const;
export type DoneKey = keyof typeof DONE;

/** The page's own address after success: `{pagePath}?klaar={key}{hash}`. */
export const doneUrl = (pagePath: string, key: DoneKey, hash = ''): string => `${pagePath}?klaar=${encodeURIComponent(key)}${hash}`;

/** The success notice for the page's URL, or null (also while a confirmation step is asked, `?bevestig=`). */
export function educationNotice(params: URLSearchParams): string | null {
  if (params.has('bevestig')) return null;
  if (params.get('aangemaakt') === '1') return educationDetail.created;
  const key = params.get('klaar') ?? '';
  return Object.hasOwn(DONE, key) ? DONE[key as DoneKey] : null;
}
