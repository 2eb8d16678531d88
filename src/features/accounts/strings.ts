/**
 * Dutch texts of accounts: signing in and passwords (spec §2, Public: /login, /forgot-password, /reset-password,
 * /account/confirm), the own profile with the password change (spec §2, Shared: /profile) and the searchable
 * candidate list on the teacher's and contact person's home (/docent/overzicht, /contactperson/overzicht).
 * Texts shared with other features (form fields, password rules, errors) are in src/lib/i18n/nl.ts.
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

/** /profile (all roles): the own data and the password change. */
export const profile = {
  title: 'Profiel',
  /** 429 from ChangePassword after 10 wrong current passwords in 15 minutes. */
  changeLocked: 'Te vaak een verkeerd huidig wachtwoord. Probeer het over 15 minuten opnieuw.',
  details: 'Jouw gegevens',
  name: 'Naam',
  email: 'E-mailadres',
  role: 'Rol',
  organization: 'Organisatie',
  profession: 'Beroep',
  changePassword: 'Wachtwoord wijzigen',
  submit: 'Wachtwoord wijzigen',
  changed: 'Je wachtwoord is gewijzigd.',
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
