/**
 * 'Onderdeel toevoegen' in the module editor (Dutch only): a group of buttons, one per kind of part, named by the
 * heading; the hint says when the module has the most parts it may have. The new part goes at the end.
 */
import { MODULE_LIMITS } from '#src/features/content/model';
import { ADD_TITLE_ID, NEW_PART_KINDS, type NewPartKind } from './parts';
import { moduleEditor as t } from './strings';

/** The add buttons; `count` is how many parts the module has. */
export default function AddPart({ count, onAdd }: { count: number; onAdd: (kind: NewPartKind) => void }) {
  return (
    <div className="box me-add">
      <h3 className="title is-5" id={ADD_TITLE_ID} tabIndex={-1}>
        {t.addPart}
      </h3>
      <p className="help me-help" id="me-add-hint">
        {count >= MODULE_LIMITS.partsMax ? t.partsMax(MODULE_LIMITS.partsMax) : t.addPartHint}
      </p>
      <div className="me-add__buttons" role="group" aria-labelledby={ADD_TITLE_ID} aria-describedby="me-add-hint">
        {NEW_PART_KINDS.map((kind) => (
          <button key={kind} type="button" id={`me-add-${kind}`} className="button is-light" onClick={() => onAdd(kind)}>
            <span aria-hidden="true">+ </span>
            {t.addButtons[kind]}
          </button>
        ))}
      </div>
    </div>
  );
}
