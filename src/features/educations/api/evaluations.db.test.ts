/**
 * /api/education evaluation calls in-process (docs/api.md "Education"; docs/decisions/035-education-evaluations.md):
 * the grid of enrolled candidates × modules, one form on the pinned template, saving drafts with the highest
 * sequence number winning, finalising (400 naming unscored criteria), revising with history, who may do what, when
 * evaluating is closed, releasing the results, planning that keeps modules and candidates with evaluations, and the
 * staff's side-by-side view of a candidate's reflection and the final evaluation.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import { addDays, amsterdamDay, longDayText } from '#src/lib/calendar-day';
import type { DbHandle } from '#src/server/db/client';
import { educationCandidates, evaluations, notifications } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { call, openTestDb, type TestUser } from '#src/server/testing/api';
import type { EducationEvaluationForm } from '#src/features/assessment/contract';
import type { EducationDetail, EducationEvaluationGrid, EducationModuleEvaluationView } from '#src/features/educations/contract';
import { educationWorld, openEducation, type EducationWorld } from './fixtures';

let handle: DbHandle;
let app: Backend;
let w: EducationWorld;
const UNKNOWN = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
  w = await educationWorld(handle, app);
});

afterAll(async () => {
  await handle?.close();
});

const path = (educationId: string, moduleId: string, candidateId: string, tail = '') => `/api/education/${educationId}/evaluation/${moduleId}/${candidateId}${tail}`;

/** Scores every criterion of `moduleId` with `score`. */
const scoresFor = (moduleId: string, score: 1 | 2 | 3 | 4) => Object.fromEntries(w.criteria[moduleId]!.map((id, i) => [id, { score, remark: `Opmerking ${i + 1}` }]));

const save = (user: TestUser, educationId: string, moduleId: string, candidateId: string, body: Record<string, unknown>) =>
  call(app, 'PUT', path(educationId, moduleId, candidateId), user, body);

/** Saves a fully scored draft and makes it final, as teachers[0]; fails the test otherwise. */
async function finalEvaluation(educationId: string, moduleId: string, candidateId: string, seq = 10): Promise<void> {
  expect((await save(w.teachers[0]!, educationId, moduleId, candidateId, { scores: scoresFor(moduleId, 3), remark: 'Goed', seq })).status).toBe(200);
  expect((await call(app, 'POST', path(educationId, moduleId, candidateId, '/finalize'), w.teachers[0])).status).toBe(200);
}

describe('the grid', () => {
  it("shows a teacher of the education its enrolled candidates × modules, each cell open, draft or final, with counts", async () => {
    const { educationId } = await openEducation(app, w, { candidates: 2, teachers: [0, 1], started: true });
    const [m1, m2] = w.moduleIds as [string, string];
    const [c0, c1] = [w.candidates[0]!.id, w.candidates[1]!.id];
    await finalEvaluation(educationId, m1, c0);
    // The other teacher of the education saves a draft: every teacher evaluates, always as first.
    expect((await save(w.teachers[1]!, educationId, m2, c1, { scores: {}, remark: 'Begonnen', seq: 1 })).status).toBe(200);
    const answer = await call(app, 'GET', `/api/education/${educationId}/evaluations`, w.teachers[0]);
    expect(answer.status).toBe(200);
    const grid = answer.json as EducationEvaluationGrid;
    expect(grid.education).toMatchObject({ id: educationId, state: 'in_progress', resultsReleasedAt: null });
    expect(grid.modules.map((m) => m.id)).toEqual([m1, m2]);
    expect(grid.candidates.map((c) => c.id).sort()).toEqual([c0, c1].sort());
    expect(grid.cells).toHaveLength(4);
    expect(grid.cells.find((c) => c.candidateId === c0 && c.moduleId === m1)?.state).toBe('final');
    expect(grid.cells.find((c) => c.candidateId === c1 && c.moduleId === m2)?.state).toBe('draft');
    expect(grid.cells.filter((c) => c.state === 'open')).toHaveLength(2);
    expect(grid).toMatchObject({ final: 1, total: 4, open: true, releasable: false });
    expect((await call(app, 'GET', `/api/education/${educationId}/evaluations`, w.coordinator)).json).toMatchObject({ final: 1, total: 4 });
  });

  it('is 404 for a teacher who does not teach it and for an unknown education, 401 for other roles', async () => {
    const { educationId } = await openEducation(app, w, { candidates: 1, started: true });
    expect((await call(app, 'GET', `/api/education/${educationId}/evaluations`, w.teachers[2])).status).toBe(404);
    expect((await call(app, 'GET', `/api/education/${UNKNOWN}/evaluations`, w.coordinator)).status).toBe(404);
    expect((await call(app, 'GET', '/api/education/geen-id/evaluations', w.coordinator)).status).toBe(404);
    for (const user of [w.contactPerson, w.candidates[0]!]) expect((await call(app, 'GET', `/api/education/${educationId}/evaluations`, user)).status).toBe(401);
  });
});

