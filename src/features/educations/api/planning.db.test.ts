/**
 * /api/education planning in-process (docs/api.md "Education"): making and opening an education, lessons replaced
 * with attendance kept, pinned module versions, education seats and enrolment days, teachers, the conflict checks
 * against other educations and PATs (both ways) refusing a change with nothing half-saved, notifications after
 * opening, and who may see what; a new-education form sent twice with the same `Idempotency-Key` makes one.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import { addDays, amsterdamDay, longDayText } from '#src/lib/calendar-day';
import type { DbHandle } from '#src/server/db/client';
import { attendance, educationLessons, educations, licences, licenceSeats, locations, modules, moduleVersions, notifications, rooms } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { call, createUser, openTestDb, withKey } from '#src/server/testing/api';
import { plannedPat } from '#src/features/pat/api/fixtures';
import { MAX_LESSONS } from '#src/features/educations/schedule';
import { educationWorld, openEducation, type EducationWorld } from './fixtures';

let handle: DbHandle;
let app: Backend;
let w: EducationWorld;
const today = amsterdamDay();
const UNKNOWN = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
  w = await educationWorld(handle, app);
});

afterAll(async () => {
  await handle?.close();
});

/** A lesson `offset` days from today at the world's location and big room, 18:00–21:00 unless told. */
const lesson = (offset: number, extra: Record<string, unknown> = {}) => ({
  day: addDays(today, offset),
  startsAt: '18:00',
  endsAt: '21:00',
  locationId: w.locationId,
  roomId: w.roomId,
  ...extra,
});

const seatsUsed = async (licenceId: string) => (await handle.db.select({ n: licences.seatsUsed }).from(licences).where(eq(licences.id, licenceId)))[0]!.n;
const toldAbout = async (educationId: string) => handle.db.select().from(notifications).where(eq(notifications.relatedId, educationId));

