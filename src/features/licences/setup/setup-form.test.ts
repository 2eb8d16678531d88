import { describe, expect, it } from 'vitest';
import { readSetupForm, setupErrors } from './setup-form';

/** A posted form with every field filled in well, and `changes` over it. */
function posted(changes: Record<string, string | null> = {}): FormData {
  const fields: Record<string, string | null> = {
    code: ' abcd efgh-jkmn pqrs ',
    name: ' Sanne de Vries ',
    email: 'sanne@example.org',
    acceptPrivacy: '1',
    ...changes,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== null) form.set(name, value);
  return form;
}

describe('readSetupForm', () => {
  it('keeps the fields trimmed; a password field sent by an older page is not read', () => {
    expect(readSetupForm(posted({ password: 'een lang wachtwoord' }))).toEqual({
      code: 'abcd efgh-jkmn pqrs',
      name: 'Sanne de Vries',
      email: 'sanne@example.org',
      acceptPrivacy: true,
    });
    expect(readSetupForm(posted({ acceptPrivacy: null })).acceptPrivacy).toBe(false);
  });
});

describe('setupErrors', () => {
  const errorsOf = (changes: Record<string, string | null>) => setupErrors(readSetupForm(posted(changes)));

  it('has none for a complete form; a code in any case, with spaces or dashes, is fine', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ code: 'ABCDEFGHJKMNPQRS' })).toEqual({});
  });

  it('names each field that is missing or wrong, in Dutch', () => {
    expect(errorsOf({ code: '' })).toEqual({ code: 'Vul de licentiecode in.' });
    // 0, O, 1, I and L are not in the code alphabet; 15 characters are too few.
    expect(errorsOf({ code: 'ABCD-EFGH-JKMN-PQR0' }).code).toMatch(/16 letters en cijfers/);
    expect(errorsOf({ code: 'ABCD-EFGH-JKMN-PQR' }).code).toMatch(/klopt niet/);
    expect(errorsOf({ name: '  ' })).toEqual({ name: 'Vul je naam in.' });
    expect(errorsOf({ name: 'x'.repeat(201) }).name).toMatch(/hoogstens 200/);
    expect(errorsOf({ name: 'Sanne \u202Eseirv ed' })).toEqual({ name: 'Schrijf je naam op één regel, zonder tabs of onzichtbare tekens.' });
    expect(errorsOf({ email: 'sanne' }).email).toMatch(/geldig e-mailadres/);
    expect(errorsOf({ acceptPrivacy: null })).toEqual({ acceptPrivacy: 'Lees de privacyverklaring en vink aan dat je akkoord gaat.' });
  });
});
