/**
 * The candidate's reflection and released results in-process (docs/api.md "PAT"; docs/decisions/030): a candidate
 * reads and writes the reflection on their own PAT's modules in their content language, only while the PAT runs and
 * its results are not released; bad scores, unknown or missing criteria are refused with nothing stored; the
 * result shows the deciding scores next to the reflection and never a draft, the second assessor's scores or an
 * assessor's name; the latest PAT with a module is found; the data export holds the reflections.
 */
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import { addDays, amsterdamDay } from '#src/lib/calendar-day';
import type { DbHandle } from '#src/server/db/client';
import { candidateProfiles, evaluationAgreements, evaluations, moduleVersions, patCandidates, patDays, patModules, pats, reflections, templateVersions } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { call, openTestDb, type TestUser } from '#src/server/testing/api';
import type { TemplateContent } from '#src/features/content/template';
import { patWorld, plannedPat, type PatWorld } from './fixtures';
import { REFLECTION_TITLES } from '#src/features/assessment/api/reflection';

let handle: DbHandle;
let app: Backend;
let w: PatWorld;

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
  w = await patWorld(handle, app);
  // The first module's template: a Dutch and English sentence for its first criterion, only Dutch for the second,
  // none for the third (it falls back to its name).
  const first = w.criteria[w.moduleIds[0]!]!;
  const [pinned] = await handle.db.select({ id: moduleVersions.templateVersionId }).from(moduleVersions).where(eq(moduleVersions.moduleId, w.moduleIds[0]!));
  const [version] = await handle.db.select().from(templateVersions).where(eq(templateVersions.id, pinned!.id!));
  const content: TemplateContent = {
    ...version!.content,
    criteria: version!.content.criteria.map((c) =>
      c.id === first[0] ? { ...c, selfCheck: { nl: 'Ik werk veilig.', en: 'I work safely.' } } : c.id === first[1] ? { ...c, selfCheck: { nl: 'Ik pak de juiste artikelen.', en: '  ' } } : c,
    ),
  };
  await handle.db.update(templateVersions).set({ content }).where(eq(templateVersions.id, pinned!.id!));
});

afterAll(async () => {
  await handle?.close();
});

const reflectionPath = (patId: string, moduleIndex = 0) => `/api/pat/mine/${patId}/reflection/${w.moduleIds[moduleIndex]}`;

/** Scores for every criterion of a module, in template order. */
const scoresOf = (moduleIndex: number, values: number[]) => Object.fromEntries(w.criteria[w.moduleIds[moduleIndex]!]!.map((id, i) => [id, values[i]]));

/** Moves every day of the PAT into the past, so it is in progress (rules.ts `patState`). */
async function begin(patId: string): Promise<void> {
  const days = await handle.db.select({ id: patDays.id }).from(patDays).where(eq(patDays.patId, patId));
  for (const [i, day] of days.entries()) await handle.db.update(patDays).set({ day: addDays(amsterdamDay(), -1 - i) }).where(eq(patDays.id, day.id));
}

/** A PAT with `candidates` of the world's candidates, already begun. */
async function runningPat(candidates = 1): Promise<string> {
  const { patId } = await plannedPat(app, w, { candidates, secondAssessor: true });
  await begin(patId);
  return patId;
}

const release = (patId: string) => handle.db.update(pats).set({ completedAt: new Date(), resultsReleasedAt: new Date() }).where(eq(pats.id, patId));

