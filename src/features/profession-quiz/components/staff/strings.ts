/**
 * Dutch texts of the beroepen-quiz screens for staff and teachers (spec §2 /cp/beroepen-quiz/candidates,
 * /cp/beroepen-quiz/prospects, /docent/beroepen-quiz/candidates, /docent/beroepen-quiz/prospects and their detail
 * pages) and of the links to them on /cp/admin and /docent/overzicht. Area names are content/areas.ts AREA_TEXTS;
 * item texts content/items.ts. Plain, short sentences: many users read Dutch as a second language.
 */
import { formatNumber } from '#src/lib/i18n/format';
import type { Answer } from '#src/features/profession-quiz/scoring';

/** Texts on every screen of the quiz for staff and teachers. */
export const quizStaff = {
  section: 'Beroepen-quiz',
  nav: 'Beroepen-quiz: kandidaten of belangstellenden',
  candidatesTab: 'Kandidaten',
  prospectsTab: 'Belangstellenden',
  backToHome: 'Terug naar het overzicht',
  filtersTitle: 'Zoeken in de beroepen-quiz',
  area: 'Interessegebied',
  allAreas: 'Alle interessegebieden',
  submit: 'Zoeken',
  clear: 'Wis zoekopdracht en filter',
  date: 'Datum',
  topAreas: 'Interessegebieden',
  professions: 'Beroepen die passen',
  noTopAreas: 'Geen: niets leuk gevonden',
  noProfessions: '—',
  language: 'Taal van de quiz',
} as const;

/** The candidates' list. */
export const quizCandidateList = {
  title: 'Beroepen-quiz: kandidaten',
  introStaff: 'Per kandidaat de laatste keer dat hij of zij de beroepen-quiz deed, de nieuwste eerst.',
  introTeacher: 'Per kandidaat van jou de laatste keer dat hij of zij de beroepen-quiz deed, de nieuwste eerst.',
  search: 'Zoek een kandidaat',
  searchHint: 'Zoek op (een deel van) de naam of het e-mailadres.',
  candidate: 'Kandidaat',
  total: (n: number) => (n === 1 ? '1 kandidaat' : `${formatNumber(n)} kandidaten`),
  empty: 'Nog geen kandidaat heeft de beroepen-quiz gedaan. Kandidaten vinden de quiz op hun overzicht.',
  emptyTeacher: 'Nog geen kandidaat van jou heeft de beroepen-quiz gedaan. Kandidaten vinden de quiz op hun overzicht.',
  noneFound: 'Geen kandidaten gevonden met deze zoekopdracht of dit filter.',
} as const;

/** The prospects' list. */
export const prospectList = {
  title: 'Beroepen-quiz: belangstellenden',
  intro:
    'Mensen zonder account die de beroepen-quiz deden en vroegen om contact, de nieuwste eerst. Ze gaven daar toestemming voor. Na de bewaartermijn worden hun gegevens automatisch verwijderd.',
  search: 'Zoek een belangstellende',
  searchHint: 'Zoek op (een deel van) de naam, het e-mailadres of het telefoonnummer.',
  name: 'Naam',
  contact: 'Contact',
  total: (n: number) => (n === 1 ? '1 belangstellende' : `${formatNumber(n)} belangstellenden`),
  empty: 'Er zijn geen belangstellenden. Wie de openbare beroepen-quiz doet, kan aan het eind vragen om contact.',
  noneFound: 'Geen belangstellenden gevonden met deze zoekopdracht of dit filter.',
  deleted: 'De belangstellende is verwijderd.',
  /** A teacher who is not an intakebegeleider (the API answers 404 to them). */
  notAllowed: 'Alleen intakebegeleiders zien de belangstellenden en hun contactgegevens. Werk je met belangstellenden, vraag dan een coördinator om je als intakebegeleider te markeren.',
} as const;

