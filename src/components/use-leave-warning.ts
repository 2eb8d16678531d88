/**
 * "Unsaved changes" when leaving the module, template or report editor (decision 010: `beforeunload` warns while
 * there are unsaved changes). The site has no client-side router, so every way out — a link, a reload, closing
 * the tab — goes through `beforeunload`.
 */
import { useEffect, useRef } from 'react';

/**
 * While `dirty` is true the browser asks before the page is left (its own dialog and text; browsers ignore
 * ours). The editor's own navigation — to the saved item after creating it, or a reload for the newest
 * version after a 409 — goes through the returned `leave` and is never asked about.
 * @param dirty whether the editor holds changes the server does not have.
 * @param onWarn runs just before the browser asks (the latest one passed), whatever the user then answers; the
 *   module editor writes its draft to localStorage there (decision 010).
 * @returns `leave(href)`: goes to `href`, or reloads the page when `href` is omitted, without the warning (a new
 *   function each render: keep it out of hook dependencies).
 */
export function useLeaveWarning(dirty: boolean, onWarn?: () => void): (href?: string) => void {
  const leaving = useRef(false);
  const warn = useRef(onWarn);
  warn.current = onWarn;

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      warn.current?.();
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return (href) => {
    leaving.current = true;
    if (href === undefined) window.location.reload();
    else window.location.assign(href);
  };
}
