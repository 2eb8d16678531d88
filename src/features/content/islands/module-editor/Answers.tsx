/**
 * The answers of a question in the module editor. A choice question lists its options (2–10), each a text in
 * the editing language; in Dutch each also has its 'goed' mark (a radio for one correct answer, checkboxes for
 * several) and, above the minimum, 'Verwijderen', with 'Antwoord toevoegen' below the maximum. A true/false
 * question offers 'Waar' and 'Niet waar' (in Dutch only: there is nothing to translate). Open questions have none.
 */
import { MODULE_LIMITS, type QuestionPart } from '#src/features/content/model';
import { moduleEditor as t } from './strings';
import { LocalizedField } from './Fields';
import { partId } from './parts';
import type { FieldBinding } from './PartEditor';
import type { EditorAction } from './state';
import type { FieldRef } from './texts';

export interface AnswersProps {
  part: QuestionPart;
  /** In Dutch: the structure (correct answers, adding and removing options) can change. */
  structure: boolean;
  bind: FieldBinding;
  dispatch: (action: EditorAction) => void;
}

/** The options or true/false choice of one question. */
export default function Answers({ part, structure, bind, dispatch }: AnswersProps) {
  if (part.kind === 'single' || part.kind === 'multiple') {
    return (
      <fieldset className="me-options">
        <legend className="label">{structure ? (part.kind === 'single' ? t.optionsSingle : t.optionsMultiple) : t.options}</legend>
        {structure && <p className="help me-help">{t.optionsRange(MODULE_LIMITS.optionsMin, MODULE_LIMITS.optionsMax)}</p>}
        <ul className="me-options__list">
          {part.options.map((option) => {
            const optionRef: FieldRef = { part: part.id, field: 'option', option: option.id };
            const correct = part.kind === 'single' ? part.correct === option.id : part.correct.includes(option.id);
            return (
              <li key={option.id} className={`me-option${structure ? ' has-structure' : ''}`}>
                {structure && (
                  <label className="me-option__correct">
                    <input
                      type={part.kind === 'single' ? 'radio' : 'checkbox'}
                      name={partId(part.id, 'correct')}
                      id={partId(part.id, `correct-${option.id}`)}
                      checked={correct}
                      aria-label={t.isCorrect(option.id)}
                      onChange={(e) => dispatch({ type: 'setCorrect', part: part.id, option: option.id, checked: e.target.checked })}
                    />
                    <span aria-hidden="true">{t.correctMark}</span>
                  </label>
                )}
                <div className="me-option__text">
                  <LocalizedField {...bind(optionRef)} label={t.option(option.id)} value={option.text} maxLength={MODULE_LIMITS.optionMax} required />
                </div>
                {structure && part.options.length > MODULE_LIMITS.optionsMin && (
                  <button
                    type="button"
                    className="button is-small is-light me-option__remove"
                    aria-label={t.removeOption(option.id)}
                    onClick={() => dispatch({ type: 'removeOption', part: part.id, option: option.id })}
                  >
                    {t.remove}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
        {structure && part.options.length < MODULE_LIMITS.optionsMax && (
          <button type="button" id={partId(part.id, 'add-option')} className="button is-small is-light" onClick={() => dispatch({ type: 'addOption', part: part.id })}>
            {t.addOption}
          </button>
        )}
      </fieldset>
    );
  }
  if (structure && part.kind === 'truefalse') {
    return (
      <fieldset className="me-options">
        <legend className="label">{t.trueFalse}</legend>
        <div className="me-truefalse">
          {[true, false].map((value) => (
            <label key={String(value)} className="me-option__correct">
              <input
                type="radio"
                name={partId(part.id, 'truefalse')}
                id={partId(part.id, `truefalse-${value}`)}
                checked={part.correct === value}
                onChange={() => dispatch({ type: 'setTrueFalse', part: part.id, value })}
              />
              <span>{value ? t.true : t.false}</span>
            </label>
          ))}
        </div>
      </fieldset>
    );
  }
  return null;
}
