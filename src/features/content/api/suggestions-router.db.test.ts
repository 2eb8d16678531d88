/**
 * `/api/suggestions` and `GET /api/modules/{id}/suggestions` in-process on a fresh database
 * (docs/api.md "Suggestions"): every role on every call, a teacher reading a part without correct answers,
 * submit → list → accept (a new version with the text, older versions and the tests pinned to them untouched),
 * reject with a reason, deciding twice, a part removed in a newer version, HTML refused, and the teacher's
 * notification either way.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModuleContent } from '#src/features/content/model';
import { createBackend } from '#src/backend/app';
import type { DbHandle } from '#src/server/db/client';
import { moduleSuggestions, moduleVersions, notifications } from '#src/server/db/schema';
import { sampleModule, tri } from './fixtures';
import { addModuleVersion, lockModule } from './module-versions';
import { NOTIFICATION_TYPE } from '#src/features/mailbox/api/notifications';
import { call, openTestDb, type TestUser } from '#src/server/testing/api';
import { mailboxWorld } from '#src/features/mailbox/api/fixtures';
import { createModule, createProfession, createTestVia } from '#src/features/profession-test/api/fixtures';

let handle: DbHandle;
let app: ReturnType<typeof createBackend>;
let w: Awaited<ReturnType<typeof mailboxWorld>>;
/** 'Veiligheid' (parts a-…, never changed by a test, so always at version 1) and 'Rekenen' (parts b-…). */
let safety: string;
let maths: string;
let warehouseId: string;

/** sampleModule plus a practical part at the end. */
function withPractical(prefix: string, title: string): ModuleContent {
  const content = sampleModule(prefix, { title });
  return { ...content, parts: [...content.parts, { id: `${prefix}practical`, type: 'practical', instructions: tri('Pak een doos in.') }] };
}

/**
 * A warehouse module of one test's own (withPractical), so that test does not depend on what others did.
 * Parts are found by id across modules, so every test uses a `prefix` of its own.
 */
async function ownModule(prefix: string, title = 'Veiligheid'): Promise<string> {
  return (await createModule(handle, withPractical(prefix, title), warehouseId)).moduleId;
}

/** Submits a suggestion as `user` (default the teacher). */
const suggest = (body: Record<string, unknown>, user: TestUser = w.teacher) => call(app, 'POST', '/api/suggestions', user, body);

/** The content of version `version` of module `moduleId`. */
async function contentOf(moduleId: string, version: number): Promise<ModuleContent> {
  const [row] = await handle.db
    .select({ content: moduleVersions.content })
    .from(moduleVersions)
    .where(and(eq(moduleVersions.moduleId, moduleId), eq(moduleVersions.version, version)));
  if (!row) throw new Error(`versie ${version} bestaat niet`);
  return row.content;
}

/** The teacher's suggestion notifications about module `moduleId`, oldest first. */
async function teacherNotifications(moduleId: string) {
  const rows = await handle.db.select().from(notifications).where(and(eq(notifications.userId, w.teacher.id), eq(notifications.relatedId, moduleId)));
  return rows.filter((n) => n.type === NOTIFICATION_TYPE.suggestionDecided).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: { send: async () => {} } });
  w = await mailboxWorld(handle);
  warehouseId = (await createProfession(handle, 'Magazijnmedewerker')).id;
  safety = await ownModule('a-', 'Veiligheid');
  maths = await ownModule('b-', 'Rekenen');
});
afterAll(async () => {
  await handle?.close();
});

