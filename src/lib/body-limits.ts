/**
 * Largest accepted request bodies, bytes, shared by the gateway (checked before forwarding) and the backend
 * (checked again). Most calls take 1 MB (docs/api.md: "413 body over 1 MB"); an image upload (module images,
 * PAT evidence photos) takes a 5 MB image plus its multipart envelope, and a module import carries its images base64-encoded.
 */

/** Default limit: 1 MB. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Largest image file accepted by POST /api/media: 5 MB (docs/api.md, "Images"). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** POST /api/media and an evidence photo: the image plus room for the multipart boundaries and headers. */
export const MAX_UPLOAD_BODY_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

/** POST /api/modules/import: a module file with up to 40 MB of base64 images (≈ 30 MB of image data). */
export const MAX_IMPORT_BODY_BYTES = 40 * 1024 * 1024;

/** `POST /api/pat/{patId}/evaluation/{moduleId}/{candidateId}/photos`: an evidence photo (docs/api.md "PAT"). */
const EVIDENCE_UPLOAD = /^\/api\/pat\/[^/]+\/evaluation\/[^/]+\/[^/]+\/photos$/;

/** True for the calls that upload one image: `POST /api/media` and an evidence photo of a PAT evaluation. */
export function isImageUpload(method: string, pathname: string): boolean {
  return method === 'POST' && (pathname === '/api/media' || EVIDENCE_UPLOAD.test(pathname));
}

/** The limit, bytes, for a request to `pathname` with `method`. */
export function maxBodyBytesFor(method: string, pathname: string): number {
  if (method !== 'POST') return MAX_BODY_BYTES;
  if (isImageUpload(method, pathname)) return MAX_UPLOAD_BODY_BYTES;
  if (pathname === '/api/modules/import') return MAX_IMPORT_BODY_BYTES;
  return MAX_BODY_BYTES;
}
