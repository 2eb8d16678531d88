/**
 * What staff post on /cp/license/{id} and what the page says afterwards (Post/Redirect/Get, works without
 * JavaScript). Every form posts `action`: `give` (a seat to a candidate), `change`, `revoke`, `release:{seatId}`,
 * `move:{seatId}` (with `candidateId`), or an invoice's `pay:{invoiceId}` / `credit:{invoiceId}` / `send:{invoiceId}`
 * (invoices/actions.ts). After success the page redirects to itself with `?klaar={key}` and the
 * section's fragment; `licenceNotice` turns that key into the Dutch notice and the section it belongs in. Pure.
 */
import { invoiceActionOf, type InvoiceAction } from '#src/features/invoices/actions';
import { invoiceTable } from '#src/features/invoices/strings';
import { licenceDetail as t } from '#src/features/licences/strings';

/** A posted action of the licence page. */
export type LicenceAction = { kind: 'give' | 'change' | 'revoke' } | { kind: 'release' | 'move'; seatId: string } | InvoiceAction;

/** The sections of the page a notice or error belongs to (their ids, also the fragments). */
export type LicenceSection = 'plaatsen' | 'wijzigen' | 'facturen' | 'intrekken' | 'top';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The action of a posted `action` value, or null for anything else (then nothing is called). */
export function licenceActionOf(value: string): LicenceAction | null {
  if (value === 'give' || value === 'change' || value === 'revoke') return { kind: value };
  const seat = new RegExp(`^(release|move):(${UUID})$`, 'i').exec(value);
  if (seat) return { kind: seat[1] as 'release' | 'move', seatId: seat[2]! };
  return invoiceActionOf(value);
}

/** The `klaar` keys of the redirects after success, with their section and text. */
export const DONE: Record<string, { section: LicenceSection; text: string }> = {
  plaats: { section: 'plaatsen', text: t.given },
  teruggegeven: { section: 'plaatsen', text: t.handedBack },
  verplaatst: { section: 'plaatsen', text: t.moved },
  gewijzigd: { section: 'wijzigen', text: t.changed },
  'gewijzigd-factuur': { section: 'facturen', text: t.changedWithInvoice },
  ingetrokken: { section: 'top', text: t.revoked },
  betaald: { section: 'facturen', text: invoiceTable.paid },
  gecrediteerd: { section: 'facturen', text: invoiceTable.credited },
  gemaild: { section: 'facturen', text: invoiceTable.resent },
};

/** The page's own address after a successful action: `?klaar={key}#{section}` (a section 'top' has no fragment). */
export function doneUrl(pagePath: string, key: keyof typeof DONE): string {
  const section = DONE[key]!.section;
  return `${pagePath}?klaar=${encodeURIComponent(key)}${section === 'top' ? '' : `#${section}`}`;
}

/**
 * The success notice for the page's URL: after creating (`?aangemaakt=1`, `&factuur=1` when an invoice was made)
 * or after an action (`?klaar=`); null otherwise, and while a confirmation step is asked (`?bevestig=`).
 */
export function licenceNotice(params: URLSearchParams): { section: LicenceSection; text: string } | null {
  if (params.has('bevestig')) return null;
  if (params.get('aangemaakt') === '1') return { section: 'top', text: params.get('factuur') === '1' ? t.createdWithInvoice : t.created };
  const key = params.get('klaar') ?? '';
  return Object.hasOwn(DONE, key) ? DONE[key]! : null;
}
