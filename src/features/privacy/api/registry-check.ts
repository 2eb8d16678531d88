/**
 * The check that keeps the privacy registry (registry.ts) from going stale: it walks a Drizzle schema module
 * (src/server/db/schema.ts: every table of every feature) and lists every column that refers to a person without
 * an entry in the registry. registry.test.ts runs it on the real schema and expects no problems, so a feature
 * that adds a table with a user id fails the tests until it declares how that table is exported and erased
 * (docs/decisions/027-privacy-registry.md).
 *
 * A column refers to a person when
 * - it has a foreign key to `users.id`, or
 * - it is a `uuid` column without any foreign key (such as `audit_log.user_id`, `sessions.user_id`): the check
 *   cannot tell whose id it holds, so it must be declared either as a person column in the registry or as
 *   "not a person" in NOT_PERSON_COLUMNS. A new such column is a problem until someone decides which.
 * Primary keys without a foreign key (a table's own `id`) are the row's identity, not a reference.
 *
 * Free text (docs/decisions/041-note-audiences.md): every `text`, `varchar`, `char`, `json`, `jsonb` or text-array
 * column of every table — also of a table without a person column, such as `locations` — is either declared free
 * text in its table's registry entry (erasure replaces the erased person's full name and e-mail address there) or
 * listed in NOT_FREE_TEXT_COLUMNS with what it holds. A new such column is a problem until someone decides which, so
 * a note field nobody thought of cannot keep an erased person's name.
 */
import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PrivacyEntry } from './registry';

/**
 * `uuid` columns without a foreign key that hold no person's id (`table.column`, SQL names), each with what they
 * hold. Everything else of that kind must be in the registry.
 */
export const NOT_PERSON_COLUMNS: Readonly<Record<string, string>> = {
  'certificates.source_id': 'the PAT or education the certificate is for',
  'modules.current_version_id': 'a module version',
  'templates.current_version_id': 'a template version',
  'messages.reply_to_id': 'a message',
  'sessions.profession_id': 'a profession (copied into the session at sign-in)',
  'invoice_mailings.mail_id': 'a mail of the outbox (mail_outbox.id, pruned after delivery)',
};

/**
 * Text, json and text-array columns that hold no free text in which a person could be named (`table.column`, SQL
 * names), each with what they hold. Everything else of that kind must be declared free text in the registry. The
 * rule: a column a person fills in with their own words (notes, remarks, comments, reasons, captions, messages,
 * answers, report, module and template texts, descriptions, directions) is free text; identifiers, codes, hashes,
 * fixed values, times, numbers the platform computes, languages, a person's own identity (erased by their table's
 * rule), addresses and registration numbers of organisations and locations, and the names and titles of things are
 * not.
 */
