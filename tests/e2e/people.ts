/**
 * People of one end-to-end test: a fresh, active account of a role, made and erased through the user
 * administration API (docs/api.md "User") as the demo admin would do it. A test that signs in with such an
 * account leaves the demo accounts as they are and meets no other test's data.
 *
 * Making one: `POST /api/user/createcandidate` | `CreateTeacher` | `createcontactperson` | `createcoordinator`
 * sends an invitation mail, which the e2e server writes as an .eml file (quoted-printable) under
 * `./data-e2e/mail` (playwright.config.ts `DATA_DIR`); the code in its link activates the account with
 * `POST /api/user/ConfirmEmailAndPassword`. Erasing one: `DELETE /api/user/deleteUser?userId=`.
 *
 * An Admin cannot be made this way: no API call creates an admin (docs/api.md, docs/domain.md: admins are set up
 * with the platform). Tests that need an admin use the demo admin, who also makes and erases the others here.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { request } from '@playwright/test';
import { ApiError, apiAs } from './api';
import { DEMO, DEMO_PASSWORD } from './demo';

/** The roles an admin can make through the API. */
export type NewRole = 'User' | 'Teacher' | 'ContactPerson' | 'Coordinator';

/** An account made for one test: its id, address, name, password (active, so it signs in) and role. */
export interface OwnUser {
  id: string;
  email: string;
  name: string;
  password: string;
  role: NewRole | 'Admin';
  /** The organisation's id for a contact person or candidate; null for staff and teachers. */
  organizationId: string | null;
}

export interface NewUserOptions {
  /**
   * The name of an organisation that is not archived (`GET /api/organization/options`): a contact person's
   * (required there; default the demo's 'Logistiek Twente B.V.'), or a candidate's (default TEST_ORGANIZATION, made
   * when missing: assigning a test takes a seat of a licence of the candidate's organisation).
   */
  organization?: string;
  /** A candidate's preferred language (`nl`, `en`, `pl`, `tr`, `uk`, `ar`), set by the admin on their profile. */
  preferredLanguage?: string;
  /** The folder the server writes its mails into; default `./data-e2e/mail`. */
  mailDir?: string;
}

/** The organisation of new candidates unless the test names another; kept apart from the demo organisation's lists. */
export const TEST_ORGANIZATION = 'Oefenbedrijf E2E B.V.';

/** The demo organisation a new contact person belongs to unless the test names another (src/backend/seed.ts). */
export const DEMO_ORGANIZATION = 'Logistiek Twente B.V.';

const DEFAULT_MAIL_DIR = join('data-e2e', 'mail');

/** Per role: the call that makes the account, and the start of the name and e-mail address. */
const MAKE: Record<NewRole, { path: string; name: string; mailbox: string }> = {
  User: { path: '/api/user/createcandidate', name: 'Kim Kandidaat', mailbox: 'kandidaat' },
  Teacher: { path: '/api/user/CreateTeacher', name: 'Dirk Docent', mailbox: 'docent' },
  ContactPerson: { path: '/api/user/createcontactperson', name: 'Carla Contact', mailbox: 'contactpersoon' },
  Coordinator: { path: '/api/user/createcoordinator', name: 'Cas Coördinator', mailbox: 'coordinator' },
};

let made = 0;

/** A mark no other account of this run has: the time in milliseconds and a counter. */
function uniqueMark(): string {
  made += 1;
  return `${Date.now()}-${made}`;
}

/**
 * Makes an active account of `role` at `baseURL`, signed in through the API as the demo admin: the account is
 * created (with an invitation mail), activated with the code from that mail and a password of its own, and, for
 * `options.preferredLanguage`, given that preferred language.
 * @returns the new account, ready to sign in with `email` and `password`.
 * @throws when a call fails, the organisation does not exist, or no invitation mail arrives within 10 s.
 */
