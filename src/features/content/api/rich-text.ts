/**
 * Formatted text of text parts and practical instructions (docs/formatted-text.md, decision 011): a safe subset
 * of formatting (headings, lists, bold, italic, links), sanitised on the server; text with script in it is
 * refused with a Dutch message and nothing half-saved. The text is stored as a small Markdown subset (src/features/content/model.ts
 * `TextPart.text`); this module is the one place that judges, renders and flattens it.
 *
 * - `richTextProblem` is the input check for saving (OWASP ASVS 4.0.3 V5.1 input validation): any HTML or text
 *   that looks like it, any image and any link that is not an absolute http(s) or mailto address is refused
 *   with a Dutch message.
 * - `renderRichText` is the output side (OWASP ASVS 4.0.3 5.2.1 "untrusted HTML input … is properly sanitized
 *   using an HTML sanitizer library", 5.3.x context-aware output encoding). It does not trust the check: it
 *   also renders content that never passed it (seeded, imported, older versions). Marked is used only as a
 *   parser (its lexer); the HTML is written here from the tokens with every text and attribute escaped, so
 *   nothing of the input reaches the page as markup, and then passed through sanitize-html with a strict
 *   allowlist as a second, independent line of defence.
 * - `richTextPlain` is the same text without formatting, for read-aloud and search.
 *
 * Decisions:
 * - Headings `#`, `##` and `###` become `h3`, `####` and deeper `h4`: pages have their `h1` (module title) and
 *   `h2` (question or part), so content headings never break the heading order (WCAG 2.2 SC 1.3.1).
 * - What an author types is what a reader sees: `&amp;` shows as `&amp;`, not `&` (no HTML entities; the
 *   editor escapes Markdown characters with a backslash instead). This also takes away every entity trick
 *   (`jav&#x61;script:`) from links: the browser receives exactly the typed address.
 * - Links open in a new tab (`target="_blank"`, `rel="noopener noreferrer"`): in the test player a link in the
 *   same tab would take the candidate out of a running, timed test. `noreferrer` keeps the attempt's address
 *   out of other sites' logs. The styles mark such links with an icon; for screen readers each link is described
 *   by the page's hidden hint `#link-new-tab` ('opent in een nieuw tabblad', in AppLayout; WCAG 2.2 technique
 *   G201).
 * - Formatting outside the subset is not refused but shown plainly: a code block or a table becomes
 *   paragraphs, a quote its paragraphs, ~~strike~~ plain text, a task box nothing, a line `---` nothing.
 * - Every readable block (`p`, `h3`, `h4`, `li` with text of its own) carries `data-block="n"`, numbered in
 *   reading order; `richTextPlain` gives exactly these blocks, separated by blank lines. The candidate's view of a
 *   part uses the number to tie each block to what read-aloud speaks
 *   (src/features/content/context-parts.ts `readableHtml`).
 *   A list item holds no paragraph (loose items are joined with `<br>`), so blocks never nest, except that
 *   a list item contains its sublist.
 */
