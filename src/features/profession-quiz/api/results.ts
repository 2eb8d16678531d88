/**
 * Results of the beroepen-quiz (docs/api.md "Beroepen-quiz"; docs/decisions/036-profession-quiz.md): the result of
 * an answer set with the matching professions of the platform, a candidate's saved quizzes, and a prospect's
 * contact request.
 *
 * - Scoring is scoring.ts; the professions are the `professions` rows with a Holland code, each with its
 *   description in the result's language (else Dutch) and whether a beroepentest exists for it. For a candidate a
 *   profession's test links to the test's overview when the test is assigned to them.
 * - A prospect's contact request is stored only with consent (the body requires it), and the public call is
 *   throttled per client address like the other public calls (accounts/api/throttle.ts `publicKey`).
 */
import { and, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { STAFF } from '#src/lib/roles';
import { allOf, candidateScope } from '#src/server/access-scope';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { professions, professionTests, quizProspects, quizResults, testAssignments, users } from '#src/server/db/schema';
import { apiError } from '#src/server/errors';
import type { Language } from '#src/lib/i18n/locales';
import type { ProspectBody, QuizBody, QuizResult, SavedQuiz } from '#src/features/profession-quiz/contract';
import { areaScores, matchProfessions, rankedAreas, strongAreas, topAreas, type Answers } from '#src/features/profession-quiz/scoring';

/**
 * The result of `answers` in `language`: every area best first, the top areas and the best-matching professions.
 * @param candidateId for a candidate, whose assigned tests become links; omitted for a prospect.
 */
export async function quizResultOf(db: Db, answers: Answers, language: Language, candidateId?: string): Promise<QuizResult> {
  const scores = areaScores(answers);
  const coded = await db
    .select({ id: professions.id, name: professions.name, localNames: professions.localNames, hollandCode: professions.hollandCode, description: professions.description })
    .from(professions)
    .where(isNotNull(professions.hollandCode));
  const matches = matchProfessions(
    scores,
    coded.map((p) => ({ id: p.id, name: p.name, hollandCode: p.hollandCode! })),
  );
  const ids = matches.map((m) => m.id);
  const [tests, assigned] = await Promise.all([
    ids.length ? db.select({ id: professionTests.id, professionId: professionTests.professionId }).from(professionTests).where(inArray(professionTests.professionId, ids)) : [],
    ids.length && candidateId
      ? db
          .select({ testId: testAssignments.testId, professionId: professionTests.professionId })
          .from(testAssignments)
          .innerJoin(professionTests, eq(professionTests.id, testAssignments.testId))
          .where(and(eq(testAssignments.candidateId, candidateId), inArray(professionTests.professionId, ids)))
      : [],
  ]);
  const strong = strongAreas(scores);
  return {
    language,
    areas: rankedAreas(scores).map((area) => ({ area, ...scores[area], strong: strong.includes(area) })),
    topAreas: topAreas(scores),
    professions: matches.map((m) => {
      const profession = coded.find((p) => p.id === m.id);
      const description = profession?.description ?? null;
      const own = description?.[language];
      const test = assigned.find((a) => a.professionId === m.id);
      return {
        id: m.id,
        name: m.name,
        localName: language === 'nl' ? null : (profession?.localNames?.[language] ?? null),
        hollandCode: m.hollandCode,
        match: m.match,
        description: own ?? description?.nl ?? null,
        descriptionLanguage: own ? language : 'nl',
        hasTest: tests.some((t) => t.professionId === m.id),
        testHref: test ? `/dashboard/test/overzicht/${test.testId}` : null,
      };
    }),
  };
}

/** The stored form of the top areas: their letters best first ('' for none). */
export const topAreasText = (answers: Answers): string => topAreas(areaScores(answers)).join('');

/** `POST /api/quiz/score` (public): the result of a complete answer set; nothing is stored. */
export function scoreQuiz(db: Db, body: QuizBody): Promise<QuizResult> {
  return quizResultOf(db, body.answers, body.language);
}

/**
 * `POST /api/quiz/results` (candidate): saves the candidate's finished quiz and answers it with its result (201).
 * Every try is kept; the newest counts.
 */
export async function saveCandidateQuiz(db: Db, caller: Caller, body: QuizBody): Promise<SavedQuiz> {
  const [row] = await db
    .insert(quizResults)
    .values({ candidateId: caller.id, language: body.language, answers: body.answers, topAreas: topAreasText(body.answers) })
    .returning({ id: quizResults.id, createdAt: quizResults.createdAt });
  if (!row) throw apiError(500, 'De quiz is niet opgeslagen.');
  return { id: row.id, createdAt: row.createdAt.toISOString(), result: await quizResultOf(db, body.answers, body.language, caller.id) };
}

/** `GET /api/quiz/results/mine` (candidate): the caller's newest saved quiz with its result, or null. */
export async function myLatestQuiz(db: Db, caller: Caller): Promise<SavedQuiz | null> {
  const [row] = await db
    .select({ id: quizResults.id, createdAt: quizResults.createdAt, answers: quizResults.answers, language: quizResults.language })
    .from(quizResults)
    .where(eq(quizResults.candidateId, caller.id))
    .orderBy(desc(quizResults.createdAt), desc(quizResults.id))
    .limit(1);
  if (!row) return null;
  return { id: row.id, createdAt: row.createdAt.toISOString(), result: await quizResultOf(db, row.answers, row.language, caller.id) };
}

/** The roles that read candidates' quizzes: those of `GET /api/quiz/candidates` (src/backend/access-rules.ts). */
export const QUIZ_READERS: readonly Caller['role'][] = [...STAFF, 'Teacher'];

/**
 * Every saved quiz of candidate `candidateId` the caller may read, newest first, at most 50: staff any candidate's, a
 * teacher their linked candidates' (src/server/access-scope.ts `candidateScope`, as `GET /api/quiz/candidates`);
 * any other role none. Each opens /cp/beroepen-quiz/candidates/{id} (staff) or /docent/beroepen-quiz/candidates/{id}.
 * @returns `{ id, createdAt }` (ISO 8601); empty for an erased candidate.
 */
export async function quizzesOf(db: Db, caller: Caller, candidateId: string): Promise<{ id: string; createdAt: string }[]> {
  if (!QUIZ_READERS.includes(caller.role)) return [];
  const rows = await db
    .select({ id: quizResults.id, createdAt: quizResults.createdAt })
    .from(quizResults)
    .innerJoin(users, eq(users.id, quizResults.candidateId))
    .where(allOf(eq(quizResults.candidateId, candidateId), ne(users.status, 'erased'), candidateScope(db, caller, quizResults.candidateId)))
    .orderBy(desc(quizResults.createdAt), desc(quizResults.id))
    .limit(50);
  return rows.map((r) => ({ id: r.id, createdAt: r.createdAt.toISOString() }));
}

/**
 * `POST /api/quiz/prospects` (public, throttled per client address): stores a prospect's finished quiz with their
 * name, e-mail address and/or phone number and the moment of consent, so staff can contact them. Answers 201 with
 * the result only: never an id or anything of another prospect.
 */
export async function saveProspect(db: Db, body: ProspectBody): Promise<QuizResult> {
  await db.insert(quizProspects).values({
    name: body.name,
    email: body.email ?? null,
    phone: body.phone ?? null,
    consentAt: new Date(),
    language: body.language,
    answers: body.answers,
    topAreas: topAreasText(body.answers),
  });
  return quizResultOf(db, body.answers, body.language);
}