/** One quiz (of a candidate or a prospect). */
export const quizDetail = {
  candidateTitle: (name: string) => `Beroepen-quiz van ${name}`,
  prospectTitle: (name: string) => `Belangstellende: ${name}`,
  backToCandidates: 'Terug naar de kandidaten',
  backToProspects: 'Terug naar de belangstellenden',
  candidateProfile: 'Bekijk het profiel van de kandidaat',
  details: 'Gegevens',
  name: 'Naam',
  email: 'E-mailadres',
  phone: 'Telefoonnummer',
  none: '—',
  doneOn: 'Gedaan op',
  consentAt: 'Toestemming voor contact gegeven op',
  erasedAfter: 'Wordt automatisch verwijderd op',
  resultTitle: 'Uitslag',
  areasTitle: 'Interessegebieden',
  areasIntro: 'Per gebied de score van 0 tot 12: leuk telt 2, weet ik niet 1, niet leuk 0. De sterkste gebieden staan bovenaan.',
  score: (score: number, max: number) => `${formatNumber(score)} van ${formatNumber(max)}`,
  likes: (n: number) => (n === 1 ? '1 keer leuk' : `${formatNumber(n)} keer leuk`),
  top: 'Sterk',
  professionsTitle: 'Beroepen die passen',
  professionsNone: 'Er passen geen beroepen: de persoon vond niets leuk.',
  match: (percent: number) => `${formatNumber(percent)}% passend`,
  hasTest: 'Er is een beroepentest',
  answersTitle: 'Antwoorden',
  answersIntro: 'Alle 36 vragen in de volgorde van de quiz, met het antwoord.',
  item: 'Activiteit',
  answer: 'Antwoord',
  triesTitle: 'Eerdere keren',
  triesIntro: 'Alle keren dat deze kandidaat de quiz deed. De nieuwste telt.',
  thisTry: 'deze',
} as const;

/** The three answers as staff read them. */
export const ANSWER_LABELS: Record<Answer, string> = { like: 'Leuk', unsure: 'Weet ik niet', dislike: 'Niet leuk' };

/** The staff's actions on a prospect. */
export const prospectActions = {
  inviteTitle: 'Uitnodigen als kandidaat',
  inviteIntro:
    'Maak een account voor deze persoon. Hij of zij krijgt een e-mail om een wachtwoord te kiezen. De quiz gaat mee naar het nieuwe account; de belangstellende verdwijnt uit deze lijst.',
  email: 'E-mailadres',
  emailHintNone: 'De belangstellende liet geen e-mailadres achter. Vraag het na, bijvoorbeeld via de telefoon.',
  emailHint: 'Het adres dat de belangstellende opgaf. Pas het aan als het niet klopt.',
  organization: 'Organisatie',
  chooseOrganization: 'Kies een organisatie',
  profession: 'Beroep',
  noProfession: 'Nog geen beroep',
  professionHint: 'Het beroep dat volgens de quiz het best past, staat al gekozen. Kies een ander beroep of geen.',
  submit: 'Uitnodigen als kandidaat',
  invited: 'De kandidaat is aangemaakt en heeft een uitnodiging gekregen.',
  errorSummary: 'Niet alles is goed ingevuld. Kijk bij de velden hieronder.',
  emailMissing: 'Vul het e-mailadres in waarop de belangstellende de uitnodiging ontvangt.',
  emailInvalid: 'Vul een geldig e-mailadres in.',
  organizationMissing: 'Kies de organisatie van de nieuwe kandidaat.',
  organizationsUnavailable: 'De organisaties kunnen nu niet worden geladen. Probeer het later opnieuw.',
  professionsUnavailable: 'De beroepen kunnen nu niet worden geladen.',
  deleteTitle: 'Verwijderen',
  deleteIntro: 'Verwijder de belangstellende als er geen contact meer nodig is. Naam, contactgegevens en antwoorden verdwijnen dan meteen.',
  delete: 'Verwijderen',
  deleteQuestion: (name: string) => `Weet je zeker dat je ${name} wilt verwijderen? Naam, contactgegevens en antwoorden zijn daarna weg.`,
  deleteConfirm: 'Ja, verwijderen',
  cancel: 'Annuleren',
  teacherNote: 'Neem contact op met een coördinator om deze persoon uit te nodigen als kandidaat.',
} as const;

/** The links on the homes of staff (/cp/admin) and teachers (/docent/overzicht). */
export const quizHome = {
  section: 'Beroepen-quiz',
  candidates: 'Kandidaten en hun beroepen-quiz',
  candidatesHint: 'welke interessegebieden en beroepen bij hen passen',
  prospects: 'Belangstellenden',
  prospectsHint: 'mensen zonder account die na de quiz vroegen om contact',
  teacherText: 'Bekijk welke interessegebieden en beroepen passen bij je kandidaten.',
  intakeText: 'Bekijk welke interessegebieden en beroepen passen bij je kandidaten, en wie na de quiz om contact vroeg.',
} as const;
