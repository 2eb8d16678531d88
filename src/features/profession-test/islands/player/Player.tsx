/**
 * The test player island (spec §2, /dashboard/test/{id} play): one module of a profession test, one question
 * at a time, in the candidate's language.
 *
 * - Server-rendered with the first (or `questionIndex`) question, its answer controls, the progress bar
 *   ('Vraag 3 van 12', role=progressbar), the question map and the save status, so the question is in the
 *   HTML before any script runs. Hydrate with `client:load`: the candidate answers at once.
 * - Every change is saved device-first (`useDeviceSync`, src/lib/device-sync/): the save queue, then the
 *   device (IndexedDB, the player's database: src/lib/device-sync/device-db.ts `PLAYER_DATABASE`), then the server (put-answer.ts). The
 *   `aria-live` status says 'Opgeslagen', 'Opslaan…' or 'Geen verbinding – je antwoorden worden bewaard op dit
 *   apparaat'; it stays empty while the server holds no answer of this module yet. On mount, answers left on the
 *   device are merged with the server's (higher seq wins) and sent. Open answers are handed to the queue 600 ms
 *   after the last key stroke, when the text box loses focus, and when the page is left.
 * - 'Test afsluiten' is refused while any answer is unsent.
 * - With a time limit the clock counts down locally (mm:ss, no live region), with one announcement at
 *   5 minutes and at 1 minute; at 0 the answers lock and a message links to the overview. The server closes
 *   the attempt; answers it acknowledged before the deadline count.
 * - 'Lees voor' (when `readAloud`) reads the step in the content language (src/lib/read-aloud/).
 * - Images open the image viewer (src/components/image-viewer/ImageViewer.tsx).
 * The interface is in `language`, from `messages` (the `player.*` and `imageViewer.*` keys of that language,
 * docs/decisions/019), shared with the components through TranslateContext; the content is in `contentLanguage`
 * and its blocks carry the content's `lang` and `dir`. Inside a test both are normally the test's language.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { AnswerValue, Language } from '#src/features/content/model';
import { TranslateContext } from '#src/lib/i18n/react';
import type { MessageKey } from '#src/lib/i18n/catalogues.server';
import { translator, type Messages } from '#src/lib/i18n/translate';
import { toStorableText } from '#src/lib/storable-text';
import { markAttemptClosed, resetAttempt, setAttemptSave } from './attempt-store';
import ImageViewer from '#src/components/image-viewer/ImageViewer';
import type { CandidatePart } from '#src/features/content/contract';
import type { SavedAnswers } from '#src/features/profession-test/contract';
import { PLAYER_DATABASE } from '#src/lib/device-sync/device-db';
import { createEntryStore } from '#src/lib/device-sync/storage';
import { buildSteps, stepImages } from './parts';
import { contextImages } from '#src/features/content/context-parts';
import { ContextParts } from '#src/features/content/ContextParts';
import { isAnswered } from '#src/features/profession-test/answered';
import { Question } from './Question';
import { readingSegments } from './step-reading';
import { ReadAloudControls, readAloudLabels } from '#src/lib/read-aloud/ReadAloudControls';
import { hasUnsent, status, unsentCount, values, type SaveStatus } from '#src/lib/device-sync/save-queue';
import { signInPath } from '#src/lib/return-to';
import { refusalAfter, refusalAfterAnswer, type SaveRefusal } from './save-refusal';
import { useDeviceSync } from '#src/lib/device-sync/use-device-sync';
import { putAnswer } from './put-answer';
import { crossedWarning, formatClock, secondsUntil } from './timer';
import { useReadAloud } from '#src/lib/read-aloud/use-read-aloud';
import { renderedByReact } from '#src/lib/react-island';
import { useHydrated } from '#src/lib/use-hydrated';

/** The props the player page passes (all serialisable; habit 9). */
export interface PlayerProps {
  attemptId: string;
  testId: string;
  /** Position of the module in the test (1-based). */
  position: number;
  /** The interface language: buttons, progress, save status and time warnings (the page's language). */
  language: Language;
  /** The compiled `player.*` and `imageViewer.*` messages of `language` (`messagesFor(language, 'player', 'imageViewer')`). */
  messages: Messages;
  /** The attempt's content language: questions, texts and the words Waar / Niet waar. */
  contentLanguage: Language;
  /** Direction of the content language: 'rtl' for Arabic. */
  dir: 'ltr' | 'rtl';
  /** The module's title in the content language (the page's h1). */
  title: string;
  /** `parts` of `GET /api/test/attempt/{attemptId}/module/{position}`. */
  parts: CandidatePart[];
  /** `answers` of the same call: per question the stored answer and its seq. */
  answers: SavedAnswers;
  /** Whole seconds left, or null without a time limit. */
  secondsLeft: number | null;
  /** Show 'Lees voor' (the candidate's accommodation, on by default). */
  readAloud: boolean;
  /** The question to open (0-based), e.g. from `?vraag=3` → 2. Clamped. */
  questionIndex?: number;
  /** The test overview (/dashboard/test/overzicht/{id}). */
  overviewHref: string;
  /** The close page (/dashboard/test/afsluiten/{id}/). */
  closeHref: string;
  /** The next module's player, when there is one. */
  nextModuleHref?: string;
}

