/**
 * The staff's user administration screens, pure parts (user-admin-forms.ts): a list's query from the page URL,
 * the API query it becomes, and reading an account form into a request body with Dutch errors by field.
 */
import { describe, expect, it } from 'vitest';
import { accountAdmin as t } from './strings';
import { accountPageOf, fieldOfTitle, isFiltered, LIST_KINDS, listParamsOf, listQuery, readAccountForm } from './user-admin-forms';

const ORG = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const url = (query: string) => new URL(`http://localhost/cp/users/candidate?${query}`);
const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe('listParamsOf and listQuery', () => {
  it('reads search, filters and order, and leaves out what the API would refuse', () => {
    const params = listParamsOf(url(`q=%20jan%20&status=invited&organisatie=${ORG}&beroep=geen-id&sortering=created-desc`));
    expect(params).toEqual({ q: 'jan', status: 'invited', organizationId: ORG, professionId: '', sort: 'created-desc' });
    expect(listParamsOf(url('status=erased&sortering=email'))).toMatchObject({ status: '', sort: 'name-asc' });
    expect(isFiltered(params)).toBe(true);
    expect(isFiltered(listParamsOf(url('sortering=name-desc')))).toBe(false);
  });

  it('asks the API only for the filters the list has', () => {
    const params = listParamsOf(url(`q=jan&organisatie=${ORG}&beroep=${ORG}&sortering=name-desc`));
    expect(listQuery(params, LIST_KINDS.candidate, 2)).toEqual({ page: 2, q: 'jan', organizationId: ORG, professionId: ORG, sort: 'name', dir: 'desc' });
    expect(listQuery(params, LIST_KINDS.teacher, 1)).toEqual({ page: 1, q: 'jan', sort: 'name', dir: 'desc' });
    expect(listQuery(params, LIST_KINDS['contact-person'], 1)).toMatchObject({ organizationId: ORG });
  });

  it('links a candidate to /cp/user/{id} and everyone else to /cp/profile/{id}', () => {
    expect(accountPageOf('User', 'a/b')).toBe('/cp/user/a%2Fb');
    expect(accountPageOf('Teacher', 'x')).toBe('/cp/profile/x');
  });
});

describe('readAccountForm', () => {
  it('sends a new candidate’s chosen language (not Dutch, the default), refuses an unknown one, and asks it only on create', () => {
    const fields = { name: 'Amal', email: 'amal@voorbeeld.nl' };
    expect(readAccountForm(formOf({ ...fields, language: 'ar' }), 'User', true).body).toMatchObject({ language: 'ar' });
    expect(readAccountForm(formOf({ ...fields, language: 'nl' }), 'User', true).body).not.toHaveProperty('language');
    expect(readAccountForm(formOf({ ...fields, language: 'fr' }), 'User', true)).toMatchObject({ body: null, errors: { language: t.languageInvalid } });
    expect(readAccountForm(formOf({ ...fields, language: 'ar' }), 'User').body).not.toHaveProperty('language');
    expect(readAccountForm(formOf({ ...fields, language: 'ar' }), 'Teacher', true).body).not.toHaveProperty('language');
    expect(fieldOfTitle('Taal: kies nl, en, pl, tr, uk of ar.')).toBe('language');
  });

  it('makes the body of a candidate: empty choices as null, the address lower-cased, no intake mark', () => {
    const read = readAccountForm(formOf({ name: ' Vera Visser ', email: 'Vera@Voorbeeld.NL', phone: '', organizationId: '', professionId: ORG, intakeSupervisor: 'ja' }), 'User');
    expect(read.errors).toEqual({});
    expect(read.body).toEqual({ name: 'Vera Visser', email: 'vera@voorbeeld.nl', phone: null, organizationId: null, professionId: ORG });
  });

  it('sends a teacher’s intake mark and nothing about organisations or professions', () => {
    const read = readAccountForm(formOf({ name: 'Ilse', email: 'ilse@voorbeeld.nl', organizationId: ORG, intakeSupervisor: 'ja' }), 'Teacher');
    expect(read.body).toEqual({ name: 'Ilse', email: 'ilse@voorbeeld.nl', phone: null, intakeSupervisor: true });
    expect(readAccountForm(formOf({ name: 'Ilse', email: 'ilse@voorbeeld.nl' }), 'Coordinator').body).toMatchObject({ intakeSupervisor: false });
    expect(readAccountForm(formOf({ name: 'Ad', email: 'ad@voorbeeld.nl', intakeSupervisor: 'ja' }), 'Admin').body).toEqual({ name: 'Ad', email: 'ad@voorbeeld.nl', phone: null });
  });

  it('names every problem at its field and keeps what was typed', () => {
    const read = readAccountForm(formOf({ name: '', email: 'geen-adres', phone: 'bel me', organizationId: '' }), 'ContactPerson');
    expect(read.body).toBeNull();
    expect(read.errors).toEqual({ name: t.nameMissing, email: t.emailInvalid, phone: t.phoneInvalid, organizationId: t.organizationMissing });
    expect(read.values).toMatchObject({ email: 'geen-adres', phone: 'bel me' });
    expect(readAccountForm(formOf({ name: 'x'.repeat(201), email: '', phone: '1'.repeat(31) }), 'User').errors).toEqual({
      name: t.nameTooLong,
      email: t.emailMissing,
      phone: t.phoneTooLong,
    });
  });

  it('finds the field an API title names', () => {
    expect(fieldOfTitle('Organisatie: deze organisatie is gearchiveerd.')).toBe('organizationId');
    expect(fieldOfTitle('E-mailadres: vul het e-mailadres in.')).toBe('email');
    expect(fieldOfTitle('Er bestaat al een gebruiker met dit emailadres')).toBeUndefined();
  });
});