describe('making and opening an education', () => {
  it('makes one education when the new-education form is sent twice with the same key, and answers both with it', async () => {
    const title = `Dubbel ${crypto.randomUUID()}`;
    const key = crypto.randomUUID();
    const create = () => call(app, 'POST', '/api/education', w.coordinator, { title }, withKey(key));
    const [first, second] = await Promise.all([create(), create()]);
    expect(first.status).toBe(201);
    expect(second).toEqual(first);
    expect(await handle.db.select({ id: educations.id }).from(educations).where(eq(educations.title, title))).toEqual([{ id: first.json.id }]);
  });

  it('checks name and absence limit, keeps the limit when an update leaves it out', async () => {
    expect(await call(app, 'POST', '/api/education', w.coordinator, { title: '  ' })).toEqual({ status: 400, json: { title: 'Naam: vul een naam in.' } });
    expect(await call(app, 'POST', '/api/education', w.coordinator, { title: 'Heftruck', absenceLimit: 0 })).toEqual({
      status: 400,
      json: { title: 'Verzuimgrens: tussen 1 en 100.' },
    });
    const made = await call(app, 'POST', '/api/education', w.coordinator, { title: 'Heftruck basis', teacherNotes: 'Sleutel bij de receptie.', candidateNotes: 'Neem werkschoenen mee.' });
    expect(made.status).toBe(201);
    const id = made.json.id;
    expect((await call(app, 'GET', `/api/education/${id}`, w.coordinator)).json).toMatchObject({
      title: 'Heftruck basis',
      teacherNotes: 'Sleutel bij de receptie.',
      candidateNotes: 'Neem werkschoenen mee.',
      absenceLimit: 3,
      state: 'draft',
      createdOn: today,
      lessons: [],
    });
    expect((await call(app, 'PUT', `/api/education/${id}`, w.coordinator, { title: 'Heftruck gevorderd', absenceLimit: 5 })).status).toBe(200);
    expect((await call(app, 'PUT', `/api/education/${id}`, w.coordinator, { title: 'Heftruck gevorderd 2', candidateNotes: '' })).status).toBe(200);
    expect((await call(app, 'GET', `/api/education/${id}`, w.coordinator)).json).toMatchObject({ title: 'Heftruck gevorderd 2', teacherNotes: null, candidateNotes: null, absenceLimit: 5 });
    expect(await call(app, 'PUT', `/api/education/${id}`, w.coordinator, { title: 'Heftruck', teacherNotes: 'x'.repeat(5001) })).toEqual({
      status: 400,
      json: { title: 'Notities voor de docenten: hoogstens 5000 tekens.' },
    });
  });

  it('lists what is missing, refuses to open until it is there, then opens and tells candidates and teachers', async () => {
    const id = (await call(app, 'POST', '/api/education', w.coordinator, { title: 'Magazijn instroom' })).json.id;
    expect((await call(app, 'GET', `/api/education/${id}`, w.coordinator)).json.missing).toEqual([
      'Voeg minstens één les met een locatie toe.',
      'Kies minstens één module.',
      'Kies minstens één docent.',
    ]);
    expect(await call(app, 'POST', `/api/education/${id}/open`, w.coordinator)).toEqual({
      status: 409,
      json: { title: 'Deze opleiding kan nog niet worden geopend: Voeg minstens één les met een locatie toe. Kies minstens één module. Kies minstens één docent.' },
    });
    await call(app, 'PUT', `/api/education/${id}/lessons`, w.coordinator, { lessons: [lesson(20)] });
    await call(app, 'PUT', `/api/education/${id}/modules`, w.coordinator, { modules: [{ moduleId: w.moduleIds[0], passPercent: 55 }] });
    expect((await call(app, 'POST', `/api/education/${id}/open`, w.coordinator)).json.title).toBe('Deze opleiding kan nog niet worden geopend: Kies minstens één docent.');
    await call(app, 'PUT', `/api/education/${id}/teachers`, w.coordinator, { teacherIds: [w.teachers[2]!.id] });
    await call(app, 'POST', `/api/education/${id}/candidates`, w.coordinator, { candidateId: w.candidates[0]!.id });
    // Nothing is told while it is a draft.
    expect(await toldAbout(id)).toEqual([]);
    const opened = await call(app, 'POST', `/api/education/${id}/open`, w.coordinator);
    expect(opened.json).toMatchObject({ state: 'open', missing: [], conflicts: [] });
    expect(opened.json.openedAt).toEqual(expect.any(String));
    const told = await toldAbout(id);
    expect(told.map((t) => t.userId).sort()).toEqual([w.candidates[0]!.id, w.teachers[2]!.id].sort());
    expect(told[0]).toMatchObject({ type: 3, message: 'De planning van Magazijn instroom is gewijzigd.', params: { education: 'Magazijn instroom' } });
    expect(await call(app, 'POST', `/api/education/${id}/open`, w.coordinator)).toEqual({ status: 409, json: { title: 'Deze opleiding is al geopend.' } });
  });

  it('pins each module to the version it had; a module needs a template but no practical part', async () => {
    const { educationId } = await openEducation(app, w, { draft: true, candidates: 0 });
    const moduleId = w.moduleIds[1]!;
    const before = (await call(app, 'GET', `/api/education/${educationId}`, w.coordinator)).json.modules[1];
    expect(before).toMatchObject({ moduleId, position: 2, passPercent: 60, knockOut: [] });
    const [current] = await handle.db.select().from(moduleVersions).where(eq(moduleVersions.id, (await handle.db.select().from(modules).where(eq(modules.id, moduleId)))[0]!.currentVersionId!));
    const [newer] = await handle.db
      .insert(moduleVersions)
      .values({ moduleId, version: current!.version + 1, content: current!.content, languages: current!.languages, templateVersionId: current!.templateVersionId })
      .returning();
    await handle.db.update(modules).set({ currentVersionId: newer!.id }).where(eq(modules.id, moduleId));
    const knockOut = [w.criteria[moduleId]![0]];
    const again = await call(app, 'PUT', `/api/education/${educationId}/modules`, w.coordinator, { modules: [{ moduleId, passPercent: 70, knockOut }] });
    expect(again.json.modules).toEqual([{ ...before, position: 1, passPercent: 70, knockOut }]);

    const wrong = await call(app, 'PUT', `/api/education/${educationId}/modules`, w.coordinator, { modules: [{ moduleId, passPercent: 60, knockOut: [w.criteria[w.moduleIds[0]!]![0]] }] });
    expect(wrong.status).toBe(400);
    expect(wrong.json.title).toMatch(/^Knock-outcriterium: dit criterium hoort niet bij het sjabloon van/);

    // Theory only (no practical part), with a template: fine for an education.
    const theory = { ...current!.content, parts: current!.content.parts.filter((p) => p.type !== 'practical') };
    const [bare] = await handle.db.insert(modules).values({ title: 'Alleen theorie' }).returning();
    const [bareVersion] = await handle.db
      .insert(moduleVersions)
      .values({ moduleId: bare!.id, version: 1, content: theory, languages: current!.languages, templateVersionId: current!.templateVersionId })
      .returning();
    await handle.db.update(modules).set({ currentVersionId: bareVersion!.id }).where(eq(modules.id, bare!.id));
    expect((await call(app, 'PUT', `/api/education/${educationId}/modules`, w.coordinator, { modules: [{ moduleId: bare!.id, passPercent: 50 }] })).json.modules).toMatchObject([
      { moduleId: bare!.id, title: 'Alleen theorie' },
    ]);
    await handle.db.update(moduleVersions).set({ templateVersionId: null }).where(eq(moduleVersions.id, bareVersion!.id));
    const [other] = await handle.db.insert(modules).values({ title: 'Zonder sjabloon' }).returning();
    const [otherVersion] = await handle.db.insert(moduleVersions).values({ moduleId: other!.id, version: 1, content: theory, languages: current!.languages }).returning();
    await handle.db.update(modules).set({ currentVersionId: otherVersion!.id }).where(eq(modules.id, other!.id));
    expect(await call(app, 'PUT', `/api/education/${educationId}/modules`, w.coordinator, { modules: [{ moduleId: other!.id, passPercent: 50 }] })).toEqual({
      status: 400,
      json: { title: 'Module ‘Zonder sjabloon’ heeft geen beoordelingssjabloon. Koppel eerst een sjabloon aan de module.' },
    });
  });
});

