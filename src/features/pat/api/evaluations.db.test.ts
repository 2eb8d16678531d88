/**
 * /api/pat evaluation calls in-process (docs/api.md "PAT"): the day grid and the day's forms, one form on the
 * pinned template, saving drafts with the highest sequence number winning, 400/404/409, finalising (which completes
 * the PAT once every evaluation is final), revising with history, the blind second assessor, and who may do what.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import type { DbHandle } from '#src/server/db/client';
import { evaluations, moduleVersions, modules, pats, templateVersions } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { call, openTestDb, type TestUser } from '#src/server/testing/api';
import type { DayForms, PatDayGrid } from '#src/features/pat/contract';
import type { EvaluationForm } from '#src/features/assessment/contract';
import { addDays, amsterdamDay, longDayText } from '#src/lib/calendar-day';
import { patWorld, plannedPat, type PatWorld } from './fixtures';

let handle: DbHandle;
let app: Backend;
let w: PatWorld;
const UNKNOWN = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
  w = await patWorld(handle, app);
});

afterAll(async () => {
  await handle?.close();
});

const path = (patId: string, moduleId: string, candidateId: string, tail = '') => `/api/pat/${patId}/evaluation/${moduleId}/${candidateId}${tail}`;

/** Scores every criterion of `moduleId` with `score` (or the per-criterion list). */
const scoresFor = (moduleId: string, score: 1 | 2 | 3 | 4 | (1 | 2 | 3 | 4)[]) =>
  Object.fromEntries(w.criteria[moduleId]!.map((id, i) => [id, { score: Array.isArray(score) ? score[i]! : score, remark: `Opmerking ${i + 1}` }]));

async function save(user: TestUser, patId: string, moduleId: string, candidateId: string, body: Record<string, unknown>, query = '') {
  return call(app, 'PUT', path(patId, moduleId, candidateId, query), user, body);
}

