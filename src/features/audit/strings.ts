/**
 * Dutch texts of the audit log: the page /cp/audit (filters and table) and the recent activity in words on the
 * admin's home (/cp/admin).
 */
import { formatNumber } from '#src/lib/i18n/format';

export const audit = {
  title: 'Auditlog',
  intro: 'Alle aanroepen van de API en alle keren dat iemand in- of uitlogt. Nieuwste eerst.',
  filters: 'Filteren',
  userId: 'Gebruikers-id',
  route: 'Route (begin)',
  routeColumn: 'Route',
  routeHint: 'Bijvoorbeeld /api/user',
  status: 'Status',
  from: 'Vanaf datum',
  to: 'Tot en met datum',
  apply: 'Filter toepassen',
  reset: 'Filters wissen',
  empty: 'Geen regels gevonden.',
  at: 'Tijd',
  user: 'Gebruiker',
  method: 'Methode',
  duration: 'Duur',
  clientIp: 'IP-adres',
  outcome: 'Uitkomst',
  requestId: 'Request-id',
  ms: (n: number) => `${n} ms`,
  anonymous: 'niet ingelogd',
  /** How many rows match: '1 regel', '9.500 regels', or 'meer dan 10.000 regels' when the count stopped (`totalCapped`). */
  total: (n: number, capped = false) => (capped ? `meer dan ${formatNumber(n)} regels` : n === 1 ? '1 regel' : `${formatNumber(n)} regels`),
  /** Under the page links when the count stopped: the pages end there. */
  cappedHint: (pages: number) => `Alleen de nieuwste ${formatNumber(pages)} pagina's zijn te openen; gebruik de filters om oudere regels te vinden.`,
  caption: 'Auditregels',
} as const;

/**
 * 'Recente activiteit' on the admin's home (/cp/admin): what people did lately, as sentences
 * (features/audit/activity.ts `activitySentence`). Each sentence starts with who did it; `a` is that name.
 * Names of modules and templates are quoted (‘…’); a profession test reads as its title when that already says
 * 'Beroepentest …'.
 */