export const NOT_FREE_TEXT_COLUMNS: Readonly<Record<string, string>> = {
  'professions.name': 'the profession’s name (a label)',
  'professions.local_names': 'the profession’s name in other languages (a label)',
  'professions.holland_code': 'RIASEC letters',
  'company_settings.seller_name': 'the company’s own invoice details (a seller, not a person of the platform)',
  'company_settings.seller_street': 'the company’s own invoice details (a seller, not a person of the platform)',
  'company_settings.seller_postcode': 'the company’s own invoice details (a seller, not a person of the platform)',
  'company_settings.seller_city': 'the company’s own invoice details (a seller, not a person of the platform)',
  'company_settings.seller_kvk': 'the company’s own invoice details (a seller, not a person of the platform)',
  'company_settings.seller_vat_number': 'the company’s own invoice details (a seller, not a person of the platform)',
  'company_settings.seller_iban': 'the company’s own invoice details (a seller, not a person of the platform)',
  'company_settings.seller_bic': 'the company’s own invoice details (a seller, not a person of the platform)',
  'company_settings.seller_email': 'the company’s own invoice details (a seller, not a person of the platform)',
  'company_settings.id': 'a fixed value',
  'company_settings.primary_colour': 'a colour',
  'company_setting_changes.field': 'a setting’s key',
  'users.email': 'the person’s own address: the users entry replaces it at erasure',
  'users.name': 'the person’s own name: the users entry replaces it at erasure',
  'users.role': 'a fixed value',
  'users.status': 'a fixed value',
  'users.password_hash': 'a password hash, cleared at erasure',
  'users.phone': 'the person’s own phone number, cleared at erasure',
  'users.invite_code_hash': 'a hash, cleared at erasure',
  'password_resets.token_hash': 'a hash',
  'auth_throttle.key': 'a counter’s key (a purpose with an e-mail address or user id): the entry’s own step deletes the person’s',
  'issued_tokens.sid': 'a token id',
  'sessions.id': 'a random session id',
  'sessions.sealed_token': 'a sealed token',
  'sessions.token_sid': 'a token id',
  'sessions.email': 'the account’s address, copied at sign-in: deleted with the session',
  'sessions.name': 'the account’s name, copied at sign-in: deleted with the session',
  'sessions.role': 'a fixed value',
  'scheduled_runs.name': 'the name of a scheduled task (a fixed value)',
  'mail_outbox.to': 'the recipient’s own address: their mails are deleted at erasure (mail_outbox entry)',
  'mail_outbox.subject': 'a mail’s subject, written by the platform for its recipient: deleted with the row at the recipient’s erasure',
  'mail_outbox.text': 'a mail written by the platform to its recipient (their name, links): deleted with the row at the recipient’s erasure',
  'mail_outbox.html': 'the same mail as HTML: deleted with the row at the recipient’s erasure',
  'mail_outbox.headers': 'header fields of the platform (Message-ID, Auto-Submitted, List-Unsubscribe to /profile#meldingen): deleted with the row at the recipient’s erasure',
  'mail_outbox.state': 'a fixed value',
  'mail_outbox.last_error': 'the mail server’s short answer (a code and its text)',
  'mail_attachments.filename': 'a file name the platform makes (factuur-2026-0004.pdf, pat-dag.ics): deleted with its mail (cascade)',
  'mail_attachments.content_type': 'a MIME type',
  'idempotency_keys.key': 'a key a form made up (random)',
  'idempotency_keys.method': 'an HTTP method',
  'idempotency_keys.route': 'the route called (paths hold ids, not names)',
  'idempotency_keys.body_hash': 'a hash',
  'idempotency_keys.state': 'a fixed value',
  'idempotency_keys.content_type': 'a media type',
  'idempotency_keys.body': 'the first answer to a create, kept 24 hours to answer a repeat: deleted with the person’s keys',
  'audit_log.request_id': 'a request id',
  'audit_log.role': 'a fixed value',
  'audit_log.method': 'an HTTP method',
  'audit_log.route': 'the route called (paths hold ids, not names)',
  'audit_log.client_ip': 'an IP address, kept for security reviews (decision 027)',
  'audit_log.outcome': 'a fixed value',
  'modules.title': 'the module’s title (a label)',
  'module_versions.languages': 'language codes',
  'templates.name': 'the template’s name (a label)',
  'uploads.media_type': 'a media type',
  'uploads.sha256': 'a hash',
  'module_suggestions.part_id': 'a part id',
  'module_suggestions.language': 'a language code',
  'module_suggestions.status': 'a fixed value',
  'educations.title': 'the education’s name (a label)',
  'education_lessons.starts_at': 'a time of day',
  'education_lessons.ends_at': 'a time of day',
  'education_lessons.calendar_hash': 'a hash of the lesson’s calendar event',
  'notification_preferences.kind': 'a fixed value (planning, reminder, results)',
  'sent_reminders.event': 'a calendar UID made by the platform (pat-day-…@…, lesson-…@…)',
  'education_modules.knock_out': 'criterion ids',
  'education_candidates.language': 'a language code',
  'attendance.status': 'a fixed value',
  'calendar_feeds.token_hash': 'a hash',
  'calendar_feeds.content_hash': 'a hash of the feed’s text',
  'invoices.number': 'an invoice number',
  'invoices.kind': 'a fixed value',
  'invoice_mailings.kind': 'a fixed value',
  'invoice_mailings.recipient': 'the address an invoice mail went to: the invoice_mailings entry replaces a person’s address at erasure',
  'invoices.seller': 'the seller as invoiced: kept unchanged by law (keep-legal, Art. 52 AWR)',
  'invoices.buyer': 'the buying organisation as invoiced: kept unchanged by law (keep-legal, Art. 52 AWR)',
  'invoices.lines': 'the invoice lines (products, seats, prices): kept unchanged by law (keep-legal, Art. 52 AWR)',
  'invoices.buyer_reference': 'the buyer’s order reference as invoiced: kept unchanged by law (keep-legal, Art. 52 AWR)',
  'licences.product': 'a fixed value',
  'licences.vat_category': 'a fixed value',
  'licences.code': 'a random licence code',
  'licences.buyer_reference': 'the buyer’s order reference, copied onto its invoices',
  'licence_seats.method': 'a fixed value',
  'licence_seats.release_reason': 'a fixed value',
  'locations.name': 'the location’s name (a label)',
  'locations.street': 'the location’s address',
  'locations.postcode': 'the location’s postcode',
  'locations.city': 'the location’s city',
  'rooms.name': 'the room’s name (a label)',
  'notifications.related_id': 'an id',
  'organizations.name': 'the organisation’s name',
  'organizations.kvk_number': 'a registration number',
  'organizations.vat_number': 'a VAT number',
  'organizations.visit_street': 'the organisation’s address',
  'organizations.visit_postcode': 'the organisation’s postcode',
  'organizations.visit_city': 'the organisation’s city',
  'organizations.invoice_street': 'the organisation’s invoice address',
  'organizations.invoice_postcode': 'the organisation’s invoice postcode',
  'organizations.invoice_city': 'the organisation’s invoice city',
  'organizations.invoice_email': 'the organisation’s invoice e-mail address (its accounts-payable mailbox, not a person’s), which staff keep current',
  'pats.title': 'the PAT’s name (a label)',
  'pat_days.starts_at': 'a time of day',
  'pat_days.ends_at': 'a time of day',
  'pat_slots.starts_at': 'a time of day',
  'pat_slots.ends_at': 'a time of day',
  'pat_days.calendar_hash': 'a hash of the day’s calendar event',
  'pat_modules.knock_out': 'criterion ids',
  'pat_candidates.language': 'a language code',
  'pat_assessors.role': 'a fixed value',
  'evaluations.role': 'a fixed value',
  'evaluations.status': 'a fixed value',
  'reflections.scores': 'scores 1–4 by criterion id',
  'evaluation_agreements.scores': 'scores 1–4 by criterion id',
  'quiz_results.language': 'a language code',
  'quiz_results.answers': 'a choice per quiz item',
  'quiz_results.top_areas': 'RIASEC letters',
  'quiz_prospects.name': 'the prospect’s own name: deleted with the row (quiz_prospects entry)',
  'quiz_prospects.email': 'the prospect’s own address: deleted with the row (quiz_prospects entry)',
  'quiz_prospects.phone': 'the prospect’s own phone number: deleted with the row (quiz_prospects entry)',
  'quiz_prospects.language': 'a language code',
  'quiz_prospects.answers': 'a choice per quiz item',
  'quiz_prospects.top_areas': 'RIASEC letters',
  'candidate_profiles.preferred_language': 'a language code',
  'profession_tests.title': 'the test’s name (a label)',
  'profession_tests.languages': 'language codes',
  'test_attempts.language': 'a language code',
  'test_attempts.status': 'a fixed value',
  'test_attempts.closed_reason': 'a fixed value',
  'test_attempts.result': 'points and results the platform computed',
  'attempt_answers.question_id': 'a question id',
  'certificates.code': 'a random public code',
  'certificates.kind': 'a fixed value',
  'certificates.title': 'the title of the PAT or education passed (a label)',
  'certificates.issuer_name': 'the issuing organisation’s name',
  'certificates.language': 'a language code',
  'report_templates.name': 'the template’s name (a label)',
  'reports.title': 'the template’s name and the PAT’s (a label)',
  'reports.status': 'a fixed value',
};

