/**
 * The report templates every installation starts with (src/backend/seed.ts; docs/api.md "Report templates"):
 * 'Rapportage PAT', the full report on a candidate's PAT, and 'Korte rapportage', a short one with the results and
 * an advice. Staff change or archive them at /cp/rapportage-sjablonen like any other template.
 */
import { sql } from 'drizzle-orm';
import type { ReportSection } from '#src/features/reports/contract';
import type { Db } from '#src/server/db/client';
import { reportTemplates } from '#src/server/db/schema';

/** The name of the default template. */
export const DEFAULT_REPORT_TEMPLATE = 'Rapportage PAT';

/** The default template's sections, in the order the report prints them. */
export const DEFAULT_REPORT_SECTIONS: ReportSection[] = [
  {
    id: 'inleiding',
    kind: 'text',
    title: 'Inleiding',
    hint: 'Waarom is dit rapport gemaakt en voor wie? Noem de opleiding of het traject van de kandidaat en het doel van de PAT.',
  },
  { id: 'kandidaat', kind: 'block', title: 'Gegevens van de kandidaat', block: 'candidate' },
  { id: 'pat', kind: 'block', title: 'PAT', block: 'pat' },
  {
    id: 'observaties',
    kind: 'text',
    title: 'Observaties per module',
    hint: 'Wat zag je per module? Beschrijf concreet gedrag: wat ging goed en wat nog niet.',
  },
  { id: 'beoordelingen', kind: 'block', title: 'Beoordelingen per module', block: 'modules' },
  { id: 'reflectie', kind: 'block', title: 'Reflectie van de kandidaat', block: 'reflection' },
  { id: 'resultaten', kind: 'block', title: 'Resultaten', block: 'results' },
  { id: 'conclusie', kind: 'text', title: 'Conclusie', hint: 'Wat is je oordeel over de PAT als geheel?' },
  { id: 'advies', kind: 'text', title: 'Advies', hint: 'Wat raad je de kandidaat en de opdrachtgever aan als volgende stap?' },
];

/** The short template's sections. */
const SHORT_REPORT_SECTIONS: ReportSection[] = [
  { id: 'kandidaat', kind: 'block', title: 'Gegevens van de kandidaat', block: 'candidate' },
  { id: 'resultaten', kind: 'block', title: 'Resultaten', block: 'results' },
  { id: 'advies', kind: 'text', title: 'Advies', hint: 'Wat raad je de kandidaat en de opdrachtgever aan als volgende stap?' },
];

const TEMPLATES: { name: string; description: string; sections: ReportSection[] }[] = [
  {
    name: DEFAULT_REPORT_TEMPLATE,
    description: 'Het volledige rapport over de PAT van een kandidaat: gegevens, beoordelingen, reflectie, resultaten, conclusie en advies.',
    sections: DEFAULT_REPORT_SECTIONS,
  },
  {
    name: 'Korte rapportage',
    description: 'Een kort rapport met de gegevens van de kandidaat, de resultaten en een advies.',
    sections: SHORT_REPORT_SECTIONS,
  },
];

/**
 * Inserts the two templates, each only when no current template has its name (case-insensitively), so calling it
 * again changes nothing.
 * @param createdBy the id of the user the templates are made by (the admin).
 * @returns the id of 'Rapportage PAT': the one just made, or the current one of that name.
 */
export async function seedReportTemplates(db: Db, createdBy: string): Promise<string> {
  let defaultId: string | null = null;
  for (const template of TEMPLATES) {
    const [existing] = await db
      .select({ id: reportTemplates.id })
      .from(reportTemplates)
      .where(sql`lower(${reportTemplates.name}) = lower(${template.name}) AND ${reportTemplates.archivedAt} IS NULL`);
    const id = existing?.id ?? (await db.insert(reportTemplates).values({ ...template, createdBy }).returning({ id: reportTemplates.id }))[0]?.id;
    if (!id) throw new Error('rapportagesjabloon niet aangemaakt');
    if (template.name === DEFAULT_REPORT_TEMPLATE) defaultId = id;
  }
  return defaultId as string;
}
