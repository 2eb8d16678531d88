/**
 * /api/location in-process (docs/api.md "Location"): every call as every role, the field checks (name, address,
 * postcode, room names and capacity 1–500), rooms changed, added and removed in one transaction, search,
 * archiving, paging, the options for planning screens, and 404 for unknown and malformed ids.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import type { Role } from '#src/lib/roles';
import type { DbHandle } from '#src/server/db/client';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { call, createOrganization, createUser, openTestDb, type TestUser } from '#src/server/testing/api';

let handle: DbHandle;
let app: Backend;
let as: Record<Role, TestUser>;

const UNKNOWN = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const STAFF_ROLES: Role[] = ['Admin', 'Coordinator'];
const OTHERS: Role[] = ['Teacher', 'ContactPerson', 'User'];

/** A complete, valid body as a form would send it (postcode not yet normalised). */
const body = (extra: Record<string, unknown> = {}) => ({
  name: 'Opleidingscentrum Utrecht',
  street: 'Stationsplein 12',
  postcode: '3511ed',
  city: 'Utrecht',
  stepFree: true,
  lift: true,
  accessibilityText: 'Invalidenparkeerplaats voor de deur.',
  directions: 'Vanaf Utrecht Centraal 5 minuten lopen, uitgang Jaarbeurs.',
  internalNotes: 'Sleutel bij de conciërge.',
  rooms: [
    { name: 'Lokaal 1', capacity: 12 },
    { name: 'Praktijkhal', capacity: 40 },
  ],
  ...extra,
});

let serial = 0;
/** Creates a location through the API as the admin; answers its id. */
async function create(extra: Record<string, unknown> = {}): Promise<string> {
  const res = await call(app, 'POST', '/api/location', as.Admin, body({ name: `Locatie ${++serial}`, ...extra }));
  expect(res.status).toBe(201);
  return res.json.id;
}
const read = async (id: string) => (await call(app, 'GET', `/api/location/${id}`, as.Admin)).json;

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
  const org = await createOrganization(handle);
  as = {
    Admin: await createUser(handle, 'Admin'),
    Coordinator: await createUser(handle, 'Coordinator'),
    Teacher: await createUser(handle, 'Teacher'),
    ContactPerson: await createUser(handle, 'ContactPerson', { organizationId: org.id }),
    User: await createUser(handle, 'User', { organizationId: org.id }),
  };
});
afterAll(async () => {
  await handle.close();
});

