/**
 * Pure helpers of the invoice screens: the Dutch name and tag colour of a state, what staff may still do with an
 * invoice, the download addresses, and the lines of its sent log. Client-safe.
 */
import { INVOICE_STATE_LABELS, INVOICE_STATES, type InvoiceMailDelivery, type InvoiceMailing, type InvoiceState } from '#src/features/invoices/contract';
import { invoiceMailingTexts as m } from '#src/features/invoices/strings';
import { dayText as calendarDayText } from '#src/lib/calendar-day';

/** Bulma tag colours the theme has (src/styles/_bulma.scss; kept by the CSS purge's safelist). */
export type Tone = 'success' | 'warning' | 'primary' | 'light' | 'danger';

/** A calendar day `YYYY-MM-DD` as '21 nov 2026' (read at noon, so the Dutch day is the same in every time zone). */
export function dayText(day: string): string {
  return calendarDayText(day);
}

/** True for one of the contract's states. */
export function isInvoiceState(state: string): state is InvoiceState {
  return (INVOICE_STATES as readonly string[]).includes(state);
}

/** 'Open', 'Betaald', 'Te laat', 'Gecrediteerd', 'Creditnota'; an unknown state as it is. */
export function invoiceStateLabel(state: string): string {
  return isInvoiceState(state) ? INVOICE_STATE_LABELS[state] : state;
}

/** The tag colour of a state; the tag always shows the name too (WCAG 2.2 SC 1.4.1). */
export function invoiceStateTone(state: string): Tone {
  switch (state) {
    case 'paid':
      return 'success';
    case 'overdue':
      return 'danger';
    case 'open':
      return 'warning';
    case 'credit-note':
      return 'primary';
    default:
      return 'light';
  }
}

/**
 * What staff may still do with an invoice (docs/api.md "Invoice"): mark it paid while it is open or overdue; credit
 * an invoice that is not credited yet (paid ones too); mail any invoice or credit note again (`resend`, decision 053).
 */
export function invoiceActions(invoice: { kind: 'invoice' | 'credit-note'; state: string }): { pay: boolean; credit: boolean; resend: boolean } {
  if (invoice.kind !== 'invoice') return { pay: false, credit: false, resend: true };
  return {
    pay: invoice.state === 'open' || invoice.state === 'overdue',
    credit: invoice.state === 'open' || invoice.state === 'overdue' || invoice.state === 'paid',
    resend: true,
  };
}

/** The downloads of an invoice: `GET /api/invoice/{id}/pdf` and `/ubl`, which the gateway forwards with the session. */
export function invoiceDownloads(id: string): { pdf: string; ubl: string } {
  const base = `/api/invoice/${encodeURIComponent(id)}`;
  return { pdf: `${base}/pdf`, ubl: `${base}/ubl` };
}

/** One line of the sent log on screen. */
export interface MailingLine {
  /** 'Factuur verstuurd op 7 dec 2026 aan facturen@bedrijf.nl', 'Herinnering 2 verstuurd op …'. */
  text: string;
  delivery: InvoiceMailDelivery;
  /** What went wrong or is still under way; null once delivered. */
  note: string | null;
}

/**
 * The sent log of an invoice as lines, oldest first, each saying what was mailed, on which day and to whom, and
 * whether its delivery is still waiting or failed (decision 053). A mail staff sent again (kind 'resend') is named
 * after `documentKind`, the invoice's own kind ('Creditnota opnieuw verstuurd op …'). `staff` gets the longer notes
 * that say what to do.
 */
export function mailingLines(mailings: readonly InvoiceMailing[], staff = false, documentKind: 'invoice' | 'credit-note' = 'invoice'): MailingLine[] {
  return mailings.map((mailing) => ({
    text: m.line(
      mailing.kind === 'reminder' ? m.reminderWhat(mailing.step) : m.what[mailing.kind === 'resend' ? documentKind : mailing.kind],
      dayText(mailing.day),
      mailing.recipient,
      mailing.delivery === 'sent',
      mailing.kind === 'resend',
    ),
    delivery: mailing.delivery,
    note: mailing.delivery === 'waiting' ? m.waiting : mailing.delivery === 'failed' ? (staff ? m.failedStaff : m.failed) : null,
  }));
}
