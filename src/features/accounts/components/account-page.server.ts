/**
 * The server side of the staff's page about one account (spec §2: /cp/user/{id} for a candidate, /cp/profile/{id}
 * for a teacher, contact person, coordinator or admin): loads the account (`GET /api/user/{id}/account`) and
 * handles the page's forms, each posted with an `intent` (post/redirect/get, no JavaScript needed):
 * - `account`: the personal data → `PUT /api/user/{id}` (account-form.server.ts `editAccountForm`);
 * - `invite`: `POST /api/user/{id}/invite`, the invitation again (with the form's `Idempotency-Key`: sent twice, one mail);
 * - `disable` (after the confirmation the page shows for `?bevestig=uitschakelen`) and `enable`.
 * After a change the page shows what happened (`?melding=…`). Posts without an intent are the page's own
 * (the candidate's accommodations on /cp/user/{id}).
 */
import type { AstroGlobal } from 'astro';
import { keyHeaders, readForm, submit, textOf } from '#src/components/forms';
import { load } from '#src/components/load.server';
import type { AccountDetail, AccountState } from '#src/features/accounts/contract';
import { accountAdmin as t } from '#src/features/accounts/strings';
import { accountPageOf } from '#src/features/accounts/user-admin-forms';
import { editAccountForm, type AccountFormState } from './account-form.server';

/** Which page: the candidate's (/cp/user/{id}) or everyone else's (/cp/profile/{id}). */
export type AccountPageKind = 'candidate' | 'profile';

/** What the account page renders. */
export interface AccountPageState {
  account: AccountDetail;
  /** The edit form. */
  edit: AccountFormState;
  /** The error of an account action (invite, disable, enable), '' for none. */
  actionError: string;
  /** What the last change did ('' for nothing). */
  notice: string;
  /** Show the question "Account uitschakelen?" with its buttons. */
  confirmDisable: boolean;
}

export type AccountPage =
  | { redirect: string }
  | { notFound: true }
  | { loadError: string }
  /** `form`: a posted form that is not one of the account's (the page's own, or the privacy form), else null. */
  | { state: AccountPageState; form: FormData | null };

/** The intents of the account's own forms (edit, and the actions below). */
const ACCOUNT_INTENTS = new Set(['account', 'invite', 'disable', 'enable']);

const ACTIONS = {
  invite: { path: 'invite', notice: 'uitnodiging' },
  disable: { path: 'disable', notice: 'uitgeschakeld' },
  enable: { path: 'enable', notice: 'ingeschakeld' },
} as const;

/** The message of `?melding=` for this account. */
function noticeOf(url: URL, account: AccountDetail): string {
  switch (url.searchParams.get('melding')) {
    case 'aangemaakt':
      return t.notices.created(account.email);
    case 'opgeslagen':
      return t.notices.saved;
    case 'uitnodiging':
      return t.notices.invited(account.email);
    case 'uitgeschakeld':
      return t.notices.disabled;
    case 'ingeschakeld':
      return t.notices.enabled;
    default:
      return '';
  }
}

/**
 * Loads the account of `Astro.params.id` and handles a posted account form.
 * @returns `{ notFound }` for an unknown id, and on /cp/user/{id} for anyone but a candidate (the page answers
 *   404); `{ redirect }` after a change, and on /cp/profile/{id} for a candidate (to /cp/user/{id}); `{ loadError }`
 *   when the account could not be loaded otherwise; else the state.
 */
export async function accountPage(astro: AstroGlobal, kind: AccountPageKind): Promise<AccountPage> {
  const id = astro.params.id ?? '';
  const { api, errorTexts } = astro.locals;
  const loaded = await load(api<AccountDetail>(`/api/user/${encodeURIComponent(id)}/account`), {}, errorTexts);
  if (!loaded.ok) return loaded.status === 404 ? { notFound: true } : { loadError: loaded.error };
  const account = loaded.data;
  if (kind === 'candidate' && account.role !== 'User') return { notFound: true };
  if (kind === 'profile' && account.role === 'User') return { redirect: accountPageOf('User', account.id) };

  const page = accountPageOf(account.role, account.id);
  const form = await readForm(astro.request);
  const intent = form ? textOf(form, 'intent') : '';
  let actionError = '';

  const edited = await editAccountForm(astro, account, intent === 'account' ? form : null);
  if ('redirect' in edited) return edited;

  if (intent === 'invite' || intent === 'disable' || intent === 'enable') {
    const action = ACTIONS[intent];
    const done = await submit(
      () => api<AccountState>(`/api/user/${encodeURIComponent(account.id)}/${action.path}`, { method: 'POST', headers: form ? keyHeaders(form) : {} }),
      `${page}?melding=${action.notice}#account`,
      { 409: t.notInvited },
      errorTexts,
    );
    if ('redirect' in done) return done;
    actionError = done.error;
    astro.response.status = done.status === 409 ? 409 : 400;
  }

  return {
    state: {
      account,
      edit: edited.state,
      actionError,
      notice: form ? '' : noticeOf(astro.url, account),
      confirmDisable: !form && astro.url.searchParams.get('bevestig') === 'uitschakelen' && account.manageable && !account.self && account.status !== 'disabled',
    },
    form: ACCOUNT_INTENTS.has(intent) ? null : form,
  };
}
