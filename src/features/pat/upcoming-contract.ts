/**
 * `GET /api/pat/candidates` (docs/api.md "PAT"; spec §2 /cp/pat/candidates): the query and the answer of the staff's
 * list of candidates planned on an upcoming or running PAT, each with their next PAT day. Client-safe: zod and
 * types only. Days `YYYY-MM-DD` and times `HH:MM` are Europe/Amsterdam.
 */
import { z } from 'zod';
import { pageQuery, type Named } from '#src/lib/contract';

/** `GET /api/pat/candidates` query: `page`, and `q` (at most 100 characters) matched in the name or e-mail address. */
export const upcomingCandidatesQuery = pageQuery.extend({
  q: z.string().max(100, 'De zoekterm is te lang.').optional(),
});

/** A candidate with the next day they are planned on (one row per candidate: the earliest day still to come). */
export interface UpcomingCandidate {
  candidate: Named & { email: string };
  organization: Named | null;
  pat: { id: string; title: string; state: 'planned' | 'in_progress' };
  /** The next day: today or later. */
  day: { id: string; day: string; startsAt: string; endsAt: string; location: Named & { city: string }; room: string | null };
  /** How many PAT days still to come the candidate has, this one included (over every upcoming or running PAT). */
  daysAhead: number;
}
