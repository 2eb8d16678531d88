/**
 * The released PAT and education results of a contact person's candidates, for the overview's "Laatste uitslag"
 * (spec §2 /contactperson/overzicht; docs/api.md "Contact portal"): per candidate their latest PAT and latest
 * education whose results staff released, each with the whole result (features/assessment/rules.ts `overallResult`)
 * and the day of the release. The module results come from the calls that show them on the candidate's page —
 * pats.ts `portalCandidatePat` and educations' `educationsOf` through `resultShown` for a contact person (decision 037)
 * — so the overview never shows more than the PAT page does. One query finds the candidates of a page that have a
 * released result; only those cost the queries of the PAT page or the education list.
 */
import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { educationCandidates, educations, patCandidates, pats } from '#src/server/db/schema';
import { overallResult } from '#src/features/assessment/rules';
import { resultShown } from '#src/features/assessment/visibility';
import { educationsOf } from '#src/features/educations/api/candidate';
import type { PortalReleasedResult } from '#src/features/contact-portal/contract';
import { portalCandidatePat } from './pats';

/**
 * Per candidate id of `candidateIds` (candidates of the caller's organisation: the caller of this function checked the
 * scope) their released results, newest release first: at most the latest PAT and the latest education. Candidates
 * without one are absent from the map.
 */
export async function releasedResultsOf(db: Db, caller: Caller, candidateIds: readonly string[]): Promise<Map<string, PortalReleasedResult[]>> {
  const found = new Map<string, PortalReleasedResult[]>();
  if (candidateIds.length === 0) return found;
  const ids = [...candidateIds];
  const [patRows, educationRows] = await Promise.all([
    db
      .selectDistinctOn([patCandidates.candidateId], { candidateId: patCandidates.candidateId, patId: pats.id })
      .from(patCandidates)
      .innerJoin(pats, eq(pats.id, patCandidates.patId))
      .where(and(inArray(patCandidates.candidateId, ids), isNotNull(pats.resultsReleasedAt), isNotNull(pats.plannedAt)))
      .orderBy(patCandidates.candidateId, desc(pats.resultsReleasedAt), desc(pats.id)),
    db
      .selectDistinctOn([educationCandidates.candidateId], { candidateId: educationCandidates.candidateId, educationId: educations.id })
      .from(educationCandidates)
      .innerJoin(educations, eq(educations.id, educationCandidates.educationId))
      .where(and(inArray(educationCandidates.candidateId, ids), isNotNull(educations.resultsReleasedAt), isNotNull(educations.openedAt), isNull(educations.archivedAt)))
      .orderBy(educationCandidates.candidateId, desc(educations.resultsReleasedAt), desc(educations.id)),
  ]);
  const add = (candidateId: string, result: PortalReleasedResult | null) => {
    if (!result) return;
    found.set(candidateId, [...(found.get(candidateId) ?? []), result].sort((a, b) => b.releasedAt.localeCompare(a.releasedAt)));
  };
  const pats_ = await Promise.all(
    patRows.map(async (row) => {
      const pat = await portalCandidatePat(db, caller, row.candidateId, row.patId);
      if (!pat.resultsReleasedAt) return [row.candidateId, null] as const;
      const overall = overallResult(pat.modules.map((m) => m.result));
      return [row.candidateId, { kind: 'pat', id: pat.id, title: pat.title, releasedAt: pat.resultsReleasedAt, ...overall } satisfies PortalReleasedResult] as const;
    }),
  );
  const educations_ = await Promise.all(
    educationRows.map(async (row) => {
      const education = (await educationsOf(db, row.candidateId, 'nl')).find((e) => e.id === row.educationId);
      if (!education?.resultsReleasedAt || !resultShown({ kind: 'contact-person' }, { kind: 'education', released: true })) return [row.candidateId, null] as const;
      const overall = overallResult(education.modules.map((m) => m.result));
      return [
        row.candidateId,
        { kind: 'education', id: education.id, title: education.title, releasedAt: education.resultsReleasedAt, ...overall } satisfies PortalReleasedResult,
      ] as const;
    }),
  );
  for (const [candidateId, result] of [...pats_, ...educations_]) add(candidateId, result);
  return found;
}
