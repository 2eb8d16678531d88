/**
 * `/api/test`: the profession test (issue 3; docs/api.md "Profession test" is the contract). Thin: each handler
 * reads its input, calls a service, answers. The work is in features/profession-test/api/attempts.ts and answers.ts (candidates),
 * features/profession-test/api/open-answers.ts (scoring), features/profession-test/api/profession-tests.ts (staff) and features/profession-test/api/candidate-profiles.ts.
 *
 * Who may call what (src/backend/access-rules.ts; decision 003: a role the call is not for → 401, a record that
 * is not the caller's → 404):
 * - calls on an attempt accept any signed-in caller and answer 404 to everyone but the owning candidate
 *   (domain.md: another candidate's record is indistinguishable from a missing one);
 * - a test's candidate view and starting it: candidates (role User), 404 for a test not assigned to them;
 * - open answers and scoring: Admin, Coordinator and Teacher; 404 for a teacher when the attempt's candidate is
 *   not linked to them;
 * - staff calls (professions, modules, tests, assigning): Admin and Coordinator;
 * - GET /mine and the profile: candidates (role User); the profile also staff with `?userId=`.
 *
 * @example
 *   app.route('/api/test', testRouter());
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { LANGUAGES } from '#src/features/content/model';
import { isStaff } from '#src/lib/roles';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv } from '#src/server/context';
import { apiError } from '#src/server/errors';
import { pageQuery } from '#src/lib/contract';
import {
  attemptModule,
  attemptOverview,
  candidateResult,
  candidateTest,
  closeByCandidate,
  myTests,
  startAttempt,
} from './attempts';
import { OPEN_ANSWER_MAX, saveAnswer } from './answers';
import { candidateProfile, profileTarget, updateCandidateProfile } from './candidate-profiles';
import { listOpenAnswers, scoreOpenAnswer } from './open-answers';
import { assignTest, createTest, listModules, listProfessions, listTests, testDetail } from './profession-tests';
import { readJson, readQuery } from '#src/server/validation';

const language = z.enum(LANGUAGES, { message: 'Kies een taal: nl, en, pl, tr, uk of ar.' });
const optionId = z.string({ message: 'Een gekozen mogelijkheid ontbreekt.' }).min(1).max(100);

/** AnswerValue (src/features/content/model.ts) with the limits of issue 3: open text at most OPEN_ANSWER_MAX characters. */
const answerValue = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('single'), option: optionId }),
    z.object({ kind: z.literal('multiple'), options: z.array(optionId, { message: 'Kies de mogelijkheden als lijst.' }).max(50) }),
    z.object({ kind: z.literal('truefalse'), value: z.boolean({ message: 'Kies waar of niet waar.' }) }),
    z.object({
      kind: z.literal('open'),
      text: z.string({ message: 'Het antwoord moet tekst zijn.' }).max(OPEN_ANSWER_MAX, `Een antwoord mag hoogstens ${OPEN_ANSWER_MAX} tekens lang zijn.`),
    }),
  ],
  { message: 'Dit antwoord past niet bij het soort vraag.' },
);

const answerBody = z.object({
  questionId: z.string({ message: 'Geef aan bij welke vraag dit antwoord hoort.' }).min(1, 'Geef aan bij welke vraag dit antwoord hoort.').max(100, 'Deze vraag hoort niet bij deze test.'),
  value: answerValue,
  seq: z
    .number({ message: 'Het volgnummer van het antwoord ontbreekt.' })
    .int('Het volgnummer moet een heel getal zijn.')
    .min(0, 'Het volgnummer kan niet negatief zijn.')
    .max(Number.MAX_SAFE_INTEGER, 'Het volgnummer is te groot.'),
});

const percent = (what: string) =>
  z.number({ message: `${what} is een getal van 0 tot en met 100.` }).int(`${what} is een heel getal.`).min(0, `${what} is minstens 0.`).max(100, `${what} is hoogstens 100.`);

