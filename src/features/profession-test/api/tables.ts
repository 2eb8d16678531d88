/**
 * Tables of the profession-test feature: candidates' accommodations, tests with their pinned module versions,
 * assignments, attempts and answers (spec "Profession test"; docs/domain.md). Re-exported by src/server/db/schema.ts.
 */
import type { AnswerValue, Language } from '#src/features/content/model';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from '#src/server/db/columns';
import { professions, users } from '#src/features/accounts/api/tables';
import { moduleVersions } from '#src/features/content/api/tables';
import type { AttemptResult } from '#src/features/profession-test/contract';

/**
 * A candidate's accommodations (docs/api.md GET/PUT /api/test/profile): read-aloud (on by default), extra time as a percentage of a test's
 * time limit, and preferred content language. Read-aloud and extra time are granted by staff only; the language
 * is editable by the candidate and staff.
 */
export const candidateProfiles = pgTable('candidate_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  readAloud: boolean('read_aloud').notNull().default(true),
  /** 0–100: percent added to a test's time limit. */
  extraTimePercent: integer('extra_time_percent').notNull().default(0),
  preferredLanguage: text('preferred_language').$type<Language>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A profession test (beroepentest): modules in order for one profession (spec §2, /cp/test/create). */
export const professionTests = pgTable('profession_tests', {
  id: id(),
  professionId: uuid('profession_id')
    .notNull()
    .references(() => professions.id),
  /** Dutch name shown to staff and candidates, e.g. 'Beroepentest Magazijnmedewerker'. */
  title: text('title').notNull(),
  /** Languages offered to candidates; each must be complete in every module. */
  languages: text('languages').array().$type<Language[]>().notNull(),
  /** Time limit in minutes, or null for none. */
  timeLimitMinutes: integer('time_limit_minutes'),
  /** Percentage of all points needed to pass the test (0–100). */
  passPercent: integer('pass_percent').notNull(),
  /** Whether candidates see the correct answers after the result is final. */
  showAnswers: boolean('show_answers').notNull().default(false),
  createdBy: uuid('created_by').references(() => users.id),
  createdAt: createdAt(),
});

/** The modules of a test in order, each pinned to the version current when the test was made. */
export const professionTestModules = pgTable(
  'profession_test_modules',
  {
    testId: uuid('test_id')
      .notNull()
      .references(() => professionTests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    moduleVersionId: uuid('module_version_id')
      .notNull()
      .references(() => moduleVersions.id),
    /** Percentage of the module's points needed to pass it (0–100). */
    passPercent: integer('pass_percent').notNull(),
  },
  (t) => [primaryKey({ columns: [t.testId, t.position] })],
);

/** A test assigned to a candidate. */
export const testAssignments = pgTable(
  'test_assignments',
  {
    id: id(),
    testId: uuid('test_id')
      .notNull()
      .references(() => professionTests.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: uuid('assigned_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('test_assignments_test_candidate_key').on(t.testId, t.candidateId)],
);

/**
 * One candidate's attempt at a test (docs/domain.md lifecycle): in_progress → closed (by the candidate or when
 * time ran out) → scored (every open answer scored; the result is final). At most one per assignment.
 */
export const testAttempts = pgTable(
  'test_attempts',
  {
    id: id(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => testAssignments.id, { onDelete: 'cascade' }),
    testId: uuid('test_id')
      .notNull()
      .references(() => professionTests.id),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text('language').$type<Language>().notNull(),
    status: text('status').$type<'in_progress' | 'closed' | 'scored'>().notNull().default('in_progress'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** startedAt + time limit × (1 + extra time %); null without a limit. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedReason: text('closed_reason').$type<'candidate' | 'timeout'>(),
    /** Per-module and overall result, computed at closing and completed by scoring open answers. */
    result: jsonb('result').$type<AttemptResult>(),
    scoredAt: timestamp('scored_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('test_attempts_assignment_key').on(t.assignmentId),
    index('test_attempts_test_idx').on(t.testId),
    /** A candidate's attempts, newest first (the test history on /cp/user/{id}, candidate-attempts.ts). */
    index('test_attempts_candidate_idx').on(t.candidateId, t.startedAt),
  ],
);

/**
 * The latest answer per question (decision 007): the server keeps the answer with the highest client sequence
 * number, so retries and a second tab can never put an older answer over a newer one.
 */
export const attemptAnswers = pgTable(
  'attempt_answers',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => testAttempts.id, { onDelete: 'cascade' }),
    /** The question part's id within its module version. */
    questionId: text('question_id').notNull(),
    /** Position of the module in the test. */
    modulePosition: integer('module_position').notNull(),
    value: jsonb('value').$type<AnswerValue>().notNull(),
    /** The client's sequence number for this question; higher wins. */
    clientSeq: bigint('client_seq', { mode: 'number' }).notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    /** Open answers: points awarded by a teacher or coordinator, who and when. */
    awardedPoints: integer('awarded_points'),
    scoredBy: uuid('scored_by').references(() => users.id),
    scoredAt: timestamp('scored_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);
