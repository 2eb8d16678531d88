import { describe, expect, it } from 'vitest';
import { checkImageFile, failureText, formatBytes } from './messages';

const MB = 1024 * 1024;

/** An error shaped like ofetch's FetchError. */
const failed = (status: number, data?: unknown, statusText = '') => Object.assign(new Error('x'), { status, statusText, data });

describe('checking an image before the upload', () => {
  it('accepts PNG, JPEG and WebP up to 5 MB', () => {
    expect(checkImageFile({ name: 'helm.png', type: 'image/png', size: 5 * MB })).toBeNull();
    expect(checkImageFile({ name: 'helm.jpg', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(checkImageFile({ name: 'helm.webp', type: 'image/webp', size: 1000 })).toBeNull();
  });

  it('refuses other types, empty files and files over 5 MB with a Dutch message', () => {
    expect(checkImageFile({ name: 'helm.gif', type: 'image/gif', size: 1000 })).toMatch(/geen PNG-, JPEG- of WebP-afbeelding/);
    expect(checkImageFile({ name: 'helm.svg', type: 'image/svg+xml', size: 1000 })).toMatch(/geen PNG/);
    expect(checkImageFile({ name: 'leeg.png', type: 'image/png', size: 0 })).toMatch(/leeg/);
    expect(checkImageFile({ name: 'groot.jpg', type: 'image/jpeg', size: 6.2 * MB })).toBe(
      'Dit bestand is 6,2 MB. Een afbeelding mag hoogstens 5 MB zijn. Maak de afbeelding kleiner en probeer het opnieuw.',
    );
  });

  it('without a media type it goes by the file name; the server looks at the content anyway', () => {
    expect(checkImageFile({ name: 'FOTO.JPEG', type: '', size: 10 })).toBeNull();
    expect(checkImageFile({ name: 'notities.txt', type: '', size: 10 })).toMatch(/geen PNG/);
  });

  it('formats sizes the Dutch way', () => {
    expect(formatBytes(850 * 1024)).toBe('850 kB');
    expect(formatBytes(5.5 * MB)).toBe('5,5 MB');
  });
});

describe('messages for a failed save or upload', () => {
  it('shows the server\'s Dutch title for 400, 409 and 413', () => {
    expect(failureText(failed(400, { title: 'Onderdeel 3 (vraag): kies het goede antwoord.' }))).toBe('Onderdeel 3 (vraag): kies het goede antwoord.');
    expect(failureText(failed(409, { title: 'Iemand anders heeft de module intussen opgeslagen.' }))).toBe('Iemand anders heeft de module intussen opgeslagen.');
    expect(failureText(failed(413, { title: 'De afbeelding is groter dan 5 MB.' }))).toBe('De afbeelding is groter dan 5 MB.');
  });

  it('never shows the catalogue\'s e-mail text for a conflict', () => {
    expect(failureText(failed(409))).toMatch(/Iemand anders heeft deze module intussen opgeslagen/);
  });

  it('uses the catalogue for the rest', () => {
    expect(failureText(new Error('network'))).toBe('Geen verbinding met de server.');
    expect(failureText(failed(500, undefined, 'Internal Server Error'))).toBe(
      'Er gaat iets fout aan onze kant. Errorcode: 500. Foutmelding: Internal Server Error',
    );
  });
});
