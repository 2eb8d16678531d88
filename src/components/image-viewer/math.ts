/**
 * The image viewer's arithmetic (spec §9: zoom step 0.12, max zoom 3, min zoom 0.1, swipe tolerance 50), pure
 * so the bounds can be tested without a browser. Zoom is a scale factor (1 = the image fitted to the
 * viewer); distances and pan offsets are CSS pixels.
 */

/** Spec §9. */
export const ZOOM_STEP = 0.12;
/** Spec §9. */
export const MIN_ZOOM = 0.1;
/** Spec §9. */
export const MAX_ZOOM = 3;
/** Spec §9: a horizontal move must be longer than this many CSS pixels to count as a swipe. */
export const SWIPE_TOLERANCE = 50;

/** Rounds to 2 decimals so repeated steps do not drift (0.1 + 0.12 = 0.22, not 0.22000000000000003). */
export const round2 = (value: number): number => Math.round(value * 100) / 100;

/** `zoom` rounded to 2 decimals and kept within [MIN_ZOOM, MAX_ZOOM]; 1 for a value that is not a number. */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return 1;
  return round2(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom)));
}

/** One step in ('+' button, '+' key, wheel up). */
export const zoomIn = (zoom: number): number => clampZoom(zoom + ZOOM_STEP);

/** One step out ('−' button, '−' key, wheel down). */
export const zoomOut = (zoom: number): number => clampZoom(zoom - ZOOM_STEP);

/** A wheel turn: up (negative deltaY) zooms in one step, down zooms out; no vertical movement changes nothing. */
export function wheelZoom(zoom: number, deltaY: number): number {
  if (deltaY < 0) return zoomIn(zoom);
  if (deltaY > 0) return zoomOut(zoom);
  return zoom;
}

/**
 * Pinch: the zoom at the start of the pinch scaled by how far the two fingers moved apart.
 * @param startDistance distance between the fingers when the pinch began (px).
 * @param distance the distance now (px).
 */
export function pinchZoom(startZoom: number, startDistance: number, distance: number): number {
  if (!(startDistance > 0) || !(distance > 0)) return clampZoom(startZoom);
  return clampZoom(startZoom * (distance / startDistance));
}

export type SwipeDecision = 'next' | 'previous' | null;

/**
 * What a finished one-finger move means: a swipe only when it is mostly horizontal and longer than
 * SWIPE_TOLERANCE (so exactly 50 px is not a swipe, 51 px is). Moving left shows the next image, right the
 * previous one — mirrored for right-to-left content, where the next image lies to the left.
 * @param dx horizontal move in px (end − start; negative is to the left).
 * @param dy vertical move in px.
 */
export function swipeDecision(dx: number, dy: number, dir: 'ltr' | 'rtl' = 'ltr'): SwipeDecision {
  if (Math.abs(dx) <= SWIPE_TOLERANCE || Math.abs(dx) <= Math.abs(dy)) return null;
  const towardsNext = dir === 'rtl' ? dx > 0 : dx < 0;
  return towardsNext ? 'next' : 'previous';
}

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/**
 * The scale at which an image of `natural` size fits inside `viewport` (the picture at zoom 1). SVGs scale
 * without loss, so small drawings are enlarged to fit.
 */
export function fitScale(natural: Size, viewport: Size): number {
  if (!(natural.width > 0) || !(natural.height > 0) || !(viewport.width > 0) || !(viewport.height > 0)) return 1;
  return Math.min(viewport.width / natural.width, viewport.height / natural.height);
}

/**
 * Keeps a pan offset (the image centre's shift from the viewport centre, px) within what shows image: an
 * edge of the zoomed image may come to the viewport's edge but not past it; a zoomed image smaller than the
 * viewport stays centred on that axis.
 * @param base the image's size at zoom 1 (fitted), px.
 */
export function clampPan(pan: Point, zoom: number, base: Size, viewport: Size): Point {
  const limitX = Math.max(0, (base.width * zoom - viewport.width) / 2);
  const limitY = Math.max(0, (base.height * zoom - viewport.height) / 2);
  const clamp = (value: number, limit: number) => (Number.isFinite(value) ? Math.min(limit, Math.max(-limit, value)) : 0) || 0;
  return { x: clamp(pan.x, limitX), y: clamp(pan.y, limitY) };
}

/** The pan after zooming from `from` to `to`, scaled with the image and kept within limits. */
export function panAfterZoom(pan: Point, from: number, to: number, base: Size, viewport: Size): Point {
  const ratio = from > 0 ? to / from : 1;
  return clampPan({ x: pan.x * ratio, y: pan.y * ratio }, to, base, viewport);
}
