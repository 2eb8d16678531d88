/**
 * What the staff's PAT pages say after a successful post (Post/Redirect/Get, works without JavaScript): the page
 * redirects to itself with `?klaar={key}` (and a section's fragment); `patNotice` turns the key into its Dutch
 * notice. `?aangemaakt=1` is the detail page after /cp/pat/create. Pure and client-safe.
 */
import { patCandidatesForm, patDaysForm, patDetail, patModulesForm, patTeachersForm } from '#src/features/pat/strings';

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
  'kandidaat-weg': patCandidatesForm.removed,
  docenten: patTeachersForm.saved,
} as const;
export type DoneKey = keyof typeof DONE;

/** The page's own address after success: `{pagePath}?klaar={key}{hash}`. */
export function doneUrl(pagePath: string, key: DoneKey, hash = ''): string {
  return `${pagePath}?klaar=${encodeURIComponent(key)}${hash}`;
}

/** The success notice for the page's URL, or null (also while a confirmation step is asked, `?bevestig=`). */
export function patNotice(params: URLSearchParams): string | null {
  if (params.has('bevestig')) return null;
  if (params.get('aangemaakt') === '1') return patDetail.created;
  const key = params.get('klaar') ?? '';
  return Object.hasOwn(DONE, key) ? DONE[key as DoneKey] : null;
}
