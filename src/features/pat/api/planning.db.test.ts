/**
 * /api/pat planning in-process (docs/api.md "PAT"): making and planning a PAT, pinned module versions, PAT seats,
 * the conflict checks refusing a change with nothing half-saved, notifications after planning, and who may see what;
 * a new-PAT form sent twice with the same `Idempotency-Key` makes one PAT.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import { addDays, amsterdamDay, longDayText } from '#src/lib/calendar-day';
import type { DbHandle } from '#src/server/db/client';
import { licences, licenceSeats, locations, moduleVersions, modules, notifications, patCandidates, patDays, pats, rooms } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { call, createUser, openTestDb, withKey } from '#src/server/testing/api';
import { patWorld, plannedPat, type PatWorld } from './fixtures';

let handle: DbHandle;
let app: Backend;
let w: PatWorld;
const today = amsterdamDay();
const UNKNOWN = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
  w = await patWorld(handle, app);
});

afterAll(async () => {
  await handle?.close();
});

const day = (offset: number, extra: Record<string, unknown> = {}) => ({
  day: addDays(today, offset),
  startsAt: '09:00',
  endsAt: '16:00',
  locationId: w.locationId,
  roomId: w.roomId,
  ...extra,
});

describe('making and planning a PAT', () => {
  it('goes from draft to planned once days, modules, candidates and teachers are there, and says what is missing', async () => {
    const { patId } = await plannedPat(app, w, { draft: true, candidates: 0 });
    const draft = await call(app, 'GET', `/api/pat/${patId}`, w.coordinator);
    expect(draft.json).toMatchObject({ state: 'draft', missing: ['Plan minstens één kandidaat in.'] });
    const refused = await call(app, 'POST', `/api/pat/${patId}/plan`, w.coordinator);
    expect(refused).toEqual({ status: 409, json: { title: 'Deze PAT kan nog niet worden ingepland: Plan minstens één kandidaat in.' } });
    expect((await call(app, 'POST', `/api/pat/${patId}/candidates`, w.coordinator, { candidateId: w.candidates[0]!.id })).status).toBe(201);
    const planned = await call(app, 'POST', `/api/pat/${patId}/plan`, w.coordinator);
    expect(planned.json).toMatchObject({ state: 'planned', missing: [], conflicts: [] });
    // The candidate and the teacher are told.
    const told = await handle.db.select({ userId: notifications.userId }).from(notifications).where(eq(notifications.relatedId, patId));
    expect(told.map((t) => t.userId).sort()).toEqual([w.candidates[0]!.id, w.teachers[0]!.id].sort());
  });

  it('pins each module to the version it had, so editing the module later does not change the PAT', async () => {
    const { patId } = await plannedPat(app, w, { draft: true });
    const before = (await call(app, 'GET', `/api/pat/${patId}`, w.coordinator)).json.modules[0];
    const moduleId = w.moduleIds[0]!;
    const [current] = await handle.db.select().from(moduleVersions).where(eq(moduleVersions.moduleId, moduleId));
    const [newer] = await handle.db
      .insert(moduleVersions)
      .values({ moduleId, version: 2, content: current!.content, languages: current!.languages, templateVersionId: current!.templateVersionId })
      .returning();
    await handle.db.update(modules).set({ currentVersionId: newer!.id }).where(eq(modules.id, moduleId));
    const again = await call(app, 'PUT', `/api/pat/${patId}/modules`, w.coordinator, {
      modules: w.moduleIds.map((id) => ({ moduleId: id, passPercent: 70, knockOut: [], secondAssessor: false })),
    });
    expect(again.json.modules[0]).toMatchObject({ moduleId, moduleVersion: before.moduleVersion, passPercent: 70 });
  });

  it('refuses a module without a practical part or template, and knock-out criteria of another template', async () => {
    const { patId } = await plannedPat(app, w, { draft: true });
    const wrongCriterion = await call(app, 'PUT', `/api/pat/${patId}/modules`, w.coordinator, {
      modules: [{ moduleId: w.moduleIds[0], passPercent: 60, knockOut: [w.criteria[w.moduleIds[1]!]![0]], secondAssessor: false }],
    });
    expect(wrongCriterion.status).toBe(400);
    expect(wrongCriterion.json.title).toMatch(/^Knock-outcriterium: dit criterium hoort niet bij het sjabloon van/);
    const [version] = await handle.db.select().from(moduleVersions).where(eq(moduleVersions.moduleId, w.moduleIds[1]!));
    const [bare] = await handle.db.insert(modules).values({ title: 'Zonder sjabloon' }).returning();
    const [bareVersion] = await handle.db.insert(moduleVersions).values({ moduleId: bare!.id, version: 1, content: version!.content, languages: version!.languages }).returning();
    await handle.db.update(modules).set({ currentVersionId: bareVersion!.id }).where(eq(modules.id, bare!.id));
    const noTemplate = await call(app, 'PUT', `/api/pat/${patId}/modules`, w.coordinator, { modules: [{ moduleId: bare!.id, passPercent: 60 }] });
    expect(noTemplate).toEqual({ status: 400, json: { title: 'Module ‘Zonder sjabloon’ heeft geen beoordelingssjabloon. Koppel eerst een sjabloon aan de module.' } });
  });
});

describe('candidates and seats', () => {
  it('takes a PAT seat of the candidate’s organisation and gives it back when the candidate goes off the PAT', async () => {
    const { patId } = await plannedPat(app, w, { draft: true, candidates: 0, days: [20] });
    const seatsUsed = async () => (await handle.db.select({ n: licences.seatsUsed }).from(licences).where(eq(licences.id, w.licenceId)))[0]!.n;
    const before = await seatsUsed();
    expect((await call(app, 'POST', `/api/pat/${patId}/candidates`, w.coordinator, { candidateId: w.candidates[3]!.id })).status).toBe(201);
    expect(await seatsUsed()).toBe(before + 1);
    expect((await call(app, 'POST', `/api/pat/${patId}/candidates`, w.coordinator, { candidateId: w.candidates[3]!.id })).json.title).toBe('Deze kandidaat staat al op deze PAT.');
    const stranger = await call(app, 'POST', `/api/pat/${patId}/candidates`, w.coordinator, { candidateId: w.stranger.id });
    expect(stranger.status).toBe(409);
    expect(stranger.json.title).toContain('heeft vandaag geen geldige licentie voor PAT');
    expect((await call(app, 'DELETE', `/api/pat/${patId}/candidates/${w.candidates[3]!.id}`, w.coordinator)).status).toBe(200);
    expect(await seatsUsed()).toBe(before);
    const open = await handle.db.select().from(licenceSeats).where(and(eq(licenceSeats.holderId, w.candidates[3]!.id), isNull(licenceSeats.releasedAt)));
    expect(open).toEqual([]);
  });
});

describe('conflicts', () => {
  it('refuses a teacher planned elsewhere at the same time, naming both, and saves nothing', async () => {
    await plannedPat(app, w, { days: [30], candidates: 1 });
    const { patId, dayIds } = await plannedPat(app, w, { draft: true, days: [31], candidates: 0 });
    // Move the second PAT's day onto the first one's: teachers[0] assesses both.
    const moved = await call(app, 'PUT', `/api/pat/${patId}/days`, w.coordinator, { days: [{ ...day(30, { startsAt: '13:00', endsAt: '17:00', roomId: w.smallRoomId }), id: dayIds[0] }] });
    expect(moved.status).toBe(409);
    expect(moved.json.title).toMatch(/^Dit plan botst: Fatima Docent \d+ \(docent\) is op .* al ingepland bij ‘PAT \d+’ \(09:00–16:00\)\.$/);
    const [kept] = await handle.db.select().from(patDays).where(eq(patDays.id, dayIds[0]!));
    expect(kept!.day).toBe(addDays(today, 31));
  });

  it('refuses a room another PAT has at the same time, naming it, and saves nothing', async () => {
    const { patId: firstId } = await plannedPat(app, w, { draft: true, days: [62], candidates: 0 });
    const first = (await call(app, 'GET', `/api/pat/${firstId}`, w.coordinator)).json;
    // The second PAT has no assessors yet and no candidates: only the room can clash.
    const { patId } = await plannedPat(app, w, { draft: true, days: [63], candidates: 0 });
    await call(app, 'PUT', `/api/pat/${patId}/assessors`, w.coordinator, { assessors: [] });
    const moved = await call(app, 'PUT', `/api/pat/${patId}/days`, w.coordinator, { days: [day(62, { startsAt: '15:00', endsAt: '17:00' })] });
    expect(moved).toEqual({ status: 409, json: { title: `Dit plan botst: Magazijnhal is op ${longDayText(addDays(today, 62))} 15:00–17:00 al bezet door ‘${first.title}’ (09:00–16:00).` } });
    expect((await handle.db.select().from(patDays).where(eq(patDays.patId, patId))).map((d) => d.day)).toEqual([addDays(today, 63)]);
    expect((await call(app, 'PUT', `/api/pat/${patId}/days`, w.coordinator, { days: [day(62, { startsAt: '16:00', endsAt: '17:00' })] })).status).toBe(200);
    // Once the first PAT is archived its room is free.
    expect((await call(app, 'POST', `/api/pat/${firstId}/archive`, w.coordinator)).status).toBe(200);
    expect((await call(app, 'PUT', `/api/pat/${patId}/days`, w.coordinator, { days: [day(62)] })).status).toBe(200);
  });

  it('refuses more candidates than the room seats', async () => {
    const { patId } = await plannedPat(app, w, { draft: true, days: [40], candidates: 3 });
    const small = await call(app, 'PUT', `/api/pat/${patId}/days`, w.coordinator, { days: [day(40, { roomId: w.smallRoomId })] });
    expect(small.status).toBe(409);
    expect(small.json.title).toContain('zijn er 3 kandidaten, maar Kleine zaal heeft 2 plaatsen.');
  });

  it('flags a day after the end of a candidate’s licence', async () => {
    const { patId } = await plannedPat(app, w, { draft: true, days: [50], candidates: 1 });
    const late = await call(app, 'PUT', `/api/pat/${patId}/days`, w.coordinator, { days: [day(401)] });
    expect(late.status).toBe(409);
    expect(late.json.title).toContain('valt na het einde van de licentie van Anouk Kandidaat');
  });

  it('checks the days themselves: times, a room of another location, an archived location', async () => {
    const { patId } = await plannedPat(app, w, { draft: true, candidates: 0 });
    expect((await call(app, 'PUT', `/api/pat/${patId}/days`, w.coordinator, { days: [day(5, { endsAt: '08:00' })] })).json.title).toBe('Eindtijd: moet na de begintijd liggen.');
    expect((await call(app, 'PUT', `/api/pat/${patId}/days`, w.coordinator, { days: [day(5), day(5)] })).json.title).toBe('Elke datum mag maar één keer voorkomen.');
    expect((await call(app, 'PUT', `/api/pat/${patId}/days`, w.coordinator, { days: [day(5, { locationId: UNKNOWN })] })).json.title).toBe(
      'Locatie: deze locatie bestaat niet of is gearchiveerd.',
    );
    const [elsewhere] = await handle.db.insert(locations).values({ name: 'Elders', street: 'Straat 1', postcode: '1234 AB', city: 'Plaats' }).returning();
    const [room] = await handle.db.insert(rooms).values({ locationId: elsewhere!.id, name: 'Magazijnhal', capacity: 10 }).returning();
    expect(await call(app, 'PUT', `/api/pat/${patId}/days`, w.coordinator, { days: [day(5, { roomId: room!.id })] })).toEqual({
      status: 400,
      json: { title: 'Lokaal: dit lokaal hoort niet bij de gekozen locatie.' },
    });
  });
});

describe('assessors', () => {
  it('allows a second assessor only where the module asks for one, and never the same teacher twice', async () => {
    const { patId, dayIds } = await plannedPat(app, w, { draft: true, secondAssessor: true });
    const slot = (teacher: number, role: string, module = 0) => ({ dayId: dayIds[0], moduleId: w.moduleIds[module], teacherId: w.teachers[teacher]!.id, role });
    expect((await call(app, 'PUT', `/api/pat/${patId}/assessors`, w.coordinator, { assessors: [slot(0, 'first', 1), slot(1, 'second', 1)] })).json.title).toBe(
      'Tweede beoordelaar: deze module heeft geen tweede beoordelaar.',
    );
    expect((await call(app, 'PUT', `/api/pat/${patId}/assessors`, w.coordinator, { assessors: [slot(0, 'first'), slot(0, 'second')] })).json.title).toBe(
      'Tweede beoordelaar: kies een andere docent dan de eerste beoordelaar.',
    );
    expect((await call(app, 'PUT', `/api/pat/${patId}/assessors`, w.coordinator, { assessors: [{ ...slot(0, 'first'), teacherId: w.candidates[0]!.id }] })).json.title).toBe(
      'Docent: kies een actieve docent.',
    );
  });
});

describe('a repeated submit (Idempotency-Key, docs/decisions/039-idempotent-creates.md)', () => {
  it('makes one PAT when the new-PAT form is sent twice with the same key, and answers both with it', async () => {
    const title = `Dubbel ${crypto.randomUUID()}`;
    const key = crypto.randomUUID();
    const create = () => call(app, 'POST', '/api/pat', w.coordinator, { title }, withKey(key));
    const [first, second] = await Promise.all([create(), create()]);
    expect(first.status).toBe(201);
    expect(second).toEqual(first);
    expect(await handle.db.select({ id: pats.id }).from(pats).where(eq(pats.title, title))).toEqual([{ id: first.json.id }]);
  });
});

describe('who may see what', () => {
  it('shows a teacher only the PATs they assess on; candidates and contact persons none', async () => {
    const { patId } = await plannedPat(app, w, { days: [60], candidates: 1 });
    const outsider = await createUser(handle, 'Teacher');
    expect((await call(app, 'GET', `/api/pat/${patId}`, w.teachers[0])).status).toBe(200);
    expect((await call(app, 'GET', `/api/pat/${patId}`, outsider)).status).toBe(404);
    expect((await call(app, 'GET', '/api/pat', outsider)).json.items).toEqual([]);
    expect((await call(app, 'GET', '/api/pat', w.teachers[0])).json.items.map((p: { id: string }) => p.id)).toContain(patId);
    for (const who of [w.candidates[0]!, w.contactPerson]) expect((await call(app, 'GET', '/api/pat', who)).status).toBe(401);
    expect((await call(app, 'POST', '/api/pat', w.teachers[0], { title: 'Nee' })).status).toBe(401);
    expect((await call(app, 'GET', `/api/pat/${UNKNOWN}`, w.admin)).status).toBe(404);
  });

  it('lists running and coming PATs first, soonest first, then those over, the latest first', async () => {
    const made = [];
    for (const days of [[-30], [90], [-10], [-2, 1], [80]]) {
      const { patId } = await plannedPat(app, w, { days, candidates: 1 });
      await call(app, 'PUT', `/api/pat/${patId}`, w.coordinator, { title: `Volgorde ${days[0]}` });
      made.push(patId);
    }
    const { patId: draftId } = await plannedPat(app, w, { days: [], candidates: 0, draft: true });
    await call(app, 'PUT', `/api/pat/${draftId}`, w.coordinator, { title: 'Volgorde zonder dagen' });
    const list = await call(app, 'GET', '/api/pat?q=Volgorde', w.admin);
    expect(list.json.items.map((p: { title: string }) => p.title)).toEqual(['Volgorde -2', 'Volgorde 80', 'Volgorde 90', 'Volgorde zonder dagen', 'Volgorde -10', 'Volgorde -30']);
  });

  it('lists PATs with their state and counts, and filters on state', async () => {
    const { patId } = await plannedPat(app, w, { days: [0], candidates: 1 });
    const list = await call(app, 'GET', '/api/pat?state=in_progress', w.admin);
    const item = list.json.items.find((p: { id: string }) => p.id === patId);
    expect(item).toMatchObject({ state: 'in_progress', firstDay: today, candidates: 1, evaluationsFinal: 0, evaluationsTotal: 2 });
    const archived = await call(app, 'POST', `/api/pat/${patId}/archive`, w.admin);
    expect(archived.json.state).toBe('archived');
    expect((await call(app, 'PUT', `/api/pat/${patId}`, w.admin, { title: 'Later' })).status).toBe(409);
    const seats = await handle.db.select().from(patCandidates).where(eq(patCandidates.patId, patId));
    expect(seats).toHaveLength(1);
  });
});
