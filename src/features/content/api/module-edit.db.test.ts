/**
 * Changing modules and templates through the API, in-process on a fresh database (docs/api.md
 * "Modules" and "Templates"; decision 009): who may call what, every save makes a new version, a test keeps
 * the version it pinned, stale saves are refused, and template changes move modules on to the new version.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModuleContent } from '#src/features/content/model';
import { DEFAULT_SCALE, type TemplateContent } from '#src/features/content/template';
import { createBackend } from '#src/backend/app';
import type { DbHandle } from '#src/server/db/client';
import { sampleModule } from './fixtures';
import { call, openTestDb } from '#src/server/testing/api';
import { mailboxWorld } from '#src/features/mailbox/api/fixtures';
import { createProfession, createTestVia } from '#src/features/profession-test/api/fixtures';

let handle: DbHandle;
let app: ReturnType<typeof createBackend>;
let w: Awaited<ReturnType<typeof mailboxWorld>>;
let warehouse: { id: string; name: string };

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: { send: async () => {} } });
  w = await mailboxWorld(handle);
  warehouse = await createProfession(handle, 'Magazijnmedewerker');
});
afterAll(async () => {
  await handle?.close();
});

const template = (name = 'Heftruck rijden'): TemplateContent => ({
  name,
  criteria: [
    { id: crypto.randomUUID(), name: 'Veilig rijden', description: 'Kijkt om zich heen en houdt afstand.', weight: 3 },
    { id: crypto.randomUUID(), name: 'Lading', description: 'Zet de pallet recht neer.', weight: 1 },
  ],
  scale: DEFAULT_SCALE,
});

async function newModule(content: ModuleContent = sampleModule(), user = w.coordinator): Promise<string> {
  const res = await call(app, 'POST', '/api/modules', user, { professionId: warehouse.id, content });
  expect(res.status).toBe(201);
  return res.json.id;
}

describe('who may change modules and templates', () => {
  it('lets Admin and Coordinator, refuses Teacher, contact person and candidate with 401', async () => {
    const id = await newModule(sampleModule(), w.admin);
    for (const user of [w.teacher, w.contactPerson, w.candidate, undefined]) {
      expect((await call(app, 'POST', '/api/modules', user, { professionId: null, content: sampleModule() })).status).toBe(401);
      expect((await call(app, 'GET', `/api/modules/${id}/edit`, user)).status).toBe(401);
      expect((await call(app, 'PUT', `/api/modules/${id}`, user, { professionId: null, content: sampleModule(), baseVersion: 1 })).status).toBe(401);
      expect((await call(app, 'PUT', `/api/modules/${id}/template`, user, { templateId: null })).status).toBe(401);
      expect((await call(app, 'GET', '/api/templates', user)).status).toBe(401);
      expect((await call(app, 'POST', '/api/templates', user, template())).status).toBe(401);
    }
    expect((await call(app, 'GET', `/api/modules/${id}/edit`, w.formerCoordinator)).status).toBe(401);
  });

  it('gives a teacher the module without correct answers, also after an edit', async () => {
    const id = await newModule();
    const res = await call(app, 'GET', `/api/modules/${id}`, w.teacher);
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.json)).not.toMatch(/"correct"|"guidance"/);
  });
});

describe('saving a module', () => {
  it('creates version 1 and answers the editor view with every language and the correct answers', async () => {
    const id = await newModule();
    const view = (await call(app, 'GET', `/api/modules/${id}/edit`, w.coordinator)).json;
    expect(view).toMatchObject({ id, professionId: warehouse.id, version: 1, languages: ['nl', 'en', 'ar'], inUse: false, template: null });
    expect(view.content.parts[2]).toMatchObject({ kind: 'single', correct: 'b' });
    expect(view.completeness.nl).toEqual({ done: view.completeness.nl.total, total: view.completeness.nl.total });
    expect(view.completeness.pl.done).toBe(0);
    expect(view.history).toEqual([expect.objectContaining({ version: 1, createdBy: 'Bram Coördinator', inUse: false })]);
  });

  it('refuses bad content with a Dutch message naming the place, and saves nothing', async () => {
    const before = (await call(app, 'GET', '/api/modules?q=Kapot', w.coordinator)).json.total;
    const content = sampleModule('', { title: 'Kapot' });
    content.parts[2] = { ...(content.parts[2] as Extract<ModuleContent['parts'][number], { kind: 'single' }>), correct: 'z' };
    const res = await call(app, 'POST', '/api/modules', w.coordinator, { professionId: null, content });
    expect(res).toEqual({ status: 400, json: { title: 'Onderdeel 3 (vraag): kies het goede antwoord.' } });
    expect((await call(app, 'GET', '/api/modules?q=Kapot', w.coordinator)).json.total).toBe(before);
  });

  it('refuses an unknown profession and an image that was never uploaded', async () => {
    expect((await call(app, 'POST', '/api/modules', w.coordinator, { professionId: crypto.randomUUID(), content: sampleModule() })).json).toEqual({
      title: 'Dit beroep bestaat niet.',
    });
    const content = sampleModule();
    const upload = crypto.randomUUID();
    content.parts[1] = { id: 'pic', type: 'image', image: { src: `/api/media/${upload}`, upload, alt: { nl: 'Bord' }, width: 10, height: 10 } };
    const res = await call(app, 'POST', '/api/modules', w.coordinator, { professionId: null, content });
    expect(res.status).toBe(400);
    expect(res.json.title).toMatch(/niet \(meer\) geüpload/);
  });

  it('makes a new version on every save; a test keeps the version it pinned', async () => {
    const id = await newModule(sampleModule('', { title: 'Versies' }));
    const testId = await createTestVia(app, w.coordinator, warehouse.id, [id], []);
    const changed = sampleModule('', { title: 'Versies' });
    changed.parts[0] = { id: 'intro', type: 'text', text: { nl: 'Nieuwe uitleg.', en: 'New explanation.', ar: 'شرح جديد' } };
    const saved = await call(app, 'PUT', `/api/modules/${id}`, w.admin, { professionId: warehouse.id, content: changed, baseVersion: 1 });
    expect(saved).toEqual({ status: 200, json: { id, version: 2 } });

    const view = (await call(app, 'GET', `/api/modules/${id}/edit`, w.coordinator)).json;
    expect(view.version).toBe(2);
    expect(view.inUse).toBe(true);
    expect(view.history.map((h: { version: number; inUse: boolean }) => [h.version, h.inUse])).toEqual([
      [2, false],
      [1, true],
    ]);
    const pinned = (await call(app, 'GET', `/api/test/${testId}`, w.coordinator)).json;
    expect(pinned.modules[0]).toMatchObject({ moduleId: id, version: 1 });
    const reading = (await call(app, 'GET', `/api/modules/${id}`, w.teacher)).json;
    expect(reading.parts[0].html ?? reading.parts[0].text).toContain('Nieuwe uitleg.');
  });

  it('refuses a save based on an older version with 409 and keeps the newer one', async () => {
    const id = await newModule();
    expect((await call(app, 'PUT', `/api/modules/${id}`, w.coordinator, { professionId: null, content: sampleModule('', { title: 'Eerste' }), baseVersion: 1 })).status).toBe(200);
    const late = await call(app, 'PUT', `/api/modules/${id}`, w.admin, { professionId: null, content: sampleModule('', { title: 'Tweede' }), baseVersion: 1 });
    expect(late.status).toBe(409);
    expect(late.json.title).toMatch(/intussen opgeslagen/);
    expect((await call(app, 'GET', `/api/modules/${id}/edit`, w.coordinator)).json.content.title.nl).toBe('Eerste');
  });

  it('answers 404 for unknown modules and 400 for a body without content', async () => {
    expect((await call(app, 'GET', `/api/modules/${crypto.randomUUID()}/edit`, w.coordinator)).status).toBe(404);
    expect((await call(app, 'GET', '/api/modules/niet-een-id/edit', w.coordinator)).status).toBe(404);
    expect((await call(app, 'PUT', `/api/modules/${crypto.randomUUID()}`, w.coordinator, { professionId: null, content: sampleModule(), baseVersion: 1 })).status).toBe(404);
    expect((await call(app, 'POST', '/api/modules', w.coordinator, '{kapot')).status).toBe(400);
  });
});

describe('templates', () => {
  it('creates, lists, reads and validates templates', async () => {
    const created = await call(app, 'POST', '/api/templates', w.coordinator, template('Aaa lijst'));
    expect(created).toMatchObject({ status: 201, json: { version: 1 } });
    const list = (await call(app, 'GET', '/api/templates?q=aaa', w.admin)).json;
    expect(list.items).toEqual([expect.objectContaining({ id: created.json.id, name: 'Aaa lijst', version: 1, criteriaCount: 2, moduleCount: 0 })]);
    const read = (await call(app, 'GET', `/api/templates/${created.json.id}`, w.admin)).json;
    expect(read.content.scale.map((s: { label: string }) => s.label)).toEqual(['onvoldoende', 'matig', 'voldoende', 'goed']);

    const noCriteria = await call(app, 'POST', '/api/templates', w.coordinator, { ...template(), criteria: [] });
    expect(noCriteria).toEqual({ status: 400, json: { title: 'Voeg minstens één criterium toe.' } });
    const badWeight = await call(app, 'POST', '/api/templates', w.coordinator, { ...template(), criteria: [{ ...template().criteria[0], weight: 11 }] });
    expect(badWeight.json.title).toBe('Het gewicht is een heel getal van 1 tot en met 10.');
    const script = await call(app, 'POST', '/api/templates', w.coordinator, { ...template(), name: '<script>x</script>' });
    expect(script.json.title).toBe('De naam van het sjabloon mag geen HTML-code of script bevatten.');
    const scale = await call(app, 'POST', '/api/templates', w.coordinator, { ...template(), scale: DEFAULT_SCALE.slice(0, 3) });
    expect(scale.json.title).toBe('De schaal heeft vier punten: 1, 2, 3 en 4.');
  });

  it('keeps each criterion’s sentence for the candidate per language, trimmed and without empty ones, through every version', async () => {
    const base = template('Zinnen voor de reflectie');
    const [safe, load] = base.criteria;
    const body = {
      ...base,
      criteria: [{ ...safe, selfCheck: { nl: ' Ik rijd veilig. ', en: 'I drive safely.', ar: 'أقود بأمان.', pl: '  ' } }, load],
    };
    const created = await call(app, 'POST', '/api/templates', w.coordinator, body);
    expect(created.status).toBe(201);
    const read = (await call(app, 'GET', `/api/templates/${created.json.id}`, w.coordinator)).json;
    expect(read.content.criteria[0].selfCheck).toEqual({ nl: 'Ik rijd veilig.', en: 'I drive safely.', ar: 'أقود بأمان.' });
    expect(read.content.criteria[1]).not.toHaveProperty('selfCheck');

    const changed = { ...read.content, criteria: [read.content.criteria[0], { ...read.content.criteria[1], selfCheck: { nl: 'Ik zet de pallet recht neer.', tr: 'Paleti düz koyarım.' } }] };
    expect((await call(app, 'PUT', `/api/templates/${created.json.id}`, w.coordinator, { ...changed, baseVersion: 1 })).json.version).toBe(2);
    const again = (await call(app, 'GET', `/api/templates/${created.json.id}`, w.coordinator)).json;
    expect(again.content.criteria.map((c: { selfCheck?: unknown }) => c.selfCheck)).toEqual([
      { nl: 'Ik rijd veilig.', en: 'I drive safely.', ar: 'أقود بأمان.' },
      { nl: 'Ik zet de pallet recht neer.', tr: 'Paleti düz koyarım.' },
    ]);

    const withHtml = { ...base, criteria: [{ ...safe, selfCheck: { nl: 'Ik <b>rijd</b> veilig.' } }] };
    expect((await call(app, 'POST', '/api/templates', w.coordinator, withHtml)).json).toEqual({ title: 'De zin voor de reflectie mag geen HTML-code of script bevatten.' });
    const tooLong = { ...base, criteria: [{ ...safe, selfCheck: { uk: 'я'.repeat(201) } }] };
    expect((await call(app, 'POST', '/api/templates', w.coordinator, tooLong)).json).toEqual({ title: 'De zin voor de reflectie mag hoogstens 200 tekens lang zijn.' });
  });

  it('attaching makes a module version; saving the template moves the module on and a pinned version keeps the old one', async () => {
    const t = (await call(app, 'POST', '/api/templates', w.coordinator, template('Magazijn praktijk'))).json;
    const id = await newModule(sampleModule('', { title: 'Met sjabloon' }));
    expect((await call(app, 'PUT', `/api/modules/${id}/template`, w.coordinator, { templateId: t.id })).json).toEqual({ id, version: 2 });
    const attached = (await call(app, 'GET', `/api/modules/${id}/edit`, w.coordinator)).json;
    expect(attached.template).toEqual({ id: t.id, name: 'Magazijn praktijk', version: 1, current: true });
    expect(attached.history[0].note).toBe('Sjabloon ‘Magazijn praktijk’ gekoppeld');
    await createTestVia(app, w.coordinator, warehouse.id, [id], []); // pins module version 2 (template version 1)

    const renamed = { ...template('Magazijn praktijk'), scale: DEFAULT_SCALE.map((s) => (s.value === 4 ? { ...s, label: 'uitstekend' } : s)) };
    const saved = await call(app, 'PUT', `/api/templates/${t.id}`, w.admin, { ...renamed, baseVersion: 1 });
    expect(saved).toEqual({ status: 200, json: { id: t.id, version: 2, modulesUpdated: 1 } });
    const moved = (await call(app, 'GET', `/api/modules/${id}/edit`, w.coordinator)).json;
    expect(moved.version).toBe(3);
    expect(moved.template).toMatchObject({ version: 2, current: true });
    expect(moved.history.find((h: { version: number }) => h.version === 2)).toMatchObject({ inUse: true });

    const stale = await call(app, 'PUT', `/api/templates/${t.id}`, w.admin, { ...renamed, baseVersion: 1 });
    expect(stale.status).toBe(409);
    expect((await call(app, 'GET', `/api/templates/${t.id}`, w.admin)).json.modules).toEqual([{ id, title: 'Met sjabloon' }]);

    expect((await call(app, 'PUT', `/api/modules/${id}/template`, w.coordinator, { templateId: null })).json.version).toBe(4);
    expect((await call(app, 'GET', `/api/modules/${id}/edit`, w.coordinator)).json.template).toBeNull();
    expect((await call(app, 'PUT', `/api/modules/${id}/template`, w.coordinator, { templateId: crypto.randomUUID() })).json).toEqual({
      title: 'Dit sjabloon bestaat niet.',
    });
  });
});
