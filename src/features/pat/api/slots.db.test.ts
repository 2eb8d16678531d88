/**
 * Candidates' time slots on PAT days and adding many candidates at once (docs/api.md "PAT" `PUT /api/pat/{id}/slots`,
 * `POST /api/pat/{id}/candidates/many`; docs/decisions/057-pat-time-slots.md), in-process: slots within the day's
 * times, a candidate's overlapping slots refused with a Dutch 409, clashes with another PAT at slot times, many
 * candidates taking their seats all or none and spread over slots, and the slot times in the calendar feed, the
 * teacher's day, the candidate's PAT page and the planning mails; without slots everything is as before.
 */
import { and, eq, isNull } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import { addDays, amsterdamDay, amsterdamInstant } from '#src/lib/calendar-day';
import type { DbHandle } from '#src/server/db/client';
import { licenceSeats, patCandidates, patDays, patSlots } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { call, openTestDb, type TestUser } from '#src/server/testing/api';
import { receive } from '#src/server/testing/mail';
import { patDayUid } from './calendar';
import { patWorld, plannedPat, type PatWorld } from './fixtures';

let handle: DbHandle;
let app: Backend;
let w: PatWorld;
const { mailer, sent } = memoryMailer();
const today = amsterdamDay();

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer });
  w = await patWorld(handle, app);
});

afterAll(async () => {
  await handle?.close();
});

/**
 * A draft PAT on `offset` days from today, 09:00–16:00, with both modules and no candidates nor assessors; in the
 * world's room unless `roomId` is given (null: no room), since a room holds one PAT or lesson at a time.
 */
async function barePat(offset: number, roomId: string | null = w.roomId): Promise<{ patId: string; dayId: string }> {
  const patId = (await call(app, 'POST', '/api/pat', w.coordinator, { title: `Tijdsloten ${offset}` })).json.id as string;
  const days = await call(app, 'PUT', `/api/pat/${patId}/days`, w.coordinator, {
    days: [{ day: addDays(today, offset), startsAt: '09:00', endsAt: '16:00', locationId: w.locationId, roomId }],
  });
  await call(app, 'PUT', `/api/pat/${patId}/modules`, w.coordinator, { modules: w.moduleIds.map((moduleId) => ({ moduleId, passPercent: 60 })) });
  return { patId, dayId: days.json.days[0].id };
}

const slot = (candidate: TestUser, moduleIndex: number, startsAt: string, endsAt: string) => ({ moduleId: w.moduleIds[moduleIndex], candidateId: candidate.id, startsAt, endsAt });

/** The events of `person`'s calendar feed as ical.js reads them. */
async function feedOf(person: TestUser) {
  const made = await call(app, 'POST', '/api/education/calendar', person);
  const res = await app.request(new URL(made.json.url as string).pathname);
  const text = await res.text();
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return { uid: event.uid, description: event.description, start: event.startDate.toJSDate(), end: event.endDate.toJSDate() };
  });
}

