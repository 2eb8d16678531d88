/**
 * A report's text sections (Markdown subset, docs/decisions/011-formatted-text-markdown-subset.md) as a small tree
 * of plain strings for the report PDF (report-template.ts). The tree goes to Typst as JSON data, never as markup,
 * so nothing a writer types (`#set`, `$x$`, `*`, `<label>`, `@ref`, `\`, `//`) is ever read by Typst as code: it is
 * printed as typed.
 *
 * Parsed with the platform's one Markdown parser (features/content/api/rich-text.ts `lexRichText`), read the way
 * `renderRichText` reads it (decision 011):
 * - headings, bulleted and numbered lists (nested), bold, italic and links are kept; a link keeps its address only
 *   when `safeHref` allows it (absolute http(s) or mailto), else it is its text;
 * - everything else is shown plainly: a code block or HTML as its lines, a quote as its paragraphs, a table as one
 *   line per row with the cells separated by ' | ', ~~strike~~ and `code` as their text, an image as its
 *   description; a task box, a line `---` and link definitions as nothing;
 * - what the writer typed is what is printed: `&amp;` stays `&amp;` (the text as typed, not entities resolved);
 * - a line break inside a paragraph is a space (Markdown without `breaks`); a hard break (two spaces or `\` at the
 *   end of a line) is a new line, written as a run whose text is '\n'.
 *
 * Heading levels are those of the PDF: the report's title is level 1 and each section level 2, so `#`, `##` and
 * `###` become level 3 and `####` and deeper level 4 — a 4 only after a 3 in the same text, else 3, because
 * PDF/UA-1 forbids skipping a level (Typst refuses to write the file). Headings without text are left out (PDF/UA-1
 * forbids empty headings). Lists nest at most `MAX_LIST_DEPTH` deep; deeper items join their parent's text.
 */
import type { MarkedToken, Token, Tokens } from 'marked';
import { lexRichText, safeHref } from '#src/features/content/api/rich-text';
import { textDirection } from '#src/features/reports/direction';

/** Reading direction of a paragraph, heading or list item. */
export type TextDirection = 'ltr' | 'rtl';

/** A piece of text with one formatting. `href` is an absolute http(s) or mailto address, or null. */
export interface MarkupRun {
  text: string;
  strong: boolean;
  em: boolean;
  href: string | null;
}

export interface MarkupParagraph {
  kind: 'paragraph';
  dir: TextDirection;
  runs: MarkupRun[];
}

export interface MarkupHeading {
  kind: 'heading';
  /** 3 or 4: the PDF's levels (see the module's comment). */
  level: 3 | 4;
  dir: TextDirection;
  runs: MarkupRun[];
}

export interface MarkupList {
  kind: 'list';
  ordered: boolean;
  /** Number of the first item of a numbered list (1 unless the writer started elsewhere); 1 for a bulleted list. */
  start: number;
  items: MarkupListItem[];
}

/** A list item: its own text (paragraphs joined by line breaks), then its sublists. The PDF lays out a list in the direction of its first item. */
export interface MarkupListItem {
  dir: TextDirection;
  runs: MarkupRun[];
  lists: MarkupList[];
}

export type MarkupBlock = MarkupParagraph | MarkupHeading | MarkupList;

/** Deepest list nesting kept (Typst lays out each level inside the one above; writers rarely go past three). */
export const MAX_LIST_DEPTH = 6;

/** The writing direction of a text by its first letter (../direction.ts; UAX #9 rule P2). */
export { textDirection };

interface Style {
  strong: boolean;
  em: boolean;
  href: string | null;
}

const PLAIN: Style = { strong: false, em: false, href: null };
const LINE_BREAK = '\n';

/** Collects runs, merging neighbours of the same style. */
class Runs {
  readonly runs: MarkupRun[] = [];

  add(text: string, style: Style): void {
    if (text === '') return;
    const last = this.runs.at(-1);
    if (last && last.strong === style.strong && last.em === style.em && last.href === style.href) last.text += text;
    else this.runs.push({ text, ...style });
  }

  /** Text of the runs, for the direction and to see whether there is any. */
  get plain(): string {
    return this.runs.map((run) => run.text).join('');
  }