describe('GET /api/pat/mine/{patId}/reflection/{moduleId}', () => {
  it('gives the candidate the criteria in their content language, marking where Dutch stands in', async () => {
    const { patId } = await plannedPat(app, w, { candidates: 1 });
    const candidate = w.candidates[0]!;
    await handle.db.insert(candidateProfiles).values({ userId: candidate.id, preferredLanguage: 'pl' }).onConflictDoUpdate({ target: candidateProfiles.userId, set: { preferredLanguage: 'pl' } });
    await handle.db.update(patCandidates).set({ language: 'en' }).where(eq(patCandidates.patId, patId));

    const got = await call(app, 'GET', reflectionPath(patId), candidate);
    expect(got.status).toBe(200);
    const [a, b, c] = w.criteria[w.moduleIds[0]!]!;
    expect(got.json).toMatchObject({
      pat: { id: patId, state: 'planned' },
      module: { id: w.moduleIds[0], title: expect.stringMatching(/^EN Orderpicken/), lang: 'en' },
      language: 'en',
      criteria: [
        { id: a, text: 'I work safely.', lang: 'en' },
        { id: b, text: 'Ik pak de juiste artikelen.', lang: 'nl' },
        { id: c, text: 'Tempo', lang: 'nl' },
      ],
      reflection: null,
      open: false,
      released: false,
    });

    // Without a chosen language the preferred one (Polish: no sentence, no title) → Dutch throughout.
    await handle.db.update(patCandidates).set({ language: null }).where(eq(patCandidates.patId, patId));
    const polish = (await call(app, 'GET', reflectionPath(patId), candidate)).json;
    expect(polish.language).toBe('pl');
    expect(polish.module).toMatchObject({ title: expect.stringMatching(/^Orderpicken/), lang: 'nl' });
    expect(polish.criteria[0]).toEqual({ id: a, text: 'Ik werk veilig.', lang: 'nl' });
    await handle.db.delete(candidateProfiles).where(eq(candidateProfiles.userId, candidate.id));
  });

  it('answers 404 for another candidate’s PAT, a module not on it, a draft and nonsense ids', async () => {
    const { patId } = await plannedPat(app, w, { candidates: 2 });
    const draft = await plannedPat(app, w, { candidates: 1, draft: true });
    const cases: [TestUser, string][] = [
      [w.candidates[3]!, reflectionPath(patId)],
      [w.stranger, reflectionPath(patId)],
      [w.candidates[0]!, `/api/pat/mine/${patId}/reflection/${w.criteria[w.moduleIds[0]!]![0]}`],
      [w.candidates[0]!, reflectionPath(draft.patId)],
      [w.candidates[0]!, '/api/pat/mine/niet-een-id/reflection/ook-niet'],
    ];
    for (const [who, path] of cases) {
      const got = await call(app, 'GET', path, who);
      expect(got.status, `${who.name} ${path}`).toBe(404);
      expect(got.json.title).toBe(REFLECTION_TITLES.notFound);
    }
    expect((await call(app, 'GET', reflectionPath(patId), w.candidates[1])).status).toBe(200);
  });

  it('is for candidates only: staff, teachers and contact persons get 401', async () => {
    const { patId } = await plannedPat(app, w, { candidates: 1 });
    for (const who of [w.coordinator, w.admin, w.teachers[0]!, w.contactPerson, undefined]) {
      expect((await call(app, 'GET', reflectionPath(patId), who)).status).toBe(401);
      expect((await call(app, 'PUT', reflectionPath(patId), who, { scores: scoresOf(0, [3, 3, 3]) })).status).toBe(401);
      expect((await call(app, 'GET', `/api/pat/mine/${patId}/result`, who)).status).toBe(401);
      expect((await call(app, 'GET', `/api/pat/mine/module/${w.moduleIds[0]}`, who)).status).toBe(401);
    }
  });
});

