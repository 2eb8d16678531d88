/**
 * Dutch texts of accounts: signing in and passwords (spec §2, Public: /login, /forgot-password, /reset-password,
 * /account/confirm) and the searchable candidate list on the teacher's and contact person's home
 * (/docent/overzicht, /contactperson/overzicht). The own profile (/profile), which candidates see in their
 * language, is in the catalogue messages/ (docs/decisions/019); texts shared with other features are in
 * src/lib/i18n/nl.ts and src/lib/i18n/messages/.
 */

/** /login. */
export const login = {
  title: 'Inloggen',
  intro: 'Log in met je e-mailadres en wachtwoord.',
  submit: 'Inloggen',
  forgot: 'Wachtwoord vergeten?',
  missing: 'Vul je e-mailadres en wachtwoord in.',
} as const;

/** /forgot-password. */
export const forgotPassword = {
  title: 'Wachtwoord vergeten',
  intro: 'Vul je e-mailadres in. Je krijgt dan een e-mail met een link om een nieuw wachtwoord te maken.',
  submit: 'Stuur mij een link',
  backToLogin: 'Terug naar inloggen',
} as const;

/** /reset-password, from the link in the e-mail. */
export const resetPassword = {
  title: 'Nieuw wachtwoord maken',
  intro: 'Kies een nieuw wachtwoord voor je account.',
  submit: 'Wachtwoord opslaan',
  incompleteLink: 'Deze link is niet compleet. Open de link uit de e-mail opnieuw of vraag een nieuwe link aan.',
  requestNew: 'Vraag een nieuwe link aan',
  toLogin: 'Naar inloggen',
} as const;

/** /account/confirm, from the link in the invitation. */
export const confirmAccount = {
  title: 'Account activeren',
  intro: 'Kies een wachtwoord. Daarna kun je inloggen.',
  submit: 'Account activeren',
  incompleteLink: 'Deze link is niet compleet. Open de link uit de uitnodiging opnieuw.',
  toLogin: 'Naar inloggen',
} as const;

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
 * The staff's user lists (spec §2: /cp/users/candidate, /cp/users/teacher, /cp/users/contact-person,
 * /cp/users/coordinators; components/UserList.astro), reached from the counts on /cp/admin.
 */
export const userLists = {
  candidates: { title: 'Kandidaten', intro: 'Kies een naam om het profiel van de kandidaat te openen.', list: 'Alle kandidaten' },
  teachers: { title: 'Docenten', intro: 'Alle docenten, ook wie nog is uitgenodigd of is uitgeschakeld.' },
  contactPersons: { title: 'Contactpersonen', intro: 'Alle contactpersonen van opdrachtgevers, met hun organisatie.' },
  coordinators: { title: 'Coördinatoren en beheerders', intro: 'Iedereen die het platform beheert: coördinatoren en beheerders.' },
  search: 'Zoek een persoon',
  searchHint: 'Zoek op naam of e-mailadres.',
  searchSubmit: 'Zoeken',
  clear: 'Wis zoekopdracht',
  name: 'Naam',
  email: 'E-mailadres',
  role: 'Rol',
  status: 'Status',
  organization: 'Organisatie',
  none: '—',
  statuses: { invited: 'Uitgenodigd', active: 'Actief', disabled: 'Uitgeschakeld' } as Record<string, string>,
  empty: 'Er zijn nog geen accounts in deze lijst.',
  noneFound: (q: string) => `Niemand gevonden voor ‘${q}’.`,
  total: (n: number) => (n === 1 ? '1 account' : `${n} accounts`),
  backToHome: 'Terug naar het overzicht',
} as const;
