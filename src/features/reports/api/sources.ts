/**
 * Gathers what a report's filled-in blocks are made from (blocks.ts `ReportSources`) for one candidate on one PAT, as
 * one viewer may see it: the candidate with organisation and profession, the PAT's days with locations, and per module
 * of the PAT (in its order, with the pinned template version's criteria and scale) what features/assessment/
 * visibility.ts lets the viewer see of the evaluations, the agreed score, the deciding scores and the candidate's
 * reflection (docs/decisions/037-assessment-visibility.md): a teacher reads in a report exactly what the progress
 * call shows them. Unscoped: the callers (reports.ts) check the caller's scope first.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '#src/server/db/client';
import { locations, modules, organizations, patDays, patModules, pats, professions, rooms, templateVersions, users } from '#src/server/db/schema';
import { DEFAULT_SCALE } from '#src/features/content/template';
import { loadAssessment } from '#src/features/assessment/api/assessment';
import { visibleModule, type AssessmentViewer } from '#src/features/assessment/visibility';
import type { ReportSources } from '#src/features/reports/blocks';

/** The sources of a candidate's report on a PAT as `viewer` may see them; null when the candidate or PAT does not exist. */
export async function reportSources(db: Db, patId: string, candidateId: string, viewer: AssessmentViewer): Promise<ReportSources | null> {
  const [[candidate], [pat], days, mods, assessment] = await Promise.all([
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
    loadAssessment(db, { kind: 'pat', id: patId }, candidateId),
  ]);
  if (!candidate || !pat || !assessment) return null;
  return {
    candidate,
    pat: { title: pat.title, days },
    modules: mods.map((m) => {
      const stored = assessment.modules.find((a) => a.moduleId === m.moduleId);
      const seen = stored ? visibleModule(viewer, stored, assessment) : null;
      const evaluations = seen
        ? (['first', 'second', 'third'] as const).flatMap((role) => {
            const e = seen[role];
            return e ? [{ role, assessor: e.assessor.name, status: e.status, scores: e.scores, remark: e.remark }] : [];
          })
        : [];
      return {
        title: m.title,
        criteria: m.template.criteria.map((c) => ({ id: c.id, name: c.name, weight: c.weight, knockOut: m.knockOut.includes(c.id) })),
        scale: m.template.scale?.length ? m.template.scale : DEFAULT_SCALE,
        passPercent: m.passPercent,
        shown: seen?.disclosure.module ?? false,
        evaluations,
        agreed: seen?.agreement?.scores ? { scores: seen.agreement.scores, remark: seen.agreement.remark } : null,
        deciding: seen?.deciding ?? null,
        reflectionShown: seen?.disclosure.reflection ?? false,
        reflection: seen?.reflection ? { scores: seen.reflection.scores, remark: seen.reflection.remark } : null,
      };
    }),
  };
}
