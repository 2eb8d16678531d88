/**
 * `GET /api/quality/assessor-agreement` (docs/api.md "Assessor agreement"): staff only; counts each criterion both a
 * first and a second assessor scored in final evaluations of a PAT module, per quarter, template, criterion and pair
 * of assessors, with the PATs behind each figure; kappa only from MIN_PAIRS pairs on; filters by quarter and template.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import type { DbHandle } from '#src/server/db/client';
import { evaluations, patModules, pats, templateVersions, templates } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { call, openTestDb, type TestUser } from '#src/server/testing/api';
import { patWorld, plannedPat, type PatWorld } from '#src/features/pat/api/fixtures';
import { quadraticWeightedKappa, type ScorePair } from '#src/features/assessor-agreement/statistics';
import { MIN_PAIRS, type AgreementReport } from '#src/features/assessor-agreement/contract';

let handle: DbHandle;
let app: Backend;
let w: PatWorld;
let patQ3: string;
let patQ4: string;
let templateA: { id: string; name: string };
const Q3 = new Date('2026-07-15T10:00:00Z');
const Q4 = new Date('2026-10-01T09:00:00Z');

type Score = 1 | 2 | 3 | 4;

async function evaluate(patId: string, module: number, candidate: TestUser, role: 'first' | 'second', assessor: TestUser, values: Score[], at: Date, status: 'final' | 'draft' = 'final') {
  const moduleId = w.moduleIds[module]!;
  const [pm] = await handle.db.select({ templateVersionId: patModules.templateVersionId }).from(patModules).where(and(eq(patModules.patId, patId), eq(patModules.moduleId, moduleId)));
  await handle.db.insert(evaluations).values({
    patId,
    moduleId,
    candidateId: candidate.id,
    role,
    assessorId: assessor.id,
    templateVersionId: pm!.templateVersionId,
    scores: Object.fromEntries(w.criteria[moduleId]!.map((id, i) => [id, { score: values[i]!, remark: '' }])),
    status,
    finalizedAt: status === 'final' ? at : null,
  });
}

// Per candidate the first and second assessor's scores on the three criteria (Veilig werken, Nauwkeurigheid, Tempo).
const Q3_SCORES: [Score[], Score[]][] = [
  [[4, 3, 3], [4, 3, 2]],
  [[2, 2, 3], [3, 2, 3]],
  [[3, 3, 4], [3, 3, 4]],
  [[1, 2, 2], [2, 2, 2]],
];
const Q4_SCORES: [Score[], Score[]][] = [
  [[4, 4, 3], [4, 4, 3]],
  [[3, 2, 2], [3, 3, 2]],
  [[2, 3, 3], [2, 3, 3]],
  [[4, 3, 1], [3, 3, 1]],
];
const pairsOf = (table: [Score[], Score[]][]): ScorePair[] => table.flatMap(([a, b]) => a.map((s, i) => [s, b[i]!] as ScorePair));
const round3 = (x: number | null) => (x === null ? null : Math.round(x * 1000) / 1000);

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
  w = await patWorld(handle, app);
  patQ3 = (await plannedPat(app, w, { candidates: 4, started: true, secondAssessor: true })).patId;
  patQ4 = (await plannedPat(app, w, { candidates: 4, started: true, secondAssessor: true })).patId;
  const [t1, t2, t3] = w.teachers as [TestUser, TestUser, TestUser];
  for (const [i, [a, b]] of Q3_SCORES.entries()) {
    await evaluate(patQ3, 0, w.candidates[i]!, 'first', t1, a, Q3);
    await evaluate(patQ3, 0, w.candidates[i]!, 'second', t2, b, new Date(Q3.getTime() + 3_600_000));
  }
  for (const [i, [a, b]] of Q4_SCORES.entries()) {
    // The second assessor of this PAT is first on it: the pair is the same whoever is first.
    await evaluate(patQ4, 0, w.candidates[i]!, 'first', t3, a, Q4);
    await evaluate(patQ4, 0, w.candidates[i]!, 'second', t1, b, Q4);
  }
  // Not counted: a second evaluation still in draft, and a first one without a second.
  await evaluate(patQ3, 1, w.candidates[0]!, 'first', t1, [1, 1, 1], Q3);
  await evaluate(patQ3, 1, w.candidates[0]!, 'second', t2, [4, 4, 4], Q3, 'draft');
  await evaluate(patQ3, 1, w.candidates[1]!, 'first', t1, [2, 2, 2], Q3);
  const [row] = await handle.db
    .select({ id: templates.id, name: templates.name })
    .from(patModules)
    .innerJoin(templateVersions, eq(templateVersions.id, patModules.templateVersionId))
    .innerJoin(templates, eq(templates.id, templateVersions.templateId))
    .where(and(eq(patModules.patId, patQ3), eq(patModules.moduleId, w.moduleIds[0]!)));
  templateA = row!;
});

afterAll(async () => {
  await handle?.close();
});

async function report(query = ''): Promise<AgreementReport> {
  const res = await call(app, 'GET', `/api/quality/assessor-agreement${query}`, w.coordinator);
  expect(res.status).toBe(200);
  return res.json as AgreementReport;
}

describe('GET /api/quality/assessor-agreement', () => {
  it('is for staff only', async () => {
    for (const caller of [w.teachers[0]!, w.contactPerson, w.candidates[0]!]) {
      expect((await call(app, 'GET', '/api/quality/assessor-agreement', caller)).status).toBe(401);
    }
    expect((await app.request('/api/quality/assessor-agreement')).status).toBe(401);
    expect((await call(app, 'GET', '/api/quality/assessor-agreement', w.admin)).status).toBe(200);
  });

  it('counts the final double-marked scores overall, with the kappa of all of them and the PATs behind them', async () => {
    const r = await report();
    const all = [...pairsOf(Q3_SCORES), ...pairsOf(Q4_SCORES)];
    expect(all.length).toBeGreaterThanOrEqual(MIN_PAIRS);
    const [titleQ3, titleQ4] = (await Promise.all([patQ3, patQ4].map(async (id) => (await handle.db.select({ title: pats.title }).from(pats).where(eq(pats.id, id)))[0]!.title))) as [string, string];
    expect(r.minPairs).toBe(MIN_PAIRS);
    expect(r.quarters).toEqual(['2026-Q3', '2026-Q4']);
    expect(r.templates).toEqual([templateA]);
    expect(r.overall).toEqual({
      n: 24,
      exactPercent: Math.round((all.filter(([a, b]) => a === b).length / 24) * 1000) / 10,
      kappa: round3(quadraticWeightedKappa(all)),
      kappaMissing: null,
      pats: [{ id: patQ3, title: titleQ3 }, { id: patQ4, title: titleQ4 }].sort((a, b) => a.title.localeCompare(b.title, 'nl')),
    });
    expect(r.byTemplate).toEqual([{ templateId: templateA.id, template: templateA.name, ...r.overall }]);
  });

  it('splits per quarter, criterion and pair, and says when there are too few pairs for a kappa', async () => {
    const r = await report();
    expect(r.byQuarter.map((q) => [q.quarter, q.n, q.exactPercent, q.kappa, q.kappaMissing])).toEqual([
      ['2026-Q3', 12, 75, null, 'too-few'],
      ['2026-Q4', 12, 83.3, null, 'too-few'],
    ]);
    expect(r.byQuarter[0]!.pats.map((p) => p.id)).toEqual([patQ3]);
    expect(r.byCriterion.map((c) => [c.criterion, c.n])).toEqual([
      ['Nauwkeurigheid', 8],
      ['Tempo', 8],
      ['Veilig werken', 8],
    ]);
    const [t1, t2, t3] = w.teachers.map((t) => t.name);
    expect(r.byPair.map((p) => [p.assessors, p.n, p.pats.map((x) => x.id)])).toEqual([
      [[t1, t2], 12, [patQ3]],
      [[t1, t3], 12, [patQ4]],
    ]);
  });

  it('filters by quarter and template', async () => {
    const q4 = await report('?from=2026-Q4');
    expect(q4.overall.n).toBe(12);
    expect(q4.quarters).toEqual(['2026-Q3', '2026-Q4']);
    expect((await report('?to=2026-Q3')).overall.pats.map((p) => p.id)).toEqual([patQ3]);
    expect((await report(`?templateId=${templateA.id}`)).overall.n).toBe(24);
    const other = await report('?templateId=00000000-0000-4000-8000-000000000000');
    expect(other.overall).toMatchObject({ n: 0, exactPercent: null, kappa: null, kappaMissing: 'too-few', pats: [] });
    expect(other.byQuarter).toEqual([]);
  });

  it('refuses malformed filters with a Dutch title', async () => {
    for (const query of ['?from=2026-3', '?templateId=abc', '?from=2026-Q4&to=2026-Q3']) {
      const res = await call(app, 'GET', `/api/quality/assessor-agreement${query}`, w.coordinator);
      expect(res.status).toBe(400);
      expect((res.json as { title: string }).title).toMatch(/kwartaal|sjabloon/);
    }
  });
});
