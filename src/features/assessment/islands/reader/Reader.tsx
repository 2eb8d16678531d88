/**
 * The PAT reader island (spec §2 /candidate/pat/{id}?module=n: "the PAT's theory and instructions in the candidate's
 * language in the existing player, with read-aloud"): one module of a PAT, step by step (steps.ts), built from the
 * test player's pieces — the module part view's text and image blocks (`ContextParts`,
 * src/features/content/), read-aloud (`useReadAloud`, src/lib/read-aloud/), the player's progress
 * bar and styles, and the image viewer.
 *
 * - Server-rendered with the step of `step` (from `?stap=`), its progress ('Stap 2 van 5', role=progressbar) and
 *   'Vorige'/'Volgende' as links to `?stap=`, so the page reads and steps without JavaScript. Hydrate with
 *   `client:interaction`: once hydrated the links change the step in place, move focus to the step's heading and
 *   keep `?stap=` in the address.
 * - 'Lees voor' (when `readAloud`) reads the step in the content language, paragraph by paragraph, marking what is read.
 * - The last step ends with 'Vul je reflectie in' (the module's reflection) and the next module.
 * The interface is in `language` from `messages` (`patReader.*`, the player's read-aloud and step words, `imageViewer.*`;
 * docs/decisions/019); the content is in `contentLanguage` and its blocks carry the content's `lang` and `dir`.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import type { Language } from '#src/lib/i18n/locales';
import type { MessageKey } from '#src/lib/i18n/catalogues.server';
import { TranslateContext } from '#src/lib/i18n/react';
import { translator, type Messages } from '#src/lib/i18n/translate';
import { renderedByReact } from '#src/lib/react-island';
import ImageViewer from '#src/components/image-viewer/ImageViewer';
import { contextImages } from '#src/features/content/context-parts';
import { ContextParts } from '#src/features/content/ContextParts';
import { ReadAloudControls, readAloudLabels } from '#src/lib/read-aloud/ReadAloudControls';
import { useReadAloud } from '#src/lib/read-aloud/use-read-aloud';
import type { ReaderPart } from '#src/features/assessment/contract';
import { readerSteps, stepHref, stepSegments } from './steps';

/** The props the page passes (all serialisable; habit 9). */
export interface ReaderProps {
  /** The interface language (the page's language). */
  language: Language;
  /** The compiled messages of `language` the reader uses (reader-page.server.ts `readerMessages`). */
  messages: Messages;
  /** The language the candidate chose for the PAT's content. */
  contentLanguage: Language;
  /** Direction of the content language: 'rtl' for Arabic. */
  dir: 'ltr' | 'rtl';
  /** The module's title in the content language (the page's h1). */
  title: string;
  /** `parts` of `GET /api/pat/mine/{patId}/theory/{position}`. */
  parts: ReaderPart[];
  /** Show 'Lees voor' (the candidate's accommodation, on by default). */
  readAloud: boolean;
  /** The step to open (0-based), from `?stap=`; clamped. */
  step?: number;
  /** This module's address with its query (`/candidate/pat/{id}?module=2`); a step is `…&stap=n`. */
  moduleHref: string;
  /** The PAT's module overview (/candidate/pat/{id}). */
  overviewHref: string;
  /** The module's reflection (/candidate/pat/module/{moduleId}?pat={patId}). */
  reflectionHref: string;
  /** The next module's reader, when there is one. */
  nextModuleHref?: string;
}