/** The column types that hold text: `text`, `varchar`, `char`, `json`, `jsonb`, and arrays of text. */
const TEXT_TYPES = new Set(['PgText', 'PgVarchar', 'PgChar', 'PgJson', 'PgJsonb']);

/** True when `column` holds text (TEXT_TYPES, or an array of such a type). */
function holdsText(column: AnyPgColumn): boolean {
  if (TEXT_TYPES.has(column.columnType)) return true;
  const base = (column as { baseColumn?: AnyPgColumn }).baseColumn;
  return column.columnType === 'PgArray' && base !== undefined && TEXT_TYPES.has(base.columnType);
}

/** The tables of a schema module: every exported value that is a Drizzle pg table. */
export function tablesOf(schema: Record<string, unknown>): PgTable[] {
  return Object.values(schema).filter((value): value is PgTable => is(value, PgTable));
}

/** `table.column` of a column of `table` (SQL names). */
const keyOf = (table: PgTable, column: AnyPgColumn) => `${getTableName(table)}.${column.name}`;

/**
 * The columns of `schema` that refer to a person (see the module comment), as `table.column`, and the FK-less
 * uuid columns among them.
 */
export function personColumnsOf(schema: Record<string, unknown>): { withForeignKey: string[]; withoutForeignKey: string[] } {
  const withForeignKey: string[] = [];
  const withoutForeignKey: string[] = [];
  for (const table of tablesOf(schema)) {
    const config = getTableConfig(table);
    const referencing = new Set<string>();
    for (const fk of config.foreignKeys) {
      const reference = fk.reference();
      for (const column of reference.columns) referencing.add(column.name);
      const toUsers = getTableName(reference.foreignTable) === 'users' && reference.foreignColumns.every((c) => c.name === 'id');
      if (toUsers) for (const column of reference.columns) withForeignKey.push(keyOf(table, column));
    }
    for (const column of config.columns) {
      if (column.columnType !== 'PgUUID' || referencing.has(column.name)) continue;
      const ownKey = column.primary || config.primaryKeys.some((pk) => pk.columns.length === 1 && pk.columns[0]?.name === column.name);
      if (ownKey && column.name === 'id') continue;
      withoutForeignKey.push(keyOf(table, column));
    }
  }
  return { withForeignKey, withoutForeignKey };
}