describe('lessons', () => {
  it('replaces the list: a lesson kept by id is updated, one left out goes, a new one is added', async () => {
    const { educationId, lessonIds } = await openEducation(app, w, { draft: true, candidates: 0 });
    const put = (lessons: unknown[]) => call(app, 'PUT', `/api/education/${educationId}/lessons`, w.coordinator, { lessons });
    const changed = await put([{ ...lesson(12, { startsAt: '19:00' }), id: lessonIds[1] }, lesson(11, { roomId: null })]);
    expect(changed.status).toBe(200);
    expect(changed.json.lessons.map((l: { day: string; startsAt: string; room: unknown }) => [l.day, l.startsAt, l.room === null])).toEqual([
      [addDays(today, 11), '18:00', true],
      [addDays(today, 12), '19:00', false],
    ]);
    expect(changed.json.lessons[1].id).toBe(lessonIds[1]);
    expect(changed.json).toMatchObject({ firstDay: addDays(today, 11), lastDay: addDays(today, 12) });
    expect((await put([{ ...lesson(13), id: lessonIds[0] }])).json.title).toBe('Les: deze les hoort niet bij deze opleiding.');
    expect((await put([lesson(14), lesson(14, { startsAt: '20:00', endsAt: '22:00' })])).json.title).toBe('Twee lessen van deze opleiding overlappen elkaar. Kies andere tijden.');
    // Two lessons on one day are fine when they do not overlap.
    expect((await put([lesson(14, { startsAt: '09:00', endsAt: '12:00' }), lesson(14)])).status).toBe(200);
    expect((await put([lesson(14, { locationId: UNKNOWN })])).json.title).toBe('Locatie: deze locatie bestaat niet of is gearchiveerd.');
    // Early mornings: the world's teacher gives other educations' lessons in the evenings.
    const many = Array.from({ length: MAX_LESSONS + 1 }, (_, i) => lesson(i + 1, { startsAt: '06:00', endsAt: '07:00' }));
    expect((await put(many)).json.title).toBe(`Een opleiding heeft hoogstens ${MAX_LESSONS} lessen.`);
    expect((await put(many.slice(0, MAX_LESSONS))).json.lessons).toHaveLength(MAX_LESSONS);
  });

  it('keeps a lesson at which attendance was taken', async () => {
    const { educationId, lessonIds } = await openEducation(app, w, { candidates: 1 });
    await handle.db.insert(attendance).values({ lessonId: lessonIds[0]!, candidateId: w.candidates[0]!.id, status: 'present', recordedBy: w.teachers[0]!.id });
    const [first] = await handle.db.select().from(educationLessons).where(eq(educationLessons.id, lessonIds[0]!));
    const refused = await call(app, 'PUT', `/api/education/${educationId}/lessons`, w.coordinator, { lessons: [lesson(90)] });
    expect(refused.status).toBe(409);
    expect(refused.json.title).toMatch(/^De les van \d+ \w+ \d{4} heeft al aanwezigheid en kan niet meer worden verwijderd\.$/);
    expect((await handle.db.select().from(educationLessons).where(eq(educationLessons.educationId, educationId))).length).toBe(2);
    // Kept by id it may still move (a correction), and the lesson without attendance may go.
    const moved = await call(app, 'PUT', `/api/education/${educationId}/lessons`, w.coordinator, { lessons: [{ ...lesson(90), id: first!.id }] });
    expect(moved.status).toBe(200);
    expect(moved.json.lessons.map((l: { id: string; day: string }) => [l.id, l.day])).toEqual([[first!.id, addDays(today, 90)]]);
    expect(await handle.db.select().from(attendance).where(eq(attendance.lessonId, first!.id))).toHaveLength(1);
  });
});

