/**
 * The evidence photos of an evaluation, part of the evaluation form island (spec §2 /docent/evaluate/…; docs/api.md
 * "PAT"; docs/decisions/030-pat-reflection-and-agreement.md §4).
 *
 * - 'Foto toevoegen' is a real button that opens the file input with `capture="environment"` (the tablet's rear
 *   camera; a file picker on other devices). The photo is resized on the device (resize.ts), shown with a caption
 *   field — the caption is its alt text (WCAG 2.2 SC 1.1.1) — and sent with 'Foto opslaan' (`POST …/photos`).
 * - Thumbnails link to the photo at full size; 'Verwijderen' asks first (a modal dialog, focus on 'Annuleren').
 * - Progress and outcome ('Foto verkleinen…', 'Foto versturen…', 'Foto toegevoegd.') are said in an `aria-live`
 *   status (SC 4.1.3). Photos need a connection: without one the block says so and offers nothing to press, and the
 *   rest of the form keeps working on the device. A final evaluation shows its photos read-only.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { errorMessage, errorStatus, titleOf } from '#src/lib/errors';
import ConfirmDialog from '#src/components/ConfirmDialog';
import type { EvidencePhoto } from '#src/features/assessment/contract';
import { evidenceUrl, MAX_CAPTION_LENGTH, THUMBNAIL_WIDTH } from '#src/features/assessment/evidence';
import { evidenceTexts as t } from '#src/features/assessment/evidence-strings';
import { addPhoto, deletePhoto } from './photo-calls';
import { useHydrated } from '#src/lib/use-hydrated';
import { photoControl, withoutPhoto, withPhoto } from './photos';
import { resizePhoto, UnreadablePhoto } from './resize';

export interface EvidencePhotosProps {
  /** The evaluation's device key (evaluation-drafts.ts `formKey`). */
  formKey: string;
  photos: EvidencePhoto[];
  /** A final evaluation: photos read-only. */
  final: boolean;
  /** The photos after one was added or deleted. */
  onChange: (photos: EvidencePhoto[]) => void;
}

type Status = { text: string; kind: 'info' | 'success' | 'danger' } | null;

/** A failed call as a Dutch sentence: the API's own title for 400, 404, 409 and 413 (a photo over 5 MB). */
const failure = (error: unknown) => {
  const own = titleOf(error) || undefined;
  return (errorStatus(error) === 413 && own) || errorMessage(error, { 404: own, 409: own }).text;
};

