import { describe, expect, it } from 'vitest';
import { saveFailure } from './use-template-save';

/** A failed call as ofetch throws it: the status and the body. */
const failed = (status: number, data?: unknown) => Object.assign(new Error(`${status}`), { status, data });

describe('saveFailure (the message for a refused save of a template)', () => {
  it('shows the server\'s Dutch title of a 400 or 409 as it is', () => {
    expect(saveFailure(failed(400, { title: 'Criterium 2: de naam ontbreekt.' }))).toBe('Criterium 2: de naam ontbreekt.');
    expect(saveFailure(failed(409, { title: 'Iemand anders heeft dit sjabloon intussen opgeslagen.' }))).toBe('Iemand anders heeft dit sjabloon intussen opgeslagen.');
  });

  it('says someone else saved first for a 409 without a title, never the catalogue\'s e-mail text', () => {
    expect(saveFailure(failed(409))).toBe('Iemand anders heeft dit sjabloon intussen opgeslagen. Laad de pagina opnieuw.');
  });

  it('says the template is gone for a 404', () => {
    expect(saveFailure(failed(404))).toBe('Dit sjabloon bestaat niet meer.');
  });

  it('uses the catalogue for the rest', () => {
    expect(saveFailure(new Error('network'))).toBe('Geen verbinding met de server.');
    expect(saveFailure(failed(500))).toMatch(/^Er gaat iets fout aan onze kant\. Errorcode: 500\./);
  });
});
