/**
 * Evidence photos of PAT evaluations (spec §2 /docent/evaluate/…: "optional photos as evidence taken with the tablet's
 * camera"; docs/api.md "PAT"; docs/decisions/030-pat-reflection-and-agreement.md §4): adding one to an evaluation,
 * serving it, deleting it, listing them for the form and the progress page, and removing them when the candidate is
 * erased.
 *
 * - A photo is an upload (content/api/media.ts `storeImage`: PNG, JPEG or WebP up to 5 MB, checked by content) with a
 *   row in `evaluation_photos`. `GET /api/media/{id}` never serves it (media.ts refuses uploads that are evidence);
 *   only `GET /api/pat/evidence/{photoId}` does, to staff and to the teachers who may see its evaluation
 *   (features/assessment/visibility.ts: the assessor who added it; the other assessor of the module once both
 *   evaluations are final; teachers planned on the PAT after the release), with `Cache-Control: private, no-store`;
 *   anyone else 404 (decision 003).
 * - Adding: the teacher assessing the evaluation (evaluations.ts `readEvaluation` resolves the scope and role), on a
 *   planned PAT that is not archived and whose first day has come (evaluations.ts `refuseBeforeFirstDay`), while the
 *   evaluation is not final, at most MAX_EVIDENCE_PHOTOS per evaluation (409). The first photo creates the draft evaluation as the first save would (seq 0, nothing scored). The count is
 *   checked again with the evaluation row locked, so two uploads at once cannot pass the limit together.
 * - Uploads are shared by content (SHA-256): the same photo added to two evaluations is one upload. An image already
 *   used in module content is refused (409): as evidence it would disappear from `GET /api/media/{id}`.
 * - Deleting: the teacher who added it while the evaluation is not final and the PAT not archived; staff always (a
 *   photo showing the wrong person must be able to go). An upload no row refers to any more goes with its files.
 * - Erasure (privacy registry, entry `evaluations`): a candidate's photos go before their evaluations, and so do the
 *   uploads nothing else refers to; their files are removed once the erasure is committed.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { isStaff } from '#src/lib/roles';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { evaluationPhotos, evaluations, moduleVersions, patModules, pats, uploads } from '#src/server/db/schema';
import { apiError } from '#src/server/errors';
import { isUuid } from '#src/server/validation';
import { mediaVariant, removeUploadFiles, storeImage, type MediaVariant, type MediaWidth } from '#src/features/content/api/media';
import type { EvidencePhoto } from '#src/features/assessment/contract';
import { assessmentViewer, loadAssessment } from '#src/features/assessment/api/assessment';
import { visibleModule } from '#src/features/assessment/visibility';
import { EVIDENCE_PATH, MAX_EVIDENCE_PHOTOS } from '#src/features/assessment/evidence';
import { EVALUATION_TITLES, readEvaluation, refuseBeforeFirstDay } from './evaluations';
import type { AssessorRole, EvaluationScores } from '#src/features/assessment/api/tables';

/** Dutch titles of the evidence calls' own errors (bad files get media.ts `MEDIA_TITLES`). */
export const EVIDENCE_TITLES = {
  notFound: 'Deze foto bestaat niet.',
  final: 'Deze beoordeling is definitief. Kies ‘Wijzigen’ en geef een reden om er foto’s aan toe te voegen of uit te verwijderen.',
  tooMany: `Bij een beoordeling horen hoogstens ${MAX_EVIDENCE_PHOTOS} foto’s. Verwijder eerst een foto om een nieuwe toe te voegen.`,
  inContent: 'Deze afbeelding wordt al in het lesmateriaal gebruikt en kan geen bewijsfoto zijn. Maak een foto van het werk van de kandidaat.',
  noFile: 'Kies een foto om toe te voegen (PNG, JPEG of WebP, hoogstens 5 MB).',
  notAForm: 'Stuur de foto als formulier (multipart/form-data) in het veld file.',
} as const;