describe('setting the time slots of a day', () => {
  it('keeps slots within the day’s times and refuses a candidate’s overlapping slots with a Dutch 409, saving nothing', async () => {
    const { patId, dayId } = await plannedPat(app, w, { draft: true, candidates: 2 }).then((p) => ({ patId: p.patId, dayId: p.dayIds[0]! }));
    const outside = await call(app, 'PUT', `/api/pat/${patId}/slots`, w.coordinator, { dayId, slots: [slot(w.candidates[0]!, 0, '08:30', '09:30')] });
    expect(outside.status).toBe(400);
    expect(outside.json.title).toMatch(/^Deze tijdsloten passen niet: Tijdslot 08:30–09:30 van Anouk Kandidaat \d+ valt buiten de tijden van .+ \(09:00–16:00\)\.$/);

    const overlap = await call(app, 'PUT', `/api/pat/${patId}/slots`, w.coordinator, {
      dayId,
      slots: [slot(w.candidates[0]!, 0, '09:00', '10:00'), slot(w.candidates[0]!, 1, '09:30', '10:30')],
    });
    expect(overlap.status).toBe(409);
    expect(overlap.json.title).toMatch(/^Tijdsloten overlappen: Anouk Kandidaat \d+ heeft op .+ overlappende tijdsloten \(09:00–10:00 en 09:30–10:30\)\.$/);
    expect(await handle.db.select().from(patSlots).where(eq(patSlots.patId, patId))).toEqual([]);

    const stranger = await call(app, 'PUT', `/api/pat/${patId}/slots`, w.coordinator, { dayId, slots: [slot(w.candidates[3]!, 0, '09:00', '10:00')] });
    expect(stranger).toEqual({ status: 400, json: { title: 'Kandidaat: deze kandidaat staat niet op deze PAT.' } });

    // Touching ends are fine; two candidates at the same time are fine.
    const saved = await call(app, 'PUT', `/api/pat/${patId}/slots`, w.coordinator, {
      dayId,
      slots: [slot(w.candidates[0]!, 0, '09:00', '10:00'), slot(w.candidates[0]!, 1, '10:00', '11:00'), slot(w.candidates[1]!, 0, '10:00', '11:00')],
    });
    expect(saved.status).toBe(200);
    expect(saved.json.slots).toEqual([
      { dayId, moduleId: w.moduleIds[0], candidateId: w.candidates[0]!.id, startsAt: '09:00', endsAt: '10:00' },
      { dayId, moduleId: w.moduleIds[1], candidateId: w.candidates[0]!.id, startsAt: '10:00', endsAt: '11:00' },
      { dayId, moduleId: w.moduleIds[0], candidateId: w.candidates[1]!.id, startsAt: '10:00', endsAt: '11:00' },
    ]);

    // The day's times cannot shrink past a slot.
    const days = saved.json.days.map((d: { id: string; day: string; location: { id: string }; room: { id: string } }, i: number) => ({
      id: d.id,
      day: d.day,
      startsAt: i === 0 ? '10:30' : '09:00',
      endsAt: '16:00',
      locationId: d.location.id,
      roomId: d.room.id,
    }));
    const shrunk = await call(app, 'PUT', `/api/pat/${patId}/days`, w.coordinator, { days });
    expect(shrunk.status).toBe(400);
    expect(shrunk.json.title).toMatch(/^Deze tijdsloten passen niet: /);
  });

  it('checks clashes with another PAT at the slot times, not the whole day', async () => {
    const a = await barePat(300);
    const b = await barePat(300, null);
    const candidate = w.candidates[2]!;
    expect((await call(app, 'POST', `/api/pat/${a.patId}/candidates`, w.coordinator, { candidateId: candidate.id })).status).toBe(201);
    expect((await call(app, 'PUT', `/api/pat/${a.patId}/slots`, w.coordinator, { dayId: a.dayId, slots: [slot(candidate, 0, '09:00', '10:00')] })).status).toBe(200);
    // On B from 10:00: no clash with A's 09:00–10:00.
    const added = await call(app, 'POST', `/api/pat/${b.patId}/candidates/many`, w.coordinator, {
      candidateIds: [candidate.id],
      distribute: { dayId: b.dayId, moduleIds: [w.moduleIds[0]], startsAt: '10:00', minutes: 60, breakMinutes: 0 },
    });
    expect(added.status).toBe(201);
    expect(added.json.conflicts).toEqual([]);
    const clash = await call(app, 'PUT', `/api/pat/${b.patId}/slots`, w.coordinator, { dayId: b.dayId, slots: [slot(candidate, 0, '09:30', '10:30')] });
    expect(clash.status).toBe(409);
    expect(clash.json.title).toMatch(/^Dit plan botst: Chen Kandidaat \d+ \(kandidaat\) is op .+ 09:30–10:30 al ingepland bij ‘Tijdsloten 300’ \(09:00–10:00\)\.$/);
    // Without slots on B the candidate would be there all day, which clashes.
    const whole = await call(app, 'PUT', `/api/pat/${b.patId}/slots`, w.coordinator, { dayId: b.dayId, slots: [] });
    expect(whole.status).toBe(409);
  });
});

