/**
 * Teachers' suggestions for module parts (docs/api.md "Suggestions"). A teacher reads one part of a
 * module's current version and proposes new text for one field of it in one language; every active Admin and
 * Coordinator gets a notification that it waits (type `suggestionWaiting`, relatedId = module id, opening
 * /cp/modules/{id}#suggesties); they accept it (a new module version with that text, module-versions.ts) or
 * reject it with a reason. The teacher gets a notification either way (type `suggestionDecided`, relatedId =
 * module id); once a module has no open suggestion left, the staff's waiting notifications about it are marked read.
 *
 * Which field a suggestion replaces depends on the part: text → `text`, question → `prompt`, practical →
 * `instructions`, image → `image.alt`. Suggested content is checked with `parseModuleContent` both when it is
 * sent (so the teacher hears at once that HTML is not allowed or the text is too long) and when it is accepted.
 * Teachers never receive correct answers: the part goes out through `candidatePart`.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { isRtl, type Language, LANGUAGE_NAMES_NL, type Localized, type ModuleContent, type Part, textIn } from '#src/features/content/model';
import type { OpenSuggestion, PartForSuggestion, SuggestionAccepted, SuggestionField, SuggestionInput, SuggestionRef } from '#src/features/content/contract';
import type { Db } from '#src/server/db/client';
import { modules, moduleSuggestions, moduleVersions, users } from '#src/server/db/schema';
import { apiError, TITLES } from '#src/server/errors';
import { candidatePart } from './candidate-content';
import { parseModuleContent, PART_TYPE_NAMES } from './module-validation';
import { addModuleVersion, lockModule } from './module-versions';
import { markStaffNotificationsRead, NOTIFICATION_TYPE, notifyStaff } from '#src/features/mailbox/api/notifications';
import { insertNotices } from '#src/features/mailbox/api/notify';
import { isUuid } from '#src/server/validation';

/** Dutch titles of the suggestion errors. */
export const SUGGESTION_TITLES = {
  partNotFound: 'Dit onderdeel staat niet (meer) in de huidige versie van een module.',
  unchanged: 'Je voorstel is gelijk aan de huidige tekst. Pas de tekst aan en verstuur het opnieuw.',
  decided: 'Over deze suggestie is al beslist. Laad de pagina opnieuw.',
  partGone:
    'Dit onderdeel staat niet meer in de huidige versie van de module, dus de suggestie kan niet worden overgenomen. Wijs haar af met een reden.',
} as const;

/** Ids of parts are short and plain (module-validation.ts); anything else cannot be a part. */
const PART_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The field a suggestion for `part` replaces. */
export function suggestionField(part: Part): SuggestionField {
  switch (part.type) {
    case 'text':
      return 'text';
    case 'question':
      return 'prompt';
    case 'practical':
      return 'instructions';
    case 'image':
      return 'alt';
  }
}

/** The localized text a suggestion for `part` replaces. */
function fieldText(part: Part): Localized {
  switch (part.type) {
    case 'text':
      return part.text;
    case 'question':
      return part.prompt;
    case 'practical':
      return part.instructions;
    case 'image':
      return part.image.alt;
  }
}

/** `part` with its suggestion field set to `text` in `language`; nothing else changes. */
export function withSuggestedText(part: Part, language: Language, text: string): Part {
  const set = (localized: Localized): Localized => ({ ...localized, [language]: text });
  switch (part.type) {
    case 'text':
      return { ...part, text: set(part.text) };
    case 'question':
      return { ...part, prompt: set(part.prompt) };
    case 'practical':
      return { ...part, instructions: set(part.instructions) };
    case 'image':
      return { ...part, image: { ...part.image, alt: set(part.image.alt) } };
  }
}

/** 'Onderdeel 3 (vraag)': the part's place as staff and messages name it. */
export function partLabel(part: Part, index: number): string {
  return `Onderdeel ${index + 1} (${PART_TYPE_NAMES[part.type]})`;
}