describe('the day grid and the forms of a day', () => {
  it("shows a teacher the PAT's candidates × their own modules that day, each cell open, draft or final", async () => {
    const { patId, dayIds } = await plannedPat(app, w, { secondAssessor: true, started: true });
    const [m1, m2] = w.moduleIds as [string, string];
    const c0 = w.candidates[0]!;
    expect((await save(w.teachers[0]!, patId, m1, c0.id, { scores: {}, remark: '', seq: 1 })).status).toBe(200);
    const first = await call(app, 'GET', `/api/pat/day/${dayIds[0]}`, w.teachers[0]);
    expect(first.status).toBe(200);
    const grid = first.json as PatDayGrid;
    expect(grid.pat).toMatchObject({ id: patId, state: 'in_progress' });
    expect(grid.day).toMatchObject({ id: dayIds[0], startsAt: '09:00', endsAt: '16:00', location: { id: w.locationId }, room: { id: w.roomId } });
    expect(grid.modules.map((m) => [m.moduleId, m.role])).toEqual([
      [m1, 'first'],
      [m2, 'first'],
    ]);
    expect(grid.candidates.map((c) => c.id).sort()).toEqual(w.candidates.slice(0, 3).map((c) => c.id).sort());
    expect(grid.cells).toHaveLength(6);
    expect(grid.cells.find((c) => c.candidateId === c0.id && c.moduleId === m1)?.state).toBe('draft');
    expect(grid.cells.filter((c) => c.state === 'open')).toHaveLength(5);

    // The second assessor sees only the module they assess, as second, and not the first's draft.
    const second = (await call(app, 'GET', `/api/pat/day/${dayIds[0]}`, w.teachers[1])).json as PatDayGrid;
    expect(second.modules).toEqual([{ moduleId: m1, role: 'second', title: expect.any(String) }]);
    expect(second.cells.every((c) => c.state === 'open' && c.role === 'second')).toBe(true);

    // Staff see every module in every role.
    const staff = (await call(app, 'GET', `/api/pat/day/${dayIds[0]}`, w.coordinator)).json as PatDayGrid;
    expect(staff.modules.map((m) => m.role)).toEqual(['first', 'second', 'first']);
  });

  it('answers 404 for a day the teacher does not assess on or that does not exist, 401 for others', async () => {
    const { dayIds } = await plannedPat(app, w, { started: true });
    expect((await call(app, 'GET', `/api/pat/day/${dayIds[0]}`, w.teachers[2])).status).toBe(404);
    expect((await call(app, 'GET', `/api/pat/day/${dayIds[0]}/forms`, w.teachers[2])).status).toBe(404);
    expect((await call(app, 'GET', `/api/pat/day/${UNKNOWN}`, w.teachers[0])).status).toBe(404);
    expect((await call(app, 'GET', '/api/pat/day/niet-een-id', w.teachers[0])).status).toBe(404);
    for (const user of [w.contactPerson, w.candidates[0]!]) {
      expect((await call(app, 'GET', `/api/pat/day/${dayIds[0]}`, user)).status).toBe(401);
      expect((await call(app, 'GET', `/api/pat/day/${dayIds[0]}/forms`, user)).status).toBe(401);
    }
    expect((await call(app, 'GET', `/api/pat/day/${dayIds[0]}`)).status).toBe(401);
  });

  it("gives every form of the teacher's day, on the pinned module version and template, with knock-out flags", async () => {
    const { patId, dayIds } = await plannedPat(app, w, { candidates: 2, started: true });
    const [m1] = w.moduleIds as [string, string];
    const knockOut = w.criteria[m1]![0]!;
    await call(app, 'PUT', `/api/pat/${patId}/modules`, w.coordinator, {
      modules: w.moduleIds.map((moduleId, i) => ({ moduleId, passPercent: 70, knockOut: i === 0 ? [knockOut] : [], secondAssessor: false })),
    });
    // A newer module version and template afterwards change nothing on this PAT.
    const [pinned] = await handle.db.select().from(moduleVersions).where(eq(moduleVersions.moduleId, m1));
    const [template] = await handle.db.select().from(templateVersions).where(eq(templateVersions.id, pinned!.templateVersionId!));
    const [newTemplate] = await handle.db
      .insert(templateVersions)
      .values({ templateId: template!.templateId, version: template!.version + 100, content: { ...template!.content, criteria: [{ id: UNKNOWN, name: 'Nieuw', description: '', weight: 1 }] } })
      .returning();
    const content = structuredClone(pinned!.content);
    for (const part of content.parts) if (part.type === 'practical') part.instructions = { nl: 'Een heel andere opdracht.' };
    const [newer] = await handle.db
      .insert(moduleVersions)
      .values({ moduleId: m1, version: pinned!.version + 100, content, languages: pinned!.languages, templateVersionId: newTemplate!.id })
      .returning();
    await handle.db.update(modules).set({ currentVersionId: newer!.id }).where(eq(modules.id, m1));
    try {
      const answer = await call(app, 'GET', `/api/pat/day/${dayIds[1]}/forms`, w.teachers[0]);
      expect(answer.status).toBe(200);
      const { dayId, forms } = answer.json as DayForms;
      expect(dayId).toBe(dayIds[1]);
      expect(forms).toHaveLength(4);
      const form = forms.find((f) => f.moduleId === m1 && f.candidate.id === w.candidates[0]!.id)!;
      expect(form).toMatchObject({ patId, role: 'first', passPercent: 70, other: null, divergent: [], history: [] });
      expect(form.instructions).toEqual([expect.objectContaining({ nl: expect.stringMatching(/^Voer uit: Orderpicken/) })]);
      expect(form.instructionsHtml[0]).toMatch(/^<p[^>]*>Voer uit: Orderpicken/);
      expect(form.template.criteria.map((c) => c.id)).toEqual(w.criteria[m1]);
      expect(form.template.criteria.map((c) => c.knockOut)).toEqual([true, false, false]);
      expect(form.template.scale.map((s) => s.value)).toEqual([1, 2, 3, 4]);
      expect(form.evaluation).toEqual({
        scores: Object.fromEntries(w.criteria[m1]!.map((id) => [id, { score: null, remark: '' }])),
        remark: '',
        status: 'draft',
        version: 1,
        seq: 0,
        finalizedAt: null,
      });
    } finally {
      await handle.db.update(modules).set({ currentVersionId: pinned!.id }).where(eq(modules.id, m1));
    }
  });
});