describe('one evaluation', () => {
  it('gives the form on the pinned template as role first, without another assessor or photos', async () => {
    const { educationId } = await openEducation(app, w, { candidates: 1, started: true });
    const [m1] = w.moduleIds as [string];
    const answer = await call(app, 'GET', path(educationId, m1, w.candidates[0]!.id), w.teachers[0]);
    expect(answer.status).toBe(200);
    const form = answer.json as EducationEvaluationForm;
    expect(form).toMatchObject({ educationId, educationTitle: expect.stringMatching(/^Opleiding /), moduleId: m1, role: 'first', passPercent: 60, other: null, divergent: [], photos: [] });
    expect(form).not.toHaveProperty('patId');
    expect(form.template.criteria.map((c) => c.id)).toEqual(w.criteria[m1]);
    expect(form.instructionsHtml[0]).toMatch(/Voer uit: Orderpicken/);
    expect(form.evaluation).toMatchObject({ status: 'draft', version: 1, seq: 0 });
  });

  it('keeps the save with the highest seq, in the education’s own row', async () => {
    const { educationId } = await openEducation(app, w, { candidates: 1, started: true });
    const [m1] = w.moduleIds as [string];
    const c0 = w.candidates[0]!.id;
    const t = w.teachers[0]!;
    expect((await save(t, educationId, m1, c0, { scores: scoresFor(m1, 2), remark: 'Eerst', seq: 1_000 })).json).toEqual({ seq: 1_000, status: 'draft' });
    expect((await save(t, educationId, m1, c0, { scores: scoresFor(m1, 3), remark: 'Nieuwer', seq: 2_000 })).json).toEqual({ seq: 2_000, status: 'draft' });
    // A late retry of an older save, and a repeat of the same seq, change nothing.
    expect((await save(t, educationId, m1, c0, { scores: scoresFor(m1, 1), remark: 'Oud', seq: 1_500 })).json).toEqual({ seq: 2_000, status: 'draft' });
    expect((await save(t, educationId, m1, c0, { scores: scoresFor(m1, 1), remark: 'Dubbel', seq: 2_000 })).json).toEqual({ seq: 2_000, status: 'draft' });
    const form = (await call(app, 'GET', path(educationId, m1, c0), t)).json as EducationEvaluationForm;
    expect(form.evaluation).toMatchObject({ remark: 'Nieuwer', seq: 2_000 });
    expect(Object.values(form.evaluation.scores).map((s) => s.score)).toEqual([3, 3, 3]);
    const rows = await handle.db.select().from(evaluations).where(and(eq(evaluations.educationId, educationId), eq(evaluations.candidateId, c0)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ patId: null, role: 'first', assessorId: t.id });
    // A criterion not of the template is refused and nothing changes.
    const foreign = await save(t, educationId, m1, c0, { scores: { [UNKNOWN]: { score: 4, remark: '' } }, remark: '', seq: 3_000 });
    expect(foreign.status).toBe(400);
    expect(((await call(app, 'GET', path(educationId, m1, c0), t)).json as EducationEvaluationForm).evaluation.seq).toBe(2_000);
  });

  it('is a teacher of the education’s to write and staff’s to read; others 404 or 401', async () => {
    const { educationId } = await openEducation(app, w, { candidates: 1, started: true });
    const [m1] = w.moduleIds as [string];
    const c0 = w.candidates[0]!.id;
    const body = { scores: {}, remark: '', seq: 1 };
    expect((await save(w.teachers[2]!, educationId, m1, c0, body)).status).toBe(404);
    expect((await call(app, 'GET', path(educationId, m1, c0), w.teachers[2])).status).toBe(404);
    // A candidate not enrolled, a module not on the education, an unknown education.
    expect((await save(w.teachers[0]!, educationId, m1, w.candidates[3]!.id, body)).status).toBe(404);
    expect((await save(w.teachers[0]!, educationId, UNKNOWN, c0, body)).status).toBe(404);
    expect((await save(w.teachers[0]!, UNKNOWN, m1, c0, body)).status).toBe(404);
    expect((await call(app, 'GET', path(educationId, m1, c0), w.admin)).status).toBe(200);
    for (const user of [w.admin, w.coordinator, w.contactPerson, w.candidates[0]!]) {
      expect((await save(user, educationId, m1, c0, body)).status).toBe(401);
      expect((await call(app, 'POST', path(educationId, m1, c0, '/finalize'), user)).status).toBe(401);
      expect((await call(app, 'POST', path(educationId, m1, c0, '/revise'), user, { reason: 'Verkeerd ingevuld' })).status).toBe(401);
    }
    for (const user of [w.contactPerson, w.candidates[0]!]) expect((await call(app, 'GET', path(educationId, m1, c0), user)).status).toBe(401);
    expect(await handle.db.$count(evaluations, eq(evaluations.educationId, educationId))).toBe(0);
  });

  it('is closed (409) on a draft or archived education and before the candidate’s enrolment day', async () => {
    const [m1] = w.moduleIds as [string];
    const c0 = w.candidates[0]!.id;
    const body = { scores: {}, remark: '', seq: 1 };
    const draft = await openEducation(app, w, { candidates: 1, draft: true, started: true });
    expect((await save(w.teachers[0]!, draft.educationId, m1, c0, body)).json).toEqual({ title: 'Deze opleiding is nog niet geopend; beoordelen kan pas daarna.' });
    const archived = await openEducation(app, w, { candidates: 1, started: true });
    await call(app, 'POST', `/api/education/${archived.educationId}/archive`, w.coordinator);
    const refused = await save(w.teachers[0]!, archived.educationId, m1, c0, body);
    expect(refused).toEqual({ status: 409, json: { title: 'Deze opleiding is gearchiveerd; beoordelingen kunnen niet meer worden gewijzigd.' } });
    expect((await call(app, 'GET', `/api/education/${archived.educationId}/evaluations`, w.teachers[0])).json).toMatchObject({ open: false });
    const later = await openEducation(app, w, { candidates: 1, started: true });
    await handle.db
      .update(educationCandidates)
      .set({ enrolledOn: addDays(amsterdamDay(), 3) })
      .where(and(eq(educationCandidates.educationId, later.educationId), eq(educationCandidates.candidateId, c0)));
    const early = await save(w.teachers[0]!, later.educationId, m1, c0, body);
    expect(early.status).toBe(409);
    expect(early.json.title).toMatch(/^Deze kandidaat is ingeschreven vanaf .+; beoordelen kan vanaf die dag\.$/);
    for (const { educationId } of [draft, archived, later]) expect(await handle.db.$count(evaluations, eq(evaluations.educationId, educationId))).toBe(0);
  });
});

