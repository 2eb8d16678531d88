/**
 * Shapes of the certificate calls (docs/api.md "Certificates"; docs/decisions/058-certificates.md), shared by the
 * router, services and pages.
 */
import { z } from 'zod';
import { multiLine } from '#src/lib/text-fields';

/** What a certificate is for. */
export type CertificateKind = 'pat' | 'education';

/** A certificate as its candidate, staff and the candidate's contact person see it. */
export interface Certificate {
  id: string;
  /** The public code, as stored (16 characters; printed in groups of four). */
  code: string;
  /** The verification address: `{PUBLIC_URL}/certificaat/{code}`. */
  verifyUrl: string;
  kind: CertificateKind;
  sourceId: string;
  /** What was passed: the PAT's or education's title at the time of issue. */
  title: string;
  candidate: { id: string; name: string };
  /** The candidate's name as printed on the certificate. */
  recipientName: string;
  issuerName: string;
  /** The candidate's language at the time of issue (the PDF's second language besides Dutch). */
  language: string;
  /** ISO 8601. */
  issuedAt: string;
  /** Null while valid; the reason only for staff. */
  withdrawal: { at: string; by: string | null; reason: string | null } | null;
}

/** `GET /api/certificates/verify/{code}`: what the public verification page shows. Never the withdrawal's reason. */
export interface CertificateVerification {
  code: string;
  kind: CertificateKind;
  title: string;
  recipientName: string;
  issuerName: string;
  /** ISO 8601. */
  issuedAt: string;
  /** ISO 8601, or null while valid. */
  withdrawnAt: string | null;
  /** The signed Open Badges 3.0 credential (VC-JWT). */
  credential: string;
}

/** `GET /api/certificates` query: one candidate's certificates, or those of one PAT or education (staff). */
export const certificateListQuery = z
  .object({
    candidateId: z.uuid({ message: 'Kies een bestaande kandidaat.' }).optional(),
    patId: z.uuid({ message: 'Kies een bestaande PAT.' }).optional(),
    educationId: z.uuid({ message: 'Kies een bestaande opleiding.' }).optional(),
  })
  .refine((q) => [q.candidateId, q.patId, q.educationId].filter(Boolean).length <= 1, { message: 'Vraag naar één kandidaat, PAT of opleiding tegelijk.' });

/** Longest withdrawal reason, characters. */
export const MAX_REASON_LENGTH = 500;

/** `POST /api/certificates/{id}/withdraw` body. */
export const withdrawBody = z.object({
  reason: z
    .string({ message: 'Geef een reden voor het intrekken.' })
    .trim()
    .min(3, { message: 'Geef een reden voor het intrekken (minstens 3 tekens).' })
    .max(MAX_REASON_LENGTH, { message: `De reden mag hoogstens ${MAX_REASON_LENGTH} tekens lang zijn.` })
    .check(multiLine('Reden')),
});
