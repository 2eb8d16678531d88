/**
 * The candidates of upcoming and running PATs (docs/api.md "PAT" `GET /api/pat/candidates`; spec §2
 * /cp/pat/candidates): per candidate the next PAT day still to come (today or later) over every PAT that is planned
 * or in progress (rules.ts `patState`: planned, not completed, not archived), with its PAT, times, location and room.
 *
 * One query per page: a CTE takes per candidate the earliest day (`DISTINCT ON`, by day, start time, PAT title,
 * PAT id) and counts their days ahead with a window; the outer query joins the person and their organisation,
 * filters on `q`, orders by day, start time, name and id, and counts the matching rows as a window. Only a page
 * past the end needs a second query, to count. Erased accounts are left out. Staff only (the router).
 */
import { and, asc, count, eq, gte, ilike, isNotNull, isNull, min, or, sql, type SQL } from 'drizzle-orm';
import { amsterdamDay } from '#src/lib/calendar-day';
import type { Page } from '#src/lib/contract';
import type { Db } from '#src/server/db/client';
import { locations, organizations, patCandidates, patDays, pats, rooms, users } from '#src/server/db/schema';
import { likeEscape } from '#src/server/like';
import { offsetOf, paged, PAGE_SIZE } from '#src/server/paging';
import { ERASED_STATUS } from '#src/features/accounts/lifecycle';
import type { UpcomingCandidate, upcomingCandidatesQuery } from '#src/features/pat/upcoming-contract';
import type { z } from 'zod';

/** Users whose name or e-mail address contains `q` (case-insensitive, `%`, `_`, `\` literal); undefined for no text. */
function nameOrEmailContains(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = `%${likeEscape(text)}%`;
  return or(ilike(users.name, pattern), ilike(users.email, pattern));
}

/**
 * `GET /api/pat/candidates`: page `page` (20 per page) of the candidates with a PAT day to come, each with their
 * next day (see the module comment).
 * @param today `YYYY-MM-DD` (Europe/Amsterdam); days before it are over.
 * @returns paged `UpcomingCandidate` (upcoming-contract.ts); a page past the end has no items and the exact total.
 */
export async function listUpcomingCandidates(db: Db, query: z.output<typeof upcomingCandidatesQuery>, today: string = amsterdamDay()): Promise<Page<UpcomingCandidate>> {
  const live = and(isNotNull(pats.plannedAt), isNull(pats.completedAt), isNull(pats.archivedAt), gte(patDays.day, today));
  const firstDayOfPat = db.select({ v: min(patDays.day) }).from(patDays).where(eq(patDays.patId, pats.id));
  const next = db.$with('next_days').as(
    db
      .selectDistinctOn([patCandidates.candidateId], {
        candidateId: sql<string>`${patCandidates.candidateId}`.as('candidate_id'),
        patId: sql<string>`${pats.id}`.as('pat_id'),
        patTitle: sql<string>`${pats.title}`.as('pat_title'),
        running: sql<boolean>`coalesce((${firstDayOfPat}) <= ${today}, false)`.as('running'),
        dayId: sql<string>`${patDays.id}`.as('day_id'),
        day: sql<string>`${patDays.day}::text`.as('day'),
        startsAt: sql<string>`${patDays.startsAt}`.as('starts_at'),
        endsAt: sql<string>`${patDays.endsAt}`.as('ends_at'),
        locationId: sql<string>`${locations.id}`.as('location_id'),
        locationName: sql<string>`${locations.name}`.as('location_name'),
        city: sql<string>`${locations.city}`.as('city'),
        room: sql<string | null>`${rooms.name}`.as('room_name'),
        daysAhead: sql<number>`count(*) over (partition by ${patCandidates.candidateId})`.mapWith(Number).as('days_ahead'),
      })
      .from(patCandidates)
      .innerJoin(pats, eq(pats.id, patCandidates.patId))
      .innerJoin(patDays, eq(patDays.patId, pats.id))
      .innerJoin(locations, eq(locations.id, patDays.locationId))
      .leftJoin(rooms, eq(rooms.id, patDays.roomId))
      .where(live)
      .orderBy(asc(patCandidates.candidateId), asc(patDays.day), asc(patDays.startsAt), asc(pats.title), asc(pats.id)),
  );
  const where = and(sql`${users.status} <> ${sql.raw(`'${ERASED_STATUS}'`)}`, nameOrEmailContains(query.q));
  const rows = await db
    .with(next)
    .select({
      next: {
        candidateId: next.candidateId,
        patId: next.patId,
        patTitle: next.patTitle,
        running: next.running,
        dayId: next.dayId,
        day: next.day,
        startsAt: next.startsAt,
        endsAt: next.endsAt,
        locationId: next.locationId,
        locationName: next.locationName,
        city: next.city,
        room: next.room,
        daysAhead: next.daysAhead,
      },
      name: users.name,
      email: users.email,
      organizationId: organizations.id,
      organizationName: organizations.name,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(next)
    .innerJoin(users, eq(users.id, next.candidateId))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(where)
    .orderBy(asc(next.day), asc(next.startsAt), asc(users.name), asc(users.id))
    .limit(PAGE_SIZE)
    .offset(offsetOf(query.page));
  if (rows.length === 0) {
    const [counted] = query.page > 1 ? await db.with(next).select({ n: count() }).from(next).innerJoin(users, eq(users.id, next.candidateId)).where(where) : [];
    return paged([], counted?.n ?? 0, query.page);
  }
  return paged(
    rows.map((r) => ({
      candidate: { id: r.next.candidateId, name: r.name, email: r.email },
      organization: r.organizationId ? { id: r.organizationId, name: r.organizationName ?? '' } : null,
      pat: { id: r.next.patId, title: r.next.patTitle, state: r.next.running ? 'in_progress' : 'planned' },
      day: {
        id: r.next.dayId,
        day: r.next.day,
        startsAt: r.next.startsAt,
        endsAt: r.next.endsAt,
        location: { id: r.next.locationId, name: r.next.locationName, city: r.next.city },
        room: r.next.room,
      },
      daysAhead: r.next.daysAhead,
    })),
    rows[0]?.total ?? 0,
    query.page,
  );
}
