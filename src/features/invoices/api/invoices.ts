/**
 * Invoices (docs/domain.md "Invoice"; docs/api.md "Invoice"; docs/decisions/028-licences-and-invoices.md): made for a
 * licence purchase or extension, numbered per year without gaps, listed, read, marked paid and reversed by a credit
 * note. Never edited.
 *
 * Numbering: `invoice_counters` holds the last number per year; the next one is taken with one upsert in the same
 * transaction as the invoice row, so a rolled-back invoice gives its number back and concurrent invoices queue on
 * the counter row — the numbers of a year run 1, 2, 3 … without gaps or doubles (art. 35a Wet OB 1968: a unique
 * sequential number). Credit notes share the series.
 *
 * Scope: staff see every invoice; a contact person only their own organisation's (others are 404, decision 003).
 *
 * Mail: every invoice and credit note is mailed with its PDF and UBL in the transaction that makes it (mailing.ts;
 * docs/decisions/053-invoice-mail.md), staff can mail one again (`sendInvoice`), and every list item and detail
 * carries its sent log (`mailings`).
 */
import { and, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { sellerDetails } from '#src/features/company-settings/api/settings';
import { addDays, amsterdamDay } from '#src/lib/calendar-day';
import type { Page } from '#src/lib/contract';
import { STAFF } from '#src/lib/roles';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import type { MailOutbox } from '#src/server/mail/outbox';
import { invoiceCounters, invoices, organizations } from '#src/server/db/schema';
import { apiError } from '#src/server/errors';
import { likeEscape } from '#src/server/like';
import { offsetOf, paged, PAGE_SIZE } from '#src/server/paging';
import { isUuid } from '#src/server/validation';
import {
  PAYMENT_TERM_DAYS,
  type InvoiceCreated,
  type InvoiceDetail,
  type InvoiceListItem,
  type InvoiceMailing,
  type InvoiceSent,
  type invoiceListQuery,
  type InvoiceState,
} from '#src/features/invoices/contract';
import type { InvoiceDocument, InvoiceLineInput, InvoiceParty, InvoiceSeller } from '#src/features/invoices/documents/types';
import { invoiceTotals } from '#src/features/invoices/totals';
import { peppolBlocker } from '#src/features/invoices/documents/ubl';
import type { InvoiceKind } from './tables';
import { documentOfRow, mailingsOf, mailInvoice, resendInvoice } from './mailing';
import { INVOICE_TITLES } from './titles';

export { INVOICE_TITLES };
/**
 * For other features (decision 053): the reminder run (demo seed), the mails of an invoice (end-to-end tests) and the
 * sent logs of invoices (the licence detail).
 */
export { sendInvoiceReminders } from './reminders';
export { buildInvoiceMails, mailingsOf } from './mailing';


/**
 * The seller as it applies now, with the logo and colour its documents print: the company settings of
 * /cp/instellingen, else SELLER_* (company-settings `sellerDetails`; docs/decisions/059-company-settings.md). Copied
 * into each new invoice, so a later change never rewrites an invoice made before it.
 */
export async function sellerParty(db: Db): Promise<InvoiceSeller> {
  const s = await sellerDetails(db);
  return {
    name: s.name,
    street: s.street,
    postcode: s.postcode,
    city: s.city,
    countryCode: 'NL',
    kvkNumber: s.kvkNumber,
    vatNumber: s.vatNumber,
    email: s.email,
    iban: s.iban,
    bic: s.bic,
    logoId: s.logoId,
    colour: s.colour,
  };
}

/** The organisation as buyer, as it is now: its invoice address, or its visiting address when it has none. */
export async function buyerParty(db: Db, organizationId: string): Promise<InvoiceParty> {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  if (!org) throw apiError(404, 'Deze organisatie bestaat niet.');
  const invoiceAddress = Boolean(org.invoiceStreet);
  return {
    name: org.name,
    street: invoiceAddress ? org.invoiceStreet : org.visitStreet,
    postcode: invoiceAddress ? org.invoicePostcode : org.visitPostcode,
    city: invoiceAddress ? org.invoiceCity : org.visitCity,
    countryCode: 'NL',
    kvkNumber: org.kvkNumber,
    vatNumber: org.vatNumber,
    email: org.invoiceEmail,
  };
}

/**
 * Whether a document made for `buyer` can go through Peppol: the buyer has a KvK-nummer or btw-id for its electronic
 * address (documents/ubl.ts `peppolBlocker`; docs/decisions/050-peppol-valid-invoices.md).
 */
export function peppolReady(buyer: Pick<InvoiceParty, 'kvkNumber' | 'vatNumber'>): boolean {
  return peppolBlocker(buyer) === null;
}

/** The state of an invoice row on `day` (see INVOICE_STATES). */
export function invoiceState(row: { kind: InvoiceKind; paidAt: Date | null; creditedAt: Date | null; dueDate: string }, day: string): InvoiceState {
  if (row.kind === 'credit-note') return 'credit-note';
  if (row.creditedAt) return 'credited';
  if (row.paidAt) return 'paid';
  return row.dueDate < day ? 'overdue' : 'open';
}

/** SQL for 'this row has `state` on `day`'. */
function stateIs(state: InvoiceState, day: string): SQL {
  const invoice = and(eq(invoices.kind, 'invoice'), isNull(invoices.creditedAt));
  switch (state) {
    case 'credit-note':
      return eq(invoices.kind, 'credit-note');
    case 'credited':
      return and(eq(invoices.kind, 'invoice'), isNotNull(invoices.creditedAt))!;
    case 'paid':
      return and(invoice, isNotNull(invoices.paidAt))!;
    case 'overdue':
      return and(invoice, isNull(invoices.paidAt), sql`${invoices.dueDate} < ${day}`)!;
    case 'open':
      return and(invoice, isNull(invoices.paidAt), sql`${invoices.dueDate} >= ${day}`)!;
  }
}

/** What a new invoice needs; `issueDate` defaults to today (Europe/Amsterdam). */
export interface NewInvoice {
  kind: InvoiceKind;
  organizationId: string;
  licenceId: string | null;
  creditsInvoiceId?: string | null;
  lines: InvoiceLineInput[];
  buyerReference: string | null;
  seller?: InvoiceSeller;
  buyer?: InvoiceParty;
  issueDate?: string;
  createdBy: string | null;
}

/**
 * Makes an invoice or credit note with the next number of its year, inside transaction `tx`: seller and buyer are
 * copied in as they are now, totals computed from the lines (totals.ts), due in 30 days; and mails it with its PDF
 * and UBL through `outbox` in the same transaction, to the organisation's invoice address or else its active contact
 * persons, logged in `invoice_mailings` (mailing.ts `mailInvoice`; docs/decisions/053-invoice-mail.md).
 * @returns the new row's id and number.
 * @throws apiError 409 when the documents cannot be made (the buyer's address is missing), 500 when the PDF
 *   renderer did not finish: the transaction then rolls back and the number is given back.
 */
export async function createInvoice(tx: Db, outbox: MailOutbox, input: NewInvoice): Promise<InvoiceCreated> {
  const issueDate = input.issueDate ?? amsterdamDay();
  const year = Number(issueDate.slice(0, 4));
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  const sequence = counter!.last;
  const number = `${year}-${String(sequence).padStart(4, '0')}`;
  const totals = invoiceTotals(input.lines);
  const [row] = await tx
    .insert(invoices)
    .values({
      number,
      year,
      sequence,
      kind: input.kind,
      organizationId: input.organizationId,
      licenceId: input.licenceId,
      creditsInvoiceId: input.creditsInvoiceId ?? null,
      issueDate,
      dueDate: addDays(issueDate, PAYMENT_TERM_DAYS),
      seller: input.seller ?? (await sellerParty(tx)),
      buyer: input.buyer ?? (await buyerParty(tx, input.organizationId)),
      lines: input.lines,
      buyerReference: input.buyerReference,
      netCents: totals.netCents,
      vatCents: totals.vatCents,
      grossCents: totals.grossCents,
      createdBy: input.createdBy,
    })
    .returning({ id: invoices.id });
  await mailInvoice(tx, outbox, row!.id, input.kind, 0, issueDate < amsterdamDay() ? issueDate : amsterdamDay());
  return { id: row!.id, number };
}

const listFields = {
  id: invoices.id,
  number: invoices.number,
  kind: invoices.kind,
  organizationId: invoices.organizationId,
  organizationName: organizations.name,
  licenceId: invoices.licenceId,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  grossCents: invoices.grossCents,
  paidAt: invoices.paidAt,
  creditedAt: invoices.creditedAt,
  buyer: invoices.buyer,
};

interface ListRow {
  id: string;
  number: string;
  kind: InvoiceKind;
  organizationId: string;
  organizationName: string;
  licenceId: string | null;
  issueDate: string;
  dueDate: string;
  grossCents: number;
  paidAt: Date | null;
  creditedAt: Date | null;
  buyer: InvoiceParty;
}

function listItem(row: ListRow, day: string, mailings: InvoiceMailing[]): InvoiceListItem {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    organization: { id: row.organizationId, name: row.organizationName },
    licenceId: row.licenceId,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    grossCents: row.grossCents,
    state: invoiceState(row, day),
    peppol: peppolReady(row.buyer),
    mailings,
  };
}