describe('conflicts', () => {
  it('refuses a lesson at the time its teacher assesses on a PAT, naming the PAT, and saves nothing', async () => {
    const { patId } = await plannedPat(app, w, { draft: true, candidates: 0, days: [150] });
    const pat = (await call(app, 'GET', `/api/pat/${patId}`, w.coordinator)).json;
    const { educationId, lessonIds } = await openEducation(app, w, { draft: true, candidates: 0 });
    const refused = await call(app, 'PUT', `/api/education/${educationId}/lessons`, w.coordinator, { lessons: [{ ...lesson(150, { startsAt: '13:00', endsAt: '17:00', roomId: w.smallRoomId }), id: lessonIds[0] }] });
    expect(refused.status).toBe(409);
    expect(refused.json.title).toBe(`Dit plan botst: ${w.teachers[0]!.name} (docent) is op ${longDayText(addDays(today, 150))} 13:00–17:00 al ingepland bij ‘${pat.title}’ (09:00–16:00).`);
    const [kept] = await handle.db.select().from(educationLessons).where(eq(educationLessons.id, lessonIds[0]!));
    expect(kept).toMatchObject({ startsAt: '18:00', endsAt: '21:00' });
    // A teacher added to lessons at that time clashes the same way.
    const other = await openEducation(app, w, { draft: true, candidates: 0, teachers: [], lessons: [150], times: ['15:00', '18:00'], roomId: null });
    const teacher = await call(app, 'PUT', `/api/education/${other.educationId}/teachers`, w.coordinator, { teacherIds: [w.teachers[0]!.id] });
    expect(teacher.status).toBe(409);
    expect(teacher.json.title).toContain(`al ingepland bij ‘${pat.title}’`);
    expect((await call(app, 'GET', `/api/education/${other.educationId}`, w.coordinator)).json.teachers).toEqual([]);
  });

  it('refuses a PAT day at the time its assessor teaches a lesson, naming the education (the other way round)', async () => {
    const { educationId } = await openEducation(app, w, { candidates: 0, lessons: [152], times: ['10:00', '12:00'] });
    const title = (await call(app, 'GET', `/api/education/${educationId}`, w.coordinator)).json.title;
    const { patId, dayIds } = await plannedPat(app, w, { draft: true, candidates: 0, days: [153] });
    const moved = await call(app, 'PUT', `/api/pat/${patId}/days`, w.coordinator, {
      days: [{ id: dayIds[0], day: addDays(today, 152), startsAt: '09:00', endsAt: '16:00', locationId: w.locationId, roomId: w.smallRoomId }],
    });
    expect(moved.status).toBe(409);
    expect(moved.json.title).toBe(`Dit plan botst: ${w.teachers[0]!.name} (docent) is op ${longDayText(addDays(today, 152))} 09:00–16:00 al ingepland bij de opleiding ‘${title}’ (10:00–12:00).`);
    // Once the education is archived it no longer counts.
    await call(app, 'POST', `/api/education/${educationId}/archive`, w.coordinator);
    expect((await call(app, 'PUT', `/api/pat/${patId}/days`, w.coordinator, { days: [{ id: dayIds[0], ...lesson(152, { startsAt: '09:00', endsAt: '16:00' }) }] })).status).toBe(200);
  });

  it('refuses to enrol a candidate on two educations at the same time, and takes no seat for it', async () => {
    const first = await openEducation(app, w, { candidates: 0, teachers: [1], lessons: [160] });
    expect((await call(app, 'POST', `/api/education/${first.educationId}/candidates`, w.coordinator, { candidateId: w.candidates[3]!.id })).status).toBe(201);
    const firstTitle = (await call(app, 'GET', `/api/education/${first.educationId}`, w.coordinator)).json.title;
    const second = await openEducation(app, w, { draft: true, candidates: 0, teachers: [2], lessons: [160], times: ['19:00', '20:00'], roomId: w.smallRoomId });
    const before = await seatsUsed(w.educationLicenceId);
    const refused = await call(app, 'POST', `/api/education/${second.educationId}/candidates`, w.coordinator, { candidateId: w.candidates[3]!.id });
    expect(refused).toEqual({
      status: 409,
      json: { title: `Dit plan botst: ${w.candidates[3]!.name} (kandidaat) is op ${longDayText(addDays(today, 160))} 19:00–20:00 al ingepland bij de opleiding ‘${firstTitle}’ (18:00–21:00).` },
    });
    expect(await seatsUsed(w.educationLicenceId)).toBe(before);
    expect((await call(app, 'GET', `/api/education/${second.educationId}`, w.coordinator)).json.candidates).toEqual([]);
  });

  it('refuses a room booked at the same time by another education’s lesson or a PAT day, naming it, and saves nothing', async () => {
    const first = await openEducation(app, w, { draft: true, candidates: 0, teachers: [1], lessons: [190] });
    const firstTitle = (await call(app, 'GET', `/api/education/${first.educationId}`, w.coordinator)).json.title;
    const second = await openEducation(app, w, { draft: true, candidates: 0, teachers: [2], lessons: [191], roomId: null });
    const put = (extra: Record<string, unknown>) => call(app, 'PUT', `/api/education/${second.educationId}/lessons`, w.coordinator, { lessons: [{ ...lesson(190, extra), id: second.lessonIds[0] }] });
    // lesson against lesson
    expect(await put({ startsAt: '20:00', endsAt: '22:00' })).toEqual({
      status: 409,
      json: { title: `Dit plan botst: Magazijnhal is op ${longDayText(addDays(today, 190))} 20:00–22:00 al bezet door de opleiding ‘${firstTitle}’ (18:00–21:00).` },
    });
    const [kept] = await handle.db.select().from(educationLessons).where(eq(educationLessons.id, second.lessonIds[0]!));
    expect(kept!.day).toBe(addDays(today, 191));
    // touching times, another room: fine
    expect((await put({ startsAt: '21:00', endsAt: '22:00' })).status).toBe(200);
    expect((await put({ roomId: w.smallRoomId })).status).toBe(200);
    // lesson against a PAT day (the PAT's teacher is not on the education: only the room clashes)
    const { patId } = await plannedPat(app, w, { draft: true, candidates: 0, days: [195] });
    const patTitle = (await call(app, 'GET', `/api/pat/${patId}`, w.coordinator)).json.title;
    const onPat = await call(app, 'PUT', `/api/education/${second.educationId}/lessons`, w.coordinator, { lessons: [{ ...lesson(195, { startsAt: '15:00', endsAt: '18:00' }), id: second.lessonIds[0] }] });
    expect(onPat).toEqual({
      status: 409,
      json: { title: `Dit plan botst: Magazijnhal is op ${longDayText(addDays(today, 195))} 15:00–18:00 al bezet door ‘${patTitle}’ (09:00–16:00).` },
    });
  });

  it('refuses a room of another location with a Dutch 400', async () => {
    const { educationId } = await openEducation(app, w, { draft: true, candidates: 0, roomId: null });
    const [elsewhere] = await handle.db.insert(locations).values({ name: 'Elders', street: 'Straat 1', postcode: '1234 AB', city: 'Plaats' }).returning();
    const [room] = await handle.db.insert(rooms).values({ locationId: elsewhere!.id, name: 'Magazijnhal', capacity: 10 }).returning();
    expect(await call(app, 'PUT', `/api/education/${educationId}/lessons`, w.coordinator, { lessons: [lesson(197, { roomId: room!.id })] })).toEqual({
      status: 400,
      json: { title: 'Lokaal: dit lokaal hoort niet bij de gekozen locatie.' },
    });
  });

  it('counts a candidate on the lessons from the day they enrolled: a full room only from then on', async () => {
    const { educationId } = await openEducation(app, w, { draft: true, candidates: 2, lessons: [170, 180] });
    await call(app, 'PUT', `/api/education/${educationId}/lessons`, w.coordinator, { lessons: [lesson(170, { roomId: w.smallRoomId }), lesson(180, { roomId: w.smallRoomId })] });
    const late = await createUser(handle, 'User', { name: 'Eva Laat', organizationId: w.organizationId });
    const refused = await call(app, 'POST', `/api/education/${educationId}/candidates`, w.coordinator, { candidateId: late.id, enrolledOn: addDays(today, 175) });
    expect(refused).toEqual({
      status: 409,
      json: { title: `Dit plan botst: Op ${longDayText(addDays(today, 180))} 18:00–21:00 zijn er 3 kandidaten, maar Kleine zaal heeft 2 plaatsen.` },
    });
    // A lesson after the end of a candidate's licence is a conflict too.
    const afterLicence = await call(app, 'PUT', `/api/education/${educationId}/lessons`, w.coordinator, { lessons: [lesson(401)] });
    expect(afterLicence.status).toBe(409);
    expect(afterLicence.json.title).toContain(`valt na het einde van de licentie van ${w.candidates[0]!.name}`);
  });
});

