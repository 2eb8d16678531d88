/**
 * The photo block's pure rules (EvidencePhotos.tsx; no I/O): which control the block offers, and the list after a
 * photo was added or deleted.
 */
import type { EvidencePhoto } from '#src/features/assessment/contract';
import { MAX_EVIDENCE_PHOTOS } from '#src/features/assessment/evidence';

/**
 * What the block offers below the thumbnails:
 * - 'none'    a final evaluation: photos are read-only;
 * - 'offline' no connection: a plain sentence, nothing to press (photos need the server);
 * - 'pending' a chosen photo waits for its caption and 'Foto opslaan';
 * - 'full'    MAX_EVIDENCE_PHOTOS photos already: a sentence instead of the button;
 * - 'add'     the 'Foto toevoegen' button.
 */
export type PhotoControl = 'none' | 'offline' | 'pending' | 'full' | 'add';

/** The control for the block's state (see PhotoControl). */
export function photoControl(state: { final: boolean; online: boolean; pending: boolean; count: number }): PhotoControl {
  if (state.final) return 'none';
  if (!state.online) return 'offline';
  if (state.pending) return 'pending';
  return state.count >= MAX_EVIDENCE_PHOTOS ? 'full' : 'add';
}

/** `photos` with `photo` added at the end, or in its place when the server answered a photo the list has. */
export function withPhoto(photos: readonly EvidencePhoto[], photo: EvidencePhoto): EvidencePhoto[] {
  return photos.some((p) => p.id === photo.id) ? photos.map((p) => (p.id === photo.id ? photo : p)) : [...photos, photo];
}

/** `photos` without the photo `id`. */
export function withoutPhoto(photos: readonly EvidencePhoto[], id: string): EvidencePhoto[] {
  return photos.filter((p) => p.id !== id);
}
