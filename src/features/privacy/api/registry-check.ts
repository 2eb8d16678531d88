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
 */
import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PrivacyEntry } from './registry';

/**
 * `uuid` columns without a foreign key that hold no person's id (`table.column`, SQL names), each with what they
 * hold. Everything else of that kind must be in the registry.
 */
export const NOT_PERSON_COLUMNS: Readonly<Record<string, string>> = {
  'modules.current_version_id': 'a module version',
  'templates.current_version_id': 'a template version',
  'messages.reply_to_id': 'a message',
  'sessions.profession_id': 'a profession (copied into the session at sign-in)',
};

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

/**
 * What is wrong between a schema and a registry, one Dutch-free line per problem naming the table and column:
 * a person column without an entry (or not listed in its table's entry), a FK-less uuid column neither declared
 * nor in NOT_PERSON_COLUMNS (or listed there but gone), a registry entry for a table the schema does not have, or a table with two entries.
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
  return problems;
}
