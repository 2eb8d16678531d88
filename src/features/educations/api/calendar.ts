/**
 * Personal calendar feeds (docs/api.md "Education", calendar; docs/decisions/034-lesson-calendar-feeds.md, 051): a
 * candidate or teacher makes an address with a secret that a phone's calendar app subscribes to without signing in,
 * and the feed itself: their lessons, and the events other features add through the `CalendarSource` port
 * (src/server/icalendar.ts; PAT days, handed in by src/backend/app.ts, so this feature never imports pat).
 *
 * The secret (the token) is not stored: it is HMAC-SHA256 of `{userId}|{createdAt ISO 8601}` under a server key
 * (server/auth/tokens.ts `derivedKey('calendar-feeds')`), so the address can be shown again; `calendar_feeds` keeps
 * only its hex SHA-256 (`token_hash`) for the lookup. Making a new address gives it a new `created_at`, so a new
 * token, and the old one stops working. A signing key replaced since the address was made makes a token that no
 * longer matches the stored hash: the old address still works, but it cannot be shown (`url: null`).
 *
 * The feed holds a candidate's lessons from their enrolment day (attendance.ts `isOnRoll`) of the educations they
 * are enrolled on that are open and not archived, and a teacher's lessons of the open, not archived educations they
 * teach. Each lesson carries the education's notes for the candidates, never those for the teachers
 * (src/lib/note-audiences.ts; calendar.server.ts `CalendarLesson`). Unknown tokens, and the feed of an account that is
 * disabled or erased, answer 404. Each event's DTSTAMP is when its content last changed (`stampEvent`, stored beside
 * the lesson), and the feed's version (`content_hash`, its ETag) and the moment it last changed
 * (`content_changed_at`, its Last-Modified) are kept with the subscription, so a conditional request can answer 304.
 */
import { and, asc, eq, gte, inArray, isNotNull, isNull } from 'drizzle-orm';
import { config } from '#src/config.server';
import { notesFor } from '#src/lib/note-audiences';
import { derivedKey } from '#src/server/auth/tokens';
import type { Db } from '#src/server/db/client';
import { calendarFeeds, educationCandidates, educationLessons, educations, educationTeachers, locations, rooms, users } from '#src/server/db/schema';
import { apiError } from '#src/server/errors';
import { hashSecret, keyedSecret } from '#src/server/secrets';
import { calendarHash, calendarText, stampEvent, type CalendarEvent, type CalendarPerson, type CalendarSource } from '#src/server/icalendar';
import { isOnRoll } from '#src/features/educations/attendance';
import { lessonEvents, type CalendarLesson } from '#src/features/educations/calendar.server';
import { feedUrl, tokenOfFile, type CalendarSubscription } from '#src/features/educations/calendar-feed';
import { reminderMail, type PeopleSessions, type PlannedSession } from '#src/features/planning/api/people';
import type { ReminderSource } from '#src/features/mailbox/api/reminders';

/** The purpose of the server key the tokens are made with. */
const KEY_PURPOSE = 'calendar-feeds';

/** `last_fetched_at` is written at most this often, ms (one hour). */
export const FETCH_STAMP_INTERVAL_MS = 60 * 60 * 1000;

/** The calendar's name in the app (`X-WR-CALNAME`). */
export const FEED_NAME = 'Lessen en PAT-dagen – Kandidaatplatform';

/**
 * `Cache-Control` of the feed (decision 051): only the person's own calendar app may keep it (`private`, never a shared
 * cache: the address is a secret), and it asks again each time (`no-cache`), which a 304 answers cheaply.
 */
export const FEED_CACHE_CONTROL = 'private, no-cache';

/** The feed as `GET /api/education/calendar/{token}.ics` answers it. */
export interface CalendarFeedAnswer {
  /** The iCalendar text. */
  text: string;
  /** Its entity tag, `"{hex SHA-256 of text}"`. */
  etag: string;
  /** When the text last changed (first served in this version). */
  lastModified: Date;
}

/** Dutch titles of the calls. */
export const CALENDAR_TITLES = {
  unknownFeed: 'Deze agenda bestaat niet (meer). Maak op het platform een nieuw adres.',
} as const;

/** The token of the subscription of `userId` made at `createdAt` (see the module comment). */
export function feedToken(userId: string, createdAt: Date): string {
  return keyedSecret(derivedKey(KEY_PURPOSE), `${userId}|${createdAt.toISOString()}`);
}

