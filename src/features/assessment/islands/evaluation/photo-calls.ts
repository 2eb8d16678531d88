/**
 * The evidence photo calls of the evaluation form (docs/api.md "PAT"), through the shared ofetch instance `client`,
 * never retried. Apart from evaluation-calls.ts so the PAT's day page, which shares evaluation-calls.ts, does not load them.
 */
import { client } from '#src/lib/api';
import type { EvidencePhoto } from '#src/features/assessment/contract';
import { evaluationPath } from '#src/features/assessment/evaluation-drafts';

/**
 * `POST …/photos`: adds a photo (already resized, `resize.ts`) with its caption to the evaluation. Not retried: the
 * teacher sees the failure and tries again (the server answers the same photo for the same image).
 * @throws FetchError (400/413 bad file, 409 final or full).
 */
export function addPhoto(key: string, photo: Blob, caption: string): Promise<EvidencePhoto> {
  const body = new FormData();
  body.append('file', photo, photo.type === 'image/jpeg' ? 'foto.jpg' : (photo as File).name || 'foto');
  body.append('caption', caption);
  return client<EvidencePhoto>(evaluationPath(key, '/photos'), { method: 'POST', body, retry: 0 });
}

/** `DELETE /api/pat/evidence/{id}`. @throws FetchError (404 gone or not the caller's, 409 final). */
export const deletePhoto = (id: string) => client(`/api/pat/evidence/${encodeURIComponent(id)}`, { method: 'DELETE', retry: 0 });