/** Whether the device says it has a connection: true on the server (as the first render in the browser). */
function useOnline(): boolean {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine !== false);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** The photo block (see the module comment). */
export default function EvidencePhotos({ formKey, photos, final, onChange }: EvidencePhotosProps) {
  const uid = useId();
  const online = useOnline();
  const [pending, setPending] = useState<{ blob: Blob; url: string } | null>(null);
  const [caption, setCaption] = useState('');
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const [confirming, setConfirming] = useState<EvidencePhoto | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const captionRef = useRef<HTMLInputElement>(null);

  // A preview's object URL lives as long as the preview.
  useEffect(() => () => void (pending && URL.revokeObjectURL(pending.url)), [pending]);

  // Where focus goes next (WCAG 2.2 SC 2.4.3), once that element is rendered and enabled: the caption of a chosen
  // photo, or 'Foto toevoegen' after saving, cancelling or deleting.
  const focusNext = useRef<'add' | 'caption' | null>(null);
  useEffect(() => {
    const target = focusNext.current === 'caption' ? captionRef.current : focusNext.current === 'add' ? addRef.current : null;
    if (target && !target.disabled) {
      target.focus();
      focusNext.current = null;
    }
  });
  const focusAdd = () => void (focusNext.current = 'add');

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setStatus({ text: t.resizing, kind: 'info' });
    try {
      const blob = await resizePhoto(file);
      setPending({ blob, url: URL.createObjectURL(blob) });
      setStatus(null);
      focusNext.current = 'caption';
    } catch (error) {
      setStatus({ text: error instanceof UnreadablePhoto ? t.unreadable : t.failed(failure(error)), kind: 'danger' });
    } finally {
      setBusy(false);
    }
  }

  async function onSave() {
    if (!pending) return;
    setBusy(true);
    setStatus({ text: t.sending, kind: 'info' });
    try {
      const photo = await addPhoto(formKey, pending.blob, caption.trim());
      onChange(withPhoto(photos, photo));
      setPending(null);
      setCaption('');
      setStatus({ text: t.added, kind: 'success' });
      focusAdd();
    } catch (error) {
      setStatus({ text: t.failed(failure(error)), kind: 'danger' });
    } finally {
      setBusy(false);
    }
  }

  async function onRemove(photo: EvidencePhoto) {
    setConfirming(null);
    setBusy(true);
    setStatus({ text: t.removing, kind: 'info' });
    try {
      await deletePhoto(photo.id);
      onChange(withoutPhoto(photos, photo.id));
      setStatus({ text: t.removed, kind: 'success' });
    } catch (error) {
      setStatus({ text: t.removeFailed(failure(error)), kind: 'danger' });
    } finally {
      setBusy(false);
      focusAdd();
    }
  }

  const control = photoControl({ final, online, pending: pending !== null, count: photos.length });
  const editable = control !== 'none' && control !== 'offline';
  const nameOf = (photo: EvidencePhoto, i: number) => photo.caption || t.untitled(i + 1);

  return (
    <section className="evaluation__photos" aria-labelledby={`${uid}-photos`}>
      <h3 className="title is-5" id={`${uid}-photos`}>
        {t.title}
      </h3>
      {final ? null : <p className="evaluation__photos-intro">{t.intro}</p>}
      {photos.length === 0 ? (
        <p>{final ? t.noneFinal : t.none}</p>
      ) : (
        <ul className="evaluation__thumbs">
          {photos.map((photo, i) => (
            <li key={photo.id} className="evaluation__thumb">
              <a href={evidenceUrl(photo.id, 1920)} title={t.larger}>
                <img src={evidenceUrl(photo.id, 320)} alt={nameOf(photo, i)} width={THUMBNAIL_WIDTH} height={(THUMBNAIL_WIDTH * 3) / 4} loading="lazy" />
              </a>
              {photo.caption ? <span className="evaluation__thumb-caption">{photo.caption}</span> : null}
              {editable ? (
                <button type="button" className="button is-small is-danger is-outlined" aria-label={t.removeNamed(nameOf(photo, i))} disabled={busy} onClick={() => setConfirming(photo)}>
                  {t.remove}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}

      {control === 'none' ? null : control === 'offline' ? (
        <p className="notification is-warning is-light">{t.offline}</p>
      ) : control === 'pending' && pending ? (
        <div className="box evaluation__photo-new">
          <img src={pending.url} alt={t.preview} className="evaluation__photo-preview" />
          <div className="field">
            <label className="label" htmlFor={`${uid}-caption`}>
              {t.caption}
            </label>
            <input
              ref={captionRef}
              id={`${uid}-caption`}
              className="input"
              type="text"
              maxLength={MAX_CAPTION_LENGTH}
              aria-describedby={`${uid}-caption-hint`}
              value={caption}
              onChange={(e) => setCaption(e.target.value)}
            />
            <p className="help" id={`${uid}-caption-hint`}>
              {t.captionHint}
            </p>
          </div>
          <div className="buttons">
            <button type="button" className="button is-primary is-medium" disabled={busy} aria-busy={busy} onClick={() => void onSave()}>
              {t.save}
            </button>
            <button
              type="button"
              className="button is-medium"
              disabled={busy}
              onClick={() => {
                setPending(null);
                setCaption('');
                setStatus(null);
                focusAdd();
              }}
            >
              {t.cancel}
            </button>
          </div>
        </div>
      ) : control === 'full' ? (
        <p>{t.full}</p>
      ) : (
        <>
          <input ref={fileRef} type="file" accept="image/*" capture="environment" hidden onChange={(e) => void onFile(e)} />
          <button ref={addRef} type="button" className="button is-medium evaluation__photo-add" disabled={busy || !hydrated} aria-busy={busy} onClick={() => fileRef.current?.click()}>
            <CameraIcon />
            <span>{t.add}</span>
          </button>
        </>
      )}
      <p className={`evaluation__photo-status${status ? ` is-${status.kind}` : ''}`} role="status" aria-live="polite">
        {status?.text ?? ''}
      </p>

      {confirming ? (
        <ConfirmDialog
          title={t.confirmTitle}
          text={t.confirmText}
          confirm={t.confirm}
          cancel={t.cancel}
          onConfirm={() => void onRemove(confirming)}
          onCancel={() => {
            setConfirming(null);
            focusAdd();
          }}
        />
      ) : null}
    </section>
  );
}

/** A camera (decorative; the button says it). */
function CameraIcon() {
  return (
    <svg className="evaluation__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M9 3 7.2 5H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.2L15 3zm3 5a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6z" />
    </svg>
  );
}
