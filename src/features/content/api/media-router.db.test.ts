/**
 * `/api/media` in-process on a fresh database and a temporary UPLOAD_DIR (docs/api.md "Images"): who
 * may upload and read; PNG, JPEG and WebP accepted by content; every bad upload refused with a Dutch title and
 * nothing half-saved (no row, no file); duplicates; the served variants (widths, never enlarged, format by
 * Accept, upright, no metadata, cached on disk); and the same through the gateway (no recompression, the
 * image's cache rule kept, the 5 MB message at the gateway's own limit).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfig } from '#src/config.server';
import { MAX_UPLOAD_BODY_BYTES } from '#src/lib/body-limits';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, MEDIA_WIDTHS } from '#src/features/content/media';
import { openTestbed, signInThroughPage, type Testbed } from '#src/gateway/testing/testbed';
import { uploads } from '#src/server/db/schema';
import { TITLES } from '#src/server/errors';
import { MEDIA_TITLES, readOriginal, storeImage } from './media';
import { hasGps, metadataLeft, taggedPhoto } from './photo-fixtures';
import { mailboxWorld } from '#src/features/mailbox/api/fixtures';
import { call } from '#src/server/testing/api';

let bed: Testbed;
let w: Awaited<ReturnType<typeof mailboxWorld>>;
let dir: string;
const previousUploadDir = process.env.UPLOAD_DIR;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'media-uploads-'));
  process.env.UPLOAD_DIR = dir;
  resetConfig();
  bed = await openTestbed();
  w = await mailboxWorld(bed.handle);
});
afterAll(async () => {
  await bed?.audit.settled();
  await bed?.handle.close();
  rmSync(dir, { recursive: true, force: true });
  if (previousUploadDir === undefined) delete process.env.UPLOAD_DIR;
  else process.env.UPLOAD_DIR = previousUploadDir;
  resetConfig();
});

// ——— Images and calls ———

let colour = 0;
/** A new image each call (another colour), so uploads never count as duplicates unless meant to. */
function picture(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 40, height = 30, alpha = false): Promise<Buffer> {
  colour += 1;
  const background = { r: colour % 256, g: (colour * 7) % 256, b: 100, alpha: alpha ? 0.5 : 1 };
  return sharp({ create: { width, height, channels: alpha ? 4 : 3, background } })
    .toFormat(format)
    .toBuffer();
}

/** A PNG whose header claims `width` × `height` (a tiny file that would unpack to a huge image). */
async function lyingSizePng(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await picture('png', 4, 4));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29); // IHDR: type + data, then its CRC
  return png;
}

type Uploader = { token: string } | undefined;
type App = { request: (path: string, init: RequestInit) => Response | Promise<Response> };

/** POST /api/media with a multipart body holding `bytes` as field `file`, on the backend or the gateway. */
async function upload(user: Uploader, bytes: Uint8Array, filename = 'afbeelding.png', type = 'image/png', app: App = bed.backend) {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], filename, { type }));
  // Sent as bytes, as from the network: undici's own FormData stream keeps writing after the gateway cancels an
  // over-long body, which Node reports as an unhandled 'ReadableStream is already closed'.
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  const headers: Record<string, string> = { 'content-type': encoded.headers.get('content-type') ?? '' };
  if (user) headers.authorization = `Bearer ${user.token}`;
  const res = await app.request('/api/media', { method: 'POST', headers, body });
  return { status: res.status, json: await res.json() };
}

/** GET /api/media/{id} as `user`, with `accept`. */
async function fetchImage(user: Uploader, path: string, accept = 'image/webp,*/*') {
  const headers: Record<string, string> = { accept };
  if (user) headers.authorization = `Bearer ${user.token}`;
  return bed.backend.request(path, { headers });
}

async function rowCount(): Promise<number> {
  const [row] = await bed.handle.db.select({ n: count() }).from(uploads);
  return row?.n ?? 0;
}