describe('candidates and seats', () => {
  it('takes an education seat of the candidate’s organisation, reuses it on a second education and hands it back after the last', async () => {
    const fresh = await createUser(handle, 'User', { name: 'Fleur Nieuw', organizationId: w.organizationId });
    const one = await openEducation(app, w, { draft: true, candidates: 0 });
    const two = await openEducation(app, w, { draft: true, candidates: 0 });
    const [educationBefore, patBefore] = [await seatsUsed(w.educationLicenceId), await seatsUsed(w.licenceId)];
    const enrolled = await call(app, 'POST', `/api/education/${one.educationId}/candidates`, w.coordinator, { candidateId: fresh.id });
    expect(enrolled.status).toBe(201);
    expect(enrolled.json.candidates).toEqual([
      expect.objectContaining({ id: fresh.id, enrolledOn: today, organization: expect.objectContaining({ id: w.organizationId }), seat: expect.objectContaining({ licenceId: w.educationLicenceId, validUntil: addDays(today, 400) }) }),
    ]);
    expect([await seatsUsed(w.educationLicenceId), await seatsUsed(w.licenceId)]).toEqual([educationBefore + 1, patBefore]);
    expect(await call(app, 'POST', `/api/education/${one.educationId}/candidates`, w.coordinator, { candidateId: fresh.id })).toEqual({
      status: 409,
      json: { title: 'Deze kandidaat staat al op deze opleiding.' },
    });
    expect((await call(app, 'POST', `/api/education/${two.educationId}/candidates`, w.coordinator, { candidateId: fresh.id })).status).toBe(201);
    expect(await seatsUsed(w.educationLicenceId)).toBe(educationBefore + 1);
    const stranger = await call(app, 'POST', `/api/education/${one.educationId}/candidates`, w.coordinator, { candidateId: w.stranger.id });
    expect(stranger.status).toBe(409);
    expect(stranger.json.title).toContain('heeft vandaag geen geldige licentie voor Opleiding');
    expect((await call(app, 'POST', `/api/education/${one.educationId}/candidates`, w.coordinator, { candidateId: w.teachers[0]!.id })).status).toBe(404);

    expect((await call(app, 'DELETE', `/api/education/${one.educationId}/candidates/${fresh.id}`, w.coordinator)).status).toBe(200);
    expect(await seatsUsed(w.educationLicenceId)).toBe(educationBefore + 1);
    expect((await call(app, 'DELETE', `/api/education/${two.educationId}/candidates/${fresh.id}`, w.coordinator)).json.candidates).toEqual([]);
    expect(await seatsUsed(w.educationLicenceId)).toBe(educationBefore);
    expect(await handle.db.select().from(licenceSeats).where(and(eq(licenceSeats.holderId, fresh.id), isNull(licenceSeats.releasedAt)))).toEqual([]);
    expect(await call(app, 'DELETE', `/api/education/${two.educationId}/candidates/${fresh.id}`, w.coordinator)).toEqual({
      status: 404,
      json: { title: 'Deze kandidaat staat niet op deze opleiding.' },
    });
  });

  it('refuses a candidate when the organisation’s education licence is full', async () => {
    const small = await educationWorld(handle, app, 1);
    const { educationId } = await openEducation(app, small, { draft: true, candidates: 1 });
    const full = await call(app, 'POST', `/api/education/${educationId}/candidates`, small.coordinator, { candidateId: small.candidates[1]!.id });
    expect(full.status).toBe(409);
    expect(full.json.title).toMatch(/^Licentie Opleiding van .* is vol: de enige plaats is in gebruik\. Er is geen plaats meer vrij\.$/);
  });

  it('enrols on a day from a year before the education’s making to its last lesson, today unless told', async () => {
    const { educationId } = await openEducation(app, w, { draft: true, candidates: 0, lessons: [200, 210] });
    const enrol = (candidateId: string, enrolledOn?: string) => call(app, 'POST', `/api/education/${educationId}/candidates`, w.coordinator, { candidateId, enrolledOn });
    const [early, late] = [
      await createUser(handle, 'User', { name: 'Gijs Vroeg', organizationId: w.organizationId }),
      await createUser(handle, 'User', { name: 'Hugo Later', organizationId: w.organizationId }),
    ];
    // a course running before it was entered: enrolments before the day it was made, up to a year
    expect(await enrol(early.id, addDays(today, -366))).toEqual({
      status: 400,
      json: { title: `Inschrijfdatum: kies ${longDayText(addDays(today, -365))} of later. Een inschrijving ligt hoogstens een jaar vóór de eerste les of het aanmaken van de opleiding.` },
    });
    expect(await enrol(early.id, addDays(today, 211))).toEqual({
      status: 400,
      json: { title: `Inschrijfdatum: kies ${longDayText(addDays(today, 210))} of eerder. Dat is de dag van de laatste les.` },
    });
    expect((await enrol(early.id, '2026-02-30')).json.title).toBe('Inschrijfdatum: deze datum bestaat niet.');
    // A late record of who joined when: made today, the day may lie months before.
    expect((await enrol(early.id, addDays(today, -120))).status).toBe(201);
    const detail = (await enrol(late.id, addDays(today, 210))).json;
    expect(detail.candidates.map((c: { name: string; enrolledOn: string }) => [c.name, c.enrolledOn])).toEqual([
      ['Gijs Vroeg', addDays(today, -120)],
      ['Hugo Later', addDays(today, 210)],
    ]);
    expect(detail.createdOn).toBe(today);
  });

  it('keeps a candidate on the roll once attendance was taken for them, and tells one taken off an open education', async () => {
    const { educationId, lessonIds } = await openEducation(app, w, { candidates: 2 });
    await handle.db.insert(attendance).values({ lessonId: lessonIds[0]!, candidateId: w.candidates[0]!.id, status: 'absent_excused' });
    expect(await call(app, 'DELETE', `/api/education/${educationId}/candidates/${w.candidates[0]!.id}`, w.coordinator)).toEqual({
      status: 409,
      json: { title: 'Voor deze kandidaat is al aanwezigheid genomen op deze opleiding. De kandidaat kan er niet meer af.' },
    });
    const before = (await toldAbout(educationId)).filter((n) => n.userId === w.candidates[1]!.id).length;
    expect((await call(app, 'DELETE', `/api/education/${educationId}/candidates/${w.candidates[1]!.id}`, w.coordinator)).status).toBe(200);
    expect((await toldAbout(educationId)).filter((n) => n.userId === w.candidates[1]!.id)).toHaveLength(before + 1);
  });
});

