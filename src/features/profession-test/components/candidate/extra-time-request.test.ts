import { describe, expect, it } from 'vitest';
import type { Contact } from '#src/features/mailbox/contract';
import { translate } from '#src/lib/i18n/catalogues.server';
import { coordinatorsOf, extraTimeRequest, prefilledRequest } from './extra-time-request';

const nl = translate('nl');

const mark: Contact = { id: '5d6f7a80-1b2c-4d3e-8f90-a1b2c3d4e5f6', name: 'Mark Jansen', role: 'Coordinator' };
const fatima: Contact = { id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Fatima El Amrani', role: 'Teacher' };
const henk: Contact = { id: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a', name: 'Henk Bosman', role: 'ContactPerson' };

describe('coordinatorsOf', () => {
  it('keeps only the coordinators of the contact list', () => {
    expect(coordinatorsOf([fatima, henk, mark])).toEqual([mark]);
    expect(coordinatorsOf([fatima, henk])).toEqual([]);
  });
});

describe('prefilledRequest', () => {
  it('asks for extra time in Dutch, signed with the candidate’s name', () => {
    const text = prefilledRequest('Daan Mulder', 0);
    expect(text).toMatch(/^Beste coördinator,\n\nIk wil graag extra tijd bij de beroepentest\.\n/);
    expect(text).toMatch(/Met vriendelijke groet,\nDaan Mulder$/);
    expect(text).not.toContain('%');
  });

  it('names the extra time the candidate has now', () => {
    expect(prefilledRequest('Daan Mulder', 25)).toContain('Nu heb ik 25% extra tijd.');
  });
});

describe('extraTimeRequest', () => {
  it('builds the message to the chosen coordinator with the request subject and the text as typed', () => {
    const message = 'Beste coördinator,\n\nIk lees langzaam in het Nederlands.\n';
    expect(extraTimeRequest({ coordinatorId: mark.id, message }, [mark], nl)).toEqual({
      ok: true,
      to: mark,
      body: { to: [mark.id], subject: 'Vraag om extra tijd bij de test', body: message },
    });
  });

  it('asks in the page’s language for what is missing, but sends the subject in Dutch for the coordinator', () => {
    const en = translate('en');
    expect(extraTimeRequest({ coordinatorId: '', message: '' }, [mark], en)).toEqual({
      ok: false,
      errors: { coordinator: 'Choose which coordinator you send the message to.', message: 'Write a message.' },
    });
    const sent = extraTimeRequest({ coordinatorId: mark.id, message: prefilledRequest('Daan Mulder', 0) }, [mark], en);
    expect(sent.ok && sent.body.subject).toBe('Vraag om extra tijd bij de test');
  });

  it('refuses someone who is not one of the coordinators, and an empty or too long message', () => {
    expect(extraTimeRequest({ coordinatorId: '', message: 'Graag meer tijd.' }, [mark], nl)).toEqual({
      ok: false,
      errors: { coordinator: 'Kies aan welke coördinator je het bericht stuurt.' },
    });
    expect(extraTimeRequest({ coordinatorId: fatima.id, message: 'Graag meer tijd.' }, [mark], nl).ok).toBe(false);
    expect(extraTimeRequest({ coordinatorId: mark.id, message: ' \n ' }, [mark], nl)).toEqual({ ok: false, errors: { message: 'Schrijf een bericht.' } });
    expect(extraTimeRequest({ coordinatorId: mark.id, message: 'x'.repeat(10_001) }, [mark], nl)).toEqual({
      ok: false,
      errors: { message: 'Je bericht is te lang. Gebruik hoogstens 10.000 tekens.' },
    });
  });
});
