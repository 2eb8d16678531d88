/**
 * GET /api/pat/mine in-process (docs/api.md "PAT"): a candidate sees the planned PATs they are on, with days,
 * address and modules in their language; never drafts, archived PATs or others' PATs; of the notes only those meant
 * for candidates (src/lib/note-audiences.ts); only candidates may ask.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import { addDays, amsterdamDay } from '#src/lib/calendar-day';
import type { DbHandle } from '#src/server/db/client';
import { eq } from 'drizzle-orm';
import { candidateProfiles, evaluations, locations, patModules, pats } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { call, openTestDb } from '#src/server/testing/api';
import { patWorld, plannedPat, type PatWorld } from './fixtures';

let handle: DbHandle;
let app: Backend;
let w: PatWorld;

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
  w = await patWorld(handle, app);
});

afterAll(async () => {
  await handle?.close();
});

describe('GET /api/pat/mine', () => {
  it('lists the candidate’s planned PATs with days, address and module titles in their language, the next first', async () => {
    const later = await plannedPat(app, w, { days: [20, 21], candidates: 1 });
    const sooner = await plannedPat(app, w, { days: [10], candidates: 2 });
    const draft = await plannedPat(app, w, { days: [30], candidates: 1, draft: true });
    const past = await plannedPat(app, w, { days: [-20], candidates: 1 });
    const longAgo = await plannedPat(app, w, { days: [-40], candidates: 1 });
    const archived = await plannedPat(app, w, { days: [40], candidates: 1 });
    await call(app, 'POST', `/api/pat/${archived.patId}/archive`, w.coordinator);
    await handle.db.insert(candidateProfiles).values({ userId: w.candidates[0]!.id, preferredLanguage: 'en' });

    const mine = await call(app, 'GET', '/api/pat/mine', w.candidates[0]);
    expect(mine.status).toBe(200);
    // coming first, soonest first; then those over, the latest first
    expect(mine.json.map((p: { id: string }) => p.id)).toEqual([sooner.patId, later.patId, past.patId, longAgo.patId]);
    expect(mine.json).not.toContainEqual(expect.objectContaining({ id: draft.patId }));
    const [first] = mine.json;
    expect(first).toMatchObject({
      state: 'planned',
      days: [{ day: addDays(amsterdamDay(), 10), startsAt: '09:00', endsAt: '16:00', slots: [], room: 'Magazijnhal', location: expect.objectContaining({ street: 'Industrieweg 5', city: 'Hengelo' }) }],
    });
    expect(first.modules.map((m: { title: string }) => m.title)).toEqual([expect.stringMatching(/^EN Orderpicken/), expect.stringMatching(/^EN Pallet verplaatsen/)]);

    // Someone else's PATs are not there; the fourth candidate is on none.
    expect((await call(app, 'GET', '/api/pat/mine', w.candidates[3])).json).toEqual([]);
    expect((await call(app, 'GET', '/api/pat/mine', w.candidates[1])).json.map((p: { id: string }) => p.id)).toEqual([sooner.patId]);
  });

  it('shows each module’s result only once staff released the results', async () => {
    const { patId } = await plannedPat(app, w, { days: [50], candidates: 1 });
    const [pm] = await handle.db.select().from(patModules).where(eq(patModules.patId, patId)).orderBy(patModules.position);
    const ids = w.criteria[pm!.moduleId]!;
    await handle.db.insert(evaluations).values({
      patId,
      moduleId: pm!.moduleId,
      candidateId: w.candidates[0]!.id,
      role: 'first',
      assessorId: w.teachers[0]!.id,
      templateVersionId: pm!.templateVersionId,
      scores: Object.fromEntries(ids.map((id) => [id, { score: 4, remark: '' }])),
      status: 'final',
      finalizedAt: new Date(),
    });
    const before = (await call(app, 'GET', '/api/pat/mine', w.candidates[0])).json.find((p: { id: string }) => p.id === patId);
    expect(before.resultsReleasedAt).toBeNull();
    expect(before.modules.every((m: { result: unknown }) => m.result === null)).toBe(true);
    await handle.db.update(pats).set({ completedAt: new Date(), resultsReleasedAt: new Date() }).where(eq(pats.id, patId));
    const after = (await call(app, 'GET', '/api/pat/mine', w.candidates[0])).json.find((p: { id: string }) => p.id === patId);
    expect(after.modules.map((m: { result: unknown }) => m.result)).toEqual([{ passed: true, scorePercent: 100 }, null]);
  });

  it('carries only the notes meant for candidates: never the teachers’ notes or the location’s internal notes', async () => {
    const { patId } = await plannedPat(app, w, { days: [60], candidates: 1 });
    const forTeachers = 'Alleen voor de docenten: Anouk heeft extra begeleiding nodig.';
    const forCandidates = 'Neem je veiligheidsschoenen mee.';
    const saved = await call(app, 'PUT', `/api/pat/${patId}`, w.coordinator, { title: 'PAT met notities', teacherNotes: forTeachers, candidateNotes: forCandidates });
    expect(saved.status).toBe(200);
    await handle.db.update(locations).set({ accessibilityText: 'Invalidentoilet bij de kantine.', internalNotes: 'Intern: alarmcode bij Gert.' }).where(eq(locations.id, w.locationId));

    const mine = await call(app, 'GET', '/api/pat/mine', w.candidates[0]);
    const pat = mine.json.find((p: { id: string }) => p.id === patId);
    expect(pat).toMatchObject({ candidateNotes: forCandidates, days: [{ location: { accessibilityText: 'Invalidentoilet bij de kantine.', directions: null } }] });
    expect(pat).not.toHaveProperty('teacherNotes');
    expect(pat.days[0].location).not.toHaveProperty('internalNotes');
    // Not even hidden somewhere in the answer, nor in the home page's call.
    const home = await call(app, 'GET', '/api/candidate/home', w.candidates[0]);
    for (const answer of [mine.json, home.json]) {
      expect(JSON.stringify(answer)).not.toContain(forTeachers);
      expect(JSON.stringify(answer)).not.toContain('alarmcode');
    }
    expect(home.json.pats.find((p: { id: string }) => p.id === patId)).toEqual(pat);

    // The teacher planned on it and staff read both notes.
    for (const reader of [w.teachers[0]!, w.coordinator]) {
      expect((await call(app, 'GET', `/api/pat/${patId}`, reader)).json).toMatchObject({ teacherNotes: forTeachers, candidateNotes: forCandidates });
    }
  });

  it('is for candidates only', async () => {
    for (const who of [w.coordinator, w.teachers[0]!, w.contactPerson]) expect((await call(app, 'GET', '/api/pat/mine', who)).status).toBe(401);
    expect((await call(app, 'GET', '/api/pat/mine')).status).toBe(401);
  });
});