const STATUS_KEY: Record<SaveStatus, MessageKey> = { saved: 'player.saved', saving: 'player.saving', offline: 'player.offline' };

/** The player's answers on the device: unsent and acknowledged, per attempt and question (IndexedDB, else memory). */
const answerStore = () => createEntryStore<AnswerValue>({ database: PLAYER_DATABASE });

/** The test player. */
export default function Player(props: PlayerProps) {
  const { attemptId, language, messages, contentLanguage, dir, title, parts, secondsLeft, readAloud, overviewHref, closeHref, nextModuleHref } = props;
  const translation = useMemo(() => ({ language, t: translator<MessageKey>(language, messages) }), [language, messages]);
  const { t } = translation;
  const { steps, intro } = useMemo(() => buildSteps(parts), [parts]);
  const total = steps.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(0, Math.floor(props.questionIndex ?? 0)), Math.max(0, total - 1)));
  const step = steps[index];

  // ——— Answers and saving ———
  const [serverAnswers] = useState(props.answers);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [closed, setClosed] = useState(false);
  const [refusal, setRefusal] = useState<SaveRefusal>('none');
  const [closeRefused, setCloseRefused] = useState(false);
  const draftsRef = useRef(drafts);
  draftsRef.current = drafts;

  // Nothing to report before the first answer of this module reaches the server ('Opgeslagen' would be untrue).
  const saving = useDeviceSync<AnswerValue>({
    scope: attemptId,
    server: serverAnswers,
    store: answerStore,
    send: putAnswer,
    statusTexts: { saved: t(STATUS_KEY.saved), saving: t(STATUS_KEY.saving), offline: t(STATUS_KEY.offline) },
    // A typed open answer, once its typing pause ends.
    commit: (questionId) => {
      const text = draftsRef.current[questionId];
      if (text !== undefined) answer(questionId, { kind: 'open', text: toStorableText(text) });
    },
    onClosed: () => {
      setClosed(true);
      markAttemptClosed(attemptId);
    },
    onRejected: (_key, error) => setRefusal((current) => refusalAfter(current, error)),
  });
  const { queue, shown: shownStatus, statusText, put, pause, flush } = saving;
  useEffect(() => () => resetAttempt(), [attemptId, serverAnswers]);

  const saveStatus = status(queue);
  useEffect(() => setAttemptSave(attemptId, saveStatus, unsentCount(queue)), [attemptId, saveStatus, queue]);

  const answer = useCallback(
    (questionId: string, value: AnswerValue) => {
      setRefusal(refusalAfterAnswer); // a changed answer is tried again; the alert returns if it is refused again
      void put(questionId, value);
    },
    [put],
  );

  /** Hands a typed open answer to the queue now (when it waits for its typing pause). */
  const commitDraft = useCallback((questionId: string) => flush(questionId), [flush]);

  const flushDrafts = useCallback(() => flush(), [flush]);

  const onDraft = useCallback(
    (questionId: string, text: string) => {
      setDrafts((d) => ({ ...d, [questionId]: text }));
      pause(questionId);
    },
    [pause],
  );

  const shown = values(queue);
  const unsent = hasUnsent(queue);
  useEffect(() => {
    if (!unsent) setCloseRefused(false);
  }, [unsent]);

  function guardClose(event: { preventDefault(): void }) {
    flushDrafts();
    const state = saving.sync()?.state() ?? queue;
    if (hasUnsent(state)) {
      event.preventDefault();
      setCloseRefused(true);
    }
  }

  // ——— Time ———
  const [remaining, setRemaining] = useState(secondsLeft);
  /** Whole minutes left at the last time warning crossed (5 or 1), announced once. */
  const [minutesWarned, setMinutesWarned] = useState<number | null>(null);
  const timeUp = remaining !== null && remaining <= 0;
  useEffect(() => {
    if (secondsLeft === null) return;
    const deadline = Date.now() + secondsLeft * 1000;
    let previous = secondsLeft;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const left = secondsUntil(deadline, Date.now());
      const warning = crossedWarning(previous, left);
      if (warning !== null) setMinutesWarned(warning / 60);
      previous = left;
      setRemaining(left);
      if (left > 0) timer = setTimeout(tick, ((deadline - Date.now()) % 1000) + 20);
    };
    timer = setTimeout(tick, ((deadline - Date.now()) % 1000) + 20);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  const locked = timeUp || closed;
  const hydrated = useHydrated();
  useEffect(() => {
    if (locked) flushDrafts();
  }, [locked, flushDrafts]);

  // ——— Steps ———
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const go = useCallback(
    (next: number) => {
      if (next < 0 || next >= total) return;
      flushDrafts();
      moved.current = true;
      setIndex(next);
    },
    [total, flushDrafts],
  );
  useEffect(() => {
    if (!moved.current) return;
    headingRef.current?.focus();
    try {
      const url = new URL(window.location.href);
      url.searchParams.set('vraag', String(index + 1));
      window.history.replaceState(window.history.state, '', url);
    } catch {
      // An address that cannot be changed (sandboxed frame): the step still changes.
    }
  }, [index]);

  // ——— Read-aloud and images ———
  const contentRef = useRef<HTMLDivElement>(null);
  const segments = useMemo(() => (step ? readingSegments(step, contentLanguage) : []), [step, contentLanguage]);
  const reader = useReadAloud(segments, contentLanguage, contentRef);
  const readLabels = useMemo(() => readAloudLabels(t), [t]);
  const images = useMemo(() => (step ? stepImages(step) : contextImages(intro)), [step, intro]);
  const [viewer, setViewer] = useState<number | null>(null);
  const openImage = useCallback((key: string) => setViewer(Math.max(0, images.findIndex((i) => i.key === key))), [images]);

  const id = useId();
  const stepId = `${id}-step`;
  const mapId = `${id}-map`;
  const answeredCount = steps.filter((s) => isAnswered(shown[s.question.id])).length;

  return (
    <TranslateContext.Provider value={translation}>
      <section className="player" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className="title is-3 player__title" lang={contentLanguage} dir={dir}>
          {title}
        </h1>

        <div className="player__bar">
          {remaining !== null ? (
            <p className="player__clock">
              <span>{t('player.timeLeft')}</span> <span className="player__time">{formatClock(remaining)}</span>
            </p>
          ) : null}
          <p className="player__status" role="status" aria-live="polite">
            <span className={`player__save is-${closed ? 'closed' : shownStatus}`}>{closed ? '' : statusText}</span>
            {minutesWarned !== null ? <span className="player__notice"> {t('player.minutesLeft', { n: minutesWarned })}</span> : null}
          </p>
        </div>

        {locked ? (
          <div className="notification is-warning player__locked" role="alert">
            <p>{timeUp ? t('player.timeUp') : t('player.closed')}</p>
            <a className="button is-primary" href={overviewHref}>
              {t('player.toOverview')}
            </a>
          </div>
        ) : null}
        {refusal === 'change' ? (
          <p className="notification is-danger" role="alert">
            {t('player.rejected')}
          </p>
        ) : refusal === 'sign-in' ? (
          <div className="notification is-warning" role="alert">
            <p>{t('player.signedOut')}</p>
            <p>
              <a className="button is-primary" href={signInPath(`${window.location.pathname}${window.location.search}`)}>
                {t('player.signInAgain')}
              </a>
            </p>
          </div>
        ) : null}

        {step ? (
          <>
            <h2 id={stepId} ref={headingRef} tabIndex={-1} className="player__step">
              {t('player.questionOf', { n: index + 1, total })}
            </h2>
            <div
              className="player__progress"
              role="progressbar"
              aria-labelledby={stepId}
              aria-valuemin={1}
              aria-valuemax={total}
              aria-valuenow={index + 1}
              aria-valuetext={t('player.questionOf', { n: index + 1, total })}
            >
              {steps.map((s, i) => (
                <span key={s.question.id} className={i <= index ? 'player__progress-part is-done' : 'player__progress-part'} />
              ))}
            </div>

            {readAloud ? <ReadAloudControls reader={reader} labels={readLabels} /> : null}

            <div ref={contentRef} className="player__content">
              <ContextParts parts={step.before} language={contentLanguage} dir={dir} onOpenImage={openImage} />
              <Question
                key={step.question.id}
                question={step.question}
                language={contentLanguage}
                dir={dir}
                value={shown[step.question.id]}
                draft={drafts[step.question.id]}
                locked={locked || !hydrated}
                onAnswer={answer}
                onDraft={onDraft}
                onDraftDone={commitDraft}
                onOpenImage={openImage}
              />
              <ContextParts parts={step.after} language={contentLanguage} dir={dir} onOpenImage={openImage} />
            </div>

            <div className="player__nav">
              <button type="button" className="button is-medium" onClick={() => go(index - 1)} disabled={index === 0}>
                {t('player.previous')}
              </button>
              {index < total - 1 ? (
                <button type="button" className="button is-primary is-medium" onClick={() => go(index + 1)}>
                  {t('player.next')}
                </button>
              ) : (
                <a className="button is-primary is-medium" href={nextModuleHref ?? overviewHref} onClick={flushDrafts}>
                  {t(nextModuleHref ? 'player.nextModule' : 'player.toOverview')}
                </a>
              )}
            </div>

            <nav className="player__map" aria-labelledby={mapId}>
              <h2 id={mapId} className="player__map-title">
                {t('player.questionMap')} <span className="player__map-count">({t('player.answeredCount', { answered: answeredCount, total })})</span>
              </h2>
              <ol className="player__map-list">
                {steps.map((s, i) => {
                  const done = isAnswered(shown[s.question.id]);
                  return (
                    <li key={s.question.id}>
                      <button
                        type="button"
                        className={`player__map-item${done ? ' is-answered' : ''}${i === index ? ' is-current' : ''}`}
                        aria-current={i === index ? 'step' : undefined}
                        aria-label={t('player.mapItem', { n: i + 1, state: done ? 'answered' : 'open' })}
                        onClick={() => go(i)}
                      >
                        {i + 1}
                        {done ? (
                          <svg className="player__map-check" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
                            <path fill="currentColor" d="m9 16.2-4.2-4.2-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z" />
                          </svg>
                        ) : null}
                      </button>
                    </li>
                  );
                })}
              </ol>
            </nav>
          </>
        ) : (
          <div className="player__content">
            <ContextParts parts={intro} language={contentLanguage} dir={dir} onOpenImage={openImage} />
            <p>{t('player.noQuestions')}</p>
          </div>
        )}

        <div className="player__footer">
          <a className="button is-light" href={overviewHref} onClick={flushDrafts}>
            {t('player.toOverview')}
          </a>
          <a className="button is-light" href={closeHref} onClick={guardClose}>
            {t('player.close')}
          </a>
        </div>
        {closeRefused ? (
          <p className="notification is-warning player__refused" role="alert">
            {t('player.closeRefused')}
          </p>
        ) : null}

        {viewer !== null && images.length > 0 ? (
          <ImageViewer images={images} index={viewer} onClose={() => setViewer(null)} lang={contentLanguage} dir={dir} />
        ) : null}
      </section>
    </TranslateContext.Provider>
  );
}

// Astro renders this island once, as React's, without rendering it again to find out (lib/react-island.ts).
if (import.meta.env.SSR) renderedByReact(Player);