/** The evaluation a photo is added to, resolved and checked by `evidenceSlot`. */
export interface EvidenceSlot {
  patId: string;
  moduleId: string;
  candidateId: string;
  role: AssessorRole;
  templateVersionId: string;
  /** Every criterion unscored: what a new draft starts with. */
  emptyScores: EvaluationScores;
}

/** A photo row with what the scope checks need of its evaluation. */
type PhotoRow = {
  id: string;
  uploadId: string;
  addedBy: string | null;
  evaluationId: string;
  patId: string;
  status: 'draft' | 'final';
};

const srcOf = (id: string) => `${EVIDENCE_PATH}${id}`;

/** 409 for a PAT whose evaluations cannot change (as evaluations.ts refuses saves). */
async function refuseClosedPat(db: Db, patId: string): Promise<void> {
  const [pat] = await db.select({ plannedAt: pats.plannedAt, archivedAt: pats.archivedAt }).from(pats).where(eq(pats.id, patId));
  if (pat?.archivedAt) throw apiError(409, EVALUATION_TITLES.archived);
  if (!pat?.plannedAt) throw apiError(409, EVALUATION_TITLES.notPlanned);
}

/** The condition on `evaluations` of one slot (PAT, module, candidate, role). */
const slotIs = (slot: Pick<EvidenceSlot, 'patId' | 'moduleId' | 'candidateId' | 'role'>) =>
  and(eq(evaluations.patId, slot.patId), eq(evaluations.moduleId, slot.moduleId), eq(evaluations.candidateId, slot.candidateId), eq(evaluations.role, slot.role));

/**
 * Checks, before the body is read, that the caller may add a photo to this evaluation now (decision 003: an id out
 * of scope is 404 whatever the body).
 * @param role `?role=` as for the other evaluation calls.
 * @throws apiError 404 out of the caller's scope (evaluations.ts `readEvaluation`); 409 for a PAT not planned or
 *   archived or before its first day, a final evaluation, or one that has MAX_EVIDENCE_PHOTOS photos.
 */
export async function evidenceSlot(db: Db, caller: Caller, patId: string, moduleId: string, candidateId: string, role?: AssessorRole): Promise<EvidenceSlot> {
  const form = await readEvaluation(db, caller, patId, moduleId, candidateId, role);
  await refuseClosedPat(db, patId);
  await refuseBeforeFirstDay(db, patId);
  if (form.evaluation.status === 'final') throw apiError(409, EVIDENCE_TITLES.final);
  if (form.photos.length >= MAX_EVIDENCE_PHOTOS) throw apiError(409, EVIDENCE_TITLES.tooMany);
  const [pinned] = await db
    .select({ templateVersionId: patModules.templateVersionId })
    .from(patModules)
    .where(and(eq(patModules.patId, patId), eq(patModules.moduleId, moduleId)));
  if (!pinned) throw apiError(404, EVALUATION_TITLES.notFound);
  const emptyScores = Object.fromEntries(form.template.criteria.map((c) => [c.id, { score: null, remark: '' }]));
  return { patId, moduleId, candidateId, role: form.role, templateVersionId: pinned.templateVersionId, emptyScores };
}

/** True when module content (any module version) names upload `id`: its images carry the id in `upload` and `src`. */
async function usedInContent(db: Db, id: string): Promise<boolean> {
  return (await db.$count(moduleVersions, like(sql`${moduleVersions.content}::text`, `%${id}%`))) > 0;
}

/**
 * Deletes the upload rows among `ids` that nothing refers to any more (no evidence photo, no module content).
 * Their files stay: the caller removes them (media.ts `removeUploadFiles`) once its transaction is committed.
 * @returns the deleted rows' ids and media types.
 */
