/**
 * A candidate's view of a module's text and image parts (context-parts.ts): formatted text as the server rendered it,
 * and images that open the image viewer, each block in the content's `lang` and `dir`; the elements read-aloud
 * highlights carry `data-read`. Used by the test player (around its questions; a question's image is a `Figure`
 * too) and by the PAT reader. Interface words (the image's 'Vergroten', `player.enlarge`) come from the island's
 * translator (useTranslate) in the interface language. Styles: src/styles/_player.scss (`.player-context`,
 * `.player-figure`).
 */
import type { Language } from '#src/features/content/model';
import { fitWidth, imageSources } from '#src/features/content/media';
import { directionOf } from '#src/lib/i18n/locales';
import { useTranslate } from '#src/lib/i18n/react';
import type { CandidateImage } from '#src/features/content/contract';
import { partReadKey, readableHtml, type ContextPart } from './context-parts';

type Dir = 'ltr' | 'rtl';

interface FigureProps {
  /** Part or question id: the key of the image for read-aloud and the viewer. */
  id: string;
  image: CandidateImage;
  caption?: string;
  onOpen: (id: string) => void;
}

/** An image that opens the image viewer; its text alternative is the image's `alt`. */
export function Figure({ id, image, caption, onOpen }: FigureProps) {
  const { t, language } = useTranslate();
  // Shown at most 48rem × 18rem (.player in _player.scss); uploads get a srcset. The width and height it is shown
  // at go into the attributes, so the box is there before the image arrives (`max-width: 100%` narrows it on a
  // small screen and `height: auto` keeps the ratio).
  const shown = fitWidth(image, 768, 288);
  const sources = imageSources(image, shown);
  return (
    <figure className="player-figure" data-read={partReadKey.image(id)}>
      <button type="button" className="player-figure__open" onClick={() => onOpen(id)}>
        <img
          src={sources.src}
          srcSet={sources.srcSet}
          sizes={sources.sizes}
          alt={image.alt}
          width={shown}
          height={Math.max(1, Math.round((shown * image.height) / image.width))}
          decoding="async"
        />
        <span className="player-figure__enlarge" lang={language} dir={directionOf(language)}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm1 2v2h2v2h-2v2H9v-2H7V9h2V7h2Z" />
          </svg>
          {t('player.enlarge')}
        </span>
      </button>
      {caption ? <figcaption data-read={partReadKey.caption(id)}>{caption}</figcaption> : null}
    </figure>
  );
}

export interface ContextProps {
  parts: readonly ContextPart[];
  language: Language;
  dir: Dir;
  onOpenImage: (id: string) => void;
}

/** Text and image parts, shown with a question or as a step of their own. */
export function ContextParts({ parts, language, dir, onOpenImage }: ContextProps) {
  if (parts.length === 0) return null;
  return (
    <div className="player-context" lang={language} dir={dir}>
      {parts.map((part) =>
        part.type === 'text' ? (
          // HTML rendered and sanitised on the server (src/features/content/api/rich-text.ts: allowlisted tags, only
          // http(s)/mailto links, every text escaped), so it goes into the page as it is.
          <div
            key={part.id}
            className="player-context__text rich-text"
            dangerouslySetInnerHTML={{ __html: readableHtml(part.html, part.id) }}
          />
        ) : (
          <Figure
            key={part.id}
            id={part.id}
            image={part.image}
            caption={part.caption || undefined}
            onOpen={onOpenImage}
          />
        ),
      )}
    </div>
  );
}
