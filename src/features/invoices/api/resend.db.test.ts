/**
 * Mailing an invoice again (`POST /api/invoice/{id}/send`; docs/api.md "Invoice"; docs/decisions/053-invoice-mail.md)
 * as the recipient's mail client and the screens' API see it: staff send the same mail with the same PDF and UBL as
 * the downloads to the organisation's current invoice address — also for an invoice made while it had no address —
 * or to its active contact persons; the sent log shows it as a resend; no address at all is a Dutch 409; a contact
 * person, teacher or candidate may not (401, as every staff-only call, src/server/auth/caller.ts); a form sent twice
 * mails once; and a reminder does not follow right after a resend.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import { addDays, amsterdamDay } from '#src/lib/calendar-day';
import type { DbHandle } from '#src/server/db/client';
import { invoices } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { createMailOutbox } from '#src/server/mail/outbox';
import { call, createOrganization, createUser, openTestDb, withKey, type TestUser } from '#src/server/testing/api';
import { receive } from '#src/server/testing/mail';
import type { InvoiceDetail, InvoiceSent } from '#src/features/invoices/contract';
import { sendInvoiceReminders } from './reminders';
import { INVOICE_TITLES } from './titles';

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

/** A licence of 3 PAT seats at € 100 sold to `organizationId` by staff: the invoice's id and number. */
async function sell(organizationId: string): Promise<{ id: string; number: string }> {
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
  const id = made.json.invoiceId as string;
  const detail = (await call(app, 'GET', `/api/invoice/${id}`, staff)).json as InvoiceDetail;
  return { id, number: detail.number };
}

/** The mails sent to `email` so far. */
const mailsTo = (email: string) => sent.filter((m) => m.to === email);

/** The invoice's sent log as [kind, step, recipient, delivery], read as staff. */
async function logOf(invoiceId: string) {
  const detail = (await call(app, 'GET', `/api/invoice/${invoiceId}`, staff)).json as InvoiceDetail;
  return detail.mailings.map((m) => [m.kind, m.step, m.recipient, m.delivery]);
}

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer });
  staff = await createUser(handle, 'Coordinator');
});
afterAll(async () => {
  await handle?.close();
});

