/**
 * A candidate's test history for staff and contact persons (spec §2, /cp/user/{id} and
 * /contactperson/kandidaat/{id}; docs/api.md `GET /api/test/attempts?userId=`): every attempt of one candidate at
 * any profession test, newest first, with its test, language, state, times and result. The caller reads the
 * candidates in their scope (src/server/access-scope.ts: staff every candidate, a contact person those of their
 * own organisation, docs/domain.md "Who may see and do what"); anyone else or anything else answers as unknown
 * (decision 003).
 */
import { desc, eq } from 'drizzle-orm';
import type { Page } from '#src/lib/contract';
import { findVisibleUser } from '#src/server/access-scope';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { professionTests, testAttempts } from '#src/server/db/schema';
import { apiError, TITLES } from '#src/server/errors';
import { offsetOf, paged, PAGE_SIZE } from '#src/server/paging';
import { isUuid } from '#src/server/validation';
import type { CandidateAttempt } from '#src/features/profession-test/contract';
import { attemptWithNow, closeIfExpired } from './attempt-lifecycle';

/**
 * Page `page` (from 1, PAGE_SIZE per page) of the attempts of candidate `userId`, newest start first; attempts
 * on the page whose time ran out are closed first (attempt-lifecycle.ts), so the state is never stale.
 * @returns paged `{ attemptId, testId, testTitle, language, status, startedAt, closedAt, closedReason, result }`.
 * @throws apiError 404 when `userId` is not a UUID, unknown, not a candidate (role User), or outside the
 *   caller's scope (`findVisibleUser`).
 */
export async function candidateAttempts(db: Db, caller: Caller, userId: string, page: number): Promise<Page<CandidateAttempt>> {
  const candidate = isUuid(userId) ? await findVisibleUser(db, caller, userId) : undefined;
  if (!candidate || candidate.role !== 'User') throw apiError(404, TITLES.notFound);
  const total = await db.$count(testAttempts, eq(testAttempts.candidateId, candidate.id));
  const rows = await db
    .select({ attempt: attemptWithNow, testTitle: professionTests.title })
    .from(testAttempts)
    .innerJoin(professionTests, eq(professionTests.id, testAttempts.testId))
    .where(eq(testAttempts.candidateId, candidate.id))
    .orderBy(desc(testAttempts.startedAt), desc(testAttempts.id))
    .limit(PAGE_SIZE)
    .offset(offsetOf(page));
  const items: CandidateAttempt[] = [];
  for (const { attempt: stored, testTitle } of rows) {
    const attempt = await closeIfExpired(db, stored);
    items.push({
      attemptId: attempt.id,
      testId: attempt.testId,
      testTitle,
      language: attempt.language,
      status: attempt.status,
      startedAt: attempt.startedAt.toISOString(),
      closedAt: attempt.closedAt ? attempt.closedAt.toISOString() : null,
      closedReason: attempt.closedReason,
      result: attempt.result,
    });
  }
  return paged(items, total, page);
}
