/**
 * The formatting toolbar's edits (docs/formatted-text.md: headings, lists, bold, italic,
 * links), as pure functions on a textarea's value and selection. They write the Markdown subset of
 * features/content/model.ts — `### `, `**…**`, `*…*`, `- `, `1. `, `[tekst](https://…)` — never HTML (the server refuses it).
 * Applying the same tool twice takes the formatting off again where that is unambiguous.
 */
import { formatToolbarTexts as t } from './strings';

export type FormatTool = 'heading' | 'bold' | 'italic' | 'bullets' | 'numbered' | 'link';

/** The toolbar's buttons in order. */
export const FORMAT_TOOLS: readonly FormatTool[] = ['heading', 'bold', 'italic', 'bullets', 'numbered', 'link'];

/** A textarea's value with its selection (`start` ≤ `end`, UTF-16 offsets like `selectionStart`). */
export interface TextEdit {
  text: string;
  start: number;
  end: number;
}

/** Text inserted where nothing is selected, for the user to type over (selected after the edit). */
export interface Placeholders {
  heading: string;
  bold: string;
  italic: string;
  item: string;
  link: string;
}

/** What `link` selects for the user to type the address over. */
export const LINK_URL = 'https://';

/** Applies `tool` to the selection of `edit`; returns the new value and what to select. */
export function applyFormat(edit: TextEdit, tool: FormatTool, placeholders: Placeholders = t.placeholders): TextEdit {
  const start = Math.max(0, Math.min(edit.start, edit.end, edit.text.length));
  const end = Math.min(edit.text.length, Math.max(edit.start, edit.end));
  const clean = { text: edit.text, start, end };
  switch (tool) {
    case 'bold':
      return wrap(clean, '**', placeholders.bold);
    case 'italic':
      return wrap(clean, '*', placeholders.italic);
    case 'heading':
      return heading(clean, placeholders.heading);
    case 'bullets':
      return list(clean, 'bullets', placeholders.item);
    case 'numbered':
      return list(clean, 'numbered', placeholders.item);
    case 'link':
      return link(clean, placeholders.link);
  }
}

/** The tool of a keyboard shortcut in a text box (Ctrl/⌘ + B, I, K), or null. */
export function shortcutTool(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }): FormatTool | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return null;
  switch (event.key.toLowerCase()) {
    case 'b':
      return 'bold';
    case 'i':
      return 'italic';
    case 'k':
      return 'link';
    default:
      return null;
  }
}

function splice(text: string, start: number, end: number, insert: string): string {
  return text.slice(0, start) + insert + text.slice(end);
}

/** Bold or italic: wraps the selection in `marker`, or unwraps it when it is wrapped already. */
function wrap({ text, start, end }: TextEdit, marker: '**' | '*', placeholder: string): TextEdit {
  const m = marker.length;
  const before = text.slice(0, start);
  const after = text.slice(end);
  const wrappedOutside = marker === '**'
    ? before.endsWith('**') && after.startsWith('**')
    : before.endsWith('*') && !before.endsWith('**') && after.startsWith('*') && !after.startsWith('**');
  if (wrappedOutside && start !== end) {
    return { text: before.slice(0, -m) + text.slice(start, end) + after.slice(m), start: start - m, end: end - m };
  }
  if (start === end) {
    const inserted = `${marker}${placeholder}${marker}`;
    return { text: splice(text, start, end, inserted), start: start + m, end: start + m + placeholder.length };
  }
  // Emphasis cannot start or end with a space: keep the selection's outer spaces outside the markers.
  const selected = text.slice(start, end);
  const lead = selected.length - selected.trimStart().length;
  const trail = selected.length - selected.trimEnd().length;
  const core = selected.trim();
  if (core === '') {
    const inserted = `${marker}${placeholder}${marker}`;
    return { text: splice(text, start, end, inserted), start: start + m, end: start + m + placeholder.length };
  }
  const inner = core.startsWith(marker) && core.endsWith(marker) && core.length > 2 * m && (marker === '**' || !core.startsWith('**'));
  const replaced = inner ? core.slice(m, -m) : `${marker}${core}${marker}`;
  const from = start + lead;
  return { text: splice(text, from, end - trail, replaced), start: from, end: from + replaced.length };
}

