/**
 * Professions as admins keep them on /cp/instellingen (docs/decisions/059-company-settings.md; docs/api.md
 * "Settings"): list with what uses each, add, change name, Holland code and Dutch description, and delete one that
 * nothing uses. Every change is written to `company_setting_changes` (field 'profession.*', the profession's name as
 * subject) in the same transaction.
 *
 * A profession that candidates, modules or profession tests refer to is not deleted (409 naming what uses it): those
 * records would lose their profession. Every list of professions (candidate forms, the CSV intake, /cp/test/create,
 * the beroepen-quiz) reads the `professions` table, so a profession added here is offered there at once.
 */
import { and, asc, eq, ilike, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Page } from '#src/lib/contract';
import type { Localized } from '#src/lib/i18n/locales';
import type { Db } from '#src/server/db/client';
import { companySettingChanges, modules, professions, professionTests, users } from '#src/server/db/schema';
import { apiError } from '#src/server/errors';
import { likeEscape } from '#src/server/like';
import { offsetOf, paged, PAGE_SIZE } from '#src/server/paging';
import { isUuid } from '#src/server/validation';
import type { ProfessionItem, professionBody } from '#src/features/company-settings/contract';
import type { z } from 'zod';

type ProfessionInput = z.output<typeof professionBody>;

const NOT_FOUND = 'Dit beroep bestaat niet.';

/** How many candidates, modules and profession tests refer to each of `ids`. */
async function usage(db: Db, ids: string[]) {
  if (ids.length === 0) return { candidates: new Map<string, number>(), modules: new Map<string, number>(), tests: new Map<string, { id: string; title: string }[]>() };
  const inIds = (column: AnyPgColumn) => sql`${column} in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`;
  const [candidateRows, moduleRows, testRows] = await Promise.all([
    db
      .select({ id: users.professionId, n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(inIds(users.professionId), ne(users.status, 'erased')))
      .groupBy(users.professionId),
    db.select({ id: modules.professionId, n: sql<number>`count(*)::int` }).from(modules).where(inIds(modules.professionId)).groupBy(modules.professionId),
    db
      .select({ professionId: professionTests.professionId, id: professionTests.id, title: professionTests.title })
      .from(professionTests)
      .where(inIds(professionTests.professionId))
      .orderBy(asc(professionTests.title)),
  ]);
  const tests = new Map<string, { id: string; title: string }[]>();
  for (const t of testRows) tests.set(t.professionId, [...(tests.get(t.professionId) ?? []), { id: t.id, title: t.title }]);
  return {
    candidates: new Map(candidateRows.map((r) => [r.id ?? '', r.n])),
    modules: new Map(moduleRows.map((r) => [r.id ?? '', r.n])),
    tests,
  };
}

/** `GET /api/settings/professions`: a page (20) of professions by name, `q` anywhere in the name, with their use. */
export async function listProfessionItems(db: Db, query: { page: number; q?: string | undefined }): Promise<Page<ProfessionItem>> {
  const q = query.q?.trim();
  const where = q ? ilike(professions.name, `%${likeEscape(q)}%`) : undefined;
  const [rows, [counted]] = await Promise.all([
    db.select().from(professions).where(where).orderBy(asc(professions.name)).limit(PAGE_SIZE).offset(offsetOf(query.page)),
    db.select({ n: sql<number>`count(*)::int` }).from(professions).where(where),
  ]);
  const used = await usage(db, rows.map((r) => r.id));
  const items = rows.map((r) => ({
    id: r.id,
    name: r.name,
    hollandCode: r.hollandCode,
    description: r.description?.nl ?? null,
    candidates: used.candidates.get(r.id) ?? 0,
    modules: used.modules.get(r.id) ?? 0,
    tests: used.tests.get(r.id) ?? [],
  }));
  return paged(items, counted?.n ?? 0, query.page);
}

async function requireProfession(db: Db, id: string) {
  if (!isUuid(id)) throw apiError(404, NOT_FOUND);
  const [row] = await db.select().from(professions).where(eq(professions.id, id));
  if (!row) throw apiError(404, NOT_FOUND);
  return row;
}

async function refuseDuplicate(db: Db, name: string, exceptId?: string): Promise<void> {
  const [other] = await db
    .select({ id: professions.id, name: professions.name })
    .from(professions)
    .where(and(sql`lower(trim(${professions.name})) = lower(trim(${name}))`, exceptId ? ne(professions.id, exceptId) : undefined));
  if (other) throw apiError(409, `Naam van het beroep: er is al een beroep '${other.name}'. Kies een andere naam.`);
}

/** `POST /api/settings/professions`: adds a profession. @throws 409 when the name exists (case-insensitively). */
export async function addProfession(db: Db, changedBy: string, input: ProfessionInput): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('kandidaat-platform:professions'))`);
    await refuseDuplicate(tx, input.name);
    const [row] = await tx
      .insert(professions)
      .values({ name: input.name, hollandCode: input.hollandCode, description: input.description ? { nl: input.description } : null })
      .returning({ id: professions.id });
    const lines = [
      { changedBy, field: 'profession.added', subject: input.name, oldValue: null, newValue: input.name },
      ...(input.hollandCode ? [{ changedBy, field: 'profession.hollandCode', subject: input.name, oldValue: null, newValue: input.hollandCode }] : []),
      ...(input.description ? [{ changedBy, field: 'profession.description', subject: input.name, oldValue: null, newValue: input.description }] : []),
    ];
    await tx.insert(companySettingChanges).values(lines);
    return { id: row!.id };
  });
}

/**
 * `PUT /api/settings/professions/{id}`: changes name, Holland code and Dutch description. A changed Dutch description
 * replaces the translations too (they said the old text), so the other languages show the Dutch one until translated.
 * @throws 404 unknown; 409 when another profession has the name.
 */
export async function updateProfession(db: Db, changedBy: string, id: string, input: ProfessionInput): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('kandidaat-platform:professions'))`);
    const before = await requireProfession(tx, id);
    if (input.name !== before.name) await refuseDuplicate(tx, input.name, id);
    const oldDescription = before.description?.nl ?? null;
    const description: Localized | null =
      input.description === oldDescription ? before.description : input.description ? { nl: input.description } : null;
    await tx.update(professions).set({ name: input.name, hollandCode: input.hollandCode, description }).where(eq(professions.id, id));
    const lines = [
      ...(input.name !== before.name ? [{ field: 'profession.name', oldValue: before.name, newValue: input.name }] : []),
      ...(input.hollandCode !== before.hollandCode ? [{ field: 'profession.hollandCode', oldValue: before.hollandCode, newValue: input.hollandCode }] : []),
      ...(input.description !== oldDescription ? [{ field: 'profession.description', oldValue: oldDescription, newValue: input.description }] : []),
    ];
    if (lines.length > 0) await tx.insert(companySettingChanges).values(lines.map((l) => ({ ...l, changedBy, subject: input.name })));
    return { id };
  });
}

