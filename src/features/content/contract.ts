/**
 * The content feature's calls (docs/api.md, "Modules", "Module file", "Images", "Templates", "Suggestions"): the
 * request schemas the routers validate with and the answers the services send, declared once for the backend,
 * the pages and the islands (docs/decisions/017-feature-folders.md). The content these calls carry is the
 * domain model in model.ts (modules) and template.ts (evaluation templates).
 *
 * Client-safe; islands import types only, so zod stays out of their bundles (docs/architecture.md, budgets). The
 * limits an island shows come from model.ts (`MODULE_LIMITS`) and template.ts (`TEMPLATE_LIMITS`).
 */
import { z } from 'zod';
import { pageQuery, type Named } from '#src/lib/contract';
import { multiLine, singleLine } from '#src/lib/text-fields';
import { DEFAULT_MEDIA_WIDTH, MEDIA_WIDTHS, type MediaWidth } from './media';
import { LANGUAGES, MODULE_LIMITS, type Language, type ModuleContent } from './model';
import { DEFAULT_SCALE, TEMPLATE_LIMITS, type TemplateContent } from './template';

/** A content language in a query or body (`lang`, `language`). */
const language = z.enum(LANGUAGES, { message: 'Kies een taal: nl, en, pl, tr, uk of ar.' });

/** Something that looks like an HTML tag or comment: `<a`, `</p`, `<!--`, `<?xml`. */
const HTML_LIKE = /<\s*[/!?]?\s*[a-z]/i;

/** `baseVersion` of a save: the version the editor started from (409 when it is no longer current). */
const baseVersion = z.number({ message: 'Laad de pagina opnieuw en probeer het nog eens.' }).int().min(1);

// ——— A module as a candidate reads it (api/candidate-content.ts) ———
//
// The profession test's player, the PAT and education reader and the teacher's reading of a module show the same
// parts in one language, rebuilt field by field so that correct answers and the scorer's guidance never leave the
// server (docs/api.md "Profession test", GET …/module/{position}).

/** An image as sent to a candidate: its text alternative in the chosen language. */
export interface CandidateImage {
  /** Site path, e.g. /content/ghs-flammable.svg. */
  src: string;
  /** Text alternative (WCAG 2.2 SC 1.1.1). */
  alt: string;
  /** Intrinsic size in CSS pixels. */
  width: number;
  height: number;
}

/** A choice option as sent to a candidate. */
export interface CandidateOption {
  id: string;
  text: string;
}

/** A text part in one language. */
export interface CandidateTextPart {
  id: string;
  type: 'text';
  /**
   * Sanitised HTML (content/api/rich-text.ts `renderRichText`: only `p`, `h3`, `h4`, lists, `strong`, `em`, `br`
   * and http(s)/mailto links); each readable block carries `data-block="n"`.
   */
  html: string;
  /** The same text without formatting, for read-aloud: block n of the HTML is paragraph n (blank lines between). */
  text: string;
}

/** An image part in one language. */
export interface CandidateImagePart {
  id: string;
  type: 'image';
  image: CandidateImage;
  caption: string | null;
}

/** A question without its correct answer or the scorer's guidance. */
export interface CandidateQuestion {
  id: string;
  type: 'question';
  kind: 'single' | 'multiple' | 'truefalse' | 'open';
  prompt: string;
  image: CandidateImage | null;
  points: number;
  /** Choice questions only, in the order shown; empty for true/false and open questions. */
  options: CandidateOption[];
}

/** Practical instructions (not part of a profession test; the player skips them). */
export interface CandidatePracticalPart {
  id: string;
  type: 'practical';
  /** The instructions as sanitised HTML (as a text part's `html`). */
  html: string;
}

/** A content part in one language, without correct answers or guidance (api/candidate-content.ts). */
export type CandidatePart = CandidateTextPart | CandidateImagePart | CandidateQuestion | CandidatePracticalPart;

/** A module in one language, as sent to a candidate. */
export interface CandidateModule {
  title: string;
  description: string;
  parts: CandidatePart[];
}


// ——— Modules (docs/api.md, "Modules") ———