/** The subscription as the calls answer it; the address only when the token still matches the stored hash. */
function subscriptionOf(userId: string, row: { tokenHash: string; createdAt: Date } | undefined): CalendarSubscription {
  if (!row) return { url: null, createdAt: null };
  const token = feedToken(userId, row.createdAt);
  return { url: hashSecret(token) === row.tokenHash ? feedUrl(config().PUBLIC_URL, token) : null, createdAt: row.createdAt.toISOString() };
}

/** `GET /api/education/calendar`: the caller's subscription; `{ url: null, createdAt: null }` without one. */
export async function readSubscription(db: Db, userId: string): Promise<CalendarSubscription> {
  const [row] = await db.select({ tokenHash: calendarFeeds.tokenHash, createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return subscriptionOf(userId, row);
}

/**
 * `POST /api/education/calendar`: makes the caller's subscription, or replaces it (the old address stops working).
 * The new `created_at` is now in whole milliseconds (what an ISO string holds), and always later than the old one,
 * so two addresses made within one millisecond still differ.
 * @param now the moment; default the clock.
 */
export async function makeSubscription(db: Db, userId: string, now = new Date()): Promise<CalendarSubscription> {
  const [old] = await db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  const createdAt = new Date(Math.max(now.getTime(), (old?.createdAt.getTime() ?? 0) + 1));
  const tokenHash = hashSecret(feedToken(userId, createdAt));
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt, lastFetchedAt: null } });
  return subscriptionOf(userId, { tokenHash, createdAt });
}

