/**
 * Checking module content before it becomes a version (decisions 010 and 011): bad input gets a clear Dutch
 * error and nothing is half-saved; text with script in it is refused, and so are control and bidi-override
 * characters (docs/decisions/040): titles, options, alternative texts and captions are one line; descriptions,
 * questions, guidance and formatted texts may have line breaks.
 *
 * `parseModuleContent` first checks the shape with zod, then the rules zod cannot express (a correct answer
 * that is one of the options, unique ids, formatted text without HTML). Every message is Dutch and names the
 * place, e.g. "Onderdeel 3 (vraag), keuze 2: vul de tekst in het Nederlands in." The result is normalised:
 * texts trimmed, empty translations dropped (so the completeness count is right), unknown keys removed.
 * The module editor, the import and the suggestions all go through it.
 */
import { z } from 'zod';
import { type Language, LANGUAGE_NAMES_NL, LANGUAGES, type Localized, MODULE_LIMITS as L, type ModuleContent, type Part } from '#src/features/content/model';
import { isMultiLineText, isSingleLineText } from '#src/lib/plain-text';
import { apiError } from '#src/server/errors';
import { richTextProblem } from './rich-text';

/** Dutch name of a part type, as used in messages and legends. */
export const PART_TYPE_NAMES: Record<Part['type'], string> = {
  text: 'tekst',
  image: 'afbeelding',
  question: 'vraag',
  practical: 'praktijkopdracht',
};

/** Something that looks like an HTML tag or comment: `<a`, `</p`, `<!--`, `<?xml`. */
const HTML_LIKE = /<\s*[/!?]?\s*[a-z]/i;

/** Uploaded images are served from here; anything else must be a file shipped under /content/. */
const UPLOAD_SRC = /^\/api\/media\/([0-9a-f-]{36})$/;
const SHIPPED_SRC = /^\/content\/[a-z0-9][a-z0-9._-]*\.(svg|png|jpe?g|webp)$/i;

const text = (max: number) => z.string().max(max);
/** A localized text: Dutch plus optional translations, each at most `max` characters. */
const localized = (max: number) =>
  z.object({ nl: text(max), ...Object.fromEntries(LANGUAGES.filter((l) => l !== 'nl').map((l) => [l, text(max).optional()])) });

const image = z.object({
  src: z.string().max(300),
  upload: z.uuid().optional(),
  alt: localized(L.altMax),
  width: z.number().int().min(1).max(20000),
  height: z.number().int().min(1).max(20000),
});

const id = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/);
const points = z.number().int().min(L.pointsMin).max(L.pointsMax);
const option = z.object({ id, text: localized(L.optionMax) });
const questionBase = { id, type: z.literal('question'), prompt: localized(L.promptMax), image: image.optional(), points };

const part = z.discriminatedUnion('type', [
  z.object({ id, type: z.literal('text'), text: localized(L.textMax) }),
  z.object({ id, type: z.literal('image'), image, caption: localized(L.promptMax).optional() }),
  z.object({ id, type: z.literal('practical'), instructions: localized(L.textMax) }),
  z.discriminatedUnion('kind', [
    z.object({ ...questionBase, kind: z.literal('single'), options: z.array(option).max(L.optionsMax), correct: z.string().max(64) }),
    z.object({ ...questionBase, kind: z.literal('multiple'), options: z.array(option).max(L.optionsMax), correct: z.array(z.string().max(64)).max(L.optionsMax) }),
    z.object({ ...questionBase, kind: z.literal('truefalse'), correct: z.boolean() }),
    z.object({ ...questionBase, kind: z.literal('open'), guidance: localized(L.textMax).optional() }),
  ]),
]);

const contentSchema = z.object({
  title: localized(L.titleMax),
  description: localized(L.descriptionMax),
  parts: z.array(part).max(L.partsMax),
});

/** Dutch description of a zod path inside module content, e.g. "Onderdeel 3, keuze 2". */
function placeOf(path: PropertyKey[], raw: unknown): string {
  const [first, index, ...rest] = path;
  if (first === 'title') return 'Titel';
  if (first === 'description') return 'Beschrijving';
  if (first !== 'parts' || typeof index !== 'number') return 'De module';
  const type = (raw as { parts?: { type?: string }[] })?.parts?.[index]?.type;
  const typeName = type && type in PART_TYPE_NAMES ? ` (${PART_TYPE_NAMES[type as Part['type']]})` : '';
  const place = `Onderdeel ${index + 1}${typeName}`;
  if (rest[0] === 'options' && typeof rest[1] === 'number') return `${place}, keuze ${rest[1] + 1}`;
  return place;
}

