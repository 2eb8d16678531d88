/**
 * Lesson calendar feeds in-process (docs/api.md "Education", calendar; docs/decisions/034-lesson-calendar-feeds.md):
 * making, reading, replacing and ending a subscription, and the public feed read back with ical.js as a calendar app
 * would — exactly the person's own lessons, with the notes meant for candidates and never the teachers' notes; each
 * event's DTSTAMP its last change, UIDs that do not follow PUBLIC_URL, and conditional requests answered 304
 * (docs/decisions/051-calendar-feed-events-and-caching.md). The PAT days in the feed: pat/api/calendar.db.test.ts.
 */
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import { addDays, amsterdamDay } from '#src/lib/calendar-day';
import type { DbHandle } from '#src/server/db/client';
import { resetConfig } from '#src/config.server';
import { calendarFeeds, educationCandidates, educationLessons, educations, users } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { call, createUser, openTestDb, TEST_PASSWORD, type TestUser } from '#src/server/testing/api';
import { lessonUid } from '#src/features/educations/calendar.server';
import type { CalendarSubscription } from '#src/features/educations/calendar-feed';
import { FETCH_STAMP_INTERVAL_MS } from './calendar';
import { educationWorld, openEducation, type EducationWorld } from './fixtures';

let handle: DbHandle;
let app: Backend;
let w: EducationWorld;

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
  w = await educationWorld(handle, app);
});

afterAll(async () => {
  await handle?.close();
});

/** Makes `user`'s subscription and answers it. */
async function subscribe(user: TestUser): Promise<CalendarSubscription & { url: string }> {
  const made = await call(app, 'POST', '/api/education/calendar', user);
  expect(made.status).toBe(201);
  return made.json as CalendarSubscription & { url: string };
}

/** Fetches a feed address without any session, as a calendar app does. */
async function fetchFeed(url: string) {
  const res = await app.request(new URL(url).pathname);
  return { status: res.status, type: res.headers.get('content-type'), cache: res.headers.get('cache-control'), text: await res.text() };
}

/** The events of a feed as ical.js reads them: UID, summary, location, description. */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const stamp = (component.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate();
    return { uid: event.uid, summary: event.summary, location: event.location, description: event.description, start: event.startDate.toJSDate(), stamp };
  });
}

describe('making, reading, replacing and ending a subscription', () => {
  it('shows the same address again, a new one ends the old, and stopping ends it', async () => {
    const candidate = w.candidates[3]!;
    expect((await call(app, 'GET', '/api/education/calendar', candidate)).json).toEqual({ url: null, createdAt: null });

    const first = await subscribe(candidate);
    expect(first.url).toMatch(/^https?:\/\/[^/]+\/api\/education\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await call(app, 'GET', '/api/education/calendar', candidate)).json).toEqual(first);
    expect((await fetchFeed(first.url)).status).toBe(200);
    // Only the token's hash is stored.
    const [row] = await handle.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, candidate.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.url).not.toContain(row!.tokenHash);

    const second = await subscribe(candidate);
    expect(second.url).not.toBe(first.url);
    expect((await call(app, 'GET', '/api/education/calendar', candidate)).json).toEqual(second);
    expect((await fetchFeed(first.url)).status).toBe(404);
    expect((await fetchFeed(second.url)).status).toBe(200);

    expect((await call(app, 'DELETE', '/api/education/calendar', candidate)).status).toBe(204);
    expect((await call(app, 'GET', '/api/education/calendar', candidate)).json).toEqual({ url: null, createdAt: null });
    expect((await fetchFeed(second.url)).status).toBe(404);
  });

  it('says when an address exists that can no longer be shown (made under an earlier key) and keeps it working', async () => {
    const candidate = await createUser(handle, 'User', { organizationId: w.organizationId });
    const { createdAt } = await subscribe(candidate);
    await handle.db.update(calendarFeeds).set({ tokenHash: 'f'.repeat(64) }).where(eq(calendarFeeds.userId, candidate.id));
    expect((await call(app, 'GET', '/api/education/calendar', candidate)).json).toEqual({ url: null, createdAt });
  });

  it('gives each person their own address, and staff and contact persons none', async () => {
    const [a, b] = [await subscribe(w.candidates[2]!), await subscribe(w.teachers[2]!)];
    expect(a.url).not.toBe(b.url);
    for (const user of [w.coordinator, w.contactPerson]) expect((await call(app, 'POST', '/api/education/calendar', user)).status).toBe(401);
  });
});

