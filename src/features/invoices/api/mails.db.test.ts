/**
 * Invoices by e-mail as the recipient's mail client and the screens' API see them (docs/decisions/053-invoice-mail.md):
 * a licence sold through `POST /api/licence` and a credit note through `POST /api/invoice/{id}/credit` are mailed with
 * the PDF and the UBL XML — the downloads' own files — to the invoice address or, without one, to the active contact
 * persons; overdue invoices get reminders on schedule, once per step, also when two runs meet; and the sent log is in
 * the invoice's answer (and the licence's) for staff and the organisation's own contact person only.
 */
import { eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { createBackend, type Backend } from '#src/backend/app';
import { addDays, amsterdamDay } from '#src/lib/calendar-day';
import type { DbHandle } from '#src/server/db/client';
import { invoices, mailOutbox } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { createMailOutbox } from '#src/server/mail/outbox';
import { call, createOrganization, createUser, openTestDb, withKey, type TestUser } from '#src/server/testing/api';
import { receive } from '#src/server/testing/mail';
import type { InvoiceDetail, InvoiceMailing } from '#src/features/invoices/contract';
import { buildInvoiceMails } from './invoices';
import { sendInvoiceReminders } from './reminders';

let handle: DbHandle;
let app: Backend;
const { mailer, sent } = memoryMailer();
let staff: TestUser;
const today = amsterdamDay();

/** A current organisation with an invoice address (street, postcode, city) and, if given, an invoice e-mail address. */
async function organization(name: string, invoiceEmail: string | null) {
  const org = await createOrganization(handle, name);
  await handle.db.execute(
    sql`update organizations set kvk_number = '12345678', invoice_street = 'Postbus 1', invoice_postcode = '7500 AA', invoice_city = 'Enschede', invoice_email = ${invoiceEmail} where id = ${org.id}`,
  );
  return org.id;
}

/** A licence of 3 PAT seats at € 100 sold to `organizationId` by staff: the invoice's id. */
async function sell(organizationId: string): Promise<string> {
  const made = await call(app, 'POST', '/api/licence', staff, {
    organizationId,
    product: 'pat',
    seats: 3,
    validFrom: today,
    validUntil: addDays(today, 90),
    pricePerSeatCents: 10_000,
    vatCategory: 'S',
    buyerReference: null,
  });
  expect(made.status, JSON.stringify(made.json)).toBe(201);
  return made.json.invoiceId as string;
}

/** The mails sent to `email` so far. */
const mailsTo = (email: string) => sent.filter((m) => m.to === email);

/** The root element's name and its own cbc:ID of a UBL document, read by libxml2; throws when it is not well-formed. */
async function ublRootAndId(xml: string): Promise<{ root: string; id: string }> {
  const result = await validateXML({
    xml: { fileName: 'document.xml', contents: xml },
    normalization: 'format',
    modifyArguments: (args) => args.flatMap((arg) => (arg === '--format' ? ['--xpath', "concat(local-name(/*), '|', string(/*/*[local-name()='ID']))"] : [arg])),
  });
  const [root, id] = result.normalized.trim().split('|');
  return { root: root ?? '', id: id ?? '' };
}

/** Checks the two attachments of a parsed invoice mail and returns the XML. */
async function attachmentsOf(parsed: ParsedMail, prefix: 'factuur' | 'creditnota', number: string) {
  expect(parsed.attachments.map((a) => [a.filename, a.contentType])).toEqual([
    [`${prefix}-${number}.pdf`, 'application/pdf'],
    [`${prefix}-${number}.xml`, 'application/xml'],
  ]);
  const [pdf, xml] = parsed.attachments;
  expect(pdf!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return xml!.content.toString('utf8');
}

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer });
  staff = await createUser(handle, 'Coordinator');
});
afterAll(async () => {
  await handle?.close();
});

