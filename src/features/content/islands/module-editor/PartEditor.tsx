/**
 * One part of the module in the editor: a fieldset with the legend 'Onderdeel 2: Vraag (meerkeuze)', its
 * texts in the editing language and — in Dutch only — its structure: drag handle, 'Omhoog', 'Omlaag',
 * 'Verwijderen', the image, the options with the correct answers, and the points.
 */
import { useEffect, useState, type DragEvent } from 'react';
import { MODULE_LIMITS, type Language, type Part } from '#src/features/content/model';
import { moduleEditor as t } from './strings';
import { LocalizedField } from './Fields';
import ImageField, { ImagePreview } from './ImageField';
import { fieldId, partId, partLegend, type EditorAction, type FieldRef } from './state';

export interface DragHandlers {
  /** This part is being dragged. */
  dragging: boolean;
  /** A dragged part would land here. */
  dropTarget: boolean;
  onHandleDragStart: (event: DragEvent<HTMLElement>) => void;
  onDragEnd: () => void;
  onDragOver: (event: DragEvent<HTMLElement>) => void;
  onDrop: (event: DragEvent<HTMLElement>) => void;
}

export interface PartEditorProps {
  part: Part;
  /** 0-based position. */
  index: number;
  count: number;
  /** The editing language ('nl' = structure can change). */
  language: Language;
  /** Messages by DOM id (from the check before saving). */
  fieldErrors: Record<string, string>;
  dispatch: (action: EditorAction) => void;
  onText: (field: FieldRef, language: Language, value: string) => void;
  /** Move the part from `index` to `to` with a button (the button keeps focus). */
  onMove: (index: number, to: number, button: 'up' | 'down') => void;
  /** Ask to delete the part (the confirmation dialog). */
  onRemove: (index: number) => void;
  drag: DragHandlers;
}

