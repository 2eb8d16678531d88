/**
 * A candidate's accommodations (spec §2, /dashboard/profile; docs/api.md GET/PUT /api/test/profile): read-aloud
 * (on by default), extra time as a percentage of a test's time limit, and the preferred content language.
 * Extra time and read-aloud are granted by staff (Admin, Coordinator, for candidates in their scope) only; the
 * candidate sees them and changes the language. A candidate without a candidate_profiles row has the defaults.
 */
import { eq, sql } from 'drizzle-orm';
import { isStaff } from '#src/lib/roles';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { candidateProfiles } from '#src/server/db/schema';
import { apiError, TITLES } from '#src/server/errors';
import { findVisibleUser } from '#src/server/access-scope';
import { TEST_TITLES } from './definition';
import { isUuid } from '#src/server/validation';
import type { CandidateProfile, ProfileChange } from '#src/features/profession-test/contract';

/** The profile of a user without a row: read-aloud on by default, no extra time, no preference. */
export const DEFAULT_PROFILE: CandidateProfile = { readAloud: true, extraTimePercent: 0, preferredLanguage: null };

const columns = {
  readAloud: candidateProfiles.readAloud,
  extraTimePercent: candidateProfiles.extraTimePercent,
  preferredLanguage: candidateProfiles.preferredLanguage,
};

/**
 * The candidate whose profile the caller reads or changes: themselves (a candidate), or `userId` for staff.
 * A candidate naming someone else, staff naming a user who is not a candidate, or an unknown id → 404;
 * staff without `userId` → 400.
 */
export async function profileTarget(db: Db, caller: Caller, userId: string | undefined): Promise<string> {
  if (userId === undefined || userId === caller.id) {
    if (caller.role === 'User') return caller.id;
    throw apiError(400, TEST_TITLES.chooseCandidate);
  }
  if (!isStaff(caller.role) || !isUuid(userId)) throw apiError(404, TITLES.notFound);
  const user = await findVisibleUser(db, caller, userId);
  if (!user || user.role !== 'User') throw apiError(404, TITLES.notFound);
  return user.id;
}

/** The profile of candidate `userId`, or the defaults when they have none. */
export async function candidateProfile(db: Db, userId: string): Promise<CandidateProfile> {
  const [row] = await db.select(columns).from(candidateProfiles).where(eq(candidateProfiles.userId, userId));
  return row ?? { ...DEFAULT_PROFILE };
}

/**
 * Stores the given fields of candidate `userId`'s profile (insert or update) and returns the whole profile.
 * The route checks the ranges (extra time a whole number 0–100, language one of LANGUAGES or null) and that
 * only staff change extra time and read-aloud.
 */
export async function updateCandidateProfile(db: Db, userId: string, change: ProfileChange): Promise<CandidateProfile> {
  const set = { ...change, updatedAt: sql`now()` };
  const [row] = await db
    .insert(candidateProfiles)
    .values({ userId, ...change })
    .onConflictDoUpdate({ target: candidateProfiles.userId, set })
    .returning(columns);
  if (!row) throw new Error('profiel niet opgeslagen');
  return row;
}