  /** The runs without white space at the start and end (line breaks there included). */
  trimmed(): MarkupRun[] {
    const runs = this.runs.map((run) => ({ ...run }));
    while (runs.length > 0) {
      const first = runs[0]!;
      first.text = first.text.replace(/^\s+/, '');
      if (first.text !== '') break;
      runs.shift();
    }
    while (runs.length > 0) {
      const last = runs.at(-1)!;
      last.text = last.text.replace(/\s+$/, '');
      if (last.text !== '') break;
      runs.pop();
    }
    return runs;
  }
}

/** Text as typed inside a paragraph: a soft line break is a space. */
const flowing = (text: string) => text.replace(/[ \t]*\n[ \t]*/g, ' ');

/** Inline tokens into `out`, in `style`. */
function inline(tokens: readonly Token[] | undefined, style: Style, out: Runs): void {
  for (const token of tokens ?? []) inlineToken(token, style, out);
}

function inlineToken(token: Token, style: Style, out: Runs): void {
  const t = token as MarkedToken;
  switch (t.type) {
    case 'text':
      // `raw`, not `text`: marked resolves character references in `text` (`&#60;` → `<`); the text is printed as typed.
      if (t.tokens) inline(t.tokens, style, out);
      else out.add(flowing(t.raw), style);
      return;
    case 'escape':
    case 'codespan':
      out.add(flowing(t.text), style);
      return;
    case 'strong':
      inline(t.tokens, { ...style, strong: true }, out);
      return;
    case 'em':
      inline(t.tokens, { ...style, em: true }, out);
      return;
    case 'del':
      inline(t.tokens, style, out);
      return;
    case 'br':
      out.add(LINE_BREAK, style);
      return;
    case 'link': {
      // A link inside a link does not exist in Markdown; the outer address wins if it ever did.
      const href = style.href ?? safeHref(t.href);
      inline(t.tokens, { ...style, href }, out);
      return;
    }
    case 'image':
    case 'html':
      out.add(flowing(t.text), style);
      return;
    case 'checkbox':
      return;
    default:
      flat(token, style, out);
  }
}

/** Any block as inline content (inside a list item): its text, inline formatting kept. */
function flat(token: Token, style: Style, out: Runs): void {
  const t = token as MarkedToken;
  switch (t.type) {
    case 'paragraph':
    case 'heading':
      inline(t.tokens, style, out);
      return;
    case 'text':
      if (t.tokens) inline(t.tokens, style, out);
      else out.add(flowing(t.text), style);
      return;
    case 'code':
      out.add(t.text.replace(/\n+$/, ''), style);
      return;
    case 'html':
      out.add(t.text.trim(), style);
      return;
    case 'blockquote':
      joined(t.tokens, style, out);
      return;
    case 'table':
      tableRows(t).forEach((row, index) => {
        if (index > 0) out.add(LINE_BREAK, style);
        row.runs.forEach((run) => out.add(run.text, { strong: run.strong || style.strong, em: run.em || style.em, href: run.href ?? style.href }));
      });
      return;
    case 'list':
      joined(t.items.flatMap((item) => item.tokens), style, out);
      return;
    case 'space':
    case 'hr':
    case 'def':
    case 'checkbox':
      return;
    default: {
      // A token type of a later marked version or an extension: its inline content, else its source as text.
      const generic = token as Tokens.Generic;
      if (generic.tokens) inline(generic.tokens, style, out);
      else out.add(generic.raw.trim(), style);
    }
  }
}

/** Blocks as inline content, separated by line breaks, leaving out those without text. */
function joined(tokens: readonly Token[], style: Style, out: Runs): void {
  let first = true;
  for (const token of tokens) {
    const part = new Runs();
    flat(token, style, part);
    const runs = part.trimmed();
    if (runs.length === 0) continue;
    if (!first) out.add(LINE_BREAK, style);
    runs.forEach((run) => out.add(run.text, run));
    first = false;
  }
}

