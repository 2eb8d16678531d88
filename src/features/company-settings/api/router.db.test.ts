/**
 * /api/settings in-process (docs/api.md "Settings"; docs/decisions/059-company-settings.md): admins only; Dutch
 * messages naming the field; the environment default until a value is stored, and again after clearing it; the
 * history of changes; the next invoice carries the new seller and logo (PDF text and image, UBL) while invoices made
 * before keep theirs; a profession added here is accepted by the CSV intake and cannot be deleted while in use.
 */
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import type { DbHandle } from '#src/server/db/client';
import { companySettingChanges, invoices, users } from '#src/server/db/schema';
import { immediateOutbox, memoryMailer } from '#src/server/mail/memory-mailer';
import { call, createOrganization, createUser, openTestDb, type TestUser } from '#src/server/testing/api';
import { createInvoice } from '#src/features/invoices/api/invoices';
import { previewIntake } from '#src/features/bulk-intake/api/intake';
import { listProfessions } from '#src/features/profession-test/api/profession-tests';
import { createProfession } from '#src/features/profession-test/api/fixtures';
import { loadBranding, reminderSchedule } from './settings';

let handle: DbHandle;
let app: Backend;
let admin: TestUser;
let coordinator: TestUser;
let org: string;
const outbox = immediateOutbox(memoryMailer().mailer);

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
  admin = await createUser(handle, 'Admin');
  coordinator = await createUser(handle, 'Coordinator');
  org = (await createOrganization(handle, 'Bouw Oost B.V.')).id;
  await handle.db.execute(
    sql`update organizations set kvk_number = '12345678', invoice_street = 'Postbus 1', invoice_postcode = '7500 AA', invoice_city = 'Enschede' where id = ${org}`,
  );
});

afterAll(async () => {
  await handle?.close();
});

const put = (body: unknown, user: TestUser = admin) => call(app, 'PUT', '/api/settings', user, body);

async function uploadLogo(bytes: Uint8Array, user: TestUser = admin, name = 'logo.png') {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  const res = await app.request('/api/settings/logo', { method: 'POST', headers: { Authorization: `Bearer ${user.token}` }, body: form });
  return { status: res.status, json: await res.json() };
}

const png = (width: number, height: number, colour = '#aa2200') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer()
    .then((b) => new Uint8Array(b));

const makeInvoice = () =>
  handle.db.transaction((tx) =>
    createInvoice(tx, outbox, {
      kind: 'invoice',
      organizationId: org,
      licenceId: null,
      lines: [{ description: 'Licentie Beroepentest, 10 plaatsen', quantity: 10, unitPriceCents: 4950, vatCategory: 'S' }],
      buyerReference: null,
      createdBy: null,
    }),
  );