describe('adding many candidates at once', () => {
  it('adds none when one of them has no seat, and names that candidate', async () => {
    const { patId, dayId } = await barePat(310);
    const ids = [w.candidates[0]!.id, w.candidates[1]!.id, w.stranger.id];
    const seatsBefore = await handle.db.select().from(licenceSeats).where(isNull(licenceSeats.releasedAt));
    const refused = await call(app, 'POST', `/api/pat/${patId}/candidates/many`, w.coordinator, {
      candidateIds: ids,
      distribute: { dayId, moduleIds: [w.moduleIds[0]], startsAt: '09:00', minutes: 30, breakMinutes: 0 },
    });
    expect(refused.status).toBe(409);
    expect(refused.json.title).toMatch(/^Olaf Buiten \d+: /);
    expect(await handle.db.select().from(patCandidates).where(eq(patCandidates.patId, patId))).toEqual([]);
    expect(await handle.db.select().from(licenceSeats).where(isNull(licenceSeats.releasedAt))).toHaveLength(seatsBefore.length);
  });

  it('refuses candidates who do not fit before the end of the day, and ones already on the PAT', async () => {
    const { patId, dayId } = await barePat(320);
    const late = await call(app, 'POST', `/api/pat/${patId}/candidates/many`, w.coordinator, {
      candidateIds: [w.candidates[0]!.id, w.candidates[1]!.id],
      distribute: { dayId, moduleIds: w.moduleIds, startsAt: '14:00', minutes: 45, breakMinutes: 15 },
    });
    expect(late).toEqual({ status: 409, json: { title: '1 kandidaat past niet meer op deze dag: kies een vroegere begintijd, kortere tijdsloten of een kortere pauze.' } });
    expect((await call(app, 'POST', `/api/pat/${patId}/candidates`, w.coordinator, { candidateId: w.candidates[0]!.id })).status).toBe(201);
    const twice = await call(app, 'POST', `/api/pat/${patId}/candidates/many`, w.coordinator, { candidateIds: [w.candidates[1]!.id, w.candidates[0]!.id] });
    expect(twice.status).toBe(409);
    expect(twice.json.title).toMatch(/^Al op deze PAT: Anouk Kandidaat \d+\.$/);
  });

  it('adds them in one go, each with a seat, spread over slots in the order sent', async () => {
    const { patId, dayId } = await barePat(330);
    const ids = [w.candidates[3]!.id, w.candidates[0]!.id, w.candidates[1]!.id];
    const added = await call(app, 'POST', `/api/pat/${patId}/candidates/many`, w.coordinator, {
      candidateIds: ids,
      distribute: { dayId, moduleIds: w.moduleIds, startsAt: '09:00', minutes: 30, breakMinutes: 10 },
    });
    expect(added.status).toBe(201);
    expect(added.json.candidates).toHaveLength(3);
    const rows = await handle.db.select().from(patCandidates).where(eq(patCandidates.patId, patId));
    expect(rows.every((r) => r.seatId !== null)).toBe(true);
    const times = (candidateId: string) =>
      (added.json.slots as { candidateId: string; moduleId: string; startsAt: string; endsAt: string }[])
        .filter((s) => s.candidateId === candidateId)
        .map((s) => `${s.moduleId === w.moduleIds[0] ? 'A' : 'B'} ${s.startsAt}–${s.endsAt}`);
    expect(times(ids[0]!)).toEqual(['A 09:00–09:30', 'B 09:40–10:10']);
    expect(times(ids[1]!)).toEqual(['A 10:20–10:50', 'B 11:00–11:30']);
    expect(times(ids[2]!)).toEqual(['A 11:40–12:10', 'B 12:20–12:50']);
  });
});

