/**
 * The four-point scale of the template editor: an editable label per score and 'Standaardlabels herstellen',
 * which puts the default labels back (the reducer announces it).
 */
import { TEMPLATE_LIMITS as L, type ScaleLevel } from '#src/features/content/template';
import type { DraftErrors } from './checks';
import { Section, TextField } from './Fields';
import { fieldIds } from './ids';
import type { EditorAction } from './state';
import { templateTexts as t } from './strings';

/** The label of one point of the scale. */
function ScaleField({ level, error, onChange }: { level: ScaleLevel; error?: string; onChange: (label: string) => void }) {
  return (
    <div className="scale-field">
      <TextField id={fieldIds.label(level.value)} label={t.scaleLabel(level.value)} value={level.label} error={error} maxLength={L.labelMax} onChange={onChange} />
    </div>
  );
}

/** The scale section of the form; `id` names its heading. */
export default function ScaleSection({ id, scale, errors, dispatch }: { id: string; scale: ScaleLevel[]; errors: DraftErrors['byLabel']; dispatch: (action: EditorAction) => void }) {
  return (
    <Section id={id} title={t.scale} intro={t.scaleIntro}>
      <div className="box">
        <div className="scale-fields">
          {scale.map((level) => (
            <ScaleField key={level.value} level={level} error={errors[level.value]} onChange={(label) => dispatch({ type: 'label', value: level.value, label })} />
          ))}
        </div>
        <button type="button" className="button is-light" onClick={() => dispatch({ type: 'resetLabels' })}>
          {t.resetLabels}
        </button>
      </div>
    </Section>
  );
}