/**
 * `content` with the suggestion applied, checked like any module save.
 * @returns the checked, tidied content, or null when the part is not in `content`.
 * @throws apiError 400 with the Dutch message of `parseModuleContent` (HTML, too long, Dutch left empty).
 */
function applySuggestion(content: ModuleContent, partId: string, language: Language, text: string): ModuleContent | null {
  const index = content.parts.findIndex((p) => p.id === partId);
  const part = content.parts[index];
  if (!part) return null;
  const parts = content.parts.map((p, i) => (i === index ? withSuggestedText(part, language, text) : p));
  return parseModuleContent({ ...content, parts }).content;
}

/** The module whose current version holds part `partId` (the most recently changed one, should two). */
async function currentModuleWithPart(db: Db, partId: string) {
  if (!PART_ID.test(partId)) return undefined;
  const [row] = await db
    .select({
      moduleId: modules.id,
      versionId: moduleVersions.id,
      version: moduleVersions.version,
      languages: moduleVersions.languages,
      content: moduleVersions.content,
    })
    .from(modules)
    .innerJoin(moduleVersions, eq(moduleVersions.id, modules.currentVersionId))
    .where(sql`${moduleVersions.content}->'parts' @> ${JSON.stringify([{ id: partId }])}::jsonb`)
    .orderBy(desc(modules.updatedAt), asc(modules.id))
    .limit(1);
  if (!row) return undefined;
  const index = row.content.parts.findIndex((p) => p.id === partId);
  const part = row.content.parts[index];
  return part ? { ...row, part, index } : undefined;
}

/**
 * The part `partId` of a current module version in `language`, for the suggestion form.
 * @throws apiError 404 when no current module version holds the part.
 */
export async function partForSuggestion(db: Db, partId: string, language: Language): Promise<PartForSuggestion> {
  const found = await currentModuleWithPart(db, partId);
  if (!found) throw apiError(404, SUGGESTION_TITLES.partNotFound);
  return {
    moduleId: found.moduleId,
    moduleTitle: found.content.title.nl,
    version: found.version,
    languages: found.languages,
    language,
    dir: isRtl(language) ? 'rtl' : 'ltr',
    partId,
    partLabel: partLabel(found.part, found.index),
    part: candidatePart(found.part, language),
    field: suggestionField(found.part),
    current: textIn(fieldText(found.part), language),
  };
}

/** The text of the staff's notification that a suggestion waits: 'Nieuwe suggestie van Fatima voor ‘Veiligheid’: onderdeel 3 (vraag), Engels.' */
export function waitingText(teacher: string, module: string, part: string, language: string): string {
  return `Nieuwe suggestie van ${teacher} voor ‘${module}’: ${part.toLowerCase()}, ${language}.`;
}

/**
 * A teacher's suggestion for the part `partId` of a current module version. Sending the same open suggestion
 * twice (a reloaded form) gives the first one's id. A new suggestion notifies every active Admin and
 * Coordinator in the same transaction (`waitingText`).
 * @returns the suggestion's id.
 * @throws apiError 404 unknown part; 400 (Dutch) when the text would not be accepted in a module or equals the current text.
 */
export async function submitSuggestion(db: Db, teacherId: string, input: SuggestionInput): Promise<SuggestionRef> {
  const found = await currentModuleWithPart(db, input.partId);
  if (!found) throw apiError(404, SUGGESTION_TITLES.partNotFound);
  if (textIn(fieldText(found.part), input.language)?.trim() === input.text) throw apiError(400, SUGGESTION_TITLES.unchanged);
  applySuggestion(found.content, input.partId, input.language, input.text);
  const [same] = await db
    .select({ id: moduleSuggestions.id })
    .from(moduleSuggestions)
    .where(
      and(
        eq(moduleSuggestions.teacherId, teacherId),
        eq(moduleSuggestions.moduleId, found.moduleId),
        eq(moduleSuggestions.partId, input.partId),
        eq(moduleSuggestions.language, input.language),
        eq(moduleSuggestions.text, input.text),
        eq(moduleSuggestions.status, 'open'),
      ),
    )
    .limit(1);
  if (same) return same;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(moduleSuggestions)
      .values({
        moduleId: found.moduleId,
        moduleVersionId: found.versionId,
        partId: input.partId,
        language: input.language,
        text: input.text,
        comment: input.comment,
        teacherId,
      })
      .returning({ id: moduleSuggestions.id });
    if (!row) throw new Error('suggestion not inserted');
    const [teacher] = await tx.select({ name: users.name }).from(users).where(eq(users.id, teacherId));
    await notifyStaff(tx, {
      type: NOTIFICATION_TYPE.suggestionWaiting,
      message: waitingText(teacher?.name ?? 'een docent', found.content.title.nl, partLabel(found.part, found.index), LANGUAGE_NAMES_NL[input.language]),
      relatedId: found.moduleId,
    });
    return row;
  });
}

