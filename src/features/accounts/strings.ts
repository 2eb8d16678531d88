/**
 * Dutch texts of accounts: the searchable candidate list on the teacher's and contact person's home
 * (/docent/overzicht, /contactperson/overzicht) and the staff's account screens. The own profile (/profile), which
 * candidates see in their language (docs/decisions/019), and the pages before sign-in (/login, /forgot-password,
 * /reset-password, /account/confirm), which speak the visitor's language (docs/decisions/055), are in the catalogue
 * messages/; texts shared with other features are in src/lib/i18n/nl.ts and src/lib/i18n/messages/.
 */

/** The candidate list (components/CandidateList.astro): search form, table and counts. */
export const candidates = {
  search: 'Zoek kandidaat',
  searchHint: 'Zoek op naam of e-mailadres.',
  searchSubmit: 'Zoeken',
  clear: 'Wis zoekopdracht',
  name: 'Naam',
  email: 'E-mailadres',
  organization: 'Organisatie',
  profession: 'Beroep',
  none: '—',
  empty: 'Er zijn nog geen kandidaten.',
  noneFound: (q: string) => `Geen kandidaten gevonden voor ‘${q}’.`,
  total: (n: number) => (n === 1 ? '1 kandidaat' : `${n} kandidaten`),
} as const;

/**
 * The staff's user lists (spec §2: /cp/users/candidate, /cp/users/contact-person, /cp/users/teacher,
 * /cp/users/intakesupervisors, /cp/users/coordinators; components/UserList.astro, UserFilters.astro,
 * UsersNav.astro), reached from the counts on /cp/admin.
 */
export const userLists = {
  candidates: {
    title: 'Kandidaten',
    intro: 'Kies een naam om alles van de kandidaat te zien: gegevens, account, hulpmiddelen en tests.',
    list: 'Alle kandidaten',
    create: 'Nieuwe kandidaat',
  },
  teachers: { title: 'Docenten', intro: 'Alle docenten, ook wie nog is uitgenodigd of is uitgeschakeld.', create: 'Nieuwe docent' },
  intakeSupervisors: {
    title: 'Intakebegeleiders',
    intro: 'Docenten en coördinatoren die intakes doen. Zet het vinkje ‘Intakebegeleider’ bij een docent of coördinator om iemand toe te voegen.',
  },
  contactPersons: {
    title: 'Contactpersonen',
    intro: 'Alle contactpersonen van opdrachtgevers, met hun organisatie.',
    create: 'Nieuwe contactpersoon',
  },
  coordinators: {
    title: 'Coördinatoren en beheerders',
    intro: 'Iedereen die het platform beheert: coördinatoren en beheerders.',
    create: 'Nieuwe coördinator',
  },
  /** The tabs above every list. */
  nav: 'Soorten gebruikers',
  search: 'Zoek een persoon',
  searchHint: 'Zoek op naam of e-mailadres.',
  searchSubmit: 'Zoeken',
  filtersTitle: 'Zoeken en filteren',
  clear: 'Wis zoeken en filters',
  statusFilter: 'Status',
  allStatuses: 'Alle statussen',
  organizationFilter: 'Organisatie',
  allOrganizations: 'Alle organisaties',
  professionFilter: 'Beroep',
  allProfessions: 'Alle beroepen',
  sortBy: 'Sorteren',
  sorts: {
    'name-asc': 'Naam (A–Z)',
    'name-desc': 'Naam (Z–A)',
    'created-desc': 'Nieuwste eerst',
    'created-asc': 'Oudste eerst',
  } as Record<string, string>,
  /** The organisation filter's choices could not be loaded (GET /api/organization/options). */
  organizationsUnavailable: 'De organisaties konden niet worden geladen. Je kunt wel zoeken en op de andere velden filteren.',
  professionsUnavailable: 'De beroepen konden niet worden geladen.',
  name: 'Naam',
  email: 'E-mailadres',
  role: 'Rol',
  status: 'Status',
  organization: 'Organisatie',
  profession: 'Beroep',
  intake: 'Intake',
  intakeMark: 'Intakebegeleider',
  created: 'Aangemaakt',
  none: '—',
  statuses: { invited: 'Uitgenodigd', active: 'Actief', disabled: 'Uitgeschakeld' } as Record<string, string>,
  empty: 'Er zijn nog geen accounts in deze lijst.',
  noneFound: (q: string) => `Niemand gevonden voor ‘${q}’.`,
  noneFiltered: 'Niemand past bij deze filters. Wis de filters om iedereen te zien.',
  total: (n: number) => (n === 1 ? '1 account' : `${n} accounts`),
  backToHome: 'Terug naar het overzicht',
  /** After the privacy erase flow (`?verwijderd=1`). */
  erased: 'De persoon is verwijderd.',
} as const;

