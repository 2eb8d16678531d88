/**
 * The reports feature's calls (rapportage; docs/api.md "Reports"; docs/domain.md "report"; docs/decisions/031-reports.md):
 * report templates, reports with their filled-in blocks, and their final versions. Declared once for the backend,
 * the staff and teacher pages, the editor island and the candidate's and contact person's pages
 * (docs/decisions/017-feature-folders.md). Client-safe: zod and types only. Times are ISO 8601 UTC.
 */
import { z } from 'zod';
import { multiLine, singleLine } from '#src/lib/text-fields';

// ——— Templates ———

/** The blocks the platform fills in from the PAT's data (blocks.ts). */
export const REPORT_BLOCKS = ['candidate', 'pat', 'modules', 'reflection', 'results'] as const;
export type ReportBlockKind = (typeof REPORT_BLOCKS)[number];

/** What each block is called on screen (template editor, report editor). */
export const REPORT_BLOCK_LABELS: Record<ReportBlockKind, string> = {
  candidate: 'Gegevens van de kandidaat',
  pat: 'Datums en locatie van de PAT',
  modules: 'Beoordelingen per module',
  reflection: 'Reflectie van de kandidaat',
  results: 'Resultaten',
};

/**
 * A section of a report template, in order: free text the teacher writes (Markdown subset, decision 011; `hint`
 * tells the writer what belongs there and is not printed) or a block the platform fills in. `id` is stable within
 * the template and keys the report's texts.
 */
export type ReportSection =
  | { id: string; kind: 'text'; title: string; hint: string }
  | { id: string; kind: 'block'; title: string; block: ReportBlockKind };

/** A report's text per text-section id (Markdown subset, decision 011). */
export type ReportTexts = Record<string, string>;

/** Draft until finalised; a final report changes only through a revision, which makes it a draft again. */
export type ReportStatus = 'draft' | 'final';

/** Most sections a template may have. */
export const MAX_REPORT_SECTIONS = 20;
/** Longest text of one section, characters (about ten printed pages). */
export const MAX_SECTION_TEXT = 20_000;
/**
 * Most characters of all text sections of one report together (about 30 printed pages of prose): bounds what one
 * final version prints and how long Typst works on it (docs/decisions/040).
 */
export const MAX_REPORT_TEXT = 100_000;
/** Most final versions of one report; a change (`revise`) beyond it is refused (docs/decisions/040). */
export const MAX_REPORT_VERSIONS = 20;
/** Largest PDF stored for one final version, bytes (4 MiB; a 30-page report is some 0.2–2 MB; docs/decisions/040). */
export const MAX_REPORT_PDF_BYTES = 4 * 1024 * 1024;

const sectionTitle = z
  .string({ message: 'Titel van een onderdeel: vul een titel in.' })
  .trim()
  .min(1, 'Titel van een onderdeel: vul een titel in.')
  .max(120, 'Titel van een onderdeel: hoogstens 120 tekens.')
  .check(singleLine('Titel van een onderdeel'));

/** One section of `reportTemplateBody`; a new section may leave out its id (the server gives one). */
export const reportSectionBody = z.discriminatedUnion(
  'kind',
  [
    z.object({
      id: z.string().regex(/^[a-z0-9-]{1,40}$/).optional(),
      kind: z.literal('text'),
      title: sectionTitle,
      hint: z.string().trim().max(500, 'Aanwijzing: hoogstens 500 tekens.').check(multiLine('Aanwijzing')).default(''),
    }),
    z.object({
      id: z.string().regex(/^[a-z0-9-]{1,40}$/).optional(),
      kind: z.literal('block'),
      title: sectionTitle,
      block: z.enum(REPORT_BLOCKS, { message: 'Kies welk gegevensblok dit onderdeel toont.' }),
    }),
  ],
  { message: 'Een onderdeel is tekst of een gegevensblok.' },
);

/** `POST /api/report-templates` and `PUT /api/report-templates/{id}` body. */
export const reportTemplateBody = z.object({
  name: z.string({ message: 'Naam: vul een naam in.' }).trim().min(1, 'Naam: vul een naam in.').max(120, 'Naam: hoogstens 120 tekens.').check(singleLine('Naam')),
  description: z.string().trim().max(1000, 'Omschrijving: hoogstens 1000 tekens.').check(multiLine('Omschrijving')).default(''),
  sections: z
    .array(reportSectionBody)
    .min(1, 'Voeg minstens één onderdeel toe.')
    .max(MAX_REPORT_SECTIONS, `Een sjabloon heeft hoogstens ${MAX_REPORT_SECTIONS} onderdelen.`)
    .refine((sections) => sections.some((s) => s.kind === 'text'), 'Voeg minstens één tekstonderdeel toe: een rapport zonder eigen tekst is geen rapport.'),
});
export type ReportTemplateSave = z.output<typeof reportTemplateBody>;

/** A template as listed and read. */
export interface ReportTemplate {
  id: string;
  name: string;
  description: string;
  sections: ReportSection[];
  archivedAt: string | null;
  /** How many reports were made from it. */
  reportCount: number;
  updatedAt: string;
}

// ——— Reports ———

