/**
 * Tables of the content feature: modules and templates with their immutable versions, uploaded images and
 * teachers' suggestions (docs/domain.md; docs/decisions/009-every-save-is-a-version.md). Re-exported by
 * src/server/db/schema.ts.
 */
import type { Language, ModuleContent } from '#src/features/content/model';
import type { TemplateContent } from '#src/features/content/template';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from '#src/server/db/columns';
import { professions, users } from '#src/features/accounts/api/tables';

/** A module: the unit of content and assessment (docs/domain.md). Its content lives in versions. */
export const modules = pgTable('modules', {
  id: id(),
  /** Dutch title, for lists and search; the localized title is in the version's content. */
  title: text('title').notNull(),
  professionId: uuid('profession_id').references(() => professions.id),
  /** The version new tests and attempts use. */
  currentVersionId: uuid('current_version_id'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One immutable version of a module's content (decision 009: what is running keeps its version).
 * `languages` lists the languages in which every text of the content is present.
 */
export const moduleVersions = pgTable(
  'module_versions',
  {
    id: id(),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    content: jsonb('content').$type<ModuleContent>().notNull(),
    languages: text('languages').array().$type<Language[]>().notNull(),
    /** The evaluation template version this module version is scored with, if any (decision 009). */
    templateVersionId: uuid('template_version_id').references(() => templateVersions.id),
    /** Who saved this version (null for seeded and imported-by-system content). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why this version exists, shown in the history (e.g. 'Suggestie van … overgenomen'). */
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('module_versions_module_version_key').on(t.moduleId, t.version)],
);

/** An evaluation template (sjabloon, docs/domain.md). Its content lives in versions, like a module's. */
export const templates = pgTable(
  'templates',
  {
    id: id(),
    /** Name of the current version, for lists and search. */
    name: text('name').notNull(),
    currentVersionId: uuid('current_version_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Contains-search (ILIKE '%q%') on the name through trigrams (pg_trgm; docs/decisions/024-lists-at-scale.md).
  (t) => [index('templates_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops'))],
);

/** One immutable version of a template: criteria and scale labels (decision 009). */
export const templateVersions = pgTable(
  'template_versions',
  {
    id: id(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    content: jsonb('content').$type<TemplateContent>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('template_versions_template_version_key').on(t.templateId, t.version)],
);

/**
 * An uploaded image (docs/api.md "Images"): the original is kept under the upload directory as `{id}.{ext}`; resized
 * copies are made on request. `sha256` lets the same file uploaded twice share one record.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    /** 'image/png' | 'image/jpeg' | 'image/webp', as detected from the content. */
    mediaType: text('media_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sha256: text('sha256').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('uploads_sha256_key').on(t.sha256)],
);

/**
 * A teacher's suggestion for one part of a module (spec §2, /docent/module/part/{id}): new text for the part's
 * main text in one language. Open until a coordinator accepts (a new module version) or rejects it with a reason.
 */
export const moduleSuggestions = pgTable(
  'module_suggestions',
  {
    id: id(),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    /** The version the teacher read. */
    moduleVersionId: uuid('module_version_id')
      .notNull()
      .references(() => moduleVersions.id),
    partId: text('part_id').notNull(),
    language: text('language').$type<Language>().notNull(),
    text: text('text').notNull(),
    comment: text('comment').notNull().default(''),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<'open' | 'accepted' | 'rejected'>().notNull().default('open'),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The version made by accepting it. */
    resultVersionId: uuid('result_version_id').references(() => moduleVersions.id),
    createdAt: createdAt(),
  },
  (t) => [index('module_suggestions_module_status_idx').on(t.moduleId, t.status)],
);