async function pdfOf(id: string): Promise<{ text: string; images: number }> {
  const res = await app.request(`/api/invoice/${id}/pdf`, { headers: { Authorization: `Bearer ${admin.token}` } });
  expect(res.status).toBe(200);
  const task = getDocument({ data: new Uint8Array(await res.arrayBuffer()), verbosity: 0, useSystemFonts: false });
  const doc = await task.promise;
  try {
    const page = await doc.getPage(1);
    const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
    const { OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const ops = await page.getOperatorList();
    const images = ops.fnArray.filter((fn) => fn === OPS.paintImageXObject).length;
    return { text: text.replace(/\s+/g, ' '), images };
  } finally {
    await task.destroy();
  }
}

async function ublOf(id: string): Promise<string> {
  const res = await app.request(`/api/invoice/${id}/ubl`, { headers: { Authorization: `Bearer ${admin.token}` } });
  expect(res.status).toBe(200);
  return res.text();
}

describe('who may', () => {
  it('lets only admins read and change the settings: a coordinator gets 401 and changes nothing', async () => {
    for (const [method, path] of [
      ['GET', '/api/settings'],
      ['GET', '/api/settings/history'],
      ['GET', '/api/settings/professions'],
      ['DELETE', '/api/settings/logo'],
    ] as const) {
      expect((await call(app, method, path, coordinator)).status).toBe(401);
    }
    expect((await put({ sellerName: 'Overgenomen B.V.' }, coordinator)).status).toBe(401);
    expect((await uploadLogo(await png(100, 40), coordinator)).status).toBe(401);
    expect((await call(app, 'GET', '/api/settings', admin)).json.settings.sellerName.stored).toBeNull();
  });
});

describe('settings', () => {
  it('uses the environment default until a value is stored, and again once it is cleared', async () => {
    const before = (await call(app, 'GET', '/api/settings', admin)).json;
    expect(before.settings.sellerName).toEqual({ stored: null, defaultValue: 'Kandidaatplatform B.V.', value: 'Kandidaatplatform B.V.' });
    expect(before.settings.reminderIntervalDays).toEqual({ stored: null, defaultValue: 14, value: 14 });
    expect(await reminderSchedule(handle.db)).toEqual({ intervalDays: 14, max: 3 });

    const saved = await put({ reminderIntervalDays: '7', reminderMax: 5 });
    expect(saved.status).toBe(200);
    expect(saved.json.settings.reminderIntervalDays).toEqual({ stored: 7, defaultValue: 14, value: 7 });
    expect(await reminderSchedule(handle.db)).toEqual({ intervalDays: 7, max: 5 });

    const cleared = await put({ reminderIntervalDays: '', reminderMax: null });
    expect(cleared.json.settings.reminderIntervalDays).toEqual({ stored: null, defaultValue: 14, value: 14 });
    expect(await reminderSchedule(handle.db)).toEqual({ intervalDays: 14, max: 3 });
  });

  it('refuses wrong values with a Dutch message naming the field, and saves nothing then', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ sellerKvk: '1234567' }, 'KvK-nummer: vul de 8 cijfers'],
      [{ sellerVatNumber: 'NL123456789B01' }, 'Btw-id: vul een Nederlands btw-id in'],
      [{ sellerIban: 'NL91ABNA0417164301' }, 'IBAN: dit rekeningnummer klopt niet (controlegetal)'],
      [{ sellerBic: 'ABN' }, 'BIC: vul een BIC van 8 of 11 tekens in'],
      [{ sellerEmail: 'facturen@' }, 'E-mailadres voor facturen: vul een geldig e-mailadres in'],
      [{ primaryColour: '#ffcc00' }, 'Hoofdkleur: #ffcc00 is te licht voor tekst op wit'],
      [{ primaryColour: 'blauw' }, 'Hoofdkleur: vul een kleur in als #rrggbb'],
      [{ reminderMax: 21 }, 'Hoogste aantal betalingsherinneringen: vul een heel getal in van 0 tot en met 20'],
      [{ sellerName: 'Twee\nregels' }, 'Bedrijfsnaam: gebruik één regel'],
      [{ sellerName: 'Goed B.V.', somethingElse: 1 }, 'Onbekende instelling.'],
    ];
    for (const [body, message] of cases) {
      const answer = await put(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.title).toContain(message);
    }
    expect((await call(app, 'GET', '/api/settings', admin)).json.settings.sellerName.stored).toBeNull();
  });

  it('stores IBAN and btw-id in their compact form and accepts a sole proprietor’s btw-id (mod 97)', async () => {
    const saved = await put({ sellerIban: 'nl91 abna 0417 1643 00', sellerVatNumber: 'nl0000.99998.b57', sellerBic: 'abnanl2a' });
    expect(saved.status).toBe(200);
    expect(saved.json.settings.sellerIban.stored).toBe('NL91ABNA0417164300');
    expect(saved.json.settings.sellerVatNumber.stored).toBe('NL000099998B57');
    expect(saved.json.settings.sellerBic.stored).toBe('ABNANL2A');
  });

  it('refuses SVG, non-images, tiny and oversized files with Dutch messages', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="40"><script>alert(1)</script></svg>');
    expect(await uploadLogo(svg, admin, 'logo.svg')).toMatchObject({ status: 400, json: { title: expect.stringContaining('Een SVG-bestand kan niet als logo') } });
    expect(await uploadLogo(new TextEncoder().encode('geen plaatje'), admin, 'logo.png')).toMatchObject({ status: 400, json: { title: expect.stringContaining('geen afbeelding') } });
    expect(await uploadLogo(await png(10, 10))).toMatchObject({ status: 400, json: { title: expect.stringContaining('te klein') } });
    expect(await uploadLogo(new Uint8Array(600 * 1024).fill(1))).toMatchObject({ status: 400, json: { title: expect.stringContaining('hoogstens 512 KB') } });
  });
});

