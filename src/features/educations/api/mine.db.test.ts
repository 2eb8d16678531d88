/**
 * The candidate's side of an education in-process (docs/api.md "Education" `/api/education/mine/…`; decision 035 §4):
 * an enrolled candidate chooses the content language among those every module is complete in, reads the modules,
 * reflects on each module once the education has begun and until the results are released, and sees the final
 * evaluations next to their reflection only after release. Anyone else's education, one they are not enrolled on, a
 * draft or a module not on it is 404; other roles 401. The reflection lives beside PAT reflections without mixing.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import type { DbHandle } from '#src/server/db/client';
import { educationCandidates, educationModules, educations, evaluations, reflections } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { call, openTestDb } from '#src/server/testing/api';
import type { MyEducation, MyEducationResult } from '#src/features/educations/candidate-contract';
import type { PortalCandidateDetail } from '#src/features/contact-portal/contract';
import { EDUCATION_REFLECTION_TITLES } from '#src/features/assessment/api/reflection';
import { EDUCATION_READER_TITLES } from '#src/features/assessment/api/reader';
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

const mine = (educationId: string, rest: string) => `/api/education/mine/${educationId}/${rest}`;
const reflectionPath = (educationId: string, moduleIndex = 0) => mine(educationId, `reflection/${w.moduleIds[moduleIndex]}`);
/** Scores for every criterion of a module, in template order. */
const scoresOf = (moduleIndex: number, values: (1 | 2 | 3 | 4)[]) => Object.fromEntries(w.criteria[w.moduleIds[moduleIndex]!]!.map((id, i) => [id, values[i]!]));

let began = 0;
/** An education that began some days ago (a lesson then and one in the future), with the first three candidates. */
const runningEducation = () => {
  began += 1;
  return openEducation(app, w, { lessons: [-2 * began, 60 + 2 * began] });
};

/** Releases the education's results (the staff action, set directly). */
const release = (educationId: string) => handle.db.update(educations).set({ resultsReleasedAt: new Date() }).where(eq(educations.id, educationId));

/** A final (or draft) evaluation of the candidate's module by the education's teacher, scores in template order. */
async function evaluate(educationId: string, candidateIndex: number, moduleIndex: number, values: (1 | 2 | 3 | 4)[], status: 'final' | 'draft' = 'final') {
  const moduleId = w.moduleIds[moduleIndex]!;
  const [pinned] = await handle.db
    .select({ templateVersionId: educationModules.templateVersionId })
    .from(educationModules)
    .where(and(eq(educationModules.educationId, educationId), eq(educationModules.moduleId, moduleId)));
  await handle.db.insert(evaluations).values({
    educationId,
    moduleId,
    candidateId: w.candidates[candidateIndex]!.id,
    role: 'first',
    assessorId: w.teachers[0]!.id,
    templateVersionId: pinned!.templateVersionId,
    scores: Object.fromEntries(w.criteria[moduleId]!.map((id, i) => [id, { score: values[i]!, remark: i === 0 ? 'Let op de heftruck.' : '' }])),
    remark: 'Goed gewerkt.',
    status,
    finalizedAt: status === 'final' ? new Date() : null,
  });
}

