/**
 * Dutch texts of /account/setup (spec §2 "candidate account setup for a license"; docs/api.md
 * `POST /api/user/ConfirmCandidateAccount`): the form, its field errors, what the page says once the call was taken
 * ('Kijk in je mailbox') and the privacy statement the candidate accepts. Plain Dutch at B1 level: short sentences, no legal words. Nobody is signed in there, so the page is Dutch
 * (docs/decisions/019).
 *
 * The privacy statement names what the platform keeps about a candidate (the files of the data export,
 * src/features/privacy/strings.ts `EXPORT_FILES`, and `exportIndex.kept`) and who sees it (docs/domain.md "Who may see
 * and do what"): the organisation's contact person follows progress and results.
 */
import { ERASED_NAME } from '#src/features/accounts/lifecycle';

export const accountSetup = {
  title: 'Account aanmaken',
  intro: 'Heb je een licentiecode gekregen van je organisatie? Vul hier je gegevens in. Je krijgt dan een e-mail. Daarmee maak je je account af.',
  code: 'Licentiecode',
  codeHint: 'Deze code krijg je van je organisatie. Bijvoorbeeld ABCD-EFGH-JKMN-PQRS. Spaties en streepjes mogen.',
  codeMissing: 'Vul de licentiecode in.',
  codeInvalid: 'Deze code klopt niet. Een licentiecode heeft 16 letters en cijfers, bijvoorbeeld ABCD-EFGH-JKMN-PQRS.',
  name: 'Naam',
  nameHint: 'Je voornaam en achternaam.',
  nameMissing: 'Vul je naam in.',
  nameTooLong: 'Je naam is te lang: gebruik hoogstens 200 tekens.',
  nameOneLine: 'Schrijf je naam op één regel, zonder tabs of onzichtbare tekens.',
  emailHint: 'Hier sturen we een e-mail naartoe. Met dit e-mailadres log je later in.',
  privacyTitle: 'Privacyverklaring',
  privacyOpen: 'Lees de privacyverklaring',
  accept: 'Ik heb de privacyverklaring gelezen en ga akkoord',
  acceptMissing: 'Lees de privacyverklaring en vink aan dat je akkoord gaat.',
  submit: 'Account aanmaken',
  haveAccount: 'Heb je al een account?',
  toLogin: 'Log in',
  /** After the call was taken (the API's title comes first; this when it sent none). */
  sent: 'Kijk in je mailbox. We sturen je een e-mail met een link. Klik op de link en kies een wachtwoord.',
  sentTo: 'We sturen de e-mail naar:',
  noMail: 'Geen e-mail gekregen? Wacht een paar minuten. Kijk ook bij ongewenste e-mail (spam).',
  wrongAddress: 'Staat er een fout in je e-mailadres?',
  again: 'Vul het formulier opnieuw in',
  /** The link on /login. */
  loginLink: 'Heb je een licentiecode? Maak je account aan',
} as const;

/** One part of the privacy statement: a heading with paragraphs and/or a list. */
export interface PrivacyPart {
  heading: string;
  paragraphs?: readonly string[];
  list?: readonly string[];
}

/** The privacy statement shown on /account/setup, in plain Dutch (B1). */
export const privacyStatement: readonly PrivacyPart[] = [
  {
    heading: 'Waarom we gegevens bewaren',
    paragraphs: [
      'Je organisatie heeft een licentie gekocht, zodat jij toetsen kunt maken op dit platform. Daarvoor bewaren we gegevens over jou.',
    ],
  },
  {
    heading: 'Wat we bewaren',
    list: [
      'Je naam, je e-mailadres en de organisatie waar je bij hoort. Soms ook je telefoonnummer en je beroep.',
      'Je plaats op de licentie: voor welke toets, en wanneer je die kreeg.',
      'De toetsen die voor jou klaarstaan, je antwoorden, je punten en je uitslagen.',
      'Hulpmiddelen bij toetsen: voorlezen, extra tijd en de taal die je het liefst leest.',
      'Berichten die je stuurt en krijgt, en je meldingen op het platform.',
      'Een logboek van wat je op het platform doet: het tijdstip, wat je deed en je IP-adres. Nooit je wachtwoord en nooit de tekst van je berichten.',
    ],
  },
  {
    heading: 'Wie jouw gegevens ziet',
    list: [
      'De contactpersoon van je organisatie. Die ziet je naam en e-mailadres, welke toetsen je maakt, hoe ver je bent en je uitslagen.',
      'Je docenten. Zij zien wat ze nodig hebben om je te begeleiden en te beoordelen.',
      'De medewerkers die het platform beheren (beheerders en coördinatoren).',
    ],
  },
  {
    heading: 'Hoe lang we ze bewaren',
    paragraphs: ['We bewaren je gegevens zolang je account bestaat.'],
  },
  {
    heading: 'Wat je zelf kunt doen',
    list: [
      'Je kunt al je gegevens downloaden op je profielpagina.',
      `Wil je dat we je gegevens verwijderen? Vraag het een coördinator. Dan verdwijnen je naam, je e-mailadres, je antwoorden en je toetspogingen. Berichten die je stuurde blijven leesbaar voor wie ze kreeg, met als afzender ‘${ERASED_NAME}’. Het logboek blijft bestaan, maar is dan niet meer met jou verbonden.`,
    ],
  },
];
