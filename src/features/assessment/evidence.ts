/**
 * Evidence photos of a PAT evaluation, on both sides (spec §2 /docent/evaluate/…: "optional photos as evidence taken
 * with the tablet's camera"; docs/api.md "PAT"; docs/decisions/030-pat-reflection-and-agreement.md): the limits and
 * the address a photo is served at. Client-safe and free of dependencies, so the evaluation island can import it; the
 * photos themselves are stored and served by the PAT (src/features/pat/api/evidence.ts). An education's form has none.
 */
import type { MediaWidth } from '#src/features/content/media';

/** At most this many photos per evaluation (`POST …/photos` answers 409 above it). */
export const MAX_EVIDENCE_PHOTOS = 10;

/** Longest caption, characters. The caption is the photo's alt text (WCAG 2.2 SC 1.1.1). */
export const MAX_CAPTION_LENGTH = 300;

/** Width of a thumbnail on the form and the progress page, CSS pixels (served at twice that for sharp screens). */
export const THUMBNAIL_WIDTH = 160;

/** Site path of evidence photo `id`, served by `GET /api/pat/evidence/{id}` (only within the PAT's scope). */
export const EVIDENCE_PATH = '/api/pat/evidence/';

/** The address of evidence photo `id` at most `width` pixels wide (one of MEDIA_WIDTHS). */
export function evidenceUrl(id: string, width: MediaWidth): string {
  return `${EVIDENCE_PATH}${id}?w=${width}`;
}
