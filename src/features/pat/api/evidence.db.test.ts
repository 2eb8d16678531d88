/**
 * Evidence photos in-process (docs/api.md "PAT"; docs/decisions/030-pat-reflection-and-agreement.md §4) on a fresh
 * database and a temporary UPLOAD_DIR: the assessor adds photos (the first creates the draft), the form and the
 * progress page list them, only the PAT's scope sees them (never `GET /api/media/{id}`), final evaluations and the
 * limit of 10 are refused with nothing kept, bad files get the media titles, who may delete, and erasing a candidate
 * removes their photos with the uploads and files nothing else uses — while the export lists them before that.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfig } from '#src/config.server';
import { createBackend, type Backend } from '#src/backend/app';
import type { DbHandle } from '#src/server/db/client';
import { evaluationAgreements, evaluationPhotos, evaluations, uploads } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { call, openTestDb, type TestUser } from '#src/server/testing/api';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from '#src/features/content/media';
import { MEDIA_TITLES, storeImage } from '#src/features/content/api/media';
import { hasGps, metadataLeft, PHOTO_SECRETS, taggedPhoto } from '#src/features/content/api/photo-fixtures';
import { createModule } from '#src/features/profession-test/api/fixtures';
import type { CandidateProgress } from '#src/features/pat/contract';
import type { EvaluationForm, EvidencePhoto } from '#src/features/assessment/contract';
import { MAX_EVIDENCE_PHOTOS } from '#src/features/assessment/evidence';
import { EVALUATION_TITLES } from './evaluations';
import { EVIDENCE_TITLES } from './evidence';
import { addDays, amsterdamDay } from '#src/lib/calendar-day';
import { patWorld, plannedPat, practicalModule, type PatWorld } from './fixtures';

let handle: DbHandle;
let app: Backend;
let w: PatWorld;
let dir: string;
const previousUploadDir = process.env.UPLOAD_DIR;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'evidence-uploads-'));
  process.env.UPLOAD_DIR = dir;
  resetConfig();
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
  w = await patWorld(handle, app);
});

afterAll(async () => {
  await handle?.close();
  rmSync(dir, { recursive: true, force: true });
  if (previousUploadDir === undefined) delete process.env.UPLOAD_DIR;
  else process.env.UPLOAD_DIR = previousUploadDir;
  resetConfig();
});

// ——— Helpers ———

let colour = 0;
/** A new small photo each call (another colour), so it is never a duplicate unless meant to. */
function photo(format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  colour += 1;
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: colour % 256, g: (colour * 13) % 256, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

const evaluationPath = (patId: string, moduleId: string, candidateId: string) => `/api/pat/${patId}/evaluation/${moduleId}/${candidateId}`;

/** POST …/photos as `user` with `bytes` as `file` (multipart, sent as bytes as from the network). */
async function addPhoto(user: TestUser | undefined, path: string, bytes: Uint8Array, { caption = '', filename = 'foto.jpg', type = 'image/jpeg', query = '' } = {}) {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], filename, { type }));
  form.append('caption', caption);
  const encoded = new Response(form);
  const headers: Record<string, string> = { 'content-type': encoded.headers.get('content-type') ?? '' };
  if (user) headers.authorization = `Bearer ${user.token}`;
  const res = await app.request(`${path}/photos${query}`, { method: 'POST', headers, body: new Uint8Array(await encoded.arrayBuffer()) });
  return { status: res.status, json: await res.json() };
}

/** GET a photo (or any image path) as `user`; the raw answer. */
function image(user: TestUser | undefined, path: string) {
  return app.request(path, { headers: { accept: 'image/webp,*/*', ...(user ? { authorization: `Bearer ${user.token}` } : {}) } });
}

const removePhoto = (user: TestUser, id: string) => call(app, 'DELETE', `/api/pat/evidence/${id}`, user);

/** Rows in `uploads` and original files in UPLOAD_DIR. */
async function stored(): Promise<{ rows: number; files: string[] }> {
  const [row] = await handle.db.select({ n: count() }).from(uploads);
  return { rows: row?.n ?? 0, files: readdirSync(dir).filter((name) => name !== 'variants') };
}