describe('before the first lesson', () => {
  it('opens the form, saying from when, but refuses saving and finalising with 409 naming the first lesson day', async () => {
    const { educationId } = await openEducation(app, w, { candidates: 1, lessons: [4, 11] });
    const [m1] = w.moduleIds as [string];
    const c0 = w.candidates[0]!.id;
    const t = w.teachers[0]!;
    const firstDay = addDays(amsterdamDay(), 4);
    const refusal = { title: `Beoordelen kan vanaf ${longDayText(firstDay)}, de eerste lesdag van deze opleiding. Het formulier kun je nu al bekijken.` };
    const form = await call(app, 'GET', path(educationId, m1, c0), t);
    expect(form.status).toBe(200);
    expect((form.json as EducationEvaluationForm).opensOn).toBe(firstDay);
    expect(await save(t, educationId, m1, c0, { scores: scoresFor(m1, 3), remark: '', seq: 1 })).toEqual({ status: 409, json: refusal });
    expect(await call(app, 'POST', path(educationId, m1, c0, '/finalize'), t)).toEqual({ status: 409, json: refusal });
    expect(await handle.db.$count(evaluations, eq(evaluations.educationId, educationId))).toBe(0);
  });
});

describe('finalising and revising', () => {
  it('refuses to finalise with unscored criteria (400, named), then finalises and revises with history', async () => {
    const { educationId } = await openEducation(app, w, { candidates: 1, started: true });
    const [m1] = w.moduleIds as [string];
    const c0 = w.candidates[0]!.id;
    const t = w.teachers[0]!;
    const none = await call(app, 'POST', path(educationId, m1, c0, '/finalize'), t);
    expect(none).toEqual({ status: 400, json: { title: 'Scoor eerst alle criteria. Nog niet gescoord: Veilig werken, Nauwkeurigheid, Tempo.' } });
    const first = w.criteria[m1]![0]!;
    await save(t, educationId, m1, c0, { scores: { [first]: { score: 4, remark: '' } }, remark: '', seq: 5 });
    expect((await call(app, 'POST', path(educationId, m1, c0, '/finalize'), t)).json).toEqual({ title: 'Scoor eerst alle criteria. Nog niet gescoord: Nauwkeurigheid, Tempo.' });
    await save(t, educationId, m1, c0, { scores: scoresFor(m1, 3), remark: 'Eerste versie', seq: 6 });
    const final = await call(app, 'POST', path(educationId, m1, c0, '/finalize'), t);
    expect(final.status).toBe(200);
    expect((final.json as EducationEvaluationForm).evaluation).toMatchObject({ status: 'final', version: 1, finalizedAt: expect.any(String) });
    expect((await call(app, 'POST', path(educationId, m1, c0, '/finalize'), t)).status).toBe(409);
    expect((await save(t, educationId, m1, c0, { scores: scoresFor(m1, 1), remark: '', seq: 7 })).status).toBe(409);
    const revised = await call(app, 'POST', path(educationId, m1, c0, '/revise'), t, { reason: 'Tempo verkeerd gescoord' });
    expect(revised.status).toBe(200);
    const form = revised.json as EducationEvaluationForm;
    expect(form.evaluation).toMatchObject({ status: 'draft', version: 2, finalizedAt: null, remark: 'Eerste versie' });
    expect(form.history).toEqual([{ version: 1, finalizedAt: expect.any(String), reason: 'Tempo verkeerd gescoord', assessor: { id: t.id, name: t.name } }]);
    expect((await call(app, 'POST', path(educationId, m1, c0, '/revise'), t, { reason: 'Nog eens' })).status).toBe(409);
  });
});

