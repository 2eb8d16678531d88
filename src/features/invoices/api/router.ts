/**
 * `/api/invoice` (docs/api.md "Invoice"): list, read, download as PDF or UBL 2.1 XML, mark paid, credit. Thin: each
 * handler reads its input, calls invoices.ts or the documents, answers. Admin and Coordinator see and manage every
 * invoice; a contact person reads and downloads their own organisation's; everyone else none (decision 003:
 * others' invoices and unknown ids are 404).
 *
 * @example
 *   app.route('/api/invoice', invoiceRouter());
 */
import { Hono } from 'hono';
import { invoiceListQuery } from '#src/features/invoices/contract';
import { STAFF } from '#src/lib/roles';
import { requireCaller } from '#src/server/auth/caller';
import { idempotent } from '#src/server/idempotency';
import type { BackendEnv } from '#src/server/context';
import { readQuery } from '#src/server/validation';
import { renderInvoicePdf } from '#src/features/invoices/documents/pdf.server';
import { invoiceUbl } from '#src/features/invoices/documents/ubl';
import { apiError } from '#src/server/errors';
import { TypstRenderError } from '#src/server/typst/renderer.server';
import { creditInvoice, INVOICE_TITLES, invoiceDocument, listInvoices, markPaid, readInvoice } from './invoices';

/** The file name of an invoice download: `factuur-2026-0001.pdf`, `creditnota-2026-0002.xml`. */
export function invoiceFileName(kind: 'invoice' | 'credit-note', number: string, extension: 'pdf' | 'xml'): string {
  return `${kind === 'invoice' ? 'factuur' : 'creditnota'}-${number}.${extension}`;
}

/**
 * The file `make` renders. A document the renderers refuse (an old invoice without the buyer's address; see
 * documents/validate.ts) is the data's fault, not the server's: 409 with a Dutch title instead of 500. A PDF that the
 * Typst process did not finish (too slow, or the process ended; src/server/typst/renderer.server.ts) is the server's:
 * 500 with a Dutch title that says to try again.
 */
async function fromDocument<T>(make: () => T | Promise<T>): Promise<T> {
  try {
    return await make();
  } catch (error) {
    if (error instanceof TypstRenderError && error.failure !== 'typst') throw apiError(500, INVOICE_TITLES.pdfFailed, error);
    throw apiError(409, INVOICE_TITLES.incomplete, error);
  }
}

/** The `/api/invoice` router. */
export function invoiceRouter() {
  const router = new Hono<BackendEnv>();
  const staff = requireCaller(...STAFF);
  const readers = requireCaller(...STAFF, 'ContactPerson');

  /** Staff all, a contact person their organisation's. A page, newest first; `q`, `state`, `organizationId`, `licenceId`. */
  router.get('/', readers, async (c) => c.json(await listInvoices(c.var.db, c.var.caller, readQuery(c, invoiceListQuery))));

  /** The invoice as sent, with totals; 404 for one the caller may not see. */
  router.get('/:id', readers, async (c) => c.json(await readInvoice(c.var.db, c.var.caller, c.req.param('id'))));

  /** `application/pdf` attachment (tagged PDF, Typst). */
  router.get('/:id/pdf', readers, async (c) => {
    const doc = await invoiceDocument(c.var.db, c.var.caller, c.req.param('id'));
    const pdf = await fromDocument(() => renderInvoicePdf(doc));
    return c.body(pdf.slice().buffer, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${invoiceFileName(doc.kind, doc.number, 'pdf')}"`,
      'cache-control': 'private, no-store',
    });
  });

  /** `application/xml` attachment: UBL 2.1 Invoice or CreditNote following EN 16931. */
  router.get('/:id/ubl', readers, async (c) => {
    const doc = await invoiceDocument(c.var.db, c.var.caller, c.req.param('id'));
    return c.body(await fromDocument(() => invoiceUbl(doc)), 200, {
      'content-type': 'application/xml; charset=utf-8',
      'content-disposition': `attachment; filename="${invoiceFileName(doc.kind, doc.number, 'xml')}"`,
      'cache-control': 'private, no-store',
    });
  });

  /** Staff. 200 the invoice, now paid; 409 already paid, credited or a credit note. */
  router.post('/:id/pay', staff, async (c) => c.json(await markPaid(c.var.db, c.var.caller, c.req.param('id'))));

  /** Staff. 201 `{ id, number }` of the credit note; 409 already credited or a credit note. */
  router.post('/:id/credit', staff, idempotent(), async (c) => c.json(await creditInvoice(c.var.db, c.var.caller, c.req.param('id')), 201));

  return router;
}
