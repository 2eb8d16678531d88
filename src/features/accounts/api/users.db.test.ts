/**
 * The candidate list at more than one page (GET /api/user/GetCandidates; docs/api.md, User;
 * docs/decisions/024-lists-at-scale.md), in-process on a fresh database: the contains-search on name and e-mail
 * address (case-insensitive, `%`, `_` and `\` literal), the order by (name, id) on every page whichever end a page
 * is read from, the last page, and the scope under search and paging: a contact person never meets another
 * organisation's candidate, a teacher never an unlinked one.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import { candidateListScope, candidateScope } from '#src/server/access-scope';
import type { DbHandle } from '#src/server/db/client';
import { teacherCandidates, users } from '#src/server/db/schema';
import { call, callerOf, createOrganization, createUser, openTestDb, type TestUser } from '#src/server/testing/api';

/** A candidate of the world, as the list shows it. */
interface Candidate {
  id: string;
  name: string;
  email: string;
  organization: 'A' | 'B';
}

let handle: DbHandle;
let app: Backend;
let staff: TestUser;
let contactA: TestUser;
let contactB: TestUser;
let teacher: TestUser;
let orphanContact: TestUser;
let candidate: TestUser;
/** Every candidate of the world. */
let world: Candidate[];

/** 15 surnames, each given to 3 candidates of organisation A and 2 of B: 75 candidates over 4 pages. */
const SURNAMES = ['Aalders', 'Bakker', 'Claes', 'Dekker', 'Jansen', 'Janssen', 'Kok', 'Meijer', 'Mulder', 'Peters', 'Smit', 'Visser', 'Vos', 'Willems', 'Zijlstra'];

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: { send: async () => {} } });
  const orgA = await createOrganization(handle, 'Schoonmaakbedrijf Oost');
  const orgB = await createOrganization(handle, 'Transport West');
  staff = await createUser(handle, 'Coordinator', { name: 'Sanne Staf' });
  contactA = await createUser(handle, 'ContactPerson', { name: 'Carla Contact', organizationId: orgA.id });
  contactB = await createUser(handle, 'ContactPerson', { name: 'Cor Contact', organizationId: orgB.id });
  orphanContact = await createUser(handle, 'ContactPerson', { name: 'Olga Zonder Organisatie' });
  teacher = await createUser(handle, 'Teacher', { name: 'Diederik Docent' });
  candidate = await createUser(handle, 'User', { name: 'Kees Kandidaat', organizationId: orgA.id });

  // The same names in both organisations, so a search matches candidates of each and only the id tells two
  // candidates of one name apart. Addresses are stored lower-cased (src/features/accounts/api/tables.ts).
  const rows: (typeof users.$inferInsert)[] = [];
  SURNAMES.forEach((surname, s) => {
    for (let i = 0; i < 5; i++) {
      const organization = i < 3 ? 'A' : 'B';
      rows.push({
        name: `Lijstkandidaat ${surname}`,
        email: `lk.${surname.toLowerCase()}.${s}${i}@${organization === 'A' ? 'oost' : 'west'}.example`,
        role: 'User',
        status: i === 4 ? 'invited' : 'active',
        organizationId: organization === 'A' ? orgA.id : orgB.id,
      });
    }
  });
  // Names that hold LIKE's special characters, and one that a pattern with them unescaped would also match.
  rows.push(
    { name: 'Anna_Maria 100%', email: 'anna.maria@oost.example', role: 'User', organizationId: orgA.id },
    { name: 'Annaxmaria 1000', email: 'annaxmaria@oost.example', role: 'User', organizationId: orgA.id },
    { name: 'Back\\Slash', email: 'backslash@west.example', role: 'User', organizationId: orgB.id },
  );
  const inserted = await handle.db.insert(users).values(rows).returning();
  world = inserted.map((u) => ({ id: u.id, name: u.name, email: u.email, organization: u.organizationId === orgA.id ? 'A' : 'B' }));
  world.push({ id: candidate.id, name: candidate.name, email: candidate.email, organization: 'A' });
  // The teacher is linked to one candidate of each organisation and to a contact person, who is no candidate.
  const linked = [world[0], world[4]].map((c) => c!.id);
  await handle.db.insert(teacherCandidates).values([...linked, contactA.id].map((candidateId) => ({ teacherId: teacher.id, candidateId })));
});
afterAll(async () => {
  await handle?.close();
});

/** The list's order: name, then id (a UUID compares as its lower-case text). */
const byNameThenId = (a: { name: string; id: string }, b: { name: string; id: string }) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** Names in this world are plain ASCII, so JavaScript's lower-casing is the database's. */
const contains = (q: string) => (c: Candidate) => c.name.toLowerCase().includes(q.toLowerCase()) || c.email.includes(q.toLowerCase());

/** One page of GetCandidates as `user`. */
async function page(user: TestUser, query: Record<string, string | number> = {}) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const answer = await call(app, 'GET', `/api/user/GetCandidates?${params}`, user);
  expect(answer.status).toBe(200);
  return answer.json as { items: { id: string; name: string; email: string; organization: { name: string } | null }[]; total: number; page: number; pageSize: number };
}

