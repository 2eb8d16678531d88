/**
 * `/api/test`: the profession test (docs/api.md "Profession test" is the contract). Thin: each handler
 * reads its input, calls a service, answers. The work is in attempt-lifecycle.ts, candidate-views.ts and answers.ts (candidates),
 * open-answers.ts (scoring), profession-tests.ts (staff), candidate-attempts.ts (a candidate's history for
 * staff and contact persons) and candidate-profiles.ts.
 *
 * Who may call what (src/backend/access-rules.ts; decision 003: a role the call is not for → 401, a record that
 * is not the caller's → 404):
 * - calls on an attempt accept any signed-in caller and answer 404 to everyone but the owning candidate
 *   (docs/domain.md: another candidate's record is indistinguishable from a missing one);
 * - a test's candidate view and starting it: candidates (role User), 404 for a test not assigned to them;
 * - open answers and scoring: Admin, Coordinator and Teacher; 404 for a teacher when the attempt's candidate is
 *   not linked to them;
 * - staff calls (professions, modules, tests, assigning): Admin and Coordinator;
 * - GET /mine and the profile: candidates (role User); the profile also staff with `?userId=` (only staff change
 *   extra time and read-aloud);
 * - a candidate's attempts (`GET /attempts?userId=`): staff and contact persons, for a candidate in their scope
 *   (access-scope.ts: a contact person the candidates of their own organisation).
 *
 * @example
 *   app.route('/api/test', testRouter());
 */
import { Hono } from 'hono';
import { isStaff } from '#src/lib/roles';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv } from '#src/server/context';
import { apiError } from '#src/server/errors';
import { TEST_TITLES } from './definition';
import { pageQuery } from '#src/lib/contract';
import { answerBody, assignBody, candidateAttemptsQuery, modulesQuery, newTestBody, profileBody, profileQuery, scoreBody, startBody, testDetailQuery } from '#src/features/profession-test/contract';
import { closeByCandidate, startAttempt } from './attempt-lifecycle';
import { attemptModule, attemptOverview, candidateResult, candidateTest, myTests } from './candidate-views';
import { saveAnswer } from './answers';
import { candidateProfile, profileTarget, updateCandidateProfile } from './candidate-profiles';
import { candidateAttempts } from './candidate-attempts';
import { listOpenAnswers, scoreOpenAnswer } from './open-answers';
import { assignTest, createTest, listModules, listProfessions, listTests, testDetail, testDetailPage } from './profession-tests';
import { readJson, readQuery } from '#src/server/validation';

/**
 * The `/api/test` router. Static paths come before `/:testId`, so 'mine', 'profile', 'attempts', 'professions'
 * and 'modules' are never read as test ids.
 */
