/**
 * /api/organization in-process (docs/api.md "Organisation"): every call as every role, the field checks (KvK-nummer,
 * btw-id, postcode, e-mail, address parts, name), normalisation, search, archiving, paging, the people of an
 * organisation, 404 for unknown, foreign and malformed ids, and 409 when deleting an organisation with people.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import type { Role } from '#src/lib/roles';
import type { DbHandle } from '#src/server/db/client';
import { organizations } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { call, createOrganization, createUser, openTestDb, type TestUser } from '#src/server/testing/api';

let handle: DbHandle;
let app: Backend;
/** A user of each role; the contact person and the candidate belong to `own`. */
let as: Record<Role, TestUser>;
/** Organisation with people (CP and candidates), and one of someone else with its own contact person. */
let own: string;
let foreign: string;

const UNKNOWN = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const ROLES: Role[] = ['Admin', 'Coordinator', 'Teacher', 'ContactPerson', 'User'];
const STAFF_ROLES: Role[] = ['Admin', 'Coordinator'];
const OTHERS: Role[] = ['Teacher', 'ContactPerson', 'User'];

/** A complete, valid body as a form would send it (not yet normalised). */
const body = (extra: Record<string, unknown> = {}) => ({
  name: 'Zorggroep Oost B.V.',
  kvkNumber: '1234 5678',
  vatNumber: 'nl 8123.45.678 b01',
  visitStreet: 'Hengelosestraat 5',
  visitPostcode: '7514ab',
  visitCity: 'Enschede',
  invoiceStreet: 'Postbus 120',
  invoicePostcode: '7500 AC',
  invoiceCity: 'Enschede',
  invoiceEmail: ' Facturen@Zorggroep-Oost.example ',
  notes: 'Contact via Henk. <b>Geen</b> HTML.',
  ...extra,
});

let serial = 0;
/** A fresh organisation without people. */
const fresh = async () => (await createOrganization(handle, `Vers ${++serial}`)).id;

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
  own = (await createOrganization(handle, 'Logistiek Twente B.V.')).id;
  foreign = (await createOrganization(handle, 'Gemeente Hengelo')).id;
  as = {
    Admin: await createUser(handle, 'Admin'),
    Coordinator: await createUser(handle, 'Coordinator'),
    Teacher: await createUser(handle, 'Teacher'),
    ContactPerson: await createUser(handle, 'ContactPerson', { name: 'Henk Bosman', organizationId: own }),
    User: await createUser(handle, 'User', { name: 'Sven Kuipers', organizationId: own }),
  };
  await createUser(handle, 'User', { name: 'Anna Albers', organizationId: own, status: 'invited' });
  await createUser(handle, 'User', { name: 'Weg Gewist', organizationId: own, status: 'erased' });
  await createUser(handle, 'ContactPerson', { name: 'Rosa Contact', organizationId: foreign });
});
afterAll(async () => {
  await handle.close();
});

describe('GET /api/organization/options', () => {
  it('answers staff every current organisation as { id, name } by name', async () => {
    const archived = await createOrganization(handle, 'Aaa Gearchiveerd');
    await handle.db.update(organizations).set({ archivedAt: new Date() }).where(eq(organizations.id, archived.id));
    for (const role of STAFF_ROLES) {
      const res = await call(app, 'GET', '/api/organization/options', as[role]);
      expect(res.status).toBe(200);
      const names = res.json.map((o: { name: string }) => o.name);
      expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')));
      expect(names).toContain('Logistiek Twente B.V.');
      expect(names).not.toContain('Aaa Gearchiveerd');
      expect(Object.keys(res.json[0]).sort()).toEqual(['id', 'name']);
    }
  });

  it.each(OTHERS)('refuses %s with 401', async (role) => {
    expect((await call(app, 'GET', '/api/organization/options', as[role])).status).toBe(401);
  });

  it('refuses a call without a session with 401', async () => {
    expect((await call(app, 'GET', '/api/organization/options')).status).toBe(401);
  });
});

