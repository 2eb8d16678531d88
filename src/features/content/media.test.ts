import { describe, expect, it } from 'vitest';
import { fitWidth, fullSizeSource, imageSources, isMediaWidth, mediaWidthFor, uploadIdOf } from './media';

const ID = '0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e';
const upload = (width: number, height = width) => ({ src: `/api/media/${ID}`, width, height });
const url = (w: number) => `/api/media/${ID}?w=${w}`;

describe('uploadIdOf', () => {
  it('reads the id from upload or from an /api/media src, and none from site files', () => {
    expect(uploadIdOf({ src: `/api/media/${ID}` })).toBe(ID);
    expect(uploadIdOf({ src: '/anything', upload: ID })).toBe(ID);
    expect(uploadIdOf({ src: '/content/ghs-flammable.svg' })).toBeNull();
    expect(uploadIdOf({ src: '/api/media/niet-een-id' })).toBeNull();
    expect(uploadIdOf({ src: `/api/media/${ID}?w=320` })).toBeNull();
  });
});

describe('imageSources', () => {
  it('leaves site files (the seeded SVGs) alone: no srcset', () => {
    expect(imageSources({ src: '/content/ghs-flammable.svg', width: 200, height: 200 }, 300)).toEqual({ src: '/content/ghs-flammable.svg' });
  });

  it('lists the widths up to twice the display width for a large upload', () => {
    const s = imageSources(upload(4000, 3000), 640);
    expect(s.src).toBe(url(640));
    expect(s.srcSet).toBe(`${url(160)} 160w, ${url(320)} 320w, ${url(640)} 640w, ${url(960)} 960w, ${url(1280)} 1280w`);
    expect(s.sizes).toBe('(max-width: 640px) 100vw, 640px');
  });

  it('adds the width that covers 2× when 2× is not an allowed width', () => {
    const s = imageSources(upload(4000), 500);
    expect(s.src).toBe(url(640));
    expect(s.srcSet?.split(', ').at(-1)).toBe(`${url(1280)} 1280w`);
    expect(s.srcSet).not.toContain('1920');
  });

  it('never goes beyond the image: the covering variant is described by its real width', () => {
    const s = imageSources(upload(800, 600), 640);
    expect(s.srcSet).toBe(`${url(160)} 160w, ${url(320)} 320w, ${url(640)} 640w, ${url(960)} 800w`);
    expect(s.srcSet).not.toContain('1280');
  });

  it('shows a small image at its own size', () => {
    const s = imageSources(upload(100, 80), 640);
    expect(s).toEqual({ src: url(160), srcSet: `${url(160)} 100w`, sizes: '(max-width: 100px) 100vw, 100px' });
  });

  it('stops at 1920 for very wide displays', () => {
    const s = imageSources(upload(6000, 4000), 1600);
    expect(s.src).toBe(url(1920));
    expect(s.srcSet?.split(', ').at(-1)).toBe(`${url(1920)} 1920w`);
  });

  it('takes the upload id when src is something else', () => {
    expect(imageSources({ src: '/elders.png', upload: ID, width: 300 }, 300).src).toBe(url(320));
  });
});

describe('fullSizeSource', () => {
  it('picks the variant as wide as the image, at most 1920; site files as they are', () => {
    expect(fullSizeSource(upload(800))).toBe(url(960));
    expect(fullSizeSource(upload(960))).toBe(url(960));
    expect(fullSizeSource(upload(5000))).toBe(url(1920));
    expect(fullSizeSource({ src: '/content/x.svg', width: 100 })).toBe('/content/x.svg');
  });
});

describe('fitWidth, mediaWidthFor, isMediaWidth', () => {
  it('scales into a box like max-width and max-height do, never up', () => {
    expect(fitWidth({ width: 4000, height: 3000 }, 768, 288)).toBe(384);
    expect(fitWidth({ width: 4000, height: 1000 }, 768, 288)).toBe(768);
    expect(fitWidth({ width: 200, height: 100 }, 768, 288)).toBe(200);
    expect(fitWidth({ width: 2000 }, 800)).toBe(800);
  });

  it('rounds up to an allowed width', () => {
    expect(mediaWidthFor(1)).toBe(160);
    expect(mediaWidthFor(640)).toBe(640);
    expect(mediaWidthFor(641)).toBe(960);
    expect(mediaWidthFor(9999)).toBe(1920);
    expect(isMediaWidth(960)).toBe(true);
    expect(isMediaWidth(961)).toBe(false);
  });
});
