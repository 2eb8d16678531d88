/**
 * Uploaded images (docs/api.md "Images"): storing an upload and serving it at a fitting size.
 *
 * Storing (`storeImage`): only PNG, JPEG and WebP up to 5 MB and 40 megapixels, recognised by their content
 * (magic bytes, then sharp reads the header). A name or declared type that says otherwise is refused, so a file
 * that lies about its type never gets in. What is kept as the original, under `{UPLOAD_DIR}/{id}.{png|jpg|webp}`, is
 * the image re-encoded by `withoutMetadata`: upright, in its own format, with no EXIF, XMP, IPTC, comments or ICC
 * profile left (a phone photo's GPS position, the camera's serial number, the author), so no file on disk says
 * where, when or by whom a photo was taken (AVG/GDPR art. 5(1)(c) data minimisation; PAT evidence photos of
 * candidates above all). Decoding the whole image for that also refuses a damaged or truncated one. The original
 * is never served itself; the row in `uploads` is written after the file, and the file is removed again when the
 * row cannot be written: nothing is ever half-saved. The same content (SHA-256 of the bytes as uploaded) uploaded
 * again answers the existing record.
 *
 * Serving (`mediaVariant`): a variant at most `w` pixels wide (never enlarged), turned upright by its EXIF
 * orientation and without metadata (sharp leaves EXIF, GPS and comments out unless asked), as AVIF, WebP or
 * JPEG/PNG by the `Accept` header. Each variant is made once and kept under `{UPLOAD_DIR}/variants/`;
 * simultaneous requests for the same variant share one sharp run (a whole class opening a test at once).
 * Deleting `variants/` is safe: they are made again on demand.
 *
 * Evidence photos of PAT evaluations (`evaluation_photos`, docs/decisions/030-pat-reflection-and-agreement.md) are
 * uploads too, but `mediaVariant` serves them only when asked for `{ evidence: true }` by the PAT's evidence calls,
 * which check the PAT's scope themselves: for `GET /api/media/{id}` they do not exist (404).
 *
 * Errors are apiError with a Dutch title (errors.ts): 400 bad file, 413 too large, 404 unknown image.
 */
import { createHash, randomUUID } from 'node:crypto';
import { access, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { and, eq, notExists } from 'drizzle-orm';
import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { config } from '#src/config.server';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, MEDIA_PATH, MEDIA_WIDTHS, type MediaWidth } from '#src/features/content/media';
import type { StoredImage } from '#src/features/content/contract';
import type { Db } from '#src/server/db/client';
import { evaluationPhotos, uploads } from '#src/server/db/schema';
import { apiError, TITLES } from '#src/server/errors';
import { isUuid } from '#src/server/validation';

export { DEFAULT_MEDIA_WIDTH, MAX_IMAGE_BYTES, MEDIA_WIDTHS, type MediaWidth } from '#src/features/content/media';

/** Largest accepted image, pixels (width × height): 40 megapixels, e.g. 8000 × 5000. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * How sharp reads every image: refuse more than MAX_IMAGE_PIXELS (a small file can unpack to gigabytes), and
 * fail on truncated or broken pixel data, but not on harmless warnings some cameras' files raise.
 */
const READ: SharpOptions = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated' };

/** Formats accepted for upload. */
export type UploadFormat = 'png' | 'jpeg' | 'webp';

/** Formats a variant is served in. */
export type VariantFormat = 'avif' | 'webp' | 'jpeg' | 'png';

/** What content sniffing can tell apart: the accepted formats and the look-alikes people try to upload. */
export type SniffedKind = UploadFormat | 'gif' | 'svg' | 'pdf' | 'heic' | 'avif' | 'bmp' | 'tiff' | 'zip';

/** One served variant: the bytes `GET /api/media/{id}` answers and their media type (not JSON, so not in contract.ts). */
export interface MediaVariant {
  body: Uint8Array;
  /** e.g. 'image/avif'. */
  contentType: string;
}

/** Dutch titles of the refusals (400 unless said). */
export const MEDIA_TITLES = {
  empty: 'Het bestand is leeg. Kies een PNG-, JPEG- of WebP-afbeelding.',
  notAllowed: 'Dit bestand is geen PNG-, JPEG- of WebP-afbeelding.',
  /** 413. */
  tooLarge: IMAGE_TOO_LARGE,
  unreadable: 'De afbeelding is beschadigd of onvolledig en kan niet worden gelezen. Sla haar opnieuw op en probeer het opnieuw.',
} as const;

