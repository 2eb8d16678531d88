/**
 * Evaluation templates (docs/api.md "Templates", decision 009): criteria with name, description,
 * weight and order, and the four-point scale with editable labels (docs/domain.md glossary).
 *
 * Like modules, every save makes a new immutable template version. Modules whose current version is scored
 * with an older version of the template get a new module version that uses the new one; module versions that
 * tests (and later PATs and evaluations) pinned keep their template version, so what is running keeps it.
 */
import { asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { TemplateContent } from '#src/features/content/template';
import type { TemplateListItem, TemplateSaved, TemplateView } from '#src/features/content/contract';
import type { Db } from '#src/server/db/client';
import { moduleVersions, modules, templates, templateVersions, users } from '#src/server/db/schema';
import { apiError, TITLES } from '#src/server/errors';
import type { Page } from '#src/lib/contract';
import { offsetOf, paged, PAGE_SIZE } from '#src/server/paging';
import { likeEscape } from '#src/server/like';
import { addModuleVersion, lockModule, modulesOnOlderTemplate } from './module-versions';
import { isUuid } from '#src/server/validation';
import type { z } from 'zod';
import type { templateListQuery } from '#src/features/content/contract';

/** Dutch titles of template errors. */
export const TEMPLATE_TITLES = {
  stale: 'Iemand anders heeft dit sjabloon intussen opgeslagen. Laad de pagina opnieuw.',
} as const;

/** A version of the template that a module's current version is scored with (named apart from the list's own join). */
const usedVersion = alias(templateVersions, 'used_version');

/**
 * Number of modules whose current version is scored with some version of the template, for a select from
 * `templates`. The subquery comes from the query builder so its correlated column keeps its table name
 * (drizzle-orm issue #5734; eslint.config.js forbids writing it inside `sql`).
 */
export const moduleCountSql: SQL<number> = sql<number>`${new QueryBuilder()
  .select({ n: count() })
  .from(modules)
  .innerJoin(moduleVersions, eq(moduleVersions.id, modules.currentVersionId))
  .innerJoin(usedVersion, eq(usedVersion.id, moduleVersions.templateVersionId))
  .where(eq(usedVersion.templateId, templates.id))}`.mapWith(Number);

/** A page of templates by name, optionally those whose name contains `q`. */
export async function listTemplates(db: Db, filter: z.output<typeof templateListQuery>): Promise<Page<TemplateListItem>> {
  const q = filter.q?.trim();
  const where = q ? ilike(templates.name, `%${likeEscape(q)}%`) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: templates.id,
        name: templates.name,
        version: templateVersions.version,
        criteriaCount: sql<number>`jsonb_array_length(${templateVersions.content}->'criteria')`.mapWith(Number),
        moduleCount: moduleCountSql,
        updatedAt: templates.updatedAt,
      })
      .from(templates)
      .innerJoin(templateVersions, eq(templateVersions.id, templates.currentVersionId))
      .where(where)
      .orderBy(asc(templates.name), asc(templates.id))
      .limit(PAGE_SIZE)
      .offset(offsetOf(filter.page)),
    db.select({ n: count() }).from(templates).where(where),
  ]);
  return paged(
    rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })),
    total?.n ?? 0,
    filter.page,
  );
}

/**
 * One template's current version, the modules that use it and its history (newest first).
 * @throws apiError 404 for an unknown id.
 */
