/**
 * The PDF of a final report version (rapportage; contract.ts `ReportPart`): `report-template.ts` lays out the texts
 * that `reportPdfData` writes in Dutch, and Typst makes a tagged PDF/UA-1 file of it (document title and language
 * 'nl', structure tree with headings, paragraphs, lists and tables), in the way of the invoices
 * (features/invoices/documents/pdf.server.ts) and the candidate manual (decision 021). Made once, when a version is
 * finalised, by the server's Typst process (src/server/typst/renderer.server.ts; decision 032).
 *
 * What the PDF shows: on every page the platform's name and the organisation's name above, the report's title and
 * 'Pagina N van M' below; on the first page the title, the candidate, the PAT and the version (who finalised it
 * when, and why it was changed); then every section of the template in order — the teacher's text (Markdown subset,
 * decision 011, via markup.ts) or a block filled in from the PAT's data.
 *
 * User text stays data all the way: it reaches Typst as JSON strings only (never as markup), with the characters the
 * font cannot show replaced first (src/server/typst/printable.server.ts), because PDF/UA-1 forbids them.
 *
 * Fonts: DejaVu Sans from the npm package `dejavu-fonts-ttf` (src/server/typst/fonts.server.ts), so every machine
 * makes the same PDF.
 */
import { amsterdamDay, longDayText } from '#src/lib/calendar-day';
import { breakLongWords } from '#src/lib/plain-text';
import { nextTurn } from '#src/server/event-loop';
import { renderTypstPdf } from '#src/server/typst/renderer.server';
import type { FilledBlock, ReportPart, ReportRow } from '#src/features/reports/contract';
import { parseMarkup, textDirection, type MarkupBlock, type TextDirection } from './markup';
import { printableText } from '#src/server/typst/printable.server';
import { REPORT_TEMPLATE_SOURCE } from './report-template';

/** What a report PDF is made of: the report's texts and filled-in blocks, and who finalised which version when. */
export interface ReportPdfInput {
  /** Printed at the top left of every page. */
  platformName: string;
  /** The candidate's organisation, printed at the top right of every page; null prints nothing there. */
  organizationName: string | null;
  /** The report's title: heading, PDF document title and footer. */
  title: string;
  candidateName: string;
  patTitle: string;
  /** Number of this final version, 1 for the first. */
  version: number;
  /** When this version was finalised: a Date or an ISO 8601 text; printed as its Europe/Amsterdam day. */
  finalizedAt: Date | string;
  /** Name of who finalised it. */
  finalizedBy: string;
  /** Why the report was changed (printed from version 2 on), or null. */
  reason: string | null;
  /** The sections in the template's order. */
  parts: ReportPart[];
  /** The company logo as PNG, printed above the title, or null/absent: none (company-settings `loadBranding`). */
  logoPng?: Uint8Array | null;
  /** Colour '#rrggbb' of headings and links (company-settings `loadBranding`), or null/absent: the layout's own. */
  colour?: string | null;
}

/** One thing a section prints, in order. Tables have a header row; `widths` are shares of the line per column. */
export type ReportPdfPiece =
  | { kind: 'markup'; blocks: MarkupBlock[] }
  | { kind: 'heading'; text: string }
  | { kind: 'rows'; rows: ReportRow[] }
  | { kind: 'table'; columns: string[]; widths: number[]; rows: string[][] }
  | { kind: 'paragraph'; label: string | null; text: string; dir: TextDirection };

/** The texts the template (report-template.ts) prints, all in Dutch and already formatted. */
export interface ReportPdfData {
  /** PDF document title (metadata) and footer. */
  documentTitle: string;
  platformName: string;
  organizationName: string | null;
  /** The level-1 heading. */
  title: string;
  /** [label, value]: candidate and PAT. */
  facts: ReportRow[];
  /** 'Versie 2 · definitief op 26 november 2026 door Naam'. */
  version: string;
  /** 'Gewijzigd: …' from version 2 on when a reason is known, else null. */
  revision: string | null;
  /** Every section: its title (a level-2 heading) and what it prints. */
  parts: { title: string; pieces: ReportPdfPiece[] }[];
  /** The logo's PNG bytes (0–255 each; Typst reads them with `bytes`), or null. */
  logo: number[] | null;
  /** Alternative text of the logo (PDF/UA). */
  logoAlt: string;
  /** Colour '#rrggbb' of headings and links. */
  accent: string;
}

/** The colour of headings and links without a colour of the company's own. */
const LAYOUT_ACCENT = '#1f5f8b';

