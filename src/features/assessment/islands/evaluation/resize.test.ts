/**
 * Resizing an evidence photo on the device (resize.ts): the size it is drawn at — never enlarged, the long side at
 * most 1600 px, the aspect ratio kept — and what happens on a browser that cannot decode images itself.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitWithin, MAX_PHOTO_SIDE, PHOTO_QUALITY, resizePhoto } from './resize';

describe('fitWithin', () => {
  it('scales a camera photo down to 1600 px on its long side, landscape or portrait', () => {
    expect(MAX_PHOTO_SIDE).toBe(1600);
    expect(fitWithin(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(4000, 4000)).toEqual({ width: 1600, height: 1600 });
    expect(fitWithin(1920, 1080)).toEqual({ width: 1600, height: 900 });
  });

  it('leaves a photo that fits as it is, and keeps a thin strip at least one pixel high', () => {
    expect(fitWithin(1600, 900)).toEqual({ width: 1600, height: 900 });
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
    expect(fitWithin(20000, 4)).toEqual({ width: 1600, height: 1 });
    expect(fitWithin(640, 480, 320)).toEqual({ width: 320, height: 240 });
  });

  it('never enlarges, never exceeds the long side, and keeps the aspect ratio to within rounding', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12000 }), fc.integer({ min: 1, max: 12000 }), fc.integer({ min: 16, max: 4000 }), (width, height, max) => {
        const fitted = fitWithin(width, height, max);
        expect(Math.max(fitted.width, fitted.height)).toBeLessThanOrEqual(Math.max(max, 1));
        expect(fitted.width).toBeLessThanOrEqual(width);
        expect(fitted.height).toBeLessThanOrEqual(height);
        expect(Math.min(fitted.width, fitted.height)).toBeGreaterThanOrEqual(1);
        if (Math.max(width, height) <= max) expect(fitted).toEqual({ width, height });
        // The long side is exact; the short side is off by at most half a pixel (or was raised to 1).
        const scale = Math.min(1, max / Math.max(width, height));
        expect(Math.abs(fitted.width - width * scale)).toBeLessThanOrEqual(fitted.width === 1 ? 1 : 0.5);
        expect(Math.abs(fitted.height - height * scale)).toBeLessThanOrEqual(fitted.height === 1 ? 1 : 0.5);
      }),
    );
  });
});

describe('resizePhoto', () => {
  it('sends the file as it is where the browser cannot decode images (no createImageBitmap)', async () => {
    expect(typeof (globalThis as { createImageBitmap?: unknown }).createImageBitmap).toBe('undefined');
    const file = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    expect(await resizePhoto(file)).toBe(file);
    expect(PHOTO_QUALITY).toBeCloseTo(0.8);
  });
});