describe('POST /api/location', () => {
  it.each(STAFF_ROLES)('creates a location with its rooms for %s, postcode normalised', async (role) => {
    const res = await call(app, 'POST', '/api/location', as[role], body({ name: `Centrum ${role}` }));
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ id: expect.any(String) });
    expect(await read(res.json.id)).toEqual({
      id: res.json.id,
      name: `Centrum ${role}`,
      street: 'Stationsplein 12',
      postcode: '3511 ED',
      city: 'Utrecht',
      stepFree: true,
      lift: true,
      accessibilityText: 'Invalidenparkeerplaats voor de deur.',
      directions: 'Vanaf Utrecht Centraal 5 minuten lopen, uitgang Jaarbeurs.',
      internalNotes: 'Sleutel bij de conciërge.',
      archived: false,
      archivedAt: null,
      createdAt: expect.any(String),
      rooms: [
        { id: expect.any(String), name: 'Lokaal 1', capacity: 12 },
        { id: expect.any(String), name: 'Praktijkhal', capacity: 40 },
      ],
    });
  });

  it('takes a location without rooms, accessibility or directions', async () => {
    const id = await create({ rooms: undefined, stepFree: undefined, lift: undefined, accessibilityText: '', directions: null, internalNotes: undefined });
    expect(await read(id)).toMatchObject({ stepFree: false, lift: false, accessibilityText: null, directions: null, internalNotes: null, rooms: [] });
  });

  it('accepts a capacity of 1 and of 500', async () => {
    const id = await create({ rooms: [{ name: 'Klein', capacity: 1 }, { name: 'Aula', capacity: 500 }] });
    expect((await read(id)).rooms.map((r: { capacity: number }) => r.capacity)).toEqual([500, 1]);
  });

  it.each(OTHERS)('refuses %s with 401', async (role) => {
    expect((await call(app, 'POST', '/api/location', as[role], body())).status).toBe(401);
  });

  const invalid: [string, Record<string, unknown>, RegExp][] = [
    ['no name', { name: '' }, /^Naam: vul de naam van de locatie in\.$/],
    ['no street', { street: '  ' }, /^Straat en huisnummer: vul het adres in\.$/],
    ['no postcode', { postcode: '' }, /^Postcode: vul de postcode in\.$/],
    ['a wrong postcode', { postcode: '351 ED' }, /^Postcode: vul een Nederlandse postcode in, zoals 1234 AB\.$/],
    ['no city', { city: undefined }, /^Plaats: vul de plaats in\.$/],
    ['step-free as text', { stepFree: 'ja' }, /^Drempelvrij: kies ja of nee\.$/],
    ['directions too long', { directions: 'x'.repeat(5001) }, /^Routebeschrijving voor kandidaten: hoogstens 5000 tekens\.$/],
    ['a capacity of 0', { rooms: [{ name: 'Kast', capacity: 0 }] }, /^Capaciteit van een lokaal: vul een heel getal in van 1 tot en met 500\.$/],
    ['a capacity of 501', { rooms: [{ name: 'Stadion', capacity: 501 }] }, /^Capaciteit van een lokaal/],
    ['a capacity of 2.5', { rooms: [{ name: 'Half', capacity: 2.5 }] }, /^Capaciteit van een lokaal/],
    ['a capacity as text', { rooms: [{ name: 'Tekst', capacity: '12' }] }, /^Capaciteit van een lokaal/],
    ['a room without a name', { rooms: [{ name: ' ', capacity: 4 }] }, /^Naam van het lokaal: vul de naam van elk lokaal in\.$/],
    ['two rooms of the same name', { rooms: [{ name: 'Lokaal 1', capacity: 4 }, { name: 'lokaal 1', capacity: 8 }] }, /^Naam van het lokaal: ‘lokaal 1’ staat er twee keer in/],
    ['51 rooms', { rooms: Array.from({ length: 51 }, (_, i) => ({ name: `K${i}`, capacity: 2 })) }, /^Lokalen: een locatie heeft hoogstens 50 lokalen\.$/],
    ['rooms that are not a list', { rooms: 'Lokaal 1' }, /^Lokalen: stuur een lijst van lokalen\.$/],
  ];

  it.each(invalid)('answers 400 naming the field for %s, and stores nothing', async (_, change, title) => {
    const name = `Fout ${++serial}`;
    const res = await call(app, 'POST', '/api/location', as.Coordinator, body({ name, ...change }));
    expect(res.status).toBe(400);
    expect(res.json.title).toMatch(title);
    expect((await call(app, 'GET', `/api/location?q=${encodeURIComponent(name)}`, as.Admin)).json.total).toBe(0);
  });
});

