/**
 * What a contact person reads about their organisation's candidates (docs/api.md "Contact portal"; spec §2
 * /contactperson/overzicht and /contactperson/kandidaat/{id}; docs/domain.md "Who may see and do what"): a page of the
 * candidates with every assigned profession test and its state, and one candidate with their tests and licence
 * seats.
 *
 * Scope: the caller's organisation, as SQL in the query that reads the rows (`candidateListScope` and
 * `findVisibleUser` in src/server/access-scope.ts; docs/decisions/024-lists-at-scale.md): role User, never an
 * erased account; a contact person without an organisation sees nobody. A page is one query: the page's users
 * (in the order of the index `users (organization_id, role, name, id) WHERE status <> 'erased'`, with the count
 * as a window over the matching rows) in a CTE, and per user a correlated subquery that gathers their tests as
 * JSON. Only a page past the end needs a second query, to count.
 *
 * An attempt whose time ran out while it was in progress is closed first (attempt-lifecycle.ts), as every other
 * reader of attempts does, so a state is never stale; then the page is read again.
 */
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Page } from '#src/lib/contract';
import { candidateListScope, findVisibleUser } from '#src/server/access-scope';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { licences, licenceSeats, professionTests, testAssignments, testAttempts, users } from '#src/server/db/schema';
import { apiError, TITLES } from '#src/server/errors';
import { likeEscape } from '#src/server/like';
import { offsetOf, paged, PAGE_SIZE } from '#src/server/paging';
import { isUuid } from '#src/server/validation';
import { ERASED_STATUS } from '#src/features/accounts/lifecycle';
import { closeAttempt } from '#src/features/profession-test/api/attempt-lifecycle';
import { productNameSql } from '#src/features/licences/api/seats';
import type { TestState } from '#src/features/profession-test/contract';
import type { PortalCandidate, PortalCandidateDetail, PortalSeat, PortalTest } from '#src/features/contact-portal/contract';
import { portalPatsOf } from './pats';
import { releasedResultsOf } from './released';
import { educationsOf } from '#src/features/educations/api/candidate';
import { resultShown } from '#src/features/assessment/visibility';

/**
 * `status <> 'erased'` as a literal, so the planner matches the partial list indexes of `users` in a
 * parameterised query (docs/decisions/024-lists-at-scale.md, addendum).
 */
const listedAccount = sql`${users.status} <> ${sql.raw(`'${ERASED_STATUS}'`)}`;

/** A test as the subquery gathers it: the attempt's fields as stored, the result's parts, whether its time ran out. */
interface StoredTest {
  testId: string;
  title: string;
  attemptId: string | null;
  status: 'in_progress' | 'closed' | 'scored' | null;
  closedAt: string | null;
  passed: boolean | null;
  points: number | null;
  maxPoints: number | null;
  expired: boolean;
}

/**
 * The tests of the candidate whose id is `candidateId` (a column of the outer query), as one JSON array in the
 * order they were assigned: assignment, test, attempt (at most one per assignment).
 */
function testsOf(db: Db, candidateId: AnyPgColumn) {
  const fields = sql`json_build_object(
    'testId', ${testAssignments.testId},
    'title', ${professionTests.title},
    'attemptId', ${testAttempts.id},
    'status', ${testAttempts.status},
    'closedAt', ${testAttempts.closedAt},
    'passed', (${testAttempts.result} ->> 'passed')::boolean,
    'points', (${testAttempts.result} ->> 'points')::int,
    'maxPoints', (${testAttempts.result} ->> 'maxPoints')::int,
    'expired', coalesce(${testAttempts.status} = 'in_progress' AND ${testAttempts.deadlineAt} <= now(), false)
  )`;
  const gathered = db
    .select({ tests: sql`coalesce(json_agg(${fields} ORDER BY ${testAssignments.createdAt}, ${testAssignments.id}), '[]'::json)` })
    .from(testAssignments)
    .innerJoin(professionTests, eq(professionTests.id, testAssignments.testId))
    .leftJoin(testAttempts, eq(testAttempts.assignmentId, testAssignments.id))
    .where(eq(testAssignments.candidateId, candidateId));
  return sql<StoredTest[] | string>`(${gathered})`;
}

/** JSON from the database: parsed by the drivers, but a string when a driver leaves `json` as text. */
function parsed<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/**
 * What a contact person sees of a stored test: the state, and the verdict and score only when the result is final
 * (`scored`). The score is the share of all points, rounded half up to a whole percent; null without points.
 */
export function portalTest(stored: StoredTest): PortalTest {
  const state: TestState = stored.status ?? 'not_started';
  const final = state === 'scored';
  const max = stored.maxPoints ?? 0;
  return {
    testId: stored.testId,
    title: stored.title,
    state,
    passed: final ? (stored.passed ?? null) : null,
    scorePercent: final && max > 0 ? Math.round(((stored.points ?? 0) * 100) / max) : null,
    finishedAt: stored.closedAt && state !== 'in_progress' ? new Date(stored.closedAt).toISOString() : null,
  };
}

/** Closes the attempts among `tests` whose time ran out; true when there was one. */
async function closeExpired(db: Db, tests: StoredTest[]): Promise<boolean> {
  const expired = tests.filter((t) => t.expired && t.attemptId);
  for (const test of expired) await closeAttempt(db, test.attemptId as string, 'timeout');
  return expired.length > 0;
}

