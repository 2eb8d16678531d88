/**
 * The `index.html` of the data export: one self-contained Dutch page (no scripts, no outside files) that shows
 * every exported file as a table, so a person can read their data in any browser without tools. Every value is
 * escaped (names, message bodies and answers are plain text, never HTML); long files show their first
 * INDEX_ROWS_MAX rows and say the file holds them all. Pure.
 */
import { formatDate, formatDateTime } from '#src/lib/i18n/format';
import { EXPORT_FILES, EXPORT_LABELS, EXPORT_VALUES, exportIndex as t, type ExportFileName } from '#src/features/privacy/strings';
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

/** A value as the page shows it (unescaped text; the caller escapes). */
function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t.none;
  if (value instanceof Date) return formatDateTime(value);
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (typeof value === 'string') return EXPORT_VALUES[field]?.[value] ?? value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join(', ');
  return JSON.stringify(value, null, 2);
}

function table(rows: readonly ExportRow[]): string {
  const fields = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const head = fields.map((f) => `<th scope="col">${escapeHtml(EXPORT_LABELS[f] ?? f)}</th>`).join('');
  const body = rows
    .map((row) => `<tr>${fields.map((f) => `<td>${escapeHtml(shown(f, row[f]))}</td>`).join('')}</tr>`)
    .join('\n');
  return `<div class="scroll"><table>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table></div>`;
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
        if (f.rows.length > shownRows.length) parts.push(`<p>${escapeHtml(t.truncated(shownRows.length, f.rows.length))}</p>`);
        parts.push(table(shownRows));
      }
      parts.push('</section>');
      return parts.join('\n');
    })
    .join('\n\n');
  const kept = t.kept.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
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
th, td { border: 1px solid #bbb; padding: 0.35rem 0.5rem; text-align: left; vertical-align: top; white-space: pre-wrap; overflow-wrap: anywhere; }
th { background: #f0f0f0; }
a { color: #0b57d0; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(t.heading)}</h1>
<p>${escapeHtml(t.intro(person, formatDate(at)))}</p>
<h2>${escapeHtml(t.contents)}</h2>
<ul>
${toc}
<li><a href="#bewaren">${escapeHtml(t.keptTitle)}</a></li>
</ul>

${sections}

<section id="bewaren">
<h2>${escapeHtml(t.keptTitle)}</h2>
${kept}
</section>
</main>
</body>
</html>
`;
}
