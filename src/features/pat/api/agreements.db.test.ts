/**
 * The agreed score and the third assessor in-process (docs/api.md "PAT"; docs/decisions/030-pat-reflection-and-agreement.md):
 * recording an agreed score only where two final evaluations exist, every criterion of the pinned template on the
 * scale; the agreed score then decides the module's result on the progress page, in the results list and CSV, on the
 * candidate's PAT page and the contact person's; a third assessor is a free teacher, told by a notification, who
 * scores blind exactly that candidate's module and nothing else, without completing the PAT for it.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import type { DbHandle } from '#src/server/db/client';
import { evaluationPhotos, evaluations, notifications, patModules, pats, uploads } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { authHeaders, call, createUser, openTestDb, type TestUser } from '#src/server/testing/api';
import type { CandidateProgress, PatResultRow } from '#src/features/pat/contract';
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

type Score = 1 | 2 | 3 | 4;

/** Writes an evaluation straight into the table: scores for the module's three criteria in order. */
async function evaluate(patId: string, moduleIndex: number, candidateIndex: number, role: 'first' | 'second', scores: Score[], status: 'draft' | 'final' = 'final') {
  const moduleId = w.moduleIds[moduleIndex]!;
  const [pm] = await handle.db.select({ templateVersionId: patModules.templateVersionId }).from(patModules).where(and(eq(patModules.patId, patId), eq(patModules.moduleId, moduleId)));
  await handle.db.insert(evaluations).values({
    patId,
    moduleId,
    candidateId: w.candidates[candidateIndex]!.id,
    role,
    assessorId: w.teachers[role === 'first' ? 0 : 1]!.id,
    templateVersionId: pm!.templateVersionId,
    scores: Object.fromEntries(w.criteria[moduleId]!.map((id, i) => [id, { score: scores[i]!, remark: '' }])),
    status,
    finalizedAt: status === 'final' ? new Date() : null,
  });
}

/** The agreement address of a candidate's module. */
const agreementOf = (patId: string, moduleIndex = 0, candidateIndex = 0) => `/api/pat/${patId}/agreement/${w.moduleIds[moduleIndex]}/${w.candidates[candidateIndex]!.id}`;
/** An agreed score body: `scores` in the module's criterion order. */
const body = (scores: Score[], moduleIndex = 0, remark = 'Samen besproken.') => ({
  scores: Object.fromEntries(w.criteria[w.moduleIds[moduleIndex]!]!.map((id, i) => [id, scores[i]!])),
  remark,
});

/**
 * A planned PAT with one candidate whose order picking (first module, two assessors) is scored final by both:
 * first [4, 3, 1] (72 %, passed), second [2, 3, 3]; the pallet module final [3, 3, 3].
 */
async function divergingPat(): Promise<string> {
  const { patId } = await plannedPat(app, w, { candidates: 1, secondAssessor: true, started: true });
  await evaluate(patId, 0, 0, 'first', [4, 3, 1]);
  await evaluate(patId, 0, 0, 'second', [2, 3, 3]);
  await evaluate(patId, 1, 0, 'first', [3, 3, 3]);
  return patId;
}

const progressOf = async (patId: string, user: TestUser = w.coordinator) =>
  (await call(app, 'GET', `/api/pat/${patId}/progress/${w.candidates[0]!.id}`, user)).json as CandidateProgress;