describe('GET /api/education/calendar/{token}.ics', () => {
  it("holds exactly the person's lessons: a late enrolee's from their enrolment day, a teacher's of what they teach", async () => {
    const today = amsterdamDay();
    const { educationId, lessonIds } = await openEducation(app, w, { lessons: [-14, -7, 7, 14], candidates: 2, teachers: [0] });
    await handle.db.update(educations).set({ createdAt: new Date(`${addDays(today, -20)}T12:00:00Z`) }).where(eq(educations.id, educationId));
    await handle.db.update(educationCandidates).set({ enrolledOn: addDays(today, -20) }).where(and(eq(educationCandidates.educationId, educationId), eq(educationCandidates.candidateId, w.candidates[0]!.id)));
    await handle.db.update(educationCandidates).set({ enrolledOn: addDays(today, -10) }).where(and(eq(educationCandidates.educationId, educationId), eq(educationCandidates.candidateId, w.candidates[1]!.id)));
    // Another education, with another teacher and another candidate: in nobody's feed here but theirs.
    const other = await openEducation(app, w, { lessons: [21], candidates: 0, teachers: [1] });
    await call(app, 'POST', `/api/education/${other.educationId}/candidates`, w.coordinator, { candidateId: w.candidates[2]!.id });
    const [title] = await handle.db.select({ title: educations.title }).from(educations).where(eq(educations.id, educationId));

    const early = await fetchFeed((await subscribe(w.candidates[0]!)).url);
    expect(early).toMatchObject({ status: 200, type: 'text/calendar; charset=utf-8', cache: 'private, no-cache' });
    const earlyEvents = eventsOf(early.text);
    expect(earlyEvents.map((e) => e.uid)).toEqual(lessonIds.map((id) => lessonUid(id)));
    expect(earlyEvents[0]).toMatchObject({ summary: title!.title, location: expect.stringContaining(',') });
    expect(earlyEvents[0]!.description).toContain(w.teachers[0]!.name);

    const lateEvents = eventsOf((await fetchFeed((await subscribe(w.candidates[1]!)).url)).text);
    expect(lateEvents.map((e) => e.uid.split('@')[0])).toEqual(lessonIds.slice(1).map((id) => `lesson-${id}`)); // not the lesson before they enrolled

    const teacherEvents = eventsOf((await fetchFeed((await subscribe(w.teachers[0]!)).url)).text).map((e) => e.uid.split('@')[0]);
    for (const id of lessonIds) expect(teacherEvents).toContain(`lesson-${id}`);
    expect(teacherEvents).not.toContain(`lesson-${other.lessonIds[0]}`);

    const otherEvents = eventsOf((await fetchFeed((await subscribe(w.candidates[2]!)).url)).text).map((e) => e.uid.split('@')[0]);
    expect(otherEvents).toEqual([`lesson-${other.lessonIds[0]}`]);
  });

  it('carries the notes for the candidates, never those for the teachers, in every feed', async () => {
    const { educationId, lessonIds } = await openEducation(app, w, { lessons: [50], candidates: 1, teachers: [2] });
    const forTeachers = 'Alleen voor de docenten: Anouk heeft extra begeleiding nodig.';
    const saved = await call(app, 'PUT', `/api/education/${educationId}`, w.coordinator, { title: 'Opleiding met notities', teacherNotes: forTeachers, candidateNotes: 'Neem een pen mee.' });
    expect(saved.status).toBe(200);
    for (const person of [w.candidates[0]!, w.teachers[2]!]) {
      const feed = await fetchFeed((await subscribe(person)).url);
      const event = eventsOf(feed.text).find((e) => e.uid.startsWith(`lesson-${lessonIds[0]}@`));
      expect(event?.description).toContain('Let op: Neem een pen mee.');
      expect(feed.text).not.toContain('Alleen voor de docenten');
    }
  });

  it('leaves out draft and archived educations', async () => {
    const candidate = await createUser(handle, 'User', { organizationId: w.organizationId });
    const draft = await openEducation(app, w, { lessons: [40], candidates: 0, draft: true });
    const archived = await openEducation(app, w, { lessons: [41], candidates: 0 });
    for (const id of [draft.educationId, archived.educationId]) await call(app, 'POST', `/api/education/${id}/candidates`, w.coordinator, { candidateId: candidate.id });
    await call(app, 'POST', `/api/education/${archived.educationId}/archive`, w.coordinator);
    const feed = await fetchFeed((await subscribe(candidate)).url);
    expect(feed.status).toBe(200);
    expect(eventsOf(feed.text)).toEqual([]);
  });

  it('answers 404 for an unknown or malformed token and for a disabled account, never 401', async () => {
    const unknown = await app.request(`/api/education/calendar/${'A'.repeat(43)}.ics`);
    expect(unknown.status).toBe(404);
    expect((await app.request('/api/education/calendar/kort.ics')).status).toBe(404);
    expect((await app.request(`/api/education/calendar/${'A'.repeat(43)}`)).status).toBe(404);

    const candidate = await createUser(handle, 'User', { organizationId: w.organizationId });
    const { url } = await subscribe(candidate);
    await handle.db.update(users).set({ status: 'disabled' }).where(eq(users.id, candidate.id));
    const disabled = await app.request(new URL(url).pathname);
    expect(disabled.status).toBe(404);
    expect(await disabled.json()).toEqual(await unknown.json());
  });

  it('ends the address when the password changes, so whoever copied it is locked out too', async () => {
    const candidate = await createUser(handle, 'User', { organizationId: w.organizationId });
    const { url } = await subscribe(candidate);
    expect((await fetchFeed(url)).status).toBe(200);
    const changed = await call(app, 'POST', '/api/user/ChangePassword', candidate, { currentPassword: TEST_PASSWORD, newPassword: 'een-heel-nieuw-wachtwoord' });
    expect(changed.status).toBe(200);
    expect((await fetchFeed(url)).status).toBe(404);
    expect((await call(app, 'GET', '/api/education/calendar', candidate)).json).toMatchObject({ url: null });
  });

  it('records when a calendar last fetched the feed, at most once an hour', async () => {
    const candidate = await createUser(handle, 'User', { organizationId: w.organizationId });
    const { url } = await subscribe(candidate);
    const stamp = async () => (await handle.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, candidate.id)))[0]!.lastFetchedAt;
    expect(await stamp()).toBeNull();
    await fetchFeed(url);
    const first = await stamp();
    expect(first).not.toBeNull();
    await fetchFeed(url);
    expect(await stamp()).toEqual(first);
    const earlier = new Date(Date.now() - FETCH_STAMP_INTERVAL_MS - 1000);
    await handle.db.update(calendarFeeds).set({ lastFetchedAt: earlier }).where(eq(calendarFeeds.userId, candidate.id));
    await fetchFeed(url);
    expect((await stamp())!.getTime()).toBeGreaterThan(earlier.getTime() + FETCH_STAMP_INTERVAL_MS);
  });
});

