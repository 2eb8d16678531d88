/**
 * Changing modules (docs/api.md "Modules", decision 009): every save makes a new immutable version and
 * points the module at it. Profession tests pin the version current when they were made, attempts run on their
 * test's versions, so what is running keeps its version and nothing is ever changed in place.
 *
 * Saves are serialised per module with a row lock; a save based on an older version than the current one is
 * refused with 409 so two coordinators never silently overwrite each other.
 */
import { and, desc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { completeLanguages, LANGUAGES, localizedTexts, textIn, type ModuleContent } from '#src/features/content/model';
import type { Completeness, ModuleEditView, ModuleHistoryItem, ModuleSaved } from '#src/features/content/contract';
import type { Db } from '#src/server/db/client';
import { moduleVersions, modules, professions, professionTestModules, templates, templateVersions, uploads, users } from '#src/server/db/schema';
import { apiError, TITLES } from '#src/server/errors';
import { parseModuleContent } from './module-validation';
import { isUuid } from '#src/server/validation';

/** Dutch titles of the module-change errors. */
export const MODULE_TITLES = {
  stale: 'Iemand anders heeft deze module intussen opgeslagen. Laad de pagina opnieuw; je wijzigingen blijven als concept bewaard.',
  unknownProfession: 'Dit beroep bestaat niet.',
  unknownUpload: 'Een afbeelding in deze module is niet (meer) geüpload. Upload de afbeelding opnieuw.',
  unknownTemplate: 'Dit sjabloon bestaat niet.',
} as const;

/** A new version to add to a module. */
export interface NewModuleVersion {
  moduleId: string;
  content: ModuleContent;
  templateVersionId: string | null;
  createdBy: string | null;
  note?: string | null;
  /** Changes the module's profession as well (undefined: keep it). */
  professionId?: string | null;
}

/**
 * Adds version n+1 of a module inside `tx` and makes it current. The caller has checked the content and locked
 * the module row (see `lockModule`).
 * @returns the new version's id and number.
 */
export async function addModuleVersion(tx: Db, v: NewModuleVersion): Promise<{ id: string; version: number }> {
  const [last] = await tx
    .select({ version: moduleVersions.version })
    .from(moduleVersions)
    .where(eq(moduleVersions.moduleId, v.moduleId))
    .orderBy(desc(moduleVersions.version))
    .limit(1);
  const version = (last?.version ?? 0) + 1;
  const [row] = await tx
    .insert(moduleVersions)
    .values({
      moduleId: v.moduleId,
      version,
      content: v.content,
      languages: completeLanguages(v.content),
      templateVersionId: v.templateVersionId,
      createdBy: v.createdBy,
      note: v.note ?? null,
    })
    .returning({ id: moduleVersions.id });
  if (!row) throw new Error('module version not inserted');
  await tx
    .update(modules)
    .set({
      currentVersionId: row.id,
      title: v.content.title.nl,
      updatedAt: new Date(),
      ...(v.professionId === undefined ? {} : { professionId: v.professionId }),
    })
    .where(eq(modules.id, v.moduleId));
  return { id: row.id, version };
}

/** The module row with its current version, locked for the rest of `tx`. */
export async function lockModule(tx: Db, id: string) {
  const [row] = isUuid(id)
    ? await tx
        .select({ id: modules.id, currentVersionId: modules.currentVersionId })
        .from(modules)
        .where(eq(modules.id, id))
        .for('update')
    : [];
  if (!row?.currentVersionId) throw apiError(404, TITLES.notFound);
  const [current] = await tx
    .select({ id: moduleVersions.id, version: moduleVersions.version, content: moduleVersions.content, templateVersionId: moduleVersions.templateVersionId })
    .from(moduleVersions)
    .where(eq(moduleVersions.id, row.currentVersionId));
  if (!current) throw apiError(404, TITLES.notFound);
  return current;
}

/**
 * Checks content, profession and uploads against the database.
 * @throws apiError 400 (Dutch) for bad content, an unknown profession or an image that was never uploaded.
 */
async function checkedContent(db: Db, content: unknown, professionId: string | null): Promise<ModuleContent> {
  const checked = parseModuleContent(content);
  if (professionId !== null) {
    const [found] = isUuid(professionId) ? await db.select({ id: professions.id }).from(professions).where(eq(professions.id, professionId)) : [];
    if (!found) throw apiError(400, MODULE_TITLES.unknownProfession);
  }
  if (checked.uploads.length > 0) {
    const found = await db.select({ id: uploads.id }).from(uploads).where(inArray(uploads.id, checked.uploads));
    if (found.length !== checked.uploads.length) throw apiError(400, MODULE_TITLES.unknownUpload);
  }
  return checked.content;
}

/**
 * POST /api/modules: a new module with version 1.
 * @throws apiError 400 (Dutch) naming the first problem; nothing is saved then.
 */
export async function createModule(
  db: Db,
  callerId: string,
  body: { professionId: string | null; content: unknown },
  note: string | null = null,
  templateVersionId: string | null = null,
): Promise<ModuleSaved> {
  const content = await checkedContent(db, body.content, body.professionId);
  return db.transaction(async (tx) => {
    const [module] = await tx.insert(modules).values({ title: content.title.nl, professionId: body.professionId }).returning({ id: modules.id });
    if (!module) throw new Error('module not inserted');
    const { version } = await addModuleVersion(tx, { moduleId: module.id, content, templateVersionId, createdBy: callerId, note });
    return { id: module.id, version };
  });
}

/**
 * PUT /api/modules/{id}: saves new content as the next version. The template stays as it is.
 * @throws apiError 404 unknown module; 409 when `baseVersion` is not the current version; 400 bad content.
 */
export async function saveModule(
  db: Db,
  callerId: string,
  id: string,
  body: { professionId: string | null; content: unknown; baseVersion: number },
): Promise<ModuleSaved> {
  const content = await checkedContent(db, body.content, body.professionId);
  return db.transaction(async (tx) => {
    const current = await lockModule(tx, id);
    if (current.version !== body.baseVersion) throw apiError(409, MODULE_TITLES.stale);
    const { version } = await addModuleVersion(tx, {
      moduleId: id,
      content,
      templateVersionId: current.templateVersionId,
      createdBy: callerId,
      professionId: body.professionId,
    });
    return { id, version };
  });
}

/**
 * PUT /api/modules/{id}/template: a new version scored with template `templateId`'s current version, or
 * without a template (null).
 * @throws apiError 404 unknown module; 400 unknown template.
 */
export async function setModuleTemplate(db: Db, callerId: string, id: string, templateId: string | null): Promise<ModuleSaved> {
  return db.transaction(async (tx) => {
    const current = await lockModule(tx, id);
    let templateVersionId: string | null = null;
    let note = 'Sjabloon losgekoppeld';
    if (templateId !== null) {
      const [template] = isUuid(templateId)
        ? await tx.select({ name: templates.name, versionId: templates.currentVersionId }).from(templates).where(eq(templates.id, templateId))
        : [];
      if (!template?.versionId) throw apiError(400, MODULE_TITLES.unknownTemplate);
      templateVersionId = template.versionId;
      note = `Sjabloon ‘${template.name}’ gekoppeld`;
    }
    const { version } = await addModuleVersion(tx, { moduleId: id, content: current.content, templateVersionId, createdBy: callerId, note });
    return { id, version };
  });
}

/** Present texts per language in `content` (`completeness` of docs/api.md GET /api/modules/{id}/edit). */
export function completenessOf(content: ModuleContent): Completeness {
  const texts = localizedTexts(content);
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, { done: texts.filter((t) => textIn(t, language) !== null).length, total: texts.length }]),
  ) as Completeness;
}