describe('PUT /api/pat/{patId}/agreement/{moduleId}/{candidateId}', () => {
  it('is refused with 409 until both evaluations are final, and for a module without a second assessor', async () => {
    const { patId } = await plannedPat(app, w, { candidates: 1, secondAssessor: true, started: true });
    await evaluate(patId, 0, 0, 'first', [4, 3, 1]);
    await evaluate(patId, 0, 0, 'second', [2, 3, 3], 'draft');
    expect(await call(app, 'PUT', agreementOf(patId), w.coordinator, body([3, 3, 2]))).toEqual({
      status: 409,
      json: { title: 'Dat kan pas als de eerste en de tweede beoordelaar hun beoordeling allebei definitief hebben gemaakt.' },
    });
    await evaluate(patId, 1, 0, 'first', [3, 3, 3]);
    const single = await call(app, 'PUT', agreementOf(patId, 1), w.coordinator, body([3, 3, 3], 1));
    expect(single.status).toBe(409);
    expect(single.json.title).toMatch(/geen tweede beoordelaar/);
    expect((await progressOf(patId)).modules[0]!.agreement).toBeNull();
  });

  it('refuses a criterion not of the template, one left out and a score off the scale with 400, saving nothing', async () => {
    const patId = await divergingPat();
    const unknown = body([3, 3, 2]);
    (unknown.scores as Record<string, number>)['niet-van-dit-sjabloon'] = 3;
    expect(await call(app, 'PUT', agreementOf(patId), w.coordinator, unknown)).toEqual({ status: 400, json: { title: 'Criterium: dit criterium hoort niet bij het beoordelingssjabloon van deze module.' } });
    const partial = body([3, 3, 2]);
    delete (partial.scores as Record<string, number>)[w.criteria[w.moduleIds[0]!]![1]!];
    expect(await call(app, 'PUT', agreementOf(patId), w.coordinator, partial)).toEqual({
      status: 400,
      json: { title: 'Kies voor elk criterium een afgesproken score. Nog niet gekozen: Nauwkeurigheid.' },
    });
    const offScale = body([3, 3, 2]);
    (offScale.scores as Record<string, number>)[w.criteria[w.moduleIds[0]!]![0]!] = 5;
    const refused = await call(app, 'PUT', agreementOf(patId), w.coordinator, offScale);
    expect(refused.status).toBe(400);
    expect(refused.json.title).toMatch(/schaal/);
    expect((await progressOf(patId)).modules[0]!.agreement).toBeNull();
  });

  it('is 404 for a candidate not on the PAT, a module not on it and an unknown PAT, and staff only', async () => {
    const patId = await divergingPat();
    expect((await call(app, 'PUT', agreementOf(patId, 0, 3), w.coordinator, body([3, 3, 2]))).status).toBe(404);
    expect((await call(app, 'PUT', `/api/pat/${patId}/agreement/${w.candidates[0]!.id}/${w.candidates[0]!.id}`, w.coordinator, body([3, 3, 2]))).status).toBe(404);
    expect((await call(app, 'PUT', agreementOf('6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b'), w.coordinator, body([3, 3, 2]))).status).toBe(404);
    expect((await call(app, 'PUT', agreementOf('abc'), w.coordinator, { nonsense: true })).status).toBe(404);
    for (const who of [w.teachers[0]!, w.teachers[1]!, w.contactPerson, w.candidates[0]!]) {
      expect((await call(app, 'PUT', agreementOf(patId), who, body([3, 3, 2]))).status).toBe(401);
    }
  });

  it('decides the module’s result everywhere once recorded, and recording again replaces it', async () => {
    const patId = await divergingPat();
    const before = (await progressOf(patId)).modules[0]!;
    expect(before).toMatchObject({ source: 'first', canAgree: true, result: { scorePercent: 72, passed: true } });
    expect(before.divergent).toEqual([w.criteria[w.moduleIds[0]!]![0], w.criteria[w.moduleIds[0]!]![2]]);

    // Agreed: 2 on 'Veilig werken' (weight 3), 3 and 2: (3·1 + 2·2 + 1·1) / 18 = 44 % — below the pass mark.
    const saved = await call(app, 'PUT', agreementOf(patId), w.coordinator, body([2, 3, 2]));
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ patId, remark: 'Samen besproken.', thirdAssessor: null });
    const after = (await progressOf(patId)).modules[0]!;
    expect(after).toMatchObject({ source: 'agreed', result: { scorePercent: 44, passed: false }, agreement: { remark: 'Samen besproken.', decidedBy: { id: w.coordinator.id } } });
    expect((await progressOf(patId)).modules[1]).toMatchObject({ source: 'first', result: { scorePercent: 67 } });

    const rows = (await call(app, 'GET', `/api/pat/results?patId=${patId}`, w.admin)).json.items as PatResultRow[];
    expect(rows.map((r) => [r.module.id, r.source, r.scorePercent, r.passed])).toEqual([
      [w.moduleIds[0], 'agreed', 44, false],
      [w.moduleIds[1], 'first', 67, true],
    ]);
    const csv = await (await app.request(`/api/pat/results.csv?patId=${patId}`, { headers: authHeaders(w.admin.token) })).text();
    expect(csv).toMatch(/;niet gehaald;44;[^\r\n]*;nee;afgesproken score\r\n/);

    // Again: replaced, not added.
    expect((await call(app, 'PUT', agreementOf(patId), w.admin, body([4, 4, 4], 0, 'Na overleg bijgesteld.'))).status).toBe(200);
    expect((await progressOf(patId)).modules[0]).toMatchObject({ result: { scorePercent: 100, passed: true }, agreement: { remark: 'Na overleg bijgesteld.', decidedBy: { id: w.admin.id } } });

    // The candidate and the contact person see the agreed result once the results are released.
    await handle.db.update(pats).set({ completedAt: new Date(), resultsReleasedAt: new Date() }).where(eq(pats.id, patId));
    const mine = ((await call(app, 'GET', '/api/pat/mine', w.candidates[0])).json as { id: string; modules: { result: unknown }[] }[]).find((p) => p.id === patId)!;
    expect(mine.modules.map((m) => m.result)).toEqual([
      { passed: true, scorePercent: 100 },
      { passed: true, scorePercent: 67 },
    ]);
    const portal = await call(app, 'GET', `/api/contactperson/candidates/${w.candidates[0]!.id}/pat/${patId}`, w.contactPerson);
    expect(portal.json.modules.map((m: { result: unknown }) => m.result)).toEqual([
      { passed: true, scorePercent: 100, source: 'agreed' },
      { passed: true, scorePercent: 67, source: 'first' },
    ]);

  });
});

