/**
 * `/api/pat` evidence photo calls (docs/api.md "PAT"; docs/decisions/030-pat-reflection-and-agreement.md §4): thin
 * handlers over evidence.ts. A teacher adds photos to the evaluations they make and deletes the ones they added;
 * staff and the teachers assessing the module see them; staff delete any; everyone else 401; anything outside the
 * caller's scope 404 (decision 003). Mounted before the planning router (router.ts), whose `/:id` routes would
 * otherwise see `evidence` as a PAT id.
 *
 * @example
 *   app.route('/api/pat', evidenceRouter());
 *   app.route('/api/pat', patRouter());
 */
import { Hono, type Context } from 'hono';
import { mediaVariantQuery } from '#src/features/content/contract';
import { evaluationQuery, evidenceCaption } from '#src/features/pat/contract';
import { isStorableText } from '#src/lib/storable-text';
import { STAFF } from '#src/lib/roles';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv } from '#src/server/context';
import { apiError, TITLES } from '#src/server/errors';
import { readQuery } from '#src/server/validation';
import type { MediaWidth } from '#src/features/content/api/media';
import { addEvidencePhoto, deleteEvidencePhoto, evidenceSlot, evidenceVariant, EVIDENCE_TITLES } from './evidence';

/**
 * Evidence is personal data (a candidate at work): a browser keeps it only in memory for the page, no shared cache
 * keeps it at all (OWASP ASVS 8.2.1); the gateway sends `no-store` on every other `/api` answer too.
 */
const CACHE_CONTROL = 'private, no-store';

/**
 * The multipart body of `POST …/photos`: field `file` (the image) and optional `caption`.
 * @throws apiError 400 for a body that is not multipart, no `file`, or a caption too long or not storable.
 */
async function readPhotoForm(c: Context<BackendEnv>): Promise<{ file: File; caption: string }> {
  if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) throw apiError(400, EVIDENCE_TITLES.notAForm);
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch (error) {
    throw apiError(400, EVIDENCE_TITLES.notAForm, error);
  }
  const file = body['file'];
  if (!(file instanceof File)) throw apiError(400, EVIDENCE_TITLES.noFile);
  const raw = body['caption'] ?? '';
  if (typeof raw !== 'string' || !isStorableText(raw)) throw apiError(400, TITLES.unstorableText);
  const caption = evidenceCaption.safeParse(raw);
  if (!caption.success) throw apiError(400, caption.error.issues[0]?.message ?? TITLES.badInput);
  return { file, caption: caption.data };
}

/** The `/api/pat` evidence router. */
export function evidenceRouter() {
  const router = new Hono<BackendEnv>();
  const readers = requireCaller(...STAFF, 'Teacher');
  const teacher = requireCaller('Teacher');

  /** The teacher assessing the evaluation: multipart `file` + `caption?` → 201 `{ id, src, caption }`; `?role=`. */
  router.post('/:patId/evaluation/:moduleId/:candidateId/photos', teacher, async (c) => {
    const { role } = readQuery(c, evaluationQuery);
    // Scope, state and the limit before the body is read (decision 003: out of scope is 404, whatever the body).
    const slot = await evidenceSlot(c.var.db, c.var.caller, c.req.param('patId'), c.req.param('moduleId'), c.req.param('candidateId'), role);
    const { file, caption } = await readPhotoForm(c);
    const bytes = new Uint8Array(await file.arrayBuffer());
    return c.json(await addEvidencePhoto(c.var.db, c.var.caller, slot, { bytes, filename: file.name, type: file.type }, caption), 201);
  });

  /** Staff, the teachers assessing the module: the photo, `?w=` one of MEDIA_WIDTHS. */
  router.get('/evidence/:photoId', readers, async (c) => {
    const { w } = readQuery(c, mediaVariantQuery);
    const variant = await evidenceVariant(c.var.db, c.var.caller, c.req.param('photoId'), w as MediaWidth, c.req.header('accept'));
    return c.body(variant.body as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': variant.contentType,
      'Content-Length': String(variant.body.byteLength),
      'Cache-Control': CACHE_CONTROL,
      Vary: 'Accept',
    });
  });

  /** The teacher who added it (evaluation not final), staff: 204. */
  router.delete('/evidence/:photoId', readers, async (c) => {
    await deleteEvidencePhoto(c.var.db, c.var.caller, c.req.param('photoId'));
    return c.body(null, 204);
  });

  return router;
}
