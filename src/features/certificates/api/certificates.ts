/**
 * Certificates as people see them (docs/api.md "Certificates"; docs/decisions/058-certificates.md): lists, one
 * certificate, its PDF and its signed credential, withdrawal by staff, and the public check by code.
 *
 * Who sees a certificate follows who sees the result it certifies (features/assessment/api/assessment.ts
 * `assessmentViewer` with features/assessment/visibility.ts `moduleDisclosure`; decision 037): staff every one; the
 * candidate their own; a contact person those of their organisation's candidates. Teachers have no certificate calls
 * (401): they read results on their own screens. Anything else is 404 (decision 003). Only staff see why a
 * certificate was withdrawn; the public check says only that and when.
 */
import { and, asc, desc, eq, isNotNull, max, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { isStaff } from '#src/lib/roles';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { certificates, users } from '#src/server/db/schema';
import { apiError } from '#src/server/errors';
import { isUuid } from '#src/server/validation';
import { assessmentViewer } from '#src/features/assessment/api/assessment';
import { moduleDisclosure } from '#src/features/assessment/visibility';
import type { Certificate, CertificateVerification, certificateListQuery } from '#src/features/certificates/contract';
import { renderCertificatePdf } from '#src/features/certificates/documents/pdf.server';
import { loadBranding } from '#src/features/company-settings/api/settings';
import { signedCredential, signedStatusList, verificationUrl } from './credential';
import { normalizeCode, printedCode } from './issue';

/** Dutch titles of the certificate calls. */
export const CERTIFICATE_TITLES = {
  notFound: 'Dit certificaat bestaat niet.',
  candidateNotFound: 'Deze kandidaat bestaat niet.',
  alreadyWithdrawn: 'Dit certificaat is al ingetrokken.',
  chooseOne: 'Vraag naar de certificaten van één kandidaat, PAT of opleiding.',
} as const;

type Row = typeof certificates.$inferSelect;

const withdrawer = alias(users, 'withdrawn_by_user');

/** A certificate with its candidate's current name and who withdrew it. */
const selection = { c: certificates, candidateName: users.name, withdrawnByName: withdrawer.name };

function baseQuery(db: Db) {
  return db.select(selection).from(certificates).innerJoin(users, eq(users.id, certificates.candidateId)).leftJoin(withdrawer, eq(withdrawer.id, certificates.withdrawnBy));
}

type Joined = { c: Row; candidateName: string; withdrawnByName: string | null };

/** The answer shape; the withdrawal's reason and who withdrew only for staff. */
function asCertificate({ c, candidateName, withdrawnByName }: Joined, staff: boolean): Certificate {
  return {
    id: c.id,
    code: c.code,
    verifyUrl: verificationUrl(c.code),
    kind: c.kind,
    sourceId: c.sourceId,
    title: c.title,
    candidate: { id: c.candidateId, name: candidateName },
    recipientName: c.recipientName,
    issuerName: c.issuerName,
    language: c.language,
    issuedAt: c.issuedAt.toISOString(),
    withdrawal: c.withdrawnAt ? { at: c.withdrawnAt.toISOString(), by: staff ? withdrawnByName : null, reason: staff ? c.withdrawalReason : null } : null,
  };
}

/**
 * Whether `caller` may see `row`: the owning rule of the result it certifies (see the module comment). A certificate
 * exists only for released results, so the rule is asked for a released context.
 */
export async function maySee(db: Db, caller: Caller, row: Pick<Row, 'kind' | 'sourceId' | 'candidateId'>): Promise<boolean> {
  if (caller.role === 'Teacher') return false;
  const viewer = await assessmentViewer(db, caller, { kind: row.kind, id: row.sourceId }, row.candidateId);
  if (!viewer) return false;
  const any = { moduleId: '', secondAssessor: false, first: null, second: null, third: null, agreement: null, reflection: null };
  return moduleDisclosure(viewer, any, { kind: row.kind, released: true }).result;
}

/**
 * `GET /api/certificates`: the certificates the caller may see, newest first. A candidate their own (a `candidateId`
 * of someone else 404); a contact person those of one candidate of their organisation (`candidateId`) or of all of
 * them; staff those of one candidate, PAT or education (one of the three is required: 400).
 * @throws apiError 400 staff without a filter; 404 a candidate out of scope.
 */
export async function listCertificates(db: Db, caller: Caller, query: z.infer<typeof certificateListQuery>): Promise<Certificate[]> {
  const staff = isStaff(caller.role);
  const where: SQL[] = [];
  if (caller.role === 'User') {
    if ((query.candidateId && query.candidateId !== caller.id) || query.patId || query.educationId) throw apiError(404, CERTIFICATE_TITLES.candidateNotFound);
    where.push(eq(certificates.candidateId, caller.id));
  } else if (caller.role === 'ContactPerson') {
    if (query.patId || query.educationId) throw apiError(404, CERTIFICATE_TITLES.notFound);
    where.push(eq(users.organizationId, caller.organizationId ?? sql`null`));
    if (query.candidateId) where.push(eq(certificates.candidateId, query.candidateId));
  } else if (staff) {
    if (query.candidateId) where.push(eq(certificates.candidateId, query.candidateId));
    else if (query.patId) where.push(eq(certificates.kind, 'pat'), eq(certificates.sourceId, query.patId));
    else if (query.educationId) where.push(eq(certificates.kind, 'education'), eq(certificates.sourceId, query.educationId));
    else throw apiError(400, CERTIFICATE_TITLES.chooseOne);
  } else {
    throw apiError(401, CERTIFICATE_TITLES.notFound);
  }
  const rows = await baseQuery(db)
    .where(and(...where))
    .orderBy(desc(certificates.issuedAt), asc(certificates.title));
  const seen: Certificate[] = [];
  for (const row of rows) if (staff || (await maySee(db, caller, row.c))) seen.push(asCertificate(row, staff));
  if (caller.role === 'ContactPerson' && query.candidateId && seen.length === 0) {
    const [candidate] = await db.select({ org: users.organizationId }).from(users).where(and(eq(users.id, query.candidateId), eq(users.role, 'User')));
    if (!candidate || candidate.org !== caller.organizationId) throw apiError(404, CERTIFICATE_TITLES.candidateNotFound);
  }
  return seen;
}

/** The certificate `id` as stored, when `caller` may see it. @throws apiError 404 otherwise. */
async function visible(db: Db, caller: Caller, id: string): Promise<Joined> {
  const [row] = isUuid(id) ? await baseQuery(db).where(eq(certificates.id, id)) : [];
  if (!row || !(isStaff(caller.role) || (await maySee(db, caller, row.c)))) throw apiError(404, CERTIFICATE_TITLES.notFound);
  return row;
}

/** `GET /api/certificates/{id}`. @throws apiError 404 unknown or out of scope. */
export async function readCertificate(db: Db, caller: Caller, id: string): Promise<Certificate> {
  return asCertificate(await visible(db, caller, id), isStaff(caller.role));
}

/** A file name of ASCII letters, digits and dashes: 'certificaat-7K3M-Q9PX-2HRT-V8CD'. */
const fileName = (row: Row) => `certificaat-${printedCode(row.code)}`;

/**
 * `GET /api/certificates/{id}/pdf`: the certificate as a PDF in the candidate's language and Dutch, withdrawn or not
 * (a withdrawn one says so), with the company's logo and main colour as they are set now on /cp/instellingen
 * (docs/decisions/059-company-settings.md; none when no logo is set).
 * @throws apiError 404 as `readCertificate`; TypstRenderError when the PDF cannot be made.
 */
export async function certificatePdf(db: Db, caller: Caller, id: string): Promise<{ pdf: Uint8Array; fileName: string }> {
  const { c } = await visible(db, caller, id);
  const branding = await loadBranding(db);
  const pdf = await renderCertificatePdf({
    logo: branding.logoPng ? { bytes: branding.logoPng, format: 'png', alt: `Logo van ${branding.name}` } : null,
    accent: branding.colour,
    kind: c.kind,
    title: c.title,
    recipientName: c.recipientName,
    issuerName: c.issuerName,
    language: c.language,
    issuedAt: c.issuedAt,
    printedCode: printedCode(c.code),
    verifyUrl: verificationUrl(c.code),
    withdrawnAt: c.withdrawnAt,
  });
  return { pdf, fileName: `${fileName(c)}.pdf` };
}

/** `GET /api/certificates/{id}/credential`: the signed Open Badges 3.0 credential (VC-JWT). @throws apiError 404 as `readCertificate`. */
export async function certificateCredential(db: Db, caller: Caller, id: string): Promise<{ jwt: string; fileName: string }> {
  const { c } = await visible(db, caller, id);
  return { jwt: await signedCredential(c), fileName: `${fileName(c)}.jwt` };
}

/**
 * `POST /api/certificates/{id}/withdraw` (staff): withdraws the certificate with a reason; from then on its
 * verification page, its PDF and the status list say so. The gateway's audit log records the call and who made it.
 * @throws apiError 404 unknown; 409 already withdrawn.
 */
export async function withdrawCertificate(db: Db, caller: Caller, id: string, reason: string): Promise<Certificate> {
  if (!isStaff(caller.role)) throw apiError(404, CERTIFICATE_TITLES.notFound);
  await visible(db, caller, id);
  const [updated] = await db
    .update(certificates)
    .set({ withdrawnAt: new Date(), withdrawnBy: caller.id, withdrawalReason: reason })
    .where(and(eq(certificates.id, id), sql`${certificates.withdrawnAt} is null`))
    .returning({ id: certificates.id });
  if (!updated) throw apiError(409, CERTIFICATE_TITLES.alreadyWithdrawn);
  return readCertificate(db, caller, id);
}

/**
 * `GET /api/certificates/verify/{code}` (public): what the verification page shows, with the signed credential. The
 * same 404 for a code that is malformed and one that is unknown, so an answer tells nothing about other codes.
 * @throws apiError 404.
 */
export async function verifyCertificate(db: Db, input: string): Promise<CertificateVerification> {
  const code = normalizeCode(input);
  const [row] = code ? await db.select().from(certificates).where(eq(certificates.code, code)) : [];
  if (!row) throw apiError(404, CERTIFICATE_TITLES.notFound);
  return {
    code: printedCode(row.code),
    kind: row.kind,
    title: row.title,
    recipientName: row.recipientName,
    issuerName: row.issuerName,
    issuedAt: row.issuedAt.toISOString(),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    credential: await signedCredential(row),
  };
}

/** `GET /api/certificates/status-list` (public): the status list credential (VC-JWT) as it is now. */
export async function statusList(db: Db): Promise<string> {
  const [withdrawn, [highest]] = await Promise.all([
    db.select({ index: certificates.statusIndex }).from(certificates).where(isNotNull(certificates.withdrawnAt)),
    db.select({ index: max(certificates.statusIndex) }).from(certificates),
  ]);
  return signedStatusList(
    withdrawn.map((w) => w.index),
    highest?.index ?? 0,
  );
}
