/**
 * A profession test as the attempt calls need it: the test's settings and its modules in order, each
 * with the content of the module version the test pinned, and an index of its questions.
 *
 * Module versions are immutable and a test's pinned versions never change (there is no call that edits a
 * test), so a definition is cached per test id in this process; every server instance builds the same one.
 * Whoever adds editing or deleting tests must call `forgetTestDefinition`.
 */
import { asc, eq } from 'drizzle-orm';
import type { Language, ModuleContent, QuestionPart } from '#src/features/content/model';
import type { Db } from '#src/server/db/client';
import { moduleVersions, professionTestModules, professionTests } from '#src/server/db/schema';
import { isUuid } from '#src/server/validation';
import { questionsOf } from './scoring';

/** Dutch titles of the profession test calls (docs/api.md, "Profession test"; spec §8). */
export const TEST_TITLES = {
  testNotFound: 'Deze test bestaat niet of is niet aan jou toegewezen.',
  unknownTest: 'Deze test bestaat niet.',
  attemptNotFound: 'Deze poging bestaat niet of is niet van jou.',
  moduleNotFound: 'Deze module hoort niet bij deze test.',
  closed: 'Deze test is afgesloten. Je antwoorden zijn bewaard tot het moment van afsluiten.',
  languageNotOffered: 'Deze test is niet beschikbaar in deze taal. Kies een van de aangeboden talen.',
  questionNotInAttempt: 'Deze vraag hoort niet bij deze test.',
  wrongKind: 'Dit antwoord past niet bij het soort vraag.',
  unknownOption: 'Dit antwoord kiest een mogelijkheid die bij deze vraag niet bestaat.',
  duplicateOption: 'Elke mogelijkheid mag maar één keer gekozen worden.',
  stillRunning: 'Deze test loopt nog. Open antwoorden beoordeel je nadat de test is afgesloten.',
  alreadyFinal: 'Het resultaat van deze test is al definitief; de punten kunnen niet meer veranderen.',
  notOpenQuestion: 'Dit is geen open vraag van deze test.',
  notAnswered: 'Deze vraag is niet beantwoord; er valt niets te beoordelen.',
  alreadyAssigned: 'Deze test is al aan deze kandidaat toegewezen.',
  candidateNotFound: 'Deze kandidaat bestaat niet.',
  professionNotFound: 'Dit beroep bestaat niet.',
  moduleMissing: 'Een van de gekozen modules bestaat niet (meer) of heeft nog geen inhoud.',
  passPercentCount: 'Geef voor elke gekozen module een slaaggrens op.',
  chooseCandidate: 'Kies de kandidaat voor wie je dit aanpast (userId).',
  extraTimeByStaff: 'Extra tijd kan alleen een coördinator of beheerder geven. Vraag je coördinator om extra tijd.',
  readAloudByStaff: 'Voorlezen kan alleen een coördinator of beheerder aan- of uitzetten.',
} as const;

/** One module of a test: its position (from 1), pass mark and the pinned version's content. */
export interface PinnedModule {
  position: number;
  passPercent: number;
  moduleId: string;
  moduleVersionId: string;
  version: number;
  content: ModuleContent;
}

/** A test with its modules in order and its questions by id (ids are unique within a test). */
export interface TestDefinition {
  id: string;
  professionId: string;
  title: string;
  languages: Language[];
  /** Minutes, or null for no limit. */
  timeLimitMinutes: number | null;
  /** The test's pass mark over all points, 0–100. */
  passPercent: number;
  showAnswers: boolean;
  modules: PinnedModule[];
  questions: ReadonlyMap<string, { position: number; question: QuestionPart }>;
}

/** Most definitions kept in memory; the oldest is dropped beyond this. */
const CACHE_MAX = 200;
const cache = new Map<string, TestDefinition>();

/**
 * The test with id `testId` and its pinned modules, from the cache or the database.
 * Pass the transaction when calling inside one (PGlite has one connection: a query outside would wait on it).
 * @returns undefined for an unknown test or an id that is not a UUID.
 */
export async function loadTestDefinition(db: Db, testId: string): Promise<TestDefinition | undefined> {
  const cached = cache.get(testId);
  if (cached) return cached;
  if (!isUuid(testId)) return undefined;
  const [test] = await db.select().from(professionTests).where(eq(professionTests.id, testId)).limit(1);
  if (!test) return undefined;
  const rows = await db
    .select({
      position: professionTestModules.position,
      passPercent: professionTestModules.passPercent,
      moduleId: moduleVersions.moduleId,
      moduleVersionId: moduleVersions.id,
      version: moduleVersions.version,
      content: moduleVersions.content,
    })
    .from(professionTestModules)
    .innerJoin(moduleVersions, eq(moduleVersions.id, professionTestModules.moduleVersionId))
    .where(eq(professionTestModules.testId, testId))
    .orderBy(asc(professionTestModules.position));
  const questions = new Map<string, { position: number; question: QuestionPart }>();
  for (const row of rows) {
    for (const question of questionsOf(row.content)) questions.set(question.id, { position: row.position, question });
  }
  const definition: TestDefinition = {
    id: test.id,
    professionId: test.professionId,
    title: test.title,
    languages: test.languages,
    timeLimitMinutes: test.timeLimitMinutes,
    passPercent: test.passPercent,
    showAnswers: test.showAnswers,
    modules: rows,
    questions,
  };
  cache.set(testId, definition);
  if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value as string);
  return definition;
}

/**
 * The definition of an existing attempt's or assignment's test. It always exists (foreign key), so a miss is a
 * server error, not a 404.
 */
export async function definitionOf(db: Db, testId: string): Promise<TestDefinition> {
  const definition = await loadTestDefinition(db, testId);
  if (!definition) throw new Error(`test ${testId} ontbreekt`);
  return definition;
}

/** Drops a cached definition (for a future call that edits or deletes a test). */
export function forgetTestDefinition(testId: string): void {
  cache.delete(testId);
}
