import { describe, expect, it } from 'vitest';
import {
  clampPan,
  clampZoom,
  fitScale,
  MAX_ZOOM,
  MIN_ZOOM,
  panAfterZoom,
  pinchZoom,
  swipeDecision,
  SWIPE_TOLERANCE,
  wheelZoom,
  ZOOM_STEP,
  zoomIn,
  zoomOut,
} from './math';

describe('spec §9 constants', () => {
  it('are zoom step 0.12, min 0.1, max 3 and swipe tolerance 50', () => {
    expect([ZOOM_STEP, MIN_ZOOM, MAX_ZOOM, SWIPE_TOLERANCE]).toEqual([0.12, 0.1, 3, 50]);
  });
});

describe('zoom', () => {
  it('steps by 0.12 without float drift', () => {
    expect(zoomIn(1)).toBe(1.12);
    expect(zoomIn(0.1)).toBe(0.22);
    expect(zoomOut(1)).toBe(0.88);
    let zoom = 1;
    for (let i = 0; i < 5; i++) zoom = zoomIn(zoom);
    expect(zoom).toBe(1.6);
    for (let i = 0; i < 5; i++) zoom = zoomOut(zoom);
    expect(zoom).toBe(1);
  });

  it('stops at 3 and at 0.1, also after many repeated steps', () => {
    let zoom = 1;
    const seen: number[] = [];
    for (let i = 0; i < 40; i++) seen.push((zoom = zoomIn(zoom)));
    expect(zoom).toBe(3);
    expect(seen.every((z) => z <= 3 && Number(z.toFixed(2)) === z)).toBe(true);
    expect(zoomIn(3)).toBe(3);
    expect(zoomIn(2.95)).toBe(3);
    for (let i = 0; i < 40; i++) zoom = zoomOut(zoom);
    expect(zoom).toBe(0.1);
    expect(zoomOut(0.1)).toBe(0.1);
    expect(zoomOut(0.15)).toBe(0.1);
    // From the minimum, each step is exact: 0.1, 0.22, 0.34 …, then 2.98 and 3.
    const up: number[] = [];
    for (let z = 0.1; z < 3; z = zoomIn(z)) up.push(z);
    expect(up.slice(0, 4)).toEqual([0.1, 0.22, 0.34, 0.46]);
    expect(up.at(-1)).toBe(2.98);
  });

  it('clamps and rounds any value; a value that is not a number resets to 1', () => {
    expect(clampZoom(0.05)).toBe(0.1);
    expect(clampZoom(3.0000001)).toBe(3);
    expect(clampZoom(1.234567)).toBe(1.23);
    expect(clampZoom(Number.NaN)).toBe(1);
    expect(clampZoom(Number.POSITIVE_INFINITY)).toBe(1);
  });

  it('wheel up zooms in one step, down zooms out, sideways does nothing', () => {
    expect(wheelZoom(1, -120)).toBe(1.12);
    expect(wheelZoom(1, 3)).toBe(0.88);
    expect(wheelZoom(1, 0)).toBe(1);
    expect(wheelZoom(3, -1)).toBe(3);
  });

  it('pinch scales with the finger distance, within the bounds', () => {
    expect(pinchZoom(1, 100, 150)).toBe(1.5);
    expect(pinchZoom(2, 100, 400)).toBe(3);
    expect(pinchZoom(1, 100, 5)).toBe(0.1);
    expect(pinchZoom(1.5, 0, 100)).toBe(1.5);
  });
});

describe('swipeDecision', () => {
  it('needs more than 50 px: exactly 50 is not a swipe, 51 is', () => {
    expect(swipeDecision(-50, 0)).toBeNull();
    expect(swipeDecision(50, 0)).toBeNull();
    expect(swipeDecision(-51, 0)).toBe('next');
    expect(swipeDecision(51, 0)).toBe('previous');
  });

  it('ignores mostly vertical moves, and a diagonal exactly as high as wide', () => {
    expect(swipeDecision(10, -200)).toBeNull();
    expect(swipeDecision(-80, 80)).toBeNull();
    expect(swipeDecision(-80, 79)).toBe('next');
    expect(swipeDecision(0, 0)).toBeNull();
  });

  it('mirrors for right-to-left content', () => {
    expect(swipeDecision(-51, 0, 'rtl')).toBe('previous');
    expect(swipeDecision(51, 0, 'rtl')).toBe('next');
  });
});

describe('pan limits', () => {
  const viewport = { width: 360, height: 400 };
  const base = { width: 360, height: 240 };

  it('keeps an image that fits centred', () => {
    expect(clampPan({ x: 40, y: -30 }, 1, base, viewport)).toEqual({ x: 0, y: 0 });
    expect(clampPan({ x: 40, y: 30 }, 0.5, base, viewport)).toEqual({ x: 0, y: 0 });
  });

  it('lets a zoomed image move until its edge reaches the viewport edge', () => {
    // At zoom 2 the image is 720 × 480: 180 px to spare on each side horizontally, 40 vertically.
    expect(clampPan({ x: 500, y: 500 }, 2, base, viewport)).toEqual({ x: 180, y: 40 });
    expect(clampPan({ x: -500, y: -500 }, 2, base, viewport)).toEqual({ x: -180, y: -40 });
    expect(clampPan({ x: 100, y: -10 }, 2, base, viewport)).toEqual({ x: 100, y: -10 });
    expect(clampPan({ x: Number.NaN, y: 5 }, 2, base, viewport)).toEqual({ x: 0, y: 5 });
  });

  it('scales the pan with the zoom and re-clamps when zooming out', () => {
    expect(panAfterZoom({ x: 100, y: 20 }, 2, 3, base, viewport)).toEqual({ x: 150, y: 30 });
    expect(panAfterZoom({ x: 180, y: 40 }, 2, 1, base, viewport)).toEqual({ x: 0, y: 0 });
  });

  it('fits an image into the viewport', () => {
    expect(fitScale({ width: 120, height: 80 }, viewport)).toBe(3);
    expect(fitScale({ width: 720, height: 200 }, viewport)).toBe(0.5);
    expect(fitScale({ width: 0, height: 80 }, viewport)).toBe(1);
  });
});
