/**
 * The account-setup form of /account/setup (spec §2; docs/api.md `POST /api/user/ConfirmCandidateAccount`), pure:
 * reading the posted fields and checking them on the page before the call, with the same rules as the API
 * (src/features/licences/contract.ts `confirmCandidateBody`): a code that can be a licence code (16 characters of
 * the code alphabet; case, spaces and dashes do not matter), a name of 1–200 characters on one line (no tab, line
 * break or invisible character: lib/plain-text.ts `isSingleLineText`), an e-mail address, and the privacy statement
 * accepted. No password: the candidate chooses it after following the mailed link
 * (docs/decisions/038-unconfirmed-account-setup.md).
 */
import { emailError, textOf } from '#src/components/forms';
import { isSingleLineText } from '#src/lib/plain-text';
import { normaliseLicenceCode } from '#src/features/licences/contract';
import type { MessageKey } from '#src/lib/i18n/catalogues.server';
import { translate } from '#src/lib/i18n/catalogues.server';
import type { Translate } from '#src/lib/i18n/translate';

/** What the form keeps after a post: every field but the passwords. */
export interface SetupValues {
  code: string;
  name: string;
  email: string;
  acceptPrivacy: boolean;
}

/** Field errors by field name; an empty object when the form may be sent. */
export type SetupErrors = Partial<Record<'code' | 'name' | 'email' | 'acceptPrivacy', string>>;

/** Longest name the API accepts (characters). */
export const NAME_MAX = 200;

/** The posted form's values, trimmed. */
export function readSetupForm(form: FormData): SetupValues {
  return {
    code: textOf(form, 'code'),
    name: textOf(form, 'name'),
    email: textOf(form, 'email'),
    acceptPrivacy: textOf(form, 'acceptPrivacy') !== '',
  };
}

/**
 * The errors of a posted form, field by field, in the page's language (`t`, Astro.locals.t; Dutch by default;
 * texts: messages/ `setup.*`, docs/decisions/055).
 */
export function setupErrors(values: SetupValues, t: Translate<MessageKey> = translate('nl')): SetupErrors {
  const errors: SetupErrors = {};
  if (!values.code) errors.code = t('setup.codeMissing');
  else if (!normaliseLicenceCode(values.code)) errors.code = t('setup.codeInvalid');
  if (!values.name) errors.name = t('setup.nameMissing');
  else if (values.name.length > NAME_MAX) errors.name = t('setup.nameTooLong');
  else if (!isSingleLineText(values.name)) errors.name = t('setup.nameOneLine');
  const email = emailError(values.email, t);
  if (email) errors.email = email;
  if (!values.acceptPrivacy) errors.acceptPrivacy = t('setup.acceptMissing');
  return errors;
}