/** The Dutch texts of the PDF that are not the report's own. */
export const REPORT_PDF_TEXTS = {
  untitled: 'Rapport',
  candidate: 'Kandidaat',
  pat: 'PAT',
  version: (version: number, day: string, by: string) => `Versie ${version} · definitief op ${day}${by ? ` door ${by}` : ''}`,
  revision: (reason: string) => `Gewijzigd: ${reason}`,
  section: (index: number) => `Onderdeel ${index}`,
  module: 'Module',
  knockOut: '(knock-out)',
  noScore: '—',
  patDays: ['Dag', 'Tijd', 'Locatie'],
  reflection: ['Criterium', 'Eigen antwoord', 'Beslissende score'],
  reflectionRemark: 'Opmerking van de kandidaat:',
  noModules: 'Deze PAT heeft geen modules.',
  criterion: 'Criterium',
} as const;

/** `text` with no-break spaces, so that a date is not split over two lines. */
const unbroken = (text: string) => text.replace(/ /g, '\u00a0');

/**
 * The Europe/Amsterdam day of `at` written out in Dutch ('26 november 2026'; lib/calendar-day.ts).
 * @throws Error in Dutch when `at` is not a valid moment.
 */
function finalizedDay(at: Date | string): string {
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) throw new Error(`Rapport-PDF: '${String(at)}' is geen geldig moment van definitief maken.`);
  return longDayText(amsterdamDay(date));
}

/** Widths of a table's columns: the first (criterion, module, day) twice as wide as each other one, 1.5 times from four columns on. */
const widths = (columns: number) => Array.from({ length: columns }, (_, i) => (i > 0 ? 1 : columns > 3 ? 1.5 : 2));

/** A table whose every row has exactly one cell per column (Typst fills a table cell by cell). */
function table(columns: string[], rows: string[][]): ReportPdfPiece {
  const cells = (row: string[]) => Array.from({ length: columns.length }, (_, i) => row[i] ?? REPORT_PDF_TEXTS.noScore);
  return { kind: 'table', columns, widths: widths(columns.length), rows: rows.map(cells) };
}

const paragraph = (text: string, label: string | null = null, dir: TextDirection = textDirection(text)): ReportPdfPiece => ({
  kind: 'paragraph',
  label,
  text,
  dir,
});

const titled = (title: string, fallback: string) => (title.trim() === '' ? fallback : title.trim());

/** The table of a module, or its `empty` message instead of a table without rows (nothing when there is neither). */
function tableOrEmpty(empty: string | null, rows: number, make: () => ReportPdfPiece): ReportPdfPiece[] {
  if (empty === null && rows > 0) return [make()];
  return empty?.trim() ? [paragraph(empty)] : [];
}

/** What a filled-in block prints, in order. */
function blockPieces(block: FilledBlock): ReportPdfPiece[] {
  const t = REPORT_PDF_TEXTS;
  switch (block.kind) {
    case 'candidate':
      return block.rows.length > 0 ? [{ kind: 'rows', rows: block.rows }] : [];
    case 'pat':
      return [
        ...(block.rows.length > 0 ? [{ kind: 'rows', rows: block.rows } as const] : []),
        ...(block.days.length > 0 ? [table([...t.patDays], block.days.map((day) => [day.day, day.time, day.location]))] : []),
      ];
    case 'modules':
      if (block.modules.length === 0) return [paragraph(t.noModules)];
      return block.modules.flatMap((module) => [
        { kind: 'heading', text: titled(module.title, t.module) } as const,
        ...tableOrEmpty(module.empty, module.rows.length, () =>
          table(
            module.columns.length > 0 ? module.columns : [t.criterion],
            module.rows.map((row) => [row.knockOut ? `${row.criterion} ${t.knockOut}` : row.criterion, ...row.scores]),
          ),
        ),
        ...module.remarks.filter((remark) => remark.text.trim() !== '').map((remark) => paragraph(remark.text, `${remark.who}:`)),
      ]);
    case 'reflection':
      if (block.modules.length === 0) return [paragraph(t.noModules)];
      return block.modules.flatMap((module) => [
        { kind: 'heading', text: titled(module.title, t.module) } as const,
        ...tableOrEmpty(module.empty, module.rows.length, () =>
          table([...t.reflection], module.rows.map((row) => [row.criterion, row.self, row.deciding])),
        ),
        ...(module.remark.trim() !== '' ? [paragraph(module.remark, t.reflectionRemark, module.dir)] : []),
      ]);
    case 'results':
      return [
        ...(block.rows.length > 0 ? [table(block.columns, block.rows.map((row) => [row.module, row.score, row.result]))] : []),
        ...(block.summary.trim() !== '' ? [paragraph(block.summary)] : []),
      ];
  }
}

/** `value` with every string in it made printable (`printableText`); other values as they are. */
function printable<T>(value: T): T {
  if (typeof value === 'string') return printableText(value) as T;
  if (Array.isArray(value)) return value.map(printable) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, printable(item)])) as T;
  }
  return value;
}

/**
 * `value` with a break opportunity in every word longer than lib/plain-text.ts LONGEST_UNBROKEN characters
 * (`breakLongWords`), so that a 3,000-character word or address wraps within the page instead of running off it.
 * Link addresses (`href`) and the document title (metadata) are left as they are.
 */