describe('POST /api/organization', () => {
  it.each(STAFF_ROLES)('creates an organisation for %s, normalising the numbers, postcodes and e-mail', async (role) => {
    const created = await call(app, 'POST', '/api/organization', as[role], body({ name: `Zorggroep ${role}` }));
    expect(created.status).toBe(201);
    expect(created.json).toEqual({ id: expect.any(String) });
    const read = await call(app, 'GET', `/api/organization/${created.json.id}`, as[role]);
    expect(read.json).toMatchObject({
      id: created.json.id,
      name: `Zorggroep ${role}`,
      kvkNumber: '12345678',
      vatNumber: 'NL812345678B01',
      visitStreet: 'Hengelosestraat 5',
      visitPostcode: '7514 AB',
      visitCity: 'Enschede',
      invoicePostcode: '7500 AC',
      invoiceEmail: 'facturen@zorggroep-oost.example',
      notes: 'Contact via Henk. <b>Geen</b> HTML.',
      archived: false,
      archivedAt: null,
      contactPersons: [],
      contactPersonTotal: 0,
      candidates: [],
      candidateTotal: 0,
    });
  });

  it('needs only a name; empty optional fields are stored as nothing', async () => {
    const created = await call(app, 'POST', '/api/organization', as.Admin, { name: '  Alleen een naam  ', kvkNumber: '', invoiceEmail: null });
    expect(created.status).toBe(201);
    const read = await call(app, 'GET', `/api/organization/${created.json.id}`, as.Admin);
    expect(read.json).toMatchObject({ name: 'Alleen een naam', kvkNumber: null, vatNumber: null, visitPostcode: null, invoiceEmail: null, notes: null });
  });

  it.each(OTHERS)('refuses %s with 401 and stores nothing', async (role) => {
    const res = await call(app, 'POST', '/api/organization', as[role], body({ name: `Niet van ${role}` }));
    expect(res.status).toBe(401);
    const list = await call(app, 'GET', `/api/organization?q=${encodeURIComponent(`Niet van ${role}`)}`, as.Admin);
    expect(list.json.total).toBe(0);
  });

  const invalid: [string, Record<string, unknown>, RegExp][] = [
    ['no name', { name: '   ' }, /^Naam: vul de naam van de organisatie in\.$/],
    ['a name that is not text', { name: 42 }, /^Naam/],
    ['a name too long', { name: 'x'.repeat(201) }, /^Naam: hoogstens 200 tekens\.$/],
    ['a KvK-nummer of 7 digits', { kvkNumber: '1234567' }, /^KvK-nummer: vul 8 cijfers in/],
    ['a KvK-nummer with letters', { kvkNumber: '1234567a' }, /^KvK-nummer/],
    ['a btw-id without B', { vatNumber: 'NL123456789X01' }, /^Btw-id: vul een Nederlands btw-id in/],
    ['a Belgian btw-id', { vatNumber: 'BE0123456789' }, /^Btw-id/],
    ['a postcode starting with 0', { visitPostcode: '0123 AB' }, /^Postcode \(bezoekadres\): vul een Nederlandse postcode in, zoals 1234 AB\.$/],
    ['a postcode without letters', { invoicePostcode: '7500' }, /^Postcode \(factuuradres\)/],
    ['an e-mail address without @', { invoiceEmail: 'facturen.example.nl' }, /^Factuuradres \(e-mail\): vul een geldig e-mailadres in/],
    ['half a visiting address', { visitCity: '' }, /^Bezoekadres: vul ook de plaats in, of laat het hele adres leeg\.$/],
    ['half an invoice address', { invoiceStreet: null }, /^Factuuradres: vul ook straat en huisnummer in/],
    ['notes too long', { notes: 'x'.repeat(5001) }, /^Notities: hoogstens 5000 tekens\.$/],
  ];

  it.each(invalid)('answers 400 naming the field for %s, and stores nothing', async (_, change, title) => {
    const name = `Fout ${++serial}`;
    const res = await call(app, 'POST', '/api/organization', as.Coordinator, body({ name, ...change }));
    expect(res.status).toBe(400);
    expect(res.json.title).toMatch(title);
    if (!('name' in change)) {
      const list = await call(app, 'GET', `/api/organization?q=${encodeURIComponent(name)}`, as.Admin);
      expect(list.json.total).toBe(0);
    }
  });
});