/**
 * True when a profession test pins the version, for a select from `module_versions`. The subquery comes from
 * the query builder so its correlated column keeps its table name (drizzle-orm issue #5734; eslint.config.js
 * forbids writing it inside `sql`).
 */
export const versionInUseSql: SQL<boolean> = exists(
  new QueryBuilder()
    .select({ testId: professionTestModules.testId })
    .from(professionTestModules)
    .where(eq(professionTestModules.moduleVersionId, moduleVersions.id)),
).mapWith(Boolean);

/**
 * GET /api/modules/{id}/edit: everything the editor needs — the current content in every language with the
 * correct answers, completeness, the template and the history (newest first).
 * @throws apiError 404 for an unknown id.
 */
export async function moduleEditView(db: Db, id: string): Promise<ModuleEditView> {
  const [row] = isUuid(id)
    ? await db
        .select({
          id: modules.id,
          professionId: modules.professionId,
          updatedAt: modules.updatedAt,
          version: moduleVersions.version,
          content: moduleVersions.content,
          languages: moduleVersions.languages,
          templateVersionId: moduleVersions.templateVersionId,
        })
        .from(modules)
        .innerJoin(moduleVersions, eq(moduleVersions.id, modules.currentVersionId))
        .where(eq(modules.id, id))
    : [];
  if (!row) throw apiError(404, TITLES.notFound);
  const [history, template] = await Promise.all([
    db
      .select({
        version: moduleVersions.version,
        createdAt: moduleVersions.createdAt,
        createdBy: users.name,
        note: moduleVersions.note,
        inUse: versionInUseSql,
      })
      .from(moduleVersions)
      .leftJoin(users, eq(users.id, moduleVersions.createdBy))
      .where(eq(moduleVersions.moduleId, id))
      .orderBy(desc(moduleVersions.version)),
    row.templateVersionId
      ? db
          .select({ id: templates.id, name: templateVersions.content, version: templateVersions.version, currentVersionId: templates.currentVersionId })
          .from(templateVersions)
          .innerJoin(templates, eq(templates.id, templateVersions.templateId))
          .where(eq(templateVersions.id, row.templateVersionId))
      : Promise.resolve([]),
  ]);
  const t = template[0];
  return {
    id: row.id,
    professionId: row.professionId,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    content: row.content,
    languages: row.languages,
    completeness: completenessOf(row.content),
    inUse: history.some((h) => h.inUse),
    template: t ? { id: t.id, name: t.name.name, version: t.version, current: t.currentVersionId === row.templateVersionId } : null,
    history: history.map((h): ModuleHistoryItem => ({ ...h, createdAt: h.createdAt.toISOString() })),
  };
}

/** Ids of modules whose current version is scored with a version of template `templateId` other than `exceptVersionId`. */
export async function modulesOnOlderTemplate(tx: Db, templateId: string, exceptVersionId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: modules.id })
    .from(modules)
    .innerJoin(moduleVersions, eq(moduleVersions.id, modules.currentVersionId))
    .innerJoin(templateVersions, eq(templateVersions.id, moduleVersions.templateVersionId))
    .where(and(eq(templateVersions.templateId, templateId), sql`${templateVersions.id} <> ${exceptVersionId}`));
  return rows.map((r) => r.id);
}