/** Users whose name or e-mail address contains `q`, case-insensitively, `%`, `_` and `\` literal; undefined for no text. */
function nameOrEmailContains(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = `%${likeEscape(text)}%`;
  return or(ilike(users.name, pattern), ilike(users.email, pattern));
}

/**
 * `GET /api/contactperson/candidates`: page `page` (from 1, 20 per page, by name then id) of the caller's
 * organisation's candidates (invited, active or disabled; never erased), each with their tests.
 * @param caller a contact person (the router lets nobody else in); without an organisation the list is empty.
 * @param options.q optional text matched anywhere in the name or e-mail address.
 * @returns paged `{ id, name, email, tests: [{ testId, title, state, passed, scorePercent, finishedAt }], released }`
 *   (`released`: api/released.ts, the latest released PAT and education result; a few queries more per candidate who
 *   has one); a
 *   page past the end has no items and the exact total.
 */
export async function listPortalCandidates(db: Db, caller: Caller, options: { page: number; q?: string | undefined }): Promise<Page<PortalCandidate>> {
  const where = and(candidateListScope(db, caller), listedAccount, nameOrEmailContains(options.q));
  const readPage = () => {
    const page = db.$with('page').as(
      db
        .select({ id: users.id, name: users.name, email: users.email, total: sql<number>`count(*) over ()`.mapWith(Number).as('total') })
        .from(users)
        .where(where)
        .orderBy(asc(users.name), asc(users.id))
        .limit(PAGE_SIZE)
        .offset(offsetOf(options.page)),
    );
    return db
      .with(page)
      .select({ id: page.id, name: page.name, email: page.email, total: page.total, tests: testsOf(db, page.id) })
      .from(page)
      .orderBy(asc(page.name), asc(page.id));
  };

  let rows = await readPage();
  if (await closeExpired(db, rows.flatMap((r) => parsed(r.tests)))) rows = await readPage();
  if (rows.length === 0) {
    const [counted] = await db.select({ n: count() }).from(users).where(where);
    return paged([], counted?.n ?? 0, options.page);
  }
  const released = await releasedResultsOf(db, caller, rows.map((r) => r.id));
  const items = rows.map((r) => ({ id: r.id, name: r.name, email: r.email, tests: parsed(r.tests).map(portalTest), released: released.get(r.id) ?? [] }));
  return paged(items, rows[0]?.total ?? 0, options.page);
}

/**
 * `GET /api/contactperson/candidates/{id}`: one candidate of the caller's organisation with their tests (as in
 * the list), their seats on the organisation's licences (open seats first, then newest first) and their PATs
 * (pats.ts `portalPatsOf`, the latest first).
 * @throws apiError 404 for an id that is not a UUID, unknown, erased, not a candidate, or of another organisation
 *   (decision 003: the same as unknown).
 */
export async function portalCandidate(db: Db, caller: Caller, id: string): Promise<PortalCandidateDetail> {
  const candidate = isUuid(id) ? await findVisibleUser(db, caller, id) : undefined;
  if (!candidate || candidate.role !== 'User' || !caller.organizationId) throw apiError(404, TITLES.notFound);
  const readTests = async () => {
    const [row] = await db.select({ tests: testsOf(db, users.id) }).from(users).where(eq(users.id, candidate.id));
    return parsed(row?.tests ?? []);
  };
  let tests = await readTests();
  if (await closeExpired(db, tests)) tests = await readTests();

  const seats = await db
    .select({
      seatId: licenceSeats.id,
      licenceId: licences.id,
      product: licences.product,
      productName: productNameSql,
      takenAt: licenceSeats.takenAt,
      heldUntil: licenceSeats.heldUntil,
      releasedAt: licenceSeats.releasedAt,
      releaseReason: licenceSeats.releaseReason,
    })
    .from(licenceSeats)
    .innerJoin(licences, eq(licences.id, licenceSeats.licenceId))
    .leftJoin(professionTests, eq(professionTests.id, licences.professionTestId))
    .where(and(eq(licenceSeats.holderId, candidate.id), eq(licences.organizationId, caller.organizationId)))
    .orderBy(sql`${licenceSeats.releasedAt} IS NOT NULL`, desc(licenceSeats.takenAt), desc(licenceSeats.id));

  return {
    id: candidate.id,
    name: candidate.name,
    email: candidate.email,
    tests: tests.map(portalTest),
    released: (await releasedResultsOf(db, caller, [candidate.id])).get(candidate.id) ?? [],
    seats: seats.map(
      (s): PortalSeat => ({
        ...s,
        takenAt: s.takenAt.toISOString(),
        heldUntil: s.heldUntil && !s.releasedAt ? s.heldUntil.toISOString() : null,
        releasedAt: s.releasedAt ? s.releasedAt.toISOString() : null,
      }),
    ),
    pats: await portalPatsOf(db, candidate.id),
    educations: (await educationsOf(db, candidate.id, 'nl')).map((e) => ({
      id: e.id,
      title: e.title,
      state: e.state,
      firstDay: e.lessons[0]?.day ?? null,
      lastDay: e.lessons.at(-1)?.day ?? null,
      enrolledOn: e.enrolledOn,
      attendance: e.attendance,
      resultsReleasedAt: e.resultsReleasedAt,
      // Results only once staff released them, never a reflection (decision 035 §4; visibility.ts `resultShown`).
      results: resultShown({ kind: 'contact-person' }, { kind: 'education', released: e.resultsReleasedAt !== null }) ? e.modules.map((m) => ({ moduleId: m.moduleId, title: m.title, result: m.result })) : [],
    })),
  };
}
