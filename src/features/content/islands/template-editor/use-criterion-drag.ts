/**
 * Reordering the template editor's criteria by dragging the handle: pointer events, so mouse, pen and touch all
 * work. While the pointer moves, the dragged criterion takes the place under it (one 'move' action per change of
 * place, announced by the reducer in state.ts); releasing or cancelling the pointer ends the drag. Keyboard users
 * move criteria with 'Omhoog' and 'Omlaag' instead (WCAG 2.2 SC 2.5.7 Dragging Movements).
 */
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { DraftCriterion, EditorAction } from './state';

/** The part of a criterion's box on screen that decides its place: top and height in CSS pixels. */
export interface Box {
  top: number;
  height: number;
}

/**
 * The new place (0-based) of criterion `id` while it is dragged with the pointer at `pointerY` (CSS pixels from
 * the top of the viewport): how many of the other criteria have their middle above the pointer.
 * @param boxOf the box of a criterion on screen; undefined when it is not rendered (it then does not count).
 */
export function placeUnderPointer(criteria: readonly { id: string }[], id: string, pointerY: number, boxOf: (id: string) => Box | undefined): number {
  let to = 0;
  for (const c of criteria) {
    const box = c.id === id ? null : boxOf(c.id);
    if (box && pointerY > box.top + box.height / 2) to++;
  }
  return to;
}

/** What the criteria list needs to offer dragging. */
export interface CriterionDrag {
  /** The criterion being dragged; null when none is. */
  dragId: string | null;
  /** The `ref` of criterion `id`'s list item, so its box on screen can be measured. */
  itemRef: (id: string) => (element: HTMLLIElement | null) => void;
  /** The handle's `onPointerDown`: starts dragging criterion `id` (main button only; one drag at a time). */
  startDrag: (event: ReactPointerEvent<HTMLElement>, id: string) => void;
}

/**
 * Dragging for the criteria in `criteria` (the latest render's list is used while the pointer moves). A drag
 * still running when the editor unmounts is ended.
 */
export function useCriterionDrag(criteria: DraftCriterion[], dispatch: (action: EditorAction) => void): CriterionDrag {
  const [dragId, setDragId] = useState<string | null>(null);
  const criteriaRef = useRef(criteria);
  useEffect(() => {
    criteriaRef.current = criteria;
  });
  const items = useRef(new Map<string, HTMLLIElement>());
  const stopDragging = useRef<(() => void) | null>(null);
  useEffect(() => () => stopDragging.current?.(), []);

  const startDrag = (event: ReactPointerEvent<HTMLElement>, id: string) => {
    if (event.button !== 0 || stopDragging.current) return;
    event.preventDefault();
    const pointer = event.pointerId;
    setDragId(id);
    const move = (e: PointerEvent) => {
      if (e.pointerId !== pointer) return;
      const list = criteriaRef.current;
      const to = placeUnderPointer(list, id, e.clientY, (other) => items.current.get(other)?.getBoundingClientRect());
      if (to !== list.findIndex((c) => c.id === id)) dispatch({ type: 'move', id, to });
    };
    const end = (e: PointerEvent) => {
      if (e.pointerId === pointer) stop();
    };
    const stop = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      stopDragging.current = null;
      setDragId(null);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    stopDragging.current = stop;
  };

  const itemRef = (id: string) => (element: HTMLLIElement | null) => {
    if (element) items.current.set(id, element);
    else items.current.delete(id);
  };

  return { dragId, itemRef, startDrag };
}