export async function dropUnusedUploads(db: Db, ids: readonly string[]): Promise<{ id: string; mediaType: string }[]> {
  const removed: { id: string; mediaType: string }[] = [];
  for (const id of new Set(ids)) {
    if ((await db.$count(evaluationPhotos, eq(evaluationPhotos.uploadId, id))) > 0) continue;
    if (await usedInContent(db, id)) continue;
    const rows = await db.delete(uploads).where(eq(uploads.id, id)).returning({ id: uploads.id, mediaType: uploads.mediaType });
    removed.push(...rows);
  }
  return removed;
}

/**
 * `POST /api/pat/{patId}/evaluation/{moduleId}/{candidateId}/photos` (the teacher assessing the evaluation): stores
 * the image as an upload and adds it to the evaluation, creating the draft evaluation when there is none yet.
 * @param slot from `evidenceSlot` (checked before the body was read).
 * @param file the uploaded bytes with the name and media type the client declared.
 * @param caption what the photo shows (already trimmed, at most MAX_CAPTION_LENGTH).
 * @returns the new photo (201); the same image sent to the same evaluation again answers the photo it already has.
 * @throws apiError 400/413 for a bad file (media.ts `MEDIA_TITLES`); 409 for an image used in module content, for an
 *   evaluation made final meanwhile or one that reached MAX_EVIDENCE_PHOTOS meanwhile (nothing is kept then).
 */
export async function addEvidencePhoto(
  db: Db,
  caller: Caller,
  slot: EvidenceSlot,
  file: { bytes: Uint8Array; filename?: string; type?: string },
  caption: string,
): Promise<EvidencePhoto> {
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const [known] = await db.select({ id: uploads.id }).from(uploads).where(eq(uploads.sha256, sha256));
  if (known && (await db.$count(evaluationPhotos, eq(evaluationPhotos.uploadId, known.id))) === 0 && (await usedInContent(db, known.id))) {
    throw apiError(409, EVIDENCE_TITLES.inContent);
  }
  const stored = await storeImage(db, caller.id, file.bytes, { filename: file.filename, type: file.type });
  try {
    return await db.transaction(async (tx) => {
      await tx
        .insert(evaluations)
        .values({
          patId: slot.patId,
          moduleId: slot.moduleId,
          candidateId: slot.candidateId,
          role: slot.role,
          assessorId: caller.id,
          templateVersionId: slot.templateVersionId,
          scores: slot.emptyScores,
          remark: '',
          seq: 0,
        })
        .onConflictDoNothing({ target: [evaluations.patId, evaluations.moduleId, evaluations.candidateId, evaluations.role] });
      const [evaluation] = await tx.select({ id: evaluations.id, status: evaluations.status }).from(evaluations).where(slotIs(slot)).for('update');
      if (!evaluation) throw apiError(404, EVALUATION_TITLES.notFound);
      if (evaluation.status === 'final') throw apiError(409, EVIDENCE_TITLES.final);
      // The same image sent again (a retry after a lost answer) is the photo already added.
      const [again] = await tx
        .select({ id: evaluationPhotos.id, caption: evaluationPhotos.caption })
        .from(evaluationPhotos)
        .where(and(eq(evaluationPhotos.evaluationId, evaluation.id), eq(evaluationPhotos.uploadId, stored.id)));
      if (again) return { id: again.id, src: srcOf(again.id), caption: again.caption };
      if ((await tx.$count(evaluationPhotos, eq(evaluationPhotos.evaluationId, evaluation.id))) >= MAX_EVIDENCE_PHOTOS) throw apiError(409, EVIDENCE_TITLES.tooMany);
      const [photo] = await tx
        .insert(evaluationPhotos)
        .values({ evaluationId: evaluation.id, uploadId: stored.id, caption, addedBy: caller.id })
        .returning({ id: evaluationPhotos.id, caption: evaluationPhotos.caption });
      return { id: photo!.id, src: srcOf(photo!.id), caption: photo!.caption };
    });
  } catch (error) {
    // Refused after the upload was stored: an upload this call made (or that nothing uses) goes again.
    if (!known) for (const upload of await dropUnusedUploads(db, [stored.id])) await removeUploadFiles(upload);
    throw error;
  }
}