/** Every file in UPLOAD_DIR (not the variants), also temporary ones. */
const storedFiles = () => readdirSync(dir).filter((name) => name !== 'variants');

/** Runs `act` and checks that it left no row and no file behind. */
async function nothingSaved<T>(act: () => Promise<T>): Promise<T> {
  const rows = await rowCount();
  const files = storedFiles();
  const result = await act();
  expect(await rowCount()).toBe(rows);
  expect(storedFiles()).toEqual(files);
  return result;
}

// ——— Tests ———

describe('POST /api/media: who may upload', () => {
  it('Admin and Coordinator upload; the answer and the stored file match the contract', async () => {
    for (const user of [w.admin, w.coordinator]) {
      const png = await picture('png', 40, 30);
      const res = await upload(user, png);
      expect(res.status).toBe(201);
      const kept = readFileSync(join(dir, `${res.json.id}.png`));
      expect(res.json).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        src: `/api/media/${res.json.id}`,
        mediaType: 'image/png',
        width: 40,
        height: 30,
        bytes: kept.byteLength,
      });
      // PNG is kept lossless: the same pixels.
      expect((await sharp(kept).raw().toBuffer()).equals(await sharp(png).raw().toBuffer())).toBe(true);
      const [row] = await bed.handle.db.select().from(uploads).where(eq(uploads.id, res.json.id));
      expect(row).toMatchObject({ createdBy: user.id, bytes: kept.byteLength });
      expect(row?.sha256).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('refuses Teacher, ContactPerson and candidates with 401, and saves nothing', async () => {
    for (const user of [w.teacher, w.contactPerson, w.candidate]) {
      const res = await nothingSaved(async () => upload(user, await picture('png')));
      expect(res, user.role).toEqual({ status: 401, json: { title: TITLES.forbidden } });
    }
  });

  it('refuses callers who are not signed in, or whose account is disabled', async () => {
    for (const user of [undefined, w.formerCoordinator, { token: 'geen-token' }]) {
      const res = await nothingSaved(async () => upload(user, await picture('png')));
      expect(res).toEqual({ status: 401, json: { title: TITLES.unauthenticated } });
    }
  });
});

describe('POST /api/media: accepted images', () => {
  it('takes PNG, JPEG and WebP by their content, with their size in pixels', async () => {
    const cases = [
      { format: 'png', name: 'schema.png', type: 'image/png', mediaType: 'image/png', extension: 'png' },
      { format: 'jpeg', name: 'foto.JPG', type: 'image/jpeg', mediaType: 'image/jpeg', extension: 'jpg' },
      { format: 'jpeg', name: 'foto.jpeg', type: 'image/jpeg', mediaType: 'image/jpeg', extension: 'jpg' },
      { format: 'webp', name: 'pictogram.webp', type: 'image/webp', mediaType: 'image/webp', extension: 'webp' },
    ] as const;
    for (const c of cases) {
      const bytes = await picture(c.format, 123, 45);
      const res = await upload(w.coordinator, bytes, c.name, c.type);
      expect(res.status, c.name).toBe(201);
      expect(res.json, c.name).toMatchObject({ mediaType: c.mediaType, width: 123, height: 45 });
      expect(storedFiles()).toContain(`${res.json.id}.${c.extension}`);
      expect(res.json.bytes, c.name).toBe(statSync(join(dir, `${res.json.id}.${c.extension}`)).size);
    }
  });

  it('accepts a file without extension or with an unspecific type (the content decides)', async () => {
    expect((await upload(w.admin, await picture('png'), 'plaatje', 'application/octet-stream')).status).toBe(201);
    expect((await upload(w.admin, await picture('webp'), 'blob', '')).status).toBe(201);
  });

  it('keeps a phone photo upright and without its metadata (GPS, author, camera): no file on disk keeps them', async () => {
    const tagged = await taggedPhoto(3);
    const sent = await sharp(tagged).metadata();
    expect([hasGps(sent.exif), Boolean(sent.xmp), sent.orientation]).toEqual([true, true, 6]);
    const res = await upload(w.coordinator, tagged, 'IMG_0007.jpg', 'image/jpeg');
    expect(res).toMatchObject({ status: 201, json: { mediaType: 'image/jpeg', width: 100, height: 200 } });
    expect(await sharp(readFileSync(join(dir, `${res.json.id}.jpg`))).metadata()).toMatchObject({ width: 100, height: 200 });
    expect((await fetchImage(w.candidate, `/api/media/${res.json.id}?w=320`)).status).toBe(200);
    const left = await metadataLeft(dir);
    expect(Object.keys(left).some((name) => name.startsWith(`variants/${res.json.id}-`))).toBe(true);
    expect(Object.entries(left).filter(([, found]) => found.length > 0)).toEqual([]);
  });

  it('gives the upright size of a photo turned by its EXIF orientation', async () => {
    const photo = await sharp(await picture('jpeg', 200, 100))
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await upload(w.admin, photo, 'telefoon.jpg', 'image/jpeg');
    expect(res.json).toMatchObject({ width: 100, height: 200 });
  });

  it('accepts an image just under 5 MB', async () => {
    const side = 1280; // 1280 × 1280 × 3 bytes of noise, stored uncompressed: about 4.9 MB
    const noise = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.byteLength).toBeLessThan(MAX_IMAGE_BYTES);
    expect(noise.byteLength).toBeGreaterThan(4.5 * 1024 * 1024);
    const res = await upload(w.admin, noise);
    expect(res).toMatchObject({ status: 201, json: { width: side, height: side } });
  });

  it('answers the existing record for the same content: no second row, no second file', async () => {
    const png = await picture('png');
    const first = await upload(w.admin, png, 'eerste.png');
    const rows = await rowCount();
    const files = storedFiles();
    const second = await upload(w.coordinator, png, 'tweede.png');
    expect(second).toEqual(first);
    expect(await rowCount()).toBe(rows);
    expect(storedFiles()).toEqual(files);
  });

  it('puts the original back when the same image is uploaded after its file was lost', async () => {
    const png = await picture('png');
    const { json } = await upload(w.admin, png);
    const kept = readFileSync(join(dir, `${json.id}.png`));
    rmSync(join(dir, `${json.id}.png`));
    expect((await upload(w.admin, png)).json.id).toBe(json.id);
    expect(readFileSync(join(dir, `${json.id}.png`)).equals(kept)).toBe(true);
  });
});