/**
 * `DELETE /api/settings/professions/{id}`: deletes a profession nothing refers to.
 * @throws 404 unknown; 409 in Dutch naming how many candidates, modules and profession tests use it.
 */
export async function deleteProfession(db: Db, changedBy: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('kandidaat-platform:professions'))`);
    const row = await requireProfession(tx, id);
    const used = await usage(tx, [id]);
    const [everyone] = await tx.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.professionId, id));
    const counts: string[] = [];
    const candidates = everyone?.n ?? 0;
    const moduleCount = used.modules.get(id) ?? 0;
    const testCount = used.tests.get(id)?.length ?? 0;
    if (candidates > 0) counts.push(candidates === 1 ? '1 account' : `${candidates} accounts`);
    if (moduleCount > 0) counts.push(moduleCount === 1 ? '1 module' : `${moduleCount} modules`);
    if (testCount > 0) counts.push(testCount === 1 ? '1 beroepentest' : `${testCount} beroepentests`);
    if (counts.length > 0) {
      const list = counts.length === 1 ? counts[0] : `${counts.slice(0, -1).join(', ')} en ${counts.at(-1)}`;
      throw apiError(409, `'${row.name}' kan niet worden verwijderd, want het beroep is in gebruik (${list}). Geef die eerst een ander beroep, of laat het beroep staan.`);
    }
    await tx.delete(professions).where(eq(professions.id, id));
    await tx.insert(companySettingChanges).values({ changedBy, field: 'profession.deleted', subject: row.name, oldValue: row.name, newValue: null });
  });
}
