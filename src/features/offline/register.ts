/**
 * Registers the service worker (/sw.js, scope /) on a candidate's page, once the page has loaded, so its
 * precaching never competes with the page itself (docs/decisions/018-service-worker.md). A new version of the
 * worker waits; when the page is being left for good (`pagehide`, not into the back-forward cache) with a
 * connection, a waiting worker is told to take over, so the next page load — a reload included — uses it, and
 * no page ever changes worker in the middle of a question. Not without a connection: the new version drops the
 * old one's precached files, which the pages kept for offline use still name. Kept tiny: candidate pages
 * budget every byte of JavaScript.
 *
 * @example
 *   registerOfflineWorker(); // in a <script> of ./components/OfflineWorker.astro
 */
import { SKIP_WAITING, WORKER_PATH } from './policy';

/** The browser parts used (injectable for tests). */
export interface RegisterDeps {
  navigator: { serviceWorker?: Pick<ServiceWorkerContainer, 'register'>; onLine: boolean };
  window: Pick<Window, 'addEventListener'>;
  document: Pick<Document, 'readyState'>;
}

/** Registers the worker where the browser has service workers; never throws, never rejects. */
export function registerOfflineWorker(deps: RegisterDeps = { navigator, window, document }): void {
  const container = deps.navigator.serviceWorker;
  if (!container) return;
  const start = () => {
    container.register(WORKER_PATH, { scope: '/', updateViaCache: 'none' }).then(
      (registration) =>
        deps.window.addEventListener('pagehide', (event) => {
          if (!(event as PageTransitionEvent).persisted && deps.navigator.onLine) registration.waiting?.postMessage(SKIP_WAITING);
        }),
      () => undefined,
    );
  };
  if (deps.document.readyState === 'complete') start();
  else deps.window.addEventListener('load', start, { once: true });
}
