/**
 * What the staff's PAT pages say after a successful post (Post/Redirect/Get, works without JavaScript;
 * planning/components/notices.ts): the page redirects to itself with `?klaar={key}` (and a section's fragment);
 * `patNotice` turns the key into its Dutch notice. `?aangemaakt=1` is the detail page after /cp/pat/create. Pure and
 * client-safe.
 */
import { patCandidatesForm, patDaysForm, patDetail, patModulesForm, patSlotsForm, patTeachersForm } from '#src/features/pat/strings';
import { doneUrl as planningDoneUrl, noticeOf } from '#src/features/planning/notices';

/** The `klaar` keys with their texts. */
export const DONE = {
  opgeslagen: patDetail.saved,
  ingepland: patDetail.planned,
  gearchiveerd: patDetail.archived,
  vrijgegeven: patDetail.released,
  dagen: patDaysForm.saved,
  modules: patModulesForm.saved,
  volgorde: patModulesForm.moved,
  'module-weg': patModulesForm.removed,
  'module-erbij': patModulesForm.added,
  'kandidaat-erbij': patCandidatesForm.added,
  'kandidaten-erbij': patSlotsForm.addedMany,
  tijdsloten: patSlotsForm.slotsSaved,
  'kandidaat-weg': patCandidatesForm.removed,
  docenten: patTeachersForm.saved,
} as const;
export type DoneKey = keyof typeof DONE;

/** The page's own address after success: `{pagePath}?klaar={key}{hash}`. */
export const doneUrl: (pagePath: string, key: DoneKey, hash?: string) => string = planningDoneUrl;

/** The success notice for the page's URL, or null (also while a confirmation step is asked, `?bevestig=`). */
export const patNotice = (params: URLSearchParams): string | null => noticeOf(params, DONE, patDetail.created);
