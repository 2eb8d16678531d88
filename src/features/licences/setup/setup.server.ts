/**
 * Handling a post of /account/setup on the server (spec §2; docs/api.md `POST /api/user/ConfirmCandidateAccount`),
 * so the form works without JavaScript: the page's own checks first (setup-form.ts), then the call. When the call
 * was taken, the page shows 'Kijk in je mailbox' with the address that was typed (to spot a typing error) instead
 * of the form; the answer is the same whether or not the address has an account, and nobody is signed in: the
 * account is made only when the candidate follows the mailed link and chooses a password on /account/confirm
 * (docs/decisions/038-unconfirmed-account-setup.md).
 *
 * A refused call shows the API's own Dutch title (a wrong, revoked, expired or full licence, too many wrong codes,
 * too many setups with the code): `titleOf` first, since spec §8's catalogue would put one text on every 409. A page
 * in another language (docs/decisions/055) shows the catalogue's text for the title instead: `setup.wrongCode` for
 * 400, `setup.revoked` / `setup.full` for those 409s (recognised by their Dutch, which the catalogue holds word for
 * word), `setup.notValidNow` for the other 409s (a licence not valid yet or any more), 'too many tries' for 429.
 */
import { readSetupForm, setupErrors, type SetupErrors, type SetupValues } from './setup-form';
import type { TitleAnswer } from '#src/lib/contract';
import { errorMessage, errorStatus, titleOf } from '#src/lib/errors';
import { translate } from '#src/lib/i18n/catalogues.server';
import { visitorFailureText } from '#src/lib/i18n/visitor-language.server';

/** What the page shows after a post: the form again, or (`sent` set) the call was taken. */
export interface SetupOutcome {
  values: SetupValues;
  errors: SetupErrors;
  /** The message at the top of the form ('' for none): the API's title or the summary of the field errors. */
  error: string;
  /** The API's title once the call was taken ('Kijk in je mailbox …'); '' while the form is shown. */
  sent: string;
}

/** The form before anything was posted: the code from `?code=` (a link or QR code on the contact person's letter). */
export function emptySetup(url: URL): SetupOutcome {
  const code = (url.searchParams.get('code') ?? '').trim().slice(0, 40);
  return { values: { code, name: '', email: '', acceptPrivacy: false }, errors: {}, error: '', sent: '' };
}

/**
 * Checks the posted `form` and asks for the account.
 * @param locals the page's `Astro.locals`: `api` for the call, `t`, `language` and `errorTexts` for the texts.
 * @returns the form's values, field errors and the message to show, or `sent` with the API's title (a Dutch page)
 *   or `setup.sent` (another language).
 */
export async function submitAccountSetup(locals: App.Locals, form: FormData): Promise<SetupOutcome> {
  const { t, language } = locals;
  const values = readSetupForm(form);
  const errors = setupErrors(values, t);
  if (Object.keys(errors).length > 0) return { values, errors, error: t('forms.errorSummary'), sent: '' };
  try {
    const answer = await locals.api<TitleAnswer>('/api/user/ConfirmCandidateAccount', {
      method: 'POST',
      body: { code: values.code, name: values.name, email: values.email, acceptPrivacy: true, language },
    });
    return { values, errors: {}, error: '', sent: language === 'nl' ? answer?.title || t('setup.sent') : t('setup.sent') };
  } catch (failure) {
    if (language === 'nl') return { values, errors: {}, error: titleOf(failure) || errorMessage(failure).text, sent: '' };
    return { values, errors: {}, error: setupFailureText(failure, locals), sent: '' };
  }
}

/** A refused setup's text in the page's language (not Dutch): see the module comment. */
function setupFailureText(failure: unknown, locals: App.Locals): string {
  const { t, errorTexts } = locals;
  const dutch = translate('nl');
  if (errorStatus(failure) === 409) {
    const title = titleOf(failure);
    if (title === dutch('setup.revoked')) return t('setup.revoked');
    if (title === dutch('setup.full')) return t('setup.full');
    return t('setup.notValidNow');
  }
  return visitorFailureText(failure, t, errorTexts, { 400: t('setup.wrongCode') });
}
