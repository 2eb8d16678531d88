/**
 * The fonts of every Typst document of the platform (the manual, docs/decisions/021-candidate-manual.md; invoices;
 * reports): DejaVu Sans from the npm package `dejavu-fonts-ttf` (Latin, Polish, Turkish, Cyrillic and Arabic in one
 * family), so every machine makes the same PDF. Kept apart from the Typst compiler, so that the server can name the
 * fonts without loading Typst's native code (docs/decisions/032-typst-in-a-child-process.md).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The folder with the DejaVu TrueType fonts of the `dejavu-fonts-ttf` package (absolute path), found by Node's
 * package resolution from this module, so it works beside the sources and in the built server.
 * @throws Error when the package is not installed.
 */
export function fontDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
}
