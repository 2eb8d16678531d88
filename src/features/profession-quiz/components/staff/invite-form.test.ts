import { describe, expect, it } from 'vitest';
import { fieldOfInviteTitle, readInviteForm } from './invite-form';
import { prospectActions as t } from './strings';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe('readInviteForm', () => {
  it('sends the address, organisation and a chosen profession', () => {
    const read = readInviteForm(form({ email: ' rana@example.org ', organizationId: 'org-1', professionId: 'p-1' }));
    expect(read.errors).toEqual({});
    expect(read.body).toEqual({ email: 'rana@example.org', organizationId: 'org-1', professionId: 'p-1' });
    expect(readInviteForm(form({ email: 'rana@example.org', organizationId: 'org-1', professionId: '' })).body).toEqual({
      email: 'rana@example.org',
      organizationId: 'org-1',
    });
  });

  it('names a missing or wrong address and a missing organisation, and sends nothing', () => {
    expect(readInviteForm(form({}))).toMatchObject({ errors: { email: t.emailMissing, organizationId: t.organizationMissing } });
    const wrong = readInviteForm(form({ email: 'rana@', organizationId: 'org-1' }));
    expect(wrong.errors).toEqual({ email: t.emailInvalid });
    expect(wrong.body).toBeUndefined();
    expect(wrong.values.email).toBe('rana@');
  });

  it('finds the field an API title names', () => {
    expect(fieldOfInviteTitle('Organisatie: deze organisatie is gearchiveerd.')).toBe('organizationId');
    expect(fieldOfInviteTitle('Beroep: dit beroep bestaat niet.')).toBe('professionId');
    expect(fieldOfInviteTitle('Er bestaat al een gebruiker met dit emailadres')).toBeUndefined();
  });
});
