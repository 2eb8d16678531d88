/**
 * Lesson calendar feeds (docs/api.md "Education", calendar; docs/decisions/034-lesson-calendar-feeds.md): a
 * candidate or teacher makes an address with a secret that a phone's calendar app subscribes to without signing in,
 * and the feed itself (features/educations/calendar.server.ts `lessonCalendar`).
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
 * disabled or erased, answer 404.
 */
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { config } from '#src/config.server';
import { notesFor } from '#src/lib/note-audiences';
import { derivedKey } from '#src/server/auth/tokens';
import type { Db } from '#src/server/db/client';
import { calendarFeeds, educationCandidates, educationLessons, educations, educationTeachers, locations, rooms, users } from '#src/server/db/schema';
import { apiError } from '#src/server/errors';
import { hashSecret, keyedSecret } from '#src/server/secrets';
import { isOnRoll } from '#src/features/educations/attendance';
import { lessonCalendar, type CalendarLesson } from '#src/features/educations/calendar.server';
import { feedUrl, tokenOfFile, type CalendarSubscription } from '#src/features/educations/calendar-feed';

/** The purpose of the server key the tokens are made with. */
const KEY_PURPOSE = 'calendar-feeds';

/** `last_fetched_at` is written at most this often, ms (one hour). */
export const FETCH_STAMP_INTERVAL_MS = 60 * 60 * 1000;

/** The calendar's name in the app (`X-WR-CALNAME`). */
export const FEED_NAME = 'Lessen – Kandidaatplatform';

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
 * The lessons of person `user` as the feed shows them (see the module comment), titled with the education's title.
 * Other roles have none.
 */
export async function personLessons(db: Db, user: { id: string; role: string }): Promise<CalendarLesson[]> {
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
        id: lesson.id,
        day: lesson.day,
        startsAt: lesson.startsAt,
        endsAt: lesson.endsAt,
        title: education.title,
        ...notesFor('education', 'candidates', education),
        location: { name: location.name, street: location.street, postcode: location.postcode, city: location.city },
        room,
        teachers: teachers.filter((t) => t.educationId === education.id).map((t) => t.name),
      },
    ];
  });
}

/**
 * `GET /api/education/calendar/{token}.ics` (public): the iCalendar text of the person whose subscription has the
 * token, found by the token's SHA-256. Writes `last_fetched_at` when it is empty or older than FETCH_STAMP_INTERVAL_MS.
 * @param file the last path segment, `{token}.ics`.
 * @param now the moment; default the clock.
 * @throws apiError 404 for a malformed or unknown token, and for an account that is disabled or erased — the same
 *   answer for each, so the call tells nothing about who has an account.
 */
export async function feedFor(db: Db, file: string, now = new Date()): Promise<string> {
  const token = tokenOfFile(file);
  if (!token) throw apiError(404, CALENDAR_TITLES.unknownFeed);
  const [row] = await db
    .select({ userId: calendarFeeds.userId, lastFetchedAt: calendarFeeds.lastFetchedAt, role: users.role, status: users.status })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, hashSecret(token)));
  if (!row || row.status === 'disabled' || row.status === 'erased') throw apiError(404, CALENDAR_TITLES.unknownFeed);
  const lessons = await personLessons(db, { id: row.userId, role: row.role });
  if (!row.lastFetchedAt || now.getTime() - row.lastFetchedAt.getTime() >= FETCH_STAMP_INTERVAL_MS) {
    await db.update(calendarFeeds).set({ lastFetchedAt: now }).where(eq(calendarFeeds.userId, row.userId));
  }
  return lessonCalendar({ name: FEED_NAME, domain: new URL(config().PUBLIC_URL).hostname, lessons, now });
}
