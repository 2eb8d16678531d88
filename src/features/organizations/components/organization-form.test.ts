import { describe, expect, it } from 'vitest';
import { checkOrganizationForm, emptyOrganizationValues, organizationValues, readOrganizationForm } from './organization-form';

function posted(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

describe('the organisation form', () => {
  it('sends the typed values normalised, empty fields as nothing', () => {
    const values = readOrganizationForm(posted({ name: ' De Glans ', kvkNumber: '6123 4567', vatNumber: 'nl861234567b01', visitStreet: 'Kanaalweg 21', visitPostcode: '3526kl', visitCity: 'Utrecht', notes: '  Let op.\n' }));
    expect(values.notes).toBe('  Let op.\n');
    expect(checkOrganizationForm(values)).toEqual({
      body: {
        name: 'De Glans',
        kvkNumber: '61234567',
        vatNumber: 'NL861234567B01',
        visitStreet: 'Kanaalweg 21',
        visitPostcode: '3526 KL',
        visitCity: 'Utrecht',
        invoiceStreet: null,
        invoicePostcode: null,
        invoiceCity: null,
        invoiceEmail: null,
        notes: 'Let op.',
      },
    });
  });

  it('gives the first problem of each field in Dutch', () => {
    const values = { ...emptyOrganizationValues(), kvkNumber: '123', vatNumber: 'BE0123456789', invoiceEmail: 'geen-adres' };
    expect(checkOrganizationForm(values)).toEqual({
      errors: {
        name: 'Naam: vul de naam van de organisatie in.',
        kvkNumber: 'KvK-nummer: vul 8 cijfers in, bijvoorbeeld 12345678.',
        vatNumber: 'Btw-id: vul een Nederlands btw-id in, bijvoorbeeld NL123456789B01.',
        invoiceEmail: 'Factuuradres (e-mail): vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.',
      },
    });
  });

  it('refuses control and bidi-override characters at the field they were typed in; notes keep their line breaks', () => {
    const values = {
      ...emptyOrganizationValues(),
      name: 'Acme\u000BB.V.',
      visitStreet: 'Markt \u202E1',
      visitPostcode: '1234 AB',
      visitCity: 'Voorbeeldstad',
      notes: 'Eerste regel\nTweede\tregel \u2066x\u2069',
    };
    expect(checkOrganizationForm(values)).toEqual({
      errors: {
        name: 'Naam: gebruik één regel, zonder tabs, regeleinden of onzichtbare tekens.',
        visitStreet: 'Straat en huisnummer (bezoekadres): gebruik één regel, zonder tabs, regeleinden of onzichtbare tekens.',
        notes: expect.stringMatching(/^Notities: haal de onzichtbare tekens uit de tekst/),
      },
    });
    const fine = checkOrganizationForm({ ...values, name: 'Acme B.V.', visitStreet: 'Markt 1', notes: 'Eerste regel\nTweede\tregel' });
    expect(fine).toMatchObject({ body: { name: 'Acme B.V.', notes: 'Eerste regel\nTweede\tregel' } });
  });

  it('shows a stored record with empty fields as empty text', () => {
    const values = organizationValues({ ...checkBody(), kvkNumber: null });
    expect(values).toMatchObject({ name: 'X', kvkNumber: '', notes: '' });
  });
});

function checkBody() {
  const checked = checkOrganizationForm({ ...emptyOrganizationValues(), name: 'X' });
  if (!('body' in checked)) throw new Error('ongeldig');
  return checked.body;
}