describe('releasing the results', () => {
  it('is refused (409) until every enrolled candidate has a final evaluation on every module; then candidates are told', async () => {
    const { educationId } = await openEducation(app, w, { candidates: 2, started: true });
    const [m1, m2] = w.moduleIds as [string, string];
    const [c0, c1] = [w.candidates[0]!.id, w.candidates[1]!.id];
    const release = (user: TestUser = w.coordinator) => call(app, 'POST', `/api/education/${educationId}/release`, user);
    await finalEvaluation(educationId, m1, c0);
    await finalEvaluation(educationId, m2, c0);
    await finalEvaluation(educationId, m1, c1);
    expect(await release()).toEqual({
      status: 409,
      json: { title: 'De resultaten kunnen pas worden vrijgegeven als elke kandidaat op elke module een definitieve beoordeling heeft.' },
    });
    await save(w.teachers[0]!, educationId, m2, c1, { scores: scoresFor(m2, 2), remark: '', seq: 3 });
    expect((await release()).status).toBe(409);
    await call(app, 'POST', path(educationId, m2, c1, '/finalize'), w.teachers[0]);
    // Teachers, contact persons and candidates may not release.
    for (const user of [w.teachers[0]!, w.contactPerson, w.candidates[0]!]) expect((await release(user)).status).toBe(401);
    expect((await call(app, 'GET', `/api/education/${educationId}/evaluations`, w.coordinator)).json).toMatchObject({ final: 4, total: 4, releasable: true });
    const released = await release();
    expect(released).toEqual({ status: 200, json: { id: educationId, resultsReleasedAt: expect.any(String) } });
    const told = await handle.db.select().from(notifications).where(and(eq(notifications.relatedId, educationId), eq(notifications.type, 2)));
    expect(told.map((n) => n.userId).sort()).toEqual([c0, c1].sort());
    expect(told[0]).toMatchObject({ params: { education: expect.stringMatching(/^Opleiding /) } });
    expect((await call(app, 'GET', `/api/education/${educationId}`, w.coordinator)).json as EducationDetail).toMatchObject({ resultsReleasedAt: expect.any(String) });
    // Released: a second release and revising are refused; the final evaluations stand.
    expect((await release()).json).toEqual({ title: 'De resultaten van deze opleiding zijn al vrijgegeven.' });
    expect(await call(app, 'POST', path(educationId, m1, c0, '/revise'), w.teachers[0], { reason: 'Toch anders' })).toEqual({
      status: 409,
      json: { title: 'De resultaten van deze opleiding zijn vrijgegeven; een definitieve beoordeling ligt nu vast.' },
    });
    expect(((await call(app, 'GET', path(educationId, m1, c0), w.teachers[0])).json as EducationEvaluationForm).evaluation.status).toBe('final');
    // Nobody joins after release: their results would show without one (decision 035).
    const RELEASED = 'De resultaten van deze opleiding zijn vrijgegeven. Er kunnen geen kandidaten of modules meer bij: hun beoordelingen zouden zonder vrijgave zichtbaar worden.';
    expect(await call(app, 'POST', `/api/education/${educationId}/candidates`, w.coordinator, { candidateId: w.candidates[2]!.id })).toEqual({ status: 409, json: { title: RELEASED } });
    expect(await call(app, 'PUT', `/api/education/${educationId}/modules`, w.coordinator, { modules: [{ moduleId: m1, passPercent: 60 }, { moduleId: m2, passPercent: 70 }] })).toMatchObject({ status: 200 });
  });

  it('is refused for an education with nothing to evaluate, and 404 for an unknown one', async () => {
    const { educationId } = await openEducation(app, w, { candidates: 0, started: true });
    expect((await call(app, 'POST', `/api/education/${educationId}/release`, w.coordinator)).status).toBe(409);
    expect((await call(app, 'POST', `/api/education/${UNKNOWN}/release`, w.coordinator)).status).toBe(404);
  });
});