export const activity = {
  title: 'Recente activiteit',
  intro: 'Wat er het laatst is gedaan: inloggen, opslaan, versturen en beoordelen. Opvragen staat alleen in het auditlog, net als wat niet lukte.',
  empty: 'Er is nog geen activiteit.',
  toAudit: 'Bekijk alles in het auditlog',
  /** The link on each line to the audit log filtered on that user and call; its name repeats the line. */
  inAudit: 'In het auditlog',
  inAuditLabel: (sentence: string) => `In het auditlog: ${sentence}`,
  /** Who did it, when the line has no (known) name. */
  someone: 'Iemand',
  formerUser: 'Een verwijderde gebruiker',
  aModule: 'een module',
  aTemplate: 'een beoordelingssjabloon',
  aTest: 'een beroepentest',
  aCandidate: 'een kandidaat',
  aTeacher: 'een docent',
  theModule: (title: string) => `de module ‘${title}’`,
  theTemplate: (name: string) => `het beoordelingssjabloon ‘${name}’`,
  /** 'de Beroepentest Magazijnmedewerker', or 'de beroepentest ‘Zonder open’' for a title without the word. */
  theTest: (title: string) => (/^beroepentest\b/i.test(title) ? `de ${title}` : `de beroepentest ‘${title}’`),
  sentences: {
    signIn: (a: string) => `${a} is ingelogd.`,
    signOut: (a: string) => `${a} is uitgelogd.`,
    forgotPassword: (a: string) => `${a} heeft een link aangevraagd om een nieuw wachtwoord te maken.`,
    resetPassword: (a: string) => `${a} heeft een nieuw wachtwoord ingesteld met de link uit de e-mail.`,
    activateAccount: (a: string) => `${a} heeft een account geactiveerd met de link uit de uitnodiging.`,
    changePassword: (a: string) => `${a} heeft het eigen wachtwoord gewijzigd.`,
    sendMessage: (a: string) => `${a} heeft een bericht verstuurd.`,
    replyMessage: (a: string) => `${a} heeft een bericht beantwoord.`,
    createModule: (a: string) => `${a} heeft een nieuwe module gemaakt.`,
    saveModule: (a: string, module: string) => `${a} heeft ${module} opgeslagen als nieuwe versie.`,
    setModuleTemplate: (a: string, module: string) => `${a} heeft het beoordelingssjabloon van ${module} gewijzigd.`,
    importModule: (a: string) => `${a} heeft een module geïmporteerd.`,
    uploadImage: (a: string) => `${a} heeft een afbeelding geüpload.`,
    createTemplate: (a: string) => `${a} heeft een nieuw beoordelingssjabloon gemaakt.`,
    saveTemplate: (a: string, template: string) => `${a} heeft ${template} gewijzigd.`,
    suggest: (a: string) => `${a} heeft een suggestie voor een module gestuurd.`,
    acceptSuggestion: (a: string, teacher: string, module: string) => `${a} heeft een suggestie van ${teacher} voor ${module} overgenomen.`,
    rejectSuggestion: (a: string, teacher: string, module: string) => `${a} heeft een suggestie van ${teacher} voor ${module} afgewezen.`,
    createTest: (a: string) => `${a} heeft een nieuwe beroepentest gemaakt.`,
    assignTest: (a: string, test: string) => `${a} heeft ${test} aan een kandidaat toegewezen.`,
    startTest: (a: string, test: string) => `${a} is begonnen aan ${test}.`,
    closeTest: (a: string, test: string) => `${a} heeft ${test} afgesloten.`,
    scoreAnswer: (a: string, candidate: string, test: string) => `${a} heeft een open antwoord van ${candidate} beoordeeld in ${test}.`,
    erasePerson: (a: string) => `${a} heeft de gegevens van een persoon verwijderd (AVG).`,
    createCandidate: (a: string) => `${a} heeft een kandidaat aangemaakt en uitgenodigd.`,
    createTeacher: (a: string) => `${a} heeft een docent aangemaakt en uitgenodigd.`,
    createContactPerson: (a: string) => `${a} heeft een contactpersoon aangemaakt en uitgenodigd.`,
    createCoordinator: (a: string) => `${a} heeft een coördinator aangemaakt en uitgenodigd.`,
    importCandidates: (a: string) => `${a} heeft kandidaten geïmporteerd uit een CSV-bestand.`,
    checkIntakeFile: (a: string) => `${a} heeft een CSV-bestand met kandidaten gecontroleerd.`,
    savePerson: (a: string) => `${a} heeft de gegevens van een gebruiker gewijzigd.`,
    invitePerson: (a: string) => `${a} heeft een uitnodiging opnieuw verstuurd.`,
    disablePerson: (a: string) => `${a} heeft een account uitgeschakeld.`,
    enablePerson: (a: string) => `${a} heeft een account weer ingeschakeld.`,
    createOrganization: (a: string) => `${a} heeft een organisatie aangemaakt.`,
    saveOrganization: (a: string) => `${a} heeft de gegevens van een organisatie gewijzigd.`,
    archiveOrganization: (a: string) => `${a} heeft een organisatie gearchiveerd.`,
    restoreOrganization: (a: string) => `${a} heeft een organisatie teruggezet uit het archief.`,
    deleteOrganization: (a: string) => `${a} heeft een organisatie verwijderd.`,
    createLocation: (a: string) => `${a} heeft een locatie aangemaakt.`,
    saveLocation: (a: string) => `${a} heeft de gegevens van een locatie gewijzigd.`,
    archiveLocation: (a: string) => `${a} heeft een locatie gearchiveerd.`,
    restoreLocation: (a: string) => `${a} heeft een locatie teruggezet uit het archief.`,
    createLicence: (a: string) => `${a} heeft een licentie aangemaakt.`,
    saveLicence: (a: string) => `${a} heeft een licentie gewijzigd.`,
    revokeLicence: (a: string) => `${a} heeft een licentie ingetrokken.`,
    giveSeat: (a: string) => `${a} heeft een kandidaat een plaats op een licentie gegeven.`,
    handBackSeat: (a: string) => `${a} heeft een plaats op een licentie teruggegeven.`,
    moveSeat: (a: string) => `${a} heeft een plaats op een licentie naar een andere kandidaat verplaatst.`,
    setUpAccount: (a: string) => `${a} heeft een account aangemaakt met een licentiecode.`,
    markInvoicePaid: (a: string) => `${a} heeft een factuur als betaald gemarkeerd.`,
    creditInvoice: (a: string) => `${a} heeft een factuur gecrediteerd.`,
    ownAccommodations: (a: string) => `${a} heeft de eigen instellingen voor de beroepentest gewijzigd.`,
    candidateAccommodations: (a: string) => `${a} heeft de hulpmiddelen van een kandidaat gewijzigd.`,
  },
  /** Calls without a sentence of their own, by HTTP method. */
  generic: {
    POST: (a: string) => `${a} heeft iets toegevoegd of verstuurd.`,
    PUT: (a: string) => `${a} heeft iets gewijzigd.`,
    PATCH: (a: string) => `${a} heeft iets gewijzigd.`,
    DELETE: (a: string) => `${a} heeft iets verwijderd.`,
    other: (a: string) => `${a} heeft een actie uitgevoerd.`,
  },
} as const;