describe('PUT /api/location/{id}', () => {
  it.each(STAFF_ROLES)('changes, adds and removes rooms in one save for %s', async (role) => {
    const id = await create({ rooms: [{ name: 'Lokaal 1', capacity: 12 }, { name: 'Lokaal 2', capacity: 16 }, { name: 'Kantine', capacity: 30 }] });
    const before = await read(id);
    const lokaal1 = before.rooms.find((r: { name: string }) => r.name === 'Lokaal 1');
    const kantine = before.rooms.find((r: { name: string }) => r.name === 'Kantine');
    const res = await call(app, 'PUT', `/api/location/${id}`, as[role], body({
      name: `Gewijzigd ${role}`,
      stepFree: false,
      rooms: [
        { id: lokaal1.id, name: 'Lokaal 1 (groot)', capacity: 20 },
        { id: kantine.id, name: 'Kantine', capacity: 30 },
        { name: 'Lokaal 3', capacity: 8 },
      ],
    }));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id });
    const after = await read(id);
    expect(after).toMatchObject({ name: `Gewijzigd ${role}`, stepFree: false });
    expect(after.rooms).toEqual([
      { id: kantine.id, name: 'Kantine', capacity: 30 },
      { id: lokaal1.id, name: 'Lokaal 1 (groot)', capacity: 20 },
      { id: expect.any(String), name: 'Lokaal 3', capacity: 8 },
    ]);
  });

  it('lets two rooms swap names in one save', async () => {
    const id = await create({ rooms: [{ name: 'A', capacity: 1 }, { name: 'B', capacity: 2 }] });
    const [a, b] = (await read(id)).rooms;
    const res = await call(app, 'PUT', `/api/location/${id}`, as.Admin, body({ rooms: [{ id: a.id, name: 'B', capacity: 1 }, { id: b.id, name: 'A', capacity: 2 }] }));
    expect(res.status).toBe(200);
    expect((await read(id)).rooms).toEqual([
      { id: b.id, name: 'A', capacity: 2 },
      { id: a.id, name: 'B', capacity: 1 },
    ]);
  });

  it('removes every room when the list is empty', async () => {
    const id = await create();
    expect((await call(app, 'PUT', `/api/location/${id}`, as.Admin, body({ rooms: [] }))).status).toBe(200);
    expect((await read(id)).rooms).toEqual([]);
  });

  it('answers 400 for a room of another location, and saves nothing (also not the other fields)', async () => {
    const id = await create();
    const other = await read(await create());
    const before = await read(id);
    const res = await call(app, 'PUT', `/api/location/${id}`, as.Admin, body({ name: 'Gekaapt', rooms: [{ id: other.rooms[0].id, name: 'Van een ander', capacity: 3 }] }));
    expect(res.status).toBe(400);
    expect(res.json.title).toMatch(/^Lokalen: een van de lokalen hoort niet \(meer\) bij deze locatie/);
    expect(await read(id)).toEqual(before);
    expect(await read(other.id)).toEqual(other);
  });

  it('answers 400 naming the field for a bad capacity, and changes nothing', async () => {
    const id = await create();
    const before = await read(id);
    const res = await call(app, 'PUT', `/api/location/${id}`, as.Admin, body({ name: 'Anders', rooms: [{ id: before.rooms[0].id, name: 'Lokaal 1', capacity: 0 }] }));
    expect(res.status).toBe(400);
    expect(res.json.title).toMatch(/^Capaciteit van een lokaal/);
    expect(await read(id)).toEqual(before);
  });

  it('answers 400 for the same room twice', async () => {
    const id = await create();
    const room = (await read(id)).rooms[0];
    const res = await call(app, 'PUT', `/api/location/${id}`, as.Admin, body({ rooms: [{ id: room.id, name: 'X', capacity: 1 }, { id: room.id, name: 'Y', capacity: 1 }] }));
    expect(res.status).toBe(400);
    expect(res.json.title).toBe('Lokalen: hetzelfde lokaal staat er twee keer in.');
  });

  it('answers 404 for an unknown or malformed id, before looking at the body', async () => {
    expect((await call(app, 'PUT', `/api/location/${UNKNOWN}`, as.Admin, body())).status).toBe(404);
    expect((await call(app, 'PUT', '/api/location/kamer-1', as.Admin, { name: '' })).status).toBe(404);
  });

  it.each(OTHERS)('refuses %s with 401 and changes nothing', async (role) => {
    const id = await create();
    const before = await read(id);
    expect((await call(app, 'PUT', `/api/location/${id}`, as[role], body({ name: 'Overgenomen', rooms: [] }))).status).toBe(401);
    expect(await read(id)).toEqual(before);
  });
});

describe('GET /api/location and GET /api/location/{id}', () => {
  it.each(STAFF_ROLES)('pages the current locations by name for %s, with rooms and seats', async (role) => {
    const id = await create({ name: `Praktijkhuis ${role}`, city: `Zwolle-${role}`, rooms: [{ name: 'Hal', capacity: 25 }, { name: 'Les', capacity: 10 }] });
    const res = await call(app, 'GET', `/api/location?q=zwolle-${role.toLowerCase()}`, as[role]);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      items: [{ id, name: `Praktijkhuis ${role}`, street: 'Stationsplein 12', postcode: '3511 ED', city: `Zwolle-${role}`, stepFree: true, lift: true, archived: false, rooms: 2, seats: 35 }],
      total: 1,
      page: 1,
      pageSize: 20,
    });
    expect((await call(app, 'GET', `/api/location/${id}`, as[role])).status).toBe(200);
  });

  it('searches name and city literally', async () => {
    await create({ name: 'Leslokaal 50%', city: 'Den Haag' });
    expect((await call(app, 'GET', '/api/location?q=den%20haag', as.Admin)).json.items.map((l: { name: string }) => l.name)).toEqual(['Leslokaal 50%']);
    expect((await call(app, 'GET', '/api/location?q=50%25', as.Admin)).json.total).toBe(1);
    expect((await call(app, 'GET', '/api/location?q=l_s', as.Admin)).json.total).toBe(0);
  });

  it('answers 20 a page and lists archived locations only with archived=1', async () => {
    for (let i = 0; i < 21; i++) await create({ name: `Reeks ${String(i).padStart(2, '0')}`, rooms: [] });
    const first = await call(app, 'GET', '/api/location?q=Reeks', as.Admin);
    expect(first.json).toMatchObject({ total: 21, pageSize: 20 });
    expect(first.json.items[0]).toMatchObject({ name: 'Reeks 00', rooms: 0, seats: 0 });
    expect((await call(app, 'GET', '/api/location?q=Reeks&page=2', as.Admin)).json.items.map((l: { name: string }) => l.name)).toEqual(['Reeks 20']);

    const archivedId = first.json.items[0].id;
    await call(app, 'POST', `/api/location/${archivedId}/archive`, as.Admin);
    expect((await call(app, 'GET', '/api/location?q=Reeks', as.Admin)).json.total).toBe(20);
    const archived = await call(app, 'GET', '/api/location?q=Reeks&archived=1', as.Admin);
    expect(archived.json.items).toEqual([expect.objectContaining({ id: archivedId, archived: true })]);
  });

  it('answers 400 for a bad query and 404 for unknown and malformed ids', async () => {
    expect((await call(app, 'GET', '/api/location?archived=2', as.Admin)).status).toBe(400);
    expect((await call(app, 'GET', '/api/location?page=-1', as.Admin)).status).toBe(400);
    for (const id of [UNKNOWN, 'abc', '00000000-0000-0000-0000-00000000000g']) {
      expect((await call(app, 'GET', `/api/location/${id}`, as.Admin)).status).toBe(404);
    }
  });

  it.each([...OTHERS, undefined])('refuses %s with 401', async (role) => {
    const id = await create();
    const user = role ? as[role] : undefined;
    expect((await call(app, 'GET', '/api/location', user)).status).toBe(401);
    expect((await call(app, 'GET', `/api/location/${id}`, user)).status).toBe(401);
  });
});

