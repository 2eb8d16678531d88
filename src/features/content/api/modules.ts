/**
 * Reading modules (docs/api.md "Modules"): the staff list at /cp/modules and one module in one
 * language for /docent/module/{moduleId}. Read-only; editing, versions and templates come later.
 *
 * The list filters and counts with module-filter.ts (`moduleWhere`, `questionCountSql`, `moduleInUseSql`), as the test
 * form's module list does (features/profession-test/api/profession-tests.ts), so both lists count and filter the
 * same way.
 */
import { asc, count, desc, eq } from 'drizzle-orm';
import { isRtl, type Language, LANGUAGE_NAMES_NL, type Part, textIn } from '#src/features/content/model';
import type { ModuleListItem, ModuleReading, ModuleSort, StaffPart } from '#src/features/content/contract';
import { isStaff, type Role } from '#src/lib/roles';
import type { Db } from '#src/server/db/client';
import { moduleVersions, modules, professions } from '#src/server/db/schema';
import { apiError, TITLES } from '#src/server/errors';
import type { Page } from '#src/lib/contract';
import { offsetOf, paged, PAGE_SIZE } from '#src/server/paging';
import { candidatePart, candidateText } from './candidate-content';
import { isUuid } from '#src/server/validation';
import { moduleInUseSql, moduleWhere, questionCountSql, type ModuleFilter } from './module-filter';

/** One page of modules with a current version matching `filter`, 20 per page. */
export async function listModulePage(
  db: Db,
  filter: ModuleFilter & { sort?: ModuleSort; page: number },
): Promise<Page<ModuleListItem>> {
  const where = moduleWhere(filter);
  const order = filter.sort === 'updated' ? [desc(modules.updatedAt), asc(modules.title), asc(modules.id)] : [asc(modules.title), asc(modules.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: modules.id,
        title: modules.title,
        professionId: professions.id,
        professionName: professions.name,
        version: moduleVersions.version,
        languages: moduleVersions.languages,
        questionCount: questionCountSql,
        inUse: moduleInUseSql,
      })
      .from(modules)
      .innerJoin(moduleVersions, eq(moduleVersions.id, modules.currentVersionId))
      .leftJoin(professions, eq(professions.id, modules.professionId))
      .where(where)
      .orderBy(...order)
      .limit(PAGE_SIZE)
      .offset(offsetOf(filter.page)),
    db
      .select({ n: count() })
      .from(modules)
      .innerJoin(moduleVersions, eq(moduleVersions.id, modules.currentVersionId))
      .where(where),
  ]);
  const items = rows.map(({ professionId, professionName, ...row }) => ({
    ...row,
    profession: professionId && professionName !== null ? { id: professionId, name: professionName } : null,
  }));
  return paged(items, total?.n ?? 0, filter.page);
}

/** Staff's view of one part: built on the candidate allowlist, then the scoring fields added back. */
function staffPart(part: Part, language: Language): StaffPart {
  const base = candidatePart(part, language);
  if (part.type !== 'question' || base.type !== 'question') return base;
  const correct = part.kind === 'open' ? null : part.correct;
  const guidance = part.kind === 'open' && part.guidance ? candidateText(part.guidance, language) : null;
  return { ...base, correct, guidance };
}

/**
 * The current version of module `id` in `language`. Teachers get the parts as candidates do (no correct
 * answers, no guidance); Admin and Coordinator also get `correct` and `guidance`.
 * @throws apiError 404 for an unknown id or one that is not a UUID; 400 (Dutch) for a language the current
 *   version is not complete in.
 */
export async function readModule(db: Db, role: Role, id: string, language: Language): Promise<ModuleReading> {
  const [row] = isUuid(id)
    ? await db
        .select({ id: modules.id, version: moduleVersions.version, languages: moduleVersions.languages, content: moduleVersions.content })
        .from(modules)
        .innerJoin(moduleVersions, eq(moduleVersions.id, modules.currentVersionId))
        .where(eq(modules.id, id))
        .limit(1)
    : [];
  if (!row) throw apiError(404, TITLES.notFound);
  if (!row.languages.includes(language)) {
    throw apiError(400, `Deze module is niet compleet in het ${LANGUAGE_NAMES_NL[language]}. Kies een andere taal.`);
  }
  const staff = isStaff(role);
  const { content } = row;
  return {
    id: row.id,
    title: textIn(content.title, language) ?? content.title.nl,
    description: candidateText(content.description, language),
    version: row.version,
    languages: row.languages,
    language,
    dir: isRtl(language) ? 'rtl' : 'ltr',
    parts: content.parts.map((part) => (staff ? staffPart(part, language) : candidatePart(part, language))),
  };
}
