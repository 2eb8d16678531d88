/**
 * Gathers what a report's filled-in blocks are made from (blocks.ts `ReportSources`) for one candidate on one PAT:
 * the candidate with organisation and profession, the PAT's days with locations, and per module of the PAT (in its
 * order, with the pinned template version's criteria and scale) the evaluations, the agreed score and the
 * candidate's reflection. Unscoped: the callers (reports.ts) check the caller's scope first.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#src/server/db/client';
import {
  evaluationAgreements,
  evaluations,
  locations,
  modules,
  organizations,
  patDays,
  patModules,
  pats,
  professions,
  reflections,
  rooms,
  templateVersions,
  users,
} from '#src/server/db/schema';
import { DEFAULT_SCALE } from '#src/features/content/template';
import type { ReportSources } from '#src/features/reports/blocks';

/** The sources of a candidate's report on a PAT; null when the candidate or PAT does not exist. */
export async function reportSources(db: Db, patId: string, candidateId: string): Promise<ReportSources | null> {
  const [[candidate], [pat], days, mods, evals, agreements, own] = await Promise.all([
    db
      .select({ name: users.name, organization: organizations.name, profession: professions.name })
      .from(users)
      .leftJoin(organizations, eq(organizations.id, users.organizationId))
      .leftJoin(professions, eq(professions.id, users.professionId))
      .where(eq(users.id, candidateId)),
    db.select({ title: pats.title }).from(pats).where(eq(pats.id, patId)),
    db
      .select({ day: patDays.day, startsAt: patDays.startsAt, endsAt: patDays.endsAt, location: locations.name, city: locations.city, room: rooms.name })
      .from(patDays)
      .innerJoin(locations, eq(locations.id, patDays.locationId))
      .leftJoin(rooms, eq(rooms.id, patDays.roomId))
      .where(eq(patDays.patId, patId))
      .orderBy(asc(patDays.day), asc(patDays.startsAt)),
    db
      .select({ moduleId: patModules.moduleId, title: modules.title, template: templateVersions.content, passPercent: patModules.passPercent, knockOut: patModules.knockOut })
      .from(patModules)
      .innerJoin(modules, eq(modules.id, patModules.moduleId))
      .innerJoin(templateVersions, eq(templateVersions.id, patModules.templateVersionId))
      .where(eq(patModules.patId, patId))
      .orderBy(asc(patModules.position)),
    db
      .select({ moduleId: evaluations.moduleId, role: evaluations.role, assessor: users.name, status: evaluations.status, scores: evaluations.scores, remark: evaluations.remark })
      .from(evaluations)
      .innerJoin(users, eq(users.id, evaluations.assessorId))
      .where(and(eq(evaluations.patId, patId), eq(evaluations.candidateId, candidateId))),
    db
      .select({ moduleId: evaluationAgreements.moduleId, scores: evaluationAgreements.scores, remark: evaluationAgreements.remark })
      .from(evaluationAgreements)
      .where(and(eq(evaluationAgreements.patId, patId), eq(evaluationAgreements.candidateId, candidateId))),
    db
      .select({ moduleId: reflections.moduleId, scores: reflections.scores, remark: reflections.remark })
      .from(reflections)
      .where(and(eq(reflections.patId, patId), eq(reflections.candidateId, candidateId))),
  ]);
  if (!candidate || !pat) return null;
  return {
    candidate,
    pat: { title: pat.title, days },
    modules: mods.map((m) => {
      const agreed = agreements.find((a) => a.moduleId === m.moduleId);
      const reflection = own.find((r) => r.moduleId === m.moduleId);
      return {
        title: m.title,
        criteria: m.template.criteria.map((c) => ({ id: c.id, name: c.name, weight: c.weight, knockOut: m.knockOut.includes(c.id) })),
        scale: m.template.scale?.length ? m.template.scale : DEFAULT_SCALE,
        passPercent: m.passPercent,
        evaluations: evals.filter((e) => e.moduleId === m.moduleId).map(({ moduleId: _, ...e }) => e),
        agreed: agreed?.scores ? { scores: agreed.scores, remark: agreed.remark } : null,
        reflection: reflection ? { scores: reflection.scores, remark: reflection.remark } : null,
      };
    }),
  };
}
