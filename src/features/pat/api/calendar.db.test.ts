/**
 * PAT days in the personal calendar feed (pat/api/calendar.ts, handed to the educations feed by src/backend/app.ts;
 * docs/decisions/051-calendar-feed-events-and-caching.md), read back with ical.js as a calendar app would: a
 * candidate gets the days of the planned PATs they are on, a teacher the days they assess, nobody a draft's or an
 * archived PAT's days or another person's; the candidates' notes and never the teachers'; a stable DTSTAMP that
 * moves when the day does.
 */
import { and, eq, inArray } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import type { DbHandle } from '#src/server/db/client';
import { patAssessors, patDays, pats } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { call, openTestDb, type TestUser } from '#src/server/testing/api';
import { patDayUid } from './calendar';
import { patWorld, plannedPat, type PatWorld } from './fixtures';

let handle: DbHandle;
let app: Backend;
let w: PatWorld;
/** Planned, candidates 0 and 1, teachers 0 (first) and 1 (second on the first module), teacher 2 on day 2 only. */
let shared: { patId: string; dayIds: string[] };
/** Planned, candidate 0 only, teacher 0 only. */
let small: { patId: string; dayIds: string[] };
/** A draft and an archived PAT with candidates 0–2 and teachers 0 and 1. */
let hidden: string[];

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
  w = await patWorld(handle, app);
  shared = await plannedPat(app, w, { candidates: 2, secondAssessor: true });
  await handle.db
    .update(patAssessors)
    .set({ teacherId: w.teachers[2]!.id })
    .where(and(eq(patAssessors.dayId, shared.dayIds[1]!), eq(patAssessors.moduleId, w.moduleIds[1]!), eq(patAssessors.role, 'first')));
  await handle.db
    .update(pats)
    .set({ title: 'Heftruck praktijk', candidateNotes: 'Veiligheidsschoenen mee.', teacherNotes: 'Alleen voor de beoordelaars: kandidaat B heeft extra tijd.' })
    .where(eq(pats.id, shared.patId));
  small = await plannedPat(app, w, { candidates: 1 });
  const draft = await plannedPat(app, w, { candidates: 3, secondAssessor: true, draft: true });
  const archived = await plannedPat(app, w, { candidates: 3, secondAssessor: true });
  await handle.db.update(pats).set({ archivedAt: new Date() }).where(eq(pats.id, archived.patId));
  hidden = [...draft.dayIds, ...archived.dayIds];
});

afterAll(async () => {
  await handle?.close();
});

/** The events of `person`'s feed (a new subscription, fetched without a session) as ical.js reads them. */
async function feedOf(person: TestUser) {
  const made = await call(app, 'POST', '/api/education/calendar', person);
  expect(made.status).toBe(201);
  const res = await app.request(new URL(made.json.url as string).pathname);
  expect(res.status).toBe(200);
  const text = await res.text();
  const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const stamp = (component.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate();
    return { uid: event.uid, summary: event.summary, description: event.description, location: event.location, start: event.startDate.toJSDate(), stamp };
  });
  return { text, events };
}

const uids = (dayIds: readonly string[]) => dayIds.map(patDayUid);

describe('PAT days in the personal calendar feed', () => {
  it('gives a candidate the days of the planned PATs they are on, and nobody else’s', async () => {
    expect((await feedOf(w.candidates[0]!)).events.map((e) => e.uid).sort()).toEqual([...uids(shared.dayIds), ...uids(small.dayIds)].sort());
    expect((await feedOf(w.candidates[1]!)).events.map((e) => e.uid).sort()).toEqual(uids(shared.dayIds).sort()); // not the other PAT's days
    expect((await feedOf(w.candidates[3]!)).events).toEqual([]); // on no PAT
  });

  it('gives a teacher the days they assess on, once each, and not a draft’s or an archived PAT’s', async () => {
    expect((await feedOf(w.teachers[0]!)).events.map((e) => e.uid).sort()).toEqual([...uids(shared.dayIds), ...uids(small.dayIds)].sort());
    expect((await feedOf(w.teachers[1]!)).events.map((e) => e.uid).sort()).toEqual(uids(shared.dayIds).sort());
    expect((await feedOf(w.teachers[2]!)).events.map((e) => e.uid)).toEqual([patDayUid(shared.dayIds[1]!)]);
  });

  it('never shows the days of a draft or an archived PAT, to anyone on them', async () => {
    for (const person of [...w.candidates.slice(0, 3), ...w.teachers.slice(0, 2)]) {
      const found = (await feedOf(person)).events.map((e) => e.uid);
      for (const uid of uids(hidden)) expect(found, person.name).not.toContain(uid);
    }
  });

  it('shows the title, the place, the room and the notes for the candidates, never those for the teachers', async () => {
    for (const person of [w.candidates[1]!, w.teachers[1]!]) {
      const { text, events } = await feedOf(person);
      const day = events.find((e) => e.uid === patDayUid(shared.dayIds[0]!));
      expect(day?.summary).toBe('PAT: Heftruck praktijk');
      expect(day?.location).toContain(',');
      expect(day?.description).toContain('Let op: Veiligheidsschoenen mee.');
      expect(day?.description).toMatch(/^Lokaal: /);
      expect(text).not.toContain('Alleen voor de beoordelaars');
    }
  });

  it('keeps a day’s DTSTAMP across requests and moves it when the day changes', async () => {
    const dayId = small.dayIds[0]!;
    const stampOf = async () => (await feedOf(w.candidates[0]!)).events.find((e) => e.uid === patDayUid(dayId))!;
    await stampOf();
    // As if the days were last changed long ago.
    const long = new Date('2026-01-05T10:00:00Z');
    await handle.db.update(patDays).set({ calendarStamp: long }).where(inArray(patDays.id, small.dayIds));
    expect((await stampOf()).stamp).toEqual(long);
    expect((await stampOf()).stamp).toEqual(long); // not the moment of the request

    const before = Math.floor(Date.now() / 1000) * 1000;
    await handle.db.update(patDays).set({ startsAt: '10:00' }).where(eq(patDays.id, dayId));
    const moved = await stampOf();
    expect(moved.stamp.getTime()).toBeGreaterThanOrEqual(before);
    const other = (await feedOf(w.candidates[0]!)).events.find((e) => e.uid === patDayUid(small.dayIds[1]!))!;
    expect(other.stamp).toEqual(long); // the other day did not change
  });
});
