/**
 * Rules of a report template that zod's `reportTemplateBody` (contract.ts) does not check, shared by the API
 * (api/templates.ts refuses a save on the first problem) and the staff's template form (components/templates, which
 * shows each problem beside its field before anything is sent). Pure and client-safe.
 *
 * - Plain text: the name, the description and each section's title and hint are plain text (the hint tells the
 *   writer what belongs in a section and is never printed). Like the content's plain fields (decision 011,
 *   docs/decisions/011-formatted-text-markdown-subset.md: "plain fields refuse anything that looks like a tag"),
 *   anything that looks like an HTML tag, comment or declaration is refused.
 * - Section ids: each is unique within the template, because a report keys its texts by section id.
 */
import type { ReportSection } from './contract';

/**
 * Something that looks like an HTML tag, comment or declaration: `<a`, `< p`, `</p`, `<!--`, `<!DOCTYPE`, `<?xml`
 * (content/contract.ts's test for plain fields, and rich-text.ts's `<!` and `<?` whatever follows). A `<` before a
 * space or digit (`score < 3`, `2<3`) is fine.
 */
const HTML_LIKE = /<\s*[/!?]?\s*[a-z]|<[!?]/i;

/** One problem, where zod would put it: `['sections', 2, 'hint']`, and a Dutch message. */
export interface TemplateProblem {
  path: (string | number)[];
  message: string;
}

/** How a section is named in a message: 'Onderdeel 3 (Inleiding)'; without a title 'Onderdeel 3'. */
export function sectionPlace(index: number, title: string): string {
  const name = title.trim();
  return name ? `Onderdeel ${index + 1} (${name})` : `Onderdeel ${index + 1}`;
}

/** The Dutch texts of these rules. */
export const TEMPLATE_RULE_TEXTS = {
  tagInName: 'Naam: gebruik geen HTML-code. Bedoel je het teken <, zet er dan een spatie achter.',
  tagInDescription: 'Omschrijving: gebruik geen HTML-code. Bedoel je het teken <, zet er dan een spatie achter.',
  tagInTitle: (place: string) => `${place}, titel: gebruik geen HTML-code. Bedoel je het teken <, zet er dan een spatie achter.`,
  tagInHint: (place: string) => `${place}, aanwijzing: gebruik geen HTML-code. De aanwijzing is gewone tekst. Bedoel je het teken <, zet er dan een spatie achter.`,
  duplicateId: (place: string) => `${place} heeft hetzelfde kenmerk als een ander onderdeel. Laad de pagina opnieuw en probeer het nog eens.`,
} as const;

/** A template's fields as far as these rules look at them (a section id may be missing: the server gives one). */
export interface TemplateFieldsToCheck {
  name: string;
  description: string;
  sections: readonly (Pick<ReportSection, 'kind' | 'title'> & { id?: string | undefined; hint?: string })[];
}

/**
 * Every problem of `fields` in the order of the form: tag-like text in the name, the description, or a section's
 * title or hint, and a section id used twice (the second use is named).
 */
export function templateProblems(fields: TemplateFieldsToCheck): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  const t = TEMPLATE_RULE_TEXTS;
  if (HTML_LIKE.test(fields.name)) problems.push({ path: ['name'], message: t.tagInName });
  if (HTML_LIKE.test(fields.description)) problems.push({ path: ['description'], message: t.tagInDescription });
  const seen = new Set<string>();
  fields.sections.forEach((section, index) => {
    const place = sectionPlace(index, HTML_LIKE.test(section.title) ? '' : section.title);
    if (HTML_LIKE.test(section.title)) problems.push({ path: ['sections', index, 'title'], message: t.tagInTitle(place) });
    if (section.kind === 'text' && section.hint !== undefined && HTML_LIKE.test(section.hint)) {
      problems.push({ path: ['sections', index, 'hint'], message: t.tagInHint(place) });
    }
    if (section.id !== undefined) {
      if (seen.has(section.id)) problems.push({ path: ['sections', index], message: t.duplicateId(place) });
      seen.add(section.id);
    }
  });
  return problems;
}

/** Longest slug taken from a title, so that a counter still fits in the 40 characters of an id. */
const SLUG_MAX = 32;

/**
 * A short id for a new section from its title: lower case, accents dropped, other characters as '-', at most
 * SLUG_MAX characters ('Observaties per module' → 'observaties-per-module'); 'onderdeel' for a title without letters
 * or digits. When that id is in `taken`, a counter is added: '-2', '-3', …. The result matches
 * `/^[a-z0-9-]{1,40}$/` (contract.ts `reportSectionBody`) and is not in `taken`.
 */
export function sectionIdFor(title: string, taken: ReadonlySet<string>): string {
  const slug =
    title
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, SLUG_MAX)
      .replace(/^-+|-+$/g, '') || 'onderdeel';
  if (!taken.has(slug)) return slug;
  for (let n = 2; ; n++) {
    const id = `${slug}-${n}`;
    if (!taken.has(id)) return id;
  }
}

/**
 * The sections with an id each: given ids are kept, a section without one gets `sectionIdFor` its title, unique
 * among the given ids and those given before it.
 */
export function withSectionIds<S extends { id?: string | undefined; title: string }>(sections: readonly S[]): (S & { id: string })[] {
  const taken = new Set(sections.flatMap((s) => (s.id === undefined ? [] : [s.id])));
  return sections.map((section) => {
    if (section.id !== undefined) return { ...section, id: section.id };
    const id = sectionIdFor(section.title, taken);
    taken.add(id);
    return { ...section, id };
  });
}
