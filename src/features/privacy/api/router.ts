/**
 * The privacy calls (AVG; spec §7: `GET /api/user/DownloadCandidateData`, `DELETE /api/user/deleteUser`),
 * mounted at /api/user beside the accounts router (src/backend/app.ts). Thin: read the query, call the service,
 * answer. Rules and statuses: export.ts and erase.ts; docs/api.md, "Privacy".
 */
import { Hono } from 'hono';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv } from '#src/server/context';
import { readQuery } from '#src/server/validation';
import { EXPORT_MEDIA_TYPE, personQuery, type ErasureAnswer } from '#src/features/privacy/contract';
import { PRIVACY_TITLES } from '#src/features/privacy/strings';
import { candidateExport } from './export';
import { erasePerson } from './erase';

/**
 * Router mounted at /api/user (app.ts).
 * - GET /DownloadCandidateData?userId= — User (their own), Admin, Coordinator (any candidate) → 200 ZIP
 *   (`Content-Disposition: attachment`); 400 staff without `userId`; 404 not a candidate of theirs; others 401.
 * - DELETE /deleteUser?userId= — Admin, Coordinator → 200 `{ title }`; 400 without `userId` or for oneself;
 *   404 a person they may not erase, erased or unknown; others 401.
 */
export function privacyRouter() {
  const router = new Hono<BackendEnv>();

  router.get('/DownloadCandidateData', requireCaller('User', 'Admin', 'Coordinator'), async (c) => {
    const { userId } = readQuery(c, personQuery);
    const { zip, filename } = await candidateExport(c.var.db, c.var.caller, userId);
    return c.body(zip as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': EXPORT_MEDIA_TYPE,
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    });
  });

  router.delete('/deleteUser', requireCaller('Admin', 'Coordinator'), async (c) => {
    const { userId } = readQuery(c, personQuery);
    const { name } = await erasePerson(c.var.db, c.var.caller, userId);
    return c.json({ title: PRIVACY_TITLES.erased(name) } satisfies ErasureAnswer);
  });

  return router;
}