/** `GET /api/modules` query: page, title search, profession, complete language, use in a test, sort order. */
export const moduleListQuery = pageQuery.extend({
  q: z.string().max(200, 'De zoektekst mag hoogstens 200 tekens lang zijn.').optional(),
  professionId: z.uuid({ message: 'Dit beroep bestaat niet.' }).optional(),
  language: language.optional(),
  inUse: z.enum(['1', '0'], { message: 'In gebruik is 1 (ja) of 0 (nee).' }).optional(),
  sort: z.enum(['title', 'updated'], { message: 'Sorteer op title of updated.' }).default('title'),
});

/** Order of `GET /api/modules`: by Dutch title (default), or most recently changed first. */
export type ModuleSort = z.output<typeof moduleListQuery>['sort'];

/** `GET /api/modules/{id}` query: `lang`, default `nl`. */
export const moduleReadingQuery = z.object({ lang: language.default('nl') });

/**
 * `POST /api/modules` body. `content` is checked by parseModuleContent (api/module-validation.ts), which names
 * the place of a problem.
 */
export const moduleCreateBody = z.object({
  professionId: z.uuid({ message: 'Dit beroep bestaat niet.' }).nullable().default(null),
  content: z.unknown(),
});

/** `PUT /api/modules/{id}` body: as `moduleCreateBody`, with the `baseVersion` the editor started from. */
export const moduleSaveBody = moduleCreateBody.extend({ baseVersion });

/** `PUT /api/modules/{id}/template` body: the template to score with, or null for none. */
export const moduleTemplateBody = z.object({ templateId: z.uuid({ message: 'Dit sjabloon bestaat niet.' }).nullable() });

/** `POST /api/modules` body as the editor sends it. */
export interface ModuleCreateBody {
  professionId: string | null;
  content: ModuleContent;
}

/** `PUT /api/modules/{id}` body as the editor sends it. */
export interface ModuleSaveBody extends ModuleCreateBody {
  baseVersion: number;
}

/** `GET /api/modules` item (paged, 20 a page). */
export interface ModuleListItem {
  id: string;
  title: string;
  profession: Named | null;
  /** Number of the current version. */
  version: number;
  /** Languages complete in the current version. */
  languages: Language[];
  questionCount: number;
  /** Pinned by some profession test (any version). */
  inUse: boolean;
}

/**
 * A part of `GET /api/modules/{id}` as staff read it: as a candidate reads it (CandidatePart), and for
 * questions the correct answer (null for open questions) and the scorer's guidance. Teachers get CandidatePart.
 */
export type StaffPart =
  | CandidatePart
  | (Extract<CandidatePart, { type: 'question' }> & { correct: string | string[] | boolean | null; guidance: string | null });

/** `GET /api/modules/{id}`: the current version in one language. */
export interface ModuleReading {
  id: string;
  title: string;
  description: string;
  version: number;
  /** Languages complete in the current version; `language` is one of them. */
  languages: Language[];
  language: Language;
  dir: 'ltr' | 'rtl';
  /** Staff get StaffPart; teachers CandidatePart (no correct answers, no guidance). */
  parts: StaffPart[];
}

/** `POST /api/modules` (201, version 1), `PUT /api/modules/{id}` and `PUT /api/modules/{id}/template`: the new version. */
export interface ModuleSaved {
  id: string;
  version: number;
}

/** Counts of present texts per language in `GET /api/modules/{id}/edit`: `done` of `total` texts a candidate sees. */
export type Completeness = Record<Language, { done: number; total: number }>;

/** One line of a module's history in `GET /api/modules/{id}/edit`, newest first. */
export interface ModuleHistoryItem {
  version: number;
  /** ISO time. */
  createdAt: string;
  /** Name of who saved it; null for seeded content. */
  createdBy: string | null;
  /** Why the version exists, e.g. 'Sjabloon gekoppeld'; null for an ordinary save. */
  note: string | null;
  /** Pinned by a profession test (then it never changes). */
  inUse: boolean;
}

