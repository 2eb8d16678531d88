/**
 * The side-by-side view in-process (docs/api.md "PAT"; docs/decisions/030-pat-reflection-and-agreement.md): per
 * criterion the candidate's reflection beside the assessors' final scores, the agreed and the deciding score, with the
 * differences flagged; staff see every candidate, a contact person only their organisation's candidates and only once
 * the results are released; drafts never show; without a PAT id the latest PAT with the module the caller may see.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import type { DbHandle } from '#src/server/db/client';
import { evaluationAgreements, evaluations, patModules, pats, reflections } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { call, createUser, openTestDb } from '#src/server/testing/api';
import type { ModuleEvaluationView } from '#src/features/pat/contract';
import { patWorld, plannedPat, type PatWorld } from './fixtures';

let handle: DbHandle;
let app: Backend;
let w: PatWorld;

type Score = 1 | 2 | 3 | 4;

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
  w = await patWorld(handle, app);
});

afterAll(async () => {
  await handle?.close();
});

const moduleId = () => w.moduleIds[0]!;
const ids = () => w.criteria[moduleId()]!;

async function templateOf(patId: string): Promise<string> {
  const [pm] = await handle.db.select({ id: patModules.templateVersionId }).from(patModules).where(and(eq(patModules.patId, patId), eq(patModules.moduleId, moduleId())));
  return pm!.id;
}

/** An evaluation of the first module by `teacher` in `role`, scores in criterion order with a remark on the first. */
async function evaluate(patId: string, role: 'first' | 'second' | 'third', teacherIndex: number, scores: Score[], status: 'draft' | 'final' = 'final', remark = '') {
  await handle.db.insert(evaluations).values({
    patId,
    moduleId: moduleId(),
    candidateId: w.candidates[0]!.id,
    role,
    assessorId: w.teachers[teacherIndex]!.id,
    templateVersionId: await templateOf(patId),
    scores: Object.fromEntries(ids().map((id, i) => [id, { score: scores[i]!, remark: i === 0 ? `${role}: let op verkeer` : '' }])),
    remark,
    status,
    finalizedAt: status === 'final' ? new Date() : null,
  });
}

/**
 * A PAT (days `days` ahead) with the first candidate: reflection [4, 4, 2], first [4, 3, 1], second [2, 3, 3], a third
 * draft, an agreed score [2, 3, 2]; `released` marks it completed and released.
 */
async function scoredPat(days: number[], released: boolean): Promise<string> {
  const { patId } = await plannedPat(app, w, { candidates: 1, secondAssessor: true, days });
  await evaluate(patId, 'first', 0, [4, 3, 1], 'final', 'Netjes gewerkt.');
  await evaluate(patId, 'second', 1, [2, 3, 3], 'final', 'Let beter op heftrucks.');
  await evaluate(patId, 'third', 2, [1, 1, 1], 'draft', 'Concept, nog niet af.');
  await handle.db.insert(reflections).values({
    patId,
    moduleId: moduleId(),
    candidateId: w.candidates[0]!.id,
    templateVersionId: await templateOf(patId),
    scores: Object.fromEntries(ids().map((id, i) => [id, ([4, 4, 2] as const)[i]!])),
    remark: 'Ik vond het tempo lastig.',
  });
  await handle.db.insert(evaluationAgreements).values({
    patId,
    moduleId: moduleId(),
    candidateId: w.candidates[0]!.id,
    scores: Object.fromEntries(ids().map((id, i) => [id, ([2, 3, 2] as const)[i]!])),
    remark: 'Veiligheid weegt zwaar.',
    decidedBy: w.coordinator.id,
  });
  if (released) await handle.db.update(pats).set({ completedAt: new Date(), resultsReleasedAt: new Date() }).where(eq(pats.id, patId));
  return patId;
}

const viewPath = (patId: string | null, candidateId = w.candidates[0]!.id) =>
  patId ? `/api/pat/${patId}/module-evaluation/${moduleId()}/${candidateId}` : `/api/pat/module-evaluation/${moduleId()}/${candidateId}`;

let released: string;
let unreleased: string;

beforeAll(async () => {
  released = await scoredPat([-40, -39], true);
  unreleased = await scoredPat([20, 21], false);
});

