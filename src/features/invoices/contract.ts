/**
 * The invoices feature's calls (docs/api.md, "Invoice"): request schemas and answers, declared once for the
 * backend and the pages /contactperson/invoices, /cp/license/{id} and /cp/organization/{id}
 * (docs/decisions/017-feature-folders.md). Client-safe: zod and types only. Amounts are integer cents; days
 * `YYYY-MM-DD` (Europe/Amsterdam).
 */
import { z } from 'zod';
import { pageQuery, type Named } from '#src/lib/contract';
import type { InvoiceLineInput, InvoiceParty, InvoiceSeller } from '#src/features/invoices/documents/types';

/**
 * An invoice's state on a day (docs/domain.md "Invoice"): a credit note is 'credit-note'; an invoice a credit note
 * reversed is 'credited'; one marked paid is 'paid'; past its due date 'overdue'; else 'open'.
 */
export const INVOICE_STATES = ['open', 'paid', 'overdue', 'credited', 'credit-note'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** Dutch names of the states. */
export const INVOICE_STATE_LABELS: Record<InvoiceState, string> = {
  open: 'Open',
  paid: 'Betaald',
  overdue: 'Te laat',
  credited: 'Gecrediteerd',
  'credit-note': 'Creditnota',
};

/** Days between invoice date and due date. */
export const PAYMENT_TERM_DAYS = 30;

/** `GET /api/invoice` query: `q` (number or organisation name), `state`, `organizationId`, `licenceId`, `page`. */
export const invoiceListQuery = pageQuery.extend({
  q: z.string().max(100, 'De zoekterm is te lang.').optional(),
  state: z.enum(INVOICE_STATES, { message: 'Kies een bestaande status.' }).optional(),
  organizationId: z.uuid({ message: 'Kies een bestaande organisatie.' }).optional(),
  licenceId: z.uuid({ message: 'Kies een bestaande licentie.' }).optional(),
});

/**
 * Where a mail of an invoice is (docs/decisions/053-invoice-mail.md): 'waiting' until the mail server accepted it
 * (also while it is being tried again), 'sent' once accepted, 'failed' when every attempt failed (staff can send it
 * again at /cp/mail).
 */
export const INVOICE_MAIL_DELIVERIES = ['waiting', 'sent', 'failed'] as const;
export type InvoiceMailDelivery = (typeof INVOICE_MAIL_DELIVERIES)[number];

/**
 * One entry of an invoice's sent log (docs/api.md "Invoice"; decision 053): the invoice or credit note itself
 * (`kind` 'invoice' / 'credit-note', `step` 0), a payment reminder (`kind` 'reminder', `step` 1, 2, …) or the invoice
 * or credit note mailed again by staff (`kind` 'resend', `step` 1, 2, …; `POST /api/invoice/{id}/send`), to one
 * address, made on `day` (Europe/Amsterdam) at `createdAt` (ISO 8601). `sentAt` is when the mail server accepted it,
 * or null when that is not (or no longer: sent mails' details go after 30 days) known.
 */
export interface InvoiceMailing {
  kind: 'invoice' | 'credit-note' | 'reminder' | 'resend';
  step: number;
  recipient: string;
  day: string;
  createdAt: string;
  delivery: InvoiceMailDelivery;
  sentAt: string | null;
}

/** An invoice in a list. */
export interface InvoiceListItem {
  id: string;
  number: string;
  kind: 'invoice' | 'credit-note';
  organization: Named;
  licenceId: string | null;
  issueDate: string;
  dueDate: string;
  grossCents: number;
  state: InvoiceState;
  /**
   * False when the buyer as written on the document has neither KvK-nummer nor btw-id: its UBL file follows EN 16931
   * without the Peppol customization and cannot be sent over Peppol (docs/decisions/050-peppol-valid-invoices.md).
   */
  peppol: boolean;
  /** The sent log, oldest first; empty when the invoice was never mailed (no address, or made before mailing). */
  mailings: InvoiceMailing[];
}

/** `GET /api/invoice/{id}`: the invoice as sent, with its totals and links to what it credits or is credited by. */
export interface InvoiceDetail extends InvoiceListItem {
  seller: InvoiceSeller;
  buyer: InvoiceParty;
  lines: InvoiceLineInput[];
  buyerReference: string | null;
  netCents: number;
  vatCents: number;
  paidAt: string | null;
  credits: { id: string; number: string } | null;
  creditedBy: { id: string; number: string } | null;
}

/**
 * `POST /api/invoice/{id}/send` (200): the invoice or credit note is mailed again — to `recipients`, the addresses
 * that apply now — and `mailings` is its sent log with the new entries (kind 'resend').
 */
export interface InvoiceSent {
  recipients: string[];
  mailings: InvoiceMailing[];
}

/** `POST /api/invoice/{id}/credit` (201): the credit note made. */
export interface InvoiceCreated {
  id: string;
  number: string;
}