/** The upload of an evidence photo. */
async function uploadOf(photoId: string) {
  const [row] = await handle.db.select({ upload: uploads }).from(evaluationPhotos).innerJoin(uploads, eq(uploads.id, evaluationPhotos.uploadId)).where(eq(evaluationPhotos.id, photoId));
  return row!.upload;
}

const originalFile = (upload: { id: string; mediaType: string }) => join(dir, `${upload.id}.${upload.mediaType === 'image/png' ? 'png' : 'jpg'}`);

/** Scores every criterion of the world's module `moduleId` and makes the evaluation final. */
async function finalize(teacher: TestUser, path: string, moduleId: string, query = '') {
  const scores = Object.fromEntries(w.criteria[moduleId]!.map((id) => [id, { score: 3, remark: '' }]));
  expect((await call(app, 'PUT', `${path}${query}`, teacher, { scores, remark: '', seq: 5 })).status).toBe(200);
  expect((await call(app, 'POST', `${path}/finalize${query}`, teacher)).status).toBe(200);
}

// ——— Tests ———

describe('adding a photo', () => {
  it('creates the draft evaluation with the photo; the form, the day forms and the progress page list it', async () => {
    const { patId, dayIds } = await plannedPat(app, w, { started: true });
    const [m1, m2] = w.moduleIds as [string, string];
    const candidate = w.candidates[0]!;
    const path = evaluationPath(patId, m1, candidate.id);
    const added = await addPhoto(w.teachers[0], path, await photo(), { caption: '  Pallet recht op de vork  ' });
    expect(added.status).toBe(201);
    expect(added.json).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), src: `/api/pat/evidence/${added.json.id}`, caption: 'Pallet recht op de vork' });

    // The first photo made the draft, as the first save would: nothing scored, seq 0, so a device's save still wins.
    const [row] = await handle.db.select().from(evaluations).where(eq(evaluations.patId, patId));
    expect(row).toMatchObject({ moduleId: m1, candidateId: candidate.id, role: 'first', status: 'draft', seq: 0, assessorId: w.teachers[0]!.id });
    const second = await addPhoto(w.teachers[0], path, await photo('png'), { filename: 'scan.png', type: 'image/png' });
    expect(second.status).toBe(201);

    const form = (await call(app, 'GET', path, w.teachers[0])).json as EvaluationForm;
    expect(form.photos).toEqual([added.json, second.json]);
    expect(form.evaluation.seq).toBe(0);
    const saved = await call(app, 'PUT', path, w.teachers[0], { scores: {}, remark: 'Rustig', seq: 1 });
    expect(saved.json).toEqual({ seq: 1, status: 'draft' });

    const day = (await call(app, 'GET', `/api/pat/day/${dayIds[0]}/forms`, w.teachers[0])).json as { forms: EvaluationForm[] };
    expect(day.forms.find((f) => f.moduleId === m1 && f.candidate.id === candidate.id)?.photos).toEqual([added.json, second.json]);
    expect(day.forms.find((f) => f.moduleId === m2 && f.candidate.id === candidate.id)?.photos).toEqual([]);

    const progress = (await call(app, 'GET', `/api/pat/${patId}/progress/${candidate.id}`, w.coordinator)).json as CandidateProgress;
    expect(progress.modules.find((m) => m.moduleId === m1)?.photos).toEqual([added.json, second.json]);
    expect(progress.modules.find((m) => m.moduleId === m2)?.photos).toEqual([]);
  });

  it('keeps no file that says where or by whom the photo was taken: the original is stored upright without metadata', async () => {
    const { patId } = await plannedPat(app, w, { started: true });
    const tagged = await taggedPhoto(7);
    const sent = await sharp(tagged).metadata();
    expect([hasGps(sent.exif), Boolean(sent.xmp), sent.orientation, tagged.includes(PHOTO_SECRETS.author)]).toEqual([true, true, 6, true]);

    const added = await addPhoto(w.teachers[0], evaluationPath(patId, w.moduleIds[0]!, w.candidates[1]!.id), tagged, { filename: 'IMG_0042.jpg' });
    expect(added.status).toBe(201);
    const shown = await image(w.teachers[0], `${added.json.src}?w=320`);
    expect(shown.status).toBe(200);
    expect(await sharp(Buffer.from(await shown.arrayBuffer())).metadata()).toMatchObject({ width: 100, height: 200 });

    const left = await metadataLeft(dir);
    expect(Object.keys(left).length).toBeGreaterThan(1); // the original and the variant at least
    expect(Object.entries(left).filter(([, found]) => found.length > 0)).toEqual([]);
    // The original itself is the photo turned upright (100 × 200), as it was seen on the tablet.
    expect(await sharp(originalFile(await uploadOf(added.json.id))).metadata()).toMatchObject({ format: 'jpeg', width: 100, height: 200 });
    expect(await uploadOf(added.json.id)).toMatchObject({ width: 100, height: 200 });
  });

  it('answers the photo it has when the same image is sent to the same evaluation again', async () => {
    const { patId } = await plannedPat(app, w, { started: true });
    const path = evaluationPath(patId, w.moduleIds[0]!, w.candidates[0]!.id);
    const bytes = await photo();
    const first = await addPhoto(w.teachers[0], path, bytes, { caption: 'Etiket' });
    const again = await addPhoto(w.teachers[0], path, bytes, { caption: 'Etiket' });
    expect(again.json).toEqual(first.json);
    expect((await call(app, 'GET', path, w.teachers[0])).json.photos).toHaveLength(1);
  });

  it('is for the teacher assessing the evaluation only: another teacher and staff get 404 and 401, others 401', async () => {
    const { patId } = await plannedPat(app, w, { started: true });
    const path = evaluationPath(patId, w.moduleIds[0]!, w.candidates[0]!.id);
    const before = await stored();
    expect((await addPhoto(w.teachers[2], path, await photo())).status).toBe(404);
    expect((await addPhoto(w.teachers[0], evaluationPath(patId, w.moduleIds[0]!, w.candidates[3]!.id), await photo())).status).toBe(404); // not planned
    expect((await addPhoto(w.teachers[0], evaluationPath(patId, w.moduleIds[0]!, randomUUID()), await photo())).status).toBe(404);
    expect((await addPhoto(w.teachers[0], path, await photo(), { query: '?role=second' })).status).toBe(404); // no second assessor here
    for (const user of [w.coordinator, w.admin, w.contactPerson, w.candidates[0]!, undefined]) expect((await addPhoto(user, path, await photo())).status).toBe(401);
    expect(await stored()).toEqual(before);
    expect(await handle.db.$count(evaluations, eq(evaluations.patId, patId))).toBe(0);
  });

  it('refuses a final evaluation and the eleventh photo with 409, keeping nothing of the refused upload', async () => {
    const { patId } = await plannedPat(app, w, { started: true });
    const [m1, m2] = w.moduleIds as [string, string];
    const full = evaluationPath(patId, m1, w.candidates[0]!.id);
    for (let i = 0; i < MAX_EVIDENCE_PHOTOS; i++) expect((await addPhoto(w.teachers[0], full, await photo(), { caption: `Foto ${i + 1}` })).status).toBe(201);
    const before = await stored();
    const eleventh = await addPhoto(w.teachers[0], full, await photo());
    expect(eleventh).toEqual({ status: 409, json: { title: EVIDENCE_TITLES.tooMany } });
    expect(await stored()).toEqual(before);

    const final = evaluationPath(patId, m2, w.candidates[0]!.id);
    await finalize(w.teachers[0]!, final, m2);
    expect(await addPhoto(w.teachers[0], final, await photo())).toEqual({ status: 409, json: { title: EVIDENCE_TITLES.final } });
    expect(await stored()).toEqual(before);
  });

  it('refuses a PAT that is not planned yet', async () => {
    const { patId } = await plannedPat(app, w, { draft: true, started: true });
    const answer = await addPhoto(w.teachers[0], evaluationPath(patId, w.moduleIds[0]!, w.candidates[0]!.id), await photo());
    expect(answer).toEqual({ status: 409, json: { title: EVALUATION_TITLES.notPlanned } });
  });

  it('refuses a photo before the PAT’s first day, keeping nothing', async () => {
    const { patId } = await plannedPat(app, w, { days: [3] });
    const before = await stored();
    const answer = await addPhoto(w.teachers[0], evaluationPath(patId, w.moduleIds[0]!, w.candidates[0]!.id), await photo());
    expect(answer).toEqual({ status: 409, json: { title: EVALUATION_TITLES.notStarted(addDays(amsterdamDay(), 3)) } });
    expect(await stored()).toEqual(before);
    expect(await handle.db.$count(evaluations, eq(evaluations.patId, patId))).toBe(0);
  });

  it('refuses a bad file with the titles of POST /api/media, saving nothing', async () => {
    const { patId } = await plannedPat(app, w, { started: true });
    const path = evaluationPath(patId, w.moduleIds[0]!, w.candidates[0]!.id);
    const before = await stored();
    const text = await addPhoto(w.teachers[0], path, new TextEncoder().encode('geen foto maar tekst'), { filename: 'notities.txt', type: 'text/plain' });
    expect(text.status).toBe(400);
    expect(text.json.title).toMatch(new RegExp(`^${MEDIA_TITLES.notAllowed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    const gif = await addPhoto(w.teachers[0], path, await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } }).gif().toBuffer(), { filename: 'a.gif', type: 'image/gif' });
    expect(gif.status).toBe(400);
    expect(gif.json.title).toContain('Het is een GIF-afbeelding.');
    expect((await addPhoto(w.teachers[0], path, new Uint8Array(0))).json).toEqual({ title: MEDIA_TITLES.empty });
    const huge = new Uint8Array(MAX_IMAGE_BYTES + 1);
    huge.set(await photo());
    expect(await addPhoto(w.teachers[0], path, huge)).toEqual({ status: 413, json: { title: IMAGE_TOO_LARGE } });
    expect((await addPhoto(w.teachers[0], path, await photo(), { caption: 'x'.repeat(301) })).json).toEqual({ title: 'Bijschrift: hoogstens 300 tekens.' });
    const json = await call(app, 'POST', `${path}/photos`, w.teachers[0], { file: 'foto' });
    expect(json).toEqual({ status: 400, json: { title: EVIDENCE_TITLES.notAForm } });
    expect(await stored()).toEqual(before);
    expect((await call(app, 'GET', path, w.teachers[0])).json.photos).toEqual([]);
  });

  it('refuses an image that module content uses: as evidence it would vanish from GET /api/media/{id}', async () => {
    const bytes = await photo();
    const upload = await storeImage(handle.db, w.coordinator.id, bytes, { filename: 'bord.jpg', type: 'image/jpeg' });
    const content = practicalModule('Met afbeelding');
    content.parts.push({ id: randomUUID(), type: 'image', image: { src: upload.src, upload: upload.id, alt: { nl: 'Bord' }, width: 64, height: 48 } });
    await createModule(handle, content);
    const { patId } = await plannedPat(app, w, { started: true });
    const answer = await addPhoto(w.teachers[0], evaluationPath(patId, w.moduleIds[0]!, w.candidates[0]!.id), bytes);
    expect(answer).toEqual({ status: 409, json: { title: EVIDENCE_TITLES.inContent } });
    expect((await image(w.candidates[0], `/api/media/${upload.id}?w=160`)).status).toBe(200);
  });
});

describe('seeing a photo', () => {
  it('serves it to staff and the assessor who added it, privately; 404 to other teachers and on /api/media', async () => {
    const { patId } = await plannedPat(app, w, { secondAssessor: true, started: true });
    const path = evaluationPath(patId, w.moduleIds[0]!, w.candidates[0]!.id);
    const added = (await addPhoto(w.teachers[0], path, await photo(), { caption: 'Scanner' })).json as EvidencePhoto;
    for (const user of [w.teachers[0]!, w.coordinator, w.admin]) {
      const res = await image(user, `${added.src}?w=320`);
      expect(res.status, user.name).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(64);
    }
    expect((await image(w.teachers[2], added.src)).status).toBe(404);
    for (const user of [w.contactPerson, w.candidates[0]!, undefined]) expect((await image(user, added.src)).status).toBe(401);
    expect((await image(w.coordinator, `/api/pat/evidence/${randomUUID()}`)).status).toBe(404);
    expect((await image(w.coordinator, '/api/pat/evidence/niet-een-id')).status).toBe(404);
    expect((await image(w.coordinator, `${added.src}?w=333`)).status).toBe(400);

    // The public media route never serves evidence, to anyone.
    const upload = await uploadOf(added.id);
    for (const user of [w.coordinator, w.teachers[0]!, w.candidates[0]!]) expect((await image(user, `/api/media/${upload.id}?w=320`)).status).toBe(404);
  });

  it('keeps the marking blind: the second assessor sees the first’s photos only once both evaluations are final, a third assessor not before the release', async () => {
    const { patId } = await plannedPat(app, w, { secondAssessor: true, started: true });
    const [moduleId, candidateId] = [w.moduleIds[0]!, w.candidates[0]!.id];
    const path = evaluationPath(patId, moduleId, candidateId);
    const added = (await addPhoto(w.teachers[0], path, await photo(), { caption: 'Vergat de handschoenen' })).json as EvidencePhoto;
    const photosOf = async (teacher: TestUser) =>
      ((await call(app, 'GET', `/api/pat/${patId}/progress/${candidateId}`, teacher)).json as CandidateProgress).modules.find((m) => m.moduleId === moduleId)?.photos;

    // Both drafts: the second assessor neither gets the photo nor finds it on the progress call.
    expect((await image(w.teachers[1], added.src)).status).toBe(404);
    expect(await photosOf(w.teachers[1]!)).toEqual([]);

    await finalize(w.teachers[0]!, path, moduleId);
    expect((await image(w.teachers[1], added.src)).status).toBe(404);
    await finalize(w.teachers[1]!, path, moduleId, '?role=second');
    expect((await image(w.teachers[1], added.src)).status).toBe(200);
    expect(await photosOf(w.teachers[1]!)).toEqual([added]);

    // A third assessor scores blind: not the first assessor's photo.
    await handle.db.insert(evaluationAgreements).values({ patId, moduleId, candidateId, thirdAssessorId: w.teachers[2]!.id });
    expect((await image(w.teachers[2], added.src)).status).toBe(404);
  });
});

describe('deleting a photo', () => {
  it('lets the teacher who added it delete it while the evaluation is a draft, removing the upload and its files', async () => {
    const { patId } = await plannedPat(app, w, { secondAssessor: true, started: true });
    const path = evaluationPath(patId, w.moduleIds[0]!, w.candidates[0]!.id);
    const added = (await addPhoto(w.teachers[0], path, await photo())).json as EvidencePhoto;
    const upload = await uploadOf(added.id);
    expect((await image(w.teachers[0], `${added.src}?w=160`)).status).toBe(200);
    expect(readdirSync(join(dir, 'variants')).some((name) => name.startsWith(`${upload.id}-`))).toBe(true);

    // The second assessor sees it but did not add it; another teacher does not see it.
    expect((await removePhoto(w.teachers[1]!, added.id)).status).toBe(404);
    expect((await removePhoto(w.teachers[2]!, added.id)).status).toBe(404);
    expect((await removePhoto(w.teachers[0]!, added.id)).status).toBe(204);
    expect((await removePhoto(w.teachers[0]!, added.id)).status).toBe(404);
    expect((await call(app, 'GET', path, w.teachers[0])).json.photos).toEqual([]);
    expect(await handle.db.$count(uploads, eq(uploads.id, upload.id))).toBe(0);
    expect(existsSync(originalFile(upload))).toBe(false);
    expect(readdirSync(join(dir, 'variants')).some((name) => name.startsWith(`${upload.id}-`))).toBe(false);
  });

  it('keeps a final evaluation’s photos from the teacher (409) but lets staff delete them; a shared upload stays', async () => {
    const { patId } = await plannedPat(app, w, { started: true });
    const [m1] = w.moduleIds as [string];
    const bytes = await photo();
    const finalPath = evaluationPath(patId, m1, w.candidates[0]!.id);
    const otherPath = evaluationPath(patId, m1, w.candidates[1]!.id);
    const kept = (await addPhoto(w.teachers[0], finalPath, bytes, { caption: 'Groepsfoto' })).json as EvidencePhoto;
    const shared = (await addPhoto(w.teachers[0], otherPath, bytes, { caption: 'Groepsfoto' })).json as EvidencePhoto;
    const upload = await uploadOf(kept.id);
    expect((await uploadOf(shared.id)).id).toBe(upload.id);
    await finalize(w.teachers[0]!, finalPath, m1);

    expect(await removePhoto(w.teachers[0]!, kept.id)).toEqual({ status: 409, json: { title: EVIDENCE_TITLES.final } });
    expect((await removePhoto(w.coordinator, kept.id)).status).toBe(204);
    // The other candidate's photo still uses the upload: row and file stay.
    expect(await handle.db.$count(uploads, eq(uploads.id, upload.id))).toBe(1);
    expect(existsSync(originalFile(upload))).toBe(true);
    expect((await image(w.teachers[0], shared.src)).status).toBe(200);
    for (const user of [w.contactPerson, w.candidates[1]!]) expect((await removePhoto(user, shared.id)).status).toBe(401);
  });
});

describe('erasing a candidate', () => {
  it('lists their photos in the export, then removes them with the uploads and files only they used', async () => {
    const { patId } = await plannedPat(app, w, { started: true });
    const [m1, m2] = w.moduleIds as [string, string];
    const leaving = w.candidates[2]!;
    const staying = w.candidates[1]!;
    const groupBytes = await photo();
    const own = (await addPhoto(w.teachers[0], evaluationPath(patId, m1, leaving.id), await photo(), { caption: 'Orderbon afgetekend' })).json as EvidencePhoto;
    const ownTwo = (await addPhoto(w.teachers[0], evaluationPath(patId, m2, leaving.id), await photo('png'), { filename: 'b.png', type: 'image/png' })).json as EvidencePhoto;
    const group = (await addPhoto(w.teachers[0], evaluationPath(patId, m1, leaving.id), groupBytes, { caption: 'Samen gestapeld' })).json as EvidencePhoto;
    const theirs = (await addPhoto(w.teachers[0], evaluationPath(patId, m1, staying.id), groupBytes, { caption: 'Samen gestapeld' })).json as EvidencePhoto;
    const [ownUpload, ownTwoUpload, groupUpload] = [await uploadOf(own.id), await uploadOf(ownTwo.id), await uploadOf(group.id)];
    expect((await image(w.coordinator, `${own.src}?w=160`)).status).toBe(200); // a variant on disk too

    // The export names the photos (id, caption, date) with their evaluation; the images stay out of it.
    const exported = await app.request(`/api/user/DownloadCandidateData?userId=${leaving.id}`, { headers: { authorization: `Bearer ${w.coordinator.token}` } });
    expect(exported.status).toBe(200);
    const files = unzipSync(new Uint8Array(await exported.arrayBuffer()));
    const name = Object.keys(files).find((n) => n.includes('beoordelingen'))!;
    const rows = JSON.parse(strFromU8(files[name]!)) as { evidencePhotos: { id: string; caption: string; addedAt: string }[] }[];
    const listed = rows.flatMap((r) => r.evidencePhotos);
    expect(listed.map((p) => p.id).sort()).toEqual([own.id, ownTwo.id, group.id].sort());
    expect(listed.find((p) => p.id === own.id)).toEqual({ id: own.id, caption: 'Orderbon afgetekend', addedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });

    expect((await call(app, 'DELETE', `/api/user/deleteUser?userId=${leaving.id}`, w.admin)).status).toBe(200);
    expect(await handle.db.$count(evaluations, eq(evaluations.candidateId, leaving.id))).toBe(0);
    for (const id of [own.id, ownTwo.id, group.id]) expect(await handle.db.$count(evaluationPhotos, eq(evaluationPhotos.id, id))).toBe(0);
    for (const upload of [ownUpload, ownTwoUpload]) {
      expect(await handle.db.$count(uploads, eq(uploads.id, upload.id))).toBe(0);
      expect(existsSync(originalFile(upload))).toBe(false);
    }
    expect(readdirSync(join(dir, 'variants')).some((n) => n.startsWith(`${ownUpload.id}-`))).toBe(false);
    // The photo of the staying candidate keeps the upload both shared.
    expect(await handle.db.$count(uploads, eq(uploads.id, groupUpload.id))).toBe(1);
    expect(existsSync(originalFile(groupUpload))).toBe(true);
    expect((await image(w.coordinator, theirs.src)).status).toBe(200);
  });
});
