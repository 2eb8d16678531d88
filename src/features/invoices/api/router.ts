/**
 * `/api/invoice` (docs/api.md "Invoice"): list, read, download as PDF or UBL 2.1 XML, mark paid, credit, mail again. Thin: each
 * handler reads its input, calls invoices.ts or the documents, answers. Admin and Coordinator see and manage every
 * invoice; a contact person reads and downloads their own organisation's; everyone else none (decision 003:
 * others' invoices and unknown ids are 404).
 *
 * @example
 *   app.route('/api/invoice', invoiceRouter({ outbox }));
 */
import { Hono } from 'hono';
import { invoiceListQuery } from '#src/features/invoices/contract';
import { STAFF } from '#src/lib/roles';
import { requireCaller } from '#src/server/auth/caller';
import { idempotent } from '#src/server/idempotency';
import type { BackendEnv } from '#src/server/context';
import type { MailOutbox } from '#src/server/mail/outbox';
import { readQuery } from '#src/server/validation';
import { invoiceFileName, invoicePdfFile, invoiceUblFile } from './files';
import { creditInvoice, invoiceDocument, listInvoices, markPaid, readInvoice, sendInvoice } from './invoices';


/**
 * The `/api/invoice` router.
 * @param deps.outbox takes the mail of a credit note, in the transaction that makes it, and of an invoice mailed
 *   again (mailing.ts; decision 053).
 */
export function invoiceRouter(deps: { outbox: MailOutbox }) {
  const router = new Hono<BackendEnv>();
  const staff = requireCaller(...STAFF);
  const readers = requireCaller(...STAFF, 'ContactPerson');

  /** Staff all, a contact person their organisation's. A page, newest first; `q`, `state`, `organizationId`, `licenceId`. */
  router.get('/', readers, async (c) => c.json(await listInvoices(c.var.db, c.var.caller, readQuery(c, invoiceListQuery))));

  /** The invoice as sent, with totals and its sent log; 404 for one the caller may not see. */
  router.get('/:id', readers, async (c) => c.json(await readInvoice(c.var.db, c.var.caller, c.req.param('id'))));

  /** `application/pdf` attachment (tagged PDF, Typst). */
  router.get('/:id/pdf', readers, async (c) => {
    const doc = await invoiceDocument(c.var.db, c.var.caller, c.req.param('id'));
    const pdf = await invoicePdfFile(doc);
    return c.body(pdf.slice().buffer, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${invoiceFileName(doc.kind, doc.number, 'pdf')}"`,
      'cache-control': 'private, no-store',
    });
  });

  /** `application/xml` attachment: UBL 2.1 Invoice or CreditNote following EN 16931. */
  router.get('/:id/ubl', readers, async (c) => {
    const doc = await invoiceDocument(c.var.db, c.var.caller, c.req.param('id'));
    return c.body(await invoiceUblFile(doc), 200, {
      'content-type': 'application/xml; charset=utf-8',
      'content-disposition': `attachment; filename="${invoiceFileName(doc.kind, doc.number, 'xml')}"`,
      'cache-control': 'private, no-store',
    });
  });

  /** Staff. 200 the invoice, now paid; 409 already paid, credited or a credit note. */
  router.post('/:id/pay', staff, async (c) => c.json(await markPaid(c.var.db, c.var.caller, c.req.param('id'))));

  /** Staff. 201 `{ id, number }` of the credit note; 409 already credited or a credit note. */
  router.post('/:id/credit', staff, idempotent(), async (c) => c.json(await creditInvoice(c.var.db, deps.outbox, c.var.caller, c.req.param('id')), 201));

  /**
   * Staff. 200 `{ recipients, mailings }`: the invoice or credit note mailed again (PDF and UBL) to the current
   * invoice address or the active contact persons; 409 when the organisation has neither. With an Idempotency-Key a
   * form sent twice mails once (decision 039).
   */
  router.post('/:id/send', staff, idempotent(), async (c) => c.json(await sendInvoice(c.var.db, deps.outbox, c.var.caller, c.req.param('id'))));

  return router;
}
