/**
 * Loading the side-by-side pages (spec §2 /cp/module-evaluation/{moduleId}/{candidateId} and
 * /contactperson/module-evaluation/{moduleId}/{candidateId}; docs/api.md "PAT", "Education"): `?pat={patId}` asks for
 * that PAT, without it the API answers the candidate's latest PAT with the module that the caller may see. On the
 * staff's page `?opleiding={educationId}` asks for that education instead
 * (`GET /api/education/{id}/module-evaluation/…`). A 404 (outside the caller's scope, results not released for a
 * contact person, unknown ids) is `notFound`.
 */
import type { AstroGlobal } from 'astro';
import { load } from '#src/components/load.server';
import type { AssessedIn, ModuleEvaluationCore } from '#src/features/assessment/contract';

/** The PAT or education the module was assessed on, as the page names it. */
export interface SideContext extends AssessedIn {
  kind: 'pat' | 'education';
}

/** The view without its context: what a PAT's and an education's side-by-side answers share. */
export type SideView = ModuleEvaluationCore;

/** The page's data, or why not. */
export type SidePage = { view: SideView; context: SideContext } | { notFound: true } | { error: string };

/**
 * `GET /api/pat/{pat}/module-evaluation/{moduleId}/{candidateId}`, or without `{pat}` when the page has no `?pat=`; with
 * `educations` (the staff's page) and `?opleiding=`, `GET /api/education/{id}/module-evaluation/{moduleId}/{candidateId}`.
 */
export async function loadSideBySide(astro: AstroGlobal, { educations = false }: { educations?: boolean } = {}): Promise<SidePage> {
  const moduleId = encodeURIComponent(astro.params.moduleId ?? '');
  const candidateId = encodeURIComponent(astro.params.candidateId ?? '');
  const education = educations ? astro.url.searchParams.get('opleiding') : null;
  if (education) {
    const loaded = await load(astro.locals.api<SideView & { education: AssessedIn }>(`/api/education/${encodeURIComponent(education)}/module-evaluation/${moduleId}/${candidateId}`));
    if (!loaded.ok) return loaded.status === 404 ? { notFound: true } : { error: loaded.error };
    const { education: context, ...view } = loaded.data;
    return { view, context: { kind: 'education', ...context } };
  }
  const pat = astro.url.searchParams.get('pat');
  const path = pat ? `/api/pat/${encodeURIComponent(pat)}/module-evaluation/${moduleId}/${candidateId}` : `/api/pat/module-evaluation/${moduleId}/${candidateId}`;
  const loaded = await load(astro.locals.api<SideView & { pat: AssessedIn }>(path));
  if (!loaded.ok) return loaded.status === 404 ? { notFound: true } : { error: loaded.error };
  const { pat: context, ...view } = loaded.data;
  return { view, context: { kind: 'pat', ...context } };
}
