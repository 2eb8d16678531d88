/**
 * Demo certificates (docs/decisions/058-certificates.md): the released PATs and educations of the demo issue their
 * certificates as a release does (api/issue.ts `issueCertificates`), so Sven finds his on /dashboard/pat and
 * /dashboard/education, staff on his page and the September PAT's page, the contact person on
 * /contactperson/kandidaat/{id}; the oldest certificate of another candidate is withdrawn by the coordinator, so the verification page and the lists show a withdrawn one too.
 */
import { asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '#src/server/db/client';
import { certificates, educations, pats, users } from '#src/server/db/schema';
import { issueCertificates } from '#src/features/certificates/api/issue';

/** Why the other candidate's certificate was withdrawn (shown to staff only). */
export const DEMO_WITHDRAWAL_REASON = 'Bij controle bleek een beoordeling onjuist ingevoerd; de PAT wordt opnieuw afgenomen.';

/**
 * Issues the certificates of every released PAT and education and withdraws the oldest one of another candidate. Runs after the PATs and
 * educations are seeded.
 * @throws Error (Dutch) when the demo candidate got no certificate, or nobody else one to withdraw.
 */
export async function seedDemoCertificates(db: Db, staffEmail: string): Promise<void> {
  const [released, releasedEducations] = await Promise.all([
    db.select({ id: pats.id }).from(pats).where(isNotNull(pats.resultsReleasedAt)),
    db.select({ id: educations.id }).from(educations).where(isNotNull(educations.resultsReleasedAt)),
  ]);
  for (const p of released) await issueCertificates(db, { kind: 'pat', id: p.id });
  for (const e of releasedEducations) await issueCertificates(db, { kind: 'education', id: e.id });

  const person = async (email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;
  const [staff, sven] = [await person(staffEmail), await person('kandidaat@example.org')];
  if (!staff || !sven) throw new Error('een demo-account voor de certificaten ontbreekt');
  const [own] = await db.select({ id: certificates.id }).from(certificates).where(eq(certificates.candidateId, sven));
  if (!own) throw new Error('de demokandidaat kreeg geen certificaat');
  const [other] = await db.select({ id: certificates.id }).from(certificates).where(ne(certificates.candidateId, sven)).orderBy(asc(certificates.issuedAt), asc(certificates.statusIndex)).limit(1);
  if (!other) throw new Error('geen certificaat van een andere kandidaat om in te trekken');
  await db.update(certificates).set({ withdrawnAt: new Date(), withdrawnBy: staff, withdrawalReason: DEMO_WITHDRAWAL_REASON }).where(eq(certificates.id, other.id));
}
