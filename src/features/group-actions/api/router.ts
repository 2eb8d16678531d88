/**
 * The group action calls (docs/api.md "Group actions"), mounted at /api/group-actions (src/backend/app.ts). Thin: check
 * the action, read the body, call the service (group-actions.ts).
 */
import { Hono } from 'hono';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv } from '#src/server/context';
import { apiError } from '#src/server/errors';
import { idempotent } from '#src/server/idempotency';
import { readJson } from '#src/server/validation';
import { groupActionParam, groupApplyBody, groupPreviewBody, type GroupAction, type GroupResult } from '#src/features/group-actions/contract';
import { groupActions as t } from '#src/features/group-actions/strings';
import { applyGroup, previewGroup } from './group-actions';

/** The path's action. @throws apiError 404 for an action that does not exist. */
function actionOf(value: string): GroupAction {
  const parsed = groupActionParam.safeParse(value);
  if (!parsed.success) throw apiError(404, t.unknownAction);
  return parsed.data;
}

/**
 * Router mounted at /api/group-actions (app.ts). Admin and Coordinator; others 401.
 * - POST /{action}/preview — body `{ candidateIds, targetId? }` → 200 GroupResult (nothing changes); 400 bad body or
 *   no target; 404 unknown action, target or candidate.
 * - POST /{action} — body `{ candidateIds, targetId?, expected }` → 200 GroupResult (one transaction); 400 / 404 as
 *   the preview; 409 when the outcome differs from `expected` (nothing saved). Takes an `Idempotency-Key`.
 */
export function groupActionRouter() {
  const router = new Hono<BackendEnv>();
  const staff = requireCaller('Admin', 'Coordinator');

  router.post('/:action/preview', staff, async (c) => {
    const action = actionOf(c.req.param('action'));
    const body = await readJson(c, groupPreviewBody);
    return c.json((await previewGroup(c.var.db, c.var.outbox, c.var.caller, action, body)) satisfies GroupResult);
  });

  router.post('/:action', staff, idempotent(), async (c) => {
    const action = actionOf(c.req.param('action'));
    const body = await readJson(c, groupApplyBody);
    return c.json((await applyGroup(c.var.db, c.var.outbox, c.var.caller, action, body)) satisfies GroupResult);
  });

  return router;
}
