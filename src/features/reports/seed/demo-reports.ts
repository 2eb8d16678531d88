/**
 * Demo data of the reports feature (docs/decisions/031-reports.md): on the released PAT of September
 * (pat/seed/demo-pat.ts `seedDemoPastPat`) the demo teacher wrote Sven's report, finalised it and shared it with the
 * contact person, so Sven downloads it on /candidate/result/{patId}#rapport and Henk Bosman on the PAT view of
 * /contactperson; Piotr has no report yet, so the teacher can make one from /docent/pat-dag/{id}. The PDF is
 * rendered as finalising does.
 */
import { loadBranding } from '#src/features/company-settings/api/settings';
import { and, eq } from 'drizzle-orm';
import type { Db } from '#src/server/db/client';
import { notifications, organizations, pats, reports, reportTemplates, reportVersions, users } from '#src/server/db/schema';
import { NOTIFICATION_TYPE } from '#src/features/mailbox/notification-links';
import { reportParts } from '#src/features/reports/blocks';
import type { ReportTexts } from '#src/features/reports/contract';
import { renderReportPdf } from '#src/features/reports/documents/pdf.server';
import { PLATFORM_NAME, REPORT_TITLES } from '#src/features/reports/api/reports';
import { reportSources } from '#src/features/reports/api/sources';

/** What the teacher wrote, by the section titles of the default template ('Rapportage PAT'). */
const SVEN_TEXTS: Record<string, string> = {
  Inleiding:
    'Sven Kuipers deed in september mee aan de PAT Magazijnmedewerker in het praktijkmagazijn in Hengelo. Het doel was te zien of hij klaar is voor een baan als **orderpicker** bij een distributiecentrum.',
  'Observaties per module':
    '## Orderpicken\nSven werkt rustig en scant elk artikel. Bij de kruising kijkt hij goed om zich heen, maar één keer liep hij achter een rijdende heftruck langs.\n\n## Pallet verplaatsen\n- Pallet recht in het vak gezet\n- Vorken helemaal gezakt\n\n## Goederenontvangst\nHij vond alle verschillen op de pakbon en meldde ze netjes.',
  Conclusie: 'Sven heeft alle drie de modules *behaald*. Hij werkt nauwkeurig en vraagt om hulp als dat nodig is. Veilig werken rond heftrucks verdient nog aandacht.',
  Advies:
    'Wij adviseren Sven te plaatsen als orderpicker, met in de eerste weken een korte instructie over veilig lopen in een magazijn met heftrucks.\n\n1. Start met een proefplaatsing van vier weken\n2. Evaluatie na twee weken met de leidinggevende',
};

/**
 * Adds Sven's final, shared report on the September PAT, from the template `templateId`.
 * @param pastPatId the September PAT (pat/seed/demo-pat.ts `seedDemoPastPat`).
 * @throws Error (Dutch) when the PAT, a demo account or the template is missing.
 */
export async function seedDemoReports(db: Db, templateId: string, pastPatId: string): Promise<void> {
  const [pat] = await db.select({ id: pats.id, title: pats.title, releasedAt: pats.resultsReleasedAt }).from(pats).where(eq(pats.id, pastPatId));
  const [teacher] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, 'docent@example.org'));
  const [sven] = await db
    .select({ id: users.id, organization: organizations.name, organizationId: users.organizationId })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.email, 'kandidaat@example.org'));
  const [template] = await db.select().from(reportTemplates).where(eq(reportTemplates.id, templateId));
  if (!pat?.releasedAt || !teacher || !sven || !template) throw new Error('de demo-PAT van september, de docent, Sven of het rapportagesjabloon ontbreekt');

  const texts: ReportTexts = Object.fromEntries(template.sections.filter((s) => s.kind === 'text').map((s) => [s.id, SVEN_TEXTS[s.title] ?? '']));
  const finalizedAt = new Date(pat.releasedAt.getTime() + 2 * 24 * 3600 * 1000);
  const title = `${template.name}: ${pat.title}`;
  // Released results: staff and the PAT's teachers see the same final assessment (decision 037).
  const sources = await reportSources(db, pat.id, sven.id, { kind: 'staff' });
  if (!sources) throw new Error('de gegevens van Svens PAT ontbreken');
  const branding = await loadBranding(db);
  const pdf = await renderReportPdf({
    logoPng: branding.logoPng,
    colour: branding.colour,
    platformName: PLATFORM_NAME,
    organizationName: sven.organization,
    title,
    candidateName: sources.candidate.name,
    patTitle: pat.title,
    version: 1,
    finalizedAt,
    finalizedBy: teacher.name,
    reason: null,
    parts: reportParts(template.sections, texts, sources),
  });
  const [report] = await db
    .insert(reports)
    .values({
      candidateId: sven.id,
      patId: pat.id,
      templateId: template.id,
      title,
      sections: template.sections,
      texts,
      shareable: true,
      status: 'final',
      revision: 6,
      version: 1,
      createdBy: teacher.id,
      createdAt: new Date(finalizedAt.getTime() - 3 * 3600 * 1000),
      updatedBy: teacher.id,
      updatedAt: finalizedAt,
    })
    .returning({ id: reports.id });
  await db.insert(reportVersions).values({ reportId: report!.id, version: 1, texts, reason: null, pdf, pdfBytes: pdf.byteLength, finalizedBy: teacher.id, finalizedAt });
  const contacts = sven.organizationId
    ? await db.select({ id: users.id }).from(users).where(and(eq(users.organizationId, sven.organizationId), eq(users.role, 'ContactPerson'), eq(users.status, 'active')))
    : [];
  const params = { report: title, patId: pat.id, candidateId: sven.id };
  await db.insert(notifications).values([
    { userId: sven.id, type: NOTIFICATION_TYPE.report, message: REPORT_TITLES.available(title), params, relatedId: report!.id, createdAt: finalizedAt },
    ...contacts.map((c) => ({
      userId: c.id,
      type: NOTIFICATION_TYPE.report,
      message: REPORT_TITLES.availableFor(title, sources.candidate.name),
      params,
      relatedId: report!.id,
      createdAt: finalizedAt,
    })),
  ]);
}