describe('invoices and branding', () => {
  it('gives the next invoice the new seller, logo and colour, and leaves an invoice made before as it was', async () => {
    const before = await makeInvoice();

    expect((await put({ sellerName: 'Werkfit Nederland B.V.', sellerCity: 'Amersfoort', primaryColour: '#8b1f3a' })).status).toBe(200);
    const logo = await uploadLogo(await png(2000, 500));
    expect(logo.status).toBe(201);
    expect(logo.json).toMatchObject({ width: 800, height: 200 });
    const served = await app.request('/api/settings/logo', { headers: { Authorization: `Bearer ${admin.token}` } });
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await sharp(new Uint8Array(await served.arrayBuffer())).metadata()).format).toBe('png');

    const after = await makeInvoice();

    const newPdf = await pdfOf(after.id);
    expect(newPdf.text).toContain('Werkfit Nederland B.V.');
    expect(newPdf.text).toContain('Amersfoort');
    expect(newPdf.images).toBe(1);
    const newUbl = await ublOf(after.id);
    expect(newUbl).toContain('<cbc:RegistrationName>Werkfit Nederland B.V.</cbc:RegistrationName>');

    const oldPdf = await pdfOf(before.id);
    expect(oldPdf.text).toContain('Kandidaatplatform B.V.');
    expect(oldPdf.text).not.toContain('Werkfit');
    expect(oldPdf.images).toBe(0);
    expect(await ublOf(before.id)).not.toContain('Werkfit');

    // A later logo and name never reach the invoice made in between.
    await uploadLogo(await png(300, 100, '#003300'));
    await put({ sellerName: null });
    const [row] = await handle.db.select({ seller: invoices.seller }).from(invoices).where(eq(invoices.id, after.id));
    expect(row!.seller).toMatchObject({ name: 'Werkfit Nederland B.V.', logoId: logo.json.id, colour: '#8b1f3a' });
    expect((await pdfOf(after.id)).images).toBe(1);

    const branding = await loadBranding(handle.db);
    expect(branding.name).toBe('Kandidaatplatform B.V.');
    expect(branding.colour).toBe('#8b1f3a');
    expect((await sharp(branding.logoPng!).metadata()).width).toBe(300);

    expect((await call(app, 'DELETE', '/api/settings/logo', admin)).status).toBe(200);
    expect((await loadBranding(handle.db)).logoPng).toBeNull();
    expect((await call(app, 'GET', '/api/settings/logo', admin)).status).toBe(404);
  });

  it('writes who changed what, from what to what, newest first', async () => {
    await put({ sellerPostcode: '3811 AB' });
    const history = (await call(app, 'GET', '/api/settings/history', admin)).json;
    expect(history.items[0]).toMatchObject({ field: 'sellerPostcode', oldValue: null, newValue: '3811 AB', changedBy: { id: admin.id, name: admin.name } });
    const fields = history.items.map((i: { field: string }) => i.field);
    expect(history.items).toContainEqual(expect.objectContaining({ field: 'logo', oldValue: '800 × 200 px', newValue: '300 × 100 px' }));
    expect(history.items).toContainEqual(expect.objectContaining({ field: 'logo', oldValue: '300 × 100 px', newValue: null }));
    expect(fields).toContain('sellerName');
    const [{ n }] = (await handle.db.select({ n: sql<number>`count(*)::int` }).from(companySettingChanges).where(eq(companySettingChanges.field, 'primaryColour'))) as [{ n: number }];
    expect(n).toBe(1);
  });
});