describe('a new invoice and its credit note', () => {
  it('go to the invoice address with the PDF and the UBL the downloads serve; the contact person gets none', async () => {
    const org = await organization('Bouw Oost B.V.', 'facturen@bouw-oost.example');
    const person = await createUser(handle, 'ContactPerson', { organizationId: org, name: 'Ria Jansen' });
    const invoiceId = await sell(org);
    const detail = (await call(app, 'GET', `/api/invoice/${invoiceId}`, staff)).json as InvoiceDetail;

    await vi.waitFor(() => expect(mailsTo('facturen@bouw-oost.example')).toHaveLength(1));
    const parsed = await receive(mailsTo('facturen@bouw-oost.example')[0]);
    expect(parsed.subject).toMatch(new RegExp(`^Factuur ${detail.number} van `));
    expect(parsed.text).toContain('Goedendag,');
    expect(parsed.text).toMatch(/€\s363,00/); // 3 × € 100 + 21 % btw
    const xml = await attachmentsOf(parsed, 'factuur', detail.number);
    expect(await ublRootAndId(xml)).toEqual({ root: 'Invoice', id: detail.number });
    const download = await app.request(`/api/invoice/${invoiceId}/ubl`, { headers: { authorization: `Bearer ${staff.token}` } });
    expect(xml).toBe(await download.text());
    const pdfDownload = await app.request(`/api/invoice/${invoiceId}/pdf`, { headers: { authorization: `Bearer ${staff.token}` } });
    expect(Buffer.from(await pdfDownload.arrayBuffer()).equals(parsed.attachments[0]!.content)).toBe(true);
    expect(mailsTo(person.email)).toHaveLength(0);

    const credit = await call(app, 'POST', `/api/invoice/${invoiceId}/credit`, staff, undefined, withKey(crypto.randomUUID()));
    expect(credit.status).toBe(201);
    await vi.waitFor(() => expect(mailsTo('facturen@bouw-oost.example')).toHaveLength(2));
    const creditMail = await receive(mailsTo('facturen@bouw-oost.example')[1]);
    expect(creditMail.subject).toMatch(new RegExp(`^Creditnota ${credit.json.number} van `));
    expect(creditMail.text).toContain(`factuur ${detail.number}`);
    const creditXml = await attachmentsOf(creditMail, 'creditnota', credit.json.number);
    expect(await ublRootAndId(creditXml)).toEqual({ root: 'CreditNote', id: credit.json.number });

    const creditLog = ((await call(app, 'GET', `/api/invoice/${credit.json.id}`, staff)).json as InvoiceDetail).mailings;
    expect(creditLog.map((m) => [m.kind, m.recipient, m.delivery])).toEqual([['credit-note', 'facturen@bouw-oost.example', 'sent']]);
  });

  it('go to each active contact person by name when the organisation has no invoice address', async () => {
    const org = await organization('Groen West', null);
    const ria = await createUser(handle, 'ContactPerson', { organizationId: org, name: 'Ria Jansen' });
    const sem = await createUser(handle, 'ContactPerson', { organizationId: org, name: 'Sem de Vries' });
    const gone = await createUser(handle, 'ContactPerson', { organizationId: org, name: 'Oud Contact', status: 'blocked' });
    const invoiceId = await sell(org);

    await vi.waitFor(() => expect(mailsTo(ria.email)).toHaveLength(1));
    await vi.waitFor(() => expect(mailsTo(sem.email)).toHaveLength(1));
    expect(mailsTo(gone.email)).toHaveLength(0);
    const parsed = await receive(mailsTo(sem.email)[0]);
    expect(parsed.text).toContain('Beste Sem de Vries,');
    expect(parsed.attachments).toHaveLength(2);
    const log = ((await call(app, 'GET', `/api/invoice/${invoiceId}`, staff)).json as InvoiceDetail).mailings;
    expect(log.map((m) => m.recipient).sort()).toEqual([ria.email, sem.email].sort());
  });

  it('is the mail buildInvoiceMails makes, attachments and all', async () => {
    const org = await organization('Hout Noord', 'boekhouding@hout-noord.example');
    const invoiceId = await sell(org);
    await vi.waitFor(() => expect(mailsTo('boekhouding@hout-noord.example')).toHaveLength(1));
    const [built] = await buildInvoiceMails(handle.db, invoiceId);
    const delivered = mailsTo('boekhouding@hout-noord.example')[0]!;
    expect(built!.mail.subject).toBe(delivered.subject);
    expect(built!.mail.text).toBe(delivered.text);
    const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);
    expect(text(built!.mail.attachments?.[1]?.content)).toBe(text(delivered.attachments?.[1]?.content));
  });
});

