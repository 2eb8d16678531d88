import { describe, expect, it } from 'vitest';
import { doneUrl, licenceActionOf, licenceNotice } from './licence-actions';

const SEAT = '3f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

describe('a posted action of the licence page', () => {
  it('is one of the page’s forms, with the seat or invoice it is about', () => {
    expect(licenceActionOf('give')).toEqual({ kind: 'give' });
    expect(licenceActionOf('revoke')).toEqual({ kind: 'revoke' });
    expect(licenceActionOf(`release:${SEAT}`)).toEqual({ kind: 'release', seatId: SEAT });
    expect(licenceActionOf(`move:${SEAT}`)).toEqual({ kind: 'move', seatId: SEAT });
    expect(licenceActionOf(`credit:${SEAT}`)).toEqual({ kind: 'credit', invoiceId: SEAT });
    expect(licenceActionOf(`send:${SEAT}`)).toEqual({ kind: 'send', invoiceId: SEAT });
  });

  it('is nothing for anything else, so nothing is called', () => {
    for (const value of ['', 'delete', 'release:', `release:${SEAT}/x`, 'move:../../x']) expect(licenceActionOf(value)).toBeNull();
  });
});

describe('after an action', () => {
  it('the page comes back at the section with its notice', () => {
    expect(doneUrl('/cp/license/abc', 'teruggegeven')).toBe('/cp/license/abc?klaar=teruggegeven#plaatsen');
    expect(doneUrl('/cp/license/abc', 'ingetrokken')).toBe('/cp/license/abc?klaar=ingetrokken');
    expect(licenceNotice(new URLSearchParams('klaar=teruggegeven'))).toEqual({ section: 'plaatsen', text: 'De plaats is teruggegeven. De kandidaat houdt de resultaten.' });
    expect(licenceNotice(new URLSearchParams('aangemaakt=1&factuur=1'))?.text).toContain('De licentie en de factuur zijn aangemaakt.');
    expect(licenceNotice(new URLSearchParams('klaar=gemaild'))).toEqual({ section: 'facturen', text: expect.stringMatching(/^De mail met de PDF en de e-factuur is klaargezet/) });
  });

  it('no notice shows for an unknown key or while a confirmation is asked', () => {
    expect(licenceNotice(new URLSearchParams('klaar=toString'))).toBeNull();
    expect(licenceNotice(new URLSearchParams('klaar=plaats&bevestig=intrekken'))).toBeNull();
  });
});
