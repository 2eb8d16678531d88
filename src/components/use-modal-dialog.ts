/**
 * Opening a native `<dialog>` as a modal when its component mounts, and closing it when it unmounts: the browser then
 * keeps focus inside while it is open and Esc fires `cancel` (WCAG 2.2 SC 2.1.2, 2.4.3). Focus starts on the
 * element `initialFocus` points at (the safe or the non-destructive choice). Client-side React hook.
 * @example
 *   const { dialog, initialFocus } = useModalDialog<HTMLButtonElement>();
 *   return <dialog ref={dialog}>…<button ref={initialFocus}>Annuleren</button></dialog>;
 */
import { useEffect, useRef } from 'react';

/**
 * @returns `dialog`, the ref for the `<dialog>`, and `initialFocus`, the ref for the element that gets focus on
 *   opening (of type `T`).
 */
export function useModalDialog<T extends HTMLElement>() {
  const dialog = useRef<HTMLDialogElement>(null);
  const initialFocus = useRef<T>(null);
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (!el.open) {
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
    }
    initialFocus.current?.focus();
    return () => {
      if (el.open) el.close();
    };
  }, []);
  return { dialog, initialFocus };
}