const MEDIA_TYPE: Record<UploadFormat, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };
const EXTENSION: Record<UploadFormat, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };
const CONTENT_TYPE: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };

/** How a kind of file is named in a message: "Dit bestand is {label}". */
const LABEL: Record<SniffedKind, string> = {
  png: 'een PNG-afbeelding',
  jpeg: 'een JPEG-afbeelding',
  webp: 'een WebP-afbeelding',
  gif: 'een GIF-afbeelding',
  svg: 'een SVG-tekening',
  pdf: 'een PDF-document',
  heic: 'een HEIC-foto',
  avif: 'een AVIF-afbeelding',
  bmp: 'een BMP-afbeelding',
  tiff: 'een TIFF-afbeelding',
  zip: 'een ZIP- of Office-bestand',
};

/** File name extensions and what they promise; unknown extensions promise nothing. */
const EXTENSION_KIND: Record<string, SniffedKind> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  jpe: 'jpeg',
  jfif: 'jpeg',
  webp: 'webp',
  gif: 'gif',
  svg: 'svg',
  pdf: 'pdf',
  heic: 'heic',
  heif: 'heic',
  avif: 'avif',
  bmp: 'bmp',
  tif: 'tiff',
  tiff: 'tiff',
  zip: 'zip',
  docx: 'zip',
  xlsx: 'zip',
  pptx: 'zip',
};

/** Declared media types of the accepted formats (with the non-standard names some systems send). */
const TYPE_KIND: Record<string, UploadFormat> = {
  'image/png': 'png',
  'image/x-png': 'png',
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/pjpeg': 'jpeg',
  'image/webp': 'webp',
};

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((b, i) => bytes[i] === b);

/**
 * What `bytes` are by their first bytes (magic numbers), or null when none of the known kinds.
 * Only a first check: storeImage also lets sharp read the image.
 */
export function sniffKind(bytes: Uint8Array): SniffedKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 4) === 'GIF8') return 'gif';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (brand === 'avif' || brand === 'avis') return 'avif';
    if (['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].includes(brand)) return 'heic';
  }
  if (ascii(bytes, 0, 2) === 'BM') return 'bmp';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  const head = new TextDecoder().decode(bytes.subarray(0, 1024)).replace(/^\uFEFF/, '').trimStart();
  if (head.startsWith('<') && /<svg[\s>]/i.test(head)) return 'svg';
  return null;
}

/** The lower-case extension of a file name without the dot, or null. */
function extensionOf(filename: string | undefined): string | null {
  const match = /\.([^./\\]+)$/.exec(filename ?? '');
  return match ? match[1]!.toLowerCase() : null;
}

/** What to do with a file whose name or declared type does not fit its content, `actual`. */
function renameTip(actual: UploadFormat): string {
  return `Geef het bestand de extensie .${EXTENSION[actual]} of kies het juiste bestand, en probeer het opnieuw.`;
}

/**
 * Checks the file name and declared media type against the content (`actual`).
 * An extension or type that names another kind of file is refused; no extension, an unknown extension, an empty
 * type or `application/octet-stream` say nothing and pass.
 * @throws apiError 400 naming what the file claims and what it is.
 */
export function checkDeclared(actual: UploadFormat, declared: { filename?: string; type?: string }): void {
  const extension = extensionOf(declared.filename);
  const byName = extension === null ? undefined : EXTENSION_KIND[extension];
  if (byName !== undefined && byName !== actual) {
    throw apiError(400, `Dit bestand heet .${extension} maar is ${LABEL[actual]}. ${renameTip(actual)}`);
  }
  const type = (declared.type ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === '' || type === 'application/octet-stream') return;
  if (TYPE_KIND[type] !== actual) {
    throw apiError(400, `Dit bestand is verstuurd als ${type} maar is ${LABEL[actual]}. ${renameTip(actual)}`);
  }
}