describe('professions', () => {
  it('adds a profession that the CSV intake and every profession list then accept', async () => {
    const csv = 'naam;e-mail;beroep\nHenk Heftruck;henk@test.example;Heftruckchauffeur\n';
    expect((await previewIntake(handle.db, csv)).rows[0]!.errors).toContain("Het beroep 'Heftruckchauffeur' bestaat niet.");

    const added = await call(app, 'POST', '/api/settings/professions', admin, { name: 'Heftruckchauffeur', hollandCode: 'rc', description: 'Je rijdt met een heftruck.' });
    expect(added.status).toBe(201);

    expect((await previewIntake(handle.db, csv)).rows[0]!.errors).toEqual([]);
    expect((await listProfessions(handle.db)).map((p) => p.name)).toContain('Heftruckchauffeur');
    const listed = (await call(app, 'GET', '/api/settings/professions?q=heftruck', admin)).json;
    expect(listed.items).toEqual([
      { id: added.json.id, name: 'Heftruckchauffeur', hollandCode: 'RC', description: 'Je rijdt met een heftruck.', candidates: 0, modules: 0, tests: [] },
    ]);
    const history = (await call(app, 'GET', '/api/settings/history', admin)).json.items;
    expect(history).toContainEqual(expect.objectContaining({ field: 'profession.added', subject: 'Heftruckchauffeur' }));
  });

  it('checks name and Holland code with Dutch messages', async () => {
    const post = (body: unknown) => call(app, 'POST', '/api/settings/professions', admin, body);
    for (const code of ['RR', 'RIAS', 'XZ', 'R1']) {
      const answer = await post({ name: `Beroep ${code}`, hollandCode: code });
      expect(answer.status).toBe(400);
      expect(answer.json.title).toBe('Hollandcode: vul 1 tot 3 verschillende letters in uit R, I, A, S, E en C, zoals RC.');
    }
    expect((await post({ name: '  ' })).json.title).toBe('Naam van het beroep: vul een naam in.');
    const duplicate = await post({ name: 'heftruckchauffeur' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json.title).toContain("er is al een beroep 'Heftruckchauffeur'");
  });

  it('renames and edits a profession, and refuses to delete one in use while deleting an unused one', async () => {
    const used = (await createProfession(handle, 'Lasser')).id;
    await handle.db.update(users).set({ professionId: used }).where(eq(users.id, (await createUser(handle, 'User')).id));
    const renamed = await call(app, 'PUT', `/api/settings/professions/${used}`, admin, { name: 'Lasser (MIG/MAG)', hollandCode: 'R', description: null });
    expect(renamed.status).toBe(200);
    expect((await listProfessions(handle.db)).map((p) => p.name)).toContain('Lasser (MIG/MAG)');

    const refused = await call(app, 'DELETE', `/api/settings/professions/${used}`, admin);
    expect(refused.status).toBe(409);
    expect(refused.json.title).toBe("'Lasser (MIG/MAG)' kan niet worden verwijderd, want het beroep is in gebruik (1 account). Geef die eerst een ander beroep, of laat het beroep staan.");

    const unused = (await call(app, 'POST', '/api/settings/professions', admin, { name: 'Tijdelijk beroep' })).json.id;
    expect((await call(app, 'DELETE', `/api/settings/professions/${unused}`, admin)).status).toBe(200);
    expect((await call(app, 'DELETE', `/api/settings/professions/${unused}`, admin)).status).toBe(404);
    expect((await call(app, 'PUT', '/api/settings/professions/geen-uuid', admin, { name: 'X' })).status).toBe(404);
  });
});
