/**
 * The pure parts of features/content/api/media.ts: recognising a file by its first bytes, comparing name and declared type
 * with the content, and choosing the served format. Storing and serving are tested through the API in
 * features/content/api/media-router.db.test.ts.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkDeclared, MEDIA_TITLES, sniffKind, variantFormat } from './media';

const bytes = (text: string) => new TextEncoder().encode(text);
const image = (format: 'png' | 'jpeg' | 'webp' | 'gif' | 'tiff' | 'avif') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
    .toFormat(format)
    .toBuffer();

describe('sniffKind', () => {
  it('recognises the accepted formats and the usual look-alikes by content', async () => {
    expect(sniffKind(await image('png'))).toBe('png');
    expect(sniffKind(await image('jpeg'))).toBe('jpeg');
    expect(sniffKind(await image('webp'))).toBe('webp');
    expect(sniffKind(await image('gif'))).toBe('gif');
    expect(sniffKind(await image('tiff'))).toBe('tiff');
    expect(sniffKind(await image('avif'))).toBe('avif');
    expect(sniffKind(bytes('%PDF-1.7\n…'))).toBe('pdf');
    expect(sniffKind(bytes('\uFEFF<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe('svg');
    expect(sniffKind(new Uint8Array([0, 0, 0, 24, ...bytes('ftypheic')]))).toBe('heic');
  });

  it('knows nothing of text or a lone signature fragment', () => {
    expect(sniffKind(bytes('gewoon tekst'))).toBeNull();
    expect(sniffKind(new Uint8Array([0x89, 0x50, 0x4e]))).toBeNull();
    expect(sniffKind(new Uint8Array())).toBeNull();
  });
});

describe('checkDeclared', () => {
  it('accepts a name and type that fit, and says nothing about unknown ones', () => {
    expect(() => checkDeclared('jpeg', { filename: 'Foto.JPG', type: 'image/jpeg' })).not.toThrow();
    expect(() => checkDeclared('jpeg', { filename: 'foto.jpeg', type: 'image/pjpeg' })).not.toThrow();
    expect(() => checkDeclared('png', { filename: 'schema', type: '' })).not.toThrow();
    expect(() => checkDeclared('png', { filename: 'schema.v2.final', type: 'application/octet-stream' })).not.toThrow();
    expect(() => checkDeclared('webp', {})).not.toThrow();
  });

  it('refuses a name that promises another format, naming both', () => {
    expect(() => checkDeclared('jpeg', { filename: 'foto.png', type: 'image/png' })).toThrow(
      expect.objectContaining({ status: 400, message: 'Dit bestand heet .png maar is een JPEG-afbeelding. Geef het bestand de extensie .jpg of kies het juiste bestand, en probeer het opnieuw.' }),
    );
    expect(() => checkDeclared('png', { filename: 'plaatje.gif' })).toThrow(/heet \.gif maar is een PNG-afbeelding/);
  });

  it('refuses a declared type that disagrees with the content', () => {
    expect(() => checkDeclared('png', { filename: 'x.png', type: 'image/jpeg' })).toThrow(/verstuurd als image\/jpeg maar is een PNG-afbeelding/);
    expect(() => checkDeclared('png', { type: 'text/plain; charset=utf-8' })).toThrow(/verstuurd als text\/plain/);
  });

  it('has the Dutch titles of the brief', () => {
    expect(MEDIA_TITLES.notAllowed).toBe('Dit bestand is geen PNG-, JPEG- of WebP-afbeelding.');
    expect(MEDIA_TITLES.tooLarge).toBe('De afbeelding is groter dan 5 MB. Verklein de afbeelding en probeer het opnieuw.');
  });
});

describe('variantFormat', () => {
  it('prefers AVIF, then WebP, then JPEG, or PNG for transparent images', () => {
    const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    expect(variantFormat(chrome, false)).toBe('avif');
    expect(variantFormat('image/webp,*/*', true)).toBe('webp');
    expect(variantFormat('*/*', false)).toBe('jpeg');
    expect(variantFormat('image/*,*/*;q=0.8', true)).toBe('png');
    expect(variantFormat(undefined, false)).toBe('jpeg');
  });

  it('honours q=0', () => {
    expect(variantFormat('image/avif;q=0, image/webp', false)).toBe('webp');
    expect(variantFormat('image/avif;q=0, image/webp;q=0', false)).toBe('jpeg');
  });
});
