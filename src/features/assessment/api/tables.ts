/**
 * Tables of assessment (docs/domain.md "evaluation", "reflection"; docs/decisions/029-pat.md, 030, 035 and 043): the
 * teachers' evaluations of a candidate on a module of a PAT or of an education, their revised versions, and the
 * candidate's reflections. Each row belongs to exactly one PAT or education. What is only a PAT's (assessors per
 * day, agreements, evidence photos) stays in pat/api/tables.ts. Re-exported by src/server/db/schema.ts.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '#src/server/db/columns';
import { users } from '#src/features/accounts/api/tables';
import { modules, templateVersions } from '#src/features/content/api/tables';
import { educations } from '#src/features/educations/api/tables';
import { pats } from '#src/features/pat/api/tables';

/**
 * An assessor's place on a module: the first assessor, the second who scores blind next to them, or a third a
 * coordinator asks where the two differ (`evaluation_agreements.third_assessor_id`; decision 030). Only first and
 * second are planned in `pat_assessors`.
 */
export type AssessorRole = 'first' | 'second' | 'third';

/** One criterion's score in an evaluation: a value of the template's scale (1–4) or none yet, and a remark. */
export interface CriterionScore {
  score: 1 | 2 | 3 | 4 | null;
  remark: string;
}

/** An evaluation's scores by criterion id (the ids of the pinned template version's criteria). */
export type EvaluationScores = Record<string, CriterionScore>;

/**
 * A teacher's evaluation of one candidate on one module of a PAT or of an education (docs/domain.md "evaluation"; exactly
 * one of `patId` and `educationId` is set, docs/decisions/035-education-evaluations.md): scores per criterion of
 * the pinned template version, remarks, draft until made final. Saves carry the device's sequence number and the
 * highest wins (as answers do, decision 007). A final evaluation changes only through `revise` with a reason, which
 * keeps the final version in `evaluation_versions` and starts the next version as a draft.
 */
export const evaluations = pgTable(
  'evaluations',
  {
    id: id(),
    patId: uuid('pat_id').references(() => pats.id, { onDelete: 'cascade' }),
    educationId: uuid('education_id').references(() => educations.id, { onDelete: 'cascade' }),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => modules.id),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id),
    role: text('role').$type<AssessorRole>().notNull(),
    assessorId: uuid('assessor_id')
      .notNull()
      .references(() => users.id),
    templateVersionId: uuid('template_version_id')
      .notNull()
      .references(() => templateVersions.id),
    scores: jsonb('scores').$type<EvaluationScores>().notNull(),
    remark: text('remark').notNull().default(''),
    status: text('status').$type<'draft' | 'final'>().notNull().default('draft'),
    /** 1 for the first version; +1 at every revision. */
    version: integer('version').notNull().default(1),
    /** The highest sequence number of the device's saves that the server kept. */
    seq: integer('seq').notNull().default(0),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('evaluations_slot_key').on(t.patId, t.moduleId, t.candidateId, t.role),
    uniqueIndex('evaluations_education_slot_key').on(t.educationId, t.moduleId, t.candidateId, t.role),
    check('evaluations_context_check', sql`num_nonnulls(${t.patId}, ${t.educationId}) = 1`),
    index('evaluations_candidate_idx').on(t.candidateId),
    index('evaluations_assessor_idx').on(t.assessorId),
  ],
);

/** A final version of an evaluation that was revised later, with the reason given for the revision. */
export const evaluationVersions = pgTable(
  'evaluation_versions',
  {
    id: id(),
    evaluationId: uuid('evaluation_id')
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    scores: jsonb('scores').$type<EvaluationScores>().notNull(),
    remark: text('remark').notNull(),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }).notNull(),
    assessorId: uuid('assessor_id')
      .notNull()
      .references(() => users.id),
    /** Why the next version was started. */
    reason: text('reason').notNull(),
    revisedBy: uuid('revised_by').references(() => users.id),
    revisedAt: createdAt(),
  },
  (t) => [uniqueIndex('evaluation_versions_key').on(t.evaluationId, t.version)],
);

/**
 * The candidate's reflection on one module of a PAT or of an education (docs/domain.md "reflection"; exactly one of
 * `patId` and `educationId` is set, docs/decisions/035-education-evaluations.md): a score 1–4 per criterion of the pinned
 * template version, on the same scale the teachers use, and an optional remark. Changeable until the results are
 * released; `submittedAt` is the last time the candidate sent it.
 */
export const reflections = pgTable(
  'reflections',
  {
    id: id(),
    patId: uuid('pat_id').references(() => pats.id, { onDelete: 'cascade' }),
    educationId: uuid('education_id').references(() => educations.id, { onDelete: 'cascade' }),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => modules.id),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id),
    templateVersionId: uuid('template_version_id')
      .notNull()
      .references(() => templateVersions.id),
    /** Score 1–4 by criterion id; every criterion of the template version. */
    scores: jsonb('scores').$type<Record<string, 1 | 2 | 3 | 4>>().notNull(),
    remark: text('remark').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reflections_slot_key').on(t.patId, t.moduleId, t.candidateId),
    uniqueIndex('reflections_education_slot_key').on(t.educationId, t.moduleId, t.candidateId),
    check('reflections_context_check', sql`num_nonnulls(${t.patId}, ${t.educationId}) = 1`),
    index('reflections_candidate_idx').on(t.candidateId),
  ],
);