describe('GET /api/organization', () => {
  it('pages the current organisations by name with their counts; erased accounts do not count', async () => {
    const res = await call(app, 'GET', '/api/organization?q=logistiek', as.Coordinator);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      items: [{ id: own, name: 'Logistiek Twente B.V.', city: null, kvkNumber: null, archived: false, contactPersons: 1, candidates: 2 }],
      total: 1,
      page: 1,
      pageSize: 20,
    });
  });

  it('searches the name literally and case-insensitively', async () => {
    await createOrganization(handle, 'Schoon_Maak 100% B.V.');
    expect((await call(app, 'GET', '/api/organization?q=MAAK%20100%25', as.Admin)).json.items.map((o: { name: string }) => o.name)).toEqual([
      'Schoon_Maak 100% B.V.',
    ]);
    expect((await call(app, 'GET', '/api/organization?q=k_1', as.Admin)).json.total).toBe(0);
  });

  it('lists archived organisations only with archived=1', async () => {
    const id = await fresh();
    expect((await call(app, 'POST', `/api/organization/${id}/archive`, as.Admin)).status).toBe(200);
    const current = await call(app, 'GET', '/api/organization?q=Vers', as.Admin);
    expect(current.json.items.map((o: { id: string }) => o.id)).not.toContain(id);
    const archived = await call(app, 'GET', '/api/organization?archived=1', as.Admin);
    expect(archived.json.items).toContainEqual(expect.objectContaining({ id, archived: true }));
    expect(archived.json.items.every((o: { archived: boolean }) => o.archived)).toBe(true);
  });

  it('answers 20 a page, by name then id, and an empty page past the end', async () => {
    for (let i = 0; i < 22; i++) await createOrganization(handle, `Pagina ${String(i).padStart(2, '0')}`);
    const first = await call(app, 'GET', '/api/organization?q=Pagina', as.Admin);
    expect(first.json.total).toBe(22);
    expect(first.json.items).toHaveLength(20);
    expect(first.json.items[0].name).toBe('Pagina 00');
    const second = await call(app, 'GET', '/api/organization?q=Pagina&page=2', as.Admin);
    expect(second.json.items.map((o: { name: string }) => o.name)).toEqual(['Pagina 20', 'Pagina 21']);
    expect((await call(app, 'GET', '/api/organization?q=Pagina&page=9', as.Admin)).json.items).toEqual([]);
  });

  it('answers 400 for a bad query', async () => {
    expect((await call(app, 'GET', '/api/organization?archived=ja', as.Admin)).status).toBe(400);
    expect((await call(app, 'GET', `/api/organization?q=${'x'.repeat(101)}`, as.Admin)).json.title).toMatch(/zoektekst is te lang/);
    expect((await call(app, 'GET', '/api/organization?page=0', as.Admin)).status).toBe(400);
  });

  it.each([...OTHERS, undefined])('refuses %s with 401', async (role) => {
    expect((await call(app, 'GET', '/api/organization', role ? as[role] : undefined)).status).toBe(401);
  });
});