describe('who may call what', () => {
  it('lets teachers and staff read a part, and nobody else', async () => {
    for (const user of [w.teacher, w.otherTeacher, w.coordinator, w.admin]) {
      expect((await call(app, 'GET', '/api/suggestions/part/a-intro', user)).status, user.role).toBe(200);
    }
    for (const user of [w.candidate, w.contactPerson, w.formerCoordinator, undefined]) {
      const res = await call(app, 'GET', '/api/suggestions/part/a-single', user);
      expect(res.status, user?.role ?? 'signed out').toBe(401);
      expect(JSON.stringify(res.json)).not.toContain('correct');
    }
  });

  it('lets only teachers suggest', async () => {
    // A module of its own: other tests leave suggestions on 'Rekenen'.
    const moduleId = await ownModule('c-', 'Rekenen');
    const body = { partId: 'c-intro', language: 'en', text: 'EN Lees elke vraag twee keer.' };
    for (const user of [w.coordinator, w.admin, w.candidate, w.contactPerson, w.formerCoordinator]) {
      expect((await suggest(body, user)).status, user.role).toBe(401);
    }
    expect((await call(app, 'POST', '/api/suggestions', undefined, body)).status).toBe(401);
    const rows = await handle.db.select().from(moduleSuggestions).where(eq(moduleSuggestions.moduleId, moduleId));
    expect(rows).toEqual([]);
  });

  it('lets only staff list, accept and reject', async () => {
    const created = await suggest({ partId: 'b-intro', language: 'en', text: 'EN Lees rustig.' });
    expect(created.status).toBe(201);
    const id = created.json.id as string;
    for (const user of [w.teacher, w.candidate, w.contactPerson, w.formerCoordinator, undefined]) {
      const who = user?.role ?? 'signed out';
      expect((await call(app, 'GET', `/api/modules/${maths}/suggestions`, user)).status, who).toBe(401);
      expect((await call(app, 'POST', `/api/suggestions/${id}/accept`, user)).status, who).toBe(401);
      expect((await call(app, 'POST', `/api/suggestions/${id}/reject`, user, { reason: 'Nee.' })).status, who).toBe(401);
    }
    for (const user of [w.coordinator, w.admin]) {
      expect((await call(app, 'GET', `/api/modules/${maths}/suggestions`, user)).status, user.role).toBe(200);
    }
    expect((await call(app, 'POST', `/api/suggestions/${id}/reject`, w.admin, { reason: 'Niet nodig.' })).status).toBe(200);
    const again = await suggest({ partId: 'b-intro', language: 'en', text: 'EN Lees heel rustig.' });
    expect((await call(app, 'POST', `/api/suggestions/${again.json.id}/accept`, w.admin)).status).toBe(200);
  });

  it('answers 404 for unknown ids', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(app, 'GET', '/api/suggestions/part/bestaat-niet', w.teacher)).status).toBe(404);
    expect((await call(app, 'GET', `/api/suggestions/part/${encodeURIComponent('a-intro" or 1=1')}`, w.teacher)).status).toBe(404);
    expect((await suggest({ partId: 'bestaat-niet', language: 'nl', text: 'Iets' })).status).toBe(404);
    expect((await call(app, 'GET', `/api/modules/${unknown}/suggestions`, w.coordinator)).status).toBe(404);
    expect((await call(app, 'GET', '/api/modules/abc/suggestions', w.coordinator)).status).toBe(404);
    expect((await call(app, 'POST', `/api/suggestions/${unknown}/accept`, w.coordinator)).status).toBe(404);
    expect((await call(app, 'POST', '/api/suggestions/abc/accept', w.coordinator)).status).toBe(404);
    expect((await call(app, 'POST', `/api/suggestions/${unknown}/reject`, w.coordinator, { reason: 'Nee.' })).status).toBe(404);
  });
});