/**
 * The photo `photoId` when the caller may see it: the photo shows where its evaluation shows
 * (features/assessment/visibility.ts): staff every one; a teacher those of the evaluations they may see on the PAT —
 * their own, and before the results are released the other assessor's only once both are final.
 * @throws apiError 404 for an unknown or non-UUID id and for a photo outside the caller's scope.
 */
async function visiblePhoto(db: Db, caller: Caller, photoId: string): Promise<PhotoRow> {
  if (!isUuid(photoId) || (!isStaff(caller.role) && caller.role !== 'Teacher')) throw apiError(404, EVIDENCE_TITLES.notFound);
  const [row] = await db
    .select({
      id: evaluationPhotos.id,
      uploadId: evaluationPhotos.uploadId,
      addedBy: evaluationPhotos.addedBy,
      evaluationId: evaluationPhotos.evaluationId,
      patId: evaluations.patId,
      moduleId: evaluations.moduleId,
      candidateId: evaluations.candidateId,
      role: evaluations.role,
      status: evaluations.status,
    })
    .from(evaluationPhotos)
    .innerJoin(evaluations, eq(evaluations.id, evaluationPhotos.evaluationId))
    .where(eq(evaluationPhotos.id, photoId));
  // Evidence photos belong to PAT evaluations only (decision 035 §2).
  if (!row?.patId) throw apiError(404, EVIDENCE_TITLES.notFound);
  const context = { kind: 'pat', id: row.patId } as const;
  if (!isStaff(caller.role)) {
    const [viewer, assessment] = await Promise.all([
      assessmentViewer(db, caller, context, row.candidateId),
      loadAssessment(db, context, row.candidateId, [row.moduleId]),
    ]);
    const module = assessment?.modules[0];
    const seen = viewer && module ? visibleModule(viewer, module, assessment)[row.role] : null;
    if (seen?.id !== row.evaluationId) throw apiError(404, EVIDENCE_TITLES.notFound);
  }
  return { id: row.id, uploadId: row.uploadId, addedBy: row.addedBy, evaluationId: row.evaluationId, patId: row.patId, status: row.status };
}

/**
 * `GET /api/pat/evidence/{photoId}` (staff; the teachers assessing that module on that PAT): the photo at most
 * `width` pixels wide, as media.ts `mediaVariant` serves uploads (upright, without metadata, format by `Accept`).
 * @throws apiError 404 as `visiblePhoto`; 400 for a width not in MEDIA_WIDTHS.
 */
export async function evidenceVariant(db: Db, caller: Caller, photoId: string, width: MediaWidth, accept: string | undefined | null): Promise<MediaVariant> {
  const photo = await visiblePhoto(db, caller, photoId);
  return mediaVariant(db, photo.uploadId, width, accept, { evidence: true });
}

/**
 * `DELETE /api/pat/evidence/{photoId}`: the teacher who added it, while the evaluation is not final and the PAT not
 * archived; staff always. The upload goes too when nothing else refers to it, and its files after the commit.
 * @throws apiError 404 outside the caller's scope, and for a teacher who did not add it; 409 for a teacher when the
 *   evaluation is final or the PAT archived.
 */
export async function deleteEvidencePhoto(db: Db, caller: Caller, photoId: string): Promise<void> {
  const photo = await visiblePhoto(db, caller, photoId);
  const staff = isStaff(caller.role);
  if (!staff && photo.addedBy !== caller.id) throw apiError(404, EVIDENCE_TITLES.notFound);
  const removed = await db.transaction(async (tx) => {
    const [evaluation] = await tx.select({ status: evaluations.status }).from(evaluations).where(eq(evaluations.id, photo.evaluationId)).for('update');
    if (!staff) {
      const [pat] = await tx.select({ archivedAt: pats.archivedAt }).from(pats).where(eq(pats.id, photo.patId));
      if (pat?.archivedAt) throw apiError(409, EVALUATION_TITLES.archived);
      if (evaluation?.status === 'final') throw apiError(409, EVIDENCE_TITLES.final);
    }
    const deleted = await tx.delete(evaluationPhotos).where(eq(evaluationPhotos.id, photo.id)).returning({ id: evaluationPhotos.id });
    if (deleted.length === 0) throw apiError(404, EVIDENCE_TITLES.notFound);
    return dropUnusedUploads(tx, [photo.uploadId]);
  });
  for (const upload of removed) await removeUploadFiles(upload);
}