/** The PAT reader. */
export default function Reader(props: ReaderProps) {
  const { language, messages, contentLanguage, dir, title, parts, readAloud, moduleHref, overviewHref, reflectionHref, nextModuleHref } = props;
  const translation = useMemo(() => ({ language, t: translator<MessageKey>(language, messages) }), [language, messages]);
  const { t } = translation;
  const steps = useMemo(() => readerSteps(parts), [parts]);
  const total = steps.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(0, Math.floor(props.step ?? 0)), Math.max(0, total - 1)));
  const step = steps[index];
  const last = index >= total - 1;

  // ——— Steps ———
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const go = useCallback(
    (event: MouseEvent<HTMLAnchorElement>, next: number) => {
      if (next < 0 || next >= total || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      moved.current = true;
      setIndex(next);
    },
    [total],
  );
  useEffect(() => {
    if (!moved.current) return;
    headingRef.current?.focus();
    try {
      const url = new URL(window.location.href);
      url.searchParams.set('stap', String(index + 1));
      window.history.replaceState(window.history.state, '', url);
    } catch {
      // An address that cannot be changed (sandboxed frame): the step still changes.
    }
  }, [index]);

  // ——— Read-aloud and images ———
  const contentRef = useRef<HTMLDivElement>(null);
  const segments = useMemo(() => stepSegments(step), [step]);
  const reader = useReadAloud(segments, contentLanguage, contentRef);
  const readLabels = useMemo(() => readAloudLabels(t), [t]);
  const images = useMemo(() => contextImages(step?.parts ?? []), [step]);
  const [viewer, setViewer] = useState<number | null>(null);
  const openImage = useCallback((key: string) => setViewer(Math.max(0, images.findIndex((i) => i.key === key))), [images]);

  const id = useId();
  const stepId = `${id}-step`;
  const stepText = t('patReader.stepOf', { n: index + 1, total });

  const end = (
    <div className="box reader__end">
      <p>{t('patReader.reflectionIntro')}</p>
      <p className="reader__end-links">
        <a className="button is-primary is-medium" href={reflectionHref}>
          {t('patReader.reflection')}
        </a>
        {nextModuleHref ? (
          <a className="button is-medium" href={nextModuleHref}>
            {t('patReader.nextModule')}
          </a>
        ) : null}
      </p>
    </div>
  );

  return (
    <TranslateContext.Provider value={translation}>
      <section className="player reader" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className="title is-3 player__title" lang={contentLanguage} dir={dir}>
          {title}
        </h1>

        {step ? (
          <>
            <h2 id={stepId} ref={headingRef} tabIndex={-1} className="player__step">
              {stepText}
            </h2>
            <div className="player__progress" role="progressbar" aria-labelledby={stepId} aria-valuemin={1} aria-valuemax={total} aria-valuenow={index + 1} aria-valuetext={stepText}>
              {steps.map((s, i) => (
                <span key={s.parts[0]?.id ?? i} className={i <= index ? 'player__progress-part is-done' : 'player__progress-part'} />
              ))}
            </div>

            {readAloud ? <ReadAloudControls reader={reader} labels={readLabels} /> : null}

            <div ref={contentRef} className="player__content">
              {step.practical ? <p className="reader__practical">{t('patReader.practical')}</p> : null}
              <ContextParts parts={step.parts} language={contentLanguage} dir={dir} onOpenImage={openImage} />
            </div>

            {last ? end : null}

            <nav className="player__nav" aria-label={t('patReader.stepsNav')}>
              {index > 0 ? (
                <a className="button is-medium" href={stepHref(moduleHref, index - 1)} onClick={(event) => go(event, index - 1)}>
                  {t('player.previous')}
                </a>
              ) : null}
              {!last ? (
                <a className="button is-primary is-medium reader__next" href={stepHref(moduleHref, index + 1)} onClick={(event) => go(event, index + 1)}>
                  {t('player.next')}
                </a>
              ) : null}
            </nav>
          </>
        ) : (
          <>
            <p className="box">{t('patReader.empty')}</p>
            {end}
          </>
        )}

        <div className="player__footer">
          <a className="button is-light" href={overviewHref}>
            {t('patReader.toOverview')}
          </a>
        </div>

        {viewer !== null && images.length > 0 ? (
          <ImageViewer images={images} index={viewer} onClose={() => setViewer(null)} lang={contentLanguage} dir={dir} />
        ) : null}
      </section>
    </TranslateContext.Provider>
  );
}

// Astro renders this island once, as React's, without rendering it again to find out (lib/react-island.ts).
if (import.meta.env.SSR) renderedByReact(Reader);
