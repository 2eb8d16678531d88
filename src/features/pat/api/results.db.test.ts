/**
 * A candidate's PAT progress and releasing results in-process (docs/api.md "PAT"): per module both assessors'
 * evaluations, the result from the first assessor's final evaluation (weights, pass mark, knock-out), the divergence
 * of two final evaluations, who may read it, and the release with its notifications.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import type { DbHandle } from '#src/server/db/client';
import { evaluations, notifications, patAssessors, patModules, pats } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { call, createUser, openTestDb } from '#src/server/testing/api';
import type { CandidateProgress } from '#src/features/pat/contract';
import { addDays, amsterdamDay, longDayText } from '#src/lib/calendar-day';
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

/** Writes an evaluation straight into the table: scores for the module's three criteria in order. */
async function evaluate(patId: string, moduleIndex: number, candidateIndex: number, role: 'first' | 'second', scores: (1 | 2 | 3 | 4)[], status: 'draft' | 'final' = 'final') {
  const moduleId = w.moduleIds[moduleIndex]!;
  const [pm] = await handle.db.select({ templateVersionId: patModules.templateVersionId }).from(patModules).where(eq(patModules.moduleId, moduleId)).limit(1);
  const ids = w.criteria[moduleId]!;
  await handle.db.insert(evaluations).values({
    patId,
    moduleId,
    candidateId: w.candidates[candidateIndex]!.id,
    role,
    assessorId: w.teachers[role === 'first' ? 0 : 1]!.id,
    templateVersionId: pm!.templateVersionId,
    scores: Object.fromEntries(ids.map((id, i) => [id, { score: scores[i]!, remark: '' }])),
    status,
    finalizedAt: status === 'final' ? new Date() : null,
  });
}

describe('GET /api/pat/{patId}/progress/{candidateId}', () => {
  it('shows each module with both evaluations, the result from the first assessor, and where the two differ', async () => {
    const { patId } = await plannedPat(app, w, { candidates: 1, secondAssessor: true });
    await handle.db.update(patModules).set({ knockOut: [w.criteria[w.moduleIds[1]!]![0]!] }).where(eq(patModules.patId, patId));
    await evaluate(patId, 0, 0, 'first', [4, 3, 1]);
    await evaluate(patId, 0, 0, 'second', [2, 3, 3]);
    await evaluate(patId, 1, 0, 'first', [2, 4, 4]);
    const progress = await call(app, 'GET', `/api/pat/${patId}/progress/${w.candidates[0]!.id}`, w.coordinator);
    expect(progress.status).toBe(200);
    const [picking, pallet] = progress.json.modules;
    // (3·3 + 2·2 + 1·0) / (6·3) = 72 %
    expect(picking.result).toEqual({ complete: true, scorePercent: 72, knockedOut: [], passed: true });
    expect(picking.divergent).toEqual([w.criteria[w.moduleIds[0]!]![0], w.criteria[w.moduleIds[0]!]![2]]);
    expect(picking.second).toMatchObject({ status: 'final', assessor: { id: w.teachers[1]!.id } });
    // 'Veilig werken' is knock-out on the second module and scored 2: failed whatever the rest.
    expect(pallet.result).toMatchObject({ complete: true, passed: false, knockedOut: [w.criteria[w.moduleIds[1]!]![0]] });
    expect(pallet.criteria[0]).toMatchObject({ name: 'Veilig werken', knockOut: true });
  });

  it('has no result while the first evaluation is a draft, and no divergence until both are final', async () => {
    const { patId } = await plannedPat(app, w, { candidates: 2, secondAssessor: true });
    await evaluate(patId, 0, 1, 'first', [4, 4, 4], 'draft');
    await evaluate(patId, 0, 1, 'second', [1, 1, 1]);
    const picking = (await call(app, 'GET', `/api/pat/${patId}/progress/${w.candidates[1]!.id}`, w.admin)).json.modules[0];
    expect(picking.result).toBeNull();
    expect(picking.divergent).toEqual([]);
  });

  it('keeps a teacher blind to the other assessor until both are final, and shows only the modules they assess', async () => {
    const { patId } = await plannedPat(app, w, { candidates: 1, secondAssessor: true });
    await evaluate(patId, 0, 0, 'first', [4, 3, 1], 'draft');
    await evaluate(patId, 0, 0, 'second', [2, 3, 3]);
    const seenBy = async (teacher: number) => (await call(app, 'GET', `/api/pat/${patId}/progress/${w.candidates[0]!.id}`, w.teachers[teacher])).json as CandidateProgress;
    const second = (await seenBy(1)).modules.find((m) => m.moduleId === w.moduleIds[0])!;
    expect(second.second).toMatchObject({ status: 'final' });
    expect(second.first).toBeNull();
    expect(second.result).toBeNull();
    expect(second.agreement).toBeNull();
    // Both final: each sees the other, the result and where they differ.
    await handle.db.update(evaluations).set({ status: 'final', finalizedAt: new Date() }).where(and(eq(evaluations.patId, patId), eq(evaluations.role, 'first')));
    const both = (await seenBy(1)).modules.find((m) => m.moduleId === w.moduleIds[0])!;
    expect(both.first).toMatchObject({ status: 'final' });
    expect(both.result).toMatchObject({ complete: true });
    expect(both.divergent.length).toBeGreaterThan(0);
    // Staff see every module; a teacher only those they assess.
    const staffModules = (await call(app, 'GET', `/api/pat/${patId}/progress/${w.candidates[0]!.id}`, w.coordinator)).json.modules.length;
    const assessed = await handle.db.selectDistinct({ moduleId: patAssessors.moduleId }).from(patAssessors).where(and(eq(patAssessors.patId, patId), eq(patAssessors.teacherId, w.teachers[1]!.id)));
    expect((await seenBy(1)).modules.map((m) => m.moduleId).sort()).toEqual(assessed.map((a) => a.moduleId).sort());
    expect(assessed.length).toBeLessThanOrEqual(staffModules);
  });

  it('is for staff and the PAT’s teachers; a candidate not on the PAT is 404', async () => {
    const { patId } = await plannedPat(app, w, { candidates: 1 });
    expect((await call(app, 'GET', `/api/pat/${patId}/progress/${w.candidates[0]!.id}`, w.teachers[0])).status).toBe(200);
    expect((await call(app, 'GET', `/api/pat/${patId}/progress/${w.candidates[0]!.id}`, await createUser(handle, 'Teacher'))).status).toBe(404);
    expect((await call(app, 'GET', `/api/pat/${patId}/progress/${w.candidates[3]!.id}`, w.admin)).status).toBe(404);
    expect((await call(app, 'GET', `/api/pat/${patId}/progress/${w.candidates[0]!.id}`, w.candidates[0])).status).toBe(401);
  });
});