function breakable<T>(value: T, key = ''): T {
  if (typeof value === 'string') return (key === 'href' || key === 'documentTitle' ? value : breakLongWords(value)) as T;
  if (Array.isArray(value)) return value.map((item) => breakable(item)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, breakable(item, k)])) as T;
  }
  return value;
}

/**
 * Everything of the PDF but its sections (see `reportPdfData`).
 * @throws Error in Dutch when `version` is not a whole number ≥ 1 or `finalizedAt` is not a valid moment.
 */
function reportPdfHead(input: ReportPdfInput): Omit<ReportPdfData, 'parts'> {
  const t = REPORT_PDF_TEXTS;
  if (!Number.isInteger(input.version) || input.version < 1) {
    throw new Error(`Rapport-PDF: versie ${String(input.version)} bestaat niet; de eerste versie is 1.`);
  }
  const day = unbroken(finalizedDay(input.finalizedAt));
  const { logoPng, colour, ...texts } = input;
  const clean = printable({ ...texts, finalizedAt: '', parts: [] });
  const title = titled(clean.title, t.untitled);
  const reason = clean.reason?.trim() ?? '';
  const head: Omit<ReportPdfData, 'parts' | 'logo' | 'logoAlt' | 'accent'> = breakable({
    documentTitle: title,
    platformName: clean.platformName,
    organizationName: clean.organizationName?.trim() ? clean.organizationName : null,
    title,
    facts: [
      [t.candidate, clean.candidateName],
      [t.pat, clean.patTitle],
    ],
    version: t.version(clean.version, day, clean.finalizedBy.trim()),
    revision: clean.version >= 2 && reason !== '' ? t.revision(reason) : null,
  });
  return {
    ...head,
    logo: logoPng ? Array.from(logoPng) : null,
    logoAlt: `Logo van ${clean.platformName}`,
    accent: colour && /^#[0-9a-f]{6}$/i.test(colour) ? colour : LAYOUT_ACCENT,
  };
}

/** What section number `index + 1` prints (see `reportPdfData`). */
function reportPdfPart(part: ReportPart, index: number): ReportPdfData['parts'][number] {
  const clean = printable(part);
  return breakable({
    title: titled(clean.title, REPORT_PDF_TEXTS.section(index + 1)),
    pieces: clean.kind === 'text' ? [{ kind: 'markup', blocks: parseMarkup(clean.text) }] : blockPieces(clean.block),
  });
}

/**
 * What the PDF of `input` says, as the JSON data of the template (report-template.ts): every text with the
 * characters the font cannot show replaced (src/server/typst/printable.server.ts) and a break opportunity in every word too long for
 * a line (`breakable`), each section's text parsed by `parseMarkup`, the blocks as tables, label–value rows and
 * paragraphs, the day of finalising in Dutch (Europe/Amsterdam). An empty title becomes 'Rapport', an empty section
 * title 'Onderdeel N', an empty module title 'Module' (PDF/UA-1 forbids empty headings). No database and no clock:
 * the same input gives the same data, for tests and previews.
 * @throws Error in Dutch when `version` is not a whole number ≥ 1 or `finalizedAt` is not a valid moment.
 */
export function reportPdfData(input: ReportPdfInput): ReportPdfData {
  return { ...reportPdfHead(input), parts: input.parts.map(reportPdfPart) };
}

/**
 * The report version as a tagged PDF/UA-1 file (A4, Dutch), made by the server's Typst process
 * (src/server/typst/renderer.server.ts; docs/decisions/032-typst-in-a-child-process.md). Deterministic: the same
 * input gives the same bytes (no creation date). Some 25 ms for five pages, outside this process's event loop; the
 * first report of a new Typst process takes some 30 ms more (it loads the fonts). The data is `reportPdfData`'s,
 * made one section at a time with a turn of the event loop in between (src/server/event-loop.ts), so that the tens
 * of milliseconds a long section takes to parse never hold up other requests all at once (docs/decisions/040).
 * @returns the PDF bytes, starting with '%PDF'.
 * @throws Error in Dutch when the input is invalid (`reportPdfData`); TypstRenderError in Dutch when Typst reports an
 *   error (its messages are included), takes longer than the renderer's timeout, or its process ends.
 */
export async function renderReportPdf(input: ReportPdfInput): Promise<Uint8Array> {
  const head = reportPdfHead(input);
  const parts: ReportPdfData['parts'] = [];
  for (const [index, part] of input.parts.entries()) {
    await nextTurn();
    parts.push(reportPdfPart(part, index));
  }
  const data: ReportPdfData = { ...head, parts };
  return renderTypstPdf({ template: REPORT_TEMPLATE_SOURCE, data, subject: `het rapport '${data.documentTitle}'` });
}
