import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|html|json|txt|xml|webmanifest)$/;

/**
 * Astro integration: after `astro build`, writes `.br` (brotli, quality 11) and `.gz` (gzip, level 9) beside
 * every text asset in the client output, so the gateway can serve them without compressing per request.
 * @returns {import('astro').AstroIntegration}
 */
export default function precompress() {
  let clientDir = '';
  return {
    name: 'precompress',
    hooks: {
      'astro:config:done': ({ config }) => {
        clientDir = fileURLToPath(config.build.client);
      },
      'astro:build:done': async ({ logger }) => {
        let count = 0;
        for (const file of await walk(clientDir)) {
          if (!COMPRESSIBLE.test(file)) continue;
          const body = await readFile(file);
          await writeFile(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
          count += 1;
        }
        logger.info(`${count} bestanden vooraf gecomprimeerd (br, gz)`);
      },
    },
  };
}

/** @param {string} dir @returns {Promise<string[]>} */
async function walk(dir) {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files = await Promise.all(
    entries.map((e) => (e.isDirectory() ? walk(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]))),
  );
  return files.flat();
}
