/**
 * Every kind of e-invoice the platform makes, validated with the official artefacts (src/features/invoices/testing/
 * ubl-kit.ts): the OASIS UBL 2.1 XSD, the CEN EN 16931 rules and the Peppol BIS Billing 3.0 rules with NLCIUS
 * (docs/decisions/050-peppol-valid-invoices.md). The documents are downloaded from `GET /api/invoice/{id}/ubl` as a
 * contact person or staff would:
 * - the demo invoices (src/backend/seed.ts): paid, open, overdue without the buyer's reference, and one for an
 *   organisation without KvK-nummer and btw-id;
 * - made through the API here: a buyer with only a btw-id, with only a KvK-nummer and no invoice address or invoice
 *   e-mail, with neither; licences with and without the buyer's reference, at 21 % and exempt (0 %); an extension
 *   invoice; credit notes of a Peppol and of a non-Peppol invoice;
 * - documents the API cannot make yet but the documents module accepts (documents/examples.ts): several lines,
 *   21 % and exempt lines on one invoice, a credit note.
 * Each must pass the XSD and EN 16931 without a fatal finding, and Peppol BIS 3 unless the platform marks it as
 * not for Peppol — then exactly the Peppol rules that say so fire and nothing else. All documents are validated in
 * one batch (one Java run per rule set) in `beforeAll`; a failure lists every fatal finding with rule id and text.
 * Needs Java, Saxon-HE and xmllint (.ci/run installs them) and the kit (UBL_KIT_DIR): without them every test fails
 * with the runner's message (the error is kept and thrown in each test, so the run counts failures, not skips).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import { seedDemo } from '#src/backend/seed';
import { addDays, amsterdamDay } from '#src/lib/calendar-day';
import type { DbHandle } from '#src/server/db/client';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { call, createUser, openTestDb, type TestUser } from '#src/server/testing/api';
import { EXAMPLE_CREDIT_NOTE, EXAMPLE_EXEMPT_INVOICE, EXAMPLE_INVOICE, EXAMPLE_MIXED_INVOICE } from '../documents/examples';
import { EN16931_CUSTOMIZATION_ID, invoiceUbl, UBL_CUSTOMIZATION_ID } from '../documents/ubl';
import { fatalLines, kitSetup, validateUbl, type KitReport } from '../testing/ubl-kit';

/** The Peppol rules a document marked as not for Peppol breaks, and no others (decision 050). */
const NOT_FOR_PEPPOL = ['PEPPOL-EN16931-R001', 'PEPPOL-EN16931-R004', 'PEPPOL-EN16931-R007', 'PEPPOL-EN16931-R010'];

/** A document under test: where it came from, its XML, and whether the platform says it can go through Peppol. */
interface Case {
  name: string;
  what: string;
  xml: string;
  peppol: boolean;
}

let handle: DbHandle;
let app: Backend;
let admin: TestUser;
const cases: Case[] = [];
let reports: Map<string, KitReport>;
/** Why the batch could not be validated (kit, Java, Saxon or xmllint missing), thrown by every test. */
let kitError: unknown;
const today = amsterdamDay();

/** A new organisation through the API; `fields` beside the name. @returns its id. */
async function organization(name: string, fields: Record<string, string>): Promise<string> {
  const answer = await call(app, 'POST', '/api/organization', admin, { name, ...fields });
  expect(answer.status, JSON.stringify(answer.json)).toBe(201);
  return answer.json.id;
}

/** A paid licence through the API. @returns the licence id and its invoice's id. */
async function licence(organizationId: string, fields: { vatCategory: 'S' | 'E'; buyerReference?: string; product?: string }) {
  const answer = await call(app, 'POST', '/api/licence', admin, {
    organizationId,
    product: fields.product ?? 'pat',
    seats: 12,
    validFrom: today,
    validUntil: addDays(today, 364),
    pricePerSeatCents: 12_345,
    vatCategory: fields.vatCategory,
    buyerReference: fields.buyerReference ?? null,
  });
  expect(answer.status, JSON.stringify(answer.json)).toBe(201);
  return { id: answer.json.id as string, invoiceId: answer.json.invoiceId as string };
}

