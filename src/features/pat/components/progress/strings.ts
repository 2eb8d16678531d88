/**
 * Dutch texts of the agreed score and the third assessor on the staff's progress page (spec §2
 * /cp/user/{candidateId}/pat/{patId}/progress; docs/decisions/030-pat-reflection-and-agreement.md). Client-safe.
 */
export const agreementTexts = {
  sourceAgreed: 'volgens de afgesproken score',
  sourceFirst: 'volgens de eerste beoordelaar',
  third: 'Derde beoordelaar',
  agreed: 'Afgesproken score',
  thirdAsked: (name: string) => `${name} is gevraagd als derde beoordelaar`,
  sideBySide: 'Naast de reflectie van de kandidaat bekijken',
  sideBySideLabel: (module: string) => `${module}: beoordelingen naast de reflectie van de kandidaat bekijken`,

  agreeTitle: 'Afgesproken score vastleggen',
  agreeIntro: 'Spreek met beide beoordelaars een score per criterium af. De afgesproken score bepaalt het resultaat van deze module.',
  agreeReplaceIntro: (when: string, who: string | null) => `Er is al een afgesproken score, vastgelegd op ${when}${who ? ` door ${who}` : ''}. Vastleggen vervangt die.`,
  scoreLabel: (criterion: string) => `Afgesproken score voor ${criterion}`,
  scoreHint: (first: string, second: string) => `Eerste beoordelaar: ${first}. Tweede beoordelaar: ${second}.`,
  divergent: 'Verschil van 2 of meer',
  remark: 'Toelichting (niet verplicht)',
  agreeSubmit: 'Afgesproken score vastleggen',
  agreeConfirm: 'Er is al een afgesproken score voor deze module. Wil je die vervangen door deze scores?',
  agreeConfirmSubmit: 'Ja, vervang de afgesproken score',

  thirdTitle: 'Derde beoordelaar vragen',
  thirdIntro: 'Een derde docent beoordeelt deze module blind, zonder de scores van de andere twee te zien. De docent krijgt een melding.',
  thirdCurrent: (name: string, state: string) => `Nu gevraagd: ${name} (${state}).`,
  thirdTeacher: 'Docent',
  thirdChoose: 'Kies een docent',
  thirdNone: 'Er is geen andere actieve docent om te vragen.',
  thirdMore: 'Niet alle docenten staan in de lijst. Neem contact op met een beheerder als je docent ontbreekt.',
  thirdSubmit: 'Derde beoordelaar vragen',
  thirdConfirm: (name: string) => `${name} is al gevraagd als derde beoordelaar. Een concept van ${name} vervalt als je een ander vraagt. Wil je een andere docent vragen?`,
  thirdConfirmSubmit: 'Ja, vraag deze docent',
  cancel: 'Annuleren',

  stateOpen: 'nog niet begonnen',
  stateDraft: 'concept',
  stateFinal: 'definitief',

  savedAgreement: 'De afgesproken score is vastgelegd.',
  savedThird: 'De derde beoordelaar is gevraagd en krijgt een melding.',
  errorSummary: 'Niet alles is goed ingevuld. Kijk de velden hieronder na.',
  missingScore: (criterion: string) => `Kies een afgesproken score voor ${criterion}.`,
  missingTeacher: 'Docent: kies een docent.',
  unknownModule: 'Deze module staat niet (meer) op deze PAT.',
} as const;