describe('GET /api/organization/{id}', () => {
  it.each(STAFF_ROLES)('answers %s the record with its contact persons and candidates by name, not the erased', async (role) => {
    const res = await call(app, 'GET', `/api/organization/${own}`, as[role]);
    expect(res.status).toBe(200);
    expect(res.json.contactPersons).toEqual([{ id: as.ContactPerson.id, name: 'Henk Bosman', email: as.ContactPerson.email, status: 'active' }]);
    expect(res.json.candidates.map((p: { name: string; status: string }) => [p.name, p.status])).toEqual([
      ['Anna Albers', 'invited'],
      ['Sven Kuipers', 'active'],
    ]);
    expect(res.json).toMatchObject({ contactPersonTotal: 1, candidateTotal: 2 });
  });

  it('caps each list of people at 50 and counts them all', async () => {
    const big = await fresh();
    for (let i = 0; i < 52; i++) await createUser(handle, 'User', { name: `Kandidaat ${String(i).padStart(2, '0')}`, organizationId: big });
    const res = await call(app, 'GET', `/api/organization/${big}`, as.Admin);
    expect(res.json.candidates).toHaveLength(50);
    expect(res.json.candidates[49].name).toBe('Kandidaat 49');
    expect(res.json.candidateTotal).toBe(52);
  });

  it('answers a contact person their own organisation without the staff’s notes', async () => {
    await call(app, 'PUT', `/api/organization/${own}`, as.Admin, { name: 'Logistiek Twente B.V.', notes: 'Betaalt vaak laat.' });
    expect((await call(app, 'GET', `/api/organization/${own}`, as.Admin)).json.notes).toBe('Betaalt vaak laat.');
    const res = await call(app, 'GET', `/api/organization/${own}`, as.ContactPerson);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: own, name: 'Logistiek Twente B.V.', notes: null, candidateTotal: 2 });
  });

  it('answers a contact person 404 for another organisation, an unknown one and a malformed id', async () => {
    for (const id of [foreign, UNKNOWN, 'niet-een-id']) {
      expect((await call(app, 'GET', `/api/organization/${id}`, as.ContactPerson)).status).toBe(404);
    }
  });

  it('answers staff 404 for an unknown or malformed id', async () => {
    for (const id of [UNKNOWN, 'niet-een-id', '%20']) expect((await call(app, 'GET', `/api/organization/${id}`, as.Admin)).status).toBe(404);
  });

  it('answers a contact person without an organisation 404', async () => {
    const loose = await createUser(handle, 'ContactPerson', { organizationId: null });
    expect((await call(app, 'GET', `/api/organization/${own}`, loose)).status).toBe(404);
  });

  it.each(['Teacher', 'User'] as const)('refuses %s with 401, also for their own organisation', async (role) => {
    expect((await call(app, 'GET', `/api/organization/${own}`, as[role])).status).toBe(401);
  });
});

describe('PUT /api/organization/{id}', () => {
  it.each(STAFF_ROLES)('replaces every field for %s; left-out fields are cleared', async (role) => {
    const id = (await call(app, 'POST', '/api/organization', as.Admin, body({ name: `Te wijzigen ${role}` }))).json.id;
    const res = await call(app, 'PUT', `/api/organization/${id}`, as[role], { name: `Gewijzigd ${role}`, kvkNumber: '87654321', visitStreet: 'Markt 1', visitPostcode: '1011AA', visitCity: 'Amsterdam' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id });
    const read = await call(app, 'GET', `/api/organization/${id}`, as.Admin);
    expect(read.json).toMatchObject({ name: `Gewijzigd ${role}`, kvkNumber: '87654321', vatNumber: null, visitPostcode: '1011 AA', invoiceEmail: null, notes: null });
  });

  it('answers 400 naming the field and changes nothing', async () => {
    const id = (await call(app, 'POST', '/api/organization', as.Admin, body({ name: 'Blijft zo' }))).json.id;
    const res = await call(app, 'PUT', `/api/organization/${id}`, as.Admin, body({ name: 'Anders', vatNumber: 'NL12' }));
    expect(res.status).toBe(400);
    expect(res.json.title).toMatch(/^Btw-id/);
    expect((await call(app, 'GET', `/api/organization/${id}`, as.Admin)).json).toMatchObject({ name: 'Blijft zo', vatNumber: 'NL812345678B01' });
  });

  it('answers 404 for an unknown or malformed id, before looking at the body', async () => {
    expect((await call(app, 'PUT', `/api/organization/${UNKNOWN}`, as.Admin, body())).status).toBe(404);
    expect((await call(app, 'PUT', '/api/organization/123', as.Admin, { name: '' })).status).toBe(404);
  });

  it.each(OTHERS)('refuses %s with 401, also a contact person for their own organisation', async (role) => {
    expect((await call(app, 'PUT', `/api/organization/${own}`, as[role], body({ name: 'Overgenomen' }))).status).toBe(401);
    expect((await call(app, 'GET', `/api/organization/${own}`, as.Admin)).json.name).toBe('Logistiek Twente B.V.');
  });
});