beforeAll(async () => {
  try {
    await kitSetup(); // before the demo seed: a missing kit fails at once
  } catch (error) {
    kitError = error;
    return;
  }
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
  await seedDemo(handle.db);
  admin = await createUser(handle, 'Admin');

  const address = { invoiceStreet: 'Stationsweg 4', invoicePostcode: '7511 AB', invoiceCity: 'Enschede' };
  const vatOnly = await organization('Alleen Btw B.V.', { vatNumber: 'NL001234567B01', invoiceEmail: 'facturen@alleenbtw.example', ...address });
  const kvkOnly = await organization('Alleen KvK (bezoekadres)', { kvkNumber: '12345678', visitStreet: 'Markt 2', visitPostcode: '7411 AA', visitCity: 'Deventer' });
  const neither = await organization('Buurtvereniging Zonder Nummers', { invoiceEmail: 'penningmeester@buurt.example', ...address });

  await licence(vatOnly, { vatCategory: 'S' });
  await licence(kvkOnly, { vatCategory: 'E', buyerReference: 'PO-2026-0815' });
  const plain = await licence(neither, { vatCategory: 'S' });
  const extended = await licence(vatOnly, { vatCategory: 'E', buyerReference: 'Kostenplaats 4410' });
  const change = await call(app, 'PUT', `/api/licence/${extended.id}`, admin, { seats: 20, validFrom: today, validUntil: addDays(today, 364), buyerReference: 'Kostenplaats 4410' });
  expect(change.json.invoiceId).toEqual(expect.any(String));
  for (const invoiceId of [plain.invoiceId, extended.invoiceId]) expect((await call(app, 'POST', `/api/invoice/${invoiceId}/credit`, admin)).status).toBe(201);

  // Every invoice and credit note in the database, as the API hands them out.
  for (let page = 1; ; page++) {
    const list = await call(app, 'GET', `/api/invoice?page=${page}`, admin);
    for (const item of list.json.items) {
      const res = await app.request(`/api/invoice/${item.id}/ubl`, { headers: { authorization: `Bearer ${admin.token}` } });
      expect(res.status, `UBL van ${item.number}`).toBe(200);
      cases.push({ name: `api-${item.number}`, what: `${item.kind} ${item.number} van ${item.organization.name}`, xml: await res.text(), peppol: item.peppol });
    }
    if (page * list.json.pageSize >= list.json.total || list.json.items.length === 0) break;
  }
  for (const [name, doc] of Object.entries({ EXAMPLE_INVOICE, EXAMPLE_EXEMPT_INVOICE, EXAMPLE_MIXED_INVOICE, EXAMPLE_CREDIT_NOTE })) {
    cases.push({ name, what: `documents/examples.ts ${name}`, xml: invoiceUbl(doc), peppol: true });
  }
  const multi = { ...EXAMPLE_MIXED_INVOICE, number: '2026-0099', paymentReference: '2026-0099', buyerReference: null, buyer: { ...EXAMPLE_MIXED_INVOICE.buyer, kvkNumber: null, vatNumber: null } };
  cases.push({ name: 'multi-line-no-peppol', what: 'several lines, 21 % and exempt, buyer without numbers', xml: invoiceUbl(multi), peppol: false });
  try {
    reports = await validateUbl(cases.map(({ name, xml }) => ({ name, xml })));
  } catch (error) {
    kitError = error;
  }
}, 180_000);

afterAll(async () => {
  await handle?.close();
});

/** Throws why the documents could not be validated, if they could not. */
function validated(): void {
  if (kitError) throw kitError;
}