describe('GET /api/suggestions/part/{partId}', () => {
  it('gives the part in a language with the text the suggestion replaces', async () => {
    const res = await call(app, 'GET', '/api/suggestions/part/a-intro?lang=en', w.teacher);
    expect(res.json).toMatchObject({
      moduleId: safety,
      moduleTitle: 'Veiligheid',
      version: 1,
      languages: ['nl', 'en', 'ar'],
      language: 'en',
      dir: 'ltr',
      partId: 'a-intro',
      partLabel: 'Onderdeel 1 (tekst)',
      field: 'text',
      current: 'EN Lees elke vraag goed.',
      part: { id: 'a-intro', type: 'text' },
    });
    const arabic = await call(app, 'GET', '/api/suggestions/part/a-picture?lang=ar', w.teacher);
    expect(arabic.json).toMatchObject({ dir: 'rtl', field: 'alt', current: 'AR Een magazijn met stellingen', partLabel: 'Onderdeel 2 (afbeelding)' });
    const practical = await call(app, 'GET', '/api/suggestions/part/a-practical', w.teacher);
    expect(practical.json).toMatchObject({ language: 'nl', field: 'instructions', current: 'Pak een doos in.', partLabel: 'Onderdeel 8 (praktijkopdracht)' });
  });

  it('says there is no text yet in a language the part lacks', async () => {
    const res = await call(app, 'GET', '/api/suggestions/part/a-tf?lang=pl', w.teacher);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ language: 'pl', field: 'prompt', current: null, part: { prompt: 'Je tilt met een rechte rug.' } });
  });

  it('never sends correct answers or guidance', async () => {
    for (const partId of ['a-single', 'a-multiple', 'a-tf', 'a-open']) {
      const res = await call(app, 'GET', `/api/suggestions/part/${partId}`, w.teacher);
      expect(res.status).toBe(200);
      expect(res.json.field).toBe('prompt');
      expect(res.json.part).not.toHaveProperty('correct');
      expect(res.json.part).not.toHaveProperty('guidance');
      expect(JSON.stringify(res.json)).not.toContain('Melden bij de leidinggevende');
    }
  });

  it('refuses an unknown language', async () => {
    const res = await call(app, 'GET', '/api/suggestions/part/a-intro?lang=xx', w.teacher);
    expect(res.status).toBe(400);
    expect(res.json.title).toMatch(/taal/);
  });
});

