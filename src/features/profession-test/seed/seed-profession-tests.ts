/**
 * Writes the two real profession tests (features/profession-test/seed/index.ts) into the database: per module a `modules` row and
 * its version 1 (`languages` = the languages complete in its content), the test with its modules pinned to
 * those versions, and assignments to demo candidates. Called by `seedDemo` on a fresh database.
 *
 * @example
 *   await seedProfessionTests(db, { candidateEmail: 'kandidaat@example.org' });
 */
import { count, eq, inArray, sql } from 'drizzle-orm';
import { completeLanguages } from '#src/features/content/model';
import type { Db } from '#src/server/db/client';
import { modules, moduleVersions, professions, professionTestModules, professionTests, testAssignments, users } from '#src/server/db/schema';
import { PROFESSION_TESTS, type ProfessionTestDefinition } from './index';

export interface SeedProfessionTestsOptions {
  /** Gets the test of their own profession (the demo candidate: Magazijnmedewerker). */
  candidateEmail: string;
  /** Further candidates who each get the test of their own profession. */
  otherCandidateEmails?: readonly string[];
  /** Staff member recorded as creator of the tests and assigner of the assignments. */
  staffEmail?: string;
}

/**
 * Inserts both profession tests and assigns them, unless `profession_tests` already has rows (then nothing is
 * written). Runs in a transaction of its own (a savepoint when `db` is already a transaction), serialised by
 * an advisory lock so two concurrent runs cannot both write.
 * @returns `created: false` when tests existed already; otherwise the new test ids by profession name.
 * @throws when a listed candidate does not exist or has no profession with a seeded test, or when a test
 *   offers a language that one of its modules is not complete in.
 */
export async function seedProfessionTests(
  db: Db,
  options: SeedProfessionTestsOptions,
): Promise<{ created: boolean; testIds: Record<string, string> }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('kandidaat-platform:seed-profession-tests'))`);
    const existing = (await tx.select({ n: count() }).from(professionTests))[0]?.n ?? 0;
    if (existing > 0) return { created: false, testIds: {} };

    const staff = options.staffEmail
      ? (await tx.select({ id: users.id }).from(users).where(eq(users.email, options.staffEmail)))[0]
      : undefined;

    const testIds: Record<string, string> = {};
    for (const definition of PROFESSION_TESTS) {
      testIds[definition.profession] = await insertTest(tx, definition, staff?.id ?? null);
    }

    const emails = [options.candidateEmail, ...(options.otherCandidateEmails ?? [])];
    const candidates = await tx
      .select({ id: users.id, email: users.email, profession: professions.name })
      .from(users)
      .leftJoin(professions, eq(professions.id, users.professionId))
      .where(inArray(users.email, emails));
    for (const email of emails) {
      const candidate = candidates.find((c) => c.email === email);
      if (!candidate) throw new Error(`kandidaat ${email} bestaat niet`);
      const testId = candidate.profession ? testIds[candidate.profession] : undefined;
      if (!testId) throw new Error(`er is geen beroepentest voor het beroep van ${email}`);
      await tx.insert(testAssignments).values({ testId, candidateId: candidate.id, assignedBy: staff?.id ?? null });
    }
    return { created: true, testIds };
  });
}

/** Inserts one test: its profession (when missing), modules with version 1, the test and its pinned modules. */
async function insertTest(tx: Db, definition: ProfessionTestDefinition, createdBy: string | null): Promise<string> {
  await tx.insert(professions).values({ name: definition.profession }).onConflictDoNothing();
  const [profession] = await tx.select({ id: professions.id }).from(professions).where(eq(professions.name, definition.profession));
  if (!profession) throw new Error(`beroep ${definition.profession} niet gevonden`);

  const versionIds: string[] = [];
  for (const { content } of definition.modules) {
    const languages = completeLanguages(content);
    const missing = definition.languages.filter((l) => !languages.includes(l));
    if (missing.length > 0) {
      throw new Error(`module ${content.title.nl} is niet compleet in: ${missing.join(', ')}`);
    }
    const [module] = await tx
      .insert(modules)
      .values({ title: content.title.nl, professionId: profession.id })
      .returning({ id: modules.id });
    if (!module) throw new Error(`module ${content.title.nl} niet aangemaakt`);
    const [version] = await tx
      .insert(moduleVersions)
      .values({ moduleId: module.id, version: 1, content, languages })
      .returning({ id: moduleVersions.id });
    if (!version) throw new Error(`versie van module ${content.title.nl} niet aangemaakt`);
    await tx.update(modules).set({ currentVersionId: version.id }).where(eq(modules.id, module.id));
    versionIds.push(version.id);
  }

  const [test] = await tx
    .insert(professionTests)
    .values({
      professionId: profession.id,
      title: definition.title,
      languages: [...definition.languages],
      timeLimitMinutes: definition.timeLimitMinutes,
      passPercent: definition.passPercent,
      showAnswers: definition.showAnswers,
      createdBy,
    })
    .returning({ id: professionTests.id });
  if (!test) throw new Error(`test ${definition.title} niet aangemaakt`);
  await tx.insert(professionTestModules).values(
    definition.modules.map((m, index) => ({
      testId: test.id,
      position: index + 1,
      moduleVersionId: versionIds[index] as string,
      passPercent: m.passPercent,
    })),
  );
  return test.id;
}