describe('teachers', () => {
  it('takes only active teachers, each once, and tells the teachers taken off and put on an open education', async () => {
    const { educationId } = await openEducation(app, w, { candidates: 1 });
    const put = (teacherIds: string[]) => call(app, 'PUT', `/api/education/${educationId}/teachers`, w.coordinator, { teacherIds });
    expect(await put([w.candidates[0]!.id])).toEqual({ status: 400, json: { title: 'Docent: kies een actieve docent.' } });
    expect((await put([w.teachers[1]!.id, w.teachers[1]!.id])).json.title).toBe('Elke docent mag maar één keer voorkomen.');
    const disabled = await createUser(handle, 'Teacher', { status: 'disabled' });
    expect((await put([disabled.id])).status).toBe(400);
    const replaced = await put([w.teachers[1]!.id]);
    expect(replaced.json.teachers).toEqual([{ id: w.teachers[1]!.id, name: w.teachers[1]!.name, email: w.teachers[1]!.email }]);
    const lastTold = (await toldAbout(educationId)).filter((n) => n.message.startsWith('De planning'));
    for (const who of [w.teachers[0]!, w.teachers[1]!, w.candidates[0]!]) expect(lastTold.some((n) => n.userId === who.id)).toBe(true);
  });
});

describe('notifications after opening', () => {
  it('tells candidates and teachers of every planning change once it is open, with a link to their education page', async () => {
    const { educationId, lessonIds } = await openEducation(app, w, { candidates: 2 });
    const count = async () => (await toldAbout(educationId)).length;
    const opened = await count();
    expect(opened).toBe(3); // two candidates and one teacher
    await call(app, 'PUT', `/api/education/${educationId}/lessons`, w.coordinator, { lessons: [{ ...lesson(99), id: lessonIds[0] }] });
    expect(await count()).toBe(opened + 3);
    await call(app, 'PUT', `/api/education/${educationId}/modules`, w.coordinator, { modules: [{ moduleId: w.moduleIds[0], passPercent: 60 }] });
    expect(await count()).toBe(opened + 6);
    await call(app, 'PUT', `/api/education/${educationId}`, w.coordinator, { title: 'Nieuwe naam' });
    expect(await count()).toBe(opened + 6);
    const teacherView = (await call(app, 'GET', '/api/notification', w.teachers[0])).json.find((n: { relatedId: string }) => n.relatedId === educationId);
    expect(teacherView).toMatchObject({ type: 3, href: `/docent/opleiding/detail/${educationId}` });
    const candidateView = (await call(app, 'GET', '/api/notification', w.candidates[0])).json.find((n: { relatedId: string }) => n.relatedId === educationId);
    expect(candidateView).toMatchObject({ type: 3, href: '/dashboard/education' });
  });
});

