/**
 * Pure helpers of the staff's education screens (spec §2 /cp/education…): the planning sections' labels and pages
 * (the same four URL words as a PAT's, planning/format.ts SECTIONS), a state's tag colour, where each item of the
 * API's `missing` list is fixed (api/planning.ts MISSING), and the success notices after a post (Post/Redirect/Get:
 * `?klaar={key}`, `?aangemaakt=1` after /cp/education/create). Client-safe.
 */
import type { EducationState } from '#src/features/educations/state';
import { stageTone, type Section, type Tone } from '#src/features/planning/format';
import { doneUrl as planningDoneUrl, noticeOf } from '#src/features/planning/notices';
import { EDUCATION_SECTION_LABELS, educationCandidatesForm, educationDetail, educationLessonsForm, educationModulesForm, educationTeachersForm, educationWeekly } from './strings';

/** The label of a section ('Lesrooster'). */
export const sectionLabel = (section: Section): string => EDUCATION_SECTION_LABELS[section];

/** The page of education `id`: its overview, or one of its planning sections. */
export const educationPath = (id: string, section?: Section): string =>
  `/cp/education/${encodeURIComponent(id)}${section ? `/planning/${section}` : ''}`;

/** The tag colour of an education state (planning's `stageTone`: 'open' is the scheduled stage). */
export const educationStateTone = (state: EducationState): Tone => stageTone(state === 'open' ? 'scheduled' : state);

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
export const doneUrl: (pagePath: string, key: DoneKey, hash?: string) => string = planningDoneUrl;

/** The success notice for the page's URL, or null (also while a confirmation step is asked, `?bevestig=`). */
export const educationNotice = (params: URLSearchParams): string | null => noticeOf(params, DONE, educationDetail.created);
