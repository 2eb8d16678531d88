import { describe, expect, it } from 'vitest';
import { CHANGE_FIELDS, LICENCE_FIELDS, changeValues, checkChangeForm, checkLicenceForm, fieldOfTitle, newLicenceValues, readLicenceForm } from './licence-form';
import { defaultPeriod, licenceStateTone, seatClosed, seatHow, seatState } from './format';

const ORG = '3f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const TEST = '7a1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

function posted(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

describe('the new licence form', () => {
  it('starts with one year from today, 21 % btw and the organisation of the link', () => {
    expect(newLicenceValues('2026-03-10', ORG)).toMatchObject({ organizationId: ORG, product: 'profession-test', validFrom: '2026-03-10', validUntil: '2027-03-09', vatCategory: 'S' });
  });

  it('sends the price typed in euros as exact cents', () => {
    const values = readLicenceForm(
      posted({ organizationId: ORG, product: 'profession-test', professionTestId: TEST, seats: '10', validFrom: '2026-01-01', validUntil: '2026-12-31', pricePerSeat: '1.234,5', vatCategory: 'E', buyerReference: ' PO-17 ' }),
    );
    expect(checkLicenceForm(values)).toEqual({
      body: { organizationId: ORG, product: 'profession-test', professionTestId: TEST, seats: 10, validFrom: '2026-01-01', validUntil: '2026-12-31', pricePerSeatCents: 123450, vatCategory: 'E', buyerReference: 'PO-17' },
    });
  });

  it('drops the test of a PAT licence', () => {
    const values = { ...newLicenceValues('2026-01-01', ORG), product: 'pat', professionTestId: TEST, seats: '5', pricePerSeat: '0' };
    expect(checkLicenceForm(values)).toMatchObject({ body: { product: 'pat', professionTestId: null, pricePerSeatCents: 0, buyerReference: null } });
  });

  it('names every field with a problem in Dutch, the price too', () => {
    const values = { ...newLicenceValues('2026-01-01'), seats: '0', validUntil: '2025-12-31', pricePerSeat: '49,505' };
    expect(checkLicenceForm(values)).toEqual({
      errors: {
        organizationId: 'Organisatie: kies een organisatie.',
        professionTestId: 'Beroepentest: kies een beroepentest.',
        seats: 'Aantal plaatsen: minstens 1 plaats.',
        validUntil: 'Geldig tot en met: moet op of na geldig vanaf liggen.',
        pricePerSeat: 'Prijs per plaats: gebruik hoogstens twee cijfers na de komma, bijvoorbeeld 49,50.',
      },
    });
  });

  it('refuses a price above € 10.000 in euros, not in cents', () => {
    const values = { ...newLicenceValues('2026-01-01', ORG), professionTestId: TEST, seats: '1', pricePerSeat: '10.000,01' };
    expect(checkLicenceForm(values)).toEqual({ errors: { pricePerSeat: 'Prijs per plaats: hoogstens €\u00a010.000,00.' } });
  });
});

describe('the change form', () => {
  it('shows the stored licence and sends what was changed', () => {
    const values = changeValues({ seats: 10, validFrom: '2026-01-01', validUntil: '2026-12-31', buyerReference: null });
    expect(values).toEqual({ seats: '10', validFrom: '2026-01-01', validUntil: '2026-12-31', buyerReference: '' });
    expect(checkChangeForm({ ...values, seats: '12' })).toEqual({ body: { seats: 12, validFrom: '2026-01-01', validUntil: '2026-12-31', buyerReference: null } });
    expect(checkChangeForm({ ...values, validFrom: '2026-02-30' })).toEqual({ errors: { validFrom: 'Geldig vanaf: deze datum bestaat niet.' } });
  });
});

describe('licence texts', () => {
  it('end a licence of 29 February on 28 February a year later', () => {
    expect(defaultPeriod('2028-02-29')).toEqual({ validFrom: '2028-02-29', validUntil: '2029-02-28' });
    expect(defaultPeriod('2026-01-01')).toEqual({ validFrom: '2026-01-01', validUntil: '2026-12-31' });
  });

  it('say how a seat was taken and why it closed', () => {
    expect(seatHow({ method: 'code', takenBy: null })).toBe('met code');
    expect(seatHow({ method: 'staff', takenBy: { id: ORG, name: 'Sanne de Vries' } })).toBe('door Sanne de Vries');
    expect(seatHow({ method: 'staff', takenBy: null })).toBe('door een medewerker');
    expect(seatClosed({ releasedAt: null, releaseReason: null })).toBe('');
    expect(seatClosed({ releasedAt: '2026-12-03T13:05:00Z', releaseReason: 'erased' })).toBe('3 dec 2026, 14:05, verwijderd (AVG)');
  });

  it('say until when a seat taken with the code is reserved, and that it came free when nobody confirmed', () => {
    expect(seatState({ releasedAt: null, releaseReason: null, heldUntil: null })).toBe('Heeft een plaats');
    expect(seatState({ releasedAt: null, releaseReason: null, heldUntil: '2026-12-05T13:05:00Z' })).toBe(
      'Gereserveerd tot 5 dec 2026, 14:05: e-mailadres nog niet bevestigd',
    );
    expect(seatState({ releasedAt: '2026-12-05T13:10:00Z', releaseReason: 'unconfirmed', heldUntil: '2026-12-05T13:05:00Z' })).toBe(
      '5 dec 2026, 14:10, vrijgekomen: e-mailadres niet bevestigd',
    );
  });

  it('give each state its own tag colour', () => {
    expect(new Set((['active', 'full', 'upcoming', 'expired', 'revoked'] as const).map(licenceStateTone)).size).toBe(5);
  });
});

describe('an API message', () => {
  it('marks the field whose label it starts with', () => {
    expect(fieldOfTitle('Organisatie: deze organisatie bestaat niet of is gearchiveerd.', LICENCE_FIELDS)).toBe('organizationId');
    expect(fieldOfTitle('Aantal plaatsen: er zijn al 7 plaatsen in gebruik; kies minstens 7.', CHANGE_FIELDS)).toBe('seats');
    expect(fieldOfTitle('Deze licentie is ingetrokken en kan niet meer worden gewijzigd.', CHANGE_FIELDS)).toBeUndefined();
  });
});
