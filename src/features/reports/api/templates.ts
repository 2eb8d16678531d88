/**
 * Report templates (rapportagesjablonen; docs/api.md "Report templates"; contract.ts `ReportTemplate`): the ordered
 * sections a report starts from, each free text the teacher writes or a block the platform fills in. Staff list,
 * read, create, change, archive and restore them; teachers list and read them to choose one for a new report (the
 * router checks who calls). An archived template cannot be chosen for a new report but stays readable.
 *
 * Reports copy a template's sections when they are made (tables.ts `reports.sections`), so changing or archiving a
 * template never changes a report already made.
 */
import { asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ReportSection, ReportTemplate, ReportTemplateSave } from '#src/features/reports/contract';
import { templateProblems, withSectionIds } from '#src/features/reports/template-rules';
import type { Db } from '#src/server/db/client';
import { reports, reportTemplates } from '#src/server/db/schema';
import { apiError, isUniqueViolation, TITLES } from '#src/server/errors';
import { isUuid } from '#src/server/validation';

/** Dutch titles of the template calls' own errors. */
export const REPORT_TEMPLATE_TITLES = {
  nameTaken: (name: string) => `Er is al een sjabloon met de naam ‘${name}’. Kies een andere naam.`,
  restoreNameTaken: (name: string) =>
    `Er is al een sjabloon in gebruik met de naam ‘${name}’. Geef een van beide eerst een andere naam en zet dit sjabloon daarna terug.`,
} as const;

type Row = typeof reportTemplates.$inferSelect;

/** How many reports were made from each of `ids`. */
async function reportCounts(db: Pick<Db, 'select'>, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ templateId: reports.templateId, n: count() })
    .from(reports)
    .where(inArray(reports.templateId, ids))
    .groupBy(reports.templateId);
  return new Map(rows.map((r) => [r.templateId as string, r.n]));
}