export async function readTemplate(db: Db, id: string): Promise<TemplateView> {
  const [row] = isUuid(id)
    ? await db
        .select({ id: templates.id, version: templateVersions.version, content: templateVersions.content })
        .from(templates)
        .innerJoin(templateVersions, eq(templateVersions.id, templates.currentVersionId))
        .where(eq(templates.id, id))
    : [];
  if (!row) throw apiError(404, TITLES.notFound);
  const [used, history] = await Promise.all([
    db
      .select({ id: modules.id, title: modules.title })
      .from(modules)
      .innerJoin(moduleVersions, eq(moduleVersions.id, modules.currentVersionId))
      .innerJoin(templateVersions, eq(templateVersions.id, moduleVersions.templateVersionId))
      .where(eq(templateVersions.templateId, id))
      .orderBy(asc(modules.title)),
    db
      .select({ version: templateVersions.version, createdAt: templateVersions.createdAt, createdBy: users.name })
      .from(templateVersions)
      .leftJoin(users, eq(users.id, templateVersions.createdBy))
      .where(eq(templateVersions.templateId, id))
      .orderBy(desc(templateVersions.version)),
  ]);
  return { ...row, modules: used, history: history.map((h) => ({ ...h, createdAt: h.createdAt.toISOString() })) };
}

/**
 * POST /api/templates: a new template with version 1. `content` has been parsed with `templateContentSchema` (contract.ts).
 * @returns the template id, its version id and number.
 */
export async function createTemplate(db: Db, callerId: string | null, content: TemplateContent): Promise<{ id: string; versionId: string; version: number }> {
  return db.transaction(async (tx) => {
    const [template] = await tx.insert(templates).values({ name: content.name }).returning({ id: templates.id });
    if (!template) throw new Error('template not inserted');
    const [version] = await tx
      .insert(templateVersions)
      .values({ templateId: template.id, version: 1, content, createdBy: callerId })
      .returning({ id: templateVersions.id });
    if (!version) throw new Error('template version not inserted');
    await tx.update(templates).set({ currentVersionId: version.id }).where(eq(templates.id, template.id));
    return { id: template.id, versionId: version.id, version: 1 };
  });
}

/**
 * PUT /api/templates/{id}: saves `content` as the next version and moves every module whose current version
 * uses this template on to it (each gets a new module version, decision 009).
 * @returns the new version and how many modules got a new version.
 * @throws apiError 404 unknown template; 409 when `baseVersion` is not the current version.
 */
export async function saveTemplate(
  db: Db,
  callerId: string,
  id: string,
  content: TemplateContent,
  baseVersion: number,
): Promise<TemplateSaved> {
  return db.transaction(async (tx) => {
    const [current] = isUuid(id)
      ? await tx
          .select({ version: templateVersions.version })
          .from(templates)
          .innerJoin(templateVersions, eq(templateVersions.id, templates.currentVersionId))
          .where(eq(templates.id, id))
          .for('update', { of: templates })
      : [];
    if (!current) throw apiError(404, TITLES.notFound);
    if (current.version !== baseVersion) throw apiError(409, TEMPLATE_TITLES.stale);
    const version = current.version + 1;
    const [row] = await tx
      .insert(templateVersions)
      .values({ templateId: id, version, content, createdBy: callerId })
      .returning({ id: templateVersions.id });
    if (!row) throw new Error('template version not inserted');
    await tx.update(templates).set({ name: content.name, currentVersionId: row.id, updatedAt: new Date() }).where(eq(templates.id, id));
    const moduleIds = await modulesOnOlderTemplate(tx, id, row.id);
    const versionsOfThis = new Set((await tx.select({ id: templateVersions.id }).from(templateVersions).where(eq(templateVersions.templateId, id))).map((v) => v.id));
    let modulesUpdated = 0;
    for (const moduleId of moduleIds) {
      const module = await lockModule(tx, moduleId);
      // Re-checked under the module's lock: someone may have changed its template since the look-up.
      if (!module.templateVersionId || !versionsOfThis.has(module.templateVersionId) || module.templateVersionId === row.id) continue;
      modulesUpdated += 1;
      await addModuleVersion(tx, {
        moduleId,
        content: module.content,
        templateVersionId: row.id,
        createdBy: callerId,
        note: `Sjabloon ‘${content.name}’ bijgewerkt naar versie ${version}`,
      });
    }
    return { id, version, modulesUpdated };
  });
}