export function testRouter() {
  const router = new Hono<BackendEnv>();
  const staff = requireCaller('Admin', 'Coordinator');
  const scorers = requireCaller('Admin', 'Coordinator', 'Teacher');

  /** User. The caller's assigned tests with their state. */
  router.get('/mine', requireCaller('User'), async (c) => c.json(await myTests(c.var.db, c.var.caller)));

  /** User (their own), staff with ?userId=. `{ readAloud, extraTimePercent, preferredLanguage }`. */
  router.get('/profile', requireCaller('User', 'Admin', 'Coordinator'), async (c) => {
    const { userId } = readQuery(c, profileQuery);
    const target = await profileTarget(c.var.db, c.var.caller, userId);
    return c.json(await candidateProfile(c.var.db, target));
  });

  /**
   * User (their own), staff with ?userId=. Body `{ extraTimePercent?, preferredLanguage?, readAloud? }`; 200 the
   * profile. Extra time and read-aloud are accommodations staff grant: a candidate sending either gets 400 (also
   * with the stored value), so a client never believes a change was made; the candidate edits the language only.
   */
  router.put('/profile', requireCaller('User', 'Admin', 'Coordinator'), async (c) => {
    const { userId } = readQuery(c, profileQuery);
    const change = await readJson(c, profileBody);
    if (!isStaff(c.var.caller.role)) {
      if (change.extraTimePercent !== undefined) throw apiError(400, TEST_TITLES.extraTimeByStaff);
      if (change.readAloud !== undefined) throw apiError(400, TEST_TITLES.readAloudByStaff);
    }
    const target = await profileTarget(c.var.db, c.var.caller, userId);
    return c.json(await updateCandidateProfile(c.var.db, target, change));
  });

  /**
   * Staff and ContactPerson, for a candidate in their scope (`?userId=`, 404 otherwise; a contact person's scope
   * is their own organisation's candidates). Paged `{ attemptId, testId, testTitle, language, status, startedAt,
   * closedAt, closedReason, result }`, newest first.
   */
  router.get('/attempts', requireCaller('Admin', 'Coordinator', 'ContactPerson'), async (c) => {
    const { userId, page } = readQuery(c, candidateAttemptsQuery);
    return c.json(await candidateAttempts(c.var.db, c.var.caller, userId, page));
  });

  /** Staff. `[{ id, name }]`. */
  router.get('/professions', staff, async (c) => c.json(await listProfessions(c.var.db)));

  /** Staff. Modules with a current version, `?professionId=` to filter. */
  router.get('/modules', staff, async (c) => {
    const { professionId } = readQuery(c, modulesQuery);
    return c.json(await listModules(c.var.db, { professionId }));
  });

  /** Staff. Page `{ id, title, profession, moduleCount, attempts }`. */
  router.get('/', staff, async (c) => {
    const { page } = readQuery(c, pageQuery);
    return c.json(await listTests(c.var.db, { page }));
  });

  /** Staff. 201 `{ id }`; 400 naming the problem. */
  router.post('/', staff, async (c) => {
    const input = await readJson(c, newTestBody);
    return c.json(await createTest(c.var.db, c.var.caller, input), 201);
  });

  /** Owner. The attempt with its modules and time left. */
  router.get('/attempt/:attemptId', requireCaller(), async (c) => {
    return c.json(await attemptOverview(c.var.db, c.var.caller, c.req.param('attemptId')));
  });

  /** Owner. One module's parts in the attempt's language and the stored answers. */
  router.get('/attempt/:attemptId/module/:position', requireCaller(), async (c) => {
    return c.json(await attemptModule(c.var.db, c.var.caller, c.req.param('attemptId'), c.req.param('position')));
  });

  /** Owner. `{ questionId, value, seq }` → `{ questionId, seq, savedAt }`; 409 closed; 400 wrong question or kind. */
  router.put('/attempt/:attemptId/answer', requireCaller(), async (c) => {
    const input = await readJson(c, answerBody);
    return c.json(await saveAnswer(c.var.db, c.var.caller, c.req.param('attemptId'), input));
  });

  /** Owner. `{ status, result }`; idempotent. */
  router.post('/attempt/:attemptId/close', requireCaller(), async (c) => {
    return c.json(await closeByCandidate(c.var.db, c.var.caller, c.req.param('attemptId')));
  });

  /** Owner. `{ status, passed, modules, answers? }`. */
  router.get('/attempt/:attemptId/result', requireCaller(), async (c) => {
    return c.json(await candidateResult(c.var.db, c.var.caller, c.req.param('attemptId')));
  });

  /** Staff or linked Teacher. The open answers to score. */
  router.get('/attempt/:attemptId/open-answers', scorers, async (c) => {
    return c.json(await listOpenAnswers(c.var.db, c.var.caller, c.req.param('attemptId')));
  });

  /** Staff or linked Teacher. `{ questionId, points }` → `{ status, result }`. */
  router.put('/attempt/:attemptId/score', scorers, async (c) => {
    const input = await readJson(c, scoreBody);
    return c.json(await scoreOpenAnswer(c.var.db, c.var.caller, c.req.param('attemptId'), input));
  });

  /** Assigned candidate. The test before and while taking it. */
  router.get('/:testId/candidate', requireCaller('User'), async (c) => {
    return c.json(await candidateTest(c.var.db, c.var.caller, c.req.param('testId')));
  });

  /** Assigned candidate. `{ language }` → `{ attemptId, language }`; idempotent. */
  router.post('/:testId/start', requireCaller('User'), async (c) => {
    const { language: chosen } = await readJson(c, startBody);
    return c.json(await startAttempt(c.var.db, c.var.caller, c.req.param('testId'), chosen));
  });

  /** Staff. `{ candidateId }` → 201 `{ assignmentId }`; 409 when already assigned. */
  router.post('/:testId/assign', staff, async (c) => {
    const { candidateId } = await readJson(c, assignBody);
    return c.json(await assignTest(c.var.db, c.var.caller, c.req.param('testId'), candidateId), 201);
  });

  /** Staff. The test's definition, modules and attempts: all of them, or with `?page=` one page and those waiting for scoring. */
  router.get('/:testId', staff, async (c) => {
    const { page } = readQuery(c, testDetailQuery);
    const testId = c.req.param('testId');
    return c.json(page === undefined ? await testDetail(c.var.db, testId) : await testDetailPage(c.var.db, testId, page));
  });

  return router;
}
