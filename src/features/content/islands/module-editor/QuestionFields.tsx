/**
 * The body of a question part in the module editor: in Dutch the kind of a choice question ('Eén goed antwoord'
 * or 'Meer goede antwoorden'); the question; its optional image with the text alternative; the answers
 * (Answers.tsx); an open question's guidance for the scorer; in Dutch the points (PointsField.tsx). While
 * translating only the texts show, each beside its Dutch.
 */
import { MODULE_LIMITS, type QuestionPart } from '#src/features/content/model';
import { moduleEditor as t } from './strings';
import Answers from './Answers';
import { LocalizedField } from './Fields';
import ImageField, { ImagePreview } from './ImageField';
import { partId } from './parts';
import type { FieldBinding } from './PartEditor';
import PointsField from './PointsField';
import type { EditorAction } from './state';

export interface QuestionFieldsProps {
  part: QuestionPart;
  /** In Dutch: the structure can change. */
  structure: boolean;
  bind: FieldBinding;
  /** Messages by DOM id (from the check before saving). */
  fieldErrors: Record<string, string>;
  dispatch: (action: EditorAction) => void;
}

/** The fields of one question. */
export default function QuestionFields({ part, structure, bind, fieldErrors, dispatch }: QuestionFieldsProps) {
  const ref = (field: 'alt' | 'prompt' | 'guidance') => ({ part: part.id, field });
  return (
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

      <LocalizedField {...bind(ref('prompt'))} label={t.prompt} value={part.prompt} kind="plain" rows={3} maxLength={MODULE_LIMITS.promptMax} required />

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
      {part.image && <LocalizedField {...bind(ref('alt'))} label={t.alt} value={part.image.alt} maxLength={MODULE_LIMITS.altMax} hint={t.altHint} required />}

      <Answers part={part} structure={structure} bind={bind} dispatch={dispatch} />

      {part.kind === 'open' && (
        <LocalizedField {...bind(ref('guidance'))} label={t.guidance} value={part.guidance} kind="plain" rows={3} maxLength={MODULE_LIMITS.textMax} hint={t.guidanceHint} />
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
  );
}