/** Every case's fatal findings of `validators`, as 'name (what): finding' lines. */
function failures(pick: (c: Case) => boolean, validators: Parameters<typeof fatalLines>[1]): string[] {
  return cases.filter(pick).flatMap((c) => fatalLines(reports.get(c.name)!, validators).map((line) => `${c.name} (${c.what}): ${line}`));
}

describe('the e-invoices the platform makes', () => {
  it('cover the demo invoices, both VAT categories, buyers with and without numbers, extensions and credit notes', () => {
    validated();
    const xml = cases.map((c) => c.xml);
    expect(cases.filter((c) => c.name.startsWith('api-')).length).toBeGreaterThanOrEqual(10);
    expect(xml.filter((x) => x.includes('<CreditNote ')).length).toBeGreaterThanOrEqual(3);
    expect(xml.some((x) => x.includes('<cbc:ID>E</cbc:ID>')) && xml.some((x) => x.includes('<cbc:ID>S</cbc:ID>'))).toBe(true);
    expect(cases.filter((c) => !c.peppol).map((c) => c.what)).toEqual(
      expect.arrayContaining([expect.stringContaining('Werkgroep Taal en Werk Enschede'), expect.stringMatching(/^credit-note .* Buurtvereniging Zonder Nummers$/)]),
    );
    // Both schematrons read every document (a rule set that matched nothing would find nothing).
    expect(cases.every((c) => reports.get(c.name)!.firedRules.en16931 > 20 && reports.get(c.name)!.firedRules.peppol > 20)).toBe(true);
  });

  it('pass the UBL 2.1 XSD', () => {
    validated();
    expect(failures(() => true, ['xsd'])).toEqual([]);
  });

  it('pass the EN 16931 rules', () => {
    validated();
    expect(failures(() => true, ['en16931'])).toEqual([]);
  });

  it('pass Peppol BIS Billing 3.0 with NLCIUS when the buyer has a KvK-nummer or btw-id, and claim the Peppol customization', () => {
    validated();
    expect(failures((c) => c.peppol, ['peppol'])).toEqual([]);
    for (const c of cases.filter((c) => c.peppol)) expect(c.xml, c.name).toContain(`<cbc:CustomizationID>${UBL_CUSTOMIZATION_ID}</cbc:CustomizationID>`);
  });

  it('claim EN 16931 only when the buyer has neither, and break exactly the Peppol rules that say so', () => {
    validated();
    const notForPeppol = cases.filter((c) => !c.peppol);
    expect(notForPeppol.length).toBeGreaterThanOrEqual(3);
    for (const c of notForPeppol) {
      expect(c.xml, c.name).toContain(`<cbc:CustomizationID>${EN16931_CUSTOMIZATION_ID}</cbc:CustomizationID>`);
      expect(c.xml, c.name).not.toContain('<cbc:ProfileID>');
      expect(/<cac:AccountingCustomerParty>[\s\S]*<\/cac:AccountingCustomerParty>/.exec(c.xml)?.[0], c.name).not.toContain('EndpointID');
      const fatal = reports.get(c.name)!.findings.filter((f) => f.flag === 'fatal' && f.validator === 'peppol');
      expect([...new Set(fatal.map((f) => f.id))].sort(), `${c.name}: ${fatalLines(reports.get(c.name)!, ['peppol']).join('\n')}`).toEqual(NOT_FOR_PEPPOL);
    }
  });

  it('always carry a buyer reference: the one given on the licence, else the invoice number', () => {
    validated();
    const overdue = cases.find((c) => c.what.startsWith('invoice') && c.what.includes('Schoonmaakbedrijf De Glans'));
    const number = overdue?.what.split(' ')[1];
    expect(overdue?.xml).toContain(`<cbc:BuyerReference>${number}</cbc:BuyerReference>`);
    expect(cases.some((c) => c.xml.includes('<cbc:BuyerReference>PO-2026-0815</cbc:BuyerReference>'))).toBe(true);
    expect(cases.every((c) => /<cbc:BuyerReference>[^<]+<\/cbc:BuyerReference>/.test(c.xml))).toBe(true);
  });
});