/** `POST /api/reports` body: a new draft report for a candidate on a PAT, from a template. */
export const newReportBody = z.object({
  candidateId: z.uuid({ message: 'Kandidaat: kies een kandidaat.' }),
  patId: z.uuid({ message: 'PAT: kies een PAT.' }),
  templateId: z.uuid({ message: 'Sjabloon: kies een sjabloon.' }),
});
export type NewReport = z.output<typeof newReportBody>;

/** `PUT /api/reports/{id}` body: the draft's texts, saved as the editor goes; `revision` is the one it started from. */
export const reportDraftBody = z.object({
  revision: z.number().int().min(0),
  texts: z.record(z.string().max(40), z.string().max(MAX_SECTION_TEXT, `Een onderdeel is hoogstens ${MAX_SECTION_TEXT} tekens lang. Verdeel de tekst over meer onderdelen.`)),
});
export type ReportDraftSave = z.output<typeof reportDraftBody>;

/**
 * `POST /api/reports/{id}/finalize` body (optional): the `revision` the writer last saw, so that text they never saw is
 * never made final in their name (409 when the report changed since).
 */
export const finalizeReportBody = z.object({ revision: z.number().int().min(0).optional() });

/**
 * `POST /api/reports/{id}/revise` body: why a final report is being changed (printed on the new version's history),
 * and optionally the final `version` the reason is about (409 when a newer version was finalised since).
 */
export const reviseReportBody = z.object({
  version: z.number().int().min(1).optional(),
  reason: z
    .string({ message: 'Reden: schrijf waarom het rapport wordt gewijzigd.' })
    .trim()
    .min(5, 'Reden: schrijf in een paar woorden waarom het rapport wordt gewijzigd.')
    .max(500, 'Reden: hoogstens 500 tekens.')
    .check(multiLine('Reden')),
});

/** `PUT /api/reports/{id}/sharing` body: whether the contact person of the candidate's organisation may read it. */
export const reportSharingBody = z.object({ shareable: z.boolean({ message: 'Kies of de contactpersoon het rapport mag lezen.' }) });

/** Label and value, both Dutch and formatted. */
export type ReportRow = [label: string, value: string];

/** A score as printed: '3 · voldoende', or '—' for none. */
export type ScoreText = string;

/**
 * A block filled in from the PAT's data (blocks.ts `fillBlock`), every text already written in Dutch, the same for
 * the editor's preview and the PDF. `dir` 'rtl' marks text a candidate wrote in a right-to-left script.
 */
export type FilledBlock =
  | { kind: 'candidate'; rows: ReportRow[] }
  | { kind: 'pat'; rows: ReportRow[]; days: { day: string; time: string; location: string }[] }
  | {
      kind: 'modules';
      modules: {
        title: string;
        /** Column heads: 'Criterium', then one per assessor who evaluated ('1e beoordelaar (Naam)', …), and 'Afgesproken' when agreed. */
        columns: string[];
        rows: { criterion: string; knockOut: boolean; scores: ScoreText[] }[];
        remarks: { who: string; text: string }[];
        /** Why there is nothing to show, e.g. 'Nog geen definitieve beoordeling.'; null when there is. */
        empty: string | null;
      }[];
    }
  | {
      kind: 'reflection';
      modules: { title: string; rows: { criterion: string; self: ScoreText; deciding: ScoreText }[]; remark: string; dir: 'ltr' | 'rtl'; empty: string | null }[];
    }
  | { kind: 'results'; columns: string[]; rows: { module: string; score: string; result: string }[]; summary: string };

/**
 * A section as the editor and the PDF show it: text with the writer's Markdown (and, from the API, `html`: the same
 * text as sanitised HTML made by the server, decision 011, for reading), or a filled-in block.
 */
export type ReportPart =
  | { id: string; kind: 'text'; title: string; hint: string; text: string; html?: string }
  | { id: string; kind: 'block'; title: string; block: FilledBlock };

/** A final version as listed. */
export interface ReportVersionSummary {
  version: number;
  finalizedAt: string;
  finalizedBy: string | null;
  reason: string | null;
  /** Size of the PDF, bytes. */
  pdfBytes: number;
}

/** `GET /api/reports/{id}`: a report with its parts as they will print and its versions, newest first. */
export interface ReportView {
  id: string;
  title: string;
  candidate: { id: string; name: string };
  pat: { id: string; title: string; resultsReleasedAt: string | null };
  templateName: string | null;
  status: ReportStatus;
  revision: number;
  version: number;
  revisionReason: string | null;
  shareable: boolean;
  parts: ReportPart[];
  versions: ReportVersionSummary[];
  updatedAt: string;
  updatedBy: string | null;
  /** Whether the caller may change it (staff, or a teacher planned on the PAT). */
  canEdit: boolean;
  /** Why it cannot be finalised now (Dutch), or null. */
  finalizeBlocked: string | null;
}

/** `PUT /api/reports/{id}` answer. */
export interface ReportDraftSaved {
  revision: number;
  updatedAt: string;
}

/** A report as listed for a candidate, PAT or reader (only its final versions for a candidate or contact person). */
export interface ReportListItem {
  id: string;
  title: string;
  candidate: { id: string; name: string };
  pat: { id: string; title: string };
  status: ReportStatus;
  version: number;
  shareable: boolean;
  updatedAt: string;
  /** Final versions, newest first (empty for a draft never finalised). */
  versions: ReportVersionSummary[];
}
