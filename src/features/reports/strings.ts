/**
 * Dutch texts of the reports screens for staff, teachers and contact persons (docs/decisions/031-reports.md). The
 * candidate's texts are in the `reportDownload` catalogue (messages/), in six languages.
 */
export const reportStrings = {
  readerTitle: 'Rapporten',
  readerIntro: 'De definitieve rapporten die de docent met jullie deelt, als PDF.',
  readerNone: 'Er is nog geen rapport gedeeld.',
  download: (title: string, kb: number) => `${title} downloaden (PDF, ${kb} kB)`,
  version: (version: number, date: string, by: string | null) => `Versie ${version}, definitief op ${date}${by ? ` door ${by}` : ''}`,
  reason: (reason: string) => `Gewijzigd: ${reason}`,
  older: 'Eerdere versies',
  // staff and teachers: the report of a candidate on a PAT
  staffTitle: 'Rapport',
  staffNone: 'Er is nog geen rapport over deze kandidaat op deze PAT.',
  staffNoneForCandidate: 'Er is nog geen rapport over deze kandidaat. Een rapport maak je op de voortgangspagina van een PAT.',
  open: 'Rapport openen',
  create: 'Rapport maken',
  chooseTemplate: 'Sjabloon',
  noTemplates: 'Er is nog geen rapportagesjabloon. Een coördinator maakt er een op de pagina Rapportagesjablonen.',
  status: (status: 'draft' | 'final', version: number) =>
    status === 'final' ? `Definitief, versie ${version}` : version > 0 ? `Wordt gewijzigd (na versie ${version})` : 'Concept',
  created: 'Het rapport is gemaakt. Schrijf de tekstonderdelen; de gegevensblokken vult het platform zelf in.',
} as const;
