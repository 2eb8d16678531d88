/**
 * Posting the staff's invoice actions from a page without JavaScript (docs/api.md "Invoice"): the confirmation
 * step's form posts `action` = `pay:{invoiceId}` or `credit:{invoiceId}` (src/components/ConfirmActions.astro);
 * the page reads it with `invoiceActionOf` and calls `runInvoiceAction`, which posts with src/components/forms.ts
 * `sendShowingTitle` (a 404 or 409 shows the API's own Dutch title). Client-safe: the API is passed in.
 *
 * A root module of the feature, so other features may use it: the licence page posts the same actions for the
 * licence's invoices (features/licences/components/licence-actions.ts).
 */
import { sendShowingTitle, type Submitted } from '#src/components/forms';
import type { $Fetch } from 'ofetch';

/** A posted invoice action. */
export interface InvoiceAction {
  kind: 'pay' | 'credit';
  invoiceId: string;
}

/** The invoice action of a posted `action` value ('pay:{id}', 'credit:{id}'), or null for any other value. */
export function invoiceActionOf(action: string): InvoiceAction | null {
  const match = /^(pay|credit):([0-9a-f-]{36})$/i.exec(action);
  return match ? { kind: match[1] as InvoiceAction['kind'], invoiceId: match[2]! } : null;
}

/**
 * Calls `POST /api/invoice/{id}/pay` or `…/credit` for a posted action.
 * @param next where to go after success, given 'betaald' or 'gecrediteerd' (the page's notice key).
 * @param headers the posted form's `Idempotency-Key` (forms.ts `keyHeaders`): a credit form sent twice makes one
 *   credit note (docs/decisions/039-idempotent-creates.md).
 */
export function runInvoiceAction(
  api: $Fetch,
  action: InvoiceAction,
  next: (done: 'betaald' | 'gecrediteerd') => string,
  headers: Record<string, string> = {},
): Promise<Submitted> {
  const path = `/api/invoice/${encodeURIComponent(action.invoiceId)}/${action.kind}`;
  return sendShowingTitle(() => api(path, { method: 'POST', headers }), next(action.kind === 'pay' ? 'betaald' : 'gecrediteerd'));
}
