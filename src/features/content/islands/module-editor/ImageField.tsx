/**
 * Choosing and uploading an image (docs/api.md POST /api/media: PNG, JPEG or WebP up to 5 MB). The browser checks type and size
 * first for a quick Dutch message (messages.ts); the server decides (`POST /api/media`, multipart field
 * `file`) and its Dutch `title` is shown when it refuses. The preview uses the Dutch text alternative.
 */
import { useState, type ChangeEvent } from 'react';
import { api } from '#src/lib/api';
import type { StoredImage } from '#src/features/content/contract';
import type { ContentImage } from '#src/features/content/model';
import { moduleEditor as t } from './strings';
import { imageSources } from '#src/features/content/media';
import { checkImageFile, failureText, IMAGE_ACCEPT } from './messages';

export interface ImageFieldProps {
  /** Id of the file input (the part's first control, focused when the part is added). */
  id: string;
  /** The label: 'Afbeelding' or 'Afbeelding bij de vraag (niet verplicht)'. */
  label: string;
  image: ContentImage | undefined;
  onUploaded: (image: Omit<ContentImage, 'alt'>) => void;
  /** Offer 'Afbeelding weghalen' (optional images of questions). */
  onRemove?: () => void;
  /** Sends the file; `api()` by default (tests pass their own). */
  upload?: (file: File) => Promise<StoredImage>;
}

function uploadWithApi(file: File): Promise<StoredImage> {
  const body = new FormData();
  body.append('file', file);
  return api<StoredImage>('/api/media', { method: 'POST', body });
}

type Status = { kind: 'busy' | 'done' | 'error'; text: string } | null;

/** Widest the preview is shown (CSS pixels); an upload gets a resized variant (features/content/media.ts). */
const PREVIEW_WIDTH = 480;

/** The image as it is now, with its Dutch text alternative and its size. */
export function ImagePreview({ image }: { image: ContentImage }) {
  if (!image.src) return null;
  const sources = imageSources(image, PREVIEW_WIDTH);
  return (
    <figure className="me-image__preview">
      <img
        src={sources.src}
        srcSet={sources.srcSet}
        sizes={sources.sizes}
        alt={image.alt.nl}
        width={image.width || undefined}
        height={image.height || undefined}
        decoding="async"
      />
      {image.width > 0 && <figcaption className="help">{t.imageSize(image.width, image.height)}</figcaption>}
    </figure>
  );
}

export default function ImageField({ id, label, image, onUploaded, onRemove, upload = uploadWithApi }: ImageFieldProps) {
  const [status, setStatus] = useState<Status>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasImage = !!image?.src;

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file || status?.kind === 'busy') return;
    const problem = checkImageFile(file);
    if (problem) {
      setStatus({ kind: 'error', text: problem });
      input.value = '';
      return;
    }
    setStatus({ kind: 'busy', text: t.uploading });
    try {
      const answer = await upload(file);
      onUploaded({ src: answer.src, upload: answer.id, width: answer.width, height: answer.height });
      setStatus({ kind: 'done', text: t.uploaded });
    } catch (error) {
      setStatus({ kind: 'error', text: failureText(error) });
    } finally {
      input.value = '';
    }
  }

  return (
    <div className="field me-image">
      {image && <ImagePreview image={image} />}
      <label className="label" htmlFor={id}>
        {hasImage ? `${label}: ${t.replaceImage}` : `${label}: ${t.chooseImage}`}
      </label>
      <p className="help me-help" id={hintId}>
        {hasImage ? t.imageHint : `${t.noImage} ${t.imageHint}`}
      </p>
      <div className="control">
        <input
          id={id}
          className="me-image__input"
          type="file"
          accept={IMAGE_ACCEPT}
          aria-describedby={status?.kind === 'error' ? `${errorId} ${hintId}` : hintId}
          aria-invalid={status?.kind === 'error' || undefined}
          onChange={onChange}
        />
      </div>
      <p className="help" role="status">
        {status && status.kind !== 'error' ? status.text : ''}
      </p>
      <p id={errorId} className="help is-danger" role="alert">
        {status?.kind === 'error' ? status.text : ''}
      </p>
      {onRemove && hasImage && (
        <button type="button" className="button is-small is-light" onClick={onRemove}>
          {t.removeImage}
        </button>
      )}
    </div>
  );
}