export async function createUserVia(baseURL: string, role: NewRole, options: NewUserOptions = {}): Promise<OwnUser> {
  const mark = uniqueMark();
  const name = `${MAKE[role].name} ${mark}`;
  const email = `e2e.${MAKE[role].mailbox}.${mark}@example.org`;
  const password = `eigen-wachtwoord-${mark}`;
  const admin = await apiAs(baseURL, DEMO.Admin.email);
  let id: string;
  const body: Record<string, unknown> = { name, email };
  try {
    const organization = options.organization ?? (role === 'ContactPerson' ? DEMO_ORGANIZATION : role === 'User' ? TEST_ORGANIZATION : undefined);
    if (organization) {
      const organizations = await admin.get<{ id: string; name: string }[]>('/api/organization/options');
      let found = organizations.find((o) => o.name === organization);
      if (!found && organization === TEST_ORGANIZATION) found = await admin.send<{ id: string; name: string }>('POST', '/api/organization', { name: organization });
      if (!found) throw new Error(`organisatie ‘${organization}’ niet gevonden`);
      body.organizationId = found.id;
    }
    ({ id } = await admin.send<{ id: string }>('POST', MAKE[role].path, body));

    const code = new URL(await invitationLink(email, options.mailDir), baseURL).searchParams.get('code');
    if (!code) throw new Error(`de uitnodiging voor ${email} heeft geen code`);
    const anonymous = await request.newContext({ baseURL });
    try {
      const confirmed = await anonymous.post('/api/user/ConfirmEmailAndPassword', { data: { email, password, code } });
      if (!confirmed.ok()) throw new Error(`activeren van ${email} mislukt: ${confirmed.status()} ${await confirmed.text()}`);
    } finally {
      await anonymous.dispose();
    }

    if (options.preferredLanguage) {
      await admin.send('PUT', `/api/test/profile?userId=${id}`, { preferredLanguage: options.preferredLanguage });
    }
  } finally {
    await admin.dispose();
  }
  return { id, email, name, password, role, organizationId: (body.organizationId as string | undefined) ?? null };
}

/**
 * The demo admin as an `OwnUser` (id and name from `POST /api/user/login` at `baseURL`): the stand-in for a new
 * admin, which the API cannot make.
 * @throws when the demo admin cannot sign in.
 */
export async function demoAdminVia(baseURL: string): Promise<OwnUser> {
  const anonymous = await request.newContext({ baseURL });
  try {
    const answer = await anonymous.post('/api/user/login', { data: { email: DEMO.Admin.email, password: DEMO_PASSWORD } });
    if (!answer.ok()) throw new Error(`inloggen als ${DEMO.Admin.email} mislukt: ${answer.status()}`);
    const { userId, name } = (await answer.json()) as { userId: string; name: string };
    return { id: userId, email: DEMO.Admin.email, name, password: DEMO_PASSWORD, role: 'Admin', organizationId: null };
  } finally {
    await anonymous.dispose();
  }
}

/**
 * Erases account `id` at `baseURL` as the demo admin (`DELETE /api/user/deleteUser`): its personal data, tests
 * and sessions are gone. An account that is already erased (404) counts as done.
 * @throws for any other failure, among them the demo admin's own id (400).
 */
export async function eraseUserVia(baseURL: string, id: string): Promise<void> {
  const admin = await apiAs(baseURL, DEMO.Admin.email);
  try {
    await admin.remove(`/api/user/deleteUser?userId=${encodeURIComponent(id)}`);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  } finally {
    await admin.dispose();
  }
}

/**
 * The path and query of the newest invitation link (`/account/confirm?email=…&code=…`) mailed to `to`, read
 * from the .eml files under `mailDir` (default `./data-e2e/mail`), waiting up to 10 s for it.
 * @throws when no such mail arrives.
 */
export async function invitationLink(to: string, mailDir = DEFAULT_MAIL_DIR): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = (await readdir(mailDir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort().reverse();
    for (const file of files) {
      const text = decodeQuotedPrintable(await readFile(join(mailDir, file), 'utf8'));
      if (!text.includes(to) && !text.includes(encodeURIComponent(to))) continue;
      const match = /https?:\/\/[^\s"<>]+\/account\/confirm\?[^\s"<>]+/.exec(text);
      if (match) return new URL(match[0]).pathname + new URL(match[0]).search;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`geen uitnodiging voor ${to} gevonden`);
}

/**
 * The text of the newest mail to `to` that contains `needle`, read from the .eml files under `mailDir` (default
 * `./data-e2e/mail`, decoded from quoted-printable), waiting up to 10 s for it.
 * @throws when no such mail arrives.
 */
export async function mailTo(to: string, needle: string, mailDir = DEFAULT_MAIL_DIR): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = (await readdir(mailDir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort().reverse();
    for (const file of files) {
      const text = decodeQuotedPrintable(await readFile(join(mailDir, file), 'utf8'));
      if (text.includes(to) && text.includes(needle)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`geen e-mail aan ${to} met ‘${needle}’ gevonden`);
}

/**
 * Erases, as the demo admin, the candidate with address `email` if there is one (an account a test asked for at
 * /account/setup and may not have confirmed).
 */
export async function eraseCandidateByEmail(baseURL: string, email: string): Promise<void> {
  const admin = await apiAs(baseURL, DEMO.Admin.email);
  try {
    const found = await admin.get<{ items: { id: string; email: string }[] }>(`/api/user/GetCandidates?q=${encodeURIComponent(email)}`);
    for (const person of found.items.filter((p) => p.email === email)) await eraseUserVia(baseURL, person.id);
  } finally {
    await admin.dispose();
  }
}

/** Undoes quoted-printable encoding (RFC 2045 §6.7): soft line breaks and `=XX` bytes, read as Latin-1 characters. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