/** The 400 for content that is not PNG, JPEG or WebP, saying what it is when known. */
function notAllowed(kind: SniffedKind | null, declared: { filename?: string }): Error {
  const extension = extensionOf(declared.filename);
  const promised = extension === null ? undefined : EXTENSION_KIND[extension];
  const what = kind ? ` Het is ${LABEL[kind]}.` : promised ? ` Het heet .${extension}, maar de inhoud is geen afbeelding.` : '';
  return apiError(400, `${MEDIA_TITLES.notAllowed}${what} Sla de afbeelding op als PNG, JPEG of WebP en probeer het opnieuw.`);
}

/** Removes a file, ignoring one that is already gone. */
async function removeQuietly(path: string): Promise<void> {
  await rm(path, { force: true }).catch(() => {});
}

/** Writes `bytes` to `path` through a temporary file in the same folder and a rename, so `path` is whole or absent. */
async function writeWhole(path: string, bytes: Uint8Array): Promise<void> {
  const temporary = `${path}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, bytes, { flag: 'wx' });
    await rename(temporary, path);
  } catch (error) {
    await removeQuietly(temporary);
    throw error;
  }
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** Where the original of an upload lives. */
function originalPath(uploadDir: string, id: string, mediaType: string): string {
  return join(uploadDir, `${id}.${EXTENSION[formatOf(mediaType)]}`);
}

function answerOf(row: typeof uploads.$inferSelect): StoredImage {
  return { id: row.id, src: `${MEDIA_PATH}${row.id}`, mediaType: row.mediaType, width: row.width, height: row.height, bytes: row.bytes };
}

/**
 * The image as the platform keeps it: decoded, turned upright by its EXIF orientation and encoded again in
 * `format` with no metadata at all (sharp writes none unless asked: no EXIF — so no GPS position, camera serial or
 * author —, XMP, IPTC, comments or ICC profile; colours are converted to sRGB). PNG stays lossless (a palette PNG
 * keeps a palette of its own colours); JPEG and WebP are written at quality 90.
 * @throws the sharp error for an image it cannot decode (damaged, truncated, over MAX_IMAGE_PIXELS).
 */
export async function withoutMetadata(bytes: Uint8Array, format: UploadFormat): Promise<Buffer> {
  const image = sharp(bytes, READ).autoOrient();
  if (format === 'png') {
    const { isPalette } = await sharp(bytes, READ).metadata();
    return image.png(isPalette ? { palette: true, colours: 256, dither: 0 } : {}).toBuffer();
  }
  if (format === 'webp') return image.webp({ quality: 90 }).toBuffer();
  return image.jpeg({ quality: 90 }).toBuffer();
}

/** The upload format of a stored media type ('image/png' | 'image/jpeg' | 'image/webp'); PNG for anything else. */
export function formatOf(mediaType: string): UploadFormat {
  return (Object.keys(MEDIA_TYPE) as UploadFormat[]).find((f) => MEDIA_TYPE[f] === mediaType) ?? 'png';
}

/** Reads the image header with sharp. @throws apiError 400 when sharp cannot read it or it is another format. */
async function readHeader(bytes: Uint8Array, format: UploadFormat) {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw apiError(400, MEDIA_TITLES.unreadable, error);
  }
  if (metadata.format !== format || !metadata.width || !metadata.height) throw apiError(400, MEDIA_TITLES.unreadable);
  const { width, height } = metadata.autoOrient ?? metadata;
  return { width, height };
}

/** `withoutMetadata`, with a failure to decode as the 400 for a damaged image. */
async function stripped(bytes: Uint8Array, format: UploadFormat): Promise<Buffer> {
  try {
    return await withoutMetadata(bytes, format);
  } catch (error) {
    throw apiError(400, MEDIA_TITLES.unreadable, error);
  }
}

/**
 * Checks and stores an uploaded image (see the module comment).
 * @param callerId the staff member uploading (uploads.created_by).
 * @param bytes the file as uploaded.
 * @param declared its file name and media type as the client sent them; both must agree with the content.
 * @returns the new record (`bytes`: the size of the kept, re-encoded file), or the existing one when the same content was uploaded before (no second file).
 * @throws apiError 400 empty file, not PNG/JPEG/WebP, name or type disagrees with the content, over
 *   MAX_IMAGE_PIXELS, or damaged; 413 over MAX_IMAGE_BYTES. Errors writing the file or the row are rethrown
 *   (500) after undoing what was done.
 */
export async function storeImage(
  db: Db,
  callerId: string,
  bytes: Uint8Array,
  declared: { filename?: string; type?: string } = {},
): Promise<StoredImage> {
  if (bytes.byteLength === 0) throw apiError(400, MEDIA_TITLES.empty);
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw apiError(413, MEDIA_TITLES.tooLarge);
  const kind = sniffKind(bytes);
  if (kind !== 'png' && kind !== 'jpeg' && kind !== 'webp') throw notAllowed(kind, declared);
  checkDeclared(kind, declared);
  const { width, height } = await readHeader(bytes, kind);
  if (width * height > MAX_IMAGE_PIXELS) {
    const megapixels = (Math.ceil((width * height) / 100_000) / 10).toLocaleString('nl-NL');
    throw apiError(
      400,
      `De afbeelding is te groot: ${width} × ${height} beeldpunten (${megapixels} megapixel, maximaal ${MAX_IMAGE_PIXELS / 1_000_000}). Verklein de afbeelding en probeer het opnieuw.`,
    );
  }

  const uploadDir = config().uploadDir;
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const [existing] = await db.select().from(uploads).where(eq(uploads.sha256, sha256)).limit(1);
  if (existing) {
    const path = originalPath(uploadDir, existing.id, existing.mediaType);
    if (!(await exists(path))) {
      await mkdir(uploadDir, { recursive: true });
      await writeWhole(path, await stripped(bytes, kind)); // the folder was emptied by hand: put the original back
    }
    return answerOf(existing);
  }

  // Decoding it whole also refuses a damaged or truncated image now, not when it is first shown.
  const kept = await stripped(bytes, kind);
  const id = randomUUID();
  const mediaType = MEDIA_TYPE[kind];
  const path = originalPath(uploadDir, id, mediaType);
  await mkdir(uploadDir, { recursive: true });
  await writeWhole(path, kept);
  let inserted: (typeof uploads.$inferSelect)[];
  try {
    inserted = await db
      .insert(uploads)
      .values({ id, mediaType, bytes: kept.byteLength, width, height, sha256, createdBy: callerId })
      .onConflictDoNothing({ target: uploads.sha256 })
      .returning();
  } catch (error) {
    await removeQuietly(path);
    throw error;
  }
  if (inserted[0]) return answerOf(inserted[0]);
  // The same image was stored by a simultaneous request between our look-up and insert: keep theirs.
  await removeQuietly(path);
  const [winner] = await db.select().from(uploads).where(eq(uploads.sha256, sha256)).limit(1);
  if (!winner) throw new Error(`upload ${sha256} verdween tijdens het opslaan`);
  return answerOf(winner);
}

/**
 * The row of upload `id`; an evidence photo's only with `evidence` (see the module comment).
 * @throws apiError 404 for an unknown or non-UUID id, and for an evidence photo's upload without `evidence`.
 */
async function uploadRow(db: Db, id: string, evidence = false): Promise<typeof uploads.$inferSelect> {
  const notEvidence = evidence ? undefined : notExists(db.select({ id: evaluationPhotos.id }).from(evaluationPhotos).where(eq(evaluationPhotos.uploadId, uploads.id)));
  const [row] = isUuid(id) ? await db.select().from(uploads).where(and(eq(uploads.id, id), notEvidence)).limit(1) : [];
  if (!row) throw apiError(404, TITLES.notFound);
  return row;
}

/**
 * Removes the files of an upload whose row is gone: the original and every variant made of it. Files already gone
 * are fine; other errors are swallowed too (the row is gone, so nothing serves the files any more), and reported
 * through the answer: the paths that could not be removed.
 * @param upload the deleted row's `id` and `mediaType`.
 */
export async function removeUploadFiles(upload: { id: string; mediaType: string }): Promise<string[]> {
  const uploadDir = config().uploadDir;
  const variants = join(uploadDir, 'variants');
  const names = await readdir(variants).catch(() => [] as string[]);
  const paths = [originalPath(uploadDir, upload.id, upload.mediaType), ...names.filter((name) => name.startsWith(`${upload.id}-`)).map((name) => join(variants, name))];
  const failed: string[] = [];
  for (const path of paths) await rm(path, { force: true }).catch(() => failed.push(path));
  return failed;
}

/**
 * The original file of an upload as it is kept (re-encoded without metadata by `storeImage`; an upload kept before
 * that may still carry it), e.g. for a module export.
 * @returns its media type ('image/png' | 'image/jpeg' | 'image/webp') and bytes.
 * @throws apiError 404 for an unknown or non-UUID id; an original missing from disk is an Error (500, logged).
 */
export async function readOriginal(db: Db, id: string): Promise<{ mediaType: string; bytes: Uint8Array }> {
  const row = await uploadRow(db, id);
  return { mediaType: row.mediaType, bytes: await readFile(originalPath(config().uploadDir, row.id, row.mediaType)) };
}

/** The q-value (0–1) `accept` gives `type`, counting only exact entries (a `*\/*` promises no AVIF). */
function weightOf(accept: string, type: string): number {
  for (const part of accept.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name?.trim() !== type) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    return Number.isFinite(weight) ? weight : 0;
  }
  return 0;
}