describe('GET /api/education/mine/{educationId}/theory and PUT …/language', () => {
  it('offers the languages every module is complete in, stores the choice for this candidate only, then reads a module in it', async () => {
    const { educationId } = await runningEducation();
    const read = await call(app, 'GET', mine(educationId, 'theory'), w.candidates[0]);
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({
      educationId,
      languages: [
        { code: 'nl', name: 'Nederlands' },
        { code: 'en', name: 'English' },
      ],
      language: null,
      modules: [
        { position: 1, moduleId: w.moduleIds[0] },
        { position: 2, moduleId: w.moduleIds[1] },
      ],
    });
    // Before a choice the module is not read: 409.
    expect((await call(app, 'GET', mine(educationId, 'theory/1'), w.candidates[0])).status).toBe(409);

    expect((await call(app, 'PUT', mine(educationId, 'language'), w.candidates[0], { language: 'ar' })).json).toMatchObject({ title: EDUCATION_READER_TITLES.languageNotOffered });
    const chosen = await call(app, 'PUT', mine(educationId, 'language'), w.candidates[0], { language: 'en' });
    expect(chosen.json).toEqual({ educationId, language: 'en' });
    const stored = await handle.db.select({ candidateId: educationCandidates.candidateId, language: educationCandidates.language }).from(educationCandidates).where(eq(educationCandidates.educationId, educationId));
    expect(stored.find((s) => s.candidateId === w.candidates[0]!.id)?.language).toBe('en');
    expect(stored.find((s) => s.candidateId === w.candidates[1]!.id)?.language).toBeNull();

    const module = await call(app, 'GET', mine(educationId, 'theory/2'), w.candidates[0]);
    expect(module.status).toBe(200);
    expect(module.json).toMatchObject({ educationId, position: 2, moduleId: w.moduleIds[1], language: 'en', title: expect.stringMatching(/^EN Pallet/) });
    expect((module.json as { parts: unknown[] }).parts.length).toBeGreaterThan(0);
    expect((await call(app, 'GET', mine(educationId, 'theory/3'), w.candidates[0])).status).toBe(404);
  });

  it('is 404 for a candidate not enrolled, another organisation’s candidate, a draft, an archived education and a non-id; 401 for staff and teachers', async () => {
    const { educationId } = await runningEducation();
    const draft = await openEducation(app, w, { draft: true });
    for (const [who, path] of [
      [w.candidates[3], mine(educationId, 'theory')],
      [w.stranger, mine(educationId, 'theory')],
      [w.candidates[0], mine(draft.educationId, 'theory')],
      [w.candidates[0], mine('not-an-id', 'theory')],
      [w.candidates[0], mine(randomUUID(), 'theory')],
    ] as const) {
      const answer = await call(app, 'GET', path, who);
      expect(answer.status, path).toBe(404);
    }
    // Someone else's education is 404 whatever the body says.
    expect((await call(app, 'PUT', mine(educationId, 'language'), w.candidates[3], { language: 'xx' })).status).toBe(404);
    expect((await call(app, 'GET', mine(educationId, 'theory'), w.teachers[0])).status).toBe(401);
    expect((await call(app, 'GET', mine(educationId, 'theory'), w.coordinator)).status).toBe(401);
    await handle.db.update(educations).set({ archivedAt: new Date() }).where(eq(educations.id, educationId));
    expect((await call(app, 'GET', mine(educationId, 'theory'), w.candidates[0])).status).toBe(404);
  });
});

describe('the reflection on a module of an education', () => {
  it('opens once the education has begun, is stored with the education and read by that candidate only', async () => {
    const later = await openEducation(app, w); // lessons in a month
    const notYet = await call(app, 'GET', reflectionPath(later.educationId), w.candidates[0]);
    expect(notYet.json).toMatchObject({ open: false, released: false, reflection: null });
    const early = await call(app, 'PUT', reflectionPath(later.educationId), w.candidates[0], { scores: scoresOf(0, [3, 3, 3]) });
    expect(early.status).toBe(409);
    expect(early.json).toMatchObject({ title: EDUCATION_REFLECTION_TITLES.notOpen });

    const { educationId } = await runningEducation();
    const missing = await call(app, 'PUT', reflectionPath(educationId), w.candidates[0], { scores: { [w.criteria[w.moduleIds[0]!]![0]!]: 2 } });
    expect(missing.status).toBe(400);
    const saved = await call(app, 'PUT', reflectionPath(educationId), w.candidates[0], { scores: scoresOf(0, [2, 3, 4]), remark: 'Het tillen was zwaar.' });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      education: { id: educationId, state: 'in_progress' },
      module: { id: w.moduleIds[0] },
      open: true,
      released: false,
      reflection: { scores: scoresOf(0, [2, 3, 4]), remark: 'Het tillen was zwaar.' },
    });
    const rows = await handle.db.select().from(reflections).where(eq(reflections.educationId, educationId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ patId: null, candidateId: w.candidates[0]!.id });
    // Sending again replaces it.
    await call(app, 'PUT', reflectionPath(educationId), w.candidates[0], { scores: scoresOf(0, [4, 4, 4]) });
    expect(await handle.db.select().from(reflections).where(eq(reflections.educationId, educationId))).toHaveLength(1);

    // Another enrolled candidate sees only their own (none); not enrolled or a module not on it: 404.
    expect((await call(app, 'GET', reflectionPath(educationId), w.candidates[1])).json).toMatchObject({ reflection: null });
    expect((await call(app, 'GET', reflectionPath(educationId), w.candidates[3])).status).toBe(404);
    expect((await call(app, 'PUT', reflectionPath(educationId), w.candidates[3], { scores: 'nonsense' })).status).toBe(404);
    expect((await call(app, 'GET', mine(educationId, `reflection/${randomUUID()}`), w.candidates[0])).status).toBe(404);
    // A PAT's reflection calls do not reach an education.
    expect((await call(app, 'GET', `/api/pat/mine/${educationId}/reflection/${w.moduleIds[0]}`, w.candidates[0])).status).toBe(404);

    // The dashboard says which modules were reflected on.
    const [mineNow] = ((await call(app, 'GET', '/api/pat/getUserEducation', w.candidates[0])).json as MyEducation[]).filter((e) => e.id === educationId);
    expect(mineNow!.modules.map((m) => m.reflected)).toEqual([true, false]);
  });

  it('closes when the results are released: read-only, 409 on sending', async () => {
    const { educationId } = await runningEducation();
    await call(app, 'PUT', reflectionPath(educationId), w.candidates[0], { scores: scoresOf(0, [2, 2, 2]) });
    await release(educationId);
    expect((await call(app, 'GET', reflectionPath(educationId), w.candidates[0])).json).toMatchObject({ open: false, released: true, reflection: { scores: scoresOf(0, [2, 2, 2]) } });
    const late = await call(app, 'PUT', reflectionPath(educationId), w.candidates[0], { scores: scoresOf(0, [4, 4, 4]) });
    expect(late.status).toBe(409);
    expect(late.json).toMatchObject({ title: EDUCATION_REFLECTION_TITLES.released });
    const [row] = await handle.db.select({ scores: reflections.scores }).from(reflections).where(eq(reflections.educationId, educationId));
    expect(row!.scores).toEqual(scoresOf(0, [2, 2, 2]));
  });
});

