/**
 * The candidate's PAT theory in-process (docs/api.md "PAT": GET /api/pat/mine/{patId}/theory, PUT …/language,
 * GET …/theory/{position}): a candidate reads the PATs they are planned on and nobody else's; the languages offered
 * are those every pinned module version is complete in; a language not offered is refused with nothing stored; a
 * module is read only once a language is chosen; the parts carry no questions, answers or scorer's guidance.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import type { DbHandle } from '#src/server/db/client';
import { moduleVersions, patCandidates } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { call, openTestDb } from '#src/server/testing/api';
import { completeLanguages, type ModuleContent } from '#src/features/content/model';
import { sampleModule, tri } from '#src/features/content/api/fixtures';
import { createModule } from '#src/features/profession-test/api/fixtures';
import { patWorld, plannedPat, type PatWorld } from './fixtures';

let handle: DbHandle;
let app: Backend;
let w: PatWorld;
/** A module in nl, en and ar with a text, an image, five questions and a practical assignment (sampleModule). */
let quizModule: string;

/** sampleModule with practical instructions at the end: every text in Dutch, English and Arabic. */
function withPractical(): ModuleContent {
  const content = sampleModule('r-', { title: 'Veilig in het magazijn' });
  content.parts.push({ id: 'r-practical', type: 'practical', instructions: tri('Loop de **vluchtroute** en wijs de nooduitgang aan.') });
  return content;
}

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
  w = await patWorld(handle, app);
  const content = withPractical();
  const module = await createModule(handle, content);
  // Scored with the template of the world's first module, so the PAT may pin it.
  const [template] = await handle.db.select({ id: moduleVersions.templateVersionId }).from(moduleVersions).where(eq(moduleVersions.moduleId, w.moduleIds[0]!));
  await handle.db.update(moduleVersions).set({ templateVersionId: template!.id, languages: completeLanguages(content) }).where(eq(moduleVersions.id, module.versionId));
  quizModule = module.moduleId;
});

afterAll(async () => {
  await handle?.close();
});

const theory = (patId: string) => `/api/pat/mine/${patId}/theory`;

describe('GET /api/pat/mine/{patId}/theory', () => {
  it('gives the candidate’s own PAT with the languages every module is complete in and the modules in order', async () => {
    const { patId } = await plannedPat(app, w, { candidates: 2 });
    const read = await call(app, 'GET', theory(patId), w.candidates[0]);
    expect(read.status).toBe(200);
    expect(read.json).toEqual({
      patId,
      title: expect.stringMatching(/^PAT \d+$/),
      // The world's modules are in Dutch and English only.
      languages: [
        { code: 'nl', name: 'Nederlands' },
        { code: 'en', name: 'English' },
      ],
      language: null,
      dir: 'ltr',
      modules: [
        { position: 1, moduleId: w.moduleIds[0], title: expect.stringMatching(/^Orderpicken/) },
        { position: 2, moduleId: w.moduleIds[1], title: expect.stringMatching(/^Pallet verplaatsen/) },
      ],
    });
  });

  it('answers 404 for another candidate’s PAT, a draft, an archived PAT and ids that are no PAT', async () => {
    const { patId } = await plannedPat(app, w, { candidates: 1 });
    expect((await call(app, 'GET', theory(patId), w.candidates[3])).status).toBe(404);
    expect((await call(app, 'GET', theory(patId), w.stranger)).status).toBe(404);
    const draft = await plannedPat(app, w, { candidates: 1, draft: true });
    expect((await call(app, 'GET', theory(draft.patId), w.candidates[0])).status).toBe(404);
    const archived = await plannedPat(app, w, { candidates: 1 });
    await call(app, 'POST', `/api/pat/${archived.patId}/archive`, w.coordinator);
    expect((await call(app, 'GET', theory(archived.patId), w.candidates[0])).status).toBe(404);
    expect(await call(app, 'GET', theory(randomUUID()), w.candidates[0])).toEqual({ status: 404, json: { title: 'Deze PAT bestaat niet.' } });
    expect((await call(app, 'GET', theory('niet-een-id'), w.candidates[0])).status).toBe(404);
    // Another candidate's PAT stays hidden for every call, also the ones that change something.
    expect((await call(app, 'PUT', `/api/pat/mine/${patId}/language`, w.candidates[3], { language: 'nl' })).status).toBe(404);
    expect((await call(app, 'GET', `${theory(patId)}/1`, w.candidates[3])).status).toBe(404);
  });

  it('is for candidates only', async () => {
    const { patId } = await plannedPat(app, w, { candidates: 1 });
    for (const user of [w.coordinator, w.teachers[0]!, w.contactPerson]) expect((await call(app, 'GET', theory(patId), user)).status).toBe(401);
    expect((await call(app, 'GET', theory(patId))).status).toBe(401);
  });
});