/**
 * The format to serve for an `Accept` header: AVIF when accepted, else WebP, else JPEG — or PNG when the image
 * has transparency (JPEG has none).
 */
export function variantFormat(accept: string | undefined | null, hasAlpha: boolean): VariantFormat {
  const header = accept ?? '';
  if (weightOf(header, 'image/avif') > 0) return 'avif';
  if (weightOf(header, 'image/webp') > 0) return 'webp';
  return hasAlpha ? 'png' : 'jpeg';
}

/** Variants being made right now, by file path: simultaneous requests wait for the same one. */
const making = new Map<string, Promise<Uint8Array>>();

/** Makes one variant with sharp and keeps it on disk. */
async function makeVariant(source: string, target: string, width: number, format: VariantFormat): Promise<Uint8Array> {
  const pipeline = sharp(source, READ).autoOrient().resize({ width, withoutEnlargement: true });
  const encoded =
    format === 'avif'
      ? pipeline.avif({ quality: 55, effort: 4 })
      : format === 'webp'
        ? pipeline.webp({ quality: 80 })
        : format === 'jpeg'
          ? pipeline.jpeg({ quality: 80, mozjpeg: true })
          : pipeline.png({ compressionLevel: 9 });
  const body = await encoded.toBuffer();
  await mkdir(dirname(target), { recursive: true });
  await writeWhole(target, body);
  return body;
}

