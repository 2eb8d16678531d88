/**
 * Tables of the reports feature (rapportage; docs/domain.md "report"; docs/decisions/031-reports.md): report templates
 * that staff manage, the reports teachers write (one per candidate and PAT), and each report's final versions with
 * the PDF rendered once when it was finalised. Re-exported by src/server/db/schema.ts.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id } from '#src/server/db/columns';
import { users } from '#src/features/accounts/api/tables';
import { pats } from '#src/features/pat/api/tables';
import type { ReportSection, ReportStatus, ReportTexts } from '#src/features/reports/contract';

/**
 * A report template: ordered sections, each free text the teacher writes or a block the platform fills in
 * (contract.ts `ReportSection`). A report copies the sections when it is made, so changing or archiving a template
 * never changes a report.
 */
export const reportTemplates = pgTable(
  'report_templates',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sections: jsonb('sections').$type<ReportSection[]>().notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('report_templates_name_key').on(sql`lower(${t.name})`).where(sql`archived_at IS NULL`)],
);

/**
 * A report about one candidate on one PAT. `texts` holds the current draft (Markdown subset, decision 011) per
 * section id; `revision` counts its saves so that two editors never overwrite each other silently. `version` is the
 * number of final versions so far (0 until it is first finalised); while `status` is 'draft' after a final version,
 * `revisionReason` says why it is being changed.
 */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id),
    patId: uuid('pat_id')
      .notNull()
      .references(() => pats.id),
    templateId: uuid('template_id').references(() => reportTemplates.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    sections: jsonb('sections').$type<ReportSection[]>().notNull(),
    texts: jsonb('texts').$type<ReportTexts>().notNull().default(sql`'{}'::jsonb`),
    shareable: boolean('shareable').notNull().default(false),
    status: text('status').$type<ReportStatus>().notNull().default('draft'),
    revision: integer('revision').notNull().default(0),
    version: integer('version').notNull().default(0),
    revisionReason: text('revision_reason'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedBy: uuid('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reports_candidate_pat_key').on(t.candidateId, t.patId),
    index('reports_pat_idx').on(t.patId),
    check('reports_status_check', sql`${t.status} IN ('draft', 'final')`),
  ],
);

/**
 * A final version of a report: the texts as finalised, the PDF rendered from them once (served as stored, never
 * made again), who finalised it and when, and for version 2 onwards the reason for the change.
 */
export const reportVersions = pgTable(
  'report_versions',
  {
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    texts: jsonb('texts').$type<ReportTexts>().notNull(),
    reason: text('reason'),
    pdf: bytea('pdf').notNull(),
    /** Size of `pdf`, bytes. */
    pdfBytes: integer('pdf_bytes').notNull(),
    finalizedBy: uuid('finalized_by').references(() => users.id),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.version] })],
);