function toTemplate(row: Row, reportCount: number): ReportTemplate {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    sections: row.sections,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    reportCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored sections of a checked body: every section with an id (template-rules.ts `withSectionIds`). */
function sectionsOf(fields: ReportTemplateSave): ReportSection[] {
  return withSectionIds(fields.sections).map((s): ReportSection =>
    s.kind === 'text' ? { id: s.id, kind: 'text', title: s.title, hint: s.hint } : { id: s.id, kind: 'block', title: s.title, block: s.block },
  );
}

/**
 * Refuses what zod cannot see (template-rules.ts): tag-like text in a plain field, a section id used twice.
 * @throws apiError 400 with the first problem, naming the field and the section.
 */
function checkFields(fields: ReportTemplateSave): void {
  const [problem] = templateProblems(fields);
  if (problem) throw apiError(400, problem.message);
}

/**
 * Refuses a name that a current (not archived) template other than `exceptId` has, case-insensitively (the
 * database's `report_templates_name_key` holds the same rule).
 * @throws apiError 409 REPORT_TEMPLATE_TITLES.nameTaken.
 */
async function checkNameFree(db: Pick<Db, 'select'>, name: string, exceptId: string | null, title = REPORT_TEMPLATE_TITLES.nameTaken): Promise<void> {
  const rows = await db
    .select({ id: reportTemplates.id })
    .from(reportTemplates)
    .where(sql`lower(${reportTemplates.name}) = lower(${name}) AND ${reportTemplates.archivedAt} IS NULL`);
  if (rows.some((r) => r.id !== exceptId)) throw apiError(409, title(name));
}

/**
 * `GET /api/report-templates`: the current templates by name (case-insensitively, then id); with `archived` the
 * archived ones too, after the current ones. Each with the number of reports made from it.
 */
export async function listReportTemplates(db: Db, archived: boolean): Promise<ReportTemplate[]> {
  const rows = await db
    .select()
    .from(reportTemplates)
    .where(archived ? undefined : isNull(reportTemplates.archivedAt))
    .orderBy(asc(sql`${reportTemplates.archivedAt} IS NOT NULL`), asc(sql`lower(${reportTemplates.name})`), asc(reportTemplates.id));
  const counts = await reportCounts(db, rows.map((r) => r.id));
  return rows.map((row) => toTemplate(row, counts.get(row.id) ?? 0));
}

/**
 * `GET /api/report-templates/{id}`: one template, archived or not.
 * @throws apiError 404 for an id that is not a UUID or an unknown template.
 */
export async function readReportTemplate(db: Pick<Db, 'select'>, id: string): Promise<ReportTemplate> {
  if (!isUuid(id)) throw apiError(404, TITLES.notFound);
  const [row] = await db.select().from(reportTemplates).where(eq(reportTemplates.id, id));
  if (!row) throw apiError(404, TITLES.notFound);
  return toTemplate(row, (await reportCounts(db, [id])).get(id) ?? 0);
}

/**
 * Checks that template `id` exists, archived or not.
 * @throws apiError 404 for an id that is not a UUID or an unknown template.
 */
export async function requireReportTemplate(db: Pick<Db, 'select'>, id: string): Promise<void> {
  const [row] = isUuid(id) ? await db.select({ id: reportTemplates.id }).from(reportTemplates).where(eq(reportTemplates.id, id)) : [];
  if (!row) throw apiError(404, TITLES.notFound);
}

/**
 * `POST /api/report-templates`: a new template from checked `fields` (contract `reportTemplateBody`), made by user
 * `createdBy`. Given section ids are kept; a section without one gets a short id from its title
 * (template-rules.ts `sectionIdFor`).
 * @returns the new template (`reportCount` 0).
 * @throws apiError 400 for tag-like text in a plain field or a section id used twice; 409 when a current template
 *   has the name already (case-insensitively).
 */
export async function createReportTemplate(db: Db, createdBy: string, fields: ReportTemplateSave): Promise<ReportTemplate> {
  checkFields(fields);
  await checkNameFree(db, fields.name, null);
  try {
    const [row] = await db
      .insert(reportTemplates)
      .values({ name: fields.name, description: fields.description, sections: sectionsOf(fields), createdBy })
      .returning();
    if (!row) throw new Error('report template not inserted');
    return toTemplate(row, 0);
  } catch (error) {
    // Two saves with the same name at once: the unique index decides.
    if (isUniqueViolation(error)) throw apiError(409, REPORT_TEMPLATE_TITLES.nameTaken(fields.name));
    throw error;
  }
}

/**
 * `PUT /api/report-templates/{id}`: replaces the name, description and sections of template `id` with checked
 * `fields`, archived or not. Section ids sent are kept, so a section keeps its id when it is moved or renamed; new
 * sections get one as in `createReportTemplate`. Reports already made from the template keep their own copy of
 * the sections and their texts: only reports made after this save use the new sections.
 * @returns the template as saved.
 * @throws apiError 404 for an id that is not a UUID or an unknown template; 400 and 409 as `createReportTemplate`
 *   (a name is taken when another current template has it).
 */
export async function updateReportTemplate(db: Db, id: string, fields: ReportTemplateSave): Promise<ReportTemplate> {
  await requireReportTemplate(db, id);
  checkFields(fields);
  await checkNameFree(db, fields.name, id);
  try {
    const [row] = await db
      .update(reportTemplates)
      .set({ name: fields.name, description: fields.description, sections: sectionsOf(fields), updatedAt: new Date() })
      .where(eq(reportTemplates.id, id))
      .returning();
    if (!row) throw apiError(404, TITLES.notFound);
    return toTemplate(row, (await reportCounts(db, [id])).get(id) ?? 0);
  } catch (error) {
    if (isUniqueViolation(error)) throw apiError(409, REPORT_TEMPLATE_TITLES.nameTaken(fields.name));
    throw error;
  }
}

/**
 * `POST /api/report-templates/{id}/archive` (`archived` true) and `…/restore` (false). An archived template cannot
 * be chosen for a new report; reports made from it keep it as their source. Archiving an archived template keeps
 * its first archiving time; restoring a current one changes nothing.
 * @returns the template afterwards.
 * @throws apiError 404 for an id that is not a UUID or an unknown template; 409 when restoring a template whose
 *   name a current template has meanwhile (REPORT_TEMPLATE_TITLES.restoreNameTaken).
 */
export async function setReportTemplateArchived(db: Db, id: string, archived: boolean): Promise<ReportTemplate> {
  if (!isUuid(id)) throw apiError(404, TITLES.notFound);
  const [current] = await db.select({ name: reportTemplates.name }).from(reportTemplates).where(eq(reportTemplates.id, id));
  if (!current) throw apiError(404, TITLES.notFound);
  if (!archived) await checkNameFree(db, current.name, id, REPORT_TEMPLATE_TITLES.restoreNameTaken);
  try {
    const [row] = await db
      .update(reportTemplates)
      .set({ archivedAt: archived ? sql`coalesce(${reportTemplates.archivedAt}, now())` : null })
      .where(eq(reportTemplates.id, id))
      .returning();
    if (!row) throw apiError(404, TITLES.notFound);
    return toTemplate(row, (await reportCounts(db, [id])).get(id) ?? 0);
  } catch (error) {
    if (!archived && isUniqueViolation(error)) throw apiError(409, REPORT_TEMPLATE_TITLES.restoreNameTaken(current.name));
    throw error;
  }
}
