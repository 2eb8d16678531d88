/**
 * The language a mail to an address is written in (docs/decisions/052-mail-templates.md): a candidate's preferred
 * language (`candidate_profiles.preferred_language`, which the candidate and staff set; docs/decisions/019), else
 * Dutch. Staff (every role but 'User') always get Dutch, as their screens are Dutch (spec §9). A brand-new candidate's
 * language is stored with `setPreferredLanguage` in the transaction that invites them, before the invitation is
 * written, so the invitation and the pages it links to are in it (docs/decisions/055).
 */
import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#src/lib/i18n/locales';
import type { Db } from '#src/server/db/client';
import { candidateProfiles, users } from '#src/server/db/schema';

/**
 * @param email the recipient's address, lower-cased as stored.
 * @returns the candidate's preferred language, or 'nl' for staff, an unknown address or a candidate without one.
 */
export async function recipientLanguage(db: Db, email: string): Promise<Language> {
  const [row] = await db
    .select({ language: candidateProfiles.preferredLanguage })
    .from(users)
    .innerJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .where(and(eq(users.email, email), eq(users.role, 'User')))
    .limit(1);
  return isLanguage(row?.language) ? row.language : DEFAULT_LANGUAGE;
}

/**
 * Stores `language` as the candidate's preferred language (`candidate_profiles.preferred_language`), making their
 * profile row when they have none (the other accommodations keep their defaults, or their values when the row
 * exists). Call on the transaction that creates the candidate.
 * @param userId a candidate's account ('User').
 */
export async function setPreferredLanguage(db: Db, userId: string, language: Language): Promise<void> {
  await db
    .insert(candidateProfiles)
    .values({ userId, preferredLanguage: language })
    .onConflictDoUpdate({ target: candidateProfiles.userId, set: { preferredLanguage: language, updatedAt: sql`now()` } });
}
