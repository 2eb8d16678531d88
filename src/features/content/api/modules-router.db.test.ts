/**
 * `/api/modules` in-process on a fresh database (docs/api.md "Modules"): the staff list with its
 * filters, search, sorting and paging; reading one module in one language; who may call what; and that a
 * teacher never receives correct answers or guidance. Content comes from features/content/api/fixtures.ts.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend } from '#src/backend/app';
import type { DbHandle } from '#src/server/db/client';
import { modules } from '#src/server/db/schema';
import { manyQuestionsModule, sampleModule } from './fixtures';
import { call, openTestDb } from '#src/server/testing/api';
import { mailboxWorld } from '#src/features/mailbox/api/fixtures';
import { createModule, createProfession, createTestVia } from '#src/features/profession-test/api/fixtures';

let handle: DbHandle;
let app: ReturnType<typeof createBackend>;
let w: Awaited<ReturnType<typeof mailboxWorld>>;
let warehouse: { id: string; name: string };
/** Module ids: safety and maths (warehouse, in use), icons (no English, no profession), odd (title with % and _). */
let m: { safety: string; maths: string; icons: string; odd: string };

/** Names of the items of a list answer, in order. */
const titles = (json: { items: { title: string }[] }) => json.items.map((i) => i.title);

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: { send: async () => {} } });
  w = await mailboxWorld(handle);
  warehouse = await createProfession(handle, 'Magazijnmedewerker');
  m = {
    safety: (await createModule(handle, sampleModule('a-', { title: 'Veiligheid' }), warehouse.id)).moduleId,
    maths: (await createModule(handle, sampleModule('b-', { title: 'Rekenen' }), warehouse.id)).moduleId,
    icons: (await createModule(handle, sampleModule('d-', { title: 'Middelen en pictogrammen', dropEnglishFrom: 'd-tf' }))).moduleId,
    odd: (await createModule(handle, sampleModule('e-', { title: '100%_zeker' }))).moduleId,
  };
  await createTestVia(app, w.coordinator, warehouse.id, [m.safety, m.maths], []);
});
afterAll(async () => {
  await handle?.close();
});

describe('GET /api/modules', () => {
  it('lists every module by title with profession, version, languages, questions and use', async () => {
    const res = await call(app, 'GET', '/api/modules', w.coordinator);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(titles(res.json)).toEqual(['100%_zeker', 'Middelen en pictogrammen', 'Rekenen', 'Veiligheid']);
    const safety = res.json.items.find((i: { id: string }) => i.id === m.safety);
    expect(safety).toEqual({
      id: m.safety,
      title: 'Veiligheid',
      profession: { id: warehouse.id, name: 'Magazijnmedewerker' },
      version: 1,
      languages: ['nl', 'en', 'ar'],
      questionCount: 5,
      inUse: true,
    });
    const icons = res.json.items.find((i: { id: string }) => i.id === m.icons);
    expect(icons).toMatchObject({ profession: null, languages: ['nl', 'ar'], inUse: false });
  });

  it('searches the title case-insensitively and literally', async () => {
    expect(titles((await call(app, 'GET', '/api/modules?q=PICTOGRAM', w.admin)).json)).toEqual(['Middelen en pictogrammen']);
    expect(titles((await call(app, 'GET', `/api/modules?q=${encodeURIComponent('%_')}`, w.admin)).json)).toEqual(['100%_zeker']);
    expect(titles((await call(app, 'GET', '/api/modules?q=_', w.admin)).json)).toEqual(['100%_zeker']);
    const none = await call(app, 'GET', '/api/modules?q=bestaatniet', w.admin);
    expect(none.json).toMatchObject({ items: [], total: 0 });
  });

  it('filters on profession, complete language and use', async () => {
    expect(titles((await call(app, 'GET', `/api/modules?professionId=${warehouse.id}`, w.coordinator)).json)).toEqual(['Rekenen', 'Veiligheid']);
    const english = await call(app, 'GET', '/api/modules?language=en', w.coordinator);
    expect(titles(english.json)).not.toContain('Middelen en pictogrammen');
    expect(english.json.total).toBe(3);
    expect(titles((await call(app, 'GET', '/api/modules?inUse=1', w.coordinator)).json)).toEqual(['Rekenen', 'Veiligheid']);
    expect(titles((await call(app, 'GET', '/api/modules?inUse=0&language=ar', w.coordinator)).json)).toEqual(['100%_zeker', 'Middelen en pictogrammen']);
  });

  it('sorts by last change when asked', async () => {
    await handle.db.update(modules).set({ updatedAt: sql`now() + interval '1 day'` }).where(eq(modules.id, m.maths));
    const res = await call(app, 'GET', '/api/modules?sort=updated', w.coordinator);
    expect(titles(res.json)[0]).toBe('Rekenen');
  });

  it('pages by 20', async () => {
    // 18 modules of this test's own on top of the 4 of beforeAll, removed again so the other tests see only those 4.
    const extra: string[] = [];
    try {
      for (let i = 1; i <= 18; i += 1) {
        extra.push((await createModule(handle, { ...manyQuestionsModule(1, `p${i}-`), title: { nl: `Zz extra ${String(i).padStart(2, '0')}` } })).moduleId);
      }
      const first = await call(app, 'GET', '/api/modules', w.coordinator);
      expect(first.json).toMatchObject({ total: 22, page: 1, pageSize: 20 });
      expect(first.json.items).toHaveLength(20);
      const second = await call(app, 'GET', '/api/modules?page=2', w.coordinator);
      expect(titles(second.json)).toEqual(['Zz extra 17', 'Zz extra 18']);
    } finally {
      if (extra.length > 0) await handle.db.delete(modules).where(inArray(modules.id, extra));
    }
  });

  it('refuses bad filters with a Dutch title', async () => {
    for (const query of ['language=xx', 'inUse=ja', 'sort=random', 'professionId=abc', 'page=0']) {
      const res = await call(app, 'GET', `/api/modules?${query}`, w.coordinator);
      expect(res.status, query).toBe(400);
      expect(res.json.title).toMatch(/\S/);
    }
  });

  it('is for staff and teachers (who read every module on /docent/module/{id}), nobody else', async () => {
    const staff = await call(app, 'GET', '/api/modules?q=Veiligheid', w.coordinator);
    const teacher = await call(app, 'GET', '/api/modules?q=Veiligheid', w.teacher);
    expect(teacher.status).toBe(200);
    expect(staff.json.total).toBeGreaterThan(0);
    expect(teacher.json).toEqual(staff.json);
    for (const user of [w.candidate, w.contactPerson]) {
      expect((await call(app, 'GET', '/api/modules', user)).status).toBe(401);
    }
    expect((await call(app, 'GET', '/api/modules')).status).toBe(401);
  });
});