/** Every page of GetCandidates as `user`, one after the other, until an empty page; checks `total` on each. */
async function allPages(user: TestUser, q?: string) {
  const items: { id: string; name: string; email: string }[] = [];
  const first = await page(user, q ? { q } : {});
  for (let n = 1; ; n++) {
    const answer = n === 1 ? first : await page(user, q ? { q, page: n } : { page: n });
    expect(answer).toMatchObject({ total: first.total, page: n, pageSize: 20 });
    if (answer.items.length === 0) break;
    items.push(...answer.items);
  }
  return { total: first.total, items };
}

const idsOf = (list: { id: string }[]) => list.map((c) => c.id);

describe('GET /api/user/GetCandidates: search', () => {
  it('finds candidates by any part of the name or the e-mail address, whatever the case', async () => {
    for (const q of ['ANSSE', 'jans', 'lijstKANDIDAAT smit', '@WEST.example', 'k.mulder.8', 'ee']) {
      const expected = world.filter(contains(q)).sort(byNameThenId);
      expect(expected.length, q).toBeGreaterThan(0);
      const { total, items } = await allPages(staff, q);
      expect(total, q).toBe(expected.length);
      expect(idsOf(items), q).toEqual(idsOf(expected));
    }
  });

  it('takes %, _ and \\ literally', async () => {
    const names = async (q: string) => (await allPages(staff, q)).items.map((c) => c.name);
    expect(await names('100%')).toEqual(['Anna_Maria 100%']);
    expect(await names('a_m')).toEqual(['Anna_Maria 100%']);
    expect(await names('_')).toEqual(['Anna_Maria 100%']);
    expect(await names('%')).toEqual(['Anna_Maria 100%']);
    expect(await names('k\\s')).toEqual(['Back\\Slash']);
    expect(await names('a%m')).toEqual([]);
  });
});

describe('GET /api/user/GetCandidates: pages', () => {
  it('pages by name, then id, on every page, with the last page holding the end of the list', async () => {
    const expected = world.filter(contains('Lijstkandidaat')).sort(byNameThenId);
    expect(expected).toHaveLength(75);
    const pages = await Promise.all([1, 2, 3, 4].map((n) => page(staff, { q: 'lijstkandidaat', page: n })));
    expect(pages.map((p) => p.items.length)).toEqual([20, 20, 20, 15]);
    expect(pages.map((p) => p.total)).toEqual([75, 75, 75, 75]);
    expect(pages.flatMap((p) => idsOf(p.items))).toEqual(idsOf(expected));
    expect(idsOf(pages[3]!.items)).toEqual(idsOf(expected.slice(60)));
    expect(await page(staff, { q: 'lijstkandidaat', page: 5 })).toEqual({ items: [], total: 75, page: 5, pageSize: 20 });
  });

  it('pages staff through every candidate, and nobody else', async () => {
    const { total, items } = await allPages(staff);
    expect(total).toBe(world.length);
    expect(idsOf(items)).toEqual(idsOf([...world].sort(byNameThenId)));
  });
});

describe('GET /api/user/GetCandidates: scope under search and paging', () => {
  it('shows a contact person only their organisation’s candidates, on every page and in every search', async () => {
    for (const [contact, organization] of [[contactA, 'A'], [contactB, 'B']] as const) {
      const own = world.filter((c) => c.organization === organization);
      const everything = await allPages(contact);
      expect(everything.total).toBe(own.length);
      expect(idsOf(everything.items)).toEqual(idsOf([...own].sort(byNameThenId)));
      for (const q of ['lijstkandidaat', 'jans', '.example', 'anna', '@oost', '@west']) {
        const found = await allPages(contact, q);
        expect(idsOf(found.items), `${organization} ${q}`).toEqual(idsOf(own.filter(contains(q)).sort(byNameThenId)));
        expect(found.total).toBe(found.items.length);
      }
    }
    const last = await page(contactA, { page: 3 });
    expect(last.items.every((c) => c.organization?.name === 'Schoonmaakbedrijf Oost')).toBe(true);
  });

  it('shows a teacher only the linked candidates, also in a search; a contact person without organisation nobody', async () => {
    const linked = [world[0]!, world[4]!].sort(byNameThenId);
    expect(idsOf((await allPages(teacher)).items)).toEqual(idsOf(linked));
    expect(idsOf((await allPages(teacher, 'aalders')).items)).toEqual(idsOf(linked));
    expect(await allPages(teacher, 'bakker')).toEqual({ total: 0, items: [] });
    expect(await allPages(orphanContact, 'lijstkandidaat')).toEqual({ total: 0, items: [] });
  });

  it('selects with candidateListScope exactly the candidates candidateScope gives each caller', async () => {
    for (const user of [staff, contactA, contactB, orphanContact, teacher, candidate]) {
      const caller = callerOf(user);
      const listed = await handle.db.select({ id: users.id }).from(users).where(candidateListScope(handle.db, caller));
      const scoped = await handle.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'User'), candidateScope(handle.db, caller, users.id)));
      expect(idsOf(listed).sort(), user.role).toEqual(idsOf(scoped).sort());
    }
  });
});
