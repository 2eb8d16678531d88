/**
 * Checks and messages of the module editor that need no DOM: the quick image check before an upload (the
 * server decides; docs/api.md "Images"), and the text to show for a failed save or upload.
 */
import { MAX_IMAGE_BYTES } from '#src/lib/body-limits';
import { errorMessage, errorStatus, titleOf } from '#src/lib/errors';
import { moduleEditor as t } from './strings';

/** Media types the server accepts (docs/api.md "Images"). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** For the file input's `accept`. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

const EXTENSIONS = /\.(png|jpe?g|webp)$/i;

/** '6,2 MB', '850 kB' — Dutch decimal comma, 1 MB = 1024 × 1024 bytes like the limit. */
export function formatBytes(bytes: number): string {
  const format = (n: number) => new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 }).format(n);
  if (bytes >= 1024 * 1024) return `${format(bytes / (1024 * 1024))} MB`;
  return `${format(Math.max(1, Math.round(bytes / 1024)))} kB`;
}

/**
 * A Dutch message when `file` clearly will not do (wrong type, empty, over 5 MB), else null. A file without a
 * media type (some systems) passes on its name; the server looks at the content anyway.
 */
export function checkImageFile(file: { name: string; type: string; size: number }): string | null {
  const typeOk = file.type ? (IMAGE_TYPES as readonly string[]).includes(file.type) : EXTENSIONS.test(file.name);
  if (!typeOk) return t.imageWrongType;
  if (file.size === 0) return t.imageEmpty;
  if (file.size > MAX_IMAGE_BYTES) return t.imageTooBig(formatBytes(file.size));
  return null;
}

/**
 * The text for a failed save or upload. The server's Dutch `title` wins for 400, 409 and 413 (it names the
 * problem; spec §8's catalogue would say 'Er bestaat al een gebruiker met dit emailadres' for any 409); other
 * failures go through the one error helper.
 */
export function failureText(error: unknown, fallback409: string = t.conflict): string {
  const status = errorStatus(error);
  if (status === 409) return titleOf(error) || fallback409;
  if (status === 413) return titleOf(error) || errorMessage(error).text;
  return errorMessage(error, { 409: fallback409 }).text;
}
