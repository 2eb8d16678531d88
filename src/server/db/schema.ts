/**
 * The platform's one database schema (Drizzle ORM, PostgreSQL dialect; runs on PGlite and PostgreSQL).
 * Ids are UUIDs, times are UTC `timestamptz`, money is integer cents (architecture.md, "data").
 * Migrations are generated from this file with `npm run db:generate` and committed under ./migrations.
 */
import type { AnswerValue, Language, ModuleContent } from '#src/features/content/model';
import type { TemplateContent } from '#src/features/content/template';
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

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A client organisation (employer, municipality, reintegration firm). domain.md glossary. */
export const organizations = pgTable('organizations', {
  id: id(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

/** A job (beroep). A candidate may have one; its id travels in the session as `professionId` (spec §3). */
export const professions = pgTable('professions', {
  id: id(),
  name: text('name').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * Every account. `role` is one of the spec's roles (spec §1): Admin, Coordinator, Teacher, ContactPerson, User.
 * `email` is stored lower-cased. `status` follows the account lifecycle in domain.md: invited → active → disabled.
 * `passwordHash` is an encoded scrypt hash (see features/accounts/api/password.ts); null while invited.
 */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    status: text('status').notNull().default('active'),
    passwordHash: text('password_hash'),
    organizationId: uuid('organization_id').references(() => organizations.id),
    professionId: uuid('profession_id').references(() => professions.id),
    /** sha256 of the invitation code sent by mail; cleared once the account is confirmed. */
    inviteCodeHash: text('invite_code_hash'),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_role_idx').on(t.role)],
);

/** Which teacher is linked to which candidate (later planned through PATs and educations). */
export const teacherCandidates = pgTable(
  'teacher_candidates',
  {
    teacherId: uuid('teacher_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.teacherId, t.candidateId] }), index('teacher_candidates_candidate_idx').on(t.candidateId)],
);

/** An internal message: subject and plain-text body from one sender (domain.md, Messages). */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    senderId: uuid('sender_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    replyToId: uuid('reply_to_id'),
    createdAt: createdAt(),
  },
  (t) => [index('messages_sender_idx').on(t.senderId, t.createdAt)],
);

/** One recipient of a message, with the time they read it (null = unread). */
export const messageRecipients = pgTable(
  'message_recipients',
  {
    messageId: uuid('message_id').notNull().references(() => messages.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.recipientId] }), index('message_recipients_recipient_idx').on(t.recipientId)],
);

/**
 * A header notification (spec §3). `type`: 1 new message (relatedId = message id), 2 result or evaluation
 * available, 3 planning changed, 4 report available (domain.md, Notifications).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    type: integer('type').notNull(),
    message: text('message').notNull(),
    relatedId: text('related_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/** Single-use password reset tokens, stored as sha256 hashes, valid for one hour (issue: ForgotPassword). */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_key').on(t.tokenHash)],
);

/**
 * Sign-in throttling counters shared by every server instance. `key` is `account:{email}` or `ip:{address}`;
 * a window starts at the first failure; `lockedUntil` is set when the limit is reached.
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * The bearer tokens that may be used: one row per token the API issued at sign-in (`sid` claim), until its
 * expiry. A token whose row is gone is refused everywhere (server/auth/issued-tokens.ts): sign-out deletes its row; a
 * changed or reset password, a disabled or erased account delete all of the user's rows (OWASP ASVS 3.3.1,
 * 3.3.3).
 */
export const issuedTokens = pgTable(
  'issued_tokens',
  {
    sid: text('sid').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('issued_tokens_user_idx').on(t.userId), index('issued_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * Gateway sessions (BFF, architecture.md). `id` is the sha256 of the opaque cookie value and `sealedToken` the
 * bearer token encrypted with a key derived from that cookie value (gateway/session-store.ts), so a copy of this
 * table holds neither live cookies nor working tokens. `tokenSid` is the token's `sid` claim, not secret: it
 * lets a password change keep the caller's own session while ending the others.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    sealedToken: text('sealed_token').notNull(),
    tokenSid: text('token_sid').notNull(),
    userId: uuid('user_id').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    professionId: uuid('profession_id'),
    /** Token expiry in Unix seconds, as returned by the login call (spec §3, §4). */
    expiration: integer('expiration').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Audit log: one row per `/api` call and per sign-in, failed sign-in and sign-out. Never a token, password
 * or message body (architecture.md, "audit").
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    requestId: text('request_id').notNull(),
    userId: uuid('user_id'),
    role: text('role'),
    method: text('method').notNull(),
    route: text('route').notNull(),
    status: integer('status').notNull(),
    durationMs: integer('duration_ms').notNull(),
    clientIp: text('client_ip'),
    outcome: text('outcome').notNull(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_user_idx').on(t.userId, t.at),
    index('audit_log_route_idx').on(t.route, t.at),
  ],
);


/**
 * A candidate's accommodations (issue 3): read-aloud (on by default), extra time as a percentage of a test's
 * time limit, and preferred content language. Extra time and language are editable by the candidate and staff.
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

/** A module: the unit of content and assessment (domain.md). Its content lives in versions. */
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
 * One immutable version of a module's content (issue 4: what is running keeps its version).
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
    /** The evaluation template version this module version is scored with, if any (issue 4). */
    templateVersionId: uuid('template_version_id').references(() => templateVersions.id),
    /** Who saved this version (null for seeded and imported-by-system content). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why this version exists, shown in the history (e.g. 'Suggestie van … overgenomen'). */
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('module_versions_module_version_key').on(t.moduleId, t.version)],
);

/** An evaluation template (sjabloon, domain.md). Its content lives in versions, like a module's. */
export const templates = pgTable('templates', {
  id: id(),
  /** Name of the current version, for lists and search. */
  name: text('name').notNull(),
  currentVersionId: uuid('current_version_id'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One immutable version of a template: criteria and scale labels (issue 4). */
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
 * An uploaded image (issue 4): the original is kept under the upload directory as `{id}.{ext}`; resized
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
 * A teacher's suggestion for one part of a module (issue 4, /docent/module/part/{id}): new text for the part's
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

/** A profession test (beroepentest): modules in order for one profession (issue 3, /cp/test/create). */
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
 * One candidate's attempt at a test (domain.md lifecycle): in_progress → closed (by the candidate or when
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
  (t) => [uniqueIndex('test_attempts_assignment_key').on(t.assignmentId), index('test_attempts_test_idx').on(t.testId)],
);

/** The result stored on a closed attempt. Points are whole numbers. */
export interface AttemptResult {
  modules: {
    position: number;
    moduleVersionId: string;
    points: number;
    maxPoints: number;
    /** null while open answers of this module wait for scoring. */
    passed: boolean | null;
  }[];
  points: number;
  maxPoints: number;
  /** null while any open answer waits for scoring. */
  passed: boolean | null;
}

/**
 * The latest answer per question (issue 3): the server keeps the answer with the highest client sequence
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
