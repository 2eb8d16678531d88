/**
 * The global busy overlay (spec §1): covers the screen while `$loading` counts a running call, so nothing is
 * clicked twice on a slow connection. It blocks input at once and becomes visible after a short delay (CSS),
 * so fast calls do not flicker. A status region announces 'Bezig met laden…'; `<main>` gets `aria-busy`.
 * Hydrated with `client:interaction="#site-header"`: it is only needed once an island in the header calls the API.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $loading } from '#src/lib/stores/loading';
import { renderedByReact } from '#src/lib/react-island';

/** The busy overlay, driven by `$loading`. `text`: 'Bezig met laden…' in the page's language. */
export default function LoadingOverlay({ text }: { text: string }) {
  const busy = useStore($loading) > 0;

  useEffect(() => {
    const main = document.getElementById('main');
    if (!main) return;
    if (busy) main.setAttribute('aria-busy', 'true');
    else main.removeAttribute('aria-busy');
  }, [busy]);

  return (
    <div className={busy ? 'loading-overlay is-active' : 'loading-overlay'}>
      <div className="loading-overlay__box" role="status">
        {busy ? (
          <>
            <span className="loading-overlay__spinner" aria-hidden="true" />
            <span>{text}</span>
          </>
        ) : null}
      </div>
    </div>
  );
}

// Astro renders this island once, as React's, without rendering it again to find out (lib/react-island.ts).
if (import.meta.env.SSR) renderedByReact(LoadingOverlay);
