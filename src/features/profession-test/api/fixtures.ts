/**
 * Database fixtures for the profession test's tests and benchmark (router.db.test.ts, scripts/bench-answers.ts):
 * professions, modules with one version of given content, and tests made through the staff call, so they
 * follow the same rules as real ones. Content comes from features/content/api/fixtures.ts, not from the seed.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { completeLanguages, type Language, type ModuleContent } from '#src/features/content/model';
import type { Backend } from '#src/backend/app';
import type { DbHandle } from '#src/server/db/client';
import { modules, moduleVersions, professions } from '#src/server/db/schema';
import { call } from '#src/server/testing/api';

/** Creates a profession with a unique name. */
export async function createProfession(handle: DbHandle, name = `Beroep ${randomUUID().slice(0, 8)}`) {
  const [profession] = await handle.db.insert(professions).values({ name }).returning();
  if (!profession) throw new Error('beroep niet aangemaakt');
  return profession;
}

/**
 * Creates a module with version 1 holding `content` as its current version; `languages` are computed with
 * `completeLanguages`, as the seed does.
 * @returns the module id and the version id.
 */
export async function createModule(handle: DbHandle, content: ModuleContent, professionId: string | null = null) {
  return handle.db.transaction(async (tx) => {
    const [module] = await tx.insert(modules).values({ title: content.title.nl, professionId }).returning({ id: modules.id });
    if (!module) throw new Error('module niet aangemaakt');
    const [version] = await tx
      .insert(moduleVersions)
      .values({ moduleId: module.id, version: 1, content, languages: completeLanguages(content) })
      .returning({ id: moduleVersions.id });
    if (!version) throw new Error('moduleversie niet aangemaakt');
    await tx.update(modules).set({ currentVersionId: version.id }).where(eq(modules.id, module.id));
    return { moduleId: module.id, versionId: version.id };
  });
}

/** Options of a test made with `createTestVia`; defaults: 60 % everywhere, nl en ar, no limit, answers hidden. */
export interface TestOptions {
  title?: string;
  modulePassPercent?: number[];
  languages?: Language[];
  timeLimitMinutes?: number | null;
  passPercent?: number;
  showAnswers?: boolean;
}

/**
 * Makes a test through POST /api/test as `staffUser` and assigns it to each of `candidates`.
 * @returns the test id.
 */
export async function createTestVia(
  app: Backend,
  staffUser: { token: string },
  professionId: string,
  moduleIds: string[],
  candidates: { id: string }[],
  options: TestOptions = {},
): Promise<string> {
  const created = await call(app, 'POST', '/api/test', staffUser, {
    professionId,
    title: options.title ?? `Beroepentest ${randomUUID().slice(0, 6)}`,
    moduleIds,
    modulePassPercent: options.modulePassPercent ?? moduleIds.map(() => 60),
    languages: options.languages ?? ['nl', 'ar'],
    timeLimitMinutes: options.timeLimitMinutes ?? null,
    passPercent: options.passPercent ?? 60,
    showAnswers: options.showAnswers ?? false,
  });
  if (created.status !== 201) throw new Error(`test niet aangemaakt: ${created.status} ${JSON.stringify(created.json)}`);
  for (const candidate of candidates) {
    const assigned = await call(app, 'POST', `/api/test/${created.json.id}/assign`, staffUser, { candidateId: candidate.id });
    if (assigned.status !== 201) throw new Error(`toewijzen mislukt: ${assigned.status}`);
  }
  return created.json.id as string;
}
