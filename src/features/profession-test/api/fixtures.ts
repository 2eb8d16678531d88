/**
 * Database fixtures for the profession test's tests and benchmark (router.db.test.ts, scripts/bench-answers.ts):
 * professions, modules with one version of given content, and tests made through the staff call, so they
 * follow the same rules as real ones. Content comes from features/content/api/fixtures.ts, not from the seed.
 */
import { addDays, amsterdamDay } from '#src/lib/calendar-day';
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
 * Makes a test through POST /api/test as `staffUser` and assigns it to each of `candidates`, after giving each of
 * their organisations a free licence for it (`licencesFor`): assigning takes a seat (docs/domain.md "Licence").
 * @returns the test id.
 */
export async function createTestVia(
  app: Backend,
  staffUser: { token: string },
  professionId: string,
  moduleIds: string[],
  candidates: { id: string; organizationId?: string | null }[],
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
  await licencesFor(app, staffUser, created.json.id as string, candidates);
  for (const candidate of candidates) {
    const assigned = await call(app, 'POST', `/api/test/${created.json.id}/assign`, staffUser, { candidateId: candidate.id });
    if (assigned.status !== 201) throw new Error(`toewijzen mislukt: ${assigned.status}`);
  }
  return created.json.id as string;
}

/**
 * As `staffUser`, a free licence for test `testId` valid from today for a year, for each organisation of
 * `candidates`, with a seat for each of them and ten more (POST /api/licence).
 * @returns the licence ids by organisation id.
 * @throws Error when a candidate has no organisation or a licence cannot be made.
 */
export async function licencesFor(
  app: Backend,
  staffUser: { token: string },
  testId: string,
  candidates: { id: string; organizationId?: string | null }[],
): Promise<Map<string, string>> {
  const perOrganization = new Map<string, number>();
  for (const candidate of candidates) {
    if (!candidate.organizationId) throw new Error(`kandidaat ${candidate.id} hoort bij geen organisatie: een test toewijzen vraagt een licentie`);
    perOrganization.set(candidate.organizationId, (perOrganization.get(candidate.organizationId) ?? 0) + 1);
  }
  const ids = new Map<string, string>();
  const today = amsterdamDay();
  for (const [organizationId, n] of perOrganization) {
    const licence = await call(app, 'POST', '/api/licence', staffUser, {
      organizationId,
      product: 'profession-test',
      professionTestId: testId,
      seats: n + 10,
      validFrom: today,
      validUntil: addDays(today, 365),
      pricePerSeatCents: 0,
      vatCategory: 'S',
    });
    if (licence.status !== 201) throw new Error(`licentie niet aangemaakt: ${licence.status} ${JSON.stringify(licence.json)}`);
    ids.set(organizationId, licence.json.id as string);
  }
  return ids;
}
