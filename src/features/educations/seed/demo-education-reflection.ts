/**
 * The demo candidate's side of the demo education (src/backend/seed.ts; docs/decisions/035 §4): kandidaat@example.org
 * has chosen the language to read its modules in — their preferred language where every module is complete in it,
 * else Dutch — and written a reflection on its first module (every criterion of the pinned template, a remark), so
 * /dashboard/education shows 'Reflectie aanpassen' there and 'Reflectie invullen' on the second. Runs after
 * `seedDemoEducation` (demo-education.ts).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#src/server/db/client';
import { candidateProfiles, educationCandidates, educationModules, educations, moduleVersions, reflections, templateVersions, users } from '#src/server/db/schema';
import { offeredLanguages } from '#src/features/assessment/api/reader';
import { DEMO_EDUCATION_TITLE } from './demo-education';

/** The demo candidate's answers on the first module's criteria, in template order (1–4; the last repeats). */
const ANSWERS = [3, 4, 2, 3] as const;

/**
 * Adds the demo candidate's language choice and reflection (see the module comment).
 * @throws Error (Dutch) when the demo education, its modules or the demo candidate are missing.
 */
export async function seedDemoEducationReflection(db: Db): Promise<void> {
  const [row] = await db
    .select({ educationId: educations.id, candidateId: users.id, preferred: candidateProfiles.preferredLanguage })
    .from(educationCandidates)
    .innerJoin(educations, eq(educations.id, educationCandidates.educationId))
    .innerJoin(users, eq(users.id, educationCandidates.candidateId))
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .where(and(eq(educations.title, DEMO_EDUCATION_TITLE), eq(users.email, 'kandidaat@example.org')));
  const pinned = row
    ? await db
        .select({ moduleId: educationModules.moduleId, templateVersionId: educationModules.templateVersionId, template: templateVersions.content, languages: moduleVersions.languages })
        .from(educationModules)
        .innerJoin(moduleVersions, eq(moduleVersions.id, educationModules.moduleVersionId))
        .innerJoin(templateVersions, eq(templateVersions.id, educationModules.templateVersionId))
        .where(eq(educationModules.educationId, row.educationId))
        .orderBy(asc(educationModules.position))
    : [];
  if (!row || pinned.length === 0) throw new Error('de demo-opleiding, haar modules of de demo-kandidaat ontbreken');

  const offered = offeredLanguages(pinned);
  const language = row.preferred && offered.includes(row.preferred) ? row.preferred : 'nl';
  await db
    .update(educationCandidates)
    .set({ language })
    .where(and(eq(educationCandidates.educationId, row.educationId), eq(educationCandidates.candidateId, row.candidateId)));

  const [first] = pinned;
  await db.insert(reflections).values({
    educationId: row.educationId,
    moduleId: first!.moduleId,
    candidateId: row.candidateId,
    templateVersionId: first!.templateVersionId,
    scores: Object.fromEntries(first!.template.criteria.map((c, i) => [c.id, ANSWERS[Math.min(i, ANSWERS.length - 1)]!])),
    remark: 'De picklijst lezen gaat goed. De locatiecodes vind ik nog lastig.',
  });
}
