/**
 * `client:painted` — an Astro client directive: hydrate an island once the browser has shown the page's first
 * content, instead of as soon as the page is parsed (`client:load`).
 *
 * Why: on a fast connection `client:load` fetches React and the island's code before the first frame, and the
 * browser then paints only after running them. The server's HTML (the player's question text, say) is complete
 * and readable on its own; its inputs stay disabled until hydration (docs/decisions/025). Waiting for the first
 * contentful paint lets the question appear first, and Lighthouse's mobile simulation then no longer counts
 * React's 57 KB in the page's Largest Contentful Paint (docs/decisions/046-exam-morning-memory-and-first-paint.md).
 *
 * The moment is the Paint Timing API's `first-contentful-paint` entry (W3C Paint Timing), which the browser
 * reports once that frame is on screen; without that API, the second animation frame. A hidden tab paints
 * nothing, so its islands hydrate when it is first shown.
 */
import type { ClientDirective } from 'astro';

/** Calls `then` once the page's first content is on screen (see the module comment). */
function afterFirstPaint(then: () => void): void {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => requestAnimationFrame(then));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(then, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
}

const painted: ClientDirective = (load) => {
  afterFirstPaint(async () => {
    const hydrate = await load();
    await hydrate();
  });
};

export default painted;
