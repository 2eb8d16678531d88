/**
 * `GET /api/test/pending-scoring` (docs/api.md, "Profession test"): the closed attempts that have open answers
 * waiting for a scorer, for the scoring lists on /cp/test/{id} and /docent/overzicht.
 *
 * Waiting means what scoring.ts means: an open answer with non-blank text and no points awarded yet, in an
 * attempt whose status is 'closed' (status 'scored' means nothing waits any more). Attempts whose time ran out
 * while still 'in_progress' are closed first, as every other read of an attempt does (attempt-lifecycle.ts).
 *
 * Mounted at /api/test before the test router (routes.ts), so this literal path wins over `/:testId`.
 */
import { and, asc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { candidateScope } from '#src/server/access-scope';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv, Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { attemptAnswers, professionTests, testAttempts, users } from '#src/server/db/schema';
import { attemptWithNow, closeIfExpired } from './attempt-lifecycle';
import { mayScore } from './open-answers';
import { isAnswered } from '#src/features/profession-test/answered';
import type { PendingScoring } from '#src/features/profession-test/contract';

/** Most attempts one answer lists (oldest closed first); scoring them brings the next ones up. */
export const PENDING_SCORING_MAX = 200;

/**
 * The closed attempts the caller may score that have open answers waiting, oldest closed first, at most
 * PENDING_SCORING_MAX. Staff score every attempt, teachers their candidates' attempts: the attempts are limited by
 * `candidateScope` on the attempt's candidate (src/server/access-scope.ts). Other roles score nothing (empty;
 * the route refuses them with 401).
 */
export async function pendingScoring(db: Db, caller: Caller): Promise<PendingScoring[]> {
  if (!mayScore(caller.role)) return [];
  const visible = candidateScope(db, caller, testAttempts.candidateId);

  // Attempts whose time ran out are closed first (their open answers then wait like any other).
  const expired = await db
    .select(attemptWithNow)
    .from(testAttempts)
    .where(and(eq(testAttempts.status, 'in_progress'), isNotNull(testAttempts.deadlineAt), lt(testAttempts.deadlineAt, sql`now()`), visible));
  for (const row of expired) await closeIfExpired(db, row);

  const rows = await db
    .select({
      attemptId: testAttempts.id,
      testId: testAttempts.testId,
      testTitle: professionTests.title,
      candidateId: testAttempts.candidateId,
      candidateName: users.name,
      closedAt: testAttempts.closedAt,
      value: attemptAnswers.value,
    })
    .from(attemptAnswers)
    .innerJoin(testAttempts, eq(testAttempts.id, attemptAnswers.attemptId))
    .innerJoin(professionTests, eq(professionTests.id, testAttempts.testId))
    .innerJoin(users, eq(users.id, testAttempts.candidateId))
    .where(
      and(
        eq(testAttempts.status, 'closed'),
        isNull(attemptAnswers.awardedPoints),
        sql`${attemptAnswers.value} ->> 'kind' = 'open'`,
        visible,
      ),
    )
    .orderBy(asc(testAttempts.closedAt), asc(testAttempts.id));

  const byAttempt = new Map<string, PendingScoring>();
  for (const row of rows) {
    if (!isAnswered(row.value)) continue;
    const entry = byAttempt.get(row.attemptId);
    if (entry) {
      entry.openCount += 1;
      continue;
    }
    if (byAttempt.size >= PENDING_SCORING_MAX) continue;
    byAttempt.set(row.attemptId, {
      attemptId: row.attemptId,
      testId: row.testId,
      testTitle: row.testTitle,
      candidate: { id: row.candidateId, name: row.candidateName },
      closedAt: row.closedAt ? row.closedAt.toISOString() : null,
      openCount: 1,
    });
  }
  return [...byAttempt.values()];
}

/**
 * Router mounted at /api/test (routes.ts), before the test router.
 * - GET /pending-scoring — Admin, Coordinator: every attempt; Teacher: their linked candidates' attempts →
 *   200 `[{ attemptId, testId, testTitle, candidate: { id, name }, closedAt, openCount }]`; others → 401.
 */
export function testScoringRouter() {
  const router = new Hono<BackendEnv>();
  router.get('/pending-scoring', requireCaller('Admin', 'Coordinator', 'Teacher'), async (c) => {
    return c.json(await pendingScoring(c.var.db, c.var.caller));
  });
  return router;
}
