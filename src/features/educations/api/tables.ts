/**
 * Tables of the educations feature (opleiding; docs/domain.md "education"): a course over weeks with lessons at
 * locations, its modules pinned to a version (and through it a template version) as a PAT pins them, its candidates
 * (each holding an education seat of their organisation's licence, with the day they enrolled), its teachers, and the
 * attendance taken per lesson. Re-exported by src/server/db/schema.ts.
 *
 * State (docs/domain.md lifecycle "draft → open → in progress → completed → archived") follows from the times and lessons
 * as a PAT's does: draft until `openedAt`; open; in progress from its first lesson; completed; archived.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '#src/server/db/columns';
import { users } from '#src/features/accounts/api/tables';
import { modules, moduleVersions, templateVersions } from '#src/features/content/api/tables';
import { licenceSeats } from '#src/features/licences/api/tables';
import { locations, rooms } from '#src/features/locations/api/tables';
import type { Language } from '#src/lib/i18n/locales';
import type { AttendanceStatus } from '#src/features/educations/attendance';

export type { AttendanceStatus };

/** An education. `absenceLimit`: the number of unexcused absences at which the coordinator is alerted. */
export const educations = pgTable(
  'educations',
  {
    id: id(),
    title: text('title').notNull(),
    /** Staff's notes for its teachers (plain text; audience in src/lib/note-audiences.ts). */
    teacherNotes: text('teacher_notes'),
    /** Staff's notes for its candidates, shown to them under 'Let op' (plain text; src/lib/note-audiences.ts). */
    candidateNotes: text('candidate_notes'),
    absenceLimit: integer('absence_limit').notNull().default(3),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** When staff released the results to candidates and contact persons. */
    resultsReleasedAt: timestamp('results_released_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('educations_created_idx').on(t.createdAt, t.id), check('educations_absence_limit_check', sql`${t.absenceLimit} BETWEEN 1 AND 100`)],
);

/** A lesson: day, start and end time ('HH:MM', Europe/Amsterdam wall clock), location and room. */
export const educationLessons = pgTable(
  'education_lessons',
  {
    id: id(),
    educationId: uuid('education_id')
      .notNull()
      .references(() => educations.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    startsAt: text('starts_at').notNull(),
    endsAt: text('ends_at').notNull(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    roomId: uuid('room_id').references(() => rooms.id),
    /** Hex SHA-256 of the lesson's event as calendar feeds last showed it (src/server/icalendar.ts `stampEvent`). */
    calendarHash: text('calendar_hash'),
    /** When that event last changed: its DTSTAMP (decision 051); null before a feed first showed it. */
    calendarStamp: timestamp('calendar_stamp', { withTimezone: true }),
    /**
     * The event's SEQUENCE (RFC 5545 §3.8.7.4) in the mails that tell people about this lesson
     * (docs/decisions/054-notification-mails.md): raised by one each time its date, times, location or room change,
     * so a calendar app replaces the event it has instead of adding a copy.
     */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
  },
  (t) => [
    index('education_lessons_education_idx').on(t.educationId, t.day),
    index('education_lessons_day_idx').on(t.day),
    check(
      'education_lessons_times_check',
      sql`${t.startsAt} ~ '^[0-2][0-9]:[0-5][0-9]$' AND ${t.endsAt} ~ '^[0-2][0-9]:[0-5][0-9]$' AND ${t.endsAt} > ${t.startsAt}`,
    ),
  ],
);

/** A module of an education, pinned to a module version and its template version when added (as pat_modules). */
export const educationModules = pgTable(
  'education_modules',
  {
    educationId: uuid('education_id')
      .notNull()
      .references(() => educations.id, { onDelete: 'cascade' }),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => modules.id),
    moduleVersionId: uuid('module_version_id')
      .notNull()
      .references(() => moduleVersions.id),
    templateVersionId: uuid('template_version_id')
      .notNull()
      .references(() => templateVersions.id),
    position: integer('position').notNull(),
    passPercent: integer('pass_percent').notNull(),
    knockOut: text('knock_out').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [primaryKey({ columns: [t.educationId, t.moduleId] })],
);

/**
 * A candidate enrolled on an education, holding an education seat. `enrolledOn` is the day they joined: lessons
 * before it are not on their roll and never count as absences.
 */
export const educationCandidates = pgTable(
  'education_candidates',
  {
    educationId: uuid('education_id')
      .notNull()
      .references(() => educations.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id),
    seatId: uuid('seat_id').references(() => licenceSeats.id),
    enrolledOn: date('enrolled_on').notNull(),
    /** The content language the candidate chose for the modules; null until they choose. */
    language: text('language').$type<Language>(),
    /** When the coordinator was told the candidate reached the absence limit (told once). */
    absenceAlertedAt: timestamp('absence_alerted_at', { withTimezone: true }),
    addedBy: uuid('added_by').references(() => users.id),
    addedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.educationId, t.candidateId] }), index('education_candidates_candidate_idx').on(t.candidateId)],
);

/** A teacher of an education: gives its lessons, takes the roll and evaluates its candidates. */
export const educationTeachers = pgTable(
  'education_teachers',
  {
    educationId: uuid('education_id')
      .notNull()
      .references(() => educations.id, { onDelete: 'cascade' }),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.educationId, t.teacherId] }), index('education_teachers_teacher_idx').on(t.teacherId)],
);

/**
 * A candidate's attendance at a lesson, as the teacher took it. Saved device first, then on the server: `seq` is the
 * device's sequence number of the save, and a save with a lower one than stored is ignored (newest wins, as
 * evaluations; docs/decisions/007-answer-saving.md).
 */
export const attendance = pgTable(
  'attendance',
  {
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => educationLessons.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<AttendanceStatus>().notNull(),
    remark: text('remark').notNull().default(''),
    recordedBy: uuid('recorded_by').references(() => users.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    seq: integer('seq').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.lessonId, t.candidateId] }),
    index('attendance_candidate_idx').on(t.candidateId),
    check('attendance_status_check', sql`${t.status} IN ('present', 'late', 'absent_excused', 'absent')`),
  ],
);

/**
 * A person's calendar subscription: their lessons and PAT days (RFC 5545 feed, calendar.ts): phone calendars fetch the feed without
 * a session, so its address holds a secret. Only the SHA-256 of that secret is stored; making a new one replaces it,
 * which ends the old address.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the secret in the feed's address. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    /** When a calendar last fetched the feed; null before. */
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
    /** Hex SHA-256 of the feed's text as last served: its ETag (decision 051); null before. */
    contentHash: text('content_hash'),
    /** When the feed's text last changed: its Last-Modified; null before it was first served. */
    contentChangedAt: timestamp('content_changed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('calendar_feeds_token_key').on(t.tokenHash)],
);
