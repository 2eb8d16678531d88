// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import precompress from './scripts/precompress.mjs';
import purgeCss from './scripts/purge-css.mjs';
import serviceWorker from './scripts/service-worker.mjs';
import clientDirectives from './src/directives/index.mjs';

/**
 * Astro 7 in SSR mode. The node adapter runs in `middleware` mode so that every request, static assets
 * included, passes through the Hono gateway in `src/fetch.ts` (security headers, compression, cache rules);
 * `scripts/start.mjs` owns the HTTP server. See docs/decisions/002-node-middleware-mode.md.
 * After the build the service worker is bundled into dist/client/sw.js (scripts/service-worker.mjs, before
 * precompress so it is compressed too; docs/decisions/018-service-worker.md). At build the app stylesheet keeps only
 * the rules the source uses (scripts/purge-css.mjs; docs/decisions/025-css-and-layout-stability.md).
 */
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  integrations: [react(), clientDirectives(), purgeCss(), serviceWorker(), precompress()],
  server: { port: Number(process.env.PORT ?? 4321), host: process.env.HOST ?? 'localhost' },
  security: { checkOrigin: false, csp: true },
  build: { inlineStylesheets: 'never' },
  devToolbar: { enabled: false },
  vite: { css: { preprocessorOptions: { scss: { silenceDeprecations: ['if-function'] } } } },
});
