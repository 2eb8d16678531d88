/**
 * 'Onderdelen' in the module editor: the parts in order (PartEditor.tsx), a line when there are none yet, and in
 * Dutch 'Onderdeel toevoegen' (AddPart.tsx) below them.
 */
import type { Language, Part } from '#src/features/content/model';
import AddPart from './AddPart';
import PartEditor, { type DragHandlers, type PartEditorProps } from './PartEditor';
import type { NewPartKind } from './parts';
import { moduleEditor as t } from './strings';

export interface PartsSectionProps extends Pick<PartEditorProps, 'fieldErrors' | 'dispatch' | 'onText' | 'onMove' | 'onRemove'> {
  /** The section's id (the page's 'Op deze pagina' links). */
  id: string;
  parts: Part[];
  /** The editing language ('nl' = structure can change). */
  language: Language;
  /** The drag handlers of the part with this id at this place (use-part-drag.ts). */
  dragFor: (id: string, index: number) => DragHandlers;
  /** 'Onderdeel toevoegen': a new part of `kind` at the end. */
  onAdd: (kind: NewPartKind) => void;
}

/** The parts of the module, and adding one. */
export default function PartsSection({ id, parts, language, fieldErrors, dispatch, onText, onMove, onRemove, dragFor, onAdd }: PartsSectionProps) {
  return (
    <section className="section-block" id={id} aria-labelledby="me-parts-title" tabIndex={-1}>
      <h2 className="title is-4" id="me-parts-title">
        {t.parts}
      </h2>
      {parts.length === 0 && <p className="box">{t.noParts}</p>}
      <div className="me-parts">
        {parts.map((part, index) => (
          <PartEditor
            key={part.id}
            part={part}
            index={index}
            count={parts.length}
            language={language}
            fieldErrors={fieldErrors}
            dispatch={dispatch}
            onText={onText}
            onMove={onMove}
            onRemove={onRemove}
            drag={dragFor(part.id, index)}
          />
        ))}
      </div>

      {language === 'nl' && <AddPart count={parts.length} onAdd={onAdd} />}
    </section>
  );
}
