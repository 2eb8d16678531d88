/**
 * `/api/quiz` (docs/api.md "Beroepen-quiz"; docs/decisions/036-profession-quiz.md): thin handlers over results.ts
 * for the quiz itself — scoring a finished quiz and a prospect's contact request (public, throttled per client
 * address), and a candidate's own saved quizzes. The staff and teacher lists live in lists-router.ts.
 *
 * @example
 *   app.route('/api/quiz', quizRouter());
 */
import { Hono } from 'hono';
import { requireCaller } from '#src/server/auth/caller';
import { limitPublicCalls } from '#src/features/accounts/api/public-limit';
import type { BackendEnv } from '#src/server/context';
import { readJson } from '#src/server/validation';
import { prospectBody, quizBody } from '#src/features/profession-quiz/contract';
import { myLatestQuiz, saveCandidateQuiz, saveProspect, scoreQuiz } from './results';
import { pruneProspectsNow } from './retention';

/** The quiz router. */
export function quizRouter() {
  const router = new Hono<BackendEnv>();

  /** Public: `{ language, answers }` (all 36) → the result (`QuizResult`); nothing stored. */
  router.post('/score', limitPublicCalls('quiz'), async (c) => c.json(await scoreQuiz(c.var.db, await readJson(c, quizBody))));

  /** Public: a prospect's finished quiz with name, e-mail and/or phone and consent → 201 with the result. */
  router.post('/prospects', limitPublicCalls('quiz'), async (c) => {
    const body = await readJson(c, prospectBody);
    await pruneProspectsNow(c.var.db); // the retention clean-up, at most hourly (retention.ts)
    return c.json(await saveProspect(c.var.db, body), 201);
  });

  /** Candidate: saves their finished quiz → 201 `SavedQuiz`. */
  router.post('/results', requireCaller('User'), async (c) => c.json(await saveCandidateQuiz(c.var.db, c.var.caller, await readJson(c, quizBody)), 201));

  /** Candidate: their newest saved quiz, or null. */
  router.get('/results/mine', requireCaller('User'), async (c) => c.json(await myLatestQuiz(c.var.db, c.var.caller)));

  return router;
}
