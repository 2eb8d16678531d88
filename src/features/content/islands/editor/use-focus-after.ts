/**
 * Focus handling the module and template editors share: focus that follows an edit (a moved item keeps focus
 * on its button, a new item's first field gets it, a deleted item hands it to its neighbour) and focus on a
 * message (an error after a failed save). Keyboard and screen-reader users stay where the change happened
 * (WCAG 2.2 SC 2.4.3 Focus Order) and hear what went wrong (SC 3.3.1 Error Identification).
 */
import { useEffect, useState, type RefObject } from 'react';

/**
 * Moves focus after the next render, once the element it goes to exists (a part just added, a field of the
 * language just chosen).
 * @returns `focusAfter(id)`: call it in an event handler together with the state change. After React has
 *   rendered, the element with that DOM id gets focus; nothing happens when there is none (or it is disabled).
 *   A later call before that render replaces an earlier one. The call itself re-renders, so it also works when
 *   nothing else changed. A new function each render: keep it out of hook dependencies.
 */
export function useFocusAfter(): (id: string) => void {
  const [request, setRequest] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (!request) return;
    document.getElementById(request.id)?.focus();
    setRequest(null);
  }, [request]);
  return (id) => setRequest({ id });
}

/**
 * Focuses the element of `ref` after each render in which `trigger` changed to a truthy value: an error
 * message (`role="alert"`, `tabIndex={-1}`) right after a failed save or check, so the next Tab starts there
 * (WCAG 2.2 SC 3.3.1 Error Identification, SC 2.4.3 Focus Order).
 * @param trigger the message (a new object each time it should take focus again) or a counter; falsy for none.
 */
export function useFocusWhen(ref: RefObject<HTMLElement | null>, trigger: unknown): void {
  useEffect(() => {
    if (trigger) ref.current?.focus();
  }, [ref, trigger]);
}
