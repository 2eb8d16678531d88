/**
 * Tables of the accounts feature: organisations, professions, users and what signing in keeps (reset tokens,
 * throttle counters, issued API tokens, BFF sessions). Re-exported by src/server/db/schema.ts.
 */
import {
  boolean,
  check,
  index,
  jsonb,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id } from '#src/server/db/columns';
import { organizations } from '#src/features/organizations/api/tables';
import type { Language, Localized } from '#src/lib/i18n/locales';

/** A profession's name in the content languages other than Dutch (`en`, `pl`, …); one left out has none. */
export type LocalNames = Partial<Record<Exclude<Language, 'nl'>, string>>;

/**
 * A job (beroep). A candidate may have one; its id travels in the session as `professionId` (spec §3).
 * `name` is Dutch; `localNames` the name in other content languages, shown beside the Dutch one in the quiz's result;
 * `hollandCode`: 1–3 RIASEC letters the beroepen-quiz matches on, e.g. 'RC' (docs/decisions/036-profession-quiz.md);
 * `description`: a short B1 sentence per content language, shown in the quiz's result.
 */
export const professions = pgTable(
  'professions',
  {
    id: id(),
    name: text('name').notNull().unique(),
    localNames: jsonb('local_names').$type<LocalNames>(),
    hollandCode: text('holland_code'),
    description: jsonb('description').$type<Localized>(),
    createdAt: createdAt(),
  },
  (t) => [check('professions_holland_code_check', sql`${t.hollandCode} ~ '^[RIASEC]{1,3}$'`)],
);

/**
 * Every account. `role` is one of the spec's roles (spec §1): Admin, Coordinator, Teacher, ContactPerson, User.
 * `email` is stored lower-cased. `status` follows the account lifecycle in docs/domain.md: invited → active → disabled → erased.
 * `passwordHash` is an encoded Argon2id (or older scrypt) hash (see features/accounts/api/password.ts); null while invited.
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
    /** Phone number as typed (plain text), optional. */
    phone: text('phone'),
    /** Teachers and coordinators marked to do intakes (intakebegeleider, docs/domain.md glossary). */
    intakeSupervisor: boolean('intake_supervisor').notNull().default(false),
    /** sha256 of the invitation code sent by mail; cleared once the account is confirmed. */
    inviteCodeHash: text('invite_code_hash'),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    /** When the last invitation mail was sent; null when none was. */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    /**
     * When the person was erased (AVG, docs/api.md `DELETE /api/user/deleteUser`): the row stays, without personal
     * data, so the messages they sent keep a sender ('Verwijderde gebruiker'); `status` is then 'erased'.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /** When the person accepted the privacy statement themselves (account setup by licence code, /account/setup). */
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_role_idx').on(t.role),
    // The lists' order (name, id) per role, and per organisation for a contact person's candidates: page 1 and
    // the last page read the index in order, the page's ids come from it alone (docs/decisions/024-lists-at-scale.md).
    index('users_role_name_idx').on(t.role, t.name, t.id),
    index('users_organization_role_name_idx').on(t.organizationId, t.role, t.name, t.id),
    // Active users per role (GET /api/user/counts) from the index alone.
    index('users_status_role_idx').on(t.status, t.role),
    // Contains-search (ILIKE '%q%') on name and address through trigrams (pg_trgm; decision 024).
    // The staff lists never show erased accounts (docs/decisions/027-privacy-registry.md): their orders read these
    // partial indexes, whose predicate is the lists' own `status <> 'erased'` (docs/decisions/024-lists-at-scale.md).
    index('users_listed_role_name_idx').on(t.role, t.name, t.id).where(sql`status <> 'erased'`),
    index('users_listed_role_created_idx').on(t.role, t.createdAt, t.id).where(sql`status <> 'erased'`),
    index('users_listed_organization_role_name_idx').on(t.organizationId, t.role, t.name, t.id).where(sql`status <> 'erased'`),
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
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

/** Single-use password reset tokens, stored as sha256 hashes, valid for one hour (docs/api.md, POST /api/user/ForgotPassword). */
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
 * Gateway sessions (BFF, docs/architecture.md). `id` is the sha256 of the opaque cookie value and `sealedToken` the
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

/** The states of an idempotency key: its first request still running, or its answer stored. */
export const IDEMPOTENCY_STATES = ['in-progress', 'done'] as const;

/**
 * Idempotency keys of the calls that create a document or send mail (server/idempotency.ts;
 * docs/decisions/039-idempotent-creates.md): per caller and key, the first request's method, path and body hash,
 * and once it succeeded its answer (status, content type, body), replayed to a repeat with the same key. A key
 * belongs to one user only (the primary key), so no one is ever answered with another user's result. Kept 24 hours
 * (`IDEMPOTENCY_KEEP_MS`); a request that failed leaves no row.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    /** The request's path without query, e.g. `/api/licence`. */
    route: text('route').notNull(),
    /** SHA-256 of the request body, hex. */
    bodyHash: text('body_hash').notNull(),
    state: text('state', { enum: IDEMPOTENCY_STATES }).notNull().default('in-progress'),
    /** The stored answer; null while in progress. */
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
    check('idempotency_keys_state_check', sql`${t.state} in ('in-progress', 'done')`),
  ],
);

/**
 * The platform's scheduled work, once per cluster (src/server/scheduled.ts; docs/decisions/049-mail-outbox.md):
 * per task the time it is next due. A process runs a task only after moving `nextRunAt` on in one conditional
 * update, so when several server processes share the database each period's run happens in one of them.
 */
export const scheduledRuns = pgTable('scheduled_runs', {
  /** The task's name, e.g. 'quiz-prospects'. */
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
});
