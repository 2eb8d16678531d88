/**
 * Posting the staff's invoice actions from a page without JavaScript (docs/api.md "Invoice"): the confirmation
 * step's form posts `action` = `pay:{invoiceId}`, `credit:{invoiceId}` or `send:{invoiceId}` (mail again;
 * src/components/ConfirmActions.astro);
 * the page reads it with `invoiceActionOf` and calls `runInvoiceAction`, which posts with src/components/forms.ts
 * `sendShowingTitle` (a 404 or 409 shows the API's own Dutch title). Client-safe: the API is passed in.
 *
 * A root module of the feature, so other features may use it: the licence page posts the same actions for the
 * licence's invoices (features/licences/components/licence-actions.ts).
 */
import { sendShowingTitle, type Submitted } from '#src/components/forms';
import { invoiceTable } from '#src/features/invoices/strings';
import type { $Fetch } from 'ofetch';

/** A posted invoice action. */
export interface InvoiceAction {
  kind: 'pay' | 'credit' | 'send';
  invoiceId: string;
}

/** The invoice action of a posted `action` value ('pay:{id}', 'credit:{id}', 'send:{id}'), or null for any other value. */
export function invoiceActionOf(action: string): InvoiceAction | null {
  const match = /^(pay|credit|send):([0-9a-f-]{36})$/i.exec(action);
  return match ? { kind: match[1] as InvoiceAction['kind'], invoiceId: match[2]! } : null;
}

/** The page's notice key after each action succeeded. */
export const INVOICE_DONE_KEYS = { pay: 'betaald', credit: 'gecrediteerd', send: 'gemaild' } as const;
export type InvoiceDoneKey = (typeof INVOICE_DONE_KEYS)[InvoiceAction['kind']];

/** The success notice of a notice key ('betaald', 'gecrediteerd', 'gemaild'), or '' for any other value. */
export function invoiceDoneText(key: string | null): string {
  const texts: Record<InvoiceDoneKey, string> = { betaald: invoiceTable.paid, gecrediteerd: invoiceTable.credited, gemaild: invoiceTable.resent };
  return key !== null && Object.hasOwn(texts, key) ? texts[key as InvoiceDoneKey] : '';
}

/**
 * Calls `POST /api/invoice/{id}/pay`, `…/credit` or `…/send` for a posted action.
 * @param next where to go after success, given 'betaald', 'gecrediteerd' or 'gemaild' (the page's notice key).
 * @param headers the posted form's `Idempotency-Key` (forms.ts `keyHeaders`): a credit or mail form sent twice makes
 *   one credit note or one mail (docs/decisions/039-idempotent-creates.md).
 */
export function runInvoiceAction(api: $Fetch, action: InvoiceAction, next: (done: InvoiceDoneKey) => string, headers: Record<string, string> = {}): Promise<Submitted> {
  const path = `/api/invoice/${encodeURIComponent(action.invoiceId)}/${action.kind}`;
  return sendShowingTitle(() => api(path, { method: 'POST', headers }), next(INVOICE_DONE_KEYS[action.kind]));
}