describe('suggest, list and accept', () => {
  it('stores and lists suggestions, accepts them into new versions the pinned test does not see, tells the teacher and refuses to decide twice', async () => {
    // One scenario on a module of its own ('Veiligheid', parts s-…, pinned by a test assigned to the candidate):
    // each step acts on what the steps before it made.
    const moduleId = await ownModule('s-');
    const testId = await createTestVia(app, w.coordinator, warehouseId, [moduleId], [w.candidate]);

    // 1. Stores a suggestion and lists it for staff, oldest first.
    const res = await suggest({ partId: 's-intro', language: 'en', text: '  EN Lees elke vraag **twee** keer.  ', comment: 'Duidelijker.' });
    expect(res.status).toBe(201);
    const id = res.json.id as string;
    const second = await call(app, 'POST', '/api/suggestions', w.otherTeacher, { partId: 's-single', language: 'nl', text: 'Welk bord wijst de nooduitgang aan?' });
    expect(second.status).toBe(201);
    const list = await call(app, 'GET', `/api/modules/${moduleId}/suggestions`, w.coordinator);
    expect(list.status).toBe(200);
    expect(list.json).toHaveLength(2);
    expect(list.json[0]).toEqual({
      id,
      partId: 's-intro',
      partLabel: 'Onderdeel 1 (tekst)',
      partExists: true,
      field: 'text',
      language: 'en',
      languageName: 'Engels',
      text: 'EN Lees elke vraag **twee** keer.',
      current: 'EN Lees elke vraag goed.',
      comment: 'Duidelijker.',
      teacher: { id: w.teacher.id, name: w.teacher.name },
      basedOnVersion: 1,
      createdAt: expect.any(String),
    });
    expect(list.json[1]).toMatchObject({ partLabel: 'Onderdeel 3 (vraag)', field: 'prompt', comment: '', teacher: { id: w.otherTeacher.id } });
    expect(JSON.stringify(list.json)).not.toContain('"correct"');

    // 2. Gives the same id when the same suggestion is sent again.
    const resent = await suggest({ partId: 's-intro', language: 'en', text: 'EN Lees elke vraag **twee** keer.', comment: 'Nog een keer.' });
    expect(resent.status).toBe(201);
    expect(resent.json.id).toBe(id);
    expect((await call(app, 'GET', `/api/modules/${moduleId}/suggestions`, w.coordinator)).json).toHaveLength(2);

    // 3. Accepting makes version 2 with the text in that language and leaves version 1 alone.
    const accepted = await call(app, 'POST', `/api/suggestions/${id}/accept`, w.coordinator);
    expect(accepted.status).toBe(200);
    expect(accepted.json).toEqual({ moduleId, version: 2 });

    const v2 = await contentOf(moduleId, 2);
    const intro2 = v2.parts[0];
    expect(intro2?.type === 'text' && intro2.text).toEqual({ nl: 'Lees elke vraag goed.', en: 'EN Lees elke vraag **twee** keer.', ar: 'AR Lees elke vraag goed.' });
    const v1 = await contentOf(moduleId, 1);
    const intro1 = v1.parts[0];
    expect(intro1?.type === 'text' && intro1.text.en).toBe('EN Lees elke vraag goed.');
    expect(v2.parts.slice(1)).toEqual(v1.parts.slice(1));

    const [version] = await handle.db
      .select()
      .from(moduleVersions)
      .where(and(eq(moduleVersions.moduleId, moduleId), eq(moduleVersions.version, 2)));
    expect(version?.note).toMatch(/^Suggestie van Émile Docent overgenomen/);
    expect(version?.createdBy).toBe(w.coordinator.id);

    const [stored] = await handle.db.select().from(moduleSuggestions).where(eq(moduleSuggestions.id, id));
    expect(stored).toMatchObject({ status: 'accepted', decidedBy: w.coordinator.id, resultVersionId: version?.id, reason: null });

    const reading = await call(app, 'GET', '/api/suggestions/part/s-intro?lang=en', w.teacher);
    expect(reading.json).toMatchObject({ version: 2, current: 'EN Lees elke vraag **twee** keer.' });

    // 4. Leaves the test pinned to version 1 reading the old text.
    const [dutch] = (await call(app, 'GET', `/api/modules/${moduleId}/suggestions`, w.admin)).json;
    expect(dutch).toMatchObject({ partId: 's-single', language: 'nl', basedOnVersion: 1 });
    expect((await call(app, 'POST', `/api/suggestions/${dutch.id}/accept`, w.admin)).json).toEqual({ moduleId, version: 3 });
    const v3 = await contentOf(moduleId, 3);
    expect(JSON.stringify(v3)).toContain('Welk bord wijst de nooduitgang aan?');
    expect(JSON.stringify(v3)).toContain('EN Lees elke vraag **twee** keer.');

    const detail = await call(app, 'GET', `/api/test/${testId}`, w.coordinator);
    expect(detail.json.modules[0]).toMatchObject({ moduleId, version: 1 });
    const started = await call(app, 'POST', `/api/test/${testId}/start`, w.candidate, { language: 'nl' });
    expect(started.status).toBe(200);
    const module = await call(app, 'GET', `/api/test/attempt/${started.json.attemptId}/module/1`, w.candidate);
    expect(module.status).toBe(200);
    expect(JSON.stringify(module.json)).toContain('Welk bord betekent nooduitgang?');
    expect(JSON.stringify(module.json)).not.toContain('wijst de nooduitgang');

    // 5. Tells the teacher, and lists it no more.
    const [notification] = await teacherNotifications(moduleId);
    expect(notification).toMatchObject({ message: 'Je suggestie voor ‘Veiligheid’ is overgenomen.', relatedId: moduleId, readAt: null });
    const header = await call(app, 'GET', '/api/user/headerinfo', w.teacher);
    expect(header.json.notifications).toContainEqual(
      expect.objectContaining({ type: NOTIFICATION_TYPE.suggestionDecided, message: 'Je suggestie voor ‘Veiligheid’ is overgenomen.', relatedId: moduleId }),
    );
    const after = await call(app, 'GET', `/api/modules/${moduleId}/suggestions`, w.coordinator);
    expect(after.json.map((s: { id: string }) => s.id)).not.toContain(id);

    // 6. Refuses to decide twice with 409.
    const acceptAgain = await call(app, 'POST', `/api/suggestions/${id}/accept`, w.admin);
    expect(acceptAgain.status).toBe(409);
    expect(acceptAgain.json.title).toMatch(/al beslist/);
    expect((await call(app, 'POST', `/api/suggestions/${id}/reject`, w.admin, { reason: 'Toch niet.' })).status).toBe(409);
    expect(await handle.db.select().from(moduleVersions).where(eq(moduleVersions.moduleId, moduleId))).toHaveLength(3);
    expect(await teacherNotifications(moduleId)).toHaveLength(1);
  });

  it('accepts alt text of an image and instructions of a practical part', async () => {
    // A module of its own at version 1, so the two accepts make versions 2 and 3.
    const moduleId = await ownModule('p-');
    const alt = await suggest({ partId: 'p-picture', language: 'pl', text: 'Magazyn z regałami' });
    const practical = await suggest({ partId: 'p-practical', language: 'nl', text: 'Pak een doos in en plak hem dicht.' });
    expect((await call(app, 'POST', `/api/suggestions/${alt.json.id}/accept`, w.coordinator)).json).toEqual({ moduleId, version: 2 });
    expect((await call(app, 'POST', `/api/suggestions/${practical.json.id}/accept`, w.coordinator)).json).toEqual({ moduleId, version: 3 });
    const v3 = await contentOf(moduleId, 3);
    const picture = v3.parts.find((p) => p.id === 'p-picture');
    expect(picture?.type === 'image' && picture.image.alt.pl).toBe('Magazyn z regałami');
    const task = v3.parts.find((p) => p.id === 'p-practical');
    expect(task?.type === 'practical' && task.instructions.nl).toBe('Pak een doos in en plak hem dicht.');
  });
});