/** `GET /api/modules/{id}/edit`: everything the editor needs. */
export interface ModuleEditView {
  id: string;
  professionId: string | null;
  /** Number of the current version; send it back as `baseVersion` when saving. */
  version: number;
  /** ISO time of the last save. */
  updatedAt: string;
  /** Every language, with the correct answers. */
  content: ModuleContent;
  /** Languages complete in the current version. */
  languages: Language[];
  completeness: Completeness;
  /** Some version of this module is pinned by a profession test. */
  inUse: boolean;
  /** The template the current version is scored with; `current` is false when the template has a newer version. */
  template: { id: string; name: string; version: number; current: boolean } | null;
  history: ModuleHistoryItem[];
}

// ——— Module file (docs/api.md, "Module file") ———

/** The module file's `format` (`GET /api/modules/{id}/export`, `POST /api/modules/import`). */
export const MODULE_FILE_FORMAT = 'kandidaat-platform/module';
/** The module file's `formatVersion`; raised when the format changes. */
export const MODULE_FILE_VERSION = 1;

/** A module file: the answer of `GET /api/modules/{id}/export` and the body of `POST /api/modules/import`. */
export interface ModuleFile {
  format: typeof MODULE_FILE_FORMAT;
  formatVersion: typeof MODULE_FILE_VERSION;
  /** ISO time. */
  exportedAt: string;
  module: {
    /** The profession's name; on import matched by name, else left empty. */
    profession: string | null;
    content: ModuleContent;
  };
  template: TemplateContent | null;
  /** Uploaded images the content refers to by `upload` id. `data` is the original file, base64. */
  images: { id: string; mediaType: string; data: string }[];
}

/**
 * `POST /api/modules/import` body, the top level of a module file. The import checks it itself (api/module-transfer.ts),
 * so its Dutch message names the field; `module.content` and `template` are checked after it.
 */
export const moduleFileSchema = z.object({
  format: z.literal(MODULE_FILE_FORMAT),
  formatVersion: z.literal(MODULE_FILE_VERSION),
  module: z.object({ profession: z.string().max(200).nullable(), content: z.unknown() }),
  template: z.unknown().nullable(),
  images: z.array(z.object({ id: z.uuid(), mediaType: z.string().max(50), data: z.string() })).max(200),
});

/** `POST /api/modules/import` (201): the new module and notes, e.g. that the profession was not found here. */
export interface ModuleImported extends ModuleSaved {
  notes: string[];
}

// ——— Images (docs/api.md, "Images") ———

const BAD_WIDTH = `Kies een breedte van ${MEDIA_WIDTHS.slice(0, -1).join(', ')} of ${MEDIA_WIDTHS.at(-1)} pixels.`;

/** `GET /api/media/{id}` query: `w`, one of MEDIA_WIDTHS in pixels (default 960). */
export const mediaVariantQuery = z.object({
  w: z.coerce
    .number({ message: BAD_WIDTH })
    .refine((w): w is MediaWidth => (MEDIA_WIDTHS as readonly number[]).includes(w), { message: BAD_WIDTH })
    .default(DEFAULT_MEDIA_WIDTH),
});

/** `POST /api/media` (201). Sizes in pixels (upright, after EXIF orientation), `bytes` of the original. */
export interface StoredImage {
  id: string;
  /** `/api/media/{id}`, the value for ContentImage.src. */
  src: string;
  mediaType: string;
  width: number;
  height: number;
  bytes: number;
}

// ——— Templates (docs/api.md, "Templates") ———

/**
 * A plain text of a template: trimmed, at most `max` characters, no HTML, and one line (`singleLine`) unless `lines`
 * is 'multi' (`multiLine`: a criterion's description). `what` names it in the messages ('de naam van het sjabloon').
 */
const plain = (max: number, what: string, lines: 'single' | 'multi' = 'single') => {
  const What = `${what[0]?.toUpperCase()}${what.slice(1)}`;
  return z
    .string({ message: `Vul ${what} in.` })
    .trim()
    .max(max, `${What} mag hoogstens ${max} tekens lang zijn.`)
    .refine((v) => !HTML_LIKE.test(v), `${What} mag geen HTML-code of script bevatten.`)
    .check(lines === 'single' ? singleLine(What) : multiLine(What));
};

const L = TEMPLATE_LIMITS;