describe('saving a draft', () => {
  it('creates the draft on the first save and keeps only a save with a higher seq, answering the stored seq', async () => {
    const { patId } = await plannedPat(app, w, { started: true });
    const [m1] = w.moduleIds as [string];
    const c0 = w.candidates[0]!.id;
    const t = w.teachers[0]!;
    expect((await call(app, 'GET', path(patId, m1, c0), t)).json.evaluation.seq).toBe(0);
    const first = await save(t, patId, m1, c0, { scores: scoresFor(m1, 2), remark: 'Eerste indruk', seq: 1_000 });
    expect(first).toEqual({ status: 200, json: { seq: 1_000, status: 'draft' } });
    expect((await save(t, patId, m1, c0, { scores: scoresFor(m1, 3), remark: 'Nieuwer', seq: 2_000 })).json).toEqual({ seq: 2_000, status: 'draft' });
    // A late retry of an older save changes nothing and is told the newer seq.
    expect((await save(t, patId, m1, c0, { scores: scoresFor(m1, 1), remark: 'Oud', seq: 1_500 })).json).toEqual({ seq: 2_000, status: 'draft' });
    // The same seq again (a duplicate) as well.
    expect((await save(t, patId, m1, c0, { scores: scoresFor(m1, 1), remark: 'Dubbel', seq: 2_000 })).json).toEqual({ seq: 2_000, status: 'draft' });
    const form = (await call(app, 'GET', path(patId, m1, c0), t)).json as EvaluationForm;
    expect(form.evaluation.remark).toBe('Nieuwer');
    expect(Object.values(form.evaluation.scores).map((s) => s.score)).toEqual([3, 3, 3]);
    expect(form.evaluation.seq).toBe(2_000);
    // Criteria left out are stored as not scored.
    await save(t, patId, m1, c0, { scores: { [w.criteria[m1]![1]!]: { score: 4, remark: '' } }, remark: '', seq: 3_000 });
    const partial = (await call(app, 'GET', path(patId, m1, c0), t)).json as EvaluationForm;
    expect(Object.values(partial.evaluation.scores).map((s) => s.score)).toEqual([null, 4, null]);
  });

  it('refuses with 400 a criterion of another template or a score outside 1–4, and keeps the stored draft', async () => {
    const { patId } = await plannedPat(app, w, { started: true });
    const [m1, m2] = w.moduleIds as [string, string];
    const c0 = w.candidates[0]!.id;
    const t = w.teachers[0]!;
    await save(t, patId, m1, c0, { scores: scoresFor(m1, 3), remark: 'Goed', seq: 10 });
    const foreign = await save(t, patId, m1, c0, { scores: { ...scoresFor(m1, 2), [w.criteria[m2]![0]!]: { score: 2, remark: '' } }, remark: 'Fout', seq: 20 });
    expect(foreign).toEqual({ status: 400, json: { title: 'Criterium: dit criterium hoort niet bij het beoordelingssjabloon van deze module.' } });
    const outside = await save(t, patId, m1, c0, { scores: { [w.criteria[m1]![0]!]: { score: 5, remark: '' } }, remark: '', seq: 30 });
    expect(outside.status).toBe(400);
    expect(outside.json.title).toMatch(/^Score: kies een waarde van de schaal/);
    expect((await save(t, patId, m1, c0, { scores: {}, remark: '', seq: 0 })).status).toBe(400);
    const form = (await call(app, 'GET', path(patId, m1, c0), t)).json as EvaluationForm;
    expect(form.evaluation).toMatchObject({ remark: 'Goed', seq: 10 });
  });

  it('answers 404 for a candidate not planned, a module not on the PAT, a teacher not assessing it, or a role not theirs', async () => {
    const { patId } = await plannedPat(app, w, { candidates: 2, secondAssessor: true, started: true });
    const [m1, m2] = w.moduleIds as [string, string];
    const body = { scores: {}, remark: '', seq: 1 };
    const t = w.teachers[0]!;
    expect((await save(t, patId, m1, w.candidates[3]!.id, body)).status).toBe(404);
    expect((await save(t, patId, m1, w.stranger.id, body)).status).toBe(404);
    expect((await save(t, patId, UNKNOWN, w.candidates[0]!.id, body)).status).toBe(404);
    expect((await save(t, UNKNOWN, m1, w.candidates[0]!.id, body)).status).toBe(404);
    expect((await save(w.teachers[2]!, patId, m1, w.candidates[0]!.id, body)).status).toBe(404);
    // The second assessor of module 1 assesses nothing of module 2, and is not first on module 1.
    expect((await save(w.teachers[1]!, patId, m2, w.candidates[0]!.id, body)).status).toBe(404);
    expect((await save(w.teachers[1]!, patId, m1, w.candidates[0]!.id, body, '?role=first')).status).toBe(404);
    expect((await call(app, 'GET', path(patId, m1, w.candidates[0]!.id, '?role=first'), w.teachers[1])).status).toBe(404);
    expect((await call(app, 'GET', path(patId, m1, w.candidates[0]!.id), w.teachers[2])).status).toBe(404);
    // Staff read but do not write; contact persons and candidates get 401.
    expect((await call(app, 'GET', path(patId, m1, w.candidates[0]!.id), w.admin)).status).toBe(200);
    expect((await call(app, 'GET', path(patId, m2, w.candidates[0]!.id, '?role=second'), w.admin)).status).toBe(404);
    for (const user of [w.admin, w.coordinator, w.contactPerson, w.candidates[0]!]) {
      expect((await save(user, patId, m1, w.candidates[0]!.id, body)).status).toBe(401);
      expect((await call(app, 'POST', path(patId, m1, w.candidates[0]!.id, '/finalize'), user)).status).toBe(401);
      expect((await call(app, 'POST', path(patId, m1, w.candidates[0]!.id, '/revise'), user, { reason: 'Verkeerd ingevuld' })).status).toBe(401);
    }
    for (const user of [w.contactPerson, w.candidates[0]!]) expect((await call(app, 'GET', path(patId, m1, w.candidates[0]!.id), user)).status).toBe(401);
  });

  it('refuses with 409 to save a final evaluation or on a PAT that is not planned or archived', async () => {
    const { patId } = await plannedPat(app, w, { candidates: 1, started: true });
    const [m1] = w.moduleIds as [string];
    const c0 = w.candidates[0]!.id;
    const t = w.teachers[0]!;
    await save(t, patId, m1, c0, { scores: scoresFor(m1, 4), remark: '', seq: 5 });
    expect((await call(app, 'POST', path(patId, m1, c0, '/finalize'), t)).status).toBe(200);
    const refused = await save(t, patId, m1, c0, { scores: scoresFor(m1, 1), remark: 'Te laat', seq: 6 });
    expect(refused).toEqual({ status: 409, json: { title: 'Deze beoordeling is definitief. Kies ‘Wijzigen’ en geef een reden om haar te veranderen.' } });
    // A retry of a save the server already has is still answered, not refused.
    expect((await save(t, patId, m1, c0, { scores: scoresFor(m1, 4), remark: '', seq: 5 })).json).toEqual({ seq: 5, status: 'final' });

    const draft = await plannedPat(app, w, { candidates: 1, draft: true, started: true });
    expect((await save(t, draft.patId, m1, c0, { scores: {}, remark: '', seq: 1 })).status).toBe(409);
    const archived = await plannedPat(app, w, { candidates: 1, started: true });
    await call(app, 'POST', `/api/pat/${archived.patId}/archive`, w.coordinator);
    expect((await save(t, archived.patId, m1, c0, { scores: {}, remark: '', seq: 1 })).json).toEqual({
      title: 'Deze PAT is gearchiveerd; beoordelingen kunnen niet meer worden gewijzigd.',
    });
  });
});