describe('two teachers with the same text', () => {
  it('the second accept adds no version and still tells its teacher', async () => {
    const text = 'Je tilt altijd met een rechte rug en gebogen knieën.';
    const first = await call(app, 'POST', '/api/suggestions', w.otherTeacher, { partId: 'b-tf', language: 'nl', text });
    const second = await suggest({ partId: 'b-tf', language: 'nl', text });
    expect(second.json.id).not.toBe(first.json.id);
    const accepted = await call(app, 'POST', `/api/suggestions/${first.json.id}/accept`, w.coordinator);
    expect(accepted.status).toBe(200);
    const again = await call(app, 'POST', `/api/suggestions/${second.json.id}/accept`, w.coordinator);
    expect(again.json).toEqual(accepted.json);
    const [stored] = await handle.db.select().from(moduleSuggestions).where(eq(moduleSuggestions.id, second.json.id));
    expect(stored?.status).toBe('accepted');
    expect((await teacherNotifications(maths)).at(-1)?.message).toBe('Je suggestie voor ‘Rekenen’ is overgenomen.');
  });
});

describe('reject', () => {
  it('needs a reason', async () => {
    const created = await suggest({ partId: 'a-tf', language: 'nl', text: 'Je tilt altijd met een rechte rug.' });
    expect(created.status).toBe(201);
    const id = created.json.id as string;
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(1001) }]) {
      const res = await call(app, 'POST', `/api/suggestions/${id}/reject`, w.coordinator, body);
      expect(res.status).toBe(400);
      expect(res.json.title).toMatch(/reden/i);
    }
    expect((await call(app, 'POST', `/api/suggestions/${id}/reject`, w.coordinator, 'geen json')).status).toBe(400);
    const [stored] = await handle.db.select().from(moduleSuggestions).where(eq(moduleSuggestions.id, id));
    expect(stored?.status).toBe('open');
  });

  it('rejects with the reason, makes no version and tells the teacher', async () => {
    // An open suggestion of its own on a module of its own ('Veiligheid', parts r-…).
    const moduleId = await ownModule('r-');
    expect((await suggest({ partId: 'r-tf', language: 'nl', text: 'Je tilt altijd met een rechte rug.' })).status).toBe(201);
    const before = await handle.db.select().from(moduleVersions).where(eq(moduleVersions.moduleId, moduleId));
    const [open] = (await call(app, 'GET', `/api/modules/${moduleId}/suggestions`, w.coordinator)).json.filter((s: { partId: string }) => s.partId === 'r-tf');
    const res = await call(app, 'POST', `/api/suggestions/${open.id}/reject`, w.coordinator, { reason: '  Dit staat al in de uitleg.  ' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: open.id });
    const [stored] = await handle.db.select().from(moduleSuggestions).where(eq(moduleSuggestions.id, open.id));
    expect(stored).toMatchObject({ status: 'rejected', reason: 'Dit staat al in de uitleg.', decidedBy: w.coordinator.id, resultVersionId: null });
    expect(await handle.db.select().from(moduleVersions).where(eq(moduleVersions.moduleId, moduleId))).toHaveLength(before.length);
    const last = (await teacherNotifications(moduleId)).at(-1);
    expect(last).toMatchObject({ message: 'Je suggestie voor ‘Veiligheid’ is afgewezen: Dit staat al in de uitleg.', relatedId: moduleId });
    expect((await call(app, 'POST', `/api/suggestions/${open.id}/reject`, w.admin, { reason: 'Nogmaals.' })).status).toBe(409);
    expect((await call(app, 'POST', `/api/suggestions/${open.id}/accept`, w.admin)).status).toBe(409);
  });
});