describe('planning keeps what was evaluated', () => {
  it('refuses (409) to remove a module or a candidate with evaluations, and allows it without', async () => {
    const { educationId } = await openEducation(app, w, { candidates: 2, started: true });
    const [m1, m2] = w.moduleIds as [string, string];
    const [c0, c1] = [w.candidates[0]!.id, w.candidates[1]!.id];
    await save(w.teachers[0]!, educationId, m1, c0, { scores: {}, remark: 'Begonnen', seq: 1 });
    const onlyM2 = await call(app, 'PUT', `/api/education/${educationId}/modules`, w.coordinator, { modules: [{ moduleId: m2, passPercent: 60 }] });
    expect(onlyM2.status).toBe(409);
    expect(onlyM2.json.title).toMatch(/^Module ‘.+’ heeft al beoordelingen en kan niet meer van de opleiding af\.$/);
    const onlyM1 = await call(app, 'PUT', `/api/education/${educationId}/modules`, w.coordinator, { modules: [{ moduleId: m1, passPercent: 60 }] });
    expect(onlyM1.status).toBe(200);
    expect((onlyM1.json as EducationDetail).modules.map((m) => m.moduleId)).toEqual([m1]);
    expect(await call(app, 'DELETE', `/api/education/${educationId}/candidates/${c0}`, w.coordinator)).toEqual({
      status: 409,
      json: { title: 'Deze kandidaat heeft al beoordelingen op deze opleiding en kan er niet meer af.' },
    });
    expect((await call(app, 'DELETE', `/api/education/${educationId}/candidates/${c1}`, w.coordinator)).status).toBe(200);
  });
});

