/**
 * Uploaded images, on both sides (docs/api.md "Images"): the widths `GET /api/media/{id}` serves,
 * the one Dutch message for a file over 5 MB, and pure helpers that pick the `src`, `srcset` and `sizes` of an
 * `<img>` for a content image.
 *
 * Images shipped with the site (e.g. /content/ghs-flammable.svg) are shown as they are; only uploads, whose
 * `src` is `/api/media/{id}` (or that carry `upload`), get a `srcset` of resized variants.
 *
 * @example
 *   const s = imageSources(image, fitWidth(image, 768, 288));
 *   <img src={s.src} srcSet={s.srcSet} sizes={s.sizes} alt={alt} width={image.width} height={image.height} />
 */
import type { ContentImage } from './model';

export { MAX_IMAGE_BYTES } from '#src/lib/body-limits';

/** Widths, CSS pixels, that `GET /api/media/{id}?w=` accepts; anything else is refused with 400. */
export const MEDIA_WIDTHS = [160, 320, 640, 960, 1280, 1920] as const;

/** One of MEDIA_WIDTHS. */
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/** The width served when `?w=` is left out. */
export const DEFAULT_MEDIA_WIDTH: MediaWidth = 960;

/** Site path of the uploaded images; `{MEDIA_PATH}{id}` is an upload's `src`. */
export const MEDIA_PATH = '/api/media/';

/** The answer (413) to an image over MAX_IMAGE_BYTES, from the upload route, the backend and the gateway. */
export const IMAGE_TOO_LARGE = 'De afbeelding is groter dan 5 MB. Verklein de afbeelding en probeer het opnieuw.';

/** The parts of an image these helpers read: ContentImage, or an image as sent to candidates and teachers. */
export type SizedImage = Pick<ContentImage, 'src' | 'width'> & { upload?: string; height?: number };

const UPLOAD_SRC = /^\/api\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** True when `value` is one of MEDIA_WIDTHS. */
export function isMediaWidth(value: number): value is MediaWidth {
  return (MEDIA_WIDTHS as readonly number[]).includes(value);
}

/** The upload id of an image: its `upload`, or the id in a `/api/media/{id}` src; null for site files. */
export function uploadIdOf(image: Pick<SizedImage, 'src' | 'upload'>): string | null {
  return image.upload ?? UPLOAD_SRC.exec(image.src)?.[1] ?? null;
}

/** The smallest allowed width of at least `pixels`, or the largest (1920) when none is that wide. */
export function mediaWidthFor(pixels: number): MediaWidth {
  return MEDIA_WIDTHS.find((w) => w >= pixels) ?? MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!;
}

/** Site path of upload `id` at most `width` pixels wide. */
export function mediaUrl(id: string, width: MediaWidth): string {
  return `${MEDIA_PATH}${id}?w=${width}`;
}

/**
 * The CSS width, pixels, of an image scaled down (never up) to fit a `maxWidth` × `maxHeight` box, as
 * `max-width` and `max-height` with `width: auto; height: auto` do. Without a height only `maxWidth` counts.
 */
export function fitWidth(image: Pick<SizedImage, 'width' | 'height'>, maxWidth: number, maxHeight = Infinity): number {
  const byHeight = image.height && image.height > 0 ? (image.width * maxHeight) / image.height : Infinity;
  return Math.max(1, Math.round(Math.min(image.width, maxWidth, byHeight)));
}

/** What an `<img>` needs: `srcSet` and `sizes` only for uploads. */
export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * `src`, `srcset` and `sizes` for showing `image` at most `displayWidth` CSS pixels wide (narrower on a narrow
 * screen). For an upload: `src` is the variant for one device pixel per CSS pixel; `srcSet` lists the allowed
 * widths up to 2 × `displayWidth` (sharp screens) and never beyond the image's own width — the variant that
 * covers the need is described by the width it really has, since the server never enlarges. Site files get
 * their `src` alone.
 */
export function imageSources(image: SizedImage, displayWidth: number): ImageSources {
  const id = uploadIdOf(image);
  if (id === null) return { src: image.src };
  const shown = Math.max(1, Math.round(Math.min(displayWidth, image.width)));
  const cap = Math.min(2 * shown, image.width);
  const entries = MEDIA_WIDTHS.filter((w) => w < cap).map((w) => `${mediaUrl(id, w)} ${w}w`);
  const covering = MEDIA_WIDTHS.find((w) => w >= cap);
  if (covering !== undefined) entries.push(`${mediaUrl(id, covering)} ${Math.min(covering, image.width)}w`);
  return {
    src: mediaUrl(id, mediaWidthFor(shown)),
    srcSet: entries.join(', '),
    sizes: `(max-width: ${shown}px) 100vw, ${shown}px`,
  };
}

/** The largest useful variant of `image` for the image viewer (zoomed in): its own width, at most 1920. */
export function fullSizeSource(image: SizedImage): string {
  const id = uploadIdOf(image);
  return id === null ? image.src : mediaUrl(id, mediaWidthFor(image.width));
}
