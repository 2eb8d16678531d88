/**
 * Tables of the certificates feature (docs/decisions/058-certificates.md): one row per certificate the platform issued
 * to a candidate who passed a PAT or an education when its results were released. Re-exported by
 * src/server/db/schema.ts.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id } from '#src/server/db/columns';
import { users } from '#src/features/accounts/api/tables';

/**
 * A certificate: what the candidate passed (`kind` and `sourceId`: the PAT or education, its title at the time of
 * issue), who it was issued to (their name as it was then), by whom, when and in which language (the candidate's
 * preferred language then; the PDF is bilingual with Dutch). `code` is the public, unguessable part of the
 * verification address (/certificaat/{code}); `statusIndex` the certificate's bit in the published status list
 * (W3C Bitstring Status List). One certificate per candidate and source (`certificates_source_key`), so a release
 * never issues twice. Withdrawal sets `withdrawnAt` with who and why; a withdrawn certificate stays.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    code: text('code').notNull(),
    statusIndex: integer('status_index').notNull().generatedAlwaysAsIdentity(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<'pat' | 'education'>().notNull(),
    sourceId: uuid('source_id').notNull(),
    title: text('title').notNull(),
    recipientName: text('recipient_name').notNull(),
    issuerName: text('issuer_name').notNull(),
    language: text('language').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnBy: uuid('withdrawn_by').references(() => users.id),
    withdrawalReason: text('withdrawal_reason'),
  },
  (t) => [
    uniqueIndex('certificates_code_key').on(t.code),
    uniqueIndex('certificates_status_index_key').on(t.statusIndex),
    uniqueIndex('certificates_source_key').on(t.kind, t.sourceId, t.candidateId),
    index('certificates_candidate_idx').on(t.candidateId),
    check('certificates_kind_check', sql`${t.kind} in ('pat', 'education')`),
  ],
);