describe('versions of a feed (docs/decisions/051-calendar-feed-events-and-caching.md)', () => {
  it("stamps each event with its last change, not the request's time, and restamps a lesson that moved", async () => {
    const { lessonIds } = await openEducation(app, w, { lessons: [60, 67], candidates: 0, teachers: [2] });
    const { url } = await subscribe(w.teachers[2]!);
    const mine = (text: string) => eventsOf(text).filter((e) => lessonIds.some((id) => e.uid === lessonUid(id)));
    await fetchFeed(url);
    // As if both events were last changed long ago.
    const long = new Date('2026-01-05T10:00:00Z');
    await handle.db.update(educationLessons).set({ calendarStamp: long }).where(eq(educationLessons.educationId, (await lessonRow(lessonIds[0]!)).educationId));
    const first = await fetchFeed(url);
    const second = await fetchFeed(url);
    expect(mine(first.text).map((e) => e.stamp)).toEqual([long, long]);
    expect(second.text).toBe(first.text);

    await handle.db.update(educationLessons).set({ startsAt: '18:30' }).where(eq(educationLessons.id, lessonIds[0]!));
    const before = Date.now();
    const moved = mine((await fetchFeed(url)).text);
    expect(moved.map((e) => e.uid)).toEqual(lessonIds.map((id) => lessonUid(id))); // the same events, not new ones
    expect(moved[0]!.stamp.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(moved[1]!.stamp).toEqual(long); // the other lesson did not change
  });

  it('keeps every UID when PUBLIC_URL changes', async () => {
    const { lessonIds } = await openEducation(app, w, { lessons: [70], candidates: 0, teachers: [2] });
    const { url } = await subscribe(w.teachers[2]!);
    const uids = async () => eventsOf((await fetchFeed(url)).text).map((e) => e.uid);
    const here = await uids();
    expect(here).toContain(`lesson-${lessonIds[0]}@kandidaatplatform.nl`);
    try {
      vi.stubEnv('PUBLIC_URL', 'https://elders.voorbeeld.nl');
      resetConfig();
      expect((await call(app, 'GET', '/api/education/calendar', w.teachers[2]!)).json.url).toMatch(/^https:\/\/elders\.voorbeeld\.nl\//);
      expect(await uids()).toEqual(here);
    } finally {
      vi.unstubAllEnvs();
      resetConfig();
    }
  });

  it('answers a conditional request 304 while the feed is the same, and 200 with a new version once it changed', async () => {
    const { lessonIds } = await openEducation(app, w, { lessons: [80], candidates: 0, teachers: [1] });
    const { url } = await subscribe(w.teachers[1]!);
    const path = new URL(url).pathname;
    const full = await app.request(path);
    const etag = full.headers.get('etag')!;
    const lastModified = full.headers.get('last-modified')!;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(new Date(lastModified).getTime()).not.toBeNaN();

    const conditions: Record<string, string>[] = [{ 'if-none-match': etag }, { 'if-none-match': `W/${etag}` }, { 'if-none-match': `"ander", ${etag}` }, { 'if-modified-since': lastModified }];
    for (const headers of conditions) {
      const again = await app.request(path, { headers });
      expect(again.status, JSON.stringify(headers)).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('private, no-cache');
    }
    expect((await app.request(path, { headers: { 'if-none-match': '"ander"' } })).status).toBe(200);

    await handle.db.update(educationLessons).set({ endsAt: '22:00' }).where(eq(educationLessons.id, lessonIds[0]!));
    const changed = await app.request(path, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await changed.text()).toContain(lessonUid(lessonIds[0]!));
    // The new version is the current one from then on.
    expect((await app.request(path, { headers: { 'if-none-match': changed.headers.get('etag')! } })).status).toBe(304);
  });
});

/** The stored lesson. */
async function lessonRow(id: string) {
  const [row] = await handle.db.select().from(educationLessons).where(eq(educationLessons.id, id));
  return row!;
}