describe('who may see what', () => {
  it('shows a teacher only the educations they teach; candidates and contact persons none', async () => {
    const { educationId } = await openEducation(app, w, { candidates: 1 });
    const outsider = await createUser(handle, 'Teacher');
    expect((await call(app, 'GET', `/api/education/${educationId}`, w.teachers[0])).status).toBe(200);
    expect((await call(app, 'GET', `/api/education/${educationId}`, outsider)).status).toBe(404);
    expect((await call(app, 'GET', '/api/education', outsider)).json).toMatchObject({ items: [], total: 0 });
    expect((await call(app, 'GET', '/api/education', w.teachers[0])).json.items.map((e: { id: string }) => e.id)).toContain(educationId);
    for (const who of [w.candidates[0]!, w.contactPerson]) {
      expect((await call(app, 'GET', '/api/education', who)).status).toBe(401);
      expect((await call(app, 'GET', `/api/education/${educationId}`, who)).status).toBe(401);
    }
    expect((await call(app, 'POST', '/api/education', w.teachers[0], { title: 'Nee' })).status).toBe(401);
    expect((await call(app, 'PUT', `/api/education/${educationId}/lessons`, w.teachers[0], { lessons: [] })).status).toBe(401);
    expect((await call(app, 'GET', `/api/education/${UNKNOWN}`, w.admin)).status).toBe(404);
    expect((await call(app, 'GET', '/api/education/niet-een-id', w.admin)).status).toBe(404);
    expect((await call(app, 'PUT', `/api/education/${UNKNOWN}/lessons`, w.admin, { lessons: 'kapot' })).status).toBe(404);
  });

  it('lists with each education its next lesson: the first from today on, none when all lessons are past', async () => {
    const { educationId: past } = await openEducation(app, w, { lessons: [-14, -13], times: ['05:00', '05:45'], candidates: 0 });
    const { educationId: coming } = await openEducation(app, w, { lessons: [-5, 3, 10], times: ['05:00', '05:45'], candidates: 0 });
    const items: { id: string; nextLesson: { day: string } | null }[] = (await call(app, 'GET', '/api/education', w.teachers[0])).json.items;
    expect(items.find((e) => e.id === past)?.nextLesson).toBeNull();
    expect(items.find((e) => e.id === coming)?.nextLesson).toMatchObject({ day: addDays(today, 3), location: { id: w.locationId } });
  });

  it('lists educations with their state and counts, filters on state and name, and keeps an archived one unchanged', async () => {
    const { educationId } = await openEducation(app, w, { candidates: 1, lessons: [0, 7] });
    const title = (await call(app, 'GET', `/api/education/${educationId}`, w.admin)).json.title;
    const running = await call(app, 'GET', '/api/education?state=in_progress', w.admin);
    expect(running.json.items.find((e: { id: string }) => e.id === educationId)).toMatchObject({
      state: 'in_progress',
      firstDay: today,
      lastDay: addDays(today, 7),
      locations: [expect.stringMatching(/^Opleidingscentrum/)],
      lessons: 2,
      candidates: 1,
      teachers: 1,
      nextLesson: { day: today, startsAt: '18:00', endsAt: '21:00', location: { id: w.locationId }, room: { id: w.roomId } },
    });
    expect((await call(app, 'GET', '/api/education?state=draft', w.admin)).json.items.some((e: { id: string }) => e.id === educationId)).toBe(false);
    expect((await call(app, 'GET', `/api/education?q=${encodeURIComponent(title)}`, w.admin)).json.items.map((e: { id: string }) => e.id)).toEqual([educationId]);
    expect((await call(app, 'GET', '/api/education?state=gesloten', w.admin)).json.title).toBe('Kies een bestaande status.');
    expect((await call(app, 'POST', `/api/education/${educationId}/archive`, w.admin)).json.state).toBe('archived');
    expect(await call(app, 'PUT', `/api/education/${educationId}`, w.admin, { title: 'Later' })).toEqual({
      status: 409,
      json: { title: 'Deze opleiding is afgerond of gearchiveerd en kan niet meer worden gewijzigd.' },
    });
    expect(await call(app, 'POST', `/api/education/${educationId}/archive`, w.admin)).toEqual({ status: 409, json: { title: 'Deze opleiding is al gearchiveerd.' } });
  });
});
