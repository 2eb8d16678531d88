/**
 * One question of the test player and the text/image parts shown with it: native radio buttons
 * (single choice, true/false), checkboxes (multiple choice) and a text box (open question), each label
 * wrapping its text. Every content block carries the content's `lang` and `dir`; the elements that read-aloud
 * highlights carry `data-read` (read-aloud.ts). Interface words (the image's 'Vergroten') come from the player's
 * translator (useTranslate) in the interface language.
 */
import { useId } from 'react';
import type { AnswerValue, Language } from '#src/features/content/model';
import { directionOf } from '#src/lib/i18n/locales';
import { useTranslate } from '#src/lib/i18n/react';
import { fitWidth, imageSources } from '#src/features/content/media';
import { CONTENT_WORDS } from './content-words';
import type { CandidateImage, CandidateQuestion } from '#src/features/profession-test/contract';
import { OPEN_ANSWER_MAX } from '#src/features/profession-test/limits';
import { optionsOf, toggleOption, type ContextPart } from './parts';
import { readableHtml, readKey } from '#src/lib/read-aloud/read-aloud';

type Dir = 'ltr' | 'rtl';

interface FigureProps {
  /** Part or question id: the key of the image for read-aloud and the viewer. */
  id: string;
  image: CandidateImage;
  caption?: string;
  onOpen: (id: string) => void;
}

/** An image that opens the image viewer; its text alternative is the image's `alt`. */
function Figure({ id, image, caption, onOpen }: FigureProps) {
  const { t, language } = useTranslate();
  // Shown at most 48rem × 18rem (.player in _player.scss); uploads get a srcset. The width and height it is shown
  // at go into the attributes, so the box is there before the image arrives (`max-width: 100%` narrows it on a
  // small screen and `height: auto` keeps the ratio).
  const shown = fitWidth(image, 768, 288);
  const sources = imageSources(image, shown);
  return (
    <figure className="player-figure" data-read={readKey.image(id)}>
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
      {caption ? <figcaption data-read={readKey.caption(id)}>{caption}</figcaption> : null}
    </figure>
  );
}

export interface ContextProps {
  parts: readonly ContextPart[];
  language: Language;
  dir: Dir;
  onOpenImage: (id: string) => void;
}

/** Text and image parts shown with a question. */
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

export interface QuestionProps {
  question: CandidateQuestion;
  language: Language;
  dir: Dir;
  /** The answer shown (the newest known, save-queue.ts). */
  value: AnswerValue | undefined;
  /** Open questions: text typed but not yet handed to the save queue. */
  draft: string | undefined;
  /** True when time is up or the attempt is closed: nothing can be changed. */
  locked: boolean;
  /** A changed answer (choice questions at once; open questions via onDraftDone). */
  onAnswer: (questionId: string, value: AnswerValue) => void;
  /** Open questions: the text box changed. */
  onDraft: (questionId: string, text: string) => void;
  /** Open questions: the text box lost focus, save now. */
  onDraftDone: (questionId: string) => void;
  onOpenImage: (id: string) => void;
}

/** The question with its answer controls. */
export function Question({ question, language, dir, value, draft, locked, onAnswer, onDraft, onDraftDone, onOpenImage }: QuestionProps) {
  const id = useId();
  const words = CONTENT_WORDS[language];
  const prompt = question.prompt;
  const hintId = `${id}-hint`;
  const image = question.image ? <Figure id={question.id} image={question.image} onOpen={onOpenImage} /> : null;

  if (question.kind === 'open') {
    const text = draft ?? (value?.kind === 'open' ? value.text : '');
    const inputId = `${id}-answer`;
    return (
      <div className="player-question" lang={language} dir={dir}>
        <label className="player-question__prompt" htmlFor={inputId}>
          <span data-read={readKey.prompt(question.id)}>{prompt}</span>
        </label>
        {image}
        <p id={hintId} className="player-question__hint">
          {words.typeAnswer}
        </p>
        <textarea
          id={inputId}
          className="textarea player-question__text"
          aria-describedby={hintId}
          rows={6}
          maxLength={OPEN_ANSWER_MAX}
          value={text}
          disabled={locked}
          onChange={(event) => onDraft(question.id, event.target.value)}
          onBlur={() => onDraftDone(question.id)}
        />
      </div>
    );
  }

  const name = `${id}-choice`;
  let choices: Array<{ key: string; readAs: string; label: string; checked: boolean; next: (checked: boolean) => AnswerValue | null }>;
  if (question.kind === 'truefalse') {
    choices = [true, false].map((truth) => ({
      key: String(truth),
      readAs: readKey.truth(question.id, truth),
      label: truth ? words.true : words.false,
      checked: value?.kind === 'truefalse' && value.value === truth,
      next: (checked) => (checked ? { kind: 'truefalse', value: truth } : null),
    }));
  } else {
    const options = optionsOf(question);
    const order = options.map((o) => o.id);
    const chosen = value?.kind === 'multiple' ? value.options : [];
    choices = options.map((option) => ({
      key: option.id,
      readAs: readKey.option(question.id, option.id),
      label: option.text,
      checked: question.kind === 'multiple' ? chosen.includes(option.id) : value?.kind === 'single' && value.option === option.id,
      next: (checked) =>
        question.kind === 'multiple'
          ? { kind: 'multiple', options: toggleOption(chosen, option.id, checked, order) }
          : checked
            ? { kind: 'single', option: option.id }
            : null,
    }));
  }
  const multiple = question.kind === 'multiple';

  return (
    <fieldset className="player-question" lang={language} dir={dir} aria-describedby={hintId}>
      <legend className="player-question__prompt">
        <span data-read={readKey.prompt(question.id)}>{prompt}</span>
      </legend>
      {image}
      <p id={hintId} className="player-question__hint">
        {multiple ? words.chooseMany : words.chooseOne}
      </p>
      <ul className="player-options">
        {choices.map((choice) => (
          <li key={choice.key}>
            <label className="player-option">
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={name}
                value={choice.key}
                checked={choice.checked}
                disabled={locked}
                onChange={(event) => {
                  const next = choice.next(event.target.checked);
                  if (next) onAnswer(question.id, next);
                }}
              />
              <span className="player-option__text" data-read={choice.readAs}>
                {choice.label}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
