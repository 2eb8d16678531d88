/** The feed's addresses (calendar-feed.ts): under PUBLIC_URL, its webcal:// twin, and which last segments are tokens. */
import { describe, expect, it } from 'vitest';
import { feedUrl, tokenOfFile, webcalUrl } from './calendar-feed';

const TOKEN = 'AbC-_0'.repeat(8).slice(0, 43);

describe('feedUrl', () => {
  it('puts the token under PUBLIC_URL, path prefix kept, trailing slashes dropped, ending in .ics', () => {
    expect(feedUrl('https://platform.example.nl', TOKEN)).toBe(`https://platform.example.nl/api/education/calendar/${TOKEN}.ics`);
    expect(feedUrl('https://example.nl/platform//', TOKEN)).toBe(`https://example.nl/platform/api/education/calendar/${TOKEN}.ics`);
  });
});

describe('webcalUrl', () => {
  it('swaps http and https for webcal and leaves the rest as it is', () => {
    expect(webcalUrl(`https://x.nl/api/education/calendar/${TOKEN}.ics`)).toBe(`webcal://x.nl/api/education/calendar/${TOKEN}.ics`);
    expect(webcalUrl('HTTP://localhost:4321/a.ics')).toBe('webcal://localhost:4321/a.ics');
    expect(webcalUrl('webcal://x.nl/a.ics')).toBe('webcal://x.nl/a.ics');
  });
});

describe('tokenOfFile', () => {
  it('reads only a 43-character base64url token before .ics', () => {
    expect(tokenOfFile(`${TOKEN}.ics`)).toBe(TOKEN);
    expect(tokenOfFile(TOKEN)).toBeNull();
    expect(tokenOfFile(`${TOKEN.slice(0, 42)}=.ics`)).toBeNull();
    expect(tokenOfFile(`${TOKEN}A.ics`)).toBeNull();
    expect(tokenOfFile('.ics')).toBeNull();
  });
});
