/**
 * The files of an invoice or credit note: the PDF (documents/pdf.server.ts) and the UBL 2.1 XML (documents/ubl.ts),
 * with their file names. The downloads (`GET /api/invoice/{id}/pdf` and `/ubl`, router.ts) and the mails
 * (mailing.ts) both make them here from the same document, so a mailed attachment is the file the download serves.
 */
import { renderInvoicePdf } from '#src/features/invoices/documents/pdf.server';
import type { InvoiceDocument } from '#src/features/invoices/documents/types';
import { invoiceUbl } from '#src/features/invoices/documents/ubl';
import { apiError } from '#src/server/errors';
import type { MailAttachment } from '#src/server/mail/mailer';
import { TypstRenderError } from '#src/server/typst/renderer.server';
import { INVOICE_TITLES } from './titles';

/** The file name of an invoice download or attachment: `factuur-2026-0001.pdf`, `creditnota-2026-0002.xml`. */
export function invoiceFileName(kind: 'invoice' | 'credit-note', number: string, extension: 'pdf' | 'xml'): string {
  return `${kind === 'invoice' ? 'factuur' : 'creditnota'}-${number}.${extension}`;
}

/**
 * The file `make` renders. A document the renderers refuse (an old invoice without the buyer's address; see
 * documents/validate.ts) is the data's fault, not the server's: 409 with a Dutch title instead of 500. A PDF that the
 * Typst process did not finish (too slow, or the process ended; src/server/typst/renderer.server.ts) is the server's:
 * 500 with a Dutch title that says to try again.
 */
export async function fromDocument<T>(make: () => T | Promise<T>): Promise<T> {
  try {
    return await make();
  } catch (error) {
    if (error instanceof TypstRenderError && error.failure !== 'typst') throw apiError(500, INVOICE_TITLES.pdfFailed, error);
    throw apiError(409, INVOICE_TITLES.incomplete, error);
  }
}

/** The PDF of `doc` (`%PDF…` bytes). @throws apiError 409/500 as `fromDocument`. */
export function invoicePdfFile(doc: InvoiceDocument): Promise<Uint8Array> {
  return fromDocument(() => renderInvoicePdf(doc));
}

/** The UBL 2.1 XML of `doc` (an `Invoice` or a `CreditNote`). @throws apiError 409 as `fromDocument`. */
export function invoiceUblFile(doc: InvoiceDocument): Promise<string> {
  return fromDocument(() => invoiceUbl(doc));
}

/**
 * Both files of `doc` as mail attachments, in this order: the PDF (`application/pdf`) and the UBL XML
 * (`application/xml`), named as the downloads are (`invoiceFileName`).
 * @throws apiError 409/500 as `fromDocument`.
 */
export async function invoiceAttachments(doc: InvoiceDocument): Promise<MailAttachment[]> {
  const [pdf, xml] = await Promise.all([invoicePdfFile(doc), invoiceUblFile(doc)]);
  return [
    { filename: invoiceFileName(doc.kind, doc.number, 'pdf'), contentType: 'application/pdf', content: pdf },
    { filename: invoiceFileName(doc.kind, doc.number, 'xml'), contentType: 'application/xml', content: new TextEncoder().encode(xml) },
  ];
}