describe('POST /api/organization/{id}/archive and /restore', () => {
  it.each(STAFF_ROLES)('archives and restores for %s; archiving twice keeps the first time', async (role) => {
    const id = await fresh();
    const archived = await call(app, 'POST', `/api/organization/${id}/archive`, as[role]);
    expect(archived.status).toBe(200);
    expect(archived.json).toEqual({ id, archivedAt: expect.any(String) });
    const again = await call(app, 'POST', `/api/organization/${id}/archive`, as[role]);
    expect(again.json.archivedAt).toBe(archived.json.archivedAt);
    expect((await call(app, 'GET', `/api/organization/${id}`, as.Admin)).json).toMatchObject({ archived: true, archivedAt: archived.json.archivedAt });
    const options = await call(app, 'GET', '/api/organization/options', as.Admin);
    expect(options.json.map((o: { id: string }) => o.id)).not.toContain(id);

    const restored = await call(app, 'POST', `/api/organization/${id}/restore`, as[role]);
    expect(restored.status).toBe(200);
    expect(restored.json).toEqual({ id, archivedAt: null });
    expect((await call(app, 'GET', '/api/organization/options', as.Admin)).json.map((o: { id: string }) => o.id)).toContain(id);
  });

  it('archives an organisation with people (it stays readable for its contact person)', async () => {
    expect((await call(app, 'POST', `/api/organization/${own}/archive`, as.Admin)).status).toBe(200);
    expect((await call(app, 'GET', `/api/organization/${own}`, as.ContactPerson)).json.archived).toBe(true);
    expect((await call(app, 'POST', `/api/organization/${own}/restore`, as.Admin)).status).toBe(200);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const action of ['archive', 'restore']) {
      expect((await call(app, 'POST', `/api/organization/${UNKNOWN}/${action}`, as.Admin)).status).toBe(404);
      expect((await call(app, 'POST', `/api/organization/x/${action}`, as.Admin)).status).toBe(404);
    }
  });

  it.each(OTHERS)('refuses %s with 401', async (role) => {
    const id = await fresh();
    expect((await call(app, 'POST', `/api/organization/${id}/archive`, as[role])).status).toBe(401);
    expect((await call(app, 'POST', `/api/organization/${id}/restore`, as[role])).status).toBe(401);
    expect((await call(app, 'GET', `/api/organization/${id}`, as.Admin)).json.archived).toBe(false);
  });
});

describe('DELETE /api/organization/{id}', () => {
  it.each(STAFF_ROLES)('deletes an organisation nobody belongs to for %s', async (role) => {
    const id = await fresh();
    const res = await app.request(`/api/organization/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${as[role].token}` } });
    expect(res.status).toBe(204);
    expect((await call(app, 'GET', `/api/organization/${id}`, as.Admin)).status).toBe(404);
  });

  it('answers 409 with a Dutch title while people belong to it, and keeps it', async () => {
    const res = await call(app, 'DELETE', `/api/organization/${own}`, as.Admin);
    expect(res.status).toBe(409);
    expect(res.json.title).toBe(
      'Deze organisatie heeft nog contactpersonen of kandidaten en kan daarom niet worden verwijderd. Archiveer de organisatie in plaats daarvan.',
    );
    expect((await call(app, 'GET', `/api/organization/${own}`, as.Admin)).status).toBe(200);
  });

  it('answers 409 when only an erased account still belongs to it', async () => {
    const id = await fresh();
    await createUser(handle, 'User', { name: 'Gewist', organizationId: id, status: 'erased' });
    expect((await call(app, 'GET', '/api/organization?q=' + encodeURIComponent(`Vers ${serial}`), as.Admin)).json.items[0].candidates).toBe(0);
    expect((await call(app, 'DELETE', `/api/organization/${id}`, as.Admin)).status).toBe(409);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    expect((await call(app, 'DELETE', `/api/organization/${UNKNOWN}`, as.Admin)).status).toBe(404);
    expect((await call(app, 'DELETE', `/api/organization/${randomUUID()}x`, as.Admin)).status).toBe(404);
  });

  it.each([...OTHERS, undefined])('refuses %s with 401 and keeps the organisation', async (role) => {
    const id = await fresh();
    expect((await call(app, 'DELETE', `/api/organization/${id}`, role ? as[role] : undefined)).status).toBe(401);
    expect((await call(app, 'GET', `/api/organization/${id}`, as.Admin)).status).toBe(200);
  });
});

it('covers every role in the checks above', () => {
  expect([...STAFF_ROLES, ...OTHERS].sort()).toEqual([...ROLES].sort());
});
