/**
 * `limitPublicCalls()`: a per-client-IP limit for the public account endpoints that need no session
 * (ForgotPassword, ResetPassword, ConfirmEmailAndPassword, and any later one such as account setup): at most
 * PUBLIC_IP_LIMIT calls per IP in 15 minutes, counted in the shared `auth_throttle` table (features/accounts/api/throttle.ts)
 * so every instance agrees. Over the limit → 429 `{ title }` with `Retry-After` (OWASP ASVS 2.2.1, 11.1.4).
 * Sign-in has its own rules (features/accounts/api/sign-in.ts).
 *
 * @example
 *   router.post('/ForgotPassword', limitPublicCalls(), async (c) => …);
 */
import { createMiddleware } from 'hono/factory';
import { config } from '#src/config.server';
import type { BackendEnv } from '#src/server/context';
import { apiError, retryAfter } from '#src/server/errors';
import { waitText } from '#src/features/accounts/api/sign-in';
import { countEvent, publicKey, quizKey } from '#src/features/accounts/api/throttle';

/** The 429 title, with the wait in Dutch ("over 12 minuten"). */
export const publicLimitTitle = (seconds: number) =>
  `Te veel aanvragen vanaf dit netwerk. Probeer het ${waitText(seconds)} opnieuw.`;

/**
 * Makes the middleware (see the module comment). `counter` 'quiz' counts the public beroepen-quiz on a counter of its
 * own against QUIZ_IP_LIMIT: a room of visitors on one network at an information day must not use up the address's
 * password and activation calls, nor the other way round (docs/decisions/036-profession-quiz.md).
 * @throws apiError 429 over the limit.
 */
export function limitPublicCalls(counter: 'account' | 'quiz' = 'account') {
  return createMiddleware<BackendEnv>(async function limitPublicCallsMiddleware(c, next) {
    const key = counter === 'quiz' ? quizKey(c.var.clientIp) : publicKey(c.var.clientIp);
    const { count, windowSecondsLeft } = await countEvent(c.var.db, key);
    if (count > (counter === 'quiz' ? config().QUIZ_IP_LIMIT : config().PUBLIC_IP_LIMIT)) {
      throw apiError(429, publicLimitTitle(windowSecondsLeft), undefined, retryAfter(windowSecondsLeft));
    }
    await next();
  });
}
