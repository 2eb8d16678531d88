/**
 * The platform's one database schema (Drizzle ORM, PostgreSQL dialect; runs on PGlite and PostgreSQL): the index
 * of every feature's tables, which live with their feature in `src/features/<feature>/api/tables.ts`
 * (docs/decisions/017-feature-folders.md). Ids are UUIDs, times are UTC `timestamptz`, money is integer cents
 * (docs/architecture.md, "data"). Migrations are generated from this index with `npm run db:generate` and committed
 * under ./migrations.
 */
export * from '#src/features/accounts/api/tables';
export * from '#src/features/assessment/api/tables';
export * from '#src/features/audit/api/tables';
export * from '#src/features/certificates/api/tables';
export * from '#src/features/company-settings/api/tables';
export * from '#src/features/content/api/tables';
export * from '#src/features/educations/api/tables';
export * from '#src/features/invoices/api/tables';
export * from '#src/features/licences/api/tables';
export * from '#src/features/locations/api/tables';
export * from '#src/features/mailbox/api/tables';
export * from '#src/features/organizations/api/tables';
export * from '#src/features/pat/api/tables';
export * from '#src/features/profession-quiz/api/tables';
export * from '#src/features/profession-test/api/tables';
export * from '#src/features/reports/api/tables';
