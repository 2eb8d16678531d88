/**
 * Dutch texts of the report pages for staff and teachers (spec §2 /cp/user/{userId}/rapportage/{docId} and
 * /docent/user/{userId}/rapportage/{docId}; docs/domain.md "Evaluation and report") and of the filled-in blocks as they
 * show on screen (FilledBlockView.tsx). Staff and teachers read Dutch (docs/decisions/019). Short sentences, B1.
 * Client-safe.
 */

/** The filled-in blocks (contract.ts `FilledBlock`): table heads and captions the block itself does not carry. */
export const filledBlockTexts = {
  daysCaption: 'Dagen van de PAT',
  day: 'Dag',
  time: 'Tijd',
  location: 'Locatie',
  noDays: 'Er zijn geen dagen gepland.',
  knockOut: 'knock-out',
  noModules: 'Er zijn geen modules op deze PAT.',
  criterion: 'Criterium',
  self: 'Reflectie van de kandidaat',
  deciding: 'Score die telt',
  candidateRemark: 'Toelichting van de kandidaat',
  resultsCaption: 'Resultaten per module',
  noResults: 'Er zijn nog geen resultaten.',
} as const;

/** The report page: head, status, actions and versions. */
export const reportPageTexts = {
  defaultTitle: 'Rapport',
  createFailed: 'Het rapport is niet gemaakt.',
  backToProgress: 'Terug naar de voortgang van de kandidaat',
  backToPat: 'Terug naar de PAT',
  candidate: 'Kandidaat',
  pat: 'PAT',
  status: 'Status',
  reason: 'Reden van de wijziging',
  template: 'Sjabloon',
  updated: 'Laatst opgeslagen',
  updatedText: (when: string, who: string | null) => (who ? `${when} door ${who}` : when),
  shareable: 'Deelbaar met de contactpersoon',

  finalizeTitle: 'Definitief maken',
  finalizeIntro:
    'Ben je klaar met schrijven? Maak het rapport dan definitief. Het platform maakt er één keer een PDF van. Die PDF verandert daarna niet meer.',
  finalize: 'Definitief maken',
  finalizeQuestion: (version: number) =>
    `Rapport definitief maken als versie ${version}? Het platform maakt nu één keer de PDF. Daarna kun je de tekst niet meer bewerken. Wil je later toch iets veranderen, dan kies je ‘Wijzigen’ en schrijf je waarom. Dat wordt een nieuwe versie; de oude blijft bewaard.`,
  finalizeConfirm: 'Ja, maak definitief',
  finalizeBlocked: 'Definitief maken kan nu niet',
  cancel: 'Annuleren',

  reviseTitle: 'Rapport wijzigen',
  reviseIntro:
    'Het rapport is definitief. Wil je iets veranderen? Dan wordt het weer een concept. Als je het opnieuw definitief maakt, komt er een nieuwe versie bij. De oude versies blijven te downloaden.',
  reviseReason: 'Waarom wijzig je het rapport?',
  reviseReasonHint: 'Deze reden komt in de geschiedenis van het rapport. Minstens 5 en hoogstens 500 tekens.',
  revise: 'Wijzigen',

  sharingTitle: 'Delen',
  sharingIntro: 'De contactpersoon van de organisatie van de kandidaat ziet alleen de definitieve versies, en alleen als je het rapport deelt.',
  sharingSave: 'Opslaan',

  versionsTitle: 'Versies',
  noVersions: 'Er is nog geen definitieve versie.',
  versionName: (version: number) => `Versie ${version}`,

  finalized: (version: number) => `Het rapport is definitief: versie ${version}. De PDF staat hieronder bij Versies.`,
  revised: 'Het rapport is weer een concept. Pas de tekst aan en maak het daarna opnieuw definitief.',
  shared: 'Opgeslagen: de contactpersoon kan de definitieve versies van dit rapport lezen.',
  unshared: 'Opgeslagen: de contactpersoon kan dit rapport niet lezen.',
  unknownAction: 'Deze actie kennen we niet. Laad de pagina opnieuw en probeer het nog eens.',
} as const;
