/**
 * The image viewer (spec §9 constants in math.ts): a modal native `<dialog>` (focus
 * stays inside, the page behind is inert) showing one image large, with its text alternative under it.
 *
 * - Zoom: buttons − / percentage (back to 100 %) / +, keys + and −, the mouse wheel, two-finger pinch; steps of
 *   0.12 between 0.1 and 3.
 * - Pan: drag with one finger or the mouse when the zoomed image is larger than the view.
 * - Several images: buttons, the arrow keys, or a swipe of more than 50 px left or right (at 100 % or less,
 *   when dragging cannot pan); mirrored for right-to-left content.
 * - Esc or 'Sluiten' closes; focus returns to the element that opened the viewer.
 *
 * Its texts are the `imageViewer.*` keys of the island's translator (useTranslate, docs/decisions/019): the
 * island provides TranslateContext with messages that include them.
 *
 * Render it only while open: mounting opens it, `onClose` asks the parent to unmount it. The viewer renders
 * nothing on the server (it exists only after a click), so its inline transform is set through the DOM,
 * which the page's Content-Security-Policy allows.
 *
 * @example
 *   {open !== null && <ImageViewer images={images} index={open} onClose={() => setOpen(null)} lang="ar" dir="rtl" />}
 */
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslate } from '#src/lib/i18n/react';
import { fullSizeSource } from '#src/features/content/media';
import {
  clampPan,
  fitScale,
  MIN_ZOOM,
  MAX_ZOOM,
  panAfterZoom,
  pinchZoom,
  swipeDecision,
  wheelZoom,
  zoomIn,
  zoomOut,
  type Point,
  type Size,
} from './math';

/** One image to show. `alt` is its text alternative, shown under the image. Sizes in CSS pixels. */
export interface ViewerImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface ImageViewerProps {
  /** The images to browse, in reading order (at least one). */
  images: ViewerImage[];
  /** The image shown first (0-based). Default 0. */
  index?: number;
  /** Called when the candidate closes the viewer (Esc, 'Sluiten'); the parent then unmounts it. */
  onClose: () => void;
  /** Language of the text alternatives (the content language), e.g. 'ar'. */
  lang?: string;
  /** Direction of the content: in 'rtl' the next image lies to the left. Default 'ltr'. */
  dir?: 'ltr' | 'rtl';
}

interface View {
  zoom: number;
  pan: Point;
}

const START: View = { zoom: 1, pan: { x: 0, y: 0 } };