describe('PUT /api/pat/mine/{patId}/reflection/{moduleId}', () => {
  it('is refused before the PAT began, with the reason in Dutch', async () => {
    const { patId } = await plannedPat(app, w, { candidates: 1 });
    const put = await call(app, 'PUT', reflectionPath(patId), w.candidates[0], { scores: scoresOf(0, [3, 3, 3]) });
    expect(put.status).toBe(409);
    expect(put.json.title).toBe('Je kunt je reflectie invullen zodra je PAT is begonnen.');
    expect(await handle.db.$count(reflections, eq(reflections.patId, patId))).toBe(0);
  });

  it('refuses a score outside 1–4, an unknown criterion and a missing one, and stores nothing', async () => {
    const patId = await runningPat();
    const [a, b] = w.criteria[w.moduleIds[0]!]!;
    const bad: [unknown, RegExp][] = [
      [{ scores: scoresOf(0, [3, 5, 3]) }, /^Score: kies bij elk criterium een antwoord van 1 tot en met 4\.$/],
      [{ scores: scoresOf(0, [3, 0, 3]) }, /^Score:/],
      [{ scores: { ...scoresOf(0, [3, 3, 3]), [a!]: '3' } }, /^Score:/],
      [{ scores: { ...scoresOf(0, [3, 3, 3]), 'iets-anders': 2 } }, /^Criterium: dit criterium hoort niet bij deze module\.$/],
      [{ scores: { ...scoresOf(1, [3, 3, 3]) } }, /^Criterium:/],
      [{ scores: { [a!]: 3, [b!]: 2 } }, /^Kies bij elk criterium een antwoord\. Nog niet ingevuld: Tempo\.$/],
      [{ scores: scoresOf(0, [3, 3, 3]), remark: 'x'.repeat(2001) }, /^Opmerking: hoogstens 2000 tekens\.$/],
      [{ remark: 'Alleen een opmerking' }, /^Scores:/],
    ];
    for (const [body, title] of bad) {
      const put = await call(app, 'PUT', reflectionPath(patId), w.candidates[0], body);
      expect(put.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(put.json.title).toMatch(title);
    }
    expect(await handle.db.$count(reflections, eq(reflections.patId, patId))).toBe(0);
    expect((await call(app, 'GET', reflectionPath(patId), w.candidates[0])).json.reflection).toBeNull();
  });

  it('stores the reflection on the pinned template and replaces it when sent again', async () => {
    const patId = await runningPat(2);
    const first = await call(app, 'PUT', reflectionPath(patId), w.candidates[0], { scores: scoresOf(0, [2, 3, 4]), remark: '  Ik was zenuwachtig.  ' });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ open: true, released: false, pat: { state: 'in_progress' }, reflection: { scores: scoresOf(0, [2, 3, 4]), remark: 'Ik was zenuwachtig.' } });
    const again = await call(app, 'PUT', reflectionPath(patId), w.candidates[0], { scores: scoresOf(0, [4, 4, 1]) });
    expect(again.status).toBe(200);
    expect(again.json.reflection).toMatchObject({ scores: scoresOf(0, [4, 4, 1]), remark: '' });
    const rows = await handle.db.select().from(reflections).where(eq(reflections.patId, patId));
    const [pinned] = await handle.db
      .select({ id: patModules.templateVersionId })
      .from(patModules)
      .where(and(eq(patModules.patId, patId), eq(patModules.moduleId, w.moduleIds[0]!)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ candidateId: w.candidates[0]!.id, moduleId: w.moduleIds[0], templateVersionId: pinned!.id });
    // The other candidate on the same PAT sees their own (none), never this one.
    expect((await call(app, 'GET', reflectionPath(patId), w.candidates[1])).json.reflection).toBeNull();
    // Their PAT cards say which modules they reflected on (the link then reads 'Reflectie aanpassen').
    const reflectedOn = async (who: number) =>
      ((await call(app, 'GET', '/api/pat/mine', w.candidates[who])).json as { id: string; modules: { moduleId: string; reflected: boolean }[] }[])
        .find((p) => p.id === patId)!
        .modules.map((m) => [m.moduleId, m.reflected]);
    expect(await reflectedOn(0)).toEqual([[w.moduleIds[0], true], [w.moduleIds[1], false]]);
    expect((await reflectedOn(1)).every(([, reflected]) => reflected === false)).toBe(true);
    // Another candidate cannot write on a PAT they are not on.
    expect((await call(app, 'PUT', reflectionPath(patId), w.candidates[3], { scores: scoresOf(0, [1, 1, 1]) })).status).toBe(404);
    expect((await call(app, 'PUT', reflectionPath(patId, 0).replace(w.moduleIds[0]!, w.criteria[w.moduleIds[0]!]![0]!), w.candidates[0], { scores: {} })).status).toBe(404);
  });

  it('is read-only once the results are released or the PAT is archived', async () => {
    const released = await runningPat();
    await call(app, 'PUT', reflectionPath(released), w.candidates[0], { scores: scoresOf(0, [3, 3, 3]) });
    await release(released);
    const put = await call(app, 'PUT', reflectionPath(released), w.candidates[0], { scores: scoresOf(0, [1, 1, 1]) });
    expect(put.status).toBe(409);
    expect(put.json.title).toBe(REFLECTION_TITLES.released);
    const view = (await call(app, 'GET', reflectionPath(released), w.candidates[0])).json;
    expect(view).toMatchObject({ open: false, released: true, reflection: { scores: scoresOf(0, [3, 3, 3]) } });

    const archived = await runningPat();
    await call(app, 'POST', `/api/pat/${archived}/archive`, w.coordinator);
    const late = await call(app, 'PUT', reflectionPath(archived), w.candidates[0], { scores: scoresOf(0, [1, 1, 1]) });
    expect(late.status).toBe(409);
    expect(late.json.title).toBe(REFLECTION_TITLES.archived);
    expect((await call(app, 'GET', reflectionPath(archived), w.candidates[0])).json).toMatchObject({ open: false, pat: { state: 'archived' } });
  });
});

