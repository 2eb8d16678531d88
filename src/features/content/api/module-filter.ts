/**
 * What the module lists filter on and count (GET /api/modules, the staff's list at /cp/modules; GET /api/test/modules,
 * the test form's list in profession-test/api/profession-tests.ts), so both lists count and filter the same way:
 * profession, a literal part of the Dutch title, a complete language, and whether any test pins the module.
 */
import { and, eq, exists, ilike, not, sql, type SQL } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Language } from '#src/features/content/model';
import { moduleVersions, modules, professionTestModules } from '#src/server/db/schema';
import { likeEscape } from '#src/server/like';

/** Which modules a module list shows (GET /api/test/modules, GET /api/modules); every field optional. */
export interface ModuleFilter {
  professionId?: string;
  /** Part of the (Dutch) title, case-insensitive, matched literally. */
  q?: string;
  /** Only modules whose current version is complete in this language. */
  language?: Language;
  /** true: pinned by some test (any version); false: pinned by none. */
  inUse?: boolean;
}

/** Number of question parts in the current version (join module_versions on modules.current_version_id). */
export const questionCountSql = sql<number>`jsonb_array_length(jsonb_path_query_array(${moduleVersions.content}, '$.parts[*] ? (@.type == "question")'))`.mapWith(Number);

/** Builds subqueries without a database handle; they run inside the handle's query. */
const subquery = new QueryBuilder();

/** The module versions pinned by a test, named apart from the module's current version that lists join. */
const pinned = alias(moduleVersions, 'pinned');

/**
 * True when any version of the module is pinned by a test (profession_test_modules), for a select from
 * `modules`. Subqueries come from the query builder so their correlated columns keep their table names
 * (drizzle-orm issue #5734; eslint.config.js forbids writing them inside `sql`).
 */
export const moduleInUseSql: SQL<boolean> = exists(
  subquery
    .select({ testId: professionTestModules.testId })
    .from(professionTestModules)
    .innerJoin(pinned, eq(pinned.id, professionTestModules.moduleVersionId))
    .where(eq(pinned.moduleId, modules.id)),
).mapWith(Boolean);

/** The WHERE of a module list for `filter` (undefined: every module). */
export function moduleWhere(filter: ModuleFilter): SQL | undefined {
  const q = filter.q?.trim();
  return and(
    filter.professionId ? eq(modules.professionId, filter.professionId) : undefined,
    q ? ilike(modules.title, `%${likeEscape(q)}%`) : undefined,
    filter.language ? sql`${filter.language} = any(${moduleVersions.languages})` : undefined,
    filter.inUse === undefined ? undefined : filter.inUse ? moduleInUseSql : not(moduleInUseSql),
  );
}
