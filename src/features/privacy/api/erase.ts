/**
 * Erasing a person (AVG right to erasure, art. 17; docs/api.md `DELETE /api/user/deleteUser`;
 * docs/decisions/027-privacy-registry.md). One transaction runs every entry of the privacy registry
 * (registry.ts) in its order: the entry's own step, the free-text rewrite and the rule of each person column.
 * After the commit every token and browser session of the person ends at once in this process
 * (issued-tokens.ts `onTokensEnded`: the gateway forgets what it remembered); other processes refuse them from the
 * database.
 *
 * Who may erase whom: rules.ts `erasureVerdict` (Admin anyone but themselves; Coordinator candidates and contact
 * persons). Answers: nobody erases themselves → 400; a person the caller may not erase, an erased, unknown or
 * non-UUID id → 404 (decision 003); no `userId` → 400.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { auditLog, users } from '#src/server/db/schema';
import { AUDIT_FLUSH_MS } from '#src/server/audit-buffer';
import { apiError } from '#src/server/errors';
import { likeEscape } from '#src/server/like';
import { isUuid } from '#src/server/validation';
import { endUserTokens } from '#src/server/auth/issued-tokens';
import { ERASED_NAME, ERASED_STATUS } from '#src/features/accounts/lifecycle';
import { erasureVerdict } from '#src/features/privacy/rules';
import { PRIVACY_TITLES } from '#src/features/privacy/strings';
import { PRIVACY_REGISTRY, type ErasureContext, type PersonColumn, type PrivacyEntry } from './registry';

/** Shortest name that is searched for in free text; shorter ones would hit ordinary words. */
export const SCRUB_NAME_MIN = 3;

/** `text` as a regular expression that matches it literally. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A function that replaces every occurrence of the needles in a text with ERASED_NAME: case-insensitive, and only
 * as a whole word (not inside a longer word), so erasing 'Jan Smit' leaves 'Jan Smits' alone.
 */
export function scrubber(needles: readonly string[]): (text: string) => string {
  const words = needles.filter((n) => n.trim().length >= SCRUB_NAME_MIN).map((n) => literal(n.trim()));
  if (words.length === 0) return (text) => text;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  return (text) => text.replace(pattern, ERASED_NAME);
}

/** Every string in a JSON value with `scrub` applied. */
function scrubJson(value: unknown, scrub: (text: string) => string): unknown {
  if (typeof value === 'string') return scrub(value);
  if (Array.isArray(value)) return value.map((v) => scrubJson(v, scrub));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubJson(v, scrub)]));
  }
  return value;
}

/**
 * Rewrites the values of a text or jsonb column that hold the person's name or address (ERASED_NAME instead),
 * value by value: every row with the same old value gets the same new one.
 */
async function scrubColumn(tx: Db, entry: PrivacyEntry, column: AnyPgColumn, needles: readonly string[]): Promise<void> {
  const scrub = scrubber(needles);
  const wanted = needles.filter((n) => n.trim().length >= SCRUB_NAME_MIN);
  if (wanted.length === 0) return;
  const json = column.dataType === 'json';
  const asText = sql`${column}::text`;
  const matches = wanted.map((n) => ilike(asText, `%${likeEscape(json ? JSON.stringify(n.trim()).slice(1, -1) : n.trim())}%`));
  const any = matches.reduce<SQL | undefined>((all, m) => (all ? sql`${all} OR ${m}` : m), undefined);
  const rows = await tx.selectDistinct({ value: column }).from(entry.table).where(any);
  for (const { value } of rows as { value: unknown }[]) {
    if (value === null || value === undefined) continue;
    if (json) {
      const next = scrubJson(value, scrub);
      await tx.execute(
        sql`UPDATE ${entry.table} SET ${sql.identifier(column.name)} = ${JSON.stringify(next)}::jsonb WHERE ${column} = ${JSON.stringify(value)}::jsonb`,
      );
    } else if (typeof value === 'string') {
      const next = scrub(value);
      if (next !== value) await tx.execute(sql`UPDATE ${entry.table} SET ${sql.identifier(column.name)} = ${next} WHERE ${column} = ${value}`);
    }
  }
}

/** Applies one person column's rule (registry.ts) for the person. */
async function applyRule(tx: Db, entry: PrivacyEntry, { column, rule }: PersonColumn, context: ErasureContext): Promise<void> {
  switch (rule) {
    case 'delete':
      await tx.delete(entry.table).where(eq(column, context.person.id));
      return;
    case 'pseudonymise':
      await tx.execute(
        sql`UPDATE ${entry.table} SET ${sql.identifier(column.name)} = ${context.pseudonym}::uuid WHERE ${column} = ${context.person.id}::uuid`,
      );
      return;
    case 'tombstone':
    case 'keep-reference':
    case 'keep-legal':
      return;
  }
}

