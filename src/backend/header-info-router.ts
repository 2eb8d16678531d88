/**
 * `GET /api/user/headerinfo` (docs/api.md, "User"; spec §3): what the header of every page shows the caller. It
 * combines the mailbox's unread notifications with a candidate's profile (profession-test: preferred language and
 * read-aloud), so it is composed here rather than in accounts, which both of those features build on
 * (docs/decisions/017-feature-folders.md). src/backend/app.ts mounts it on `/api/user` between the accounts feature's
 * `signInRouter` and `userRouter`.
 *
 * @example
 *   app.route('/api/user', inOrder(signInRouter(deps), headerInfoRouter(), userRouter(deps)));
 */
import { Hono } from 'hono';
import { manualUrlFor } from '#src/config.server';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv } from '#src/server/context';
import { DEFAULT_LANGUAGE } from '#src/lib/i18n/locales';
import type { HeaderInfo } from '#src/features/mailbox/contract';
import { unreadNotifications } from '#src/features/mailbox/api/notifications';
import { candidateProfile } from '#src/features/profession-test/api/candidate-profiles';

/** The router holding `GET /headerinfo`, for the `/api/user` prefix. */
export function headerInfoRouter() {
  const router = new Hono<BackendEnv>();

  /**
   * Signed in. `{ notifications, manualUrl, language, readAloud }` (spec §3; `language`, the interface language, is
   * the candidate's preferred language or 'nl'; `readAloud` a candidate's read-aloud accommodation, null for other
   * roles; docs/api.md).
   */
  router.get('/headerinfo', requireCaller(), async (c) => {
    const { id, role } = c.var.caller;
    const [notifications, profile] = await Promise.all([
      unreadNotifications(c.var.db, c.var.caller),
      role === 'User' ? candidateProfile(c.var.db, id) : null,
    ]);
    return c.json({
      notifications,
      manualUrl: manualUrlFor(profile?.preferredLanguage ?? DEFAULT_LANGUAGE),
      language: profile?.preferredLanguage ?? DEFAULT_LANGUAGE,
      readAloud: profile ? profile.readAloud : null,
    } satisfies HeaderInfo);
  });

  return router;
}