/** `DELETE /api/education/calendar`: ends the caller's subscription (nothing happens without one). */
export async function endSubscription(db: Db, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/**
 * A lesson as the feed and the planning mails show it (calendar.server.ts `CalendarLesson`): its times, the
 * education's title and its notes for the candidates only (src/lib/note-audiences.ts), the location's address, the
 * room and the teachers' names.
 */
function calendarLesson(
  { lesson, location, room }: { lesson: typeof educationLessons.$inferSelect; location: typeof locations.$inferSelect; room: CalendarLesson['room'] },
  education: { title: string; candidateNotes: string | null },
  teacherNames: string[],
): CalendarLesson {
  return {
    id: lesson.id,
    day: lesson.day,
    startsAt: lesson.startsAt,
    endsAt: lesson.endsAt,
    title: education.title,
    ...notesFor('education', 'candidates', education),
    location: { name: location.name, street: location.street, postcode: location.postcode, city: location.city },
    room,
    teachers: teacherNames,
    sequence: lesson.calendarSequence,
  };
}

/**
 * The lessons of person `user` as the feed shows them (see the module comment), titled with the education's title.
 * Other roles have none.
 */
export async function personLessons(db: Db, user: CalendarPerson): Promise<(CalendarLesson & { stored: { hash: string | null; stamp: Date | null } })[]> {
  const open = and(isNotNull(educations.openedAt), isNull(educations.archivedAt));
  const mine =
    user.role === 'User'
      ? await db
          .select({ id: educations.id, title: educations.title, candidateNotes: educations.candidateNotes, enrolledOn: educationCandidates.enrolledOn })
          .from(educationCandidates)
          .innerJoin(educations, eq(educations.id, educationCandidates.educationId))
          .where(and(eq(educationCandidates.candidateId, user.id), open))
      : user.role === 'Teacher'
        ? (
            await db
              .select({ id: educations.id, title: educations.title, candidateNotes: educations.candidateNotes })
              .from(educationTeachers)
              .innerJoin(educations, eq(educations.id, educationTeachers.educationId))
              .where(and(eq(educationTeachers.teacherId, user.id), open))
          ).map((e) => ({ ...e, enrolledOn: null }))
        : [];
  if (mine.length === 0) return [];
  const ids = mine.map((e) => e.id);
  const [lessons, teachers] = await Promise.all([
    db
      .select({ lesson: educationLessons, location: locations, room: rooms.name })
      .from(educationLessons)
      .innerJoin(locations, eq(locations.id, educationLessons.locationId))
      .leftJoin(rooms, eq(rooms.id, educationLessons.roomId))
      .where(inArray(educationLessons.educationId, ids))
      .orderBy(asc(educationLessons.day), asc(educationLessons.startsAt)),
    db
      .select({ educationId: educationTeachers.educationId, name: users.name })
      .from(educationTeachers)
      .innerJoin(users, eq(users.id, educationTeachers.teacherId))
      .where(inArray(educationTeachers.educationId, ids))
      .orderBy(asc(users.name)),
  ]);
  return lessons.flatMap(({ lesson, location, room }) => {
    const education = mine.find((e) => e.id === lesson.educationId);
    if (!education || (education.enrolledOn !== null && !isOnRoll(lesson, { enrolledOn: education.enrolledOn }))) return [];
    return [
      {
        ...calendarLesson({ lesson, location, room }, education, teachers.filter((t) => t.educationId === education.id).map((t) => t.name)),
        stored: { hash: lesson.calendarHash, stamp: lesson.calendarStamp },
      },
    ];
  });
}

/**
 * The lessons of `person` as stamped events (`CalendarSource`): DTSTAMP the moment each lesson's event last changed;
 * a changed one gets `now`, written beside the lesson.
 */
export const lessonSource: CalendarSource = async (db, person, now) => {
  const lessons = await personLessons(db, person);
  const stored = new Map(lessons.map((l) => [l.id, l.stored]));
  const events: CalendarEvent[] = [];
  for (const { lessonId, ...content } of lessonEvents(lessons)) {
    const { event, changed } = stampEvent(content, stored.get(lessonId) ?? { hash: null, stamp: null }, now);
    if (changed) await db.update(educationLessons).set({ calendarHash: changed.hash, calendarStamp: changed.stamp }).where(eq(educationLessons.id, lessonId));
    events.push(event);
  }
  return events;
};

/**
 * `GET /api/education/calendar/{token}.ics` (public): the iCalendar text of the person whose subscription has the
 * token, found by the token's SHA-256: their lessons and the events of `sources`, with its ETag and Last-Modified.
 * Writes `last_fetched_at` when it is empty or older than FETCH_STAMP_INTERVAL_MS, and the feed's hash and `now`
 * when its text changed.
 * @param file the last path segment, `{token}.ics`.
 * @param sources the other features' events (PAT days), handed in by src/backend/app.ts.
 * @param now the moment; default the clock.
 * @throws apiError 404 for a malformed or unknown token, and for an account that is disabled or erased — the same
 *   answer for each, so the call tells nothing about who has an account.
 */
export async function feedFor(db: Db, file: string, sources: readonly CalendarSource[] = [], now = new Date()): Promise<CalendarFeedAnswer> {
  const token = tokenOfFile(file);
  if (!token) throw apiError(404, CALENDAR_TITLES.unknownFeed);
  const [row] = await db
    .select({
      userId: calendarFeeds.userId,
      lastFetchedAt: calendarFeeds.lastFetchedAt,
      contentHash: calendarFeeds.contentHash,
      contentChangedAt: calendarFeeds.contentChangedAt,
      role: users.role,
      status: users.status,
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, hashSecret(token)));
  if (!row || row.status === 'disabled' || row.status === 'erased') throw apiError(404, CALENDAR_TITLES.unknownFeed);
  const person = { id: row.userId, role: row.role };
  const events: CalendarEvent[] = [];
  for (const source of [lessonSource, ...sources]) events.push(...(await source(db, person, now)));
  const text = calendarText({ name: FEED_NAME, events });
  const hash = calendarHash(text);
  const changed = hash !== row.contentHash || !row.contentChangedAt;
  const fetched = !row.lastFetchedAt || now.getTime() - row.lastFetchedAt.getTime() >= FETCH_STAMP_INTERVAL_MS;
  if (changed || fetched) {
    await db
      .update(calendarFeeds)
      .set({ ...(changed ? { contentHash: hash, contentChangedAt: now } : {}), ...(fetched ? { lastFetchedAt: now } : {}) })
      .where(eq(calendarFeeds.userId, row.userId));
  }
  return { text, etag: `"${hash}"`, lastModified: changed ? now : (row.contentChangedAt ?? now) };
}

/**
 * Who has which lesson of education `educationId` from `fromDay` on, as planning mails compare them before and after
 * a change (planning/api/people.ts `mailPlanningChanges`; docs/decisions/054-notification-mails.md): a candidate the
 * lessons on their roll (from the day they enrolled), a teacher every lesson. The events are the feed's
 * (`lessonEvents`: same UID, title, place and description). Read on the change's transaction.
 * @param fromDay `YYYY-MM-DD`: earlier lessons are left out (a mail about a past lesson tells nobody anything).
 */
export async function educationSessions(db: Db, educationId: string, fromDay: string, onlyDay?: string): Promise<PeopleSessions> {
  return (await sessionsWithDetails(db, educationId, fromDay, onlyDay)).sessions;
}

/** `educationSessions` with, per lesson UID, what a reminder adds (the location's texts, the education's notes). */
async function sessionsWithDetails(db: Db, educationId: string, fromDay: string, onlyDay?: string) {
  const details = new Map<string, { session: PlannedSession; details: ReminderDetailsOf }>();
  const [education] = await db
    .select({ title: educations.title, candidateNotes: educations.candidateNotes, teacherNotes: educations.teacherNotes })
    .from(educations)
    .where(eq(educations.id, educationId));
  if (!education) return { sessions: new Map() as PeopleSessions, details, title: '' };
  const [lessons, teachers, candidates] = await Promise.all([
    db
      .select({ lesson: educationLessons, location: locations, room: rooms.name })
      .from(educationLessons)
      .innerJoin(locations, eq(locations.id, educationLessons.locationId))
      .leftJoin(rooms, eq(rooms.id, educationLessons.roomId))
      .where(and(eq(educationLessons.educationId, educationId), onlyDay ? eq(educationLessons.day, onlyDay) : gte(educationLessons.day, fromDay))),
    db
      .select({ id: users.id, name: users.name })
      .from(educationTeachers)
      .innerJoin(users, eq(users.id, educationTeachers.teacherId))
      .where(eq(educationTeachers.educationId, educationId))
      .orderBy(asc(users.name)),
    db.select({ id: educationCandidates.candidateId, enrolledOn: educationCandidates.enrolledOn }).from(educationCandidates).where(eq(educationCandidates.educationId, educationId)),
  ]);
  const sessions: PeopleSessions = new Map();
  const add = (userId: string, session: PlannedSession) => {
    const own = sessions.get(userId) ?? new Map<string, PlannedSession>();
    own.set(session.event.uid, session);
    sessions.set(userId, own);
  };
  for (const { lesson, location, room } of lessons) {
    const shown = calendarLesson({ lesson, location, room }, education, teachers.map((t) => t.name));
    // The feed's event, built from the candidates' notes only (the `shown` lesson above).
    const [content] = lessonEvents([shown]);
    if (!content) continue;
    const { lessonId, ...event } = content;
    void lessonId;
    const session: PlannedSession = {
      event: { ...event, sequence: lesson.calendarSequence },
      day: lesson.day,
      startsAt: lesson.startsAt,
      endsAt: lesson.endsAt,
      address: event.location,
      room,
    };
    for (const c of candidates) if (isOnRoll(lesson, { enrolledOn: c.enrolledOn })) add(c.id, session);
    for (const t of teachers) add(t.id, session);
    details.set(session.event.uid, {
      session,
      details: { directions: location.directions, accessibilityText: location.accessibilityText, candidateNotes: education.candidateNotes, teacherNotes: education.teacherNotes },
    });
  }
  return { sessions, details, title: education.title };
}

type ReminderDetailsOf = Parameters<typeof reminderMail>[2];

/**
 * The day-before reminders of the lessons on `day` (mailbox/api/reminders.ts `ReminderSource`; decision 054): of
 * opened educations that are not archived, to every candidate on the lesson's roll and every teacher of the
 * education, with the location's route and accessibility text and the education's notes as each may read them.
 */
export const lessonReminders: ReminderSource = async (db, day) => {
  const rows = await db
    .selectDistinct({ id: educationLessons.educationId })
    .from(educationLessons)
    .innerJoin(educations, eq(educations.id, educationLessons.educationId))
    .where(and(eq(educationLessons.day, day), isNotNull(educations.openedAt), isNull(educations.archivedAt)));
  const reminders = [];
  for (const { id } of rows) {
    const { sessions, details, title } = await sessionsWithDetails(db, id, day, day);
    for (const [userId, own] of sessions) {
      for (const uid of own.keys()) {
        const lesson = details.get(uid);
        if (!lesson) continue;
        reminders.push({ userId, event: uid, day, compose: reminderMail({ kind: 'education', id, title }, lesson.session, lesson.details) });
      }
    }
  }
  return reminders;
};