/**
 * The evidence photos of evaluations, by evaluation id, oldest first: what the forms show (evaluations.ts). One query.
 * @param evaluationIds the evaluations' ids (none: no query).
 */
export async function evidencePhotosOf(db: Db, evaluationIds: readonly string[]): Promise<Map<string, EvidencePhoto[]>> {
  const byEvaluation = new Map<string, EvidencePhoto[]>();
  if (evaluationIds.length === 0) return byEvaluation;
  const rows = await db
    .select({ id: evaluationPhotos.id, evaluationId: evaluationPhotos.evaluationId, caption: evaluationPhotos.caption })
    .from(evaluationPhotos)
    .where(inArray(evaluationPhotos.evaluationId, [...evaluationIds]))
    .orderBy(asc(evaluationPhotos.addedAt), asc(evaluationPhotos.id));
  for (const row of rows) {
    const list = byEvaluation.get(row.evaluationId) ?? [];
    list.push({ id: row.id, src: srcOf(row.id), caption: row.caption });
    byEvaluation.set(row.evaluationId, list);
  }
  return byEvaluation;
}

/**
 * The evidence photos of some evaluations, by module id, oldest first: what the progress page shows (results.ts), for
 * the evaluations the caller may see there (features/assessment/visibility.ts). One query.
 * @param evaluationIds the evaluations' ids (none: no query).
 */
export async function progressEvidence(db: Db, evaluationIds: readonly string[]): Promise<Map<string, EvidencePhoto[]>> {
  const byModule = new Map<string, EvidencePhoto[]>();
  if (evaluationIds.length === 0) return byModule;
  const rows = await db
    .select({ id: evaluationPhotos.id, moduleId: evaluations.moduleId, caption: evaluationPhotos.caption })
    .from(evaluationPhotos)
    .innerJoin(evaluations, eq(evaluations.id, evaluationPhotos.evaluationId))
    .where(inArray(evaluationPhotos.evaluationId, [...evaluationIds]))
    .orderBy(asc(evaluationPhotos.addedAt), asc(evaluationPhotos.id));
  for (const row of rows) {
    const list = byModule.get(row.moduleId) ?? [];
    list.push({ id: row.id, src: srcOf(row.id), caption: row.caption });
    byModule.set(row.moduleId, list);
  }
  return byModule;
}

/**
 * Erasure step for a candidate (privacy/api/registry.ts, entry `evaluations`, run before their evaluations are
 * deleted): deletes the photos of the candidate's evaluations and the uploads nothing else refers to, in `tx`; the
 * files of those uploads are removed by `afterCommit`, so a rolled-back erasure keeps them.
 */
export async function eraseEvidenceOf(tx: Db, candidateId: string, afterCommit: (work: () => Promise<void>) => void): Promise<void> {
  const theirs = tx.select({ id: evaluations.id }).from(evaluations).where(eq(evaluations.candidateId, candidateId));
  const photos = await tx.delete(evaluationPhotos).where(inArray(evaluationPhotos.evaluationId, theirs)).returning({ uploadId: evaluationPhotos.uploadId });
  const removed = await dropUnusedUploads(
    tx,
    photos.map((p) => p.uploadId),
  );
  if (removed.length > 0) {
    afterCommit(async () => {
      for (const upload of removed) await removeUploadFiles(upload);
    });
  }
}