const criterion = z.object({
  id: z.uuid({ message: 'Een criterium heeft een ongeldig kenmerk.' }),
  name: plain(L.criterionNameMax, 'de naam van het criterium').pipe(z.string().min(1, 'Geef elk criterium een naam.')),
  description: plain(L.descriptionMax, 'de beschrijving van het criterium', 'multi'),
  weight: z
    .number({ message: `Het gewicht is een heel getal van ${L.weightMin} tot en met ${L.weightMax}.` })
    .int(`Het gewicht is een heel getal van ${L.weightMin} tot en met ${L.weightMax}.`)
    .min(L.weightMin, `Het gewicht is een heel getal van ${L.weightMin} tot en met ${L.weightMax}.`)
    .max(L.weightMax, `Het gewicht is een heel getal van ${L.weightMin} tot en met ${L.weightMax}.`),
  /** Plain 'I …' sentences for the reflection per content language; empty ones are left out (template.ts Criterion). */
  selfCheck: z
    .partialRecord(z.enum(LANGUAGES), plain(L.selfCheckMax, 'de zin voor de reflectie'))
    .optional()
    .transform((v) => {
      const kept = Object.fromEntries(Object.entries(v ?? {}).filter(([, text]) => text));
      return Object.keys(kept).length > 0 ? kept : undefined;
    }),
});

/** `POST /api/templates` body: TemplateContent with Dutch messages; also the `template` of a module file. */
export const templateContentSchema = z.object({
  name: plain(L.nameMax, 'de naam van het sjabloon').pipe(z.string().min(1, 'Geef het sjabloon een naam.')),
  criteria: z
    .array(criterion, { message: 'Voeg minstens één criterium toe.' })
    .min(1, 'Voeg minstens één criterium toe.')
    .max(L.criteriaMax, `Een sjabloon heeft hoogstens ${L.criteriaMax} criteria.`)
    .refine((cs) => new Set(cs.map((c) => c.id)).size === cs.length, 'Elk criterium mag maar één keer voorkomen.'),
  scale: z
    .array(z.object({ value: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]), label: plain(L.labelMax, 'het label van de schaal').pipe(z.string().min(1, 'Geef elk punt van de schaal een label.')) }), {
      message: 'De schaal heeft vier punten: 1, 2, 3 en 4.',
    })
    .length(4, 'De schaal heeft vier punten: 1, 2, 3 en 4.')
    .refine((s) => s.every((level, i) => level.value === i + 1), 'De schaal heeft vier punten: 1, 2, 3 en 4, in die volgorde.')
    .default(DEFAULT_SCALE),
});

/** `PUT /api/templates/{id}` body: TemplateContent and the `baseVersion` the editor started from. */
export const templateSaveBody = templateContentSchema.extend({ baseVersion });

/** `GET /api/templates` query: page and a name search. */
export const templateListQuery = pageQuery.extend({ q: z.string().max(200, 'De zoektekst mag hoogstens 200 tekens lang zijn.').optional() });

/** `GET /api/templates` item (paged, 20 a page, by name). */
export interface TemplateListItem {
  id: string;
  name: string;
  version: number;
  criteriaCount: number;
  /** Modules whose current version is scored with some version of the template. */
  moduleCount: number;
  /** ISO time. */
  updatedAt: string;
}

/** One line of a template's history in `GET /api/templates/{id}`, newest first. */
export interface TemplateHistoryItem {
  version: number;
  /** ISO time. */
  createdAt: string;
  /** Who saved it; null when unknown. */
  createdBy: string | null;
}

/** A module whose current version is scored with the template (`GET /api/templates/{id}`). */
export interface TemplateModuleRef {
  id: string;
  title: string;
}

/** `GET /api/templates/{id}`: the current version, the modules that use it and the history. */
export interface TemplateView {
  id: string;
  version: number;
  content: TemplateContent;
  modules: TemplateModuleRef[];
  history: TemplateHistoryItem[];
}

/** `POST /api/templates` (201): the new template, version 1. */
export interface TemplateCreated {
  id: string;
  version: number;
}

/** `PUT /api/templates/{id}`: the new version and how many modules moved on to it. */
export interface TemplateSaved {
  id: string;
  version: number;
  modulesUpdated: number;
}

// ——— Suggestions (docs/api.md, "Suggestions") ———