/** The field a zod path ends in, as a Dutch phrase for "… is te lang". */
function fieldOf(path: PropertyKey[]): string {
  const names: Record<string, string> = {
    title: 'de titel',
    description: 'de beschrijving',
    text: 'de tekst',
    prompt: 'de vraag',
    instructions: 'de instructies',
    alt: 'de tekstalternatief',
    caption: 'het onderschrift',
    guidance: 'de toelichting voor de beoordelaar',
    points: 'het aantal punten',
  };
  for (let i = path.length - 1; i >= 0; i--) {
    const key = path[i];
    if (typeof key === 'string' && key in names) return names[key] as string;
  }
  return 'dit veld';
}

function zodProblem(error: z.ZodError, raw: unknown): string {
  const issue = error.issues[0];
  if (!issue) return 'De module is niet goed opgebouwd.';
  const place = placeOf(issue.path, raw);
  const last = issue.path[issue.path.length - 1];
  if (issue.code === 'too_big' && issue.path.includes('parts') && issue.path.length === 1) {
    return `Een module heeft hoogstens ${L.partsMax} onderdelen.`;
  }
  if (issue.code === 'too_big' && last === 'options') return `${place}: een vraag heeft hoogstens ${L.optionsMax} keuzes.`;
  if (issue.code === 'too_big' && typeof issue.maximum === 'number' && typeof last === 'string' && LANGUAGES.includes(last as Language)) {
    return `${place}: ${fieldOf(issue.path)} in het ${LANGUAGE_NAMES_NL[last as Language]} is te lang (hoogstens ${issue.maximum} tekens).`;
  }
  if (last === 'points') return `${place}: het aantal punten is een heel getal van ${L.pointsMin} tot en met ${L.pointsMax}.`;
  if (last === 'kind' || last === 'type') return `${place}: onbekend soort onderdeel.`;
  return `${place}: ${fieldOf(issue.path)} is niet goed ingevuld.`;
}

type Checked = { content: ModuleContent; uploads: string[] };

/** Trims every language of `value` and drops empty translations; Dutch stays (possibly empty). */
function tidy(value: Localized): Localized {
  const out: Localized = { nl: value.nl.trim() };
  for (const language of LANGUAGES) {
    if (language === 'nl') continue;
    const t = value[language]?.trim();
    if (t) out[language] = t;
  }
  return out;
}

/**
 * How a localized text may be written: 'line' one line (a title, an option, an alternative text: lib/plain-text.ts
 * `isSingleLineText`), 'plain' several lines without formatting, 'rich' formatted text (decision 011). 'plain' and
 * 'rich' allow line breaks and tabs but no other control or bidi-override character (`isMultiLineText`).
 */
type TextKind = 'line' | 'plain' | 'rich';

/** Problems of one localized text: Dutch missing, a character the kind of text refuses, or HTML in plain or formatted text. */
function localizedProblem(value: Localized, place: string, field: string, kind: TextKind, required = true): string | null {
  if (required && value.nl === '') return `${place}: vul ${field} in het Nederlands in.`;
  for (const language of LANGUAGES) {
    const t = value[language];
    if (!t) continue;
    const inLanguage = language === 'nl' ? '' : ` (${LANGUAGE_NAMES_NL[language]})`;
    if (kind === 'line' ? !isSingleLineText(t) : !isMultiLineText(t)) {
      return kind === 'line'
        ? `${place}${inLanguage}: schrijf ${field} op één regel, zonder tabs, regeleinden of onzichtbare tekens.`
        : `${place}${inLanguage}: haal de onzichtbare tekens uit ${field} (die komen vaak mee als je tekst uit een ander programma plakt).`;
    }
    if (kind === 'rich') {
      const problem = richTextProblem(t);
      if (problem) return `${place}${inLanguage}: ${problem}`;
    } else if (HTML_LIKE.test(t)) {
      return `${place}${inLanguage}: ${field} mag geen HTML-code of script bevatten.`;
    }
  }
  return null;
}

function imageProblem(img: z.infer<typeof image>, place: string, uploads: string[]): string | null {
  const upload = UPLOAD_SRC.exec(img.src)?.[1];
  if (upload) {
    if (img.upload !== upload) return `${place}: de afbeelding hoort niet bij dit bestand. Upload de afbeelding opnieuw.`;
    uploads.push(upload);
  } else if (!SHIPPED_SRC.test(img.src) || img.upload !== undefined) {
    return `${place}: upload een afbeelding.`;
  }
  return localizedProblem(img.alt, place, 'het tekstalternatief', 'line');
}

