import { describe, expect, it } from 'vitest';
import { translate } from '#src/lib/i18n/catalogues.server';
import { newMessageText } from './api/notifications';
import { resultAvailableText } from '#src/features/profession-test/api/attempt-lifecycle';
import { inLanguage } from './notification-text';

const message = { type: 1, message: newMessageText('Mark Jansen', 'Planning'), params: { sender: 'Mark Jansen', subject: 'Planning' } };
const result = { type: 2, message: resultAvailableText('Beroepentest Schoonmaker'), params: { test: 'Beroepentest Schoonmaker' } };

describe('inLanguage', () => {
  it('says a new message and a result in the reader’s language, with the names as they are', () => {
    expect(inLanguage(message, translate('en')).message).toBe('New message from Mark Jansen: Planning');
    const arabic = inLanguage(result, translate('ar')).message;
    expect(arabic).toContain('Beroepentest Schoonmaker');
    expect(arabic).toMatch(/[\u0600-\u06FF]/);
  });

  it('says in Dutch exactly what the API stored', () => {
    expect(inLanguage(message, translate('nl')).message).toBe(message.message);
    expect(inLanguage(result, translate('nl')).message).toBe(result.message);
  });

  it('keeps the stored text without names, and for types candidates do not get', () => {
    expect(inLanguage({ ...message, params: null }, translate('pl')).message).toBe(message.message);
    const staff = { type: 6, message: 'Fatima El Amrani stelt iets voor in Veiligheid.', params: { teacher: 'Fatima' } };
    expect(inLanguage(staff, translate('pl')).message).toBe(staff.message);
  });

  it('keeps the stored text of released PAT and education results, which name no test', () => {
    for (const params of [{ pat: 'PAT Magazijn' }, { education: 'Opleiding Heftruck' }] as Record<string, string>[]) {
      const released = { type: 2, message: `De resultaten van ${Object.values(params)[0]} zijn bekend.`, params };
      expect(inLanguage(released, translate('en')).message).toBe(released.message);
    }
  });
});