describe('before the PAT’s first day', () => {
  it('lets the teacher open the form, saying from when, but refuses saving and finalising with 409 naming that day', async () => {
    const { patId } = await plannedPat(app, w, { candidates: 1, days: [1, 2] });
    const [m1] = w.moduleIds as [string];
    const c0 = w.candidates[0]!.id;
    const t = w.teachers[0]!;
    const firstDay = addDays(amsterdamDay(), 1);
    const refusal = { title: `Beoordelen kan vanaf ${longDayText(firstDay)}, de eerste dag van deze PAT. Het formulier kun je nu al bekijken.` };

    const form = await call(app, 'GET', path(patId, m1, c0), t);
    expect(form.status).toBe(200);
    expect((form.json as EvaluationForm).opensOn).toBe(firstDay);
    expect(await save(t, patId, m1, c0, { scores: scoresFor(m1, 4), remark: 'Alvast', seq: 1 })).toEqual({ status: 409, json: refusal });
    expect(await call(app, 'POST', path(patId, m1, c0, '/finalize'), t)).toEqual({ status: 409, json: refusal });
    expect(await handle.db.$count(evaluations, eq(evaluations.patId, patId))).toBe(0);

    // From the first day on (Europe/Amsterdam) the same save goes through.
    const { patId: today } = await plannedPat(app, w, { candidates: 1, days: [0] });
    expect((await call(app, 'GET', path(today, m1, c0), t)).json.opensOn).toBe(amsterdamDay());
    expect(await save(t, today, m1, c0, { scores: scoresFor(m1, 4), remark: '', seq: 1 })).toEqual({ status: 200, json: { seq: 1, status: 'draft' } });
    expect((await call(app, 'POST', path(today, m1, c0, '/finalize'), t)).status).toBe(200);
  });
});