describe('POST /api/media: every bad upload is refused with a Dutch title and nothing saved', () => {
  const refused = async (bytes: Uint8Array, filename: string, type: string) => nothingSaved(() => upload(w.coordinator, bytes, filename, type));
  const notAllowed = (rest: string) => `${MEDIA_TITLES.notAllowed}${rest} Sla de afbeelding op als PNG, JPEG of WebP en probeer het opnieuw.`;
  const text = (s: string) => new TextEncoder().encode(s);

  it('refuses other image formats: GIF, SVG, AVIF', async () => {
    expect(await refused(await picture('gif'), 'animatie.gif', 'image/gif')).toEqual({ status: 400, json: { title: notAllowed(' Het is een GIF-afbeelding.') } });
    const svg = text('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    expect(await refused(svg, 'logo.svg', 'image/svg+xml')).toEqual({ status: 400, json: { title: notAllowed(' Het is een SVG-tekening.') } });
    const avif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } }).avif().toBuffer();
    expect((await refused(avif, 'nieuw.avif', 'image/avif')).json.title).toBe(notAllowed(' Het is een AVIF-afbeelding.'));
  });

  it('refuses files that lie about their type: a PDF, text, a GIF or an SVG named .png', async () => {
    expect(await refused(text('%PDF-1.7\n1 0 obj'), 'scan.png', 'image/png')).toEqual({ status: 400, json: { title: notAllowed(' Het is een PDF-document.') } });
    expect(await refused(text('Dit is gewoon tekst.'), 'tekst.png', 'image/png')).toEqual({
      status: 400,
      json: { title: notAllowed(' Het heet .png, maar de inhoud is geen afbeelding.') },
    });
    expect((await refused(await picture('gif'), 'plaatje.png', 'image/png')).json.title).toBe(notAllowed(' Het is een GIF-afbeelding.'));
    expect((await refused(text('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'plaatje.png', 'image/png')).status).toBe(400);
    expect((await refused(text('zomaar iets'), 'bestand', '')).json.title).toBe(notAllowed(''));
  });

  it('refuses PNG content named .jpg or sent as image/jpeg, naming both', async () => {
    const png = await picture('png');
    expect(await refused(png, 'foto.jpg', 'image/jpeg')).toEqual({
      status: 400,
      json: { title: 'Dit bestand heet .jpg maar is een PNG-afbeelding. Geef het bestand de extensie .png of kies het juiste bestand, en probeer het opnieuw.' },
    });
    expect(await refused(png, 'schema.png', 'image/jpeg')).toEqual({
      status: 400,
      json: { title: 'Dit bestand is verstuurd als image/jpeg maar is een PNG-afbeelding. Geef het bestand de extensie .png of kies het juiste bestand, en probeer het opnieuw.' },
    });
    expect((await refused(await picture('jpeg'), 'foto.webp', 'image/webp')).json.title).toMatch(/^Dit bestand heet \.webp maar is een JPEG-afbeelding\./);
  });

  it('refuses an empty file, a damaged image, and a header claiming more than 40 megapixels', async () => {
    expect(await refused(new Uint8Array(), 'leeg.png', 'image/png')).toEqual({ status: 400, json: { title: MEDIA_TITLES.empty } });
    const whole = await sharp(randomBytes(64 * 64 * 3), { raw: { width: 64, height: 64, channels: 3 } })
      .png()
      .toBuffer();
    const truncated = whole.subarray(0, Math.floor(whole.byteLength / 2));
    expect(await refused(truncated, 'half.png', 'image/png')).toEqual({ status: 400, json: { title: MEDIA_TITLES.unreadable } });
    expect(await refused(await lyingSizePng(10_000, 10_000), 'bom.png', 'image/png')).toEqual({
      status: 400,
      json: { title: 'De afbeelding is te groot: 10000 × 10000 beeldpunten (100 megapixel, maximaal 40). Verklein de afbeelding en probeer het opnieuw.' },
    });
  });

  it('refuses a file over 5 MB with 413: just over (the service) and far over (the body limit)', async () => {
    const justOver = new Uint8Array(MAX_IMAGE_BYTES + 1);
    justOver.set(await picture('png'));
    expect(await refused(justOver, 'groot.png', 'image/png')).toEqual({ status: 413, json: { title: IMAGE_TOO_LARGE } });
    const farOver = new Uint8Array(MAX_UPLOAD_BODY_BYTES + 1);
    expect(await refused(farOver, 'enorm.png', 'image/png')).toEqual({ status: 413, json: { title: IMAGE_TOO_LARGE } });
  });

  it('refuses a request without a file or not sent as a form', async () => {
    const form = new FormData();
    form.append('file', 'geen bestand');
    const asText = await bed.backend.request('/api/media', { method: 'POST', headers: { authorization: `Bearer ${w.admin.token}` }, body: form });
    expect(asText.status).toBe(400);
    expect(await asText.json()).toEqual({ title: 'Kies een afbeelding om te uploaden (PNG, JPEG of WebP, hoogstens 5 MB).' });
    const json = await call(bed.backend, 'POST', '/api/media', w.admin, { file: 'x' });
    expect(json).toEqual({ status: 400, json: { title: 'Stuur de afbeelding als formulier (multipart/form-data) in het veld file.' } });
    const broken = await bed.backend.request('/api/media', {
      method: 'POST',
      headers: { authorization: `Bearer ${w.admin.token}`, 'content-type': 'multipart/form-data; boundary=x' },
      body: 'dit is geen formulier',
    });
    expect(broken.status).toBe(400);
  });

  it('removes the file again when the row cannot be written', async () => {
    const png = await picture('png');
    const noSuchUser = randomUUID(); // uploads.created_by → users.id: the insert fails
    await nothingSaved(() => expect(storeImage(bed.handle.db, noSuchUser, png, { filename: 'x.png' })).rejects.toThrow());
  });

  it('writes no row when the file cannot be written', async () => {
    const blocker = join(dir, 'geen-map');
    writeFileSync(blocker, 'een bestand waar een map moet staan');
    process.env.UPLOAD_DIR = join(blocker, 'uploads');
    resetConfig();
    try {
      const rows = await rowCount();
      await expect(storeImage(bed.handle.db, w.admin.id, await picture('png'))).rejects.toThrow();
      expect(await rowCount()).toBe(rows);
    } finally {
      process.env.UPLOAD_DIR = dir;
      resetConfig();
      rmSync(blocker);
    }
  });
});

describe('GET /api/media/{id}', () => {
  let wide: string; // 2000 × 1000 PNG
  let small: string; // 300 × 200 JPEG
  let transparent: string; // 400 × 400 PNG with alpha
  let turned: string; // JPEG 200 × 100 with EXIF orientation 6

  beforeAll(async () => {
    wide = (await upload(w.admin, await picture('png', 2000, 1000))).json.id;
    small = (await upload(w.admin, await picture('jpeg', 300, 200), 'klein.jpg', 'image/jpeg')).json.id;
    transparent = (await upload(w.admin, await picture('png', 400, 400, true))).json.id;
    const photo = await sharp(await picture('jpeg', 200, 100))
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'geheim' } } })
      .toBuffer();
    turned = (await upload(w.admin, photo, 'telefoon.jpg', 'image/jpeg')).json.id;
  });

  it('serves 960 pixels wide by default, with the cache rule and Vary: Accept', async () => {
    const res = await fetchImage(w.candidate, `/api/media/${wide}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toBe('Accept');
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('content-length')).toBe(String(body.byteLength));
    expect(await sharp(body).metadata()).toMatchObject({ format: 'webp', width: 960, height: 480 });
  });

  it('serves every allowed width, never enlarging', async () => {
    for (const width of MEDIA_WIDTHS) {
      const res = await fetchImage(w.candidate, `/api/media/${wide}?w=${width}`);
      expect(res.status, String(width)).toBe(200);
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width, String(width)).toBe(width);
    }
    const big = await fetchImage(w.candidate, `/api/media/${small}?w=1920`);
    expect(await sharp(Buffer.from(await big.arrayBuffer())).metadata()).toMatchObject({ width: 300, height: 200 });
  });

  it('chooses AVIF, WebP, JPEG or PNG by the Accept header', async () => {
    const formatOf = async (id: string, accept: string) => {
      const res = await fetchImage(w.candidate, `/api/media/${id}?w=320`, accept);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      return { type: res.headers.get('content-type'), format: meta.format, alpha: meta.hasAlpha };
    };
    expect(await formatOf(wide, 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8')).toMatchObject({ type: 'image/avif', format: 'heif' });
    expect(await formatOf(wide, 'image/webp,*/*')).toMatchObject({ type: 'image/webp', format: 'webp' });
    expect(await formatOf(wide, '*/*')).toMatchObject({ type: 'image/jpeg', format: 'jpeg' });
    expect(await formatOf(small, '')).toMatchObject({ type: 'image/jpeg', format: 'jpeg' });
    expect(await formatOf(transparent, 'image/*,*/*;q=0.8')).toEqual({ type: 'image/png', format: 'png', alpha: true });
    expect(await formatOf(transparent, 'image/webp')).toMatchObject({ type: 'image/webp', alpha: true });
  });

  it('turns photos upright and leaves their metadata out', async () => {
    const res = await fetchImage(w.candidate, `/api/media/${turned}`, 'image/jpeg');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 100, height: 200 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('makes each variant once and keeps it under variants/; simultaneous requests get the same bytes', async () => {
    const path = `/api/media/${wide}?w=640`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => fetchImage(w.candidate, path, 'image/avif')));
    const bodies = await Promise.all(answers.map(async (r) => Buffer.from(await r.arrayBuffer())));
    for (const body of bodies) expect(body.equals(bodies[0]!)).toBe(true);
    const kept = readFileSync(join(dir, 'variants', `${wide}-640.avif`));
    expect(kept.equals(bodies[0]!)).toBe(true);
    const again = Buffer.from(await (await fetchImage(w.candidate, path, 'image/avif')).arrayBuffer());
    expect(again.equals(kept)).toBe(true);
    expect(readdirSync(join(dir, 'variants')).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('answers every signed-in role; refuses callers who are not signed in', async () => {
    for (const user of [w.candidate, w.teacher, w.contactPerson, w.coordinator, w.admin]) {
      expect((await fetchImage(user, `/api/media/${small}?w=160`)).status, user.role).toBe(200);
    }
    const res = await fetchImage(undefined, `/api/media/${small}`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ title: TITLES.unauthenticated });
  });

  it('gives the original back as it is kept (module export)', async () => {
    const jpeg = await picture('jpeg', 50, 50);
    const { json } = await upload(w.admin, jpeg, 'origineel.jpg', 'image/jpeg');
    const original = await readOriginal(bed.handle.db, json.id);
    expect(original.mediaType).toBe('image/jpeg');
    expect(Buffer.from(original.bytes).equals(readFileSync(join(dir, `${json.id}.jpg`)))).toBe(true);
    await expect(readOriginal(bed.handle.db, randomUUID())).rejects.toMatchObject({ status: 404 });
    await expect(readOriginal(bed.handle.db, 'x')).rejects.toMatchObject({ status: 404 });
  });

  it('answers 404 for unknown and non-UUID ids, 400 for a width not on the list', async () => {
    for (const path of [`/api/media/${randomUUID()}`, '/api/media/niet-een-id', '/api/media/..%2F..%2Fetc%2Fpasswd']) {
      expect(await call(bed.backend, 'GET', path, w.candidate), path).toEqual({ status: 404, json: { title: TITLES.notFound } });
    }
    for (const width of ['100', '961', '3000', 'abc', '', '-160']) {
      expect(await call(bed.backend, 'GET', `/api/media/${small}?w=${width}`, w.candidate), width).toEqual({
        status: 400,
        json: { title: 'Kies een breedte van 160, 320, 640, 960, 1280 of 1920 pixels.' },
      });
    }
  });
});

describe('through the gateway', () => {
  it('uploads with a bearer token and refuses a file over the gateway limit with the 5 MB message', async () => {
    const ok = await upload(w.coordinator, await picture('webp'), 'via-gateway.webp', 'image/webp', bed.app);
    expect(ok.status).toBe(201);
    const tooBig = await nothingSaved(() => upload(w.coordinator, new Uint8Array(MAX_UPLOAD_BODY_BYTES + 1), 'enorm.png', 'image/png', bed.app));
    expect(tooBig).toEqual({ status: 413, json: { title: IMAGE_TOO_LARGE } });
  });

  it("serves a signed-in browser the image unchanged: not recompressed, the image's cache rule kept", async () => {
    const { json } = await upload(w.admin, await picture('png', 1200, 800));
    const { cookie } = await signInThroughPage(bed.app, w.candidate.email);
    const headers = { cookie: cookie!, accept: 'image/avif,image/webp,*/*', 'accept-encoding': 'gzip, deflate, br' };
    const res = await bed.app.request(`/api/media/${json.id}?w=320`, { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/avif');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toContain('Accept');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.equals(readFileSync(join(dir, 'variants', `${json.id}-320.avif`)))).toBe(true);

    const missing = await bed.app.request(`/api/media/${randomUUID()}`, { headers });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });
});
