/**
 * The criteria of the template editor: an ordered list with one `<fieldset>` per criterion ('Criterium 2'),
 * each with its drag handle (pointer only, hidden from assistive technology), 'Omhoog', 'Omlaag' (disabled at the
 * ends) and 'Verwijderen' (asks first), and its fields (CriterionFields.tsx); then 'Criterium toevoegen' with the
 * error about the list as a whole and a hint that says when the list is full.
 */
import { TEMPLATE_LIMITS as L } from '#src/features/content/template';
import type { DraftErrors } from './checks';
import CriterionFields from './CriterionFields';
import { Section } from './Fields';
import { buttonId, fieldIds } from './ids';
import type { DraftCriterion, EditorAction } from './state';
import { templateTexts as t } from './strings';
import type { CriterionDrag } from './use-criterion-drag';

export interface CriteriaSectionProps {
  /** Prefix of the section's own element ids (the editor's `useId`). */
  uid: string;
  criteria: DraftCriterion[];
  /** The errors shown now (empty until a save was tried). */
  errors: DraftErrors;
  drag: CriterionDrag;
  dispatch: (action: EditorAction) => void;
  /** 'Criterium toevoegen'. */
  onAdd: () => void;
  /** 'Omhoog' (-1) or 'Omlaag' (1) on the criterion at `index`. */
  onMove: (id: string, index: number, delta: -1 | 1) => void;
  /** 'Verwijderen': ask whether criterion `id` may go. */
  onRemove: (id: string) => void;
}

/** The criteria section of the form. */
export default function CriteriaSection({ uid, criteria, errors, drag, dispatch, onAdd, onMove, onRemove }: CriteriaSectionProps) {
  const full = criteria.length >= L.criteriaMax;
  return (
    <Section id={`${uid}-criteria`} className="section-block template-editor__criteria" title={t.criteria} intro={t.criteriaIntro}>
      {criteria.length === 0 ? (
        <p className="box">{t.noCriteria}</p>
      ) : (
        <ol className="criteria-list" aria-label={t.criteriaCount(criteria.length)}>
          {criteria.map((c, i) => (
            <li key={c.id} className={`criterion${drag.dragId === c.id ? ' is-dragging' : ''}`} ref={drag.itemRef(c.id)}>
              <fieldset className="box criterion__box">
                <legend className="criterion__legend">{t.criterionLegend(i + 1)}</legend>
                <div className="criterion__bar">
                  <span className="criterion__handle" aria-hidden="true" title={t.dragHandle} onPointerDown={(e) => drag.startDrag(e, c.id)}>
                    ⠿
                  </span>
                  <div className="buttons criterion__buttons">
                    <button
                      type="button"
                      className="button is-small"
                      id={buttonId(c.id, 'up')}
                      aria-label={t.moveUpLabel(i + 1)}
                      disabled={i === 0}
                      onClick={() => onMove(c.id, i, -1)}
                    >
                      <span aria-hidden="true">↑</span>&nbsp;{t.moveUp}
                    </button>
                    <button
                      type="button"
                      className="button is-small"
                      id={buttonId(c.id, 'down')}
                      aria-label={t.moveDownLabel(i + 1)}
                      disabled={i === criteria.length - 1}
                      onClick={() => onMove(c.id, i, 1)}
                    >
                      <span aria-hidden="true">↓</span>&nbsp;{t.moveDown}
                    </button>
                    <button
                      type="button"
                      className="button is-small is-danger is-outlined"
                      id={buttonId(c.id, 'remove')}
                      aria-label={t.removeLabel(i + 1)}
                      aria-haspopup="dialog"
                      onClick={() => onRemove(c.id)}
                    >
                      {t.remove}
                    </button>
                  </div>
                </div>
                <CriterionFields
                  id={c.id}
                  name={c.name}
                  description={c.description}
                  weight={c.weight}
                  selfCheck={c.selfCheck ?? {}}
                  errors={errors.byCriterion[c.id] ?? {}}
                  onChange={(field, value) => dispatch({ type: 'edit', id: c.id, field, value })}
                  onSelfCheck={(language, value) => dispatch({ type: 'selfCheck', id: c.id, language, value })}
                />
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      <div className="field">
        <button
          type="button"
          className={`button${errors.criteria ? ' is-danger' : ''}`}
          id={fieldIds.criteria}
          onClick={onAdd}
          disabled={full}
          aria-describedby={`${errors.criteria ? `${uid}-criteria-error ` : ''}${uid}-add-hint`}
        >
          {t.addCriterion}
        </button>
        {errors.criteria && (
          <p className="help is-danger" id={`${uid}-criteria-error`}>
            {errors.criteria}
          </p>
        )}
        <p className="help" id={`${uid}-add-hint`}>
          {full ? t.criteriaMax : t.addCriterionHint}
        </p>
      </div>
    </Section>
  );
}