describe('staff mail an invoice again', () => {
  it('sends one more mail with the PDF and the UBL the downloads serve, and the log says it went again', async () => {
    const org = await organization('Opnieuw Bouw B.V.', 'facturen@opnieuw-bouw.example');
    const invoice = await sell(org);
    await vi.waitFor(() => expect(mailsTo('facturen@opnieuw-bouw.example')).toHaveLength(1));

    const again = await call(app, 'POST', `/api/invoice/${invoice.id}/send`, staff, undefined, withKey(crypto.randomUUID()));
    expect(again.status, JSON.stringify(again.json)).toBe(200);
    const answer = again.json as InvoiceSent;
    expect(answer.recipients).toEqual(['facturen@opnieuw-bouw.example']);
    expect(answer.mailings.map((m) => [m.kind, m.step, m.recipient])).toEqual([
      ['invoice', 0, 'facturen@opnieuw-bouw.example'],
      ['resend', 1, 'facturen@opnieuw-bouw.example'],
    ]);

    await vi.waitFor(() => expect(mailsTo('facturen@opnieuw-bouw.example')).toHaveLength(2));
    const parsed = await receive(mailsTo('facturen@opnieuw-bouw.example')[1]);
    expect(parsed.subject).toMatch(new RegExp(`^Factuur ${invoice.number} van `));
    expect(parsed.text).toMatch(/€\s363,00/);
    expect(parsed.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`factuur-${invoice.number}.pdf`, 'application/pdf'],
      [`factuur-${invoice.number}.xml`, 'application/xml'],
    ]);
    const auth = { headers: { authorization: `Bearer ${staff.token}` } };
    const pdf = Buffer.from(await (await app.request(`/api/invoice/${invoice.id}/pdf`, auth)).arrayBuffer());
    expect(pdf.equals(parsed.attachments[0]!.content)).toBe(true);
    expect(parsed.attachments[1]!.content.toString('utf8')).toBe(await (await app.request(`/api/invoice/${invoice.id}/ubl`, auth)).text());

    await vi.waitFor(async () =>
      expect(await logOf(invoice.id)).toEqual([
        ['invoice', 0, 'facturen@opnieuw-bouw.example', 'sent'],
        ['resend', 1, 'facturen@opnieuw-bouw.example', 'sent'],
      ]),
    );
  });

  it('mails an invoice made while the organisation had no address, once it has one; before that a Dutch 409', async () => {
    const org = await organization('Zonder Adres B.V.', null);
    const invoice = await sell(org);
    expect(await logOf(invoice.id)).toEqual([]);

    const refused = await call(app, 'POST', `/api/invoice/${invoice.id}/send`, staff);
    expect(refused.status).toBe(409);
    expect(refused.json.title).toBe(INVOICE_TITLES.noRecipient);
    expect(refused.json.title).toMatch(/^Deze organisatie heeft geen factuur-e-mailadres en geen actieve contactpersoon\./);
    expect(await logOf(invoice.id)).toEqual([]);

    // A contact person comes: the invoice goes to them, by name.
    const person = await createUser(handle, 'ContactPerson', { organizationId: org, name: 'Sanne de Vries' });
    const mailed = await call(app, 'POST', `/api/invoice/${invoice.id}/send`, staff);
    expect(mailed.status, JSON.stringify(mailed.json)).toBe(200);
    expect((mailed.json as InvoiceSent).recipients).toEqual([person.email]);
    await vi.waitFor(() => expect(mailsTo(person.email)).toHaveLength(1));
    const parsed = await receive(mailsTo(person.email)[0]);
    expect(parsed.text).toContain('Beste Sanne de Vries,');
    expect(parsed.attachments.map((a) => a.filename)).toEqual([`factuur-${invoice.number}.pdf`, `factuur-${invoice.number}.xml`]);

    // Then an invoice address is filled in: the next mail goes there, the contact person gets no second one.
    await handle.db.execute(sql`update organizations set invoice_email = 'boekhouding@zonder-adres.example' where id = ${org}`);
    const toAddress = await call(app, 'POST', `/api/invoice/${invoice.id}/send`, staff);
    expect((toAddress.json as InvoiceSent).recipients).toEqual(['boekhouding@zonder-adres.example']);
    await vi.waitFor(() => expect(mailsTo('boekhouding@zonder-adres.example')).toHaveLength(1));
    expect(mailsTo(person.email)).toHaveLength(1);
    expect((await logOf(invoice.id)).map(([kind, step, recipient]) => [kind, step, recipient])).toEqual([
      ['resend', 1, person.email],
      ['resend', 2, 'boekhouding@zonder-adres.example'],
    ]);

    // The contact person sees the same log on their own invoice list.
    const own = await call(app, 'GET', '/api/invoice', person);
    const item = (own.json.items as InvoiceDetail[]).find((i) => i.id === invoice.id);
    expect(item?.mailings.map((m) => m.kind)).toEqual(['resend', 'resend']);
  });

  it('mails a credit note again as a credit note', async () => {
    const org = await organization('Credit Opnieuw B.V.', 'facturen@credit-opnieuw.example');
    const invoice = await sell(org);
    const credit = await call(app, 'POST', `/api/invoice/${invoice.id}/credit`, staff);
    expect(credit.status).toBe(201);
    await vi.waitFor(() => expect(mailsTo('facturen@credit-opnieuw.example')).toHaveLength(2));
    const again = await call(app, 'POST', `/api/invoice/${credit.json.id}/send`, staff);
    expect(again.status).toBe(200);
    await vi.waitFor(() => expect(mailsTo('facturen@credit-opnieuw.example')).toHaveLength(3));
    const parsed = await receive(mailsTo('facturen@credit-opnieuw.example')[2]);
    expect(parsed.subject).toMatch(new RegExp(`^Creditnota ${credit.json.number} van `));
    expect(parsed.attachments.map((a) => a.filename)).toEqual([`creditnota-${credit.json.number}.pdf`, `creditnota-${credit.json.number}.xml`]);
  });

  it('mails once when the same form is sent twice', async () => {
    const org = await organization('Dubbel Klik B.V.', 'facturen@dubbel-klik.example');
    const invoice = await sell(org);
    const key = withKey(crypto.randomUUID());
    const first = await call(app, 'POST', `/api/invoice/${invoice.id}/send`, staff, undefined, key);
    const second = await call(app, 'POST', `/api/invoice/${invoice.id}/send`, staff, undefined, key);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.json).toEqual(first.json);
    expect((await logOf(invoice.id)).filter(([kind]) => kind === 'resend')).toHaveLength(1);
  });

  it('is for staff only: a contact person of the organisation, a teacher and a candidate may not; an unknown invoice is 404', async () => {
    const org = await organization('Alleen Staf B.V.', 'facturen@alleen-staf.example');
    const invoice = await sell(org);
    const person = await createUser(handle, 'ContactPerson', { organizationId: org });
    const teacher = await createUser(handle, 'Teacher');
    const candidate = await createUser(handle, 'User', { organizationId: org });
    for (const who of [person, teacher, candidate]) {
      const refused = await call(app, 'POST', `/api/invoice/${invoice.id}/send`, who);
      expect(refused.status, who.role).toBe(401);
    }
    expect((await logOf(invoice.id)).filter(([kind]) => kind === 'resend')).toEqual([]);
    expect((await call(app, 'POST', `/api/invoice/${crypto.randomUUID()}/send`, staff)).status).toBe(404);
    expect((await call(app, 'POST', '/api/invoice/geen-id/send', staff)).status).toBe(404);
  });
});

describe('reminders after a resend', () => {
  it('an overdue invoice first mailed by staff gets reminders, but not within the interval after the resend', async () => {
    const org = await organization('Laat Gemaild B.V.', null);
    const invoice = await sell(org);
    const due = addDays(today, -1);
    await handle.db.execute(sql`update ${invoices} set due_date = ${due} where id = ${invoice.id}`);
    await handle.db.execute(sql`update organizations set invoice_email = 'facturen@laat-gemaild.example' where id = ${org}`);
    const outbox = createMailOutbox();
    // Never mailed: no reminder out of the blue.
    expect((await sendInvoiceReminders(handle.db, outbox, { today, intervalDays: 14, max: 3 })).map((r) => r.invoiceId)).not.toContain(invoice.id);

    expect((await call(app, 'POST', `/api/invoice/${invoice.id}/send`, staff)).status).toBe(200);
    const reminded = async (day: string) => (await sendInvoiceReminders(handle.db, outbox, { today: day, intervalDays: 14, max: 3 })).filter((r) => r.invoiceId === invoice.id);
    expect(await reminded(today)).toEqual([]);
    expect(await reminded(addDays(today, 13))).toEqual([]);
    expect((await reminded(addDays(today, 14))).map((r) => r.step)).toEqual([1]);
  });
});