describe('GET /api/pat/mine/{patId}/result', () => {
  /** Writes an evaluation of the first candidate straight into the table. */
  async function evaluate(patId: string, moduleIndex: number, role: 'first' | 'second', scores: number[], status: 'draft' | 'final', remarks: string[] = [], remark = '') {
    const moduleId = w.moduleIds[moduleIndex]!;
    const [pm] = await handle.db.select({ templateVersionId: patModules.templateVersionId }).from(patModules).where(eq(patModules.moduleId, moduleId)).limit(1);
    await handle.db.insert(evaluations).values({
      patId,
      moduleId,
      candidateId: w.candidates[0]!.id,
      role,
      assessorId: w.teachers[role === 'first' ? 0 : 1]!.id,
      templateVersionId: pm!.templateVersionId,
      scores: Object.fromEntries(w.criteria[moduleId]!.map((id, i) => [id, { score: scores[i] as 1, remark: remarks[i] ?? '' }])),
      remark,
      status,
      finalizedAt: status === 'final' ? new Date() : null,
    });
  }

  it('says not yet before release', async () => {
    const patId = await runningPat();
    await evaluate(patId, 0, 'first', [4, 4, 4], 'final');
    const got = await call(app, 'GET', `/api/pat/mine/${patId}/result`, w.candidates[0]);
    expect(got.status).toBe(200);
    expect(got.json).toMatchObject({ pat: { id: patId }, released: false, releasedAt: null, modules: [] });
  });

  it('shows the deciding scores next to the reflection, and never a draft, the second assessor or a name', async () => {
    const patId = await runningPat();
    const [a, b, c] = w.criteria[w.moduleIds[0]!]!;
    // Module 1: first 4·3·1 final with remarks, second 1·1·4 final; the coordinator agreed on 3·3·2.
    await evaluate(patId, 0, 'first', [4, 3, 1], 'final', ['Veilig gewerkt.', '', 'Nog te traag.'], 'Goed begin.');
    await evaluate(patId, 0, 'second', [1, 1, 4], 'final', ['TWEEDE-OPMERKING', '', ''], 'TWEEDE-ALGEMEEN');
    await handle.db.insert(evaluationAgreements).values({ patId, moduleId: w.moduleIds[0]!, candidateId: w.candidates[0]!.id, scores: { [a!]: 3, [b!]: 3, [c!]: 2 }, remark: 'OVERLEG-NOTITIE', decidedBy: w.coordinator.id });
    // Module 2: only a draft.
    await evaluate(patId, 1, 'first', [1, 1, 1], 'draft', ['CONCEPT-OPMERKING', '', ''], 'CONCEPT-ALGEMEEN');
    await call(app, 'PUT', reflectionPath(patId), w.candidates[0], { scores: scoresOf(0, [4, 1, 2]), remark: 'Ik vond het moeilijk.' });
    await release(patId);

    const got = await call(app, 'GET', `/api/pat/mine/${patId}/result`, w.candidates[0]);
    expect(got.status).toBe(200);
    const [picking, pallet] = got.json.modules;
    // Agreed (3·3 + 2·3 + 1·1 → weights 3, 2, 1): (3·2 + 2·2 + 1·1) / 18 = 61 % ≥ 60 %.
    expect(picking).toMatchObject({
      moduleId: w.moduleIds[0],
      result: { passed: true, scorePercent: 61 },
      remark: 'Goed begin.',
      ownRemark: 'Ik vond het moeilijk.',
      criteria: [
        { id: a, text: 'Ik werk veilig.', lang: 'nl', score: 3, remark: 'Veilig gewerkt.', own: 4 },
        { id: b, score: 3, remark: '', own: 1 },
        { id: c, text: 'Tempo', score: 2, remark: 'Nog te traag.', own: 2 },
      ],
    });
    expect(pallet).toMatchObject({ result: null, remark: '', ownRemark: null, criteria: [{ score: null, remark: '', own: null }, { score: null }, { score: null }] });
    const text = JSON.stringify(got.json);
    for (const secret of ['TWEEDE', 'CONCEPT', 'OVERLEG', w.teachers[0]!.id, w.teachers[1]!.id, w.teachers[0]!.name, w.teachers[1]!.name, w.coordinator.id]) {
      expect(text, secret).not.toContain(secret);
    }
  });

  it('without an agreed score, the first assessor’s final evaluation decides', async () => {
    const patId = await runningPat();
    await evaluate(patId, 0, 'first', [2, 2, 2], 'final');
    await evaluate(patId, 0, 'second', [4, 4, 4], 'final');
    await release(patId);
    const [picking] = (await call(app, 'GET', `/api/pat/mine/${patId}/result`, w.candidates[0])).json.modules;
    expect(picking.result).toEqual({ passed: false, scorePercent: 33 });
    expect(picking.criteria.map((c: { score: number }) => c.score)).toEqual([2, 2, 2]);
  });

  it('answers 404 for another candidate’s PAT and a draft', async () => {
    const patId = await runningPat();
    await release(patId);
    const draft = await plannedPat(app, w, { candidates: 1, draft: true });
    expect((await call(app, 'GET', `/api/pat/mine/${patId}/result`, w.candidates[3])).status).toBe(404);
    expect((await call(app, 'GET', `/api/pat/mine/${patId}/result`, w.stranger)).status).toBe(404);
    expect((await call(app, 'GET', `/api/pat/mine/${draft.patId}/result`, w.candidates[0])).status).toBe(404);
    expect((await call(app, 'GET', '/api/pat/mine/niet-een-id/result', w.candidates[0])).status).toBe(404);
  });
});