/** The start of the line holding offset `at`, and the end of the line holding offset `to`. */
function lineRange(text: string, at: number, to: number): { from: number; to: number } {
  const from = text.lastIndexOf('\n', at - 1) + 1;
  const lineEnd = text.indexOf('\n', to);
  return { from, to: lineEnd === -1 ? text.length : lineEnd };
}

const HEADING = /^#{1,6}[ \t]+/;

/** A heading: '### ' at the start of the line with the cursor; again on a '### ' line takes it off. */
function heading({ text, start, end }: TextEdit, placeholder: string): TextEdit {
  const range = lineRange(text, start, start);
  const line = text.slice(range.from, range.to);
  if (line.trim() === '') {
    const inserted = `### ${placeholder}`;
    return { text: splice(text, range.from, range.to, inserted), start: range.from + 4, end: range.from + inserted.length };
  }
  const existing = HEADING.exec(line);
  if (existing && existing[0].startsWith('### ') && existing[0].length === 4) {
    const shift = 4;
    return { text: splice(text, range.from, range.from + shift, ''), start: Math.max(range.from, start - shift), end: Math.max(range.from, end - shift) };
  }
  const bare = existing ? line.slice(existing[0].length) : line;
  const next = `### ${bare}`;
  const delta = next.length - line.length;
  return { text: splice(text, range.from, range.to, next), start: Math.max(range.from + 4, start + delta), end: Math.max(range.from + 4, end + delta) };
}

const BULLET = /^[-*+][ \t]+/;
const NUMBER = /^\d+[.)][ \t]+/;

/** A list: every non-empty selected line becomes an item ('- ' or '1. ', '2. ', …); again takes it off. */
function list({ text, start, end }: TextEdit, kind: 'bullets' | 'numbered', placeholder: string): TextEdit {
  // A selection ending right after a line break does not include the next line.
  const to = end > start && text[end - 1] === '\n' ? end - 1 : end;
  const range = lineRange(text, start, to);
  const lines = text.slice(range.from, range.to).split('\n');
  const own = kind === 'bullets' ? BULLET : NUMBER;
  const other = kind === 'bullets' ? NUMBER : BULLET;
  const filled = lines.filter((l) => l.trim() !== '');
  if (filled.length === 0) {
    const prefix = kind === 'bullets' ? '- ' : '1. ';
    const inserted = `${prefix}${placeholder}`;
    return { text: splice(text, range.from, range.to, inserted), start: range.from + prefix.length, end: range.from + inserted.length };
  }
  let next: string[];
  if (filled.every((l) => own.test(l))) {
    next = lines.map((l) => l.replace(own, ''));
  } else {
    let n = 0;
    next = lines.map((l) => {
      if (l.trim() === '') return l;
      n += 1;
      const bare = l.replace(own, '').replace(other, '');
      return kind === 'bullets' ? `- ${bare}` : `${n}. ${bare}`;
    });
  }
  const replaced = next.join('\n');
  return { text: splice(text, range.from, range.to, replaced), start: range.from, end: range.from + replaced.length };
}

/** A link: '[selection](https://)' with 'https://' selected; a selected address becomes the link's target. */
function link({ text, start, end }: TextEdit, placeholder: string): TextEdit {
  const selected = text.slice(start, end).trim();
  if (/^https?:\/\/\S+$/i.test(selected)) {
    const inserted = `[${placeholder}](${selected})`;
    return { text: splice(text, start, end, inserted), start: start + 1, end: start + 1 + placeholder.length };
  }
  const label = selected.replace(/[[\]]/g, '') || placeholder;
  const inserted = `[${label}](${LINK_URL})`;
  const urlStart = start + label.length + 3;
  return { text: splice(text, start, end, inserted), start: urlStart, end: urlStart + LINK_URL.length };
}

/** Roving focus in the toolbar (WAI-ARIA toolbar pattern): the index to focus after `key`, or null. */
export function toolbarIndex(key: string, index: number, count: number, rtl = false): number | null {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (index + 1) % count;
  if (key === backward) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