import { Marked, type MarkedToken, type Token, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { NEW_TAB_HINT_ID } from '#src/features/content/model';


/** Why a text may not be saved (Dutch; the route prefixes the part, e.g. "Onderdeel 3 (tekst): "). */
export const RICH_TEXT_PROBLEMS = {
  html: (found: string) =>
    `De tekst bevat HTML-code (${found}). Dat is niet toegestaan. Gebruik de knoppen voor kopjes, lijsten, vet, cursief en links. ` +
    'Bedoel je het teken <, zet er dan een spatie achter.',
  image: 'Een afbeelding kan niet in een tekst staan. Gebruik een afbeeldingsonderdeel voor afbeeldingen.',
  link: (text: string, href: string) =>
    `De link "${text}" gaat naar "${href}". Een link moet beginnen met https://, http:// of mailto:. Pas het adres aan.`,
  emptyLink: (href: string) => `De link naar "${href}" heeft geen tekst. Geef de link woorden die de lezer ziet.`,
  tooDeep: 'De opmaak van de tekst is te diep genest (te veel lijsten of citaten in elkaar). Maak de opmaak eenvoudiger.',
} as const;

/** One parser with its own options, untouched by any `marked.use()` elsewhere: the output never changes. */
const markdown = new Marked({ gfm: true, breaks: false, pedantic: false, async: false });

/**
 * The text's marked tokens, from the one parser of the subset (options fixed above). Exported for the renderers of
 * other media that walk the same tokens (the report PDF, features/reports/documents/markup.ts).
 * @throws when marked's stack overflows on extremely deep nesting (thousands of `>`).
 */
export const lexRichText = (source: string): Token[] => markdown.lexer(source);

/** The address a link may have: absolute http(s) with a host, or mailto. */
const SAFE_HREF = /^(?:https?:\/\/[^/\\\s]|mailto:\S)/i;
/** C0 and C1 control characters and DEL: browsers drop some of them inside a URL's scheme (`java\tscript:`). */
const CONTROL = /\p{Cc}/u;

/**
 * The link address as it goes into `href`, or null when links may not go there. Only absolute `http:`,
 * `https:` and `mailto:` addresses; relative and protocol-relative addresses are refused too (a content
 * link always leaves the platform). Checked on the text as typed, which is what the browser receives.
 */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  if (CONTROL.test(trimmed) || !SAFE_HREF.test(trimmed)) return null;
  // White space (`[a](<https://a.nl/b c>)`) and characters a URL may not hold raw, percent-encoded.
  return trimmed.replace(/[\s"<>\\^`{|}]/g, (c) => encodeURIComponent(c));
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text and attribute values, escaped for HTML (ASVS 5.3.1). */
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** A piece of output: its HTML and its plain text. */
interface Piece {
  html: string;
  text: string;
}

const EMPTY: Piece = { html: '', text: '' };
const literal = (text: string): Piece => ({ html: escape(text), text });
const wrap = (tag: string, piece: Piece): Piece => ({ html: `<${tag}>${piece.html}</${tag}>`, text: piece.text });
const concat = (pieces: readonly Piece[], separator: Piece = EMPTY): Piece => ({
  html: pieces.map((p) => p.html).join(separator.html),
  text: pieces.map((p) => p.text).join(separator.text),
});
const LINE_BREAK: Piece = { html: '<br>', text: '\n' };
/** Lines of a code block or raw text, with their line breaks kept. */
const lines = (text: string): Piece => concat(text.replace(/\n+$/, '').split('\n').map(literal), LINE_BREAK);

function inline(tokens: readonly Token[] | undefined): Piece {
  return concat((tokens ?? []).map(inlineToken));
}

function inlineToken(token: Token): Piece {
  const t = token as MarkedToken;
  switch (t.type) {
    case 'text':
      // `raw`, not `text`: marked resolves numeric character references in `text` (`&#60;` → `<`), and the
      // text is shown as typed (see "Decisions").
      return t.tokens ? inline(t.tokens) : literal(t.raw);
    case 'escape':
    case 'codespan':
      return literal(t.text);
    case 'strong':
      return wrap('strong', inline(t.tokens));
    case 'em':
      return wrap('em', inline(t.tokens));
    case 'del':
      return inline(t.tokens);
    case 'br':
      return LINE_BREAK;
    case 'link': {
      const content = inline(t.tokens);
      const href = safeHref(t.href);
      if (!href) return content;
      return {
        html: `<a href="${escape(href)}" rel="noopener noreferrer" target="_blank" aria-describedby="${NEW_TAB_HINT_ID}">${content.html}</a>`,
        text: content.text,
      };
    }
    case 'image':
      return literal(t.text);
    case 'html':
      // Only content that never passed richTextProblem gets here: shown as the text that was typed.
      return literal(t.text);
    case 'checkbox':
      return EMPTY;
    default:
      return flat(token);
  }
}

/** Any block as inline content (inside a list item): its text, formatting kept where it is inline. */
function flat(token: Token): Piece {
  const t = token as MarkedToken;
  switch (t.type) {
    case 'paragraph':
    case 'heading':
      return inline(t.tokens);
    case 'text':
      return t.tokens ? inline(t.tokens) : literal(t.text);
    case 'code':
      return lines(t.text);
    case 'html':
      return lines(t.text.trim());
    case 'blockquote':
      return concat(t.tokens.map(flat).filter((p) => p.text !== ''), LINE_BREAK);
    case 'table':
      return concat(tableRows(t), LINE_BREAK);
    case 'space':
    case 'hr':
    case 'def':
    case 'checkbox':
      return EMPTY;
    case 'list':
      return concat(t.items.map((item) => concat(item.tokens.map(flat))), LINE_BREAK);
    default: {
      // A token type of a later marked version or an extension: its inline content, else its source as text.
      const generic = token as Tokens.Generic;
      return generic.tokens ? inline(generic.tokens) : literal(generic.raw.trim());
    }
  }
}

/** A table's rows as lines, the cells separated by " | " (tables are not part of the subset). */
function tableRows(table: Tokens.Table): Piece[] {
  return [table.header, ...table.rows].map((cells) => concat(cells.map((cell) => inline(cell.tokens)), literal(' | ')));
}

/** Collects HTML and the readable blocks in reading order. */
class Output {
  html = '';
  readonly blocks: string[] = [];

  /** ` data-block="n"` for a block with text (and records the text), else nothing. */
  number(text: string): string {
    const clean = text.replace(/\n\s*\n/g, '\n').trim();
    if (clean === '') return '';
    this.blocks.push(clean);
    return ` data-block="${this.blocks.length - 1}"`;
  }

  /** A paragraph or heading; an empty one (`###` alone) is left out, so no empty heading is announced. */
  block(tag: 'p' | 'h3' | 'h4', piece: Piece): void {
    if (piece.html === '') return;
    this.html += `<${tag}${this.number(piece.text)}>${piece.html}</${tag}>\n`;
  }
}

function block(token: Token, out: Output): void {
  const t = token as MarkedToken;
  switch (t.type) {
    case 'paragraph':
      out.block('p', inline(t.tokens));
      return;
    case 'heading':
      out.block(t.depth <= 3 ? 'h3' : 'h4', inline(t.tokens));
      return;
    case 'list':
      out.html += `${list(t, out)}\n`;
      return;
    case 'blockquote':
      for (const child of t.tokens) block(child, out);
      return;
    case 'table':
      for (const row of tableRows(t)) out.block('p', row);
      return;
    case 'space':
    case 'hr':
    case 'def':
      return;
    default:
      out.block('p', flat(token));
  }
}

/**
 * A list without whitespace between its elements (the player keeps line breaks in blocks, `white-space:
 * pre-line`). The item is numbered before its sublist, so blocks keep reading order.
 */
function list(token: Tokens.List, out: Output): string {
  const tag = token.ordered ? 'ol' : 'ul';
  const start = token.ordered && typeof token.start === 'number' && token.start !== 1 ? ` start="${token.start}"` : '';
  let html = `<${tag}${start}>`;
  for (const item of token.items) {
    const children = item.tokens.filter((child) => child.type !== 'space' && child.type !== 'checkbox');
    const own = children.filter((child) => child.type !== 'list').map(flat);
    html += `<li${out.number(concat(own, LINE_BREAK).text)}>`;
    let previousInline = false;
    let index = 0;
    for (const child of children) {
      if (child.type === 'list') {
        html += list(child as Tokens.List, out);
        previousInline = false;
      } else {
        html += (previousInline ? LINE_BREAK.html : '') + own[index++]!.html;
        previousInline = true;
      }
    }
    html += '</li>';
  }
  return `${html}</${tag}>`;
}

const BLOCK_ATTRIBUTES = ['data-block'];

/**
 * The allowlist (ASVS 5.2.1): only the tags and attributes the renderer writes; `href` only with http, https
 * or mailto, never protocol-relative. Everything else is removed, the contents of script and style with it.
 */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'a'],
  allowedAttributes: {
    a: ['href', 'rel', 'target', 'aria-describedby'],
    ol: ['start'],
    p: BLOCK_ATTRIBUTES,
    h3: BLOCK_ATTRIBUTES,
    h4: BLOCK_ATTRIBUTES,
    li: BLOCK_ATTRIBUTES,
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  parseStyleAttributes: false,
};

/**
 * The text as sanitised HTML and as plain text in one go (one parse).
 * @returns `html` for display, `text` for read-aloud: the readable blocks separated by blank lines, block
 *   `n` being the element with `data-block="n"`.
 */
export function richText(source: string): { html: string; text: string } {
  let out: Output;
  try {
    out = render(lexRichText(source));
  } catch {
    out = paragraphsOnly(source);
  }
  return { html: sanitizeHtml(out.html.trimEnd(), SANITIZE), text: out.blocks.join('\n\n') };
}

function render(tokens: readonly Token[]): Output {
  const out = new Output();
  for (const token of tokens) block(token, out);
  return out;
}

/**
 * The text as paragraphs without any formatting: for text that marked cannot parse (thousands of nested
 * quotes overflow its stack; richTextProblem refuses such text, so only content that skipped it gets here).
 */
function paragraphsOnly(source: string): Output {
  const out = new Output();
  for (const paragraph of source.split(/\n\s*\n/)) out.block('p', literal(paragraph.trim()));
  return out;
}

/**
 * The text as HTML safe to put into a page as it is (`set:html`, `dangerouslySetInnerHTML`): only `p`, `br`,
 * `h3`, `h4`, `ul`, `ol` (`start`), `li`, `strong`, `em` and `a` (`href` http/https/mailto, `rel`,
 * `target`), readable blocks with `data-block`. Deterministic: the same text gives the same HTML. Plain text
 * with blank lines gives one `<p>` per paragraph, as before formatting existed.
 * @example renderRichText('### Let op\n\nTil met je **benen**.')
 *   // '<h3 data-block="0">Let op</h3>\n<p data-block="1">Til met je <strong>benen</strong>.</p>'
 */
export function renderRichText(source: string): string {
  return richText(source).html;
}

/**
 * The text without formatting, for read-aloud and search: one block (paragraph, heading, list item) per
 * paragraph, separated by blank lines; link texts without their addresses.
 */
export function richTextPlain(source: string): string {
  return richText(source).text;
}

/** Every token of the text, nested ones included (list items, table cells, link texts), in reading order. */
function* walk(tokens: readonly Token[]): Generator<Token> {
  for (const token of tokens) {
    yield token;
    const t = token as MarkedToken;
    if (t.type === 'list') yield* walk(t.items);
    else if (t.type === 'table') for (const cell of [...t.header, ...t.rows.flat()]) yield* walk(cell.tokens);
    else if ('tokens' in token && Array.isArray(token.tokens)) yield* walk(token.tokens);
  }
}

/** A short, one-line quote of what was found, for a message. */
function quote(text: string, max = 40): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** Text a browser or another Markdown renderer could take for a tag, comment or declaration. */
const TAG_LIKE = /<[a-zA-Z!/?]/;

/**
 * Why the text may not be saved, in Dutch, or null when it may (decision 011). Refused:
 * - any HTML, as a block or inside a line (`<script>`, `<img onerror=…>`, `<iframe>`, `<b>`, comments), and
 *   any text that looks like it even where Markdown would show it as text (`<svg/onload=…>`, `\<script>`,
 *   `` `<b>` ``, `x<y`): "text with script in it is refused", whatever the editor escaped. The message quotes
 *   what was found. A `<` before a space or digit (`a < b`, `<5 kg`) is fine;
 * - images `![…](…)`: images are image parts, with a text alternative;
 * - links whose address is not an absolute `http://`, `https://` or `mailto:` address (`javascript:`,
 *   `data:`, `vbscript:`, relative, `//host`, control characters or HTML entities in the scheme), autolinks
 *   `<javascript:…>` included; the message names the link text;
 * - links without text;
 * - text nested so deeply that it cannot be parsed (thousands of `>`).
 * HTML, images and links are reported first problem first, in reading order; then text that looks like HTML.
 * The route refuses the whole save on a problem.
 */
export function richTextProblem(source: string): string | null {
  try {
    return problemIn(lexRichText(source));
  } catch {
    return RICH_TEXT_PROBLEMS.tooDeep;
  }
}

function problemIn(tokens: Token[]): string | null {
  for (const token of walk(tokens)) {
    const t = token as MarkedToken;
    if (t.type === 'html') return RICH_TEXT_PROBLEMS.html(quote(t.text));
    if (t.type === 'image') return RICH_TEXT_PROBLEMS.image;
    if (t.type === 'link') {
      const text = quote(inline(t.tokens).text, 60);
      if (!safeHref(t.href)) return RICH_TEXT_PROBLEMS.link(text, quote(t.href, 60));
      if (text === '') return RICH_TEXT_PROBLEMS.emptyLink(quote(t.href, 60));
    }
  }
  const plain = render(tokens).blocks.join('\n');
  const found = TAG_LIKE.exec(plain);
  if (found) return RICH_TEXT_PROBLEMS.html(quote(plain.slice(found.index).replace(/>[\s\S]*/, '>')));
  return null;
}
