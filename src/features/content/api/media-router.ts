/**
 * `/api/media`: uploading images for the module editor and serving them (docs/api.md "Images" is the
 * contract). Thin: each handler reads its input, calls features/content/api/media.ts, answers.
 *
 * Who may call what: uploading Admin and Coordinator; reading every signed-in user (candidates see the images
 * of their test); everyone else 401.
 *
 * @example
 *   app.route('/api/media', mediaRouter());
 */
import { Hono } from 'hono';
import { mediaVariantQuery } from '#src/features/content/contract';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv } from '#src/server/context';
import { apiError } from '#src/server/errors';
import { mediaVariant, storeImage, type MediaWidth } from './media';
import { readQuery } from '#src/server/validation';

/** How long a browser may keep a variant: a year; an upload id never gets other content (immutable). */
const CACHE_CONTROL = 'private, max-age=31536000, immutable';

const NO_FILE = 'Kies een afbeelding om te uploaden (PNG, JPEG of WebP, hoogstens 5 MB).';
const NOT_A_FORM = 'Stuur de afbeelding als formulier (multipart/form-data) in het veld file.';

/** The `/api/media` router. */
export function mediaRouter() {
  const router = new Hono<BackendEnv>();

  /** Staff. multipart/form-data field `file` → 201 `{ id, src, mediaType, width, height, bytes }`; 400/413 Dutch title. */
  router.post('/', requireCaller('Admin', 'Coordinator'), async (c) => {
    if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) throw apiError(400, NOT_A_FORM);
    let file: unknown;
    try {
      file = (await c.req.parseBody())['file'];
    } catch (error) {
      throw apiError(400, NOT_A_FORM, error);
    }
    if (!(file instanceof File)) throw apiError(400, NO_FILE);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const stored = await storeImage(c.var.db, c.var.caller.id, bytes, { filename: file.name, type: file.type });
    return c.json(stored, 201);
  });

  /** Signed in. `?w=` one of MEDIA_WIDTHS (default 960) → the image in the best format `Accept` allows; 404 unknown. */
  router.get('/:id', requireCaller(), async (c) => {
    const { w } = readQuery(c, mediaVariantQuery);
    const variant = await mediaVariant(c.var.db, c.req.param('id'), w as MediaWidth, c.req.header('accept'));
    return c.body(variant.body as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': variant.contentType,
      'Content-Length': String(variant.body.byteLength),
      'Cache-Control': CACHE_CONTROL,
      Vary: 'Accept',
    });
  });

  return router;
}