describe('POST /api/pat/{id}/release', () => {
  it('releases nothing before the PAT’s last day, even when every evaluation is final', async () => {
    const { patId } = await plannedPat(app, w, { candidates: 1, days: [-1, 1] });
    await handle.db.update(pats).set({ completedAt: new Date() }).where(eq(pats.id, patId));
    const lastDay = addDays(amsterdamDay(), 1);
    expect(await call(app, 'POST', `/api/pat/${patId}/release`, w.coordinator)).toEqual({
      status: 409,
      json: { title: `De resultaten kunnen pas worden vrijgegeven vanaf ${longDayText(lastDay)}, de laatste dag van deze PAT.` },
    });
    expect((await handle.db.select({ at: pats.resultsReleasedAt }).from(pats).where(eq(pats.id, patId)))[0]?.at).toBeNull();
    // On the last day itself it can.
    const { patId: endsToday } = await plannedPat(app, w, { candidates: 1, days: [-5, 0] });
    await handle.db.update(pats).set({ completedAt: new Date() }).where(eq(pats.id, endsToday));
    expect((await call(app, 'POST', `/api/pat/${endsToday}/release`, w.coordinator)).status).toBe(200);
  });

  it('releases only a completed PAT, once, and tells every candidate', async () => {
    const { patId } = await plannedPat(app, w, { candidates: 2, started: true });
    expect(await call(app, 'POST', `/api/pat/${patId}/release`, w.coordinator)).toEqual({
      status: 409,
      json: { title: 'De resultaten kunnen pas worden vrijgegeven als elke beoordeling definitief is.' },
    });
    await handle.db.update(pats).set({ completedAt: new Date() }).where(eq(pats.id, patId));
    const released = await call(app, 'POST', `/api/pat/${patId}/release`, w.coordinator);
    expect(released.json).toEqual({ id: patId, resultsReleasedAt: expect.any(String) });
    expect((await call(app, 'POST', `/api/pat/${patId}/release`, w.coordinator)).status).toBe(409);
    const told = await handle.db.select({ userId: notifications.userId, type: notifications.type }).from(notifications).where(eq(notifications.relatedId, patId));
    expect(told.filter((t) => t.type === 2).map((t) => t.userId).sort()).toEqual([w.candidates[0]!.id, w.candidates[1]!.id].sort());
    expect((await call(app, 'POST', `/api/pat/${patId}/release`, w.teachers[0])).status).toBe(401);
  });
});