/** The text columns of `schema` (`holdsText`), as `table.column`. */
export function textColumnsOf(schema: Record<string, unknown>): string[] {
  return tablesOf(schema).flatMap((table) => getTableConfig(table).columns.filter(holdsText).map((column) => keyOf(table, column)));
}

/**
 * What is wrong between a schema and a registry, one Dutch-free line per problem naming the table and column:
 * a person column without an entry (or not listed in its table's entry), a FK-less uuid column neither declared
 * nor in NOT_PERSON_COLUMNS (or listed there but gone), a text column neither declared free text nor in
 * NOT_FREE_TEXT_COLUMNS (or listed there but gone, or both), a free-text column of another table than its entry's,
 * a registry entry for a table the schema does not have, or a table with two entries.
 * @returns an empty list when the registry covers the schema.
 */
export function registryProblems(schema: Record<string, unknown>, registry: readonly PrivacyEntry[]): string[] {
  const problems: string[] = [];
  const tables = new Set(tablesOf(schema).map((t) => getTableName(t)));
  const declared = new Set<string>();
  const entries = new Map<string, number>();
  for (const entry of registry) {
    const name = getTableName(entry.table);
    entries.set(name, (entries.get(name) ?? 0) + 1);
    if (!tables.has(name)) problems.push(`${name}: in the privacy registry, but not a table of the schema`);
    for (const { column } of entry.persons) declared.add(keyOf(entry.table, column));
  }
  for (const [name, count] of entries) if (count > 1) problems.push(`${name}: ${count} entries in the privacy registry (one per table)`);
  const { withForeignKey, withoutForeignKey } = personColumnsOf(schema);
  for (const key of withForeignKey) {
    if (!declared.has(key)) {
      const table = key.slice(0, key.indexOf('.'));
      problems.push(
        entries.has(table)
          ? `${key}: refers to users.id but is not among the person columns of ${table}'s privacy registry entry`
          : `${table}: has a column referring to a person (${key}) but no entry in the privacy registry (src/features/privacy/api/registry.ts)`,
      );
    }
  }
  for (const key of withoutForeignKey) {
    if (!declared.has(key) && !(key in NOT_PERSON_COLUMNS)) {
      problems.push(
        `${key}: a uuid column without a foreign key; declare it as a person column in the privacy registry or list it in NOT_PERSON_COLUMNS (registry-check.ts)`,
      );
    }
  }
  for (const key of Object.keys(NOT_PERSON_COLUMNS)) {
    if (!withoutForeignKey.includes(key)) problems.push(`${key}: listed in NOT_PERSON_COLUMNS, but not a uuid column without a foreign key`);
  }
  problems.push(...freeTextProblems(schema, registry));
  return problems;
}

/** The free-text part of `registryProblems` (see the module comment). */
function freeTextProblems(schema: Record<string, unknown>, registry: readonly PrivacyEntry[]): string[] {
  const problems: string[] = [];
  const textColumns = textColumnsOf(schema);
  const freeText = new Set<string>();
  for (const entry of registry) {
    for (const column of entry.freeText ?? []) {
      const key = keyOf(column.table, column);
      if (column.table !== entry.table) problems.push(`${key}: declared free text in the privacy registry entry of ${getTableName(entry.table)}, but a column of another table`);
      freeText.add(key);
    }
  }
  for (const key of textColumns) {
    if (freeText.has(key) && key in NOT_FREE_TEXT_COLUMNS) problems.push(`${key}: declared free text in the privacy registry and listed in NOT_FREE_TEXT_COLUMNS; choose one`);
    if (!freeText.has(key) && !(key in NOT_FREE_TEXT_COLUMNS)) {
      problems.push(
        `${key}: a text column neither declared free text in the privacy registry (src/features/privacy/api/registry.ts; erasure replaces a person's name there) nor listed in NOT_FREE_TEXT_COLUMNS (registry-check.ts) with what it holds`,
      );
    }
  }
  for (const key of [...freeText, ...Object.keys(NOT_FREE_TEXT_COLUMNS)]) {
    if (!textColumns.includes(key)) problems.push(`${key}: named as free text or in NOT_FREE_TEXT_COLUMNS, but not a text column of the schema`);
  }
  return problems;
}