describe('GET /api/education/mine/{educationId}/result', () => {
  it('says not yet before release and gives nothing of the evaluations; after release the final scores next to the reflection', async () => {
    const { educationId } = await runningEducation();
    await call(app, 'PUT', reflectionPath(educationId), w.candidates[0], { scores: scoresOf(0, [4, 3, 4]), remark: 'Ging goed.' });
    await evaluate(educationId, 0, 0, [3, 4, 3]);
    await evaluate(educationId, 0, 1, [4, 4, 4], 'draft');
    await evaluate(educationId, 1, 0, [1, 1, 1]);

    const before = await call(app, 'GET', mine(educationId, 'result'), w.candidates[0]);
    expect(before.json).toEqual({ education: { id: educationId, title: expect.any(String) }, language: 'nl', released: false, releasedAt: null, modules: [] });
    const [card] = ((await call(app, 'GET', '/api/pat/getUserEducation', w.candidates[0])).json as MyEducation[]).filter((e) => e.id === educationId);
    expect(card!.modules.map((m) => m.result)).toEqual([null, null]);
    const portalBefore = (await call(app, 'GET', `/api/contactperson/candidates/${w.candidates[0]!.id}`, w.contactPerson)).json as PortalCandidateDetail;
    expect(portalBefore.educations.find((e) => e.id === educationId)).toMatchObject({ resultsReleasedAt: null, results: [] });

    await release(educationId);
    const after = await call(app, 'GET', mine(educationId, 'result'), w.candidates[0]);
    expect(after.status).toBe(200);
    const result = after.json as MyEducationResult;
    expect(result.released).toBe(true);
    const [first, second] = result.modules;
    // weights 3, 2, 1, scores 3, 4, 3 on the scale 1–4: (3·2 + 2·3 + 1·2) / 18 = 77.8 % → 78 %, pass mark 60 %.
    expect(first).toMatchObject({ moduleId: w.moduleIds[0], result: { passed: true, scorePercent: 78 }, remark: 'Goed gewerkt.', ownRemark: 'Ging goed.' });
    expect(first!.criteria.map((c) => [c.score, c.own])).toEqual([
      [3, 4],
      [4, 3],
      [3, 4],
    ]);
    expect(first!.criteria[0]!.remark).toBe('Let op de heftruck.');
    // A draft never shows.
    expect(second).toMatchObject({ moduleId: w.moduleIds[1], result: null, ownRemark: null });
    expect(second!.criteria.every((c) => c.score === null)).toBe(true);

    // The dashboard card and the organisation's contact person get the module results, not the reflection.
    const [released] = ((await call(app, 'GET', '/api/pat/getUserEducation', w.candidates[0])).json as MyEducation[]).filter((e) => e.id === educationId);
    expect(released!.resultsReleasedAt).not.toBeNull();
    expect(released!.modules.map((m) => m.result)).toEqual([{ passed: true, scorePercent: 78 }, null]);
    const portal = (await call(app, 'GET', `/api/contactperson/candidates/${w.candidates[0]!.id}`, w.contactPerson)).json as PortalCandidateDetail;
    expect(portal.educations.find((e) => e.id === educationId)?.results).toEqual([
      { moduleId: w.moduleIds[0], title: expect.any(String), result: { passed: true, scorePercent: 78 } },
      { moduleId: w.moduleIds[1], title: expect.any(String), result: null },
    ]);
    expect(JSON.stringify(portal)).not.toContain('Ging goed.');

    // Another candidate's result and one not enrolled: only their own, else 404.
    const other = (await call(app, 'GET', mine(educationId, 'result'), w.candidates[1])).json as MyEducationResult;
    expect(other.modules[0]!.result).toMatchObject({ passed: false });
    expect((await call(app, 'GET', mine(educationId, 'result'), w.candidates[3])).status).toBe(404);
    expect((await call(app, 'GET', mine(educationId, 'result'), w.stranger)).status).toBe(404);
    expect((await call(app, 'GET', mine(educationId, 'result'), w.teachers[0])).status).toBe(401);
  });
});
