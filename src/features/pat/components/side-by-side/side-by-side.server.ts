/**
 * Loading the side-by-side pages (spec §2 /cp/module-evaluation/{moduleId}/{candidateId} and
 * /contactperson/module-evaluation/{moduleId}/{candidateId}; docs/api.md "PAT"): `?pat={patId}` asks for that PAT,
 * without it the API answers the candidate's latest PAT with the module that the caller may see. A 404 (outside the
 * caller's scope, results not released for a contact person, unknown ids) is `notFound`.
 */
import type { AstroGlobal } from 'astro';
import { load } from '#src/components/load.server';
import type { ModuleEvaluationView } from '#src/features/pat/contract';

/** The page's data, or why not. */
export type SidePage = { view: ModuleEvaluationView } | { notFound: true } | { error: string };

/** `GET /api/pat/{pat}/module-evaluation/{moduleId}/{candidateId}`, or without `{pat}` when the page has no `?pat=`. */
export async function loadSideBySide(astro: AstroGlobal): Promise<SidePage> {
  const moduleId = encodeURIComponent(astro.params.moduleId ?? '');
  const candidateId = encodeURIComponent(astro.params.candidateId ?? '');
  const pat = astro.url.searchParams.get('pat');
  const path = pat ? `/api/pat/${encodeURIComponent(pat)}/module-evaluation/${moduleId}/${candidateId}` : `/api/pat/module-evaluation/${moduleId}/${candidateId}`;
  const loaded = await load(astro.locals.api<ModuleEvaluationView>(path));
  if (loaded.ok) return { view: loaded.data };
  return loaded.status === 404 ? { notFound: true } : { error: loaded.error };
}
