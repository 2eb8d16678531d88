/**
 * The PATs of a candidate as their contact person sees them (spec §2 /contactperson/kandidaat/{id},
 * /contactperson/{candidateId}/pat/{patId}; docs/api.md "Contact portal"; docs/domain.md "Who may see and do what": a
 * contact person follows their organisation's candidates' progress and released results).
 *
 * - Scope: a candidate of the caller's own organisation (src/server/access-scope.ts `findVisibleUser`), never an
 *   erased one; PATs that are planned or later (not drafts). Anything else 404 (decision 003).
 * - Results only once staff released them (`pats.results_released_at`; features/assessment/visibility.ts
 *   `resultShown`, decision 037), per module from the deciding scores
 *   (assessment/rules.ts `decidingScores`: the agreed score when recorded, else the first assessor's final evaluation;
 *   docs/decisions/030-pat-reflection-and-agreement.md). No evaluation, draft or score is given before that.
 */
import { and, asc, eq, isNotNull, max, min } from 'drizzle-orm';
import { amsterdamDay } from '#src/lib/calendar-day';
import { findVisibleUser } from '#src/server/access-scope';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { evaluationAgreements, evaluations, locations, modules, patCandidates, patDays, patModules, pats, rooms, templateVersions } from '#src/server/db/schema';
import { apiError, TITLES } from '#src/server/errors';
import { isUuid } from '#src/server/validation';
import type { PortalPat, PortalPatItem } from '#src/features/contact-portal/contract';
import { patState } from '#src/features/pat/rules';
import { decidingScores, moduleResult } from '#src/features/assessment/rules';
import { resultShown } from '#src/features/assessment/visibility';

/** Dutch titles of the PAT calls of the contact portal. */
export const PORTAL_PAT_TITLES = {
  notFound: 'Deze PAT van deze kandidaat bestaat niet, of je kunt hem niet bekijken.',
} as const;

/**
 * The PATs (planned or later) candidate `candidateId` is on, the latest first (by first day, PATs without days last).
 * The caller's scope is checked by the caller of this function (`portalCandidate`).
 */
export async function portalPatsOf(db: Db, candidateId: string): Promise<PortalPatItem[]> {
  const rows = await db
    .select({ pat: pats, firstDay: min(patDays.day), lastDay: max(patDays.day) })
    .from(patCandidates)
    .innerJoin(pats, eq(pats.id, patCandidates.patId))
    .leftJoin(patDays, eq(patDays.patId, pats.id))
    .where(and(eq(patCandidates.candidateId, candidateId), isNotNull(pats.plannedAt)))
    .groupBy(pats.id);
  const today = amsterdamDay();
  return rows
    .map((r) => ({
      id: r.pat.id,
      title: r.pat.title,
      state: patState({ ...r.pat, firstDay: r.firstDay }, today),
      firstDay: r.firstDay,
      lastDay: r.lastDay,
      resultsReleasedAt: r.pat.resultsReleasedAt?.toISOString() ?? null,
    }))
    .sort((a, b) => (b.firstDay ?? '0000').localeCompare(a.firstDay ?? '0000') || a.title.localeCompare(b.title));
}

/**
 * `GET /api/contactperson/candidates/{candidateId}/pat/{patId}` (ContactPerson): the candidate's PAT.
 * @throws apiError 404 for a candidate outside the caller's organisation (or erased, or not a candidate), a PAT the
 *   candidate is not on, a draft, an unknown id or one that is not a UUID.
 */
export async function portalCandidatePat(db: Db, caller: Caller, candidateId: string, patId: string): Promise<PortalPat> {
  if (!isUuid(candidateId) || !isUuid(patId)) throw apiError(404, PORTAL_PAT_TITLES.notFound);
  const candidate = await findVisibleUser(db, caller, candidateId);
  if (!candidate || candidate.role !== 'User' || !caller.organizationId) throw apiError(404, TITLES.notFound);
  const item = (await portalPatsOf(db, candidate.id)).find((p) => p.id === patId);
  if (!item) throw apiError(404, PORTAL_PAT_TITLES.notFound);
  const released = item.resultsReleasedAt !== null;
  const shown = resultShown({ kind: 'contact-person' }, { kind: 'pat', released });
  const [days, mods, finals] = await Promise.all([
    db
      .select({ day: patDays, location: locations, room: rooms.name })
      .from(patDays)
      .innerJoin(locations, eq(locations.id, patDays.locationId))
      .leftJoin(rooms, eq(rooms.id, patDays.roomId))
      .where(eq(patDays.patId, patId))
      .orderBy(asc(patDays.day), asc(patDays.startsAt)),
    db
      .select({ pm: patModules, title: modules.title, template: templateVersions.content })
      .from(patModules)
      .innerJoin(modules, eq(modules.id, patModules.moduleId))
      .innerJoin(templateVersions, eq(templateVersions.id, patModules.templateVersionId))
      .where(eq(patModules.patId, patId))
      .orderBy(asc(patModules.position)),
    shown
      ? db
          .select({ moduleId: evaluations.moduleId, scores: evaluations.scores, agreed: evaluationAgreements.scores })
          .from(evaluations)
          .leftJoin(
            evaluationAgreements,
            and(eq(evaluationAgreements.patId, evaluations.patId), eq(evaluationAgreements.moduleId, evaluations.moduleId), eq(evaluationAgreements.candidateId, evaluations.candidateId)),
          )
          .where(and(eq(evaluations.patId, patId), eq(evaluations.candidateId, candidate.id), eq(evaluations.role, 'first'), eq(evaluations.status, 'final')))
      : [],
  ]);
  return {
    ...item,
    candidate: { id: candidate.id, name: candidate.name },
    days: days.map((d) => ({
      day: d.day.day,
      startsAt: d.day.startsAt,
      endsAt: d.day.endsAt,
      location: { name: d.location.name, street: d.location.street, postcode: d.location.postcode, city: d.location.city },
      room: d.room,
    })),
    modules: mods.map((m) => {
      const found = finals.find((f) => f.moduleId === m.pm.moduleId);
      const deciding = found ? decidingScores({ status: 'final', scores: found.scores }, found.agreed) : null;
      const result = deciding ? moduleResult(m.template.criteria, deciding.scores, m.pm.passPercent, m.pm.knockOut) : null;
      return {
        moduleId: m.pm.moduleId,
        title: m.title,
        result: shown && deciding && result?.complete ? { passed: result.passed === true, scorePercent: result.scorePercent ?? 0, source: deciding.source } : null,
      };
    }),
  };
}