describe('PUT /api/pat/mine/{patId}/language', () => {
  it('stores an offered language for this candidate only, and the titles follow it', async () => {
    const { patId } = await plannedPat(app, w, { candidates: 2 });
    expect(await call(app, 'PUT', `/api/pat/mine/${patId}/language`, w.candidates[0], { language: 'en' })).toEqual({ status: 200, json: { patId, language: 'en' } });
    const read = (await call(app, 'GET', theory(patId), w.candidates[0])).json;
    expect(read.language).toBe('en');
    expect(read.modules.map((m: { title: string }) => m.title)).toEqual([expect.stringMatching(/^EN Orderpicken/), expect.stringMatching(/^EN Pallet/)]);
    expect((await call(app, 'GET', theory(patId), w.candidates[1])).json.language).toBeNull();
    // Choosing again replaces the choice.
    await call(app, 'PUT', `/api/pat/mine/${patId}/language`, w.candidates[0], { language: 'nl' });
    expect((await call(app, 'GET', theory(patId), w.candidates[0])).json.language).toBe('nl');
  });

  it('refuses a language the PAT does not offer, or no language at all, with 400 and stores nothing', async () => {
    const { patId } = await plannedPat(app, w, { candidates: 1 });
    expect(await call(app, 'PUT', `/api/pat/mine/${patId}/language`, w.candidates[0], { language: 'ar' })).toEqual({
      status: 400,
      json: { title: 'De theorie van deze PAT is niet beschikbaar in deze taal. Kies een van de aangeboden talen.' },
    });
    expect(await call(app, 'PUT', `/api/pat/mine/${patId}/language`, w.candidates[0], { language: 'de' })).toEqual({
      status: 400,
      json: { title: 'Taal: kies een van de aangeboden talen.' },
    });
    expect((await call(app, 'PUT', `/api/pat/mine/${patId}/language`, w.candidates[0], {})).status).toBe(400);
    // Someone else's PAT is not found, whatever the body says.
    expect((await call(app, 'PUT', `/api/pat/mine/${patId}/language`, w.candidates[3], { language: 'de' })).status).toBe(404);
    const [row] = await handle.db
      .select({ language: patCandidates.language })
      .from(patCandidates)
      .where(and(eq(patCandidates.patId, patId), eq(patCandidates.candidateId, w.candidates[0]!.id)));
    expect(row?.language).toBeNull();
  });
});

describe('GET /api/pat/mine/{patId}/theory/{position}', () => {
  it('answers 409 until a language is chosen, then the module in that language', async () => {
    const { patId } = await plannedPat(app, w, { candidates: 1 });
    expect(await call(app, 'GET', `${theory(patId)}/1`, w.candidates[0])).toEqual({
      status: 409,
      json: { title: 'Kies eerst de taal waarin je de theorie en de instructies wilt lezen.' },
    });
    await call(app, 'PUT', `/api/pat/mine/${patId}/language`, w.candidates[0], { language: 'en' });
    const read = await call(app, 'GET', `${theory(patId)}/2`, w.candidates[0]);
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ patId, position: 2, moduleId: w.moduleIds[1], language: 'en', dir: 'ltr', title: expect.stringMatching(/^EN Pallet/) });
    expect(read.json.parts).toEqual([
      { id: expect.any(String), type: 'text', html: '<p data-block="0">Read the assignment.</p>', text: 'Read the assignment.' },
      { id: expect.any(String), type: 'practical', html: expect.stringMatching(/^<p data-block="0">Do: Pallet verplaatsen \d+\. Work safely\.<\/p>$/), text: expect.stringMatching(/^Do: Pallet/) },
    ]);
    for (const position of ['3', '0', 'een', '1.5']) expect((await call(app, 'GET', `${theory(patId)}/${position}`, w.candidates[0])).status).toBe(404);
  });

  it('leaves questions out: no prompt, option, correct answer, points or guidance reaches the candidate', async () => {
    const { patId } = await plannedPat(app, { ...w, moduleIds: [quizModule] }, { candidates: 1 });
    // A module complete in Arabic: Arabic is offered, and read right to left.
    expect((await call(app, 'GET', theory(patId), w.candidates[0])).json.languages.map((l: { code: string }) => l.code)).toEqual(['nl', 'en', 'ar']);
    await call(app, 'PUT', `/api/pat/mine/${patId}/language`, w.candidates[0], { language: 'ar' });
    const read = await call(app, 'GET', `${theory(patId)}/1`, w.candidates[0]);
    expect(read.status).toBe(200);
    expect(read.json.dir).toBe('rtl');
    expect(read.json.parts.map((p: { type: string }) => p.type)).toEqual(['text', 'image', 'practical']);
    expect(read.json.parts[1]).toEqual({
      id: 'r-picture',
      type: 'image',
      image: { src: '/content/test-magazijn.svg', alt: 'AR Een magazijn met stellingen', width: 640, height: 480 },
      caption: 'AR Het magazijn',
    });
    expect(read.json.parts[2]).toEqual({
      id: 'r-practical',
      type: 'practical',
      html: '<p data-block="0">AR Loop de <strong>vluchtroute</strong> en wijs de nooduitgang aan.</p>',
      text: 'AR Loop de vluchtroute en wijs de nooduitgang aan.',
    });
    const body = JSON.stringify(read.json);
    for (const leak of ['"question"', 'correct', 'guidance', 'answers', 'points', 'options', 'prompt', 'Welk bord', 'Melden bij de leidinggevende']) {
      expect(body, `the answer carries ${leak}`).not.toContain(leak);
    }
  });

  it('treats a stored language the PAT no longer offers as not chosen', async () => {
    const { patId } = await plannedPat(app, w, { candidates: 1 });
    await handle.db
      .update(patCandidates)
      .set({ language: 'ar' })
      .where(and(eq(patCandidates.patId, patId), eq(patCandidates.candidateId, w.candidates[0]!.id)));
    expect((await call(app, 'GET', theory(patId), w.candidates[0])).json.language).toBeNull();
    expect((await call(app, 'GET', `${theory(patId)}/1`, w.candidates[0])).status).toBe(409);
  });
});
