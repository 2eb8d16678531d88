/**
 * Export and import of a module as one file (docs/api.md "Module file"): the current version's
 * content, its evaluation template and its uploaded images (re-encoded without metadata), base64-encoded, in one
 * JSON document.
 *
 * Import checks everything before it saves anything: the file's shape, the content (parseModuleContent, the
 * same rules as the editor), the template, and every image (the same checks as an upload). A problem is
 * answered with a Dutch message that names it ("Afbeelding 2 in het bestand: …", "In het bestand: Onderdeel 3
 * (vraag): …"); the module and template are then not created. Imported parts and criteria get new ids, so
 * importing a file twice gives two independent modules.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { z } from 'zod';
import type { ContentImage, ModuleContent, Part } from '#src/features/content/model';
import type { TemplateContent } from '#src/features/content/template';
import { MODULE_FILE_FORMAT, MODULE_FILE_VERSION, moduleFileSchema, templateContentSchema, type ModuleFile, type ModuleImported } from '#src/features/content/contract';
import type { Db } from '#src/server/db/client';
import { moduleVersions, modules, professions, templateVersions } from '#src/server/db/schema';
import { apiError, TITLES } from '#src/server/errors';
import { formatOf, readOriginal, storeImage, withoutMetadata } from './media';
import { addModuleVersion } from './module-versions';
import { parseModuleContent } from './module-validation';
import { createTemplate } from './templates';
import { isUuid } from '#src/server/validation';

/**
 * The image as it goes into a module file: upright and without metadata (EXIF, GPS position, camera), so a module
 * file never carries where or with what a photo was taken (AVG/GDPR data minimisation). Uploads are kept that way
 * (media.ts `storeImage`) and go as they are; one kept before that, which still carries metadata or an orientation,
 * is re-encoded here (media.ts `withoutMetadata`).
 */
async function exportedImage(bytes: Uint8Array, mediaType: string): Promise<Buffer> {
  const { exif, xmp, iptc, icc, orientation, comments } = await sharp(bytes).metadata();
  if (!exif && !xmp && !iptc && !icc && !orientation && !comments?.length) return Buffer.from(bytes);
  return withoutMetadata(bytes, formatOf(mediaType));
}

/** Every image of `content` (image parts and question images). */
function imagesOf(content: ModuleContent): ContentImage[] {
  return content.parts.flatMap((p) => (p.type === 'image' ? [p.image] : p.type === 'question' && p.image ? [p.image] : []));
}

/**
 * The module file of module `id`'s current version.
 * @returns the file and a file name like `module-veilig-werken.json`.
 * @throws apiError 404 unknown module.
 */
export async function exportModule(db: Db, id: string): Promise<{ file: ModuleFile; filename: string }> {
  const [row] = isUuid(id)
    ? await db
        .select({ content: moduleVersions.content, profession: professions.name, templateVersionId: moduleVersions.templateVersionId })
        .from(modules)
        .innerJoin(moduleVersions, eq(moduleVersions.id, modules.currentVersionId))
        .leftJoin(professions, eq(professions.id, modules.professionId))
        .where(eq(modules.id, id))
    : [];
  if (!row) throw apiError(404, TITLES.notFound);
  const [template] = row.templateVersionId
    ? await db.select({ content: templateVersions.content }).from(templateVersions).where(eq(templateVersions.id, row.templateVersionId))
    : [];
  const uploadIds = [...new Set(imagesOf(row.content).flatMap((img) => (img.upload ? [img.upload] : [])))];
  const images = await Promise.all(
    uploadIds.map(async (upload) => {
      const original = await readOriginal(db, upload);
      return { id: upload, mediaType: original.mediaType, data: (await exportedImage(original.bytes, original.mediaType)).toString('base64') };
    }),
  );
  const slug = row.content.title.nl
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return {
    file: {
      format: MODULE_FILE_FORMAT,
      formatVersion: MODULE_FILE_VERSION,
      exportedAt: new Date().toISOString(),
      module: { profession: row.profession ?? null, content: row.content },
      template: template?.content ?? null,
      images,
    },
    filename: `module-${slug || 'export'}.json`,
  };
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Dutch description of what is wrong with the top level of a module file. */
function fileProblem(raw: unknown, error: z.ZodError): string {
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : null;
  if (!record || record.format !== MODULE_FILE_FORMAT) {
    return 'Dit bestand is geen module-export van dit platform: het veld ‘format’ ontbreekt of klopt niet.';
  }
  if (record.formatVersion !== MODULE_FILE_VERSION) {
    const version = record.formatVersion;
    // Only a number is named back: anything else (absent, text, a list) would make a garbled or huge title.
    if (typeof version !== 'number') return 'Het veld ‘formatVersion’ in het bestand ontbreekt of klopt niet.';
    return `Deze module-export heeft formaatversie ${version}; dit platform leest versie ${MODULE_FILE_VERSION}.`;
  }
  const issue = error.issues[0];
  const [first, index, field] = issue?.path ?? [];
  if (first === 'images' && typeof index === 'number') {
    return `Afbeelding ${index + 1} in het bestand is onvolledig: het veld ‘${String(field ?? 'id')}’ ontbreekt of klopt niet.`;
  }
  if (first === 'images') return 'Het veld ‘images’ in het bestand moet een lijst met hoogstens 200 afbeeldingen zijn.';
  return `Het veld ‘${issue?.path.join('.') || 'module'}’ in het bestand ontbreekt of klopt niet.`;
}

/** Stands in for zod's own (English) messages while reading a file's template; replaced by templateProblem. */
const NO_DUTCH_MESSAGE = 'geen eigen melding';

/** Dutch description of the first problem in a module file's template. */
function templateProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (issue && issue.message !== NO_DUTCH_MESSAGE) return `Het sjabloon in het bestand: ${issue.message}`;
  const place = ['template', ...(issue?.path ?? [])].join('.');
  return `Het veld ‘${place}’ in het bestand ontbreekt of klopt niet.`;
}