describe('GET /api/pat/{patId}/module-evaluation/{moduleId}/{candidateId}', () => {
  it('shows the reflection beside the final scores per criterion, the agreed and deciding score, and flags the differences', async () => {
    const res = await call(app, 'GET', viewPath(released), w.coordinator);
    expect(res.status).toBe(200);
    const view = res.json as ModuleEvaluationView;
    expect(view.candidate).toEqual({ id: w.candidates[0]!.id, name: w.candidates[0]!.name });
    expect(view.criteria.map((c) => c.name)).toEqual(['Veilig werken', 'Nauwkeurigheid', 'Tempo']);
    expect(view.criteria.map((c) => [c.reflection, c.first?.score, c.second?.score, c.agreed, c.deciding])).toEqual([
      [4, 4, 2, 2, 2],
      [4, 3, 3, 3, 3],
      [2, 1, 3, 2, 2],
    ]);
    // Reflection 4 against the agreed 2 on 'Veilig werken': two points. The assessors differ on the first and last.
    expect(view.criteria.map((c) => c.reflectionGap)).toEqual([true, false, false]);
    expect(view.criteria.map((c) => c.divergent)).toEqual([true, false, true]);
    expect(view.criteria[0]!.first).toEqual({ score: 4, remark: 'first: let op verkeer' });
    expect(view).toMatchObject({
      reflection: { remark: 'Ik vond het tempo lastig.' },
      first: { assessor: { id: w.teachers[0]!.id }, remark: 'Netjes gewerkt.' },
      second: { assessor: { id: w.teachers[1]!.id }, remark: 'Let beter op heftrucks.' },
      agreement: { remark: 'Veiligheid weegt zwaar.' },
      source: 'agreed',
      // (3·1 + 2·2 + 1·1) / 18 = 44 %
      result: { complete: true, scorePercent: 44, passed: false },
    });
    // The third assessor's draft is nobody's business yet.
    expect(view.third).toBeNull();
    expect(view.criteria.every((c) => c.third === null)).toBe(true);
    expect(JSON.stringify(view)).not.toContain('Concept, nog niet af.');
  });

  it('shows a third assessor once final, and the first assessor’s scores decide without an agreed score', async () => {
    const { patId } = await plannedPat(app, w, { candidates: 1, secondAssessor: true, days: [60, 61] });
    await evaluate(patId, 'first', 0, [3, 3, 3]);
    await evaluate(patId, 'second', 1, [3, 3, 1]);
    await evaluate(patId, 'third', 2, [3, 4, 1]);
    const view = (await call(app, 'GET', viewPath(patId), w.admin)).json as ModuleEvaluationView;
    expect(view.third).toMatchObject({ assessor: { id: w.teachers[2]!.id } });
    expect(view.criteria.map((c) => [c.third?.score, c.deciding, c.divergent, c.reflection])).toEqual([
      [3, 3, false, null],
      [4, 3, false, null],
      [1, 3, true, null],
    ]);
    expect(view).toMatchObject({ source: 'first', reflection: null, agreement: null, result: { scorePercent: 67 } });
  });

  it('shows a contact person their organisation’s candidates only once the results are released', async () => {
    expect((await call(app, 'GET', viewPath(released), w.contactPerson)).status).toBe(200);
    const before = await call(app, 'GET', viewPath(unreleased), w.contactPerson);
    expect(before.status).toBe(404);
    expect(before.json.title).toBeTruthy();
    const otherOrganisation = await createUser(handle, 'ContactPerson', { organizationId: w.otherOrganizationId });
    expect((await call(app, 'GET', viewPath(released), otherOrganisation)).status).toBe(404);
    const noOrganisation = await createUser(handle, 'ContactPerson', { organizationId: null });
    expect((await call(app, 'GET', viewPath(released), noOrganisation)).status).toBe(404);
  });

  it('refuses teachers and candidates, also the assessors and the candidate themselves', async () => {
    for (const who of [w.teachers[0]!, w.teachers[1]!, w.candidates[0]!]) {
      expect((await call(app, 'GET', viewPath(released), who)).status).toBe(401);
      expect((await call(app, 'GET', viewPath(null), who)).status).toBe(401);
    }
    expect((await call(app, 'GET', viewPath(released), undefined)).status).toBe(401);
  });

  it('is 404 for a candidate not on the PAT, a module not on it, a draft PAT and ids that are not UUIDs', async () => {
    expect((await call(app, 'GET', viewPath(released, w.candidates[3]!.id), w.coordinator)).status).toBe(404);
    expect((await call(app, 'GET', `/api/pat/${released}/module-evaluation/${w.candidates[0]!.id}/${w.candidates[0]!.id}`, w.coordinator)).status).toBe(404);
    const { patId: draft } = await plannedPat(app, w, { candidates: 1, draft: true, days: [90] });
    expect((await call(app, 'GET', viewPath(draft), w.coordinator)).status).toBe(404);
    expect((await call(app, 'GET', `/api/pat/x/module-evaluation/y/z`, w.coordinator)).status).toBe(404);
  });
});

describe('GET /api/pat/module-evaluation/{moduleId}/{candidateId}', () => {
  it('answers the latest PAT with the module: for staff any, for a contact person the latest released one', async () => {
    expect(((await call(app, 'GET', viewPath(null), w.coordinator)).json as ModuleEvaluationView).pat.id).not.toBe(released);
    expect(((await call(app, 'GET', viewPath(null), w.contactPerson)).json as ModuleEvaluationView).pat.id).toBe(released);
    expect((await call(app, 'GET', viewPath(null, w.candidates[2]!.id), w.coordinator)).status).toBe(404);
    expect((await call(app, 'GET', viewPath(null, w.stranger.id), w.contactPerson)).status).toBe(404);
  });
});