/** The caller's scope: staff everything, a contact person their organisation (none without one), others nothing. */
function scopeOf(caller: Caller): SQL | undefined {
  if ((STAFF as readonly string[]).includes(caller.role)) return undefined;
  if (caller.role === 'ContactPerson' && caller.organizationId) return eq(invoices.organizationId, caller.organizationId);
  return sql`false`;
}

/**
 * `GET /api/invoice`: a page (20) of the invoices the caller may see, newest first (issue date, then number), with
 * filters; `q` matches the number or the organisation's name anywhere, case-insensitively.
 */
export async function listInvoices(db: Db, caller: Caller, query: z.output<typeof invoiceListQuery>): Promise<Page<InvoiceListItem>> {
  const day = amsterdamDay();
  const q = query.q?.trim();
  const where = and(
    scopeOf(caller),
    query.organizationId ? eq(invoices.organizationId, query.organizationId) : undefined,
    query.licenceId ? eq(invoices.licenceId, query.licenceId) : undefined,
    query.state ? stateIs(query.state, day) : undefined,
    q ? or(ilike(invoices.number, `%${likeEscape(q)}%`), ilike(organizations.name, `%${likeEscape(q)}%`)) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(listFields)
      .from(invoices)
      .innerJoin(organizations, eq(organizations.id, invoices.organizationId))
      .where(where)
      .orderBy(desc(invoices.issueDate), desc(invoices.number))
      .limit(PAGE_SIZE)
      .offset(offsetOf(query.page)),
    db.select({ n: sql<number>`count(*)::int` }).from(invoices).innerJoin(organizations, eq(organizations.id, invoices.organizationId)).where(where),
  ]);
  const logs = await mailingsOf(
    db,
    rows.map((r) => r.id),
  );
  return paged(
    rows.map((r) => listItem(r, day, logs.get(r.id) ?? [])),
    counted?.n ?? 0,
    query.page,
  );
}

