/**
 * Test and demo helpers of the certificates feature: a certificate written straight into the table, without a release.
 */
import type { Db } from '#src/server/db/client';
import { certificates } from '#src/server/db/schema';
import { newCertificateCode } from './issue';

/** Inserts a certificate as issued now (or at `issuedAt`) by 'Kandidaatplatform B.V.'; answers its id. */
export async function insertCertificate(
  db: Db,
  values: { candidateId: string; kind: 'pat' | 'education'; sourceId: string; title: string; recipientName: string; language?: string; issuedAt?: Date },
): Promise<string> {
  const [row] = await db
    .insert(certificates)
    .values({ code: newCertificateCode(), issuerName: 'Kandidaatplatform B.V.', language: 'nl', ...values })
    .returning({ id: certificates.id });
  return row!.id;
}
