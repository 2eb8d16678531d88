/**
 * `/api/licence` (docs/api.md "Licence"; spec §2 /cp/license…, /contactperson/licences) and the public
 * `POST /api/user/ConfirmCandidateAccount` (spec §7). Thin: each handler reads its input, calls licences.ts,
 * seats.ts or account-setup.ts, answers. Admin and Coordinator manage licences and seats; a contact person reads
 * their own organisation's licences (list and one); everyone else gets no licence (decision 003: other
 * organisations' licences and unknown ids are 404).
 *
 * @example
 *   app.route('/api/licence', licenceRouter({ outbox }));
 *   app.route('/api/user', accountSetupRouter({ outbox, expireUnconfirmedAccount }));
 */
import { Hono } from 'hono';
import { config } from '#src/config.server';
import type { TitleAnswer } from '#src/lib/contract';
import { errorLogLine } from '#src/server/errors';
import type { MailOutbox } from '#src/server/mail/outbox';
import { confirmCandidateBody, licenceBody, licenceChangeBody, licenceListQuery, seatBody } from '#src/features/licences/contract';
import { STAFF } from '#src/lib/roles';
import { limitPublicCalls } from '#src/features/accounts/api/public-limit';
import { requireCaller } from '#src/server/auth/caller';
import { idempotent } from '#src/server/idempotency';
import type { BackendEnv } from '#src/server/context';
import { readJson, readQuery } from '#src/server/validation';
import { finishCandidateSetup, SETUP_TITLES, startCandidateSetup, type ExpireUnconfirmedAccount } from './account-setup';
import { changeLicence, createLicence, giveSeat, handBackSeat, listLicences, moveSeatTo, readLicence, revokeLicence, visibleLicence } from './licences';

/**
 * The `/api/licence` router.
 * @param deps.outbox takes the mail of the invoice a purchase or extension makes, in its transaction
 *   (features/invoices/api/mailing.ts; docs/decisions/053-invoice-mail.md).
 */
export function licenceRouter(deps: { outbox: MailOutbox }) {
  const router = new Hono<BackendEnv>();
  const staff = requireCaller(...STAFF);
  const readers = requireCaller(...STAFF, 'ContactPerson');

  /** Staff all, a contact person their organisation's. A page of licences, newest first; `q`, `state`, `organizationId`, `product`. */
  router.get('/', readers, async (c) => c.json(await listLicences(c.var.db, c.var.caller, readQuery(c, licenceListQuery))));

  /** Staff any, a contact person their organisation's. The licence with its seat ledger and invoices; 404 otherwise. */
  router.get('/:id', readers, async (c) => c.json(await readLicence(c.var.db, c.var.caller, c.req.param('id'))));

  /** Staff. 201 `{ id, code, invoiceId }`; 400 naming the field. */
  router.post('/', staff, idempotent(), async (c) => c.json(await createLicence(c.var.db, deps.outbox, c.var.caller, await readJson(c, licenceBody)), 201));

  /** Staff. 200 `{ id, invoiceId }`; 400 naming the field or below the seats in use; 404; 409 revoked. */
  router.put('/:id', staff, idempotent(), async (c) => {
    const id = c.req.param('id');
    await visibleLicence(c.var.db, c.var.caller, id); // an unknown id is 404, whatever the body
    return c.json(await changeLicence(c.var.db, deps.outbox, c.var.caller, id, await readJson(c, licenceChangeBody)));
  });

  /** Staff. 200 the licence; 404; 409 already revoked. */
  router.post('/:id/revoke', staff, async (c) => c.json(await revokeLicence(c.var.db, c.var.caller, c.req.param('id'))));

  /** Staff. `{ candidateId }` → 201 `{ seatId, licenceId }`; 404 for a candidate of another organisation; 409 full. */
  router.post('/:id/seat', staff, async (c) => {
    const { candidateId } = await readJson(c, seatBody);
    return c.json(await giveSeat(c.var.db, c.var.caller, c.req.param('id'), candidateId), 201);
  });

  /** Staff. 200 the licence; the holder keeps their results; 404 for an unknown or closed seat. */
  router.post('/:id/seat/:seatId/release', staff, async (c) =>
    c.json(await handBackSeat(c.var.db, c.var.caller, c.req.param('id'), c.req.param('seatId'))),
  );

  /** Staff. `{ candidateId }` → 201 `{ seatId, licenceId }` of the new holder. */
  router.post('/:id/seat/:seatId/move', staff, async (c) => {
    const { candidateId } = await readJson(c, seatBody);
    return c.json(await moveSeatTo(c.var.db, c.var.caller, c.req.param('id'), c.req.param('seatId'), candidateId), 201);
  });

  return router;
}

/**
 * `POST /api/user/ConfirmCandidateAccount`: public and per-IP limited. The code's checks answer (400, 409, 429);
 * then 202 `{ title }`, the same for every address, and the account or the mail to a known address follows after
 * the answer (account-setup.ts; docs/decisions/038-unconfirmed-account-setup.md).
 * @param deps.outbox takes the confirmation link or the mail to a known address (server/mail/outbox.ts).
 * @param deps.expireUnconfirmedAccount erases a setup left behind (account-setup.ts `ExpireUnconfirmedAccount`;
 *   src/backend/app.ts passes privacy/api/setup-holds.ts's).
 */
export function accountSetupRouter(deps: { outbox: MailOutbox; expireUnconfirmedAccount: ExpireUnconfirmedAccount }) {
  const router = new Hono<BackendEnv>();
  router.post('/ConfirmCandidateAccount', limitPublicCalls(), async (c) => {
    const body = await readJson(c, confirmCandidateBody);
    const started = await startCandidateSetup(c.var.db, body, c.var.clientIp);
    finishCandidateSetup(c.var.db, deps.outbox, started, deps.expireUnconfirmedAccount).catch((error: unknown) =>
      console.error(errorLogLine('account-setup-failed', error, c.req.header('x-request-id'))),
    );
    return c.json({ title: SETUP_TITLES.sent(config().SETUP_HOLD_HOURS) } satisfies TitleAnswer, 202);
  });
  return router;
}
