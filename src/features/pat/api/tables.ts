/**
 * Tables of the PAT feature (praktijkassessment, docs/domain.md "PAT"; docs/decisions/029-pat.md): an assessment of one or
 * more days at locations, its modules pinned to a version (and through it a template version), its candidates (each
 * holding a PAT seat of their organisation's licence), its assessors per day and module, the coordinator's agreements and the teachers' evidence
 * photos. The evaluations and reflections of PATs and educations are assessment's (assessment/api/tables.ts).
 * Re-exported by src/server/db/schema.ts.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '#src/server/db/columns';
import { users } from '#src/features/accounts/api/tables';
import { modules, moduleVersions, templateVersions, uploads } from '#src/features/content/api/tables';
import type { Language } from '#src/lib/i18n/locales';
import { locations, rooms } from '#src/features/locations/api/tables';
import { licenceSeats } from '#src/features/licences/api/tables';
import { evaluations, type AssessorRole } from '#src/features/assessment/api/tables';

/**
 * A PAT. Its state (docs/domain.md lifecycle) follows from these times and its days: draft until `plannedAt`; planned;
 * in progress from its first day; completed when `completedAt` is set (every evaluation final); archived.
 */
export const pats = pgTable(
  'pats',
  {
    id: id(),
    title: text('title').notNull(),
    /** Staff's notes for the teachers planned on it (plain text; audience in src/lib/note-audiences.ts). */
    teacherNotes: text('teacher_notes'),
    /** Staff's notes for its candidates, shown to them under 'Let op' (plain text; src/lib/note-audiences.ts). */
    candidateNotes: text('candidate_notes'),
    plannedAt: timestamp('planned_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** When staff released the results to candidates and contact persons. */
    resultsReleasedAt: timestamp('results_released_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('pats_created_idx').on(t.createdAt, t.id)],
);

/** A day of a PAT: date, start and end time ('HH:MM', Europe/Amsterdam), location and room. */
export const patDays = pgTable(
  'pat_days',
  {
    id: id(),
    patId: uuid('pat_id')
      .notNull()
      .references(() => pats.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    startsAt: text('starts_at').notNull(),
    endsAt: text('ends_at').notNull(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    roomId: uuid('room_id').references(() => rooms.id),
    /** Hex SHA-256 of the day's event as calendar feeds last showed it (src/server/icalendar.ts `stampEvent`). */
    calendarHash: text('calendar_hash'),
    /** When that event last changed: its DTSTAMP (decision 051); null before a feed first showed it. */
    calendarStamp: timestamp('calendar_stamp', { withTimezone: true }),
    /**
     * The event's SEQUENCE (RFC 5545 §3.8.7.4) in the mails that tell people about this day
     * (docs/decisions/054-notification-mails.md): raised by one each time its date, times, location or room change,
     * so a calendar app replaces the event it has instead of adding a copy.
     */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
  },
  (t) => [
    index('pat_days_pat_idx').on(t.patId, t.day),
    index('pat_days_day_idx').on(t.day),
    check('pat_days_times_check', sql`${t.startsAt} ~ '^[0-2][0-9]:[0-5][0-9]$' AND ${t.endsAt} ~ '^[0-2][0-9]:[0-5][0-9]$' AND ${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * A module of a PAT, pinned when it is added: the module version and that version's template version. Editing the
 * module later never changes a running PAT (decision 009). `passPercent`: the weighted share of the scale needed.
 */
export const patModules = pgTable(
  'pat_modules',
  {
    patId: uuid('pat_id')
      .notNull()
      .references(() => pats.id, { onDelete: 'cascade' }),
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
    /** Criteria that must score at least 'voldoende' (3) for the module to pass (knock-out). */
    knockOut: text('knock_out').array().notNull().default(sql`'{}'::text[]`),
    /** Whether a second assessor scores this module blind next to the first. */
    secondAssessor: boolean('second_assessor').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.patId, t.moduleId] })],
);

/** A candidate planned on a PAT, holding a PAT seat of their organisation's licence. */
export const patCandidates = pgTable(
  'pat_candidates',
  {
    patId: uuid('pat_id')
      .notNull()
      .references(() => pats.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id),
    seatId: uuid('seat_id').references(() => licenceSeats.id),
    /** The content language the candidate chose for the PAT's theory and instructions; null until they choose. */
    language: text('language').$type<Language>(),
    addedBy: uuid('added_by').references(() => users.id),
    addedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.patId, t.candidateId] }), index('pat_candidates_candidate_idx').on(t.candidateId)],
);

/**
 * A candidate's time slot on a PAT day (docs/decisions/057-pat-time-slots.md): which module they do on that day from
 * `startsAt` to `endsAt` ('HH:MM', Europe/Amsterdam, within the day's times; planning.ts checks that and that a
 * candidate's slots do not overlap). A candidate without any slot on a PAT takes part the whole of every day in every
 * module, as before slots existed. The slots go with their day, with the module leaving the PAT and with the candidate
 * leaving it.
 */
export const patSlots = pgTable(
  'pat_slots',
  {
    id: id(),
    patId: uuid('pat_id').notNull(),
    dayId: uuid('day_id')
      .notNull()
      .references(() => patDays.id, { onDelete: 'cascade' }),
    moduleId: uuid('module_id').notNull(),
    candidateId: uuid('candidate_id').notNull(),
    startsAt: text('starts_at').notNull(),
    endsAt: text('ends_at').notNull(),
    /**
     * When the candidate's slots on this day last changed (all of them are rewritten together): the DTSTAMP of their
     * own event of the day in their calendar feed (calendar.ts).
     */
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.patId, t.candidateId], foreignColumns: [patCandidates.patId, patCandidates.candidateId], name: 'pat_slots_candidate_fk' }).onDelete('cascade'),
    foreignKey({ columns: [t.patId, t.moduleId], foreignColumns: [patModules.patId, patModules.moduleId], name: 'pat_slots_module_fk' }).onDelete('cascade'),
    uniqueIndex('pat_slots_key').on(t.dayId, t.moduleId, t.candidateId),
    index('pat_slots_pat_idx').on(t.patId),
    index('pat_slots_candidate_idx').on(t.candidateId),
    check('pat_slots_times_check', sql`${t.startsAt} ~ '^[0-2][0-9]:[0-5][0-9]$' AND ${t.endsAt} ~ '^[0-2][0-9]:[0-5][0-9]$' AND ${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A teacher assessing a module on a day of a PAT, as first or second assessor. */
export const patAssessors = pgTable(
  'pat_assessors',
  {
    id: id(),
    patId: uuid('pat_id')
      .notNull()
      .references(() => pats.id, { onDelete: 'cascade' }),
    dayId: uuid('day_id')
      .notNull()
      .references(() => patDays.id, { onDelete: 'cascade' }),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => modules.id),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id),
    role: text('role').$type<AssessorRole>().notNull(),
  },
  (t) => [
    uniqueIndex('pat_assessors_slot_key').on(t.dayId, t.moduleId, t.role),
    index('pat_assessors_teacher_idx').on(t.teacherId),
    index('pat_assessors_pat_idx').on(t.patId),
  ],
);

/**
 * The coordinator's decision on a candidate's module where two assessors differ (issue text: "the coordinator
 * records the agreed score, or asks a third assessor"): the agreed score per criterion, which then decides the
 * module's result, or the teacher asked to score as third assessor while no agreed score is recorded yet.
 */
export const evaluationAgreements = pgTable(
  'evaluation_agreements',
  {
    patId: uuid('pat_id')
      .notNull()
      .references(() => pats.id, { onDelete: 'cascade' }),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => modules.id),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id),
    /** Score 1–4 by criterion id, once agreed; null while a third assessor is asked. */
    scores: jsonb('scores').$type<Record<string, 1 | 2 | 3 | 4>>(),
    remark: text('remark').notNull().default(''),
    thirdAssessorId: uuid('third_assessor_id').references(() => users.id),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.patId, t.moduleId, t.candidateId] }), index('evaluation_agreements_candidate_idx').on(t.candidateId)],
);

/**
 * A photo a teacher took as evidence for an evaluation, stored as an upload (content/api/media.ts) but served only
 * through the PAT's own scope checks, never by `GET /api/media/{id}`.
 */
export const evaluationPhotos = pgTable(
  'evaluation_photos',
  {
    id: id(),
    evaluationId: uuid('evaluation_id')
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id),
    /** What the photo shows (alt text, WCAG 2.2 SC 1.1.1); the teacher may leave it empty. */
    caption: text('caption').notNull().default(''),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: createdAt(),
  },
  (t) => [index('evaluation_photos_evaluation_idx').on(t.evaluationId), index('evaluation_photos_upload_idx').on(t.uploadId)],
);