/** The invoice row the caller may see. @throws apiError 404 otherwise (also for an id that is not a UUID). */
async function visibleInvoice(db: Db, caller: Caller, id: string) {
  const [row] = isUuid(id)
    ? await db
        .select({ invoice: invoices, organizationName: organizations.name })
        .from(invoices)
        .innerJoin(organizations, eq(organizations.id, invoices.organizationId))
        .where(and(eq(invoices.id, id), scopeOf(caller)))
    : [];
  if (!row) throw apiError(404, INVOICE_TITLES.notFound);
  return row;
}

/** `GET /api/invoice/{id}`. @throws apiError 404 for an invoice the caller may not see. */
export async function readInvoice(db: Db, caller: Caller, id: string): Promise<InvoiceDetail> {
  const { invoice, organizationName } = await visibleInvoice(db, caller, id);
  const [credits, creditedBy, logs] = await Promise.all([
    invoice.creditsInvoiceId
      ? db.select({ id: invoices.id, number: invoices.number }).from(invoices).where(eq(invoices.id, invoice.creditsInvoiceId))
      : [],
    invoice.kind === 'invoice' ? db.select({ id: invoices.id, number: invoices.number }).from(invoices).where(eq(invoices.creditsInvoiceId, invoice.id)) : [],
    mailingsOf(db, [invoice.id]),
  ]);
  return {
    ...listItem({ ...invoice, organizationName }, amsterdamDay(), logs.get(invoice.id) ?? []),
    seller: invoice.seller,
    buyer: invoice.buyer,
    lines: invoice.lines,
    buyerReference: invoice.buyerReference,
    netCents: invoice.netCents,
    vatCents: invoice.vatCents,
    paidAt: invoice.paidAt?.toISOString() ?? null,
    credits: credits[0] ?? null,
    creditedBy: creditedBy[0] ?? null,
  };
}

