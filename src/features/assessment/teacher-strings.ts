/**
 * Dutch texts of the evaluation form and the evaluation grids that PATs and educations share (spec §2 Teacher:
 * /docent/evaluate/…, /docent/pat-dag/{id}, /docent/opleiding/candidate/evaluate/{id}; docs/decisions/035): the form
 * island, a grid cell's state, and the sign-out dialog's counts of unsent evaluation drafts. Client-safe; the
 * evaluation form island imports `evaluationTexts` and `momentText` only.
 */
const shortDay = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const moment = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Amsterdam' });

/** '2026-12-07' → '7 dec 2026'. */
export const shortDayText = (day: string) => shortDay.format(new Date(`${day}T12:00:00Z`));
/** An ISO time → '7 december 2026 om 14:05' (Europe/Amsterdam). */
export const momentText = (iso: string) => moment.format(new Date(iso));

/** A grid cell's state as text (with an icon beside it). */
export const cellTexts = { open: 'open', draft: 'concept', final: 'definitief' } as const;

/** /docent/evaluate/… page and the evaluation form island. */
export const evaluationTexts = {
  back: 'Terug naar het dagoverzicht',
  backToPat: 'Terug naar de dagen van deze PAT',
  backToThird: 'Terug naar mijn PAT’s',
  assignment: 'Opdracht',
  noInstructions: 'Deze module heeft geen beschrijving van de praktijkopdracht.',
  role: {
    second: 'Je beoordeelt als tweede beoordelaar. Je ziet de scores van de eerste beoordelaar pas als jullie allebei definitief zijn.',
    third: 'De coördinator vroeg je als derde beoordelaar, omdat de eerste twee beoordelaars verschillen. Je ziet hun scores niet; de coördinator legt daarna de afgesproken score vast.',
  },
  criteriaTitle: 'Beoordeling',
  weight: (n: number) => `weging ${n}`,
  knockOut: 'knock-out: minstens voldoende',
  scaleLegend: (name: string) => `Score voor ${name}`,
  remark: 'Opmerking bij dit criterium',
  overallRemark: 'Algemene opmerking',
  statusSaved: 'Opgeslagen',
  statusSaving: 'Opslaan…',
  statusOffline: 'Nog niet verstuurd — wordt verstuurd zodra er verbinding is',
  stateDraft: (version: number) => (version > 1 ? `Concept (versie ${version})` : 'Concept'),
  stateFinal: (when: string, version: number) => `Definitief sinds ${when}${version > 1 ? ` (versie ${version})` : ''}`,
  result: (percent: number, pass: number, passed: boolean, knockedOut: string[]) =>
    `Uitslag bij deze scores: ${percent} % (cesuur ${pass} %), ${passed ? 'voldoende' : 'onvoldoende'}${knockedOut.length > 0 ? ` — knock-out niet gehaald: ${knockedOut.join(', ')}` : ''}.`,
  finalize: 'Definitief maken',
  finalizing: 'Bezig met definitief maken…',
  finalized: 'De beoordeling is definitief.',
  missing: (names: string[]) => `Scoor eerst alle criteria. Nog niet gescoord: ${names.join(', ')}.`,
  needsConnection: 'Definitief maken en wijzigen kan alleen met verbinding. Je scores staan veilig op dit apparaat.',
  notSentYet: 'Je laatste wijzigingen zijn nog niet verstuurd. Probeer het zo nog eens.',
  revise: 'Wijzigen',
  releasedStands: 'De resultaten zijn vrijgegeven; deze definitieve beoordeling ligt vast.',
  reviseTitle: 'Beoordeling wijzigen',
  reviseIntro: 'Een definitieve beoordeling wijzig je in een nieuwe versie. De huidige versie blijft met je reden bewaard.',
  reason: 'Reden van de wijziging',
  reasonHint: 'Minstens 3 tekens.',
  reasonMissing: 'Reden: schrijf waarom je de beoordeling wijzigt.',
  startRevision: 'Wijziging starten',
  revising: 'Bezig…',
  revised: (version: number) => `Je wijzigt nu versie ${version}. Maak haar opnieuw definitief als je klaar bent.`,
  cancel: 'Annuleren',
  closedElsewhere: 'Deze beoordeling is intussen definitief gemaakt. Je laatste wijziging is niet opgeslagen; kies ‘Wijzigen’ om haar aan te passen.',
  closedPat: 'Je laatste wijziging is niet opgeslagen: deze PAT is gearchiveerd of (nog) niet ingepland.',
  closedEducation: 'Je laatste wijziging is niet opgeslagen: deze opleiding is gearchiveerd of (nog) niet geopend, of de kandidaat is nog niet ingeschreven.',
  rejected: (error: string) => `Je laatste wijziging is niet opgeslagen: ${error}`,
  /** A save the server refused with a reason (409): what was entered stays on this device. */
  refused: (reason: string) => `Je laatste wijziging is niet opgeslagen: ${reason} Wat je invulde, blijft op dit apparaat bewaard.`,
  /** Before the evaluation's first day (`day` written out): the form is for reading and preparing. */
  notYet: (day: string) => `Beoordelen kan vanaf ${day}. Tot dan kun je het formulier en de instructies al bekijken.`,
  otherTitle: (name: string, role: 'first' | 'second') => `Scores van ${name} (${role === 'first' ? 'eerste' : 'tweede'} beoordelaar)`,
  otherScore: (label: string, value: number) => `Andere beoordelaar: ${value} ${label}`,
  otherNotScored: 'Andere beoordelaar: nog niet gescoord',
  otherRemark: 'Opmerking van de andere beoordelaar',
  notFound: 'Deze beoordeling bestaat niet (meer), of je beoordeelt haar niet.',
  divergent: 'Verschil van 2 punten of meer met de andere beoordelaar',
  divergentSummary: (n: number) => (n === 1 ? '1 criterium verschilt 2 punten of meer.' : `${n} criteria verschillen 2 punten of meer.`),
  historyTitle: 'Eerdere versies',
  historyItem: (version: number, when: string, assessor: string, reason: string) => `Versie ${version}, definitief op ${when} door ${assessor}. Gewijzigd omdat: ${reason}`,
} as const;

/**
 * The sign-out dialog's counts of evaluation drafts still only on the teacher's device (src/components/logout-guard.ts
 * `KindTexts`; Dutch plural forms, `{n}` the count). One draft is one candidate's evaluation on one module, on a PAT
 * or an education.
 */
export const logoutEvaluationTexts = {
  unsent: {
    one: '{n} beoordeling staat nog alleen op dit apparaat en nog niet op de server. Als je nu uitlogt, gaat die verloren.',
    other: '{n} beoordelingen staan nog alleen op dit apparaat en nog niet op de server. Als je nu uitlogt, gaan die verloren.',
  },
  notSent: {
    one: '{n} beoordeling is nog niet verstuurd: er is geen verbinding met de server. Blijf ingelogd en probeer het opnieuw zodra je weer verbinding hebt.',
    other: '{n} beoordelingen zijn nog niet verstuurd: er is geen verbinding met de server. Blijf ingelogd en probeer het opnieuw zodra je weer verbinding hebt.',
  },
  refused: {
    one: '{n} beoordeling kon niet meer worden opgeslagen, omdat de server die niet meer aanneemt (bijvoorbeeld: ze is intussen definitief gemaakt, of de PAT of opleiding is gearchiveerd).',
    other: '{n} beoordelingen konden niet meer worden opgeslagen, omdat de server die niet meer aanneemt (bijvoorbeeld: ze zijn intussen definitief gemaakt, of de PAT of opleiding is gearchiveerd).',
  },
} as const;
