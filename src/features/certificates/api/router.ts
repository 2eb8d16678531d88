/**
 * `/api/certificates` (docs/api.md "Certificates"; docs/decisions/058-certificates.md): thin handlers over
 * certificates.ts and credential.ts.
 * - Public, no session: the issuer's DID document, the status list, and the check of one certificate by its code
 *   (limited per client address: accounts/api/public-limit.ts, counter 'certificate').
 * - Staff, the candidate and their organisation's contact person: lists, one certificate, its PDF and its credential.
 * - Staff: withdrawing one, with a reason.
 * The public paths come before `/:id`, which would otherwise take them.
 *
 * @example app.route('/api/certificates', certificateRouter());
 */
import { Hono } from 'hono';
import { STAFF } from '#src/lib/roles';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv } from '#src/server/context';
import { readJson, readQuery } from '#src/server/validation';
import { limitPublicCalls } from '#src/features/accounts/api/public-limit';
import { certificateListQuery, withdrawBody } from '#src/features/certificates/contract';
import { certificateCredential, certificatePdf, listCertificates, readCertificate, statusList, verifyCertificate, withdrawCertificate } from './certificates';
import { didDocument } from './credential';

/** The media type of a VC-JWT (W3C VC-JOSE-COSE §3.1.1; OB 3.0 §8.2). */
export const VC_JWT_TYPE = 'application/vc+jwt';

/** The `/api/certificates` router. */
export function certificateRouter() {
  const router = new Hono<BackendEnv>();
  const readers = requireCaller(...STAFF, 'ContactPerson', 'User');
  const staff = requireCaller(...STAFF);

  /** Public. The issuer's DID document (did:web): where a verifier finds the public key. */
  router.get('/issuer', async (c) => c.json(await didDocument(), 200, { 'cache-control': 'public, max-age=3600' }));

  /** Public. The status list credential: bit N is 1 when the certificate with status index N is withdrawn. */
  router.get('/status-list', async (c) => c.body(await statusList(c.var.db), 200, { 'content-type': VC_JWT_TYPE, 'cache-control': 'public, max-age=300' }));

  /** Public, limited per address. One certificate by its code, or 404. */
  router.get('/verify/:code', limitPublicCalls('certificate'), async (c) =>
    c.json(await verifyCertificate(c.var.db, c.req.param('code')), 200, { 'cache-control': 'no-store' }),
  );

  /** Readers. The certificates they may see (`candidateId`, `patId`, `educationId`). */
  router.get('/', readers, async (c) => c.json(await listCertificates(c.var.db, c.var.caller, readQuery(c, certificateListQuery))));

  /** Readers. One certificate. */
  router.get('/:id', readers, async (c) => c.json(await readCertificate(c.var.db, c.var.caller, c.req.param('id'))));

  /** Readers. The PDF, as an attachment. */
  router.get('/:id/pdf', readers, async (c) => {
    const { pdf, fileName } = await certificatePdf(c.var.db, c.var.caller, c.req.param('id'));
    return c.body(pdf.slice().buffer, 200, { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${fileName}"`, 'cache-control': 'private, no-store' });
  });

  /** Readers. The signed Open Badges 3.0 credential (VC-JWT), as an attachment. */
  router.get('/:id/credential', readers, async (c) => {
    const { jwt, fileName } = await certificateCredential(c.var.db, c.var.caller, c.req.param('id'));
    return c.body(jwt, 200, { 'content-type': VC_JWT_TYPE, 'content-disposition': `attachment; filename="${fileName}"`, 'cache-control': 'private, no-store' });
  });

  /** Staff. Withdraws the certificate with a reason; 409 when already withdrawn. */
  router.post('/:id/withdraw', staff, async (c) => {
    const { reason } = await readJson(c, withdrawBody);
    return c.json(await withdrawCertificate(c.var.db, c.var.caller, c.req.param('id'), reason));
  });

  return router;
}