/**
 * The open suggestions for module `moduleId`, oldest first, labelled against its current version.
 * @throws apiError 404 for an unknown module.
 */
export async function openSuggestions(db: Db, moduleId: string): Promise<OpenSuggestion[]> {
  const [module] = isUuid(moduleId)
    ? await db
        .select({ content: moduleVersions.content })
        .from(modules)
        .innerJoin(moduleVersions, eq(moduleVersions.id, modules.currentVersionId))
        .where(eq(modules.id, moduleId))
    : [];
  if (!module) throw apiError(404, TITLES.notFound);
  const rows = await db
    .select({
      id: moduleSuggestions.id,
      partId: moduleSuggestions.partId,
      language: moduleSuggestions.language,
      text: moduleSuggestions.text,
      comment: moduleSuggestions.comment,
      teacherId: moduleSuggestions.teacherId,
      teacherName: users.name,
      basedOnVersion: moduleVersions.version,
      createdAt: moduleSuggestions.createdAt,
    })
    .from(moduleSuggestions)
    .innerJoin(users, eq(users.id, moduleSuggestions.teacherId))
    .innerJoin(moduleVersions, eq(moduleVersions.id, moduleSuggestions.moduleVersionId))
    .where(and(eq(moduleSuggestions.moduleId, moduleId), eq(moduleSuggestions.status, 'open')))
    .orderBy(asc(moduleSuggestions.createdAt), asc(moduleSuggestions.id))
    .limit(500);
  const parts = module.content.parts;
  return rows.map((r): OpenSuggestion => {
    const index = parts.findIndex((p) => p.id === r.partId);
    const part = parts[index];
    return {
      id: r.id,
      partId: r.partId,
      partLabel: part ? partLabel(part, index) : 'Verwijderd onderdeel',
      partExists: part !== undefined,
      field: part ? suggestionField(part) : null,
      language: r.language,
      languageName: LANGUAGE_NAMES_NL[r.language],
      text: r.text,
      current: part ? textIn(fieldText(part), r.language) : null,
      comment: r.comment,
      teacher: { id: r.teacherId, name: r.teacherName },
      basedOnVersion: r.basedOnVersion,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

/** The notification texts the teacher gets. */
export const decidedText = {
  accepted: (module: string) => `Je suggestie voor ‘${module}’ is overgenomen.`,
  rejected: (module: string, reason: string) => `Je suggestie voor ‘${module}’ is afgewezen: ${reason}`,
};

/** The open suggestion `id`, locked for the rest of `tx`, with its teacher's name and the module's Dutch title. */
async function lockOpenSuggestion(tx: Db, id: string) {
  const [row] = isUuid(id)
    ? await tx
        .select({
          id: moduleSuggestions.id,
          moduleId: moduleSuggestions.moduleId,
          partId: moduleSuggestions.partId,
          language: moduleSuggestions.language,
          text: moduleSuggestions.text,
          teacherId: moduleSuggestions.teacherId,
          status: moduleSuggestions.status,
        })
        .from(moduleSuggestions)
        .where(eq(moduleSuggestions.id, id))
        .for('update')
    : [];
  if (!row) throw apiError(404, TITLES.notFound);
  if (row.status !== 'open') throw apiError(409, SUGGESTION_TITLES.decided);
  const [teacher] = await tx.select({ name: users.name }).from(users).where(eq(users.id, row.teacherId));
  return { ...row, teacherName: teacher?.name ?? 'een docent' };
}

/**
 * After a decision inside `tx`: the teacher's notification, and when module `moduleId` has no open suggestion
 * left, the staff's waiting notifications about it are marked read (nothing waits there any more).
 */
async function afterDecision(tx: Db, teacherId: string, moduleId: string, message: string): Promise<void> {
  await insertNotices(tx, [{ userId: teacherId, type: NOTIFICATION_TYPE.suggestionDecided, message, relatedId: moduleId }]);
  const [open] = await tx
    .select({ id: moduleSuggestions.id })
    .from(moduleSuggestions)
    .where(and(eq(moduleSuggestions.moduleId, moduleId), eq(moduleSuggestions.status, 'open')))
    .limit(1);
  if (!open) await markStaffNotificationsRead(tx, NOTIFICATION_TYPE.suggestionWaiting, moduleId);
}

/**
 * Accepts suggestion `id`: the module's current content with the suggested text becomes version n+1 (older
 * versions, and the tests pinned to them, keep their text). When the current version already has exactly that
 * text, no version is added. The teacher gets a notification (see `afterDecision`).
 * @returns the module and the number of the version that holds the text.
 * @throws apiError 404 unknown; 409 already decided or the part is no longer in the current version;
 *   400 when the content would no longer pass the module checks.
 */
export async function acceptSuggestion(db: Db, staffId: string, id: string): Promise<SuggestionAccepted> {
  return db.transaction(async (tx) => {
    const s = await lockOpenSuggestion(tx, id);
    const current = await lockModule(tx, s.moduleId);
    const index = current.content.parts.findIndex((p) => p.id === s.partId);
    const part = current.content.parts[index];
    if (!part) throw apiError(409, SUGGESTION_TITLES.partGone);
    let result = { id: current.id, version: current.version };
    if (textIn(fieldText(part), s.language)?.trim() !== s.text) {
      const content = applySuggestion(current.content, s.partId, s.language, s.text);
      if (!content) throw apiError(409, SUGGESTION_TITLES.partGone);
      result = await addModuleVersion(tx, {
        moduleId: s.moduleId,
        content,
        templateVersionId: current.templateVersionId,
        createdBy: staffId,
        note: `Suggestie van ${s.teacherName} overgenomen: ${partLabel(part, index).toLowerCase()}, ${LANGUAGE_NAMES_NL[s.language]}`,
      });
    }
    await tx
      .update(moduleSuggestions)
      .set({ status: 'accepted', decidedBy: staffId, decidedAt: new Date(), resultVersionId: result.id })
      .where(eq(moduleSuggestions.id, s.id));
    const [module] = await tx.select({ title: modules.title }).from(modules).where(eq(modules.id, s.moduleId));
    await afterDecision(tx, s.teacherId, s.moduleId, decidedText.accepted(module?.title ?? ''));
    return { moduleId: s.moduleId, version: result.version };
  });
}

/**
 * Rejects suggestion `id` with `reason` (shown to the teacher in the notification).
 * @throws apiError 404 unknown; 409 already decided.
 */
export async function rejectSuggestion(db: Db, staffId: string, id: string, reason: string): Promise<SuggestionRef> {
  return db.transaction(async (tx) => {
    const s = await lockOpenSuggestion(tx, id);
    await tx
      .update(moduleSuggestions)
      .set({ status: 'rejected', reason, decidedBy: staffId, decidedAt: new Date() })
      .where(eq(moduleSuggestions.id, s.id));
    const [module] = await tx.select({ title: modules.title }).from(modules).where(eq(modules.id, s.moduleId));
    await afterDecision(tx, s.teacherId, s.moduleId, decidedText.rejected(module?.title ?? '', reason));
    return { id: s.id };
  });
}