describe('staff are told what waits', () => {
  /** `user`'s unread notifications about module `moduleId` as `GET /api/notification` answers them. */
  const waiting = async (user: TestUser, moduleId: string) =>
    ((await call(app, 'GET', '/api/notification', user)).json as { type: number; relatedId: string; message: string; href: string }[]).filter(
      (n) => n.relatedId === moduleId && n.type === NOTIFICATION_TYPE.suggestionWaiting,
    );

  it('notifies every active coordinator and admin once per new suggestion, linking to the module’s suggestions', async () => {
    const moduleId = await ownModule('n-', 'Orderpicken');
    const body = { partId: 'n-tf', language: 'en', text: 'EN You lift with a straight back, always.' };
    expect((await suggest(body)).status).toBe(201);
    // The same open suggestion sent again (a reloaded form) is no new suggestion.
    expect((await suggest(body)).status).toBe(201);

    for (const staff of [w.coordinator, w.admin]) {
      expect(await waiting(staff, moduleId), staff.role).toEqual([
        expect.objectContaining({
          message: 'Nieuwe suggestie van Émile Docent voor ‘Orderpicken’: onderdeel 5 (vraag), Engels.',
          href: `/cp/modules/${moduleId}#suggesties`,
        }),
      ]);
    }
    const others = await handle.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.relatedId, moduleId), eq(notifications.type, NOTIFICATION_TYPE.suggestionWaiting)));
    expect(others.map((n) => n.userId).sort()).toEqual([w.coordinator.id, w.admin.id].sort());
  });

  it('marks them read once the module has no open suggestion left', async () => {
    const moduleId = await ownModule('d-', 'Hygiëne');
    const first = await suggest({ partId: 'd-intro', language: 'nl', text: 'Lees elke vraag rustig en goed.' });
    const second = await suggest({ partId: 'd-tf', language: 'nl', text: 'Je tilt altijd met een rechte rug.' }, w.otherTeacher);
    expect(await waiting(w.coordinator, moduleId)).toHaveLength(2);

    expect((await call(app, 'POST', `/api/suggestions/${first.json.id}/accept`, w.admin)).status).toBe(200);
    // One still waits: both staff members keep being told.
    expect(await waiting(w.coordinator, moduleId)).toHaveLength(2);
    expect(await waiting(w.admin, moduleId)).toHaveLength(2);

    expect((await call(app, 'POST', `/api/suggestions/${second.json.id}/reject`, w.coordinator, { reason: 'Staat al in de uitleg.' })).status).toBe(200);
    expect(await waiting(w.coordinator, moduleId)).toEqual([]);
    expect(await waiting(w.admin, moduleId)).toEqual([]);
  });
});