/** Points of a question: a number box that keeps what is typed and hands whole numbers on. */
function PointsField({ id, points, open, error, onPoints }: { id: string; points: number; open: boolean; error?: string; onPoints: (n: number) => void }) {
  const [text, setText] = useState(String(points));
  useEffect(() => {
    // Keep what is typed ('' while retyping, '05') when it means the same number; show a number set elsewhere.
    setText((current) => ((current.trim() === '' ? 0 : Number(current)) === points ? current : String(points)));
  }, [points]);
  const { pointsMin: min, pointsMax: max } = MODULE_LIMITS;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="field me-points">
      <label className="label" htmlFor={id}>
        {t.points}
      </label>
      <p className="help me-help" id={hintId}>
        {open ? t.pointsOpenHint(min, max) : t.pointsHint(min, max)}
      </p>
      <div className="control">
        <input
          id={id}
          className={`input${error ? ' is-danger' : ''}`}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={text}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            setText(e.target.value);
            const n = e.target.value.trim() === '' ? 0 : Number(e.target.value);
            onPoints(Number.isFinite(n) ? n : 0);
          }}
        />
      </div>
      {error && (
        <p className="help is-danger" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

export default function PartEditor({ part, index, count, language, fieldErrors, dispatch, onText, onMove, onRemove, drag }: PartEditorProps) {
  const structure = language === 'nl';
  const legend = partLegend(part, index);
  const n = index + 1;
  const ref = (field: 'text' | 'instructions' | 'alt' | 'caption' | 'prompt' | 'guidance'): FieldRef => ({ part: part.id, field });
  const errorOf = (r: FieldRef) => fieldErrors[fieldId(r, language)];
  /** The props every text field of this part shares: where it writes, in which language, and its error. */
  const bind = (r: FieldRef) => ({ field: r, language, onText, error: errorOf(r) });
  const first = index === 0;
  const last = index === count - 1;

  const classes = ['box', 'me-part'];
  if (drag.dragging) classes.push('is-dragging');
  if (drag.dropTarget) classes.push('is-drop-target');

  return (
    <fieldset
      id={partId(part.id)}
      className={classes.join(' ')}
      tabIndex={-1}
      data-part-id={part.id}
      onDragOver={structure ? drag.onDragOver : undefined}
      onDrop={structure ? drag.onDrop : undefined}
    >
      <legend className="me-part__legend">{legend}</legend>

      {structure && (
        <div className="me-part__tools">
          <span
            className="me-part__handle"
            draggable
            aria-hidden="true"
            title={t.dragHandle(n)}
            onDragStart={drag.onHandleDragStart}
            onDragEnd={drag.onDragEnd}
          >
            ⠿
          </span>
          <button
            type="button"
            id={partId(part.id, 'up')}
            className="button is-small is-light"
            aria-label={t.moveUpLabel(n)}
            aria-disabled={first || undefined}
            onClick={() => !first && onMove(index, index - 1, 'up')}
          >
            <span aria-hidden="true">↑ </span>
            {t.moveUp}
          </button>
          <button
            type="button"
            id={partId(part.id, 'down')}
            className="button is-small is-light"
            aria-label={t.moveDownLabel(n)}
            aria-disabled={last || undefined}
            onClick={() => !last && onMove(index, index + 1, 'down')}
          >
            <span aria-hidden="true">↓ </span>
            {t.moveDown}
          </button>
          <button
            type="button"
            id={partId(part.id, 'remove')}
            className="button is-small is-danger is-outlined me-part__remove"
            aria-label={t.removeLabel(n)}
            onClick={() => onRemove(index)}
          >
            {t.remove}
          </button>
        </div>
      )}

      {part.type === 'text' && (
        <LocalizedField
          {...bind(ref('text'))}
          label={t.text}
          value={part.text}
          kind="markdown"
          maxLength={MODULE_LIMITS.textMax}
          hint={t.formatHint}
          required
        />
      )}

      {part.type === 'practical' && (
        <LocalizedField
          {...bind(ref('instructions'))}
          label={t.instructions}
          value={part.instructions}
          kind="markdown"
          maxLength={MODULE_LIMITS.textMax}
          hint={t.formatHint}
          required
        />
      )}

      {part.type === 'image' && (
        <>
          {structure ? (
            <ImageField
              id={partId(part.id, 'file')}
              label={t.image}
              image={part.image}
              onUploaded={(image) => dispatch({ type: 'setImage', part: part.id, image })}
            />
          ) : (
            <ImagePreview image={part.image} />
          )}
          <LocalizedField
            {...bind(ref('alt'))}
            label={t.alt}
            value={part.image.alt}
            maxLength={MODULE_LIMITS.altMax}
            hint={t.altHint}
            required
          />
          <LocalizedField
            {...bind(ref('caption'))}
            label={t.caption}
            value={part.caption}
            maxLength={MODULE_LIMITS.promptMax}
          />
        </>
      )}

      {part.type === 'question' && (
        <>
          {structure && (part.kind === 'single' || part.kind === 'multiple') && (
            <div className="field">
              <label className="label" htmlFor={partId(part.id, 'kind')}>
                {t.kind}
              </label>
              <div className="control">
                <div className="select">
                  <select
                    id={partId(part.id, 'kind')}
                    value={part.kind}
                    onChange={(e) => dispatch({ type: 'setKind', part: part.id, kind: e.target.value === 'multiple' ? 'multiple' : 'single' })}
                  >
                    <option value="single">{t.kindSingle}</option>
                    <option value="multiple">{t.kindMultiple}</option>
                  </select>
                </div>
              </div>
            </div>
          )}

          <LocalizedField
            {...bind(ref('prompt'))}
            label={t.prompt}
            value={part.prompt}
            kind="plain"
            rows={3}
            maxLength={MODULE_LIMITS.promptMax}
            required
          />

          {structure && (
            <ImageField
              id={partId(part.id, 'file')}
              label={t.questionImage}
              image={part.image}
              onUploaded={(image) => dispatch({ type: 'setImage', part: part.id, image })}
              onRemove={() => dispatch({ type: 'removeImage', part: part.id })}
            />
          )}
          {!structure && part.image && <ImagePreview image={part.image} />}
          {part.image && (
            <LocalizedField
              {...bind(ref('alt'))}
              label={t.alt}
              value={part.image.alt}
              maxLength={MODULE_LIMITS.altMax}
              hint={t.altHint}
              required
            />
          )}

          {(part.kind === 'single' || part.kind === 'multiple') && (
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
                        <LocalizedField
                          {...bind(optionRef)}
                          label={t.option(option.id)}
                          value={option.text}
                          maxLength={MODULE_LIMITS.optionMax}
                          required
                        />
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
          )}

          {structure && part.kind === 'truefalse' && (
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
          )}

          {part.kind === 'open' && (
            <LocalizedField
              {...bind(ref('guidance'))}
              label={t.guidance}
              value={part.guidance}
              kind="plain"
              rows={3}
              maxLength={MODULE_LIMITS.textMax}
              hint={t.guidanceHint}
            />
          )}

          {structure && (
            <PointsField
              id={partId(part.id, 'points')}
              points={part.points}
              open={part.kind === 'open'}
              error={fieldErrors[partId(part.id, 'points')]}
              onPoints={(points) => dispatch({ type: 'setPoints', part: part.id, points })}
            />
          )}
        </>
      )}
    </fieldset>
  );
}
