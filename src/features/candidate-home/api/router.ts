/**
 * `GET /api/candidate/home` (docs/api.md "Candidate home"): what the candidate's home page shows, in one call —
 * the first page of unread messages, the assigned tests, the PATs, the educations and the newest beroepen-quiz
 * result, each from the service of its own call (contract.ts names them), so both answers stay the same. The
 * candidate's preferred language (the PATs' and educations' module titles) is read once for both.
 *
 * One call instead of five: a page's API calls run in the page's request, and each costs a caller check and a
 * request of its own (docs/decisions/047-signed-in-page-time.md). Candidates only (role User); every
 * other role 401. Only the caller's own records are read.
 */
import { Hono } from 'hono';
import { educationsOf } from '#src/features/educations/api/candidate';
import { inbox } from '#src/features/mailbox/api/messages';
import { myPats } from '#src/features/pat/api/candidate';
import { myLatestQuiz } from '#src/features/profession-quiz/api/results';
import { candidateProfile } from '#src/features/profession-test/api/candidate-profiles';
import { myTests } from '#src/features/profession-test/api/candidate-views';
import { DEFAULT_LANGUAGE } from '#src/lib/i18n/locales';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv } from '#src/server/context';
import type { CandidateHome } from '../contract';

/** The router of `/api/candidate` (src/backend/app.ts): `GET /home` for role User, `CandidateHome` (contract.ts). */
export function candidateHomeRouter() {
  const router = new Hono<BackendEnv>();
  router.get('/home', requireCaller('User'), async (c) => {
    const { db, caller } = c.var;
    // The module titles of PATs and educations are in the candidate's preferred language: read once for both.
    const language = candidateProfile(db, caller.id).then((p) => p.preferredLanguage ?? DEFAULT_LANGUAGE);
    const [unread, tests, pats, educations, quiz] = await Promise.all([
      inbox(db, caller, { page: 1, unreadOnly: true }),
      myTests(db, caller),
      language.then((l) => myPats(db, caller, l)),
      language.then((l) => educationsOf(db, caller.id, l)),
      myLatestQuiz(db, caller),
    ]);
    return c.json({ unread, tests, pats, educations, quiz } satisfies CandidateHome);
  });
  return router;
}
