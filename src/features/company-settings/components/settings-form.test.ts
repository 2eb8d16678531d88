import { describe, expect, it } from 'vitest';
import { fieldOfMessage, professionFieldOf, settingsBodyOf } from './settings-form';

describe('settings form', () => {
  it('sends every setting, an empty field as empty text (back to the default)', () => {
    const form = new FormData();
    form.set('sellerName', '  Werkfit B.V. ');
    form.set('reminderMax', '');
    const body = settingsBodyOf(form) as Record<string, string>;
    expect(body.sellerName).toBe('Werkfit B.V.');
    expect(body.reminderMax).toBe('');
    expect(body.sellerIban).toBe('');
    expect(Object.keys(body)).toHaveLength(12);
  });

  it('puts a message beside the field it names', () => {
    expect(fieldOfMessage('IBAN: dit rekeningnummer klopt niet (controlegetal); …')).toBe('sellerIban');
    expect(fieldOfMessage('Bedrijfsnaam: gebruik één regel, …')).toBe('sellerName');
    expect(fieldOfMessage('Er ging iets mis.')).toBeNull();
    expect(professionFieldOf('Hollandcode: vul 1 tot 3 …')).toBe('hollandCode');
    expect(professionFieldOf('Naam van het beroep: vul een naam in.')).toBe('name');
  });
});