/** Longest teacher's comment (toelichting) on a suggestion, characters (`POST /api/suggestions`). */
export const SUGGESTION_COMMENT_MAX = 2000;
/** Longest reason for rejecting a suggestion, characters (`POST /api/suggestions/{id}/reject`). */
export const SUGGESTION_REASON_MAX = 1000;

/** `GET /api/suggestions/part/{partId}` query: `lang`, default `nl`. */
export const suggestionPartQuery = z.object({ lang: language.default('nl') });

/** `POST /api/suggestions` body: the part, the language, the proposed text (trimmed) and an optional comment. */
export const suggestionBody = z.object({
  partId: z.string({ message: 'Geef het onderdeel mee waarvoor je een suggestie doet.' }).max(64, 'Dit onderdeel bestaat niet.'),
  language,
  text: z
    .string({ message: 'Vul je voorstel in.' })
    .trim()
    .min(1, 'Vul je voorstel in.')
    .max(MODULE_LIMITS.textMax, `Je voorstel is te lang (hoogstens ${MODULE_LIMITS.textMax} tekens).`)
    .check(multiLine('Voorstel')),
  comment: z
    .string({ message: 'De toelichting is geen tekst.' })
    .trim()
    .max(SUGGESTION_COMMENT_MAX, `De toelichting is te lang (hoogstens ${SUGGESTION_COMMENT_MAX} tekens).`)
    .check(multiLine('Toelichting'))
    .default(''),
});

/** `POST /api/suggestions` body as the route hands it on (`suggestionBody`, comment '' when left out). */
export type SuggestionInput = z.output<typeof suggestionBody>;

/** `POST /api/suggestions/{id}/reject` body: the reason, required. */
export const suggestionRejectBody = z.object({
  reason: z
    .string({ message: 'Geef een reden op waarom je de suggestie afwijst.' })
    .trim()
    .min(1, 'Geef een reden op waarom je de suggestie afwijst.')
    .max(SUGGESTION_REASON_MAX, `De reden is te lang (hoogstens ${SUGGESTION_REASON_MAX} tekens).`)
    .check(multiLine('Reden')),
});

/** The field of a part that a suggestion replaces: text part, question, practical, image (its `alt`). */
export type SuggestionField = 'text' | 'prompt' | 'instructions' | 'alt';

/** `GET /api/suggestions/part/{partId}`: one part as a teacher reads it, and the text they may change. */
export interface PartForSuggestion {
  moduleId: string;
  /** Dutch title of the module. */
  moduleTitle: string;
  /** Number of the current version, which holds the part. */
  version: number;
  /** Languages the module is complete in. */
  languages: Language[];
  language: Language;
  dir: 'ltr' | 'rtl';
  partId: string;
  /** 'Onderdeel 3 (vraag)'. */
  partLabel: string;
  /** The part in `language` (Dutch where that language is missing), without correct answers or guidance. */
  part: CandidatePart;
  field: SuggestionField;
  /** The field's own text in `language`, or null when it has none yet. */
  current: string | null;
}

/** `POST /api/suggestions` (201) and `POST /api/suggestions/{id}/reject`: the suggestion. */
export interface SuggestionRef {
  id: string;
}

/** `POST /api/suggestions/{id}/accept`: the module and the number of the version that holds the text. */
export interface SuggestionAccepted {
  moduleId: string;
  version: number;
}

/** One item of `GET /api/modules/{id}/suggestions` (staff): an open suggestion, oldest first. */
export interface OpenSuggestion {
  id: string;
  partId: string;
  /** 'Onderdeel 3 (vraag)' in the current version; 'Verwijderd onderdeel' when the part is gone. */
  partLabel: string;
  /** False when the current version no longer holds the part (accepting it then answers 409). */
  partExists: boolean;
  field: SuggestionField | null;
  language: Language;
  /** Dutch name of the language, e.g. 'Engels'. */
  languageName: string;
  /** The proposed text. */
  text: string;
  /** The field's text in that language in the current version; null when it has none (or the part is gone). */
  current: string | null;
  comment: string;
  teacher: Named;
  /** The version the teacher read. */
  basedOnVersion: number;
  /** ISO time. */
  createdAt: string;
}
