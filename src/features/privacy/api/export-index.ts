/**
 * The `index.html` of the data export: one self-contained Dutch page (no scripts, no outside files) that a person
 * can read and print: per kind of data a section with what it is, which JSON file holds it and what that file's
 * fields mean, then a table with Dutch column headings. Lists inside a record (scores per criterion, texts per
 * section, earlier versions) are shown as tables of their own, other nested values as a list of labelled values —
 * never as JSON. Every value is escaped (names, message bodies and answers are plain text, never HTML); line breaks
 * in a text show as line breaks. Long files show their first INDEX_ROWS_MAX rows and say the file holds them all.
 * Pure.
 */
import { formatDate, formatDateTime } from '#src/lib/i18n/format';
import {
  EXPORT_FILE_LABELS,
  EXPORT_FILE_VALUES,
  EXPORT_FILES,
  EXPORT_LABELS,
  EXPORT_VALUES,
  exportIndex as t,
  type ExportFileName,
} from '#src/features/privacy/strings';
import type { ExportRow } from './export-rows';

/** Rows shown per file in index.html; the JSON file holds all of them. */
export const INDEX_ROWS_MAX = 500;

/** One file of the export as index.html shows it. */
export interface IndexFile {
  name: ExportFileName;
  rows: readonly ExportRow[];
}

/** `text` with `& < > " '` as character references, safe inside elements and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Plain text as HTML: escaped, each line break (`\r\n`, `\r` or `\n`) a `<br>`. */
export function textHtml(text: string): string {
  return escapeHtml(text).replace(/\r\n|\r|\n/g, '<br>');
}

/** The Dutch heading of `field` in `file` (the file's own word first), else the field's name. */
function label(file: ExportFileName, field: string): string {
  return EXPORT_FILE_LABELS[file]?.[field] ?? EXPORT_LABELS[field] ?? field;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** A value as HTML (escaped). */
function valueHtml(file: ExportFileName, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return escapeHtml(t.none);
  if (value instanceof Date) return escapeHtml(formatDateTime(value));
  if (typeof value === 'boolean') return escapeHtml(value ? t.yes : t.no);
  if (typeof value === 'string') return textHtml(EXPORT_FILE_VALUES[file]?.[field]?.[value] ?? EXPORT_VALUES[field]?.[value] ?? value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return escapeHtml(t.none);
    if (value.every(isRecord)) return table(file, value);
    return value.map((v) => valueHtml(file, field, v)).join(', ');
  }
  if (isRecord(value)) {
    const items = Object.entries(value).map(([k, v]) => `<dt>${escapeHtml(label(file, k))}</dt><dd>${valueHtml(file, k, v)}</dd>`);
    return `<dl>${items.join('')}</dl>`;
  }
  return escapeHtml(String(value));
}

function table(file: ExportFileName, rows: readonly ExportRow[]): string {
  const fields = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const head = fields.map((f) => `<th scope="col">${escapeHtml(label(file, f))}</th>`).join('');
  const body = rows
    .map((row) => `<tr>${fields.map((f) => `<td>${valueHtml(file, f, row[f])}</td>`).join('')}</tr>`)
    .join('\n');
  return `<div class="scroll"><table>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table></div>`;
}

/** The fields of a file's records, each with its heading: the JSON file's shape in one sentence. */
function fieldsHtml(file: ExportFileName, rows: readonly ExportRow[]): string {
  const fields = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const nested = new Set<string>();
  for (const row of rows) {
    for (const value of Object.values(row)) {
      if (Array.isArray(value)) for (const v of value) if (isRecord(v)) Object.keys(v).forEach((k) => nested.add(k));
    }
  }
  const all = [...fields, ...[...nested].filter((f) => !fields.includes(f))];
  const items = all.map((f) => `<code>${escapeHtml(f)}</code> (${escapeHtml(label(file, f))})`).join(', ');
  return `<p class="fields">${escapeHtml(t.fieldsIntro(`${file}.json`))} ${items}.</p>`;
}

/**
 * The page.
 * @param person the name the export is about (as stored).
 * @param files the exported files in their order, each with all its rows.
 * @param at when the export was made.
 */
export function exportIndexHtml(person: string, files: readonly IndexFile[], at: Date): string {
  const toc = files
    .map((f) => `<li><a href="#${f.name}">${escapeHtml(EXPORT_FILES[f.name].title)}</a> (${escapeHtml(t.rows(f.rows.length))})</li>`)
    .join('\n');
  const sections = files
    .map((f) => {
      const text = EXPORT_FILES[f.name];
      const shownRows = f.rows.slice(0, INDEX_ROWS_MAX);
      const parts = [
        `<section id="${f.name}">`,
        `<h2>${escapeHtml(text.title)}</h2>`,
        `<p>${escapeHtml(text.about)}</p>`,
        `<p class="file">${escapeHtml(t.file)}: <a href="${f.name}.json">${f.name}.json</a> — ${escapeHtml(t.rows(f.rows.length))}</p>`,
      ];
      if (f.rows.length === 0) parts.push(`<p><em>${escapeHtml(t.empty)}</em></p>`);
      else {
        parts.push(fieldsHtml(f.name, f.rows));
        if (f.rows.length > shownRows.length) parts.push(`<p>${escapeHtml(t.truncated(shownRows.length, f.rows.length))}</p>`);
        parts.push(table(f.name, shownRows));
      }
      parts.push('</section>');
      return parts.join('\n');
    })
    .join('\n\n');
  const kept = t.kept.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const machine = t.machine.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.documentTitle(person))}</title>
<style>
body { font-family: system-ui, sans-serif; line-height: 1.5; margin: 2rem auto; max-width: 72rem; padding: 0 1rem; color: #1a1a1a; }
h1, h2 { line-height: 1.2; }
section { margin-top: 2.5rem; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #bbb; padding: 0.35rem 0.5rem; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
th { background: #f0f0f0; }
td table { margin: 0.25rem 0; font-size: 0.95em; }
dl { margin: 0; display: grid; grid-template-columns: max-content 1fr; gap: 0 0.75rem; }
dt { font-weight: 600; }
dd { margin: 0; }
.fields { font-size: 0.9em; color: #444; }
code { font-family: ui-monospace, monospace; font-size: 0.95em; }
a { color: #0b57d0; }
@media print {
  body { margin: 0; max-width: none; font-size: 10pt; color: #000; }
  .no-print { display: none; }
  .scroll { overflow: visible; }
  a { color: inherit; text-decoration: none; }
  h2 { break-after: avoid; }
  section { break-inside: auto; }
  thead { display: table-header-group; }
  tr { break-inside: avoid; }
  th { background: none; }
}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(t.heading)}</h1>
<p>${escapeHtml(t.intro(person, formatDate(at)))}</p>
<p class="no-print">${escapeHtml(t.printHint)}</p>
<h2>${escapeHtml(t.contents)}</h2>
<ul>
${toc}
<li><a href="#json">${escapeHtml(t.machineTitle)}</a></li>
<li><a href="#bewaren">${escapeHtml(t.keptTitle)}</a></li>
</ul>

${sections}

<section id="json">
<h2>${escapeHtml(t.machineTitle)}</h2>
${machine}
</section>

<section id="bewaren">
<h2>${escapeHtml(t.keptTitle)}</h2>
${kept}
</section>
</main>
</body>
</html>
`;
}
