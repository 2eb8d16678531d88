import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';

/** The worker's source (docs/decisions/018-service-worker.md), from the project folder. */
export const WORKER_SOURCE = 'src/features/offline/worker/sw.ts';
/** Where it is served from: the client folder's root, as /sw.js (src/features/offline/policy.ts `WORKER_PATH`). */
export const WORKER_FILE = 'sw.js';
/**
 * What is precached, relative to the client folder: Astro's hashed output (scripts, styles, fonts and images
 * it bundled) and the site's icons. Module content images are not: the worker keeps those per candidate.
 */
export const PRECACHE_PATTERNS = ['_astro/**/*.{js,css,woff2,woff,ttf,svg,png,jpg,webp,avif}', 'favicon.svg', 'logo.svg'];

/**
 * Astro integration: after `astro build` — so in `npm run build`, and in `npm start`, `npm test` and
 * `npm run bench`, which run `astro build` themselves — bundles the service worker with esbuild (Workbox
 * included, its development logging left out) and lets workbox-build's `injectManifest` put the precache
 * manifest (every file of PRECACHE_PATTERNS with its revision) into `dist/client/sw.js`. `/_astro/` names
 * carry their content hash already, so those entries get no extra revision. Must be listed before
 * `precompress()` in astro.config.mjs, so sw.js gets its `.br`/`.gz` siblings too.
 * @returns {import('astro').AstroIntegration}
 */
export default function serviceWorker() {
  let root = '';
  let clientDir = '';
  return {
    name: 'service-worker',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
        clientDir = fileURLToPath(config.build.client);
      },
      'astro:build:done': async ({ logger }) => {
        const work = await mkdtemp(join(tmpdir(), 'kandidaat-sw-'));
        try {
          const bundled = join(work, WORKER_FILE);
          await build({
            absWorkingDir: root,
            entryPoints: [WORKER_SOURCE],
            outfile: bundled,
            bundle: true,
            format: 'iife',
            platform: 'browser',
            target: ['es2020'],
            minify: true,
            legalComments: 'none',
            define: { 'process.env.NODE_ENV': '"production"' },
            logLevel: 'warning',
          });
          const { count, size, warnings } = await injectManifest({
            swSrc: bundled,
            swDest: join(clientDir, WORKER_FILE),
            globDirectory: clientDir,
            globPatterns: PRECACHE_PATTERNS,
            globIgnores: ['**/*.br', '**/*.gz', WORKER_FILE],
            dontCacheBustURLsMatching: /^_astro\//,
            maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
          });
          for (const warning of warnings) logger.warn(warning);
          logger.info(`${WORKER_FILE}: ${count} bestanden vooraf in de cache (${(size / 1024).toFixed(0)} KB)`);
        } finally {
          await rm(work, { recursive: true, force: true });
        }
      },
    },
  };
}
