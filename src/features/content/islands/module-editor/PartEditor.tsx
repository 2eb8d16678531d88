/**
 * One part of the module in the editor: a fieldset with the legend 'Onderdeel 2: Vraag (meerkeuze)', its
 * texts in the editing language and — in Dutch only — its structure: drag handle, 'Omhoog', 'Omlaag',
 * 'Verwijderen', the image, and for a question (QuestionFields.tsx) the options with the correct answers and the
 * points.
 */
import type { DragEvent } from 'react';
import { MODULE_LIMITS, type Language, type Part } from '#src/features/content/model';
import { moduleEditor as t } from './strings';
import { LocalizedField, type LocalizedFieldProps } from './Fields';
import ImageField, { ImagePreview } from './ImageField';
import { partId, partLegend } from './parts';
import QuestionFields from './QuestionFields';
import type { EditorAction } from './state';
import { fieldId, type FieldRef } from './texts';

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

/** The props every text field of a part shares: where it writes, in which language, and its error. */
export type FieldBinding = (ref: FieldRef) => Pick<LocalizedFieldProps, 'field' | 'language' | 'onText' | 'error'>;

/** One part of the module in the editor (see the module comment). */
export default function PartEditor({ part, index, count, language, fieldErrors, dispatch, onText, onMove, onRemove, drag }: PartEditorProps) {
  const structure = language === 'nl';
  const legend = partLegend(part, index);
  const n = index + 1;
  const ref = (field: 'text' | 'instructions' | 'alt' | 'caption'): FieldRef => ({ part: part.id, field });
  const errorOf = (r: FieldRef) => fieldErrors[fieldId(r, language)];
  const bind: FieldBinding = (r) => ({ field: r, language, onText, error: errorOf(r) });
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

      {part.type === 'question' && <QuestionFields part={part} structure={structure} bind={bind} fieldErrors={fieldErrors} dispatch={dispatch} />}
    </fieldset>
  );
}
