/**
 * Dutch texts of the group actions (docs/api.md "Group actions"): the API's own messages and the screens
 * (the selection on /cp/users/candidate, the preview and summary on /cp/users/candidate/groepsactie). The reasons a
 * candidate cannot be handled are the owning features' own messages (features/pat, educations, profession-test,
 * licences, accounts).
 */
import { MAX_GROUP, type GroupAction } from '#src/features/group-actions/contract';

/** A count with its noun: '1 kandidaat', '3 kandidaten'. */
const candidates = (n: number) => `${n} ${n === 1 ? 'kandidaat' : 'kandidaten'}`;

export const groupActions = {
  // ——— API ———
  unknownCandidates: 'Een of meer gekozen kandidaten bestaan niet (meer). Ga terug naar de lijst en kies opnieuw.',
  unknownAction: 'Deze groepsactie bestaat niet.',
  targetRequired: {
    pat: 'PAT: kies een PAT.',
    education: 'Opleiding: kies een opleiding.',
    test: 'Beroepentest: kies een beroepentest.',
    licence: 'Licentie: kies een licentie.',
  },
  change: {
    pat: 'Wordt op de PAT gezet.',
    education: 'Wordt ingeschreven voor de opleiding.',
    test: 'Krijgt de beroepentest.',
    invite: 'Krijgt een uitnodiging per e-mail.',
    reinvite: 'Krijgt een nieuwe uitnodiging per e-mail.',
    licence: 'Gaat naar de organisatie van de licentie en krijgt er een plaats op; een plaats voor hetzelfde product bij een andere organisatie gaat terug.',
  } satisfies Record<GroupAction, string>,
  skip: {
    pat: 'Staat al op deze PAT — overgeslagen.',
    education: 'Staat al op deze opleiding — overgeslagen.',
    test: 'Heeft deze beroepentest al — overgeslagen.',
    invite: 'Wacht niet op een uitnodiging — overgeslagen.',
    reinvite: 'Heeft al een wachtwoord gekozen of is uitgeschakeld — overgeslagen.',
    licence: 'Heeft al een plaats op deze licentie — overgeslagen.',
    active: 'Heeft al een actief account — overgeslagen.',
    disabled: 'Account is uitgeschakeld — overgeslagen.',
    validInvitation: 'Heeft al een geldige uitnodiging — overgeslagen. Kies ‘Uitnodiging opnieuw sturen’ voor een nieuwe.',
  },
  notActive: 'Heeft nog geen actief account (uitgenodigd of uitgeschakeld) — niet mogelijk.',
  nowPossible: 'kan nu wel, maar stond niet in het voorbeeld',
  changedSince: (rows: { name: string; reason: string }[]) =>
    `Er is sinds het voorbeeld iets veranderd, daarom is er niets gewijzigd. ${rows
      .slice(0, 5)
      .map((r) => `${r.name}: ${r.reason}`)
      .join(' ')}${rows.length > 5 ? ` En nog ${rows.length - 5} meer.` : ''} Bekijk het voorbeeld opnieuw.`,

  // ——— Screens ———
  actions: {
    pat: 'Op een PAT zetten',
    education: 'Inschrijven voor een opleiding',
    test: 'Beroepentest toewijzen',
    invite: 'Uitnodigen (wie nog geen geldige uitnodiging heeft)',
    reinvite: 'Uitnodiging opnieuw sturen',
    licence: 'Naar de licentie van een andere organisatie verplaatsen',
  } satisfies Record<GroupAction, string>,
  sectionTitle: 'Groepsactie',
  sectionIntro: `Vink kandidaten aan in de lijst hieronder, kies een actie en bekijk eerst wat er gebeurt. Hoogstens ${MAX_GROUP} kandidaten tegelijk.`,
  actionLabel: 'Actie',
  selected: 'Gekozen kandidaten: verder',
  allOnPage: 'Alle kandidaten op deze pagina: verder',
  selectLabel: (name: string) => `Kies ${name}`,
  selectColumn: 'Kiezen',
  pageTitle: 'Groepsactie op kandidaten',
  back: 'Terug naar de kandidaten',
  noneChosen: 'Kies minstens één kandidaat in de lijst.',
  noAction: 'Kies een actie.',
  tooMany: `Kies hoogstens ${MAX_GROUP} kandidaten tegelijk. Voer de actie in delen uit.`,
  chooseTarget: {
    pat: 'Kies de PAT',
    education: 'Kies de opleiding',
    test: 'Kies de beroepentest',
    licence: 'Kies de licentie',
  },
  licenceOption: (l: { productName: string; organization: string; free: number; validUntil: string }) =>
    `${l.productName} — ${l.organization} — ${l.free === 1 ? '1 plaats' : `${l.free} plaatsen`} vrij, geldig t/m ${l.validUntil}`,
  licenceSearch: 'Zoeken op organisatie of licentiecode',
  targetSearch: 'Zoeken op naam',
  targetSearchSubmit: 'Zoeken',
  noTargets: 'Er is niets gevonden om uit te kiezen.',
  showPreview: 'Bekijk wat er gebeurt',
  chosenCount: (n: number) => `${candidates(n)} gekozen.`,
  previewTitle: 'Wat er gebeurt',
  summaryTitle: 'Klaar',
  target: (name: string) => `Voor: ${name}`,
  counts: (c: { change: number; skip: number; refuse: number }) =>
    `${candidates(c.change)} ${c.change === 1 ? 'wordt' : 'worden'} gewijzigd, ${c.skip} overgeslagen, ${c.refuse} niet mogelijk.`,
  doneCounts: (c: { change: number; skip: number; refuse: number }) =>
    `${candidates(c.change)} ${c.change === 1 ? 'is' : 'zijn'} gewijzigd, ${c.skip} overgeslagen, ${c.refuse} niet mogelijk.`,
  outcomes: { change: 'Wordt gewijzigd', skip: 'Overgeslagen', refuse: 'Niet mogelijk' },
  doneOutcomes: { change: 'Gewijzigd', skip: 'Overgeslagen', refuse: 'Niet mogelijk' },
  name: 'Naam',
  email: 'E-mail',
  outcome: 'Uitkomst',
  reason: 'Toelichting',
  confirm: (n: number) => `Bevestigen: ${candidates(n)} wijzigen`,
  confirmNote: 'Alles of niets: als er intussen iets verandert (bijvoorbeeld de plaatsen in de licentie raken op), wordt er niets gewijzigd en zie je waarom.',
  nothingToDo: 'Er valt niets te wijzigen voor deze kandidaten.',
  otherTarget: 'Ander doel kiezen',
};