/**
 * Creating, reading and changing one account (spec §2: /cp/users/candidate/create, /cp/users/create/contact-person,
 * /cp/users/teacher/create, /cp/users/coordinators/create, /cp/user/{id}, /cp/profile/{id};
 * components/AccountForm.astro, AccountSummary.astro, AccountStatus.astro, AssignedList.astro).
 */
export const accountAdmin = {
  createTitle: {
    User: 'Nieuwe kandidaat',
    Teacher: 'Nieuwe docent',
    ContactPerson: 'Nieuwe contactpersoon',
    Coordinator: 'Nieuwe coördinator',
  } as Record<string, string>,
  createIntro: 'Na het opslaan krijgt deze persoon een e-mail met een link. Daarmee kiest hij of zij binnen 7 dagen een wachtwoord.',
  createSubmit: 'Aanmaken en uitnodiging versturen',
  adminOnly: 'Alleen een beheerder kan coördinatoren aanmaken. Vraag een beheerder om dit te doen.',
  backToList: (list: string) => `Terug naar ${list.toLowerCase()}`,
  // Fields
  name: 'Naam',
  nameHint: 'Voornaam en achternaam, zoals de persoon ze zelf schrijft.',
  email: 'E-mailadres',
  emailHint: 'Hierheen sturen we de uitnodiging. Dit is ook het adres om mee in te loggen.',
  phone: 'Telefoonnummer (niet verplicht)',
  phoneHint: 'Alleen cijfers, spaties en + ( ) -.',
  organization: 'Organisatie',
  organizationOptional: 'Organisatie (niet verplicht)',
  noOrganization: 'Geen organisatie',
  chooseOrganization: 'Kies een organisatie',
  profession: 'Beroep (niet verplicht)',
  noProfession: 'Nog geen beroep',
  intake: 'Intakebegeleider',
  intakeHint: 'Deze persoon doet intakes met nieuwe kandidaten.',
  language: 'Taal van de kandidaat',
  languageHint: 'De uitnodiging en de pagina’s om in te loggen zijn in deze taal. De kandidaat kan de taal later zelf wijzigen.',
  languageInvalid: 'Kies een taal uit de lijst.',
  // Form checks (the API checks the same and answers with a title that names the field)
  nameMissing: 'Vul de naam in.',
  nameTooLong: 'De naam is te lang. Gebruik hoogstens 200 tekens.',
  emailMissing: 'Vul het e-mailadres in.',
  emailInvalid: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.',
  phoneInvalid: 'Gebruik alleen cijfers, spaties en + ( ) - in het telefoonnummer.',
  phoneTooLong: 'Het telefoonnummer is te lang. Gebruik hoogstens 30 tekens.',
  organizationMissing: 'Kies de organisatie van de contactpersoon.',
  organizationsUnavailable: 'De organisaties konden niet worden geladen. Probeer het later opnieuw.',
  noOrganizations: 'Er zijn nog geen organisaties. Een contactpersoon hoort bij een organisatie: maak eerst een organisatie.',
  professionsUnavailable: 'De beroepen konden niet worden geladen.',
  // The page about one account
  profileTitle: 'Profiel',
  details: 'Gegevens',
  role: 'Rol',
  phoneLabel: 'Telefoonnummer',
  noPhone: 'Niet bekend',
  intakeLabel: 'Intakebegeleider',
  yes: 'Ja',
  no: 'Nee',
  created: 'Account aangemaakt',
  editTitle: 'Gegevens wijzigen',
  editSubmit: 'Gegevens opslaan',
  editEmailNote: 'Verander je het e-mailadres, dan wordt deze persoon uitgelogd. Is het account nog niet geactiveerd, stuur dan daarna de uitnodiging opnieuw.',
  notManageable: 'Alleen een beheerder kan de gegevens en het account van beheerders en coördinatoren wijzigen.',
  // Account state and actions
  account: 'Account',
  status: 'Status',
  statusText: {
    invited: 'Uitgenodigd: deze persoon heeft nog geen wachtwoord gekozen.',
    active: 'Actief: deze persoon kan inloggen.',
    disabled: 'Uitgeschakeld: deze persoon kan niet inloggen.',
  } as Record<string, string>,
  invitedAt: 'Uitnodiging verstuurd',
  inviteValidUntil: 'Link in de uitnodiging geldig tot',
  inviteExpired: 'De link in de uitnodiging is verlopen of werkt niet meer. Stuur de uitnodiging opnieuw.',
  notInvitedYet: 'Nog geen uitnodiging verstuurd',
  resend: 'Uitnodiging opnieuw versturen',
  resendHint: 'De persoon krijgt een nieuwe e-mail met een nieuwe link. De oude link werkt dan niet meer.',
  disable: 'Account uitschakelen',
  disableHint: 'Deze persoon kan dan niet meer inloggen en wordt meteen uitgelogd. Je kunt het account later weer inschakelen.',
  disableConfirmTitle: 'Account uitschakelen?',
  disableConfirm: (name: string) =>
    `${name} kan dan niet meer inloggen en wordt nu meteen uitgelogd. Gegevens en resultaten blijven bewaard. Je kunt het account later weer inschakelen.`,
  disableYes: 'Ja, account uitschakelen',
  cancel: 'Annuleren',
  enable: 'Account weer inschakelen',
  enableHint: 'Had deze persoon al een wachtwoord, dan kan hij of zij daarna weer inloggen. Zo niet, stuur dan de uitnodiging opnieuw.',
  notSelf: 'Je kunt je eigen account niet uitschakelen.',
  notInvited: 'Dit account wacht niet meer op een uitnodiging: de persoon heeft al een wachtwoord gekozen of het account is uitgeschakeld.',
  notices: {
    created: (email: string) => `Het account is aangemaakt. De uitnodiging is verstuurd naar ${email}.`,
    saved: 'De gegevens zijn opgeslagen.',
    invited: (email: string) => `De uitnodiging is opnieuw verstuurd naar ${email}.`,
    disabled: 'Het account is uitgeschakeld. Deze persoon kan niet meer inloggen.',
    enabled: 'Het account is weer ingeschakeld.',
  },
  // Assigned
  assigned: 'Toegewezen',
  assignedIntro: 'Wat de kandidaat moet maken, het oudste eerst.',
  assignedEmpty: 'Er is nog niets aan deze kandidaat toegewezen. Wijs een beroepentest toe op de pagina van de test.',
  assignedCaption: 'Toegewezen beroepentests',
  colWhat: 'Beroepentest',
  colAssignedAt: 'Toegewezen op',
  colState: 'Stand',
  states: {
    not_started: 'Nog niet begonnen',
    in_progress: 'Bezig',
    closed: 'Afgerond, wacht op beoordeling',
    scored: 'Beoordeeld',
  } as Record<string, string>,
} as const;