describe('GET /api/pat/mine/module/{moduleId}', () => {
  it('finds the candidate’s PAT with the module whose first day is last, never a draft', async () => {
    const sooner = await plannedPat(app, w, { days: [300], candidates: 3 });
    const later = await plannedPat(app, w, { days: [310], candidates: 2 });
    await plannedPat(app, w, { days: [320], candidates: 3, draft: true });
    const path = `/api/pat/mine/module/${w.moduleIds[1]}`;
    expect((await call(app, 'GET', path, w.candidates[1])).json).toEqual({ patId: later.patId });
    expect((await call(app, 'GET', path, w.candidates[2])).json).toEqual({ patId: sooner.patId });
    for (const who of [w.candidates[3]!, w.stranger]) expect((await call(app, 'GET', path, who)).status).toBe(404);
    expect((await call(app, 'GET', '/api/pat/mine/module/niet-een-id', w.candidates[0])).status).toBe(404);
  });
});

describe('the data export', () => {
  it('holds the candidate’s reflections with the criteria by name, and no one else’s', async () => {
    const patId = await runningPat(2);
    await call(app, 'PUT', reflectionPath(patId), w.candidates[1], { scores: scoresOf(0, [1, 2, 3]), remark: 'Mijn eigen reflectie.' });
    await call(app, 'PUT', reflectionPath(patId), w.candidates[0], { scores: scoresOf(0, [4, 4, 4]), remark: 'NIET-VAN-BILAL' });
    const res = await app.request('/api/user/DownloadCandidateData', { headers: { authorization: `Bearer ${w.candidates[1]!.token}` } });
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const rows = JSON.parse(strFromU8(files['reflecties.json']!));
    expect(rows).toEqual([
      expect.objectContaining({
        remark: 'Mijn eigen reflectie.',
        scores: [
          { criterion: 'Veilig werken', criterionId: expect.any(String), score: 1 },
          { criterion: 'Nauwkeurigheid', criterionId: expect.any(String), score: 2 },
          { criterion: 'Tempo', criterionId: expect.any(String), score: 3 },
        ],
      }),
    ]);
    expect(strFromU8(files['reflecties.json']!)).not.toContain('NIET-VAN-BILAL');
    expect(strFromU8(files['index.html']!)).toContain('Reflecties');
  });
});
