/**
 * seedProfessionTests through seedDemo: a fresh database gets both profession tests with their modules pinned
 * to version 1, the demo candidate gets the Magazijnmedewerker test and Daan the Schoonmaker test; a second
 * run adds nothing.
 */
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '#src/features/content/model';
import type { DbHandle } from '#src/server/db/client';
import {
  modules,
  moduleVersions,
  professions,
  professionTestModules,
  professionTests,
  testAssignments,
  users,
} from '#src/server/db/schema';
import { seedDemo } from '#src/backend/seed';
import { openTestDb } from '#src/server/testing/api';
import { MAGAZIJNMEDEWERKER_TEST, SCHOONMAKER_TEST } from './index';
import { seedProfessionTests } from './seed-profession-tests';

let handle: DbHandle;
/** What the first seedDemo on the empty database answered; every test reads the seeded data. */
let firstRun: Awaited<ReturnType<typeof seedDemo>>;

beforeAll(async () => {
  handle = await openTestDb();
  firstRun = await seedDemo(handle.db);
});
afterAll(async () => {
  await handle.close();
});

const rows = async (table: typeof modules | typeof moduleVersions | typeof professionTests | typeof testAssignments) =>
  (await handle.db.select({ n: count() }).from(table))[0]?.n;

/** Each test with its profession and its modules in order, joined through the pinned versions. */
async function testsWithModules() {
  const tests = await handle.db
    .select({
      id: professionTests.id,
      title: professionTests.title,
      profession: professions.name,
      languages: professionTests.languages,
      timeLimitMinutes: professionTests.timeLimitMinutes,
      passPercent: professionTests.passPercent,
      showAnswers: professionTests.showAnswers,
    })
    .from(professionTests)
    .innerJoin(professions, eq(professions.id, professionTests.professionId))
    .orderBy(asc(professionTests.title));
  return Promise.all(
    tests.map(async (test) => ({
      ...test,
      modules: await handle.db
        .select({
          position: professionTestModules.position,
          passPercent: professionTestModules.passPercent,
          versionId: moduleVersions.id,
          version: moduleVersions.version,
          languages: moduleVersions.languages,
          content: moduleVersions.content,
          moduleTitle: modules.title,
          moduleProfessionId: modules.professionId,
          currentVersionId: modules.currentVersionId,
        })
        .from(professionTestModules)
        .innerJoin(moduleVersions, eq(moduleVersions.id, professionTestModules.moduleVersionId))
        .innerJoin(modules, eq(modules.id, moduleVersions.moduleId))
        .where(eq(professionTestModules.testId, test.id))
        .orderBy(asc(professionTestModules.position)),
    })),
  );
}

async function assignedTitles(email: string) {
  return (
    await handle.db
      .select({ title: professionTests.title })
      .from(testAssignments)
      .innerJoin(users, eq(users.id, testAssignments.candidateId))
      .innerJoin(professionTests, eq(professionTests.id, testAssignments.testId))
      .where(eq(users.email, email))
  ).map((r) => r.title);
}

describe('seedDemo with the profession tests', () => {
  it('writes both tests with three modules each, pinned to version 1 of modules of the right profession', async () => {
    expect(firstRun).toEqual({ created: true });
    const tests = await testsWithModules();
    expect(tests.map((t) => t.title)).toEqual(['Beroepentest Magazijnmedewerker', 'Beroepentest Schoonmaker']);

    for (const [test, definition] of [
      [tests[0], MAGAZIJNMEDEWERKER_TEST],
      [tests[1], SCHOONMAKER_TEST],
    ] as const) {
      expect(test).toMatchObject({
        profession: definition.profession,
        languages: [...LANGUAGES],
        timeLimitMinutes: definition.timeLimitMinutes,
        passPercent: definition.passPercent,
        showAnswers: definition.showAnswers,
      });
      const [profession] = await handle.db.select().from(professions).where(eq(professions.name, definition.profession));
      expect(test?.modules.map((m) => m.position)).toEqual([1, 2, 3]);
      test?.modules.forEach((m, index) => {
        const expected = definition.modules[index];
        expect(m.moduleTitle).toBe(expected?.content.title.nl);
        expect(m.content).toEqual(expected?.content);
        expect(m.passPercent).toBe(expected?.passPercent);
        expect(m.version).toBe(1);
        expect(m.languages).toEqual([...LANGUAGES]);
        expect(m.currentVersionId).toBe(m.versionId);
        expect(m.moduleProfessionId).toBe(profession?.id);
      });
    }
    // Three modules per test, and the three practical modules of the demo PAT (features/pat/seed/demo-pat.ts).
    expect(await rows(modules)).toBe(6 + 3);
    expect(await rows(moduleVersions)).toBe(6 + 3);
  });

  it('assigns each demo candidate with a profession the test of that profession', async () => {
    expect(await assignedTitles('kandidaat@example.org')).toEqual(['Beroepentest Magazijnmedewerker']);
    expect(await assignedTitles('daan.mulder@example.org')).toEqual(['Beroepentest Schoonmaker']);
    expect(await assignedTitles('ayse.yilmaz@example.org')).toEqual(['Beroepentest Schoonmaker']);
    expect(await assignedTitles('yousef.haddad@example.org')).toEqual(['Beroepentest Magazijnmedewerker']);
    expect(await assignedTitles('piotr.nowak@example.org')).toEqual(['Beroepentest Magazijnmedewerker']);
    expect(await assignedTitles('olena.kovalenko@example.org')).toEqual(['Beroepentest Schoonmaker']);
    expect(await assignedTitles('lotte.visser@example.org')).toEqual([]);
    expect(await rows(testAssignments)).toBe(6);
    const [assignment] = await handle.db
      .select({ assignedBy: users.email })
      .from(testAssignments)
      .innerJoin(users, eq(users.id, testAssignments.assignedBy));
    expect(assignment?.assignedBy).toBe('coordinator@example.org');
  });

  it('adds nothing on a second seedDemo or a second seedProfessionTests', async () => {
    const before = {
      modules: await rows(modules),
      versions: await rows(moduleVersions),
      tests: await rows(professionTests),
      assignments: await rows(testAssignments),
    };
    expect(await seedDemo(handle.db)).toEqual({ created: false });
    expect(await seedProfessionTests(handle.db, { candidateEmail: 'kandidaat@example.org' })).toEqual({
      created: false,
      testIds: {},
    });
    expect({
      modules: await rows(modules),
      versions: await rows(moduleVersions),
      tests: await rows(professionTests),
      assignments: await rows(testAssignments),
    }).toEqual(before);
  });
});

describe('seedProfessionTests on its own', () => {
  it('refuses an unknown candidate and writes nothing', async () => {
    const other = await openTestDb();
    try {
      await expect(seedProfessionTests(other.db, { candidateEmail: 'niemand@example.org' })).rejects.toThrow(
        /niemand@example.org/,
      );
      expect((await other.db.select({ n: count() }).from(professionTests))[0]?.n).toBe(0);
      expect((await other.db.select({ n: count() }).from(modules))[0]?.n).toBe(0);
    } finally {
      await other.close();
    }
  });
});