/** The first rule broken by `p` at index `i` (zod has checked the shape), or null. */
function partProblem(p: Part, i: number, uploads: string[]): string | null {
  const place = `Onderdeel ${i + 1} (${PART_TYPE_NAMES[p.type]})`;
  switch (p.type) {
    case 'text':
      return localizedProblem(p.text, place, 'de tekst', 'rich');
    case 'practical':
      return localizedProblem(p.instructions, place, 'de instructies', 'rich');
    case 'image':
      return imageProblem(p.image, place, uploads) ?? (p.caption ? localizedProblem(p.caption, place, 'het onderschrift', 'line') : null);
  }
  const problem =
    localizedProblem(p.prompt, place, 'de vraag', 'plain') ?? (p.image ? imageProblem(p.image, place, uploads) : null);
  if (problem) return problem;
  if (p.kind === 'open') return p.guidance ? localizedProblem(p.guidance, place, 'de toelichting', 'plain', false) : null;
  if (p.kind === 'truefalse') return null;
  if (p.options.length < L.optionsMin) return `${place}: geef minstens ${L.optionsMin} keuzes.`;
  const ids = new Set<string>();
  for (const [j, o] of p.options.entries()) {
    if (ids.has(o.id)) return `${place}, keuze ${j + 1}: deze keuze bestaat al.`;
    ids.add(o.id);
    const optionProblem = localizedProblem(o.text, `${place}, keuze ${j + 1}`, 'de tekst', 'line');
    if (optionProblem) return optionProblem;
  }
  const correct = p.kind === 'single' ? [p.correct] : p.correct;
  if (correct.length === 0 || correct.some((c) => !ids.has(c))) {
    return p.kind === 'single' ? `${place}: kies het goede antwoord.` : `${place}: kies minstens één goed antwoord.`;
  }
  if (new Set(correct).size !== correct.length) return `${place}: elk goed antwoord telt één keer.`;
  return null;
}

/**
 * Checks and normalises module content from a client or a module file.
 * @returns the tidied content and the upload ids its images use (the caller checks they exist).
 * @throws apiError 400 with a Dutch title naming the first problem (place and what to do).
 */
export function parseModuleContent(raw: unknown): Checked {
  const parsed = contentSchema.safeParse(raw);
  if (!parsed.success) throw apiError(400, zodProblem(parsed.error, raw));
  const c = parsed.data as ModuleContent;
  const content: ModuleContent = {
    title: tidy(c.title),
    description: tidy(c.description),
    parts: c.parts.map((p) => tidyPart(p)),
  };
  const uploads: string[] = [];
  const problem =
    localizedProblem(content.title, 'Titel', 'de titel', 'line') ??
    localizedProblem(content.description, 'Beschrijving', 'de beschrijving', 'plain') ??
    (content.parts.length === 0 ? 'Voeg minstens één onderdeel toe.' : null) ??
    duplicatePartProblem(content.parts) ??
    content.parts.reduce<string | null>((found, p, i) => found ?? partProblem(p, i, uploads), null);
  if (problem) throw apiError(400, problem);
  return { content, uploads: [...new Set(uploads)] };
}

function duplicatePartProblem(parts: Part[]): string | null {
  const seen = new Set<string>();
  for (const [i, p] of parts.entries()) {
    if (seen.has(p.id)) return `Onderdeel ${i + 1} (${PART_TYPE_NAMES[p.type]}): dit onderdeel staat twee keer in de module.`;
    seen.add(p.id);
  }
  return null;
}

/** `{ [key]: tidied }`, or nothing when the optional text is empty in every language. */
function optional<K extends string>(key: K, value: Localized | undefined): Partial<Record<K, Localized>> {
  if (!value) return {};
  const t = tidy(value);
  return Object.values(t).some((v) => v !== '') ? ({ [key]: t } as Record<K, Localized>) : {};
}

function tidyImage<T extends { alt: Localized }>(img: T): T {
  return { ...img, alt: tidy(img.alt) };
}

function tidyPart(p: Part): Part {
  switch (p.type) {
    case 'text':
      return { ...p, text: tidy(p.text) };
    case 'practical':
      return { ...p, instructions: tidy(p.instructions) };
    case 'image': {
      const { caption, ...rest } = p;
      return { ...rest, image: tidyImage(p.image), ...optional('caption', caption) };
    }
  }
  const base = { ...p, prompt: tidy(p.prompt), ...(p.image ? { image: tidyImage(p.image) } : {}) };
  if (base.kind === 'single' || base.kind === 'multiple') return { ...base, options: base.options.map((o) => ({ ...o, text: tidy(o.text) })) } as Part;
  if (base.kind === 'open') {
    const { guidance, ...rest } = base;
    return { ...rest, ...optional('guidance', guidance) };
  }
  return base;
}