type Gesture =
  | { kind: 'drag'; pointerId: number; start: Point; startPan: Point; canSwipe: boolean }
  | { kind: 'pinch'; startDistance: number; startZoom: number };

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** The image viewer dialog. */
export default function ImageViewer({ images, index = 0, onClose, lang, dir = 'ltr' }: ImageViewerProps) {
  const { t } = useTranslate();
  const count = images.length;
  const [current, setCurrent] = useState(() => Math.min(Math.max(0, index), Math.max(0, count - 1)));
  const [view, setView] = useState<View>(START);
  const [viewport, setViewport] = useState<Size>({ width: 0, height: 0 });
  const dialogRef = useRef<HTMLDialogElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const viewRef = useRef(view);
  viewRef.current = view;
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;

  const image = images[current];
  const natural: Size = { width: image?.width || 1, height: image?.height || 1 };
  const scale = fitScale(natural, viewport);
  const base: Size = { width: natural.width * scale, height: natural.height * scale };
  const baseRef = useRef(base);
  baseRef.current = base;
  const viewportRef = useRef(viewport);
  viewportRef.current = viewport;

  // Open as a modal on mount; on unmount close and give focus back to whatever opened the viewer.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => {
      if (dialog?.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // Keep the stage size for fitting and pan limits.
  useEffect(() => {
    const measure = () => {
      const stage = stageRef.current;
      if (stage) setViewport({ width: stage.clientWidth, height: stage.clientHeight });
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);

  const zoomTo = useCallback((next: (zoom: number) => number) => {
    setView((v) => {
      const zoom = next(v.zoom);
      return { zoom, pan: panAfterZoom(v.pan, v.zoom, zoom, baseRef.current, viewportRef.current) };
    });
  }, []);

  const show = useCallback(
    (target: number) => {
      if (count < 2) return;
      setCurrent((target + count) % count);
      setView(START);
    },
    [count],
  );

  // The wheel zooms; a passive React listener could not stop the page from scrolling.
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      zoomTo((zoom) => wheelZoom(zoom, event.deltaY));
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
  }, [zoomTo]);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    let handled = true;
    if (event.key === '+' || event.key === '=') zoomTo(zoomIn);
    else if (event.key === '-' || event.key === '_' || event.key === '−') zoomTo(zoomOut);
    else if (event.key === '0') setView(START);
    else if (event.key === forward && count > 1) show(current + 1);
    else if (event.key === backward && count > 1) show(current - 1);
    else handled = false;
    if (handled) event.preventDefault();
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const point = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, point);
    const [a, b] = [...pointers.current.values()];
    if (a && b) {
      gesture.current = { kind: 'pinch', startDistance: distance(a, b), startZoom: viewRef.current.zoom };
    } else {
      gesture.current = { kind: 'drag', pointerId: event.pointerId, start: point, startPan: viewRef.current.pan, canSwipe: true };
    }
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!pointers.current.has(event.pointerId)) return;
    const point = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, point);
    const g = gesture.current;
    if (g?.kind === 'pinch') {
      const [a, b] = [...pointers.current.values()];
      if (a && b) zoomTo(() => pinchZoom(g.startZoom, g.startDistance, distance(a, b)));
    } else if (g?.kind === 'drag' && g.pointerId === event.pointerId) {
      const pan = { x: g.startPan.x + point.x - g.start.x, y: g.startPan.y + point.y - g.start.y };
      setView((v) => ({ zoom: v.zoom, pan: clampPan(pan, v.zoom, baseRef.current, viewportRef.current) }));
    }
  }

  function onPointerEnd(event: PointerEvent<HTMLDivElement>) {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.delete(event.pointerId);
    const g = gesture.current;
    if (g?.kind === 'drag' && g.pointerId === event.pointerId) {
      gesture.current = null;
      // A swipe changes the image only when the image fits (nothing to pan) and the move was not cancelled.
      if (g.canSwipe && event.type === 'pointerup' && viewRef.current.zoom <= 1) {
        const decision = swipeDecision(event.clientX - g.start.x, event.clientY - g.start.y, dir);
        if (decision === 'next') show(current + 1);
        if (decision === 'previous') show(current - 1);
      }
      return;
    }
    // A pinch ends: the finger that stays may drag on, but this gesture is no swipe.
    const [rest] = [...pointers.current.entries()];
    gesture.current = rest ? { kind: 'drag', pointerId: rest[0], start: rest[1], startPan: viewRef.current.pan, canSwipe: false } : null;
  }

  // The transform is set through the DOM (see the module comment), after each change.
  const imageRef = useRef<HTMLImageElement>(null);
  useLayoutEffect(() => {
    const img = imageRef.current;
    if (!img) return;
    img.style.width = `${base.width}px`;
    img.style.height = `${base.height}px`;
    img.style.transform = `translate(${view.pan.x}px, ${view.pan.y}px) scale(${view.zoom})`;
  }, [base.width, base.height, view]);

  if (!image) return null;
  return (
    <dialog
      ref={dialogRef}
      className="image-viewer"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <div className="image-viewer__top">
        <h2 id={titleId} className="image-viewer__title">
          {count > 1 ? `${t('imageViewer.title')} · ${t('imageViewer.counter', { n: current + 1, total: count })}` : t('imageViewer.title')}
        </h2>
        <button type="button" className="button image-viewer__close" onClick={onClose}>
          {t('imageViewer.close')}
        </button>
      </div>
      <div
        ref={stageRef}
        className={view.zoom > 1 ? 'image-viewer__stage is-zoomed' : 'image-viewer__stage'}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <img ref={imageRef} key={image.src} src={fullSizeSource(image)} alt="" width={image.width} height={image.height} draggable={false} />
      </div>
      <div className="image-viewer__tools" role="group" aria-label={t('imageViewer.title')}>
        {/* At a bound the zoom buttons stay focusable (aria-disabled): a disabled button would drop the focus. */}
        <button
          type="button"
          className="button"
          onClick={() => zoomTo(zoomOut)}
          aria-disabled={view.zoom <= MIN_ZOOM || undefined}
          aria-label={t('imageViewer.zoomOut')}
        >
          <span aria-hidden="true">−</span>
        </button>
        {/* Named by its content: the visible zoom level first, then what it does ('100% Normale grootte'), so the
            accessible name starts with the visible label (WCAG 2.2 SC 2.5.3 Label in Name). */}
        <button type="button" className="button" onClick={() => setView(START)}>
          {t('imageViewer.zoomLevel', { percent: Math.round(view.zoom * 100) })}
          <span className="is-sr-only">{` ${t('imageViewer.reset')}`}</span>
        </button>
        <button
          type="button"
          className="button"
          onClick={() => zoomTo(zoomIn)}
          aria-disabled={view.zoom >= MAX_ZOOM || undefined}
          aria-label={t('imageViewer.zoomIn')}
        >
          <span aria-hidden="true">+</span>
        </button>
        {count > 1 ? (
          <>
            <button type="button" className="button" onClick={() => show(current - 1)}>
              {t('imageViewer.previous')}
            </button>
            <button type="button" className="button" onClick={() => show(current + 1)}>
              {t('imageViewer.next')}
            </button>
          </>
        ) : null}
      </div>
      <p id={descriptionId} className="image-viewer__description" lang={lang} dir={dir}>
        {image.alt}
      </p>
      <p className="image-viewer__help">
        {t('imageViewer.help')} {count > 1 ? t('imageViewer.helpSeveral') : ''}
      </p>
    </dialog>
  );
}
