/**
 * Dutch texts shared by several features that only Dutch screens show (docs/decisions/019): the staff header
 * items, the error catalogue of spec §8 (the default of lib/errors.ts; candidates get it from the shared
 * catalogue, and a test keeps both word for word), the sign-in form fields, the panels of the staff, teacher and
 * contact-person homes, and role names. Texts a candidate can see are in the catalogues (src/lib/i18n/messages/
 * and each feature's messages/); a feature's staff texts in its strings.ts. Plain, short sentences: many users
 * read Dutch as a second language.
 */
import type { Role } from '#src/lib/roles';

/** Header items only staff and contact persons see (the rest of the header is in the shared catalogue, messages/). */
export const header = {
  /** Admin and Coordinator: the profession tests (on /cp/admin), the modules (/cp/modules) and the people (/cp/users). */
  tests: 'Beroepentests',
  modules: 'Modules',
  users: 'Gebruikers',
  audit: 'Auditlog',
  /** Admin: the company's own settings and professions (/cp/instellingen). */
  settings: 'Instellingen',
  /** Admin and Coordinator: mails that are waiting or could not be delivered (/cp/mail). */
  mail: 'E-mail',
  /** Admin and Coordinator: all licences (/cp/license); contact persons: their organisation's (/contactperson/licences). */
  licences: 'Licenties',
  /** Contact persons: their organisation's invoices (/contactperson/invoices). */
  invoices: 'Facturen',
  /** Admin and Coordinator: the practical assessments (/cp/pat). */
  pat: 'PAT',
  /** Admin and Coordinator: the educations (/cp/education). */
  educations: 'Opleidingen',
} as const;

/** Spec §8, the error catalogue. */
export const errors = {
  noConnection: 'Geen verbinding met de server.',
  badRequest: 'Er ging iets mis. Melding kon niet weergeven worden.',
  unauthorized: 'Je hebt geen rechten om deze actie uit te voeren.',
  notFound: '',
  conflict: 'Er bestaat al een gebruiker met dit emailadres',
  /** `{status}` and `{statusText}` are filled in by lib/errors.ts. */
  other: 'Er gaat iets fout aan onze kant. Errorcode: {status}. Foutmelding: {statusText}',
} as const;

/** The sign-in and password-reset forms (public pages, Dutch: nobody is signed in there). */
export const forms = {
  email: 'E-mailadres',
  emailMissing: 'Vul je e-mailadres in.',
  emailInvalid: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.',
  password: 'Wachtwoord',
} as const;

/** The staff, teacher and contact-person homes: headings of the panels the features show there. */
export const home = {
  activeUsers: 'Actieve gebruikers',
  activeUsersIntro: 'Aantal actieve accounts per rol.',
  myCandidates: 'Mijn kandidaten',
  organizationCandidates: 'Kandidaten van je organisatie',
} as const;

export const roles = {
  plural: {
    Admin: 'Beheerders',
    Coordinator: 'Coördinatoren',
    Teacher: 'Docenten',
    ContactPerson: 'Contactpersonen',
    User: 'Kandidaten',
  } satisfies Record<Role, string>,
} as const;

/**
 * Under each note field of the staff forms (PAT, education, location, organisation): who reads it, by its audience
 * (src/lib/note-audiences.ts; docs/decisions/041-note-audiences.md).
 */
export const noteAudiences = {
  candidates: 'Zichtbaar voor: kandidaten (en hun docenten en coördinatoren).',
  teachers: 'Zichtbaar voor: docenten (en coördinatoren). Kandidaten zien dit niet.',
  staff: 'Zichtbaar voor: coördinatoren en beheerders. Kandidaten, docenten en contactpersonen zien dit niet.',
} as const;

/**
 * After signing in again, on the page whose form was posted when the session had ended (src/lib/form-restore.ts,
 * docs/decisions/064-form-restore-after-sign-in.md).
 */
export const formRestore = {
  restored: 'We hebben je ingevulde gegevens teruggezet. Controleer ze en verstuur het formulier opnieuw.',
} as const;

/** All sections, for server-rendered pages and components. */
export const nl = {
  header,
  errors,
  forms,
  home,
  roles,
  noteAudiences,
  formRestore,
} as const;
