/**
 * Parts of a version's content read in SQL (`content->'…'`), for callers that need only that part: a module
 * version's content holds every block and question in every language (tens of KB of JSON), and lists such as a
 * candidate's PATs and educations need only its title, or a template's criteria. Reading the part alone keeps the
 * rest out of the database answer and out of JSON parsing (docs/decisions/045-second-evening-measurements.md).
 *
 * @example
 *   db.select({ title: moduleTitle }).from(moduleVersions).where(eq(moduleVersions.id, id));
 */
import { sql } from 'drizzle-orm';
import type { ModuleContent } from '#src/features/content/model';
import type { TemplateContent } from '#src/features/content/template';
import { moduleVersions, templateVersions } from './tables';

/** A module version's title in its languages (`module_versions.content->'title'`). */
export const moduleTitle = sql<ModuleContent['title']>`${moduleVersions.content}->'title'`;

/** A template version's criteria (`template_versions.content->'criteria'`), as `moduleResult` takes them. */
export const templateCriteria = sql<TemplateContent['criteria']>`${templateVersions.content}->'criteria'`;