/**
 * One upload as it is served (see the module comment).
 * @param id the upload id (anything else, also a non-UUID, is 404).
 * @param width the largest width wanted, pixels (one of MEDIA_WIDTHS); an image narrower than that keeps its own width.
 * @param accept the request's `Accept` header.
 * @param options.evidence serve an evidence photo's upload too (only the PAT's evidence calls, after their scope check).
 * @throws apiError 404 for an unknown id (and an evidence photo's without `evidence`); 400 for a width not in MEDIA_WIDTHS. An original missing from disk
 *   is an Error (500, logged).
 */
export async function mediaVariant(
  db: Db,
  id: string,
  width: MediaWidth,
  accept: string | undefined | null,
  { evidence = false }: { evidence?: boolean } = {},
): Promise<MediaVariant> {
  if (!(MEDIA_WIDTHS as readonly number[]).includes(width)) throw apiError(400, TITLES.badInput);
  const row = await uploadRow(db, id, evidence);
  const uploadDir = config().uploadDir;
  const source = originalPath(uploadDir, row.id, row.mediaType);
  let hasAlpha = false;
  if (variantFormat(accept, true) === 'png') {
    // Only a client taking neither AVIF nor WebP needs to know: then look at the original's header.
    hasAlpha = row.mediaType !== 'image/jpeg' && (await sharp(source).metadata()).hasAlpha;
  }
  const format = variantFormat(accept, hasAlpha);
  const target = join(uploadDir, 'variants', `${row.id}-${Math.min(width, row.width)}.${format}`);
  const contentType = CONTENT_TYPE[format];

  const cached = await readFile(target).catch(() => null);
  if (cached) return { body: cached, contentType };
  let pending = making.get(target);
  if (!pending) {
    pending = makeVariant(source, target, width, format).finally(() => making.delete(target));
    making.set(target, pending);
  }
  return { body: await pending, contentType };
}
