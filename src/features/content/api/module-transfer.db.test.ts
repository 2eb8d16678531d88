/**
 * Export and import of a module file through the API, in-process (docs/api.md "Module file"): one file with
 * the module, its template and its images, validated on import, with a clear Dutch error that names what is
 * wrong in a bad file. Uploads go to a throwaway UPLOAD_DIR.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfig } from '#src/config.server';
import type { ModuleContent } from '#src/features/content/model';
import { DEFAULT_SCALE } from '#src/features/content/template';
import { createBackend } from '#src/backend/app';
import type { DbHandle } from '#src/server/db/client';
import { TITLES } from '#src/server/errors';
import { sampleModule } from './fixtures';
import { call, openTestDb } from '#src/server/testing/api';
import { mailboxWorld } from '#src/features/mailbox/api/fixtures';
import { createProfession } from '#src/features/profession-test/api/fixtures';

let handle: DbHandle;
let app: ReturnType<typeof createBackend>;
let w: Awaited<ReturnType<typeof mailboxWorld>>;
let uploadDir: string;
const previousUploadDir = process.env.UPLOAD_DIR;

beforeAll(async () => {
  uploadDir = await mkdtemp(join(tmpdir(), 'uploads-transfer-'));
  process.env.UPLOAD_DIR = uploadDir;
  resetConfig();
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: { send: async () => {} } });
  w = await mailboxWorld(handle);
  await createProfession(handle, 'Schoonmaker');
});
afterAll(async () => {
  await handle?.close();
  if (previousUploadDir === undefined) delete process.env.UPLOAD_DIR;
  else process.env.UPLOAD_DIR = previousUploadDir;
  resetConfig();
  await rm(uploadDir, { recursive: true, force: true });
});

/** Uploads a small PNG as the coordinator; answers the upload record. */
async function uploadPng(): Promise<{ id: string; src: string; width: number; height: number }> {
  // With EXIF (a GPS-like comment), which the export must not carry.
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a7' } })
    .withExif({ IFD0: { ImageDescription: 'GPS 52.37,4.89' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new File([new Uint8Array(png)], 'bord.png', { type: 'image/png' }));
  const res = await app.request('/api/media', { method: 'POST', headers: { Authorization: `Bearer ${w.coordinator.token}` }, body: form });
  expect(res.status).toBe(201);
  return res.json() as Promise<{ id: string; src: string; width: number; height: number }>;
}

/** A module with an uploaded image and a template, made through the API; answers its id. */
async function moduleWithImageAndTemplate(): Promise<string> {
  const upload = await uploadPng();
  const content: ModuleContent = sampleModule('', { title: 'Schoonmaken met chemie' });
  content.parts[1] = { id: 'pic', type: 'image', image: { src: upload.src, upload: upload.id, alt: { nl: 'Een groen bord', en: 'A green sign', ar: 'لافتة خضراء' }, width: 40, height: 30 } };
  const professionId = (await call(app, 'GET', '/api/test/professions', w.coordinator)).json.find((p: { name: string }) => p.name === 'Schoonmaker').id;
  const created = await call(app, 'POST', '/api/modules', w.coordinator, { professionId, content });
  expect(created.status).toBe(201);
  const template = await call(app, 'POST', '/api/templates', w.coordinator, {
    name: 'Schoonmaken praktijk',
    criteria: [{ id: crypto.randomUUID(), name: 'Werkt veilig', description: 'Draagt handschoenen.', weight: 2 }],
    scale: DEFAULT_SCALE,
  });
  await call(app, 'PUT', `/api/modules/${created.json.id}/template`, w.coordinator, { templateId: template.json.id });
  return created.json.id;
}

describe('export', () => {
  it('gives staff one JSON file with content, template and images; others 401', async () => {
    const id = await moduleWithImageAndTemplate();
    const res = await app.request(`/api/modules/${id}/export`, { headers: { Authorization: `Bearer ${w.admin.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="module-schoonmaken-met-chemie.json"');
    const file = await res.json();
    expect(file).toMatchObject({ format: 'kandidaat-platform/module', formatVersion: 1, module: { profession: 'Schoonmaker' }, template: { name: 'Schoonmaken praktijk' } });
    expect(file.images).toHaveLength(1);
    expect(file.images[0]).toMatchObject({ mediaType: 'image/png' });
    const exportedImage = await sharp(Buffer.from(file.images[0].data, 'base64')).metadata();
    expect(exportedImage).toMatchObject({ width: 40, format: 'png' });
    expect(exportedImage.exif).toBeUndefined();
    for (const user of [w.teacher, w.candidate, w.contactPerson]) expect((await call(app, 'GET', `/api/modules/${id}/export`, user)).status).toBe(401);
  });
});

describe('import', () => {
  /** A freshly exported module file, loosely typed so tests can break any part of it. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function exported(): Promise<Record<string, any>> {
    const id = await moduleWithImageAndTemplate();
    return (await call(app, 'GET', `/api/modules/${id}/export`, w.coordinator)).json;
  }

  it('creates a new module with new part ids, its template and its image', async () => {
    const file = await exported();
    const res = await call(app, 'POST', '/api/modules/import', w.coordinator, file);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ version: 1, notes: [] });
    const view = (await call(app, 'GET', `/api/modules/${res.json.id}/edit`, w.coordinator)).json;
    expect(view.content.title.nl).toBe('Schoonmaken met chemie');
    expect(view.template).toMatchObject({ name: 'Schoonmaken praktijk', version: 1 });
    expect(view.history[0].note).toBe('Geïmporteerd');
    const oldIds = (file.module.content.parts as { id: string }[]).map((p) => p.id);
    for (const part of view.content.parts as { id: string }[]) expect(oldIds).not.toContain(part.id);
    const image = view.content.parts[1].image;
    expect(image.src).toBe(`/api/media/${image.upload}`);
    const served = await app.request(`${image.src}?w=320`, { headers: { Authorization: `Bearer ${w.candidate.token}`, Accept: 'image/webp' } });
    expect(served.status).toBe(200);
  });

  it('imports without a profession it does not know, and says so', async () => {
    const file = await exported();
    file.module.profession = 'Astronaut';
    const res = await call(app, 'POST', '/api/modules/import', w.admin, file);
    expect(res.status).toBe(201);
    expect(res.json.notes).toEqual(['Het beroep ‘Astronaut’ bestaat hier niet; de module heeft nu geen beroep.']);
  });

  it('names what is wrong in a bad file and creates nothing', async () => {
    const file = await exported();
    const count = async () => (await call(app, 'GET', '/api/modules?q=Schoonmaken met chemie', w.coordinator)).json.total;
    const before = await count();
    const refuse = async (body: unknown) => (await call(app, 'POST', '/api/modules/import', w.coordinator, body)).json.title;

    expect(await refuse({ hello: 'world' })).toBe('Dit bestand is geen module-export van dit platform: het veld ‘format’ ontbreekt of klopt niet.');
    expect(await refuse({ ...file, formatVersion: 7 })).toBe('Deze module-export heeft formaatversie 7; dit platform leest versie 1.');
    expect(await refuse({ ...file, formatVersion: undefined })).toBe('Het veld ‘formatVersion’ in het bestand ontbreekt of klopt niet.');
    expect(await refuse({ ...file, formatVersion: 'x'.repeat(5000) })).toBe('Het veld ‘formatVersion’ in het bestand ontbreekt of klopt niet.');
    const badPart = structuredClone(file);
    badPart.module.content.parts[2].correct = 'z';
    expect(await refuse(badPart)).toBe('In het bestand: Onderdeel 3 (vraag): kies het goede antwoord.');
    const script = structuredClone(file);
    script.module.content.parts[0].text.nl = 'Hallo <script>alert(1)</script>';
    expect(await refuse(script)).toMatch(/^In het bestand: Onderdeel 1 \(tekst\): /);
    expect(await refuse({ ...file, images: [] })).toMatch(/^In het bestand ontbreekt een afbeelding die de module gebruikt/);
    const notImage = structuredClone(file);
    notImage.images[0].data = Buffer.from('%PDF-1.7 niet echt').toString('base64');
    expect(await refuse(notImage)).toMatch(/^Afbeelding 1 in het bestand: Dit bestand is geen PNG-, JPEG- of WebP-afbeelding\. Het is een PDF-document\./);
    const badTemplate = structuredClone(file);
    badTemplate.template.criteria = [];
    expect(await refuse(badTemplate)).toBe('Het sjabloon in het bestand: Voeg minstens één criterium toe.');
    expect(await refuse({ ...file, template: [] })).toBe('Het veld ‘template’ in het bestand ontbreekt of klopt niet.');
    expect(await refuse({ ...file, template: { ...file.template, criteria: ['geen criterium'] } })).toBe(
      'Het veld ‘template.criteria.0’ in het bestand ontbreekt of klopt niet.',
    );
    expect(await refuse({ ...file, module: { ...file.module, profession: 'Kok\0' } })).toBe(TITLES.unstorableText);
    expect((await call(app, 'POST', '/api/modules/import', w.coordinator, '{"format":')).status).toBe(400);

    expect(await count()).toBe(before);
  });

  it('is for staff only', async () => {
    for (const user of [w.teacher, w.candidate, w.contactPerson, undefined]) {
      expect((await call(app, 'POST', '/api/modules/import', user, { format: 'kandidaat-platform/module' })).status).toBe(401);
    }
  });
});