/** A table's rows, the cells separated by ' | ' (tables are not part of the subset). */
function tableRows(table: Tokens.Table): Runs[] {
  return [table.header, ...table.rows].map((cells) => {
    const row = new Runs();
    cells.forEach((cell, index) => {
      if (index > 0) row.add(' | ', PLAIN);
      inline(cell.tokens, PLAIN, row);
    });
    return row;
  });
}

/** Builds the blocks of one text, tracking the last heading level for the no-skipping rule. */
class Blocks {
  readonly blocks: MarkupBlock[] = [];
  private headingSeen = false;

  paragraph(runs: Runs): void {
    const trimmed = runs.trimmed();
    if (trimmed.length > 0) this.blocks.push({ kind: 'paragraph', dir: textDirection(runs.plain), runs: trimmed });
  }

  heading(depth: number, runs: Runs): void {
    const trimmed = runs.trimmed();
    if (trimmed.length === 0) return;
    const level = depth >= 4 && this.headingSeen ? 4 : 3;
    this.headingSeen = true;
    this.blocks.push({ kind: 'heading', level, dir: textDirection(runs.plain), runs: trimmed });
  }
}

function block(token: Token, out: Blocks): void {
  const t = token as MarkedToken;
  switch (t.type) {
    case 'paragraph': {
      const runs = new Runs();
      inline(t.tokens, PLAIN, runs);
      out.paragraph(runs);
      return;
    }
    case 'heading': {
      const runs = new Runs();
      inline(t.tokens, PLAIN, runs);
      out.heading(t.depth, runs);
      return;
    }
    case 'list': {
      const list = listBlock(t, 1);
      if (list.items.length > 0) out.blocks.push(list);
      return;
    }
    case 'blockquote':
      for (const child of t.tokens) block(child, out);
      return;
    case 'table':
      for (const row of tableRows(t)) out.paragraph(row);
      return;
    case 'code': {
      // Lines kept (a hard break each), as the screen shows a code block's lines.
      const runs = new Runs();
      flat(t, PLAIN, runs);
      out.paragraph(runs);
      return;
    }
    case 'space':
    case 'hr':
    case 'def':
      return;
    default: {
      const runs = new Runs();
      flat(token, PLAIN, runs);
      out.paragraph(runs);
    }
  }
}

function listBlock(token: Tokens.List, depth: number): MarkupList {
  const start = token.ordered && typeof token.start === 'number' ? token.start : 1;
  const items: MarkupListItem[] = [];
  for (const item of token.items) {
    const own = item.tokens.filter((child) => child.type !== 'list' || depth >= MAX_LIST_DEPTH);
    const runs = new Runs();
    joined(own, PLAIN, runs);
    const lists =
      depth >= MAX_LIST_DEPTH
        ? []
        : item.tokens
            .filter((child): child is Tokens.List => child.type === 'list')
            .map((child) => listBlock(child, depth + 1))
            .filter((list) => list.items.length > 0);
    const trimmed = runs.trimmed();
    if (trimmed.length === 0 && lists.length === 0) continue;
    items.push({ dir: textDirection(runs.plain), runs: trimmed, lists });
  }
  return { kind: 'list', ordered: token.ordered, start, items };
}

/**
 * The blocks of a section's text, in reading order (see the module's comment for what is kept). Never throws: text
 * that marked cannot parse (thousands of nested `>`) becomes plain paragraphs, split at blank lines.
 * @example parseMarkup('### Let op\n\nTil met je **benen**.')
 *   // [{ kind: 'heading', level: 3, dir: 'ltr', runs: [{ text: 'Let op', … }] },
 *   //  { kind: 'paragraph', dir: 'ltr', runs: [{ text: 'Til met je ', … }, { text: 'benen', strong: true, … }, { text: '.', … }] }]
 */
export function parseMarkup(source: string): MarkupBlock[] {
  const out = new Blocks();
  let tokens: Token[];
  try {
    tokens = lexRichText(source);
  } catch {
    for (const paragraph of source.split(/\n\s*\n/)) {
      const runs = new Runs();
      runs.add(flowing(paragraph), PLAIN);
      out.paragraph(runs);
    }
    return out.blocks;
  }
  for (const token of tokens) block(token, out);
  return out.blocks;
}
