/**
 * The demo world's organisations and locations (src/backend/seed.ts; features/organizations/seed,
 * features/locations/seed): staff find them through the API with their registration numbers, addresses and rooms,
 * and every demo record passes the contracts' own checks unchanged (already normalised).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from '#src/backend/seed';
import { locationBody } from '#src/features/locations/contract';
import { ORGANIZATION_LABELS, organizationBody } from '#src/features/organizations/contract';
import type { DbHandle } from '#src/server/db/client';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { call, openTestDb } from '#src/server/testing/api';

let handle: DbHandle;
let app: Backend;
let coordinator: { token: string };

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
  await seedDemo(handle.db);
  const email = DEMO_LOGINS.find((l) => l.role === 'Coordinator')?.email;
  const login = await call(app, 'POST', '/api/user/login', undefined, { email, password: DEMO_PASSWORD });
  coordinator = { token: login.json.token };
});
afterAll(async () => {
  await handle.close();
});

describe('the demo organisations and locations', () => {
  it('give Logistiek Twente its numbers and addresses, and list it with its people', async () => {
    const list = await call(app, 'GET', '/api/organization', coordinator);
    expect(list.json.items.map((o: { name: string }) => o.name)).toEqual(['Logistiek Twente B.V.', 'Schoonmaakbedrijf De Glans B.V.', 'Werkgroep Taal en Werk Enschede']);
    const twente = list.json.items[0];
    expect(twente).toMatchObject({ city: 'Hengelo', kvkNumber: '08123456', archived: false, contactPersons: 1 });
    expect(twente.candidates).toBeGreaterThanOrEqual(7);
    const archived = await call(app, 'GET', '/api/organization?archived=1', coordinator);
    expect(archived.json.items.map((o: { name: string }) => o.name)).toEqual(['Uitzendbureau Noordoost']);

    for (const { id } of [...list.json.items, ...archived.json.items]) {
      const record = (await call(app, 'GET', `/api/organization/${id}`, coordinator)).json;
      const fields = Object.fromEntries(Object.keys(ORGANIZATION_LABELS).map((k) => [k, record[k]]));
      const parsed = organizationBody.safeParse(record);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      expect(parsed.data).toEqual(expect.objectContaining(fields));
    }
  });

  it('offer three locations; the Utrecht training centre has three rooms, step-free with a lift', async () => {
    const options = await call(app, 'GET', '/api/location/options', coordinator);
    expect(options.json.map((l: { name: string }) => l.name)).toEqual(['Buurthuis De Esch', 'Opleidingscentrum Utrecht', 'Praktijkmagazijn Hengelo']);
    const utrecht = options.json.find((l: { name: string }) => l.name === 'Opleidingscentrum Utrecht');
    expect(utrecht.rooms.map((r: { name: string; capacity: number }) => [r.name, r.capacity])).toEqual([
      ['Lokaal 1.01', 16],
      ['Lokaal 1.02', 12],
      ['Praktijkhal', 24],
    ]);
    const detail = (await call(app, 'GET', `/api/location/${utrecht.id}`, coordinator)).json;
    expect(detail).toMatchObject({ postcode: '3526 KS', city: 'Utrecht', stepFree: true, lift: true });

    for (const { id } of options.json) {
      const location = (await call(app, 'GET', `/api/location/${id}`, coordinator)).json;
      const parsed = locationBody.safeParse(location);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      expect(parsed.data).toMatchObject({ name: location.name, postcode: location.postcode, rooms: location.rooms });
    }
  });
});