describe('a part removed in a newer version', () => {
  it('is listed as gone, cannot be accepted (409) and can still be rejected', async () => {
    const created = await suggest({ partId: 'b-single2', language: 'nl', text: 'Hoeveel is vier keer drie?' });
    expect(created.status).toBe(201);
    await handle.db.transaction(async (tx) => {
      const current = await lockModule(tx, maths);
      const content = { ...current.content, parts: current.content.parts.filter((p) => p.id !== 'b-single2') };
      await addModuleVersion(tx, { moduleId: maths, content, templateVersionId: null, createdBy: w.coordinator.id });
    });
    const list = await call(app, 'GET', `/api/modules/${maths}/suggestions`, w.coordinator);
    const gone = list.json.find((s: { id: string }) => s.id === created.json.id);
    expect(gone).toMatchObject({ partExists: false, partLabel: 'Verwijderd onderdeel', field: null, current: null });
    const accept = await call(app, 'POST', `/api/suggestions/${created.json.id}/accept`, w.coordinator);
    expect(accept.status).toBe(409);
    expect(accept.json.title).toMatch(/niet meer/);
    const [stored] = await handle.db.select().from(moduleSuggestions).where(eq(moduleSuggestions.id, created.json.id));
    expect(stored?.status).toBe('open');
    expect((await call(app, 'POST', `/api/suggestions/${created.json.id}/reject`, w.coordinator, { reason: 'Vraag is weg.' })).status).toBe(200);
    expect((await call(app, 'GET', '/api/suggestions/part/b-single2', w.teacher)).status).toBe(404);
    expect((await suggest({ partId: 'b-single2', language: 'nl', text: 'Nog een poging.' })).status).toBe(404);
  });
});

describe('refused suggestions', () => {
  async function count() {
    return (await handle.db.select().from(moduleSuggestions)).length;
  }

  it('refuses HTML and script with a Dutch message, and stores nothing', async () => {
    const before = await count();
    const cases = [
      { partId: 'a-single', language: 'nl', text: 'Welk bord? <script>alert(1)</script>' },
      { partId: 'a-intro', language: 'en', text: '<p onclick="x()">Lees</p>' },
      { partId: 'a-picture', language: 'nl', text: 'Magazijn <img src=x onerror=alert(1)>' },
      { partId: 'a-practical', language: 'ar', text: '<script>alert(1)</script>' },
    ];
    for (const body of cases) {
      const res = await suggest(body);
      expect(res.status, body.text).toBe(400);
      expect(res.json.title, body.text).toMatch(/^Onderdeel \d+ \(/);
    }
    expect((await suggest(cases[0] as Record<string, unknown>)).json.title).toMatch(/HTML-code of script/);
    expect(await count()).toBe(before);
  });

  it('refuses text that is empty, unchanged or too long for the field', async () => {
    const before = await count();
    const empty = await suggest({ partId: 'a-intro', language: 'nl', text: '   ' });
    expect(empty).toMatchObject({ status: 400, json: { title: 'Vul je voorstel in.' } });
    const same = await suggest({ partId: 'a-intro', language: 'nl', text: 'Lees elke vraag goed.' });
    expect(same.status).toBe(400);
    expect(same.json.title).toMatch(/gelijk aan de huidige tekst/);
    const long = await suggest({ partId: 'a-single', language: 'en', text: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.json.title).toMatch(/te lang \(hoogstens 2000 tekens\)/);
    const tooLong = await suggest({ partId: 'a-intro', language: 'nl', text: 'x'.repeat(20001) });
    expect(tooLong.status).toBe(400);
    const badLanguage = await suggest({ partId: 'a-intro', language: 'de', text: 'Lies jede Frage.' });
    expect(badLanguage.status).toBe(400);
    expect(badLanguage.json.title).toMatch(/Kies een taal/);
    const longComment = await suggest({ partId: 'a-intro', language: 'nl', text: 'Lees goed.', comment: 'x'.repeat(2001) });
    expect(longComment.json.title).toMatch(/toelichting is te lang/);
    expect((await call(app, 'POST', '/api/suggestions', w.teacher, '{kapot')).status).toBe(400);
    expect(await count()).toBe(before);
  });
});
