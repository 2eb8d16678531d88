/**
 * Issuing certificates when results are released (docs/decisions/058-certificates.md): for every candidate of the
 * PAT or education who passed it, one certificate. Passed means every module of it has a complete result that is
 * passed (features/assessment/rules.ts `moduleResult` over `decidingScores`: the agreed score, else the first
 * assessor's final evaluation; decisions 030 and 035), with at least one module. Runs inside the release's
 * transaction (pat/api/results.ts and educations/api/evaluations.ts `releaseResults`, handed in by
 * src/backend/app.ts), so a release and its certificates are committed together; issuing again for the same source
 * adds nothing (`certificates_source_key`).
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#src/server/db/client';
import {
  candidateProfiles,
  certificates,
  educationCandidates,
  educationModules,
  educations,
  patCandidates,
  patModules,
  pats,
  templateVersions,
  users,
} from '#src/server/db/schema';
import { templateCriteria } from '#src/features/content/api/content-parts';
import { decidingScores, moduleResult } from '#src/features/assessment/rules';
import { loadAssessment, type AssessmentContext } from '#src/features/assessment/api/assessment';
import { loadBranding } from '#src/features/company-settings/api/settings';

/** Crockford's base32 alphabet: no I, L, O or U, so a code read aloud or typed over is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Characters of a certificate code: 16 of base32, 80 random bits. */
export const CODE_LENGTH = 16;

/** A fresh certificate code: 80 bits from the system's CSPRNG in Crockford base32 (16 characters). */
export function newCertificateCode(): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code = ALPHABET[Number((bits >> BigInt(5 * i)) & 31n)] + code;
  return code;
}

/**
 * A code as typed (lower case, spaces or dashes between groups, O for 0, I and L for 1) in its stored form, or null
 * when it cannot be one.
 */
export function normalizeCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return code.length === CODE_LENGTH && [...code].every((c) => ALPHABET.includes(c)) ? code : null;
}

export { printedCode } from '#src/features/certificates/printed-code';

/** The modules of a PAT or education with what decides their result. */
async function modulesOf(db: Db, source: AssessmentContext) {
  if (source.kind === 'pat') {
    return db
      .select({ moduleId: patModules.moduleId, passPercent: patModules.passPercent, knockOut: patModules.knockOut, criteria: templateCriteria })
      .from(patModules)
      .innerJoin(templateVersions, eq(templateVersions.id, patModules.templateVersionId))
      .where(eq(patModules.patId, source.id))
      .orderBy(asc(patModules.position));
  }
  return db
    .select({ moduleId: educationModules.moduleId, passPercent: educationModules.passPercent, knockOut: educationModules.knockOut, criteria: templateCriteria })
    .from(educationModules)
    .innerJoin(templateVersions, eq(templateVersions.id, educationModules.templateVersionId))
    .where(eq(educationModules.educationId, source.id))
    .orderBy(asc(educationModules.position));
}

/**
 * Whether `candidateId` passed `source`: every module's result complete and passed (see the module comment).
 * Reads the stored assessment (assessment/api/assessment.ts `loadAssessment`), whatever its release state.
 */
export async function passed(db: Db, source: AssessmentContext, candidateId: string): Promise<boolean> {
  const [mods, assessment] = await Promise.all([modulesOf(db, source), loadAssessment(db, source, candidateId)]);
  if (!assessment || mods.length === 0) return false;
  return mods.every((m) => {
    const stored = assessment.modules.find((a) => a.moduleId === m.moduleId);
    const deciding = stored ? decidingScores(stored.first, stored.agreement?.scores ?? null) : null;
    if (!deciding) return false;
    const criteria = m.criteria.map((c) => ({ id: c.id, weight: c.weight }));
    return moduleResult(criteria, deciding.scores, m.passPercent, m.knockOut).passed === true;
  });
}

/**
 * Issues a certificate to every candidate of `source` who passed it and has none for it yet; called in the release's
 * transaction. Nothing for a source whose results are not released. Title: the PAT's or education's title; issuer:
 * SELLER_NAME; language: the candidate's preferred language (Dutch without one); recipient: their name now.
 * @returns the ids of the certificates issued now (empty when every passed candidate had one).
 */
export async function issueCertificates(db: Db, source: AssessmentContext): Promise<string[]> {
  const [row] =
    source.kind === 'pat'
      ? await db.select({ title: pats.title, releasedAt: pats.resultsReleasedAt }).from(pats).where(eq(pats.id, source.id))
      : await db.select({ title: educations.title, releasedAt: educations.resultsReleasedAt }).from(educations).where(eq(educations.id, source.id));
  if (!row?.releasedAt) return [];
  const candidates =
    source.kind === 'pat'
      ? await db.select({ id: patCandidates.candidateId }).from(patCandidates).where(eq(patCandidates.patId, source.id))
      : await db.select({ id: educationCandidates.candidateId }).from(educationCandidates).where(eq(educationCandidates.educationId, source.id));
  const passing: string[] = [];
  for (const c of candidates) if (await passed(db, source, c.id)) passing.push(c.id);
  if (passing.length === 0) return [];
  const people = await db
    .select({ id: users.id, name: users.name, language: candidateProfiles.preferredLanguage })
    .from(users)
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .where(inArray(users.id, passing));
  // The seller's name as the admin set it on /cp/instellingen, else SELLER_NAME (docs/decisions/059-company-settings.md).
  const issuerName = (await loadBranding(db)).name;
  const issued = await db
    .insert(certificates)
    .values(
      people.map((p) => ({
        code: newCertificateCode(),
        candidateId: p.id,
        kind: source.kind,
        sourceId: source.id,
        title: row.title,
        recipientName: p.name,
        issuerName,
        language: p.language ?? 'nl',
        issuedAt: row.releasedAt!,
      })),
    )
    .onConflictDoNothing({ target: [certificates.kind, certificates.sourceId, certificates.candidateId] })
    .returning({ id: certificates.id });
  return issued.map((i) => i.id);
}

/** Whether a certificate of `source` exists for `candidateId` (tests, demo data). */
export async function certificateOf(db: Db, source: AssessmentContext, candidateId: string) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.kind, source.kind), eq(certificates.sourceId, source.id), eq(certificates.candidateId, candidateId)));
  return row ?? null;
}