describe('GET /api/location/options', () => {
  it.each(STAFF_ROLES)('answers %s every current location by name with its rooms', async (role) => {
    const id = await create({ name: 'Aaa Opties', rooms: [{ name: 'Z', capacity: 3 }, { name: 'A', capacity: 4 }] });
    const gone = await create({ name: 'Aaa Opties weg' });
    await call(app, 'POST', `/api/location/${gone}/archive`, as.Admin);
    const res = await call(app, 'GET', '/api/location/options', as[role]);
    expect(res.status).toBe(200);
    const names = res.json.map((l: { name: string }) => l.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')));
    expect(names).not.toContain('Aaa Opties weg');
    const option = res.json.find((l: { id: string }) => l.id === id);
    expect(option).toEqual({ id, name: 'Aaa Opties', rooms: [{ id: expect.any(String), name: 'A', capacity: 4 }, { id: expect.any(String), name: 'Z', capacity: 3 }] });
    await call(app, 'POST', `/api/location/${id}/archive`, as.Admin);
  });

  it.each([...OTHERS, undefined])('refuses %s with 401', async (role) => {
    expect((await call(app, 'GET', '/api/location/options', role ? as[role] : undefined)).status).toBe(401);
  });
});

describe('POST /api/location/{id}/archive and /restore', () => {
  it.each(STAFF_ROLES)('archives and restores for %s, keeping the rooms; archiving twice keeps the first time', async (role) => {
    const id = await create();
    const archived = await call(app, 'POST', `/api/location/${id}/archive`, as[role]);
    expect(archived.status).toBe(200);
    expect(archived.json).toEqual({ id, archivedAt: expect.any(String) });
    expect((await call(app, 'POST', `/api/location/${id}/archive`, as[role])).json.archivedAt).toBe(archived.json.archivedAt);
    expect(await read(id)).toMatchObject({ archived: true, rooms: [expect.anything(), expect.anything()] });
    const restored = await call(app, 'POST', `/api/location/${id}/restore`, as[role]);
    expect(restored.json).toEqual({ id, archivedAt: null });
    expect(await read(id)).toMatchObject({ archived: false, archivedAt: null });
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const action of ['archive', 'restore']) {
      expect((await call(app, 'POST', `/api/location/${UNKNOWN}/${action}`, as.Admin)).status).toBe(404);
      expect((await call(app, 'POST', `/api/location/1/${action}`, as.Admin)).status).toBe(404);
    }
  });

  it.each(OTHERS)('refuses %s with 401', async (role) => {
    const id = await create();
    expect((await call(app, 'POST', `/api/location/${id}/archive`, as[role])).status).toBe(401);
    expect((await call(app, 'POST', `/api/location/${id}/restore`, as[role])).status).toBe(401);
    expect((await read(id)).archived).toBe(false);
  });
});
