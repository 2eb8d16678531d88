/**
 * The platform's one database schema (Drizzle ORM, PostgreSQL dialect; runs on PGlite and PostgreSQL).
 * Ids are UUIDs, times are UTC `timestamptz`, money is integer cents (architecture.md, "data").
 * Migrations are generated from this file with `npm run db:generate` and committed under ./migrations.
 */
import {
  index,
  integer,
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
 * `passwordHash` is an encoded scrypt hash (see services/password.ts); null while invited.
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

/** Revoked token ids (`sid` claim) until their expiry, so a signed-out bearer token stops working everywhere. */
export const revokedTokens = pgTable('revoked_tokens', {
  sid: text('sid').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Gateway sessions (BFF, architecture.md). `id` is the sha256 of the opaque cookie value, so a database
 * leak does not hand out live cookies. The bearer token never leaves the server.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull(),
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