describe('making final and revising', () => {
  it('refuses to finalize with criteria unscored, naming them; finalizing the last evaluation completes the PAT', async () => {
    const { patId } = await plannedPat(app, w, { candidates: 1, started: true });
    const [m1, m2] = w.moduleIds as [string, string];
    const c0 = w.candidates[0]!.id;
    const t = w.teachers[0]!;
    const none = await call(app, 'POST', path(patId, m1, c0, '/finalize'), t);
    expect(none).toEqual({ status: 400, json: { title: 'Scoor eerst alle criteria. Nog niet gescoord: Veilig werken, Nauwkeurigheid, Tempo.' } });
    await save(t, patId, m1, c0, { scores: { [w.criteria[m1]![1]!]: { score: 3, remark: '' } }, remark: '', seq: 1 });
    const partly = await call(app, 'POST', path(patId, m1, c0, '/finalize'), t);
    expect(partly.json.title).toBe('Scoor eerst alle criteria. Nog niet gescoord: Veilig werken, Tempo.');

    await save(t, patId, m1, c0, { scores: scoresFor(m1, 3), remark: 'Netjes', seq: 2 });
    const final = await call(app, 'POST', path(patId, m1, c0, '/finalize'), t);
    expect(final.status).toBe(200);
    expect((final.json as EvaluationForm).evaluation).toMatchObject({ status: 'final', version: 1, finalizedAt: expect.any(String) });
    expect((await call(app, 'POST', path(patId, m1, c0, '/finalize'), t)).status).toBe(409);
    let [row] = await handle.db.select({ completedAt: pats.completedAt }).from(pats).where(eq(pats.id, patId));
    expect(row!.completedAt).toBeNull();
    expect((await call(app, 'GET', `/api/pat/${patId}`, w.coordinator)).json).toMatchObject({ evaluationsFinal: 1, evaluationsTotal: 2 });

    await save(t, patId, m2, c0, { scores: scoresFor(m2, 2), remark: '', seq: 3 });
    expect((await call(app, 'POST', path(patId, m2, c0, '/finalize'), t)).status).toBe(200);
    [row] = await handle.db.select({ completedAt: pats.completedAt }).from(pats).where(eq(pats.id, patId));
    expect(row!.completedAt).toBeInstanceOf(Date);
    expect((await call(app, 'GET', `/api/pat/${patId}`, w.coordinator)).json).toMatchObject({ state: 'completed', evaluationsFinal: 2 });
  });

  it('revises a final evaluation: the final version is kept with the reason, the next version starts as a draft', async () => {
    const { patId } = await plannedPat(app, w, { candidates: 1, started: true });
    const [m1, m2] = w.moduleIds as [string, string];
    const c0 = w.candidates[0]!.id;
    const t = w.teachers[0]!;
    expect((await call(app, 'POST', path(patId, m1, c0, '/revise'), t, { reason: 'Nog niet definitief' })).status).toBe(409);
    for (const m of [m1, m2]) {
      await save(t, patId, m, c0, { scores: scoresFor(m, 3), remark: 'Eerste versie', seq: 100 });
      await call(app, 'POST', path(patId, m, c0, '/finalize'), t);
    }
    expect((await call(app, 'GET', `/api/pat/${patId}`, w.coordinator)).json.state).toBe('completed');
    expect((await call(app, 'POST', path(patId, m1, c0, '/revise'), t, { reason: 'ok' })).status).toBe(400);

    const revised = await call(app, 'POST', path(patId, m1, c0, '/revise'), t, { reason: 'Tempo verkeerd gescoord' });
    expect(revised.status).toBe(200);
    const form = revised.json as EvaluationForm;
    expect(form.evaluation).toMatchObject({ status: 'draft', version: 2, finalizedAt: null, remark: 'Eerste versie', seq: 100 });
    expect(form.history).toEqual([{ version: 1, finalizedAt: expect.any(String), reason: 'Tempo verkeerd gescoord', assessor: { id: t.id, name: t.name } }]);
    // The PAT is no longer complete; a save with a higher seq changes the new version.
    expect((await call(app, 'GET', `/api/pat/${patId}`, w.coordinator)).json).toMatchObject({ state: 'in_progress', evaluationsFinal: 1 });
    expect((await save(t, patId, m1, c0, { scores: scoresFor(m1, [3, 3, 4]), remark: 'Tweede versie', seq: 200 })).json).toEqual({ seq: 200, status: 'draft' });
    await call(app, 'POST', path(patId, m1, c0, '/finalize'), t);
    await call(app, 'POST', path(patId, m1, c0, '/revise'), t, { reason: 'Opmerking aangevuld' });
    const history = (await call(app, 'GET', path(patId, m1, c0), t)).json as EvaluationForm;
    expect(history.evaluation.version).toBe(3);
    expect(history.history.map((h) => [h.version, h.reason])).toEqual([
      [2, 'Opmerking aangevuld'],
      [1, 'Tempo verkeerd gescoord'],
    ]);
    const [stored] = await handle.db
      .select()
      .from(evaluations)
      .where(and(eq(evaluations.patId, patId), eq(evaluations.moduleId, m1), eq(evaluations.candidateId, c0)));
    expect(stored!.remark).toBe('Tweede versie');
  });

  it('refuses a revision once the results are released: the final evaluation stands, and the form says so', async () => {
    const { patId } = await plannedPat(app, w, { candidates: 1, started: true });
    const [m1, m2] = w.moduleIds as [string, string];
    const c0 = w.candidates[0]!.id;
    const t = w.teachers[0]!;
    for (const m of [m1, m2]) {
      await save(t, patId, m, c0, { scores: scoresFor(m, 3), remark: 'Definitief', seq: 1 });
      expect((await call(app, 'POST', path(patId, m, c0, '/finalize'), t)).status).toBe(200);
    }
    expect(((await call(app, 'GET', path(patId, m1, c0), t)).json as EvaluationForm).resultsReleased).toBe(false);
    expect((await call(app, 'POST', `/api/pat/${patId}/release`, w.coordinator)).status).toBe(200);

    expect(await call(app, 'POST', path(patId, m1, c0, '/revise'), t, { reason: 'Toch anders gezien' })).toEqual({
      status: 409,
      json: { title: 'De resultaten van deze PAT zijn al vrijgegeven; definitieve beoordelingen liggen vast.' },
    });
    const form = (await call(app, 'GET', path(patId, m1, c0), t)).json as EvaluationForm;
    expect(form.resultsReleased).toBe(true);
    expect(form.evaluation).toMatchObject({ status: 'final', version: 1 });
    expect(form.history).toEqual([]);
    expect((await call(app, 'GET', `/api/pat/${patId}`, w.coordinator)).json).toMatchObject({ state: 'completed', evaluationsFinal: 2 });
  });

  it("keeps the second assessment blind: the other's scores only once both are final, then flags 2+ point differences", async () => {
    const { patId } = await plannedPat(app, w, { candidates: 1, secondAssessor: true, started: true });
    const [m1] = w.moduleIds as [string];
    const c0 = w.candidates[0]!.id;
    const [first, second] = w.teachers as [TestUser, TestUser];
    await save(first, patId, m1, c0, { scores: scoresFor(m1, [4, 3, 2]), remark: 'Eerste', seq: 1 });
    await call(app, 'POST', path(patId, m1, c0, '/finalize'), first);
    await save(second, patId, m1, c0, { scores: scoresFor(m1, [2, 3, 4]), remark: 'Tweede', seq: 1 });
    const blind = (await call(app, 'GET', path(patId, m1, c0), second)).json as EvaluationForm;
    expect(blind).toMatchObject({ role: 'second', other: null, divergent: [] });
    expect(blind.evaluation.remark).toBe('Tweede');
    expect(JSON.stringify(blind)).not.toContain('Eerste');
    expect(((await call(app, 'GET', path(patId, m1, c0), first)).json as EvaluationForm).other).toBeNull();

    await call(app, 'POST', path(patId, m1, c0, '/finalize'), second);
    const open = (await call(app, 'GET', path(patId, m1, c0), second)).json as EvaluationForm;
    expect(open.other).toMatchObject({ role: 'first', assessor: { id: first.id }, remark: 'Eerste' });
    expect(Object.values(open.other!.scores).map((s) => s.score)).toEqual([4, 3, 2]);
    expect(open.divergent).toEqual([w.criteria[m1]![0], w.criteria[m1]![2]]);
    const firstView = (await call(app, 'GET', path(patId, m1, c0), first)).json as EvaluationForm;
    expect(firstView.other).toMatchObject({ role: 'second', assessor: { id: second.id }, remark: 'Tweede' });
    expect(firstView.divergent).toEqual([w.criteria[m1]![0], w.criteria[m1]![2]]);
    // Staff read either assessor's.
    expect(((await call(app, 'GET', path(patId, m1, c0, '?role=second'), w.coordinator)).json as EvaluationForm).evaluation.remark).toBe('Tweede');
  });
});
