/** count-text.ts: the plural category and the number format follow the locale of each call. */
import { describe, expect, it } from 'vitest';
import { countText } from './count-text';

const dutch = { one: '{n} bericht', other: '{n} berichten' };
const arabic = { zero: 'لا رسائل', one: 'رسالة واحدة', two: 'رسالتان', few: '{n} رسائل', many: '{n} رسالة', other: '{n} رسالة' };

describe('countText', () => {
  it('picks the plural category and formats the number of the locale, call after call', () => {
    expect(countText(dutch, 1, 'nl-NL')).toBe('1 bericht');
    expect(countText(dutch, 1200, 'nl-NL')).toBe('1.200 berichten');
    expect(countText(arabic, 2, 'ar')).toBe('رسالتان');
    expect(countText(arabic, 3, 'ar')).toMatch(/ رسائل$/);
    expect(countText({ one: '{n} message', other: '{n} messages' }, 1200, 'en-US')).toBe('1,200 messages');
    expect(countText(dutch, 2, 'nl-NL')).toBe('2 berichten');
  });

  it('falls back to the other form', () => {
    expect(countText({ other: '{n} x' }, 1, 'nl-NL')).toBe('1 x');
  });
});