describe('a third assessor', () => {
  const thirdOf = (patId: string) => `${agreementOf(patId)}/third-assessor`;
  const formOf = (patId: string, candidateIndex = 0, moduleIndex = 0) =>
    `/api/pat/${patId}/evaluation/${w.moduleIds[moduleIndex]}/${w.candidates[candidateIndex]!.id}?role=third`;
  const scores = (values: Score[]) => Object.fromEntries(w.criteria[w.moduleIds[0]!]!.map((id, i) => [id, { score: values[i]!, remark: '' }]));

  it('is a free active teacher: not the first or second assessor, not another role', async () => {
    const patId = await divergingPat();
    for (const teacher of [w.teachers[0]!, w.teachers[1]!]) {
      const refused = await call(app, 'PUT', thirdOf(patId), w.coordinator, { teacherId: teacher.id });
      expect(refused.status).toBe(400);
      expect(refused.json.title).toBe(`${teacher.name} beoordeelt deze module al op deze PAT. Kies een andere docent als derde beoordelaar.`);
    }
    expect((await call(app, 'PUT', thirdOf(patId), w.coordinator, { teacherId: w.candidates[1]!.id })).json).toEqual({ title: 'Docent: kies een actieve docent.' });
    expect((await call(app, 'PUT', thirdOf(patId), w.coordinator, { teacherId: 'geen-id' })).status).toBe(400);
    const early = (await plannedPat(app, w, { candidates: 1, secondAssessor: true, started: true })).patId;
    await evaluate(early, 0, 0, 'first', [4, 3, 1]);
    expect((await call(app, 'PUT', thirdOf(early), w.coordinator, { teacherId: w.teachers[2]!.id })).status).toBe(409);
  });

  it('is told, scores exactly that candidate’s module blind as role third, and does not complete the PAT', async () => {
    const { patId } = await plannedPat(app, w, { candidates: 2, secondAssessor: true, started: true });
    for (const c of [0, 1]) {
      await evaluate(patId, 0, c, 'first', [4, 3, 1]);
      await evaluate(patId, 0, c, 'second', [2, 3, 3]);
    }
    const third = w.teachers[2]!;
    const asked = await call(app, 'PUT', thirdOf(patId), w.coordinator, { teacherId: third.id });
    expect(asked.json).toMatchObject({ thirdAssessor: { id: third.id, name: third.name }, scores: null });
    const told = await handle.db.select().from(notifications).where(and(eq(notifications.userId, third.id), eq(notifications.relatedId, patId)));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ type: 3, params: { assessor: 'third' } });
    expect(told[0]!.message).toMatch(/^Je bent gevraagd als derde beoordelaar van Orderpicken \d+ voor Anouk Kandidaat \d+ \(PAT \d+\)\.$/);
    // Asking the same teacher again tells nobody again.
    expect((await call(app, 'PUT', thirdOf(patId), w.coordinator, { teacherId: third.id })).status).toBe(200);
    expect(await handle.db.$count(notifications, and(eq(notifications.userId, third.id), eq(notifications.relatedId, patId)))).toBe(1);

    const listed = await call(app, 'GET', '/api/pat/third-assessments', third);
    expect(listed.json).toEqual([
      { pat: { id: patId, title: expect.any(String) }, module: { id: w.moduleIds[0], title: expect.any(String) }, candidate: { id: w.candidates[0]!.id, name: w.candidates[0]!.name }, state: 'open', askedAt: expect.any(String) },
    ]);

    // Blind: the form shows no other evaluation.
    const form = await call(app, 'GET', formOf(patId), third);
    expect(form.status).toBe(200);
    expect(form.json).toMatchObject({ role: 'third', other: null, divergent: [] });
    // Nothing else: another candidate, another module, the first assessor's form, the planning, no role given elsewhere.
    expect((await call(app, 'GET', formOf(patId, 1), third)).status).toBe(404);
    expect((await call(app, 'GET', formOf(patId, 0, 1), third)).status).toBe(404);
    expect((await call(app, 'GET', formOf(patId).replace('?role=third', '?role=first'), third)).status).toBe(404);
    expect((await call(app, 'GET', `/api/pat/${patId}`, third)).status).toBe(404);
    expect((await call(app, 'PUT', formOf(patId, 1), third, { scores: scores([3, 3, 3]), remark: '', seq: 1 })).status).toBe(404);
    // Nobody else is the third assessor.
    const other = await createUser(handle, 'Teacher');
    expect((await call(app, 'GET', formOf(patId), other)).status).toBe(404);
    expect((await call(app, 'GET', formOf(patId), w.teachers[0])).status).toBe(404);

    expect((await call(app, 'PUT', formOf(patId), third, { scores: scores([3, 3, 2]), remark: 'Veilig, wat traag.', seq: 1 })).json).toEqual({ seq: 1, status: 'draft' });
    expect((await call(app, 'POST', `${formOf(patId).replace('?role=third', '/finalize?role=third')}`, third)).status).toBe(200);
    const progress = (await progressOf(patId)).modules[0]!;
    expect(progress.third).toMatchObject({ assessor: { id: third.id }, status: 'final', remark: 'Veilig, wat traag.' });
    expect(progress.agreement?.thirdAssessor).toEqual({ id: third.id, name: third.name });
    expect(progress.source).toBe('first');
    expect((await call(app, 'GET', '/api/pat/third-assessments', third)).json[0].state).toBe('final');

    // The PAT is not completed by a third evaluation, nor counted as one of its evaluations.
    const [row] = await handle.db.select({ completedAt: pats.completedAt }).from(pats).where(eq(pats.id, patId));
    expect(row?.completedAt).toBeNull();
    expect((await call(app, 'GET', `/api/pat/${patId}`, w.coordinator)).json).toMatchObject({ evaluationsFinal: 4 });

    // Final: the third assessor stays.
    expect((await call(app, 'PUT', thirdOf(patId), w.coordinator, { teacherId: other.id })).status).toBe(409);
  });

  it('asked of another teacher, takes the previous one’s draft away', async () => {
    const patId = await divergingPat();
    const first = await createUser(handle, 'Teacher');
    const next = await createUser(handle, 'Teacher');
    await call(app, 'PUT', thirdOf(patId), w.coordinator, { teacherId: first.id });
    expect((await call(app, 'PUT', formOf(patId), first, { scores: scores([1, 1, 1]), remark: '', seq: 5 })).status).toBe(200);
    expect((await call(app, 'PUT', thirdOf(patId), w.coordinator, { teacherId: next.id })).status).toBe(200);
    expect((await call(app, 'GET', formOf(patId), first)).status).toBe(404);
    const fresh = await call(app, 'GET', formOf(patId), next);
    expect(fresh.json.evaluation).toMatchObject({ seq: 0, remark: '' });
    expect(Object.values(fresh.json.evaluation.scores as Record<string, { score: number | null }>).every((s) => s.score === null)).toBe(true);
    expect((await call(app, 'GET', '/api/pat/third-assessments', first)).json).toEqual([]);
  });

  it('asked of another teacher, also takes the previous one’s evidence photos and their uploads away', async () => {
    const patId = await divergingPat();
    const first = await createUser(handle, 'Teacher');
    const next = await createUser(handle, 'Teacher');
    await call(app, 'PUT', thirdOf(patId), w.coordinator, { teacherId: first.id });
    expect((await call(app, 'PUT', formOf(patId), first, { scores: scores([1, 1, 1]), remark: '', seq: 5 })).status).toBe(200);
    const [draft] = await handle.db.select({ id: evaluations.id }).from(evaluations).where(and(eq(evaluations.patId, patId), eq(evaluations.role, 'third')));
    const [upload] = await handle.db
      .insert(uploads)
      .values({ mediaType: 'image/jpeg', bytes: 1000, width: 10, height: 10, sha256: `third-${patId}`, createdBy: first.id })
      .returning();
    await handle.db.insert(evaluationPhotos).values({ evaluationId: draft!.id, uploadId: upload!.id, addedBy: first.id });
    expect((await call(app, 'PUT', thirdOf(patId), w.coordinator, { teacherId: next.id })).status).toBe(200);
    // Left behind, the upload would be served by the public media route and missed by erasure.
    expect(await handle.db.$count(evaluationPhotos, eq(evaluationPhotos.evaluationId, draft!.id))).toBe(0);
    expect(await handle.db.$count(uploads, eq(uploads.id, upload!.id))).toBe(0);
  });

  it('is refused once the results are released, as is recording an agreed score', async () => {
    const patId = await divergingPat();
    await handle.db.update(pats).set({ completedAt: new Date(), resultsReleasedAt: new Date() }).where(eq(pats.id, patId));
    const teacher = await createUser(handle, 'Teacher');
    const asked = await call(app, 'PUT', thirdOf(patId), w.coordinator, { teacherId: teacher.id });
    expect(asked.status).toBe(409);
    expect(asked.json.title).toBe('De resultaten van deze PAT zijn al vrijgegeven; de afgesproken score en de beoordelaars liggen vast.');
    expect((await call(app, 'PUT', agreementOf(patId), w.coordinator, body([2, 3, 2]))).status).toBe(409);
  });

  it('is asked by staff only', async () => {
    const patId = await divergingPat();
    for (const who of [w.teachers[2]!, w.contactPerson, w.candidates[0]!]) expect((await call(app, 'PUT', thirdOf(patId), who, { teacherId: w.teachers[2]!.id })).status).toBe(401);
    expect((await call(app, 'GET', '/api/pat/third-assessments', w.coordinator)).status).toBe(401);
  });
});