/** `content` with new part ids and each uploaded image pointing at its new upload. */
function renumbered(content: ModuleContent, uploadIds: Map<string, string>): ModuleContent {
  const image = (img: ContentImage): ContentImage => {
    if (!img.upload) return img;
    const upload = uploadIds.get(img.upload) as string;
    return { ...img, upload, src: `/api/media/${upload}` };
  };
  const parts = content.parts.map((p): Part => {
    const id = randomUUID();
    if (p.type === 'image') return { ...p, id, image: image(p.image) };
    if (p.type === 'question' && p.image) return { ...p, id, image: image(p.image) };
    return { ...p, id };
  });
  return { ...content, parts };
}

/**
 * POST /api/modules/import: a new module (version 1) from a module file, with a new template when the file
 * has one.
 * @param raw the parsed JSON body.
 * @returns the new module and, when the profession was not found here, a Dutch note saying so.
 * @throws apiError 400 (Dutch) naming the first problem in the file; 413 for an image over 5 MB. No module or
 *   template is created then (images checked and stored before a later problem stay as unused uploads).
 */
export async function importModule(db: Db, callerId: string, raw: unknown): Promise<ModuleImported> {
  const parsed = moduleFileSchema.safeParse(raw);
  if (!parsed.success) throw apiError(400, fileProblem(raw, parsed.error));
  const file = parsed.data;

  let content: ModuleContent;
  let uploadIds: string[];
  try {
    ({ content, uploads: uploadIds } = parseModuleContent(file.module.content));
  } catch (error) {
    throw apiError(400, `In het bestand: ${(error as Error).message}`);
  }
  let template: TemplateContent | null = null;
  if (file.template !== null) {
    const t = templateContentSchema.safeParse(file.template, { error: () => NO_DUTCH_MESSAGE });
    if (!t.success) throw apiError(400, templateProblem(t.error));
    template = { ...t.data, criteria: t.data.criteria.map((c) => ({ ...c, id: randomUUID() })) };
  }
  const byId = new Map(file.images.map((img, i) => [img.id, { ...img, index: i }]));
  const missing = uploadIds.find((id) => !byId.has(id));
  if (missing) throw apiError(400, `In het bestand ontbreekt een afbeelding die de module gebruikt (${missing}).`);

  const newIds = new Map<string, string>();
  for (const upload of uploadIds) {
    const img = byId.get(upload) as { mediaType: string; data: string; index: number };
    const label = `Afbeelding ${img.index + 1} in het bestand`;
    if (!BASE64.test(img.data)) throw apiError(400, `${label} is niet goed gecodeerd (base64 verwacht).`);
    try {
      const stored = await storeImage(db, callerId, Buffer.from(img.data, 'base64'), { type: img.mediaType });
      newIds.set(upload, stored.id);
    } catch (error) {
      const status = (error as { status?: number }).status === 413 ? 413 : 400;
      if ((error as { status?: number }).status === undefined) throw error;
      throw apiError(status, `${label}: ${(error as Error).message}`);
    }
  }

  const [profession] = file.module.profession
    ? await db.select({ id: professions.id }).from(professions).where(eq(professions.name, file.module.profession))
    : [];
  const notes =
    file.module.profession && !profession ? [`Het beroep ‘${file.module.profession}’ bestaat hier niet; de module heeft nu geen beroep.`] : [];
  const final = renumbered(content, newIds);
  return db.transaction(async (tx) => {
    const templateVersionId = template ? (await createTemplate(tx, callerId, template)).versionId : null;
    const [module] = await tx.insert(modules).values({ title: final.title.nl, professionId: profession?.id ?? null }).returning({ id: modules.id });
    if (!module) throw new Error('module not inserted');
    const { version } = await addModuleVersion(tx, { moduleId: module.id, content: final, templateVersionId, createdBy: callerId, note: 'Geïmporteerd' });
    return { id: module.id, version, notes };
  });
}