describe('where slot times are shown', () => {
  let patId: string;
  let dayIds: string[];

  beforeAll(async () => {
    ({ patId, dayIds } = await plannedPat(app, w, { candidates: 2 }));
    // Anouk on day 1 only, 10:00–10:30 and 11:00–11:30; Bilal without slots: all day, both days.
    const saved = await call(app, 'PUT', `/api/pat/${patId}/slots`, w.coordinator, {
      dayId: dayIds[0],
      slots: [slot(w.candidates[0]!, 1, '11:00', '11:30'), slot(w.candidates[0]!, 0, '10:00', '10:30')],
    });
    expect(saved.status).toBe(200);
  });

  it('gives a candidate with slots an event on their slot days at their own times, and one without the whole days', async () => {
    const [day1] = await handle.db.select().from(patDays).where(eq(patDays.id, dayIds[0]!));
    const anouk = await feedOf(w.candidates[0]!);
    const own = anouk.filter((e) => dayIds.map(patDayUid).includes(e.uid));
    expect(own.map((e) => e.uid)).toEqual([patDayUid(dayIds[0]!)]);
    expect(own[0]!.start).toEqual(amsterdamInstant(day1!.day, '10:00'));
    expect(own[0]!.end).toEqual(amsterdamInstant(day1!.day, '11:30'));
    expect(own[0]!.description).toMatch(/Tijdslot: 10:00–10:30 Orderpicken \d+\nTijdslot: 11:00–11:30 Pallet verplaatsen \d+/);
    const bilal = (await feedOf(w.candidates[1]!)).filter((e) => dayIds.map(patDayUid).includes(e.uid));
    expect(bilal).toHaveLength(2);
    expect(bilal.find((e) => e.uid === patDayUid(dayIds[0]!))!.start).toEqual(amsterdamInstant(day1!.day, '09:00'));
    expect(bilal[0]!.description).not.toContain('Tijdslot');
  });

  it('shows the teacher the candidates of the day in slot order, with the slot times', async () => {
    const grid = await call(app, 'GET', `/api/pat/day/${dayIds[0]}`, w.teachers[0]!);
    expect(grid.json.candidates.map((c: { id: string }) => c.id)).toEqual([w.candidates[1]!.id, w.candidates[0]!.id]); // all day first, then by slot
    expect(grid.json.slots.map((s: { startsAt: string }) => s.startsAt)).toEqual(['10:00', '11:00']);
    const second = await call(app, 'GET', `/api/pat/day/${dayIds[1]}`, w.teachers[0]!);
    expect(second.json.candidates.map((c: { id: string }) => c.id)).toEqual([w.candidates[1]!.id]); // Anouk has no slot that day
    expect(second.json.slots).toEqual([]);
  });

  it('shows the candidate their own times on their PAT page', async () => {
    const mine = (await call(app, 'GET', '/api/pat/mine', w.candidates[0]!)).json.find((p: { id: string }) => p.id === patId);
    expect(mine.days).toHaveLength(1);
    expect(mine.days[0]).toMatchObject({ startsAt: '10:00', endsAt: '11:30', slots: [{ startsAt: '10:00', endsAt: '10:30' }, { startsAt: '11:00', endsAt: '11:30' }] });
    const other = (await call(app, 'GET', '/api/pat/mine', w.candidates[1]!)).json.find((p: { id: string }) => p.id === patId);
    expect(other.days.map((d: { startsAt: string; slots: unknown[] }) => [d.startsAt, d.slots])).toEqual([
      ['09:00', []],
      ['09:00', []],
    ]);
  });

  it('mails the candidate whose slot changed, with the next SEQUENCE, and nobody whose times stayed the same', async () => {
    const [dayBefore] = await handle.db.select().from(patDays).where(eq(patDays.id, dayIds[0]!));
    const from = sent.length;
    const moved = await call(app, 'PUT', `/api/pat/${patId}/slots`, w.coordinator, {
      dayId: dayIds[0],
      slots: [slot(w.candidates[0]!, 0, '13:00', '13:30'), slot(w.candidates[0]!, 1, '11:00', '11:30')],
    });
    expect(moved.status).toBe(200);
    const mails = sent.slice(from);
    expect(mails.map((m) => m.to)).toEqual([w.candidates[0]!.email]);
    const parsed = await receive(mails[0]);
    expect(parsed.subject).toMatch(/^Planning gewijzigd: PAT \d+$/);
    const ics = parsed.attachments.find((a) => a.contentType === 'text/calendar')!.content.toString('utf8');
    expect(ics).toContain(`SEQUENCE:${dayBefore!.calendarSequence + 1}`);
    // Saving the same slots again changes nothing and mails nobody.
    const again = sent.length;
    await call(app, 'PUT', `/api/pat/${patId}/slots`, w.coordinator, {
      dayId: dayIds[0],
      slots: [slot(w.candidates[0]!, 1, '11:00', '11:30'), slot(w.candidates[0]!, 0, '13:00', '13:30')],
    });
    expect(sent.length).toBe(again);
    const [dayAfter] = await handle.db.select().from(patDays).where(and(eq(patDays.id, dayIds[0]!)));
    expect(dayAfter!.calendarSequence).toBe(dayBefore!.calendarSequence + 1);
  });
});