describe('GET /api/modules/{id}', () => {
  it('gives staff the module in a language with correct answers and guidance', async () => {
    const res = await call(app, 'GET', `/api/modules/${m.safety}?lang=ar`, w.coordinator);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: m.safety, title: 'AR Veiligheid', version: 1, languages: ['nl', 'en', 'ar'], language: 'ar', dir: 'rtl' });
    expect(res.json.parts.map((p: { id: string }) => p.id)).toEqual(['a-intro', 'a-picture', 'a-single', 'a-multiple', 'a-tf', 'a-open', 'a-single2']);
    expect(res.json.parts[0]).toEqual({ id: 'a-intro', type: 'text', html: '<p data-block="0">AR Lees elke vraag goed.</p>', text: 'AR Lees elke vraag goed.' });
    expect(res.json.parts[1]).toMatchObject({ type: 'image', image: { alt: 'AR Een magazijn met stellingen' }, caption: 'AR Het magazijn' });
    expect(res.json.parts[2]).toMatchObject({ kind: 'single', correct: 'b', options: [{ id: 'a', text: 'AR Het rode bord' }, {}, {}] });
    expect(res.json.parts[5]).toMatchObject({ kind: 'open', guidance: 'Melden bij de leidinggevende en het gebied afzetten.' });
  });

  it('reads Dutch by default, left to right', async () => {
    const res = await call(app, 'GET', `/api/modules/${m.safety}`, w.admin);
    expect(res.json).toMatchObject({ title: 'Veiligheid', language: 'nl', dir: 'ltr' });
  });

  it('never gives a teacher correct answers or guidance', async () => {
    for (const lang of ['nl', 'en', 'ar']) {
      const res = await call(app, 'GET', `/api/modules/${m.safety}?lang=${lang}`, w.teacher);
      expect(res.status).toBe(200);
      expect(res.json.parts.find((p: { kind?: string }) => p.kind === 'multiple').options).toHaveLength(3);
      const text = JSON.stringify(res.json);
      expect(text).not.toContain('"correct"');
      expect(text).not.toContain('"guidance"');
      expect(text).not.toContain('Melden bij de leidinggevende');
    }
  });

  it('refuses a language the module is not complete in with 400', async () => {
    const res = await call(app, 'GET', `/api/modules/${m.icons}?lang=en`, w.teacher);
    expect(res.status).toBe(400);
    expect(res.json.title).toBe('Deze module is niet compleet in het Engels. Kies een andere taal.');
    expect((await call(app, 'GET', `/api/modules/${m.icons}?lang=pl`, w.coordinator)).status).toBe(400);
    expect((await call(app, 'GET', `/api/modules/${m.icons}?lang=xx`, w.coordinator)).status).toBe(400);
  });

  it('answers 404 for an unknown id or one that is not a UUID', async () => {
    expect((await call(app, 'GET', '/api/modules/00000000-0000-4000-8000-000000000000', w.teacher)).status).toBe(404);
    expect((await call(app, 'GET', '/api/modules/niet-een-id', w.coordinator)).status).toBe(404);
  });

  it('is not for candidates or contact persons', async () => {
    expect((await call(app, 'GET', `/api/modules/${m.safety}`, w.candidate)).status).toBe(401);
    expect((await call(app, 'GET', `/api/modules/${m.safety}`, w.contactPerson)).status).toBe(401);
    expect((await call(app, 'GET', `/api/modules/${m.safety}`)).status).toBe(401);
  });
});
