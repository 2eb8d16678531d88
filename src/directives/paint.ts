/**
 * `client:paint` — an Astro client directive: hydrate an island once the browser has shown the page's first
 * content (the `first-contentful-paint` entry of the Paint Timing API), instead of during parsing as
 * `client:load` does.
 *
 * Why: with `client:load` the island's JavaScript (React and the island, about 80 KB brotli for the test player)
 * is requested while the stylesheet is still loading and competes with it on a slow connection, so the
 * server-rendered question paints later than it needs to. The paint entry is reported once the frame is on
 * screen, so the downloads start after it. Where the Paint Timing API is missing, the first animation frame
 * stands in; a page opened in a background tab paints nothing, so hydration also starts after `FALLBACK_MS`
 * at the latest. Decision: docs/decisions/025-css-and-layout-stability.md.
 */
import type { ClientDirective } from 'astro';

/** Hydrate after this long (ms) even when nothing was painted (a tab opened in the background). */
const FALLBACK_MS = 3000;

const paint: ClientDirective = (load) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    const hydrate = await load();
    await hydrate();
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      void start();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
  setTimeout(start, FALLBACK_MS);
};

export default paint;
