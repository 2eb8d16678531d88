/**
 * Reordering the module editor's parts with the drag handle (HTML5 drag and drop). The dragged data has its own
 * type, not text, so a drop into a text box inserts nothing; the whole part is the drag image. A part under the
 * pointer shows where the dragged one would land; the drop moves it there and the move is announced. Keyboard
 * users move parts with 'Omhoog' and 'Omlaag' instead (WCAG 2.2 SC 2.5.7 Dragging Movements).
 */
import { useState, type DragEvent } from 'react';
import type { Part } from '#src/features/content/model';
import type { DragHandlers } from './PartEditor';
import { partId } from './parts';
import type { EditorAction } from './state';
import { moduleEditor as t } from './strings';

/** The data type of a dragged part (not text, so a drop into a text box inserts nothing). */
const DRAG_TYPE = 'application/x-kandidaat-module-part';

/**
 * Dragging for the parts of the module.
 * @param announce says a text in the editor's live region.
 * @returns `dragFor(id, index)`: the drag handlers of the part with that id at that place (0-based).
 */
export function usePartDrag(parts: Part[], dispatch: (action: EditorAction) => void, announce: (text: string) => void): (id: string, index: number) => DragHandlers {
  const [dragId, setDragId] = useState<string | null>(null);
  const [dropIndex, setDropIndex] = useState<number | null>(null);

  return (id, index) => ({
    dragging: dragId === id,
    dropTarget: dragId !== null && dragId !== id && dropIndex === index,
    onHandleDragStart: (event: DragEvent<HTMLElement>) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData(DRAG_TYPE, id);
      const box = document.getElementById(partId(id));
      if (box) event.dataTransfer.setDragImage(box, 24, 24);
      setDragId(id);
    },
    onDragEnd: () => {
      setDragId(null);
      setDropIndex(null);
    },
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!dragId) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (dropIndex !== index) setDropIndex(index);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      if (!dragId) return;
      event.preventDefault();
      const from = parts.findIndex((p) => p.id === dragId);
      if (from >= 0 && from !== index) {
        dispatch({ type: 'movePart', from, to: index });
        announce(t.moved(from + 1, index + 1));
      }
      setDragId(null);
      setDropIndex(null);
    },
  });
}