/**
 * The invoice as a document for the PDF and UBL (documents/pdf.server.ts, documents/ubl.ts).
 * @throws apiError 404 for an invoice the caller may not see.
 */
export async function invoiceDocument(db: Db, caller: Caller, id: string): Promise<InvoiceDocument> {
  const { invoice } = await visibleInvoice(db, caller, id);
  return documentOfRow(db, invoice);
}

/**
 * `POST /api/invoice/{id}/pay` (staff): marks an open or overdue invoice paid.
 * @throws apiError 404 unknown; 409 when already paid, credited, or a credit note.
 */
export async function markPaid(db: Db, caller: Caller, id: string): Promise<InvoiceDetail> {
  const { invoice } = await visibleInvoice(db, caller, id);
  if (invoice.kind === 'credit-note' || invoice.creditedAt) throw apiError(409, INVOICE_TITLES.notPayable);
  const [updated] = await db
    .update(invoices)
    .set({ paidAt: new Date() })
    .where(and(eq(invoices.id, id), isNull(invoices.paidAt), isNull(invoices.creditedAt)))
    .returning({ id: invoices.id });
  if (!updated) throw apiError(409, INVOICE_TITLES.alreadyPaid);
  return readInvoice(db, caller, id);
}

/**
 * `POST /api/invoice/{id}/credit` (staff): reverses an invoice with a credit note of the same lines, seller and
 * buyer, numbered in the same series, in one transaction. A paid invoice may be credited too (the money is then
 * owed back). The credit note is mailed like an invoice (`createInvoice`, through `outbox`).
 * @throws apiError 404 unknown; 409 for a credit note or an invoice already credited.
 */
export async function creditInvoice(db: Db, outbox: MailOutbox, caller: Caller, id: string): Promise<InvoiceCreated> {
  const { invoice } = await visibleInvoice(db, caller, id);
  if (invoice.kind === 'credit-note') throw apiError(409, INVOICE_TITLES.notCreditable);
  return db.transaction(async (tx) => {
    const [marked] = await tx
      .update(invoices)
      .set({ creditedAt: new Date() })
      .where(and(eq(invoices.id, id), isNull(invoices.creditedAt)))
      .returning({ id: invoices.id });
    if (!marked) throw apiError(409, INVOICE_TITLES.alreadyCredited);
    return createInvoice(tx, outbox, {
      kind: 'credit-note',
      organizationId: invoice.organizationId,
      licenceId: invoice.licenceId,
      creditsInvoiceId: invoice.id,
      lines: invoice.lines,
      buyerReference: invoice.buyerReference,
      seller: invoice.seller,
      buyer: invoice.buyer,
      createdBy: caller.id,
    });
  });
}

/**
 * `POST /api/invoice/{id}/send` (staff): mails the invoice or credit note again, with the same PDF and UBL as the
 * downloads, to the organisation's current invoice address or else its active contact persons, and logs it as
 * 'resend' (mailing.ts `resendInvoice`; docs/decisions/053-invoice-mail.md).
 * @returns the addresses mailed and the invoice's sent log with the new entries.
 * @throws apiError 404 unknown; 409 when the organisation has no invoice address and no active contact person.
 */
export async function sendInvoice(db: Db, outbox: MailOutbox, caller: Caller, id: string): Promise<InvoiceSent> {
  const { invoice } = await visibleInvoice(db, caller, id);
  const recipients = await resendInvoice(db, outbox, invoice.id);
  const logs = await mailingsOf(db, [invoice.id]);
  return { recipients, mailings: logs.get(invoice.id) ?? [] };
}