describe('GET /api/education/{id}/module-evaluation/{moduleId}/{candidateId}', () => {
  const sidePath = (educationId: string, moduleId: string, candidateId: string) => `/api/education/${educationId}/module-evaluation/${moduleId}/${candidateId}`;

  it("shows staff the candidate's reflection beside the teacher's final scores, with gaps of two points and the result", async () => {
    // Begun three days ago, so the candidate may reflect.
    const { educationId } = await openEducation(app, w, { candidates: 1, lessons: [-3, 97] });
    const [m1] = w.moduleIds as [string];
    const c0 = w.candidates[0]!.id;
    const criteria = w.criteria[m1]!;
    const reflection = Object.fromEntries(criteria.map((id, i) => [id, [1, 3, 4][i] ?? 3]));
    expect((await call(app, 'PUT', `/api/education/mine/${educationId}/reflection/${m1}`, w.candidates[0], { scores: reflection, remark: 'Tillen ging lastig.' })).status).toBe(200);

    // Before the teacher's evaluation is final: the reflection only, no result; a draft is never shown.
    await save(w.teachers[0]!, educationId, m1, c0, { scores: scoresFor(m1, 3), remark: 'Nog bezig', seq: 1 });
    const before = await call(app, 'GET', sidePath(educationId, m1, c0), w.coordinator);
    expect(before.status).toBe(200);
    expect(before.json).toMatchObject({ education: { id: educationId, resultsReleasedAt: null }, first: null, result: null, source: null });
    expect(JSON.stringify(before.json)).not.toContain('Nog bezig');

    expect((await call(app, 'POST', `/api/education/${educationId}/evaluation/${m1}/${c0}/finalize`, w.teachers[0])).status).toBe(200);
    const view = (await call(app, 'GET', sidePath(educationId, m1, c0), w.admin)).json as EducationModuleEvaluationView;
    expect(view.candidate).toEqual({ id: c0, name: w.candidates[0]!.name });
    expect(view.module).toMatchObject({ id: m1, secondAssessor: false });
    expect(view.criteria.map((c) => [c.id, c.reflection, c.first?.score, c.deciding, c.reflectionGap])).toEqual(
      criteria.map((id, i) => [id, [1, 3, 4][i] ?? 3, 3, 3, i === 0]),
    );
    expect(view.first).toMatchObject({ assessor: { id: w.teachers[0]!.id }, remark: 'Nog bezig' });
    expect(view.reflection).toMatchObject({ remark: 'Tillen ging lastig.' });
    expect(view).toMatchObject({ second: null, third: null, agreement: null, source: 'first', result: { complete: true } });
    expect(view.education.firstDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('is 404 for a candidate not enrolled, a module not on it or an unknown education, and 401 for teachers and others', async () => {
    const { educationId } = await openEducation(app, w, { candidates: 1, started: true });
    const [m1] = w.moduleIds as [string];
    expect((await call(app, 'GET', sidePath(educationId, m1, w.candidates[3]!.id), w.coordinator)).status).toBe(404);
    expect((await call(app, 'GET', sidePath(educationId, UNKNOWN, w.candidates[0]!.id), w.coordinator)).status).toBe(404);
    expect((await call(app, 'GET', sidePath(UNKNOWN, m1, w.candidates[0]!.id), w.coordinator)).status).toBe(404);
    expect((await call(app, 'GET', sidePath('geen-id', m1, w.candidates[0]!.id), w.coordinator)).status).toBe(404);
    for (const other of [w.teachers[0], w.candidates[0]]) expect((await call(app, 'GET', sidePath(educationId, m1, w.candidates[0]!.id), other)).status).toBe(401);
  });
});
