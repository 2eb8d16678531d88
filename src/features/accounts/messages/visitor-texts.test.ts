/**
 * The Dutch of the pages before sign-in (docs/decisions/055) stays word for word what it was: the catalogue's Dutch
 * of each API answer these pages translate is the API's own title (spec §8 and the accounts and licences calls), and
 * the form texts are the ones the pages showed before they were translated.
 */
import { describe, expect, it } from 'vitest';
import { translate } from '#src/lib/i18n/catalogues.server';
import { LANGUAGES } from '#src/lib/i18n/locales';
import { AUTH_TITLES } from '#src/features/accounts/api/sign-in';
import { RESET_TITLES } from '#src/features/accounts/api/password-reset';
import { INVITE_TITLES } from '#src/features/accounts/api/invitation';
import { SETUP_TITLES } from '#src/features/licences/api/account-setup';
import { ERASED_NAME } from '#src/features/accounts/lifecycle';

const nl = translate('nl');

describe('the Dutch of the pages before sign-in', () => {
  it('is the API’s own title for every answer a page translates', () => {
    expect(nl('signIn.badCredentials')).toBe(AUTH_TITLES.badCredentials);
    expect(nl('forgot.requested')).toBe(RESET_TITLES.requested);
    expect(nl('reset.invalidToken')).toBe(RESET_TITLES.invalidToken);
    expect(nl('reset.done')).toBe(RESET_TITLES.done);
    expect(nl('confirm.invalidCode')).toBe(INVITE_TITLES.invalidCode);
    expect(nl('confirm.done')).toBe(INVITE_TITLES.confirmed);
    expect(nl('setup.wrongCode')).toBe(SETUP_TITLES.wrongCode);
    expect(nl('setup.revoked')).toBe(SETUP_TITLES.revoked);
    expect(nl('setup.full')).toBe(SETUP_TITLES.full);
  });

  it('keeps the form texts the pages had', () => {
    expect([nl('login.title'), nl('login.intro'), nl('login.missing'), nl('forms.email'), nl('forms.password')]).toEqual([
      'Inloggen',
      'Log in met je e-mailadres en wachtwoord.',
      'Vul je e-mailadres en wachtwoord in.',
      'E-mailadres',
      'Wachtwoord',
    ]);
    expect(nl('forms.emailInvalid')).toBe('Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.');
    expect(nl('reset.incompleteLink')).toBe('Deze link is niet compleet. Open de link uit de e-mail opnieuw of vraag een nieuwe link aan.');
    expect(nl('setup.privacy.rights2', { erased: ERASED_NAME })).toContain('met als afzender ‘Verwijderde gebruiker’.');
  });

  it('is translated into every other language, never left in Dutch', () => {
    for (const language of LANGUAGES.filter((l) => l !== 'nl')) {
      const t = translate(language);
      for (const key of ['login.title', 'signIn.badCredentials', 'forgot.requested', 'confirm.invalidCode', 'setup.privacy.why'] as const) {
        expect(t(key), `${language} ${key}`).not.toBe(nl(key));
      }
    }
  });
});