/** Runs `registry` (default PRIVACY_REGISTRY) for one person inside the transaction `tx`. */
async function eraseWith(tx: Db, context: ErasureContext, registry: readonly PrivacyEntry[] = PRIVACY_REGISTRY): Promise<void> {
  const needles = [context.person.name, context.person.email];
  for (const entry of registry) {
    if (entry.erase) await entry.erase(tx, context);
    for (const column of entry.freeText ?? []) await scrubColumn(tx, entry, column, needles);
    for (const person of entry.persons) await applyRule(tx, entry, person, context);
  }
}

/**
 * Erases the person with id `userId` for `caller` (see the module comment; the demo seed erases a former
 * candidate with it as the demo admin).
 * @param userId the `userId` query value as sent (undefined when absent).
 * @param registry default PRIVACY_REGISTRY (tests pass one with a failing step to see nothing is half-erased).
 * @returns the person's name as it was, for the answer's sentence.
 * @throws apiError 400 without `userId` or for the caller's own id; 404 for a person the caller may not erase,
 *   an erased or unknown person, or an id that is not a UUID.
 */
export async function erasePerson(
  db: Db,
  caller: Pick<Caller, 'id' | 'role'>,
  userId: string | undefined,
  registry: readonly PrivacyEntry[] = PRIVACY_REGISTRY,
): Promise<{ name: string }> {
  if (userId === undefined || userId === '') throw apiError(400, PRIVACY_TITLES.choosePerson);
  if (!isUuid(userId)) throw apiError(404, PRIVACY_TITLES.personNotFound);
  const pseudonym = randomUUID();
  const afterCommit: (() => Promise<void>)[] = [];
  const name = await db.transaction(async (tx) => {
    // The row is locked, so two erasures of one person cannot both run; the second finds it erased.
    const [person] = await tx
      .select({ id: users.id, name: users.name, email: users.email, role: users.role, status: users.status })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!person || person.status === ERASED_STATUS) throw apiError(404, PRIVACY_TITLES.personNotFound);
    const verdict = erasureVerdict(caller, person);
    if (verdict === 'self') throw apiError(400, PRIVACY_TITLES.notYourself);
    if (verdict !== 'allowed') throw apiError(404, PRIVACY_TITLES.personNotFound);
    await eraseWith(tx, { person, pseudonym, afterCommit: (work) => void afterCommit.push(work) }, registry);
    return person.name;
  });
  // Files of deleted uploads (evidence photos): only now that the rows are gone for good.
  await Promise.allSettled(afterCommit.map((work) => work()));
  // The rows are gone already; this tells the gateway of this process to forget what it remembered of them.
  await endUserTokens(db, userId);
  // Records of the person's last calls may still wait in a gateway's audit buffer for up to AUDIT_FLUSH_MS
  // (docs/decisions/004-audit-log-writes.md); once they are stored they get the same pseudonym.
  await new Promise((resolve) => setTimeout(resolve, AUDIT_FLUSH_MS + 50));
  await db.update(auditLog).set({ userId: pseudonym }).where(eq(auditLog.userId, userId));
  return { name };
}

/**
 * Erases the person `userId` for one of the platform's own clean-ups, without a caller, when `condition` (SQL over
 * `users`) still holds once their row is locked — so a person who changed in between (confirmed their account, say)
 * is left alone. The same registry steps as `erasePerson`, in one transaction. Used for accounts made at
 * /account/setup whose address was never confirmed (setup-holds.ts,
 * docs/decisions/038-unconfirmed-account-setup.md): such an account never signed in, so there are no buffered audit
 * records to wait for; any stored ones still get the pseudonym.
 * @returns whether the person was erased.
 */
export async function eraseAccountIf(db: Db, userId: string, condition: SQL): Promise<boolean> {
  const pseudonym = randomUUID();
  const afterCommit: (() => Promise<void>)[] = [];
  const erased = await db.transaction(async (tx) => {
    const [person] = await tx
      .select({ id: users.id, name: users.name, email: users.email, role: users.role })
      .from(users)
      .where(and(eq(users.id, userId), ne(users.status, ERASED_STATUS), condition))
      .for('update');
    if (!person) return false;
    await eraseWith(tx, { person, pseudonym, afterCommit: (work) => void afterCommit.push(work) });
    return true;
  });
  if (!erased) return false;
  await Promise.allSettled(afterCommit.map((work) => work()));
  await endUserTokens(db, userId);
  await db.update(auditLog).set({ userId: pseudonym }).where(eq(auditLog.userId, userId));
  return true;
}
