/**
 * A candidate's educations in-process (spec §7 `GET /api/pat/getUserEducation`; docs/api.md "Education"): only their
 * own open educations, only the lessons from the day they enrolled, the next lesson, their attendance so far with late
 * counted as present, and module titles in their language, of the notes only those meant for candidates
 * (src/lib/note-audiences.ts); staff ask for a candidate with `userId`.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import { addDays, amsterdamDay } from '#src/lib/calendar-day';
import type { DbHandle } from '#src/server/db/client';
import { attendance, educationCandidates, educations, locations } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { call, openTestDb } from '#src/server/testing/api';
import type { MyEducation } from '#src/features/educations/candidate-contract';
import type { EducationDetail } from '#src/features/educations/contract';
import type { PortalCandidateDetail } from '#src/features/contact-portal/contract';
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

describe('GET /api/pat/getUserEducation', () => {
  it('gives the candidate their lessons from the day they enrolled, the next one and their attendance so far', async () => {
    const { educationId, lessonIds } = await openEducation(app, w, { lessons: [-21, -14, -7, 7, 14], candidates: 2 });
    const today = amsterdamDay();
    // The first candidate was there from the start; the second joined after the first lesson.
    await handle.db.update(educations).set({ createdAt: new Date(`${addDays(today, -30)}T12:00:00Z`) }).where(eq(educations.id, educationId));
    await handle.db.update(educationCandidates).set({ enrolledOn: addDays(today, -25) }).where(and(eq(educationCandidates.educationId, educationId), eq(educationCandidates.candidateId, w.candidates[0]!.id)));
    await handle.db.update(educationCandidates).set({ enrolledOn: addDays(today, -16) }).where(and(eq(educationCandidates.educationId, educationId), eq(educationCandidates.candidateId, w.candidates[1]!.id)));
    const mark = (lesson: number, candidate: number, status: 'present' | 'late' | 'absent_excused' | 'absent') => ({
      lessonId: lessonIds[lesson]!,
      candidateId: w.candidates[candidate]!.id,
      status,
      recordedBy: w.teachers[0]!.id,
    });
    await handle.db.insert(attendance).values([mark(0, 0, 'present'), mark(1, 0, 'late'), mark(2, 0, 'absent'), mark(1, 1, 'present')]);

    const [first] = (await call(app, 'GET', '/api/pat/getUserEducation', w.candidates[0])).json as MyEducation[];
    expect(first).toMatchObject({ id: educationId, state: 'in_progress', teachers: [w.teachers[0]!.name] });
    expect(first!.lessons.map((l) => l.attendance)).toEqual(['present', 'late', 'absent', null, null]);
    expect(first!.nextLessonId).toBe(lessonIds[3]);
    // late counts as present: 2 of 3
    expect(first!.attendance).toEqual({ lessons: 3, present: 1, late: 1, absentExcused: 0, absent: 1, presentPercent: 67 });
    expect(first!.lessons[3]!.location).toMatchObject({ name: expect.any(String), street: expect.any(String), city: expect.any(String) });
    expect(first!.modules).toHaveLength(2);

    // the contact person of their organisation follows the same attendance (contact portal)
    const portal = (await call(app, 'GET', `/api/contactperson/candidates/${w.candidates[0]!.id}`, w.contactPerson)).json as PortalCandidateDetail;
    expect(portal.educations).toEqual([
      { id: educationId, title: first!.title, state: 'in_progress', firstDay: addDays(today, -21), lastDay: addDays(today, 14), enrolledOn: addDays(today, -25), attendance: first!.attendance, resultsReleasedAt: null, results: [] },
    ]);

    const [late] = (await call(app, 'GET', '/api/pat/getUserEducation', w.candidates[1])).json as MyEducation[];
    expect(late!.lessons.map((l) => l.id)).toEqual(lessonIds.slice(1)); // not the lesson before they enrolled
    expect(late!.attendance).toMatchObject({ lessons: 2, present: 1, absent: 0, presentPercent: 100 });
  });

  it('leaves out drafts and other candidates’ educations, and lets staff ask for a candidate', async () => {
    const draft = await openEducation(app, w, { draft: true, candidates: 1 });
    const mine = (await call(app, 'GET', '/api/pat/getUserEducation', w.candidates[0])).json as MyEducation[];
    expect(mine.map((e) => e.id)).not.toContain(draft.educationId);
    expect((await call(app, 'GET', '/api/pat/getUserEducation', w.candidates[3])).json).toEqual([]);
    const asked = await call(app, 'GET', `/api/pat/getUserEducation?userId=${w.candidates[0]!.id}`, w.coordinator);
    expect((asked.json as MyEducation[]).map((e) => e.id)).toEqual(mine.map((e) => e.id));
    expect((await call(app, 'GET', `/api/pat/getUserEducation?userId=${w.teachers[0]!.id}`, w.coordinator)).status).toBe(404);
    expect((await call(app, 'GET', '/api/pat/getUserEducation', w.coordinator)).status).toBe(404);
    expect((await call(app, 'GET', '/api/pat/getUserEducation', w.teachers[0])).status).toBe(401);
    expect((await call(app, 'GET', '/api/pat/getUserEducation', w.contactPerson)).status).toBe(401);
  });

  it('carries only the notes meant for candidates: never the teachers’ notes or the location’s internal notes', async () => {
    const { educationId } = await openEducation(app, w, { candidates: 1 });
    const forTeachers = 'Alleen voor de docenten: Anouk heeft extra begeleiding nodig.';
    const forCandidates = 'Neem elke les een pen mee.';
    const saved = await call(app, 'PUT', `/api/education/${educationId}`, w.coordinator, { title: 'Opleiding met notities', teacherNotes: forTeachers, candidateNotes: forCandidates });
    expect(saved.status).toBe(200);
    await handle.db.update(locations).set({ accessibilityText: 'Lift naast de kantine.', internalNotes: 'Intern: alarmcode bij Gert.' }).where(eq(locations.id, w.locationId));

    for (const [who, path] of [[w.candidates[0], '/api/pat/getUserEducation'], [w.coordinator, `/api/pat/getUserEducation?userId=${w.candidates[0]!.id}`]] as const) {
      const answer = await call(app, 'GET', path, who);
      const education = (answer.json as MyEducation[]).find((e) => e.id === educationId);
      expect(education).toMatchObject({ candidateNotes: forCandidates });
      expect(education!.lessons[0]!.location).toMatchObject({ accessibilityText: 'Lift naast de kantine.' });
      expect(JSON.stringify(answer.json)).not.toContain(forTeachers);
      expect(JSON.stringify(answer.json)).not.toContain('alarmcode');
    }
    const home = await call(app, 'GET', '/api/candidate/home', w.candidates[0]);
    expect(JSON.stringify(home.json)).not.toContain(forTeachers);
    expect(home.json.educations.find((e: MyEducation) => e.id === educationId)).toMatchObject({ candidateNotes: forCandidates });
    for (const reader of [w.teachers[0]!, w.coordinator]) {
      expect((await call(app, 'GET', `/api/education/${educationId}`, reader)).json).toMatchObject({ teacherNotes: forTeachers, candidateNotes: forCandidates });
    }
  });

  it("shows a teacher the candidates without their licence seats and no conflicts (those are for the staff who plan)", async () => {
    const { educationId } = await openEducation(app, w, { candidates: 1 });
    const staffView = (await call(app, 'GET', `/api/education/${educationId}`, w.coordinator)).json as EducationDetail;
    expect(staffView.candidates[0]!.seat).not.toBeNull();
    const teacherView = (await call(app, 'GET', `/api/education/${educationId}`, w.teachers[0])).json as EducationDetail;
    expect(teacherView.candidates[0]).toMatchObject({ id: w.candidates[0]!.id, seat: null });
    expect(teacherView.conflicts).toEqual([]);
  });
});
