/**
 * /api/invoice in-process (docs/api.md "Invoice"): numbering per year without gaps, also when invoices are made at
 * the same moment and when one rolls back; states at the due date; scope per role; marking paid; credit notes; and
 * the PDF and UBL downloads. A credit form sent twice with the same `Idempotency-Key` makes one credit note.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import { addDays, amsterdamDay } from '#src/lib/calendar-day';
import type { Role } from '#src/lib/roles';
import type { DbHandle } from '#src/server/db/client';
import { invoices } from '#src/server/db/schema';
import { immediateOutbox, memoryMailer } from '#src/server/mail/memory-mailer';
import { call, createOrganization, createUser, openTestDb, withKey, type TestUser } from '#src/server/testing/api';
import { renderTypstPdf, TypstRenderError } from '#src/server/typst/renderer.server';
import { createInvoice, INVOICE_TITLES } from './invoices';

// The real renderer, watched, so that a test can make one PDF fail as a Typst process that takes too long.
vi.mock('#src/server/typst/renderer.server', async (original) => {
  const real = await original<typeof import('#src/server/typst/renderer.server')>();
  return { ...real, renderTypstPdf: vi.fn(real.renderTypstPdf) };
});

let handle: DbHandle;
let app: Backend;
let as: Record<Role, TestUser>;
let orgA: string;
let orgB: string;
const today = amsterdamDay();
const outbox = immediateOutbox(memoryMailer().mailer);

const line = { description: 'Licentie Beroepentest, 10 plaatsen', quantity: 10, unitPriceCents: 4950, vatCategory: 'S' as const };
const make = (organizationId: string, extra: Partial<Parameters<typeof createInvoice>[2]> = {}) =>
  handle.db.transaction((tx) => createInvoice(tx, outbox, { kind: 'invoice', organizationId, licenceId: null, lines: [line], buyerReference: null, createdBy: null, ...extra }));

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
  orgA = (await createOrganization(handle, 'Bouw Oost B.V.')).id;
  orgB = (await createOrganization(handle, 'Groen West')).id;
  await handle.db.execute(sql`update organizations set kvk_number = '12345678', vat_number = 'NL123456789B01', invoice_street = 'Postbus 1', invoice_postcode = '7500 AA', invoice_city = 'Enschede' where id = ${orgA}`);
  as = {
    Admin: await createUser(handle, 'Admin'),
    Coordinator: await createUser(handle, 'Coordinator'),
    Teacher: await createUser(handle, 'Teacher'),
    ContactPerson: await createUser(handle, 'ContactPerson', { organizationId: orgA }),
    User: await createUser(handle, 'User', { organizationId: orgA }),
  };
});

afterAll(async () => {
  await handle?.close();
});

describe('numbering', () => {
  it('numbers each year from 0001 without gaps or doubles when 20 invoices are made at once, and a rolled-back one gives its number back', async () => {
    const year = 2031; // a year no other test uses
    await expect(
      handle.db.transaction(async (tx) => {
        await createInvoice(tx, outbox, { kind: 'invoice', organizationId: orgA, licenceId: null, lines: [line], buyerReference: null, createdBy: null, issueDate: `${year}-01-02` });
        throw new Error('afgebroken');
      }),
    ).rejects.toThrow('afgebroken');
    const made = await Promise.all(Array.from({ length: 20 }, () => make(orgA, { issueDate: `${year}-03-04` })));
    const numbers = made.map((m) => m.number).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `${year}-${String(i + 1).padStart(4, '0')}`));
    const next = await make(orgB, { issueDate: `${year + 1}-01-01` });
    expect(next.number).toBe(`${year + 1}-0001`);
  });
});

describe('reading and states', () => {
  it('copies seller and buyer in, sums the lines, and shows a contact person only their own organisation’s', async () => {
    const mine = await make(orgA);
    const theirs = await make(orgB);
    const detail = await call(app, 'GET', `/api/invoice/${mine.id}`, as.ContactPerson);
    expect(detail.status).toBe(200);
    expect(detail.json).toMatchObject({
      number: mine.number,
      state: 'open',
      issueDate: today,
      dueDate: addDays(today, 30),
      netCents: 49500,
      vatCents: 10395,
      grossCents: 59895,
      buyer: { name: 'Bouw Oost B.V.', kvkNumber: '12345678', vatNumber: 'NL123456789B01', street: 'Postbus 1', city: 'Enschede' },
      seller: { name: 'Kandidaatplatform B.V.', iban: 'NL91ABNA0417164300' },
    });
    expect((await call(app, 'GET', `/api/invoice/${theirs.id}`, as.ContactPerson)).status).toBe(404);
    const list = await call(app, 'GET', '/api/invoice', as.ContactPerson);
    expect(list.json.items.every((i: { organization: { id: string } }) => i.organization.id === orgA)).toBe(true);
    for (const role of ['Teacher', 'User'] as Role[]) expect((await call(app, 'GET', `/api/invoice/${mine.id}`, as[role])).status).toBe(401);
  });

  it('is overdue the day after its due date, not on it', async () => {
    const onDue = await make(orgB, { issueDate: addDays(today, -30) });
    const pastDue = await make(orgB, { issueDate: addDays(today, -31) });
    expect((await call(app, 'GET', `/api/invoice/${onDue.id}`, as.Admin)).json.state).toBe('open');
    expect((await call(app, 'GET', `/api/invoice/${pastDue.id}`, as.Admin)).json.state).toBe('overdue');
    const overdue = await call(app, 'GET', `/api/invoice?state=overdue&organizationId=${orgB}`, as.Admin);
    expect(overdue.json.items.map((i: { id: string }) => i.id)).toContain(pastDue.id);
    expect(overdue.json.items.map((i: { id: string }) => i.id)).not.toContain(onDue.id);
  });

  it('marks an invoice paid once; a credit note reverses it with the same lines, never by editing', async () => {
    const bill = await make(orgA);
    const paid = await call(app, 'POST', `/api/invoice/${bill.id}/pay`, as.Coordinator);
    expect(paid.json.state).toBe('paid');
    expect((await call(app, 'POST', `/api/invoice/${bill.id}/pay`, as.Coordinator)).status).toBe(409);
    expect((await call(app, 'POST', `/api/invoice/${bill.id}/pay`, as.ContactPerson)).status).toBe(401);
    const credit = await call(app, 'POST', `/api/invoice/${bill.id}/credit`, as.Coordinator);
    expect(credit.status).toBe(201);
    const note = await call(app, 'GET', `/api/invoice/${credit.json.id}`, as.Admin);
    expect(note.json).toMatchObject({ kind: 'credit-note', state: 'credit-note', grossCents: 59895, credits: { id: bill.id, number: bill.number } });
    const original = await call(app, 'GET', `/api/invoice/${bill.id}`, as.Admin);
    expect(original.json).toMatchObject({ state: 'credited', creditedBy: { id: credit.json.id } });
    expect((await call(app, 'POST', `/api/invoice/${bill.id}/credit`, as.Coordinator)).status).toBe(409);
    expect((await call(app, 'POST', `/api/invoice/${credit.json.id}/credit`, as.Coordinator)).status).toBe(409);
    const [row] = await handle.db.select({ lines: invoices.lines }).from(invoices).where(eq(invoices.id, bill.id));
    expect(row!.lines).toEqual([line]);
  });

  it('makes one credit note when the credit form is sent twice with the same key, and answers both with it', async () => {
    const bill = await make(orgA);
    const key = randomUUID();
    const credit = () => call(app, 'POST', `/api/invoice/${bill.id}/credit`, as.Coordinator, undefined, withKey(key));
    const [first, second] = await Promise.all([credit(), credit()]);
    expect(first.status).toBe(201);
    expect(second).toEqual(first);
    expect(await credit()).toEqual(first);
    expect(await handle.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.creditsInvoiceId, bill.id))).toEqual([{ id: first.json.id }]);
  });
});

describe('downloads', () => {
  it('answers the PDF and the UBL as attachments named after the invoice, only for those who may read it', async () => {
    const bill = await make(orgA);
    const pdf = await app.request(`/api/invoice/${bill.id}/pdf`, { headers: { authorization: `Bearer ${as.ContactPerson.token}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="factuur-${bill.number}.pdf"`);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    const ubl = await app.request(`/api/invoice/${bill.id}/ubl`, { headers: { authorization: `Bearer ${as.Admin.token}` } });
    expect(ubl.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await ubl.text();
    expect(xml).toContain(`<cbc:ID>${bill.number}</cbc:ID>`);
    expect(xml).toContain('NL123456789B01');
    const other = await make(orgB);
    expect((await app.request(`/api/invoice/${other.id}/pdf`, { headers: { authorization: `Bearer ${as.ContactPerson.token}` } })).status).toBe(404);
  });

  it('makes both files for an organisation whose stored name holds control and bidi-override characters', async () => {
    // Stored before the field rules (docs/decisions/040); the API refuses such a name now.
    const org = (await createOrganization(handle, 'Tijdelijk')).id;
    await handle.db.execute(sql`update organizations set name = ${'Acme\u000BB.V.\u0007 \u202ENoord'}, kvk_number = '12345678', visit_street = 'Markt 1', visit_postcode = '1234 AB', visit_city = 'Voorbeeldstad' where id = ${org}`);
    const bill = await make(org);
    const pdf = await app.request(`/api/invoice/${bill.id}/pdf`, { headers: { authorization: `Bearer ${as.Admin.token}` } });
    expect(pdf.status).toBe(200);
    const ubl = await app.request(`/api/invoice/${bill.id}/ubl`, { headers: { authorization: `Bearer ${as.Admin.token}` } });
    expect(ubl.status).toBe(200);
    expect(await ubl.text()).toContain('<cbc:RegistrationName>Acme B.V. Noord</cbc:RegistrationName>');
  });

  it('answers 409 for an invoice whose data is wrong, and 500 with a Dutch title when the PDF is not finished in time', async () => {
    const buyer = { name: 'Klant met een fout KvK-nummer', street: null, postcode: null, city: null, countryCode: 'NL' as const, kvkNumber: '123', vatNumber: null, email: null };
    // Stored before the field rules existed (it could not be made, nor mailed, today).
    const incomplete = await make(orgA);
    await handle.db.update(invoices).set({ buyer }).where(eq(invoices.id, incomplete.id));
    const refused = await call(app, 'GET', `/api/invoice/${incomplete.id}/pdf`, as.Admin);
    expect(refused.status).toBe(409);
    expect(refused.json.title).toBe(INVOICE_TITLES.incomplete);

    const bill = await make(orgA);
    vi.mocked(renderTypstPdf).mockRejectedValueOnce(new TypstRenderError('Typst deed er langer dan 20 s over om Factuur … te maken; het maken is afgebroken.', 'timeout'));
    const slow = await call(app, 'GET', `/api/invoice/${bill.id}/pdf`, as.Admin);
    expect(slow.status).toBe(500);
    expect(slow.json.title).toBe(INVOICE_TITLES.pdfFailed);
    expect((await app.request(`/api/invoice/${bill.id}/pdf`, { headers: { authorization: `Bearer ${as.Admin.token}` } })).status).toBe(200);
  });
});
