/**
 * Handling a post of /account/setup on the server (spec §2; docs/api.md `POST /api/user/ConfirmCandidateAccount`),
 * so the form works without JavaScript (Post/Redirect/Get): the page's own checks first (setup-form.ts), then the
 * call, then signing in through the gateway with the same e-mail address and password (`locals.auth.signIn`, as
 * /login does) and on to the candidate's home (303).
 *
 * A refused call shows the API's own Dutch title (a wrong, revoked, expired or full licence, an e-mail address in
 * use, too many wrong codes): `titleOf` first, since spec §8's catalogue would put one text on every 409.
 */
import { readSetupForm, setupErrors, type SetupErrors, type SetupValues } from './setup-form';
import { accountSetup as s } from './strings';
import type { CandidateAccountCreated } from '#src/features/licences/contract';
import { errorMessage, titleOf } from '#src/lib/errors';

/** What the page does after a post: go on (303 to `redirect`), or show the form again. */
export type SetupOutcome =
  | { redirect: string }
  | {
      values: SetupValues;
      errors: SetupErrors;
      /** The message at the top of the form ('' for none): the API's title or the summary of the field errors. */
      error: string;
      /** Set when the account was made but signing in failed: the form gives way to a link to /login. */
      created: string;
    };

/** The form before anything was posted: the code from `?code=` (a link or QR code on the contact person's letter). */
export function emptySetup(url: URL): SetupOutcome & { values: SetupValues } {
  const code = (url.searchParams.get('code') ?? '').trim().slice(0, 40);
  return { values: { code, name: '', email: '', acceptPrivacy: false }, errors: {}, error: '', created: '' };
}

/**
 * Checks the posted `form`, makes the account and signs in.
 * @param locals the page's `Astro.locals`: `api` for the call, `auth.signIn` for the session, `t` for the shared
 *   password texts.
 * @returns `{ redirect }` to the role's home after signing in; otherwise the form's values (never the passwords),
 *   field errors and the message to show.
 */
export async function submitAccountSetup(locals: App.Locals, form: FormData): Promise<SetupOutcome> {
  const { values, password, repeat } = readSetupForm(form);
  const errors = setupErrors(values, password, repeat, locals.t);
  if (Object.keys(errors).length > 0) return { values, errors, error: locals.t('forms.errorSummary'), created: '' };
  try {
    await locals.api<CandidateAccountCreated>('/api/user/ConfirmCandidateAccount', {
      method: 'POST',
      body: { code: values.code, name: values.name, email: values.email, password, acceptPrivacy: true },
    });
  } catch (failure) {
    return { values, errors: {}, error: titleOf(failure) || errorMessage(failure).text, created: '' };
  }
  try {
    const signedIn = await locals.auth.signIn(values.email, password);
    if (signedIn.ok) return { redirect: signedIn.location };
  } catch {
    // The account exists: the candidate signs in on /login.
  }
  return { values, errors: {}, error: '', created: s.created };
}