describe('payment reminders', () => {
  /** One reminder run on `day` through an outbox that delivers at once; the steps sent for `invoiceId`. */
  async function remind(invoiceId: string, day: string): Promise<number[]> {
    const delivering = createMailOutbox({ deliverNow: { db: handle.db, mailer } });
    const done = await sendInvoiceReminders(handle.db, delivering, { today: day, intervalDays: 14, max: 3 });
    await delivering.flush();
    return done.filter((d) => d.invoiceId === invoiceId).map((d) => d.step);
  }

  it('go the day after the due date, never twice for a step, again after the interval, and stop at the maximum', async () => {
    const org = await organization('Laat Betaald B.V.', 'crediteuren@laat.example');
    const invoiceId = await sell(org);
    const [row] = await handle.db.select({ dueDate: invoices.dueDate }).from(invoices).where(eq(invoices.id, invoiceId));
    const due = row!.dueDate;
    await vi.waitFor(() => expect(mailsTo('crediteuren@laat.example')).toHaveLength(1));

    expect(await remind(invoiceId, due)).toEqual([]); // not yet overdue
    expect(await remind(invoiceId, addDays(due, 1))).toEqual([1]);
    expect(await remind(invoiceId, addDays(due, 1))).toEqual([]); // the same day again
    // Two runs at once (two processes): one reminder.
    const both = await Promise.all([remind(invoiceId, addDays(due, 15)), remind(invoiceId, addDays(due, 15))]);
    expect(both.flat()).toEqual([2]);
    expect(await remind(invoiceId, addDays(due, 28))).toEqual([]); // 13 days after the second
    expect(await remind(invoiceId, addDays(due, 29))).toEqual([3]);
    expect(await remind(invoiceId, addDays(due, 80))).toEqual([]); // the maximum is reached

    const mails = mailsTo('crediteuren@laat.example');
    expect(mails).toHaveLength(4);
    const reminder = await receive(mails[1]);
    expect(reminder.subject).toMatch(/^Herinnering: factuur \d{4}-\d{4} is nog niet betaald$/);
    expect(reminder.attachments.map((a) => a.contentType)).toEqual(['application/pdf', 'application/xml']);
    const log = ((await call(app, 'GET', `/api/invoice/${invoiceId}`, staff)).json as InvoiceDetail).mailings;
    expect(log.map((m) => [m.kind, m.step, m.day])).toEqual([
      ['invoice', 0, today],
      ['reminder', 1, addDays(due, 1)],
      ['reminder', 2, addDays(due, 15)],
      ['reminder', 3, addDays(due, 29)],
    ]);
  });

  it('do not go for a paid or a credited invoice', async () => {
    const org = await organization('Op Tijd B.V.', 'facturen@optijd.example');
    const paid = await sell(org);
    const credited = await sell(org);
    expect((await call(app, 'POST', `/api/invoice/${paid}/pay`, staff)).status).toBe(200);
    expect((await call(app, 'POST', `/api/invoice/${credited}/credit`, staff, undefined, withKey(crypto.randomUUID()))).status).toBe(201);
    const [row] = await handle.db.select({ dueDate: invoices.dueDate }).from(invoices).where(eq(invoices.id, paid));
    expect(await remind(paid, addDays(row!.dueDate, 1))).toEqual([]);
    expect(await remind(credited, addDays(row!.dueDate, 1))).toEqual([]);
  });
});

describe('the sent log', () => {
  it('shows staff and the organisation’s contact person each mail’s delivery, and is 404 to another organisation’s', async () => {
    const org = await organization('Zicht B.V.', 'facturen@zicht.example');
    const own = await createUser(handle, 'ContactPerson', { organizationId: org });
    const otherOrg = await organization('Ander B.V.', null);
    const other = await createUser(handle, 'ContactPerson', { organizationId: otherOrg });
    const invoiceId = await sell(org);
    await vi.waitFor(() => expect(mailsTo('facturen@zicht.example')).toHaveLength(1));

    const asStaff = (await call(app, 'GET', `/api/invoice/${invoiceId}`, staff)).json as InvoiceDetail;
    const [entry] = asStaff.mailings;
    expect(entry).toMatchObject({ kind: 'invoice', step: 0, recipient: 'facturen@zicht.example', day: today, delivery: 'sent' } satisfies Partial<InvoiceMailing>);
    expect(entry!.sentAt).not.toBeNull();
    const asOwn = await call(app, 'GET', `/api/invoice/${invoiceId}`, own);
    expect(asOwn.status).toBe(200);
    expect(asOwn.json.mailings).toEqual(asStaff.mailings);
    const listed = await call(app, 'GET', '/api/invoice', own);
    expect(listed.json.items.find((i: { id: string }) => i.id === invoiceId)?.mailings).toEqual(asStaff.mailings);
    const [{ licenceId }] = (await handle.db.select({ licenceId: invoices.licenceId }).from(invoices).where(eq(invoices.id, invoiceId))) as [{ licenceId: string }];
    const licence = await call(app, 'GET', `/api/licence/${licenceId}`, own);
    expect(licence.json.invoices[0].mailings).toEqual(asStaff.mailings);
    expect((await call(app, 'GET', `/api/licence/${licenceId}`, other)).status).toBe(404);
    expect((await call(app, 'GET', `/api/invoice/${invoiceId}`, other)).status).toBe(404);
    expect(((await call(app, 'GET', '/api/invoice', other)).json.items as { id: string }[]).map((i) => i.id)).not.toContain(invoiceId);

    // A mail the server keeps refusing is 'failed'; once a sent mail's outbox row is pruned, the log still says sent.
    const mailId = (await handle.db.execute(sql`select mail_id from invoice_mailings where invoice_id = ${invoiceId}`)) as unknown as { rows: { mail_id: string }[] };
    const id = mailId.rows[0]!.mail_id;
    await handle.db.update(mailOutbox).set({ state: 'failed', sentAt: null }).where(eq(mailOutbox.id, id));
    expect(((await call(app, 'GET', `/api/invoice/${invoiceId}`, own)).json as InvoiceDetail).mailings[0]).toMatchObject({ delivery: 'failed', sentAt: null });
    await handle.db.delete(mailOutbox).where(eq(mailOutbox.id, id));
    expect(((await call(app, 'GET', `/api/invoice/${invoiceId}`, own)).json as InvoiceDetail).mailings[0]).toMatchObject({ delivery: 'sent', recipient: 'facturen@zicht.example' });
  });
});
