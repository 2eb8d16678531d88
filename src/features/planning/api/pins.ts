/**
 * Pinning modules to a PAT or an education (docs/decisions/029-pat.md §1, §5; docs/api.md "PAT", "Education"): a
 * module new to the plan is pinned to its current version and that version's template version; one already on it
 * keeps its pin, so editing the module later changes nothing that is planned. Knock-out criteria must be criteria
 * of the pinned template. Shared by both planning APIs; each writes its own rows.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client';
import { modules, moduleVersions, templateVersions } from '#src/server/db/schema';
import { apiError } from '#src/server/errors';
import type { PinnedModule } from '#src/features/planning/contract';

/** Dutch titles of the pinning errors. */
export const PIN_TITLES = {
  unknownModule: 'Module: deze module bestaat niet.',
  noTemplate: (title: string) => `Module ‘${title}’ heeft geen beoordelingssjabloon. Koppel eerst een sjabloon aan de module.`,
  noPractical: (title: string) => `Module ‘${title}’ heeft geen praktijkopdracht. Een PAT beoordeelt praktijkopdrachten.`,
  unknownCriterion: (title: string) => `Knock-outcriterium: dit criterium hoort niet bij het sjabloon van ‘${title}’.`,
} as const;

/** A module's pin: the module version and template version it is held to. */
export interface Pin {
  moduleId: string;
  moduleVersionId: string;
  templateVersionId: string;
}

/**
 * The pin of every wanted module, in the order given, checked: the module exists; a new one has a template (and, when
 * `practical`, a practical part, as a PAT needs); every knock-out criterion is one of the pinned template's.
 * Reads only; run inside the change's transaction, before writing.
 * @param existing the pins the plan holds now (a wanted module among them keeps its pin).
 * @returns per wanted module its pin, its title, and whether it is new to the plan.
 * @throws apiError 400 naming the module (PIN_TITLES).
 */
export async function resolvePins(
  tx: Db,
  existing: readonly Pin[],
  wanted: readonly { moduleId: string; knockOut: readonly string[] }[],
  options: { practical: boolean },
): Promise<(Pin & { title: string; isNew: boolean })[]> {
  const pins: (Pin & { title: string; isNew: boolean })[] = [];
  for (const m of wanted) {
    const pinned = existing.find((e) => e.moduleId === m.moduleId);
    const [module] = await tx
      .select({ title: modules.title, versionId: moduleVersions.id, content: moduleVersions.content, templateVersionId: moduleVersions.templateVersionId })
      .from(modules)
      .innerJoin(moduleVersions, eq(moduleVersions.id, pinned ? pinned.moduleVersionId : sql`${modules.currentVersionId}`))
      .where(eq(modules.id, m.moduleId));
    if (!module) throw apiError(400, PIN_TITLES.unknownModule);
    let pin: Pin;
    if (pinned) {
      pin = pinned;
    } else {
      if (!module.templateVersionId) throw apiError(400, PIN_TITLES.noTemplate(module.title));
      if (options.practical && !module.content.parts.some((p) => p.type === 'practical')) throw apiError(400, PIN_TITLES.noPractical(module.title));
      pin = { moduleId: m.moduleId, moduleVersionId: module.versionId, templateVersionId: module.templateVersionId };
    }
    const [template] = await tx.select({ content: templateVersions.content }).from(templateVersions).where(eq(templateVersions.id, pin.templateVersionId));
    const criterionIds = new Set(template?.content.criteria.map((c) => c.id) ?? []);
    if (m.knockOut.some((c) => !criterionIds.has(c))) throw apiError(400, PIN_TITLES.unknownCriterion(module.title));
    pins.push({ moduleId: pin.moduleId, moduleVersionId: pin.moduleVersionId, templateVersionId: pin.templateVersionId, title: module.title, isNew: !pinned });
  }
  return pins;
}

/** A pinned module row joined with its module's title, the pinned version's number and template, as answered. */
export function pinnedModule(row: {
  moduleId: string;
  title: string;
  version: number;
  template: { name: string; criteria: { id: string; name: string; weight: number }[] };
  position: number;
  passPercent: number;
  knockOut: string[];
}): PinnedModule {
  return {
    moduleId: row.moduleId,
    title: row.title,
    moduleVersion: row.version,
    templateName: row.template.name,
    criteria: row.template.criteria.map((c) => ({ id: c.id, name: c.name, weight: c.weight })),
    position: row.position,
    passPercent: row.passPercent,
    knockOut: row.knockOut,
  };
}