const profileBody = z.object({
  readAloud: z.boolean({ message: 'Voorlezen is aan (true) of uit (false).' }).optional(),
  extraTimePercent: percent('Extra tijd (procent)').optional(),
  preferredLanguage: language.nullable().optional(),
});
const profileQuery = z.object({ userId: z.string().max(100).optional() });

const uniqueList = <T>(items: T[]) => new Set(items).size === items.length;

const newTestBody = z.object({
  professionId: z.uuid({ message: 'Kies een beroep.' }),
  title: z.string({ message: 'Geef de test een naam.' }).trim().min(1, 'Geef de test een naam.').max(200, 'De naam mag hoogstens 200 tekens lang zijn.'),
  moduleIds: z
    .array(z.uuid({ message: 'Een van de gekozen modules bestaat niet.' }), { message: 'Kies minstens één module.' })
    .min(1, 'Kies minstens één module.')
    .max(50, 'Kies hoogstens 50 modules.')
    .refine(uniqueList, 'Elke module mag maar één keer in de test staan.'),
  modulePassPercent: z.array(percent('De slaaggrens van een module'), { message: 'Geef voor elke gekozen module een slaaggrens op.' }),
  languages: z
    .array(language, { message: 'Kies minstens één taal.' })
    .min(1, 'Kies minstens één taal.')
    .refine(uniqueList, 'Elke taal mag maar één keer gekozen worden.'),
  timeLimitMinutes: z
    .number({ message: 'De tijdslimiet is een aantal minuten, of leeg voor geen limiet.' })
    .int('De tijdslimiet is een heel aantal minuten.')
    .min(1, 'De tijdslimiet is minstens 1 minuut.')
    .max(600, 'De tijdslimiet is hoogstens 600 minuten.')
    .nullable()
    .default(null),
  passPercent: percent('De slaaggrens van de test'),
  showAnswers: z.boolean({ message: 'Kies of de kandidaat de antwoorden na afloop ziet.' }).default(false),
});

const modulesQuery = z.object({ professionId: z.uuid({ message: 'Dit beroep bestaat niet.' }).optional() });
const assignBody = z.object({ candidateId: z.uuid({ message: 'Deze kandidaat bestaat niet.' }) });
const scoreBody = z.object({
  questionId: z.string({ message: 'Geef aan welke vraag je beoordeelt.' }).min(1).max(100),
  points: z.number({ message: 'Geef het aantal punten als getal.' }),
});

/**
 * The `/api/test` router. Static paths come before `/:testId`, so 'mine', 'profile', 'professions' and
 * 'modules' are never read as test ids.
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
   * profile. Read-aloud is on by default and only staff switch it (issue 3: the candidate edits the other two).
   */
  router.put('/profile', requireCaller('User', 'Admin', 'Coordinator'), async (c) => {
    const { userId } = readQuery(c, profileQuery);
    const change = await readJson(c, profileBody);
    if (change.readAloud !== undefined && !isStaff(c.var.caller.role)) {
      throw apiError(400, 'Voorlezen kan alleen een coördinator of beheerder aan- of uitzetten.');
    }
    const target = await profileTarget(c.var.db, c.var.caller, userId);
    return c.json(await updateCandidateProfile(c.var.db, target, change));
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
    const { language: chosen } = await readJson(c, z.object({ language }));
    return c.json(await startAttempt(c.var.db, c.var.caller, c.req.param('testId'), chosen));
  });

  /** Staff. `{ candidateId }` → 201 `{ assignmentId }`; 409 when already assigned. */
  router.post('/:testId/assign', staff, async (c) => {
    const { candidateId } = await readJson(c, assignBody);
    return c.json(await assignTest(c.var.db, c.var.caller, c.req.param('testId'), candidateId), 201);
  });

  /** Staff. The test's definition, modules and attempts. */
  router.get('/:testId', staff, async (c) => c.json(await testDetail(c.var.db, c.req.param('testId'))));

  return router;
}
