/**
 * One question of the test player: native radio buttons (single choice, true/false), checkboxes (multiple choice)
 * and a text box (open question), each label wrapping its text. Every content block carries the content's `lang`
 * and `dir`; the elements that read-aloud highlights carry `data-read` (step-reading.ts). The text and image parts
 * around it and the question's image are the module part view's (src/features/content/).
 */
import { useId } from 'react';
import type { AnswerValue, Language } from '#src/features/content/model';
import { Figure } from '#src/features/content/ContextParts';
import { CONTENT_WORDS } from './content-words';
import type { CandidateQuestion } from '#src/features/content/contract';
import { OPEN_ANSWER_MAX } from '#src/features/profession-test/limits';
import { optionsOf, toggleOption } from './parts';
import { readKey } from './step-reading';

type Dir = 'ltr' | 'rtl';

export interface QuestionProps {
  question: CandidateQuestion;
  language: Language;
  dir: Dir;
  /** The answer shown (the newest known, src/lib/device-sync/save-queue.ts). */
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
