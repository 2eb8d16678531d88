/**
 * The server side of the staff's account forms (spec §2): the create pages (/cp/users/candidate/create,
 * /cp/users/create/contact-person, /cp/users/teacher/create, /cp/users/coordinators/create) and the edit form on
 * /cp/user/{id} and /cp/profile/{id}. Forms post to their page (no JavaScript needed): checked in Dutch first
 * (user-admin-forms.ts `readAccountForm`), then sent; an API title that names a field ('Naam: …') is shown at that
 * field too, a 409 at the e-mail address with spec §8's text. What was typed stays on an error.
 */
import type { AstroGlobal } from 'astro';
import { keyHeaders, readForm, submit } from '#src/components/forms';
import { load, type Loaded } from '#src/components/load.server';
import type { AccountDetail, UserCreated } from '#src/features/accounts/contract';
import { accountAdmin as t } from '#src/features/accounts/strings';
import {
  accountFieldsOf,
  accountPageOf,
  accountValues,
  fieldOfTitle,
  readAccountForm,
  type AccountErrors,
  type AccountValues,
} from '#src/features/accounts/user-admin-forms';
import type { Named } from '#src/lib/contract';
import type { Role } from '#src/lib/roles';

/** The roles with a create page, and the call each one posts to (docs/api.md, "User"). */
export const CREATE_CALLS = {
  User: '/api/user/createcandidate',
  Teacher: '/api/user/CreateTeacher',
  ContactPerson: '/api/user/createcontactperson',
  Coordinator: '/api/user/createcoordinator',
} as const;
export type CreatableRole = keyof typeof CREATE_CALLS;

/** What AccountForm.astro renders. */
export interface AccountFormState {
  role: Role;
  values: AccountValues;
  errors: AccountErrors;
  /** The message above the form ('' for none). */
  error: string;
  /** The organisation choices (`GET /api/organization/options`); null when the role has no organisation. */
  organizations: Loaded<Named[]> | null;
  /** The profession choices (`GET /api/test/professions`); null when the role has no profession. */
  professions: Loaded<Named[]> | null;
}

/** Loads the choices the form of `role` needs: organisations and professions, at once. */
export async function loadChoices(astro: AstroGlobal, role: Role): Promise<Pick<AccountFormState, 'organizations' | 'professions'>> {
  const has = accountFieldsOf(role);
  const { api } = astro.locals;
  const [organizations, professions] = await Promise.all([
    has.organization ? load(api<Named[]>('/api/organization/options'), { 404: t.organizationsUnavailable }) : null,
    has.profession ? load(api<Named[]>('/api/test/professions'), { 404: t.professionsUnavailable }) : null,
  ]);
  return { organizations, professions };
}

/**
 * Sends a checked form with `call` and turns a failure into messages: the title above the form, and at the field it
 * names (a 409 at the e-mail address).
 */
async function send<T>(
  call: () => Promise<T>,
  next: (answer: T) => string,
  errorTexts: AstroGlobal['locals']['errorTexts'],
): Promise<{ redirect: string } | { error: string; errors: AccountErrors }> {
  const sent = await submit(call, next, {}, errorTexts);
  if ('redirect' in sent) return sent;
  const errors: AccountErrors = {};
  if (sent.status === 409) errors.email = sent.error;
  const field = fieldOfTitle(sent.error);
  if (field) {
    const rest = sent.error.slice(sent.error.indexOf(':') + 1).trim();
    errors[field] = rest.charAt(0).toUpperCase() + rest.slice(1);
  }
  return { error: sent.error, errors };
}

/**
 * A create page: on POST checks and sends the form to the role's create call with the form's `Idempotency-Key` (sent
 * twice, it makes one account and one invitation: docs/decisions/039-idempotent-creates.md), then goes to the new
 * person's page with `?melding=aangemaakt`. Coordinators may only be made by an admin (`allowed` false for anyone else: no form).
 * @returns `{ redirect }` after creating, otherwise the form's state (the answer status is 400 on an error).
 */
export async function createAccountPage(
  astro: AstroGlobal,
  role: CreatableRole,
): Promise<{ redirect: string } | { state: AccountFormState; allowed: boolean }> {
  const allowed = role !== 'Coordinator' || astro.locals.session?.role === 'Admin';
  const form = allowed ? await readForm(astro.request) : null;
  const choices = await loadChoices(astro, role);
  const state: AccountFormState = { role, values: accountValues(), errors: {}, error: '', ...choices };
  if (form) {
    const read = readAccountForm(form, role, true);
    state.values = read.values;
    state.errors = read.errors;
    if (!read.body) {
      state.error = astro.locals.t('forms.errorSummary');
    } else {
      const body = read.body;
      const sent = await send(
        () => astro.locals.api<UserCreated>(CREATE_CALLS[role], { method: 'POST', body, headers: keyHeaders(form) }),
        (answer) => `${accountPageOf(role, answer.id)}?melding=aangemaakt`,
        astro.locals.errorTexts,
      );
      if ('redirect' in sent) return sent;
      state.error = sent.error;
      state.errors = sent.errors;
    }
    astro.response.status = 400;
  }
  return { state, allowed };
}

/**
 * The edit form of an account page (`intent=account`): checks and sends the form to `PUT /api/user/{id}`, then
 * back to the page with `?melding=opgeslagen`.
 * @param account the account as loaded, for its role and, without a POST, the form's values.
 * @param form the posted form when it is this form's, else null.
 */
export async function editAccountForm(
  astro: AstroGlobal,
  account: AccountDetail,
  form: FormData | null,
): Promise<{ redirect: string } | { state: AccountFormState }> {
  const choices = await loadChoices(astro, account.role);
  const state: AccountFormState = { role: account.role, values: accountValues(account), errors: {}, error: '', ...choices };
  if (!form) return { state };
  const read = readAccountForm(form, account.role);
  state.values = read.values;
  state.errors = read.errors;
  if (!read.body) {
    state.error = astro.locals.t('forms.errorSummary');
  } else {
    const body = read.body;
    const page = accountPageOf(account.role, account.id);
    const sent = await send(
      () => astro.locals.api<AccountDetail>(`/api/user/${encodeURIComponent(account.id)}`, { method: 'PUT', body }),
      () => `${page}?melding=opgeslagen#gegevens`,
      astro.locals.errorTexts,
    );
    if ('redirect' in sent) return sent;
    state.error = sent.error;
    state.errors = sent.errors;
  }
  astro.response.status = 400;
  return { state };
}
