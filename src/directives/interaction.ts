/**
 * `client:interaction` — an Astro client directive: hydrate an island only when the user first reaches for it
 * (pointer over or down, touch, focus, or a key) inside the island, or inside the element named by the
 * directive's value (`client:interaction="#site-header"`). A click that arrives before the island is ready is
 * held and replayed on the same element once it is hydrated, so the first tap is not lost.
 *
 * Why: React 19 alone is about 59 KB brotli; candidates on slow connections should not download it for a page
 * they only read (docs/architecture.md budgets; docs/decisions/005-hydrate-on-interaction.md).
 */
import type { ClientDirective } from 'astro';

const TRIGGERS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

const interaction: ClientDirective = (load, options, el) => {
  const selector = typeof options.value === 'string' && options.value !== '' ? options.value : null;
  const region: Element = (selector && document.querySelector(selector)) || el;
  let started = false;
  let ready = false;
  let heldClick: HTMLElement | null = null;

  const holdClick = (event: Event) => {
    if (ready || !(event.target instanceof Element)) return;
    const target = event.target.closest<HTMLElement>('button, a, [role="menuitem"]');
    if (!target || !el.contains(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    heldClick = target;
  };

  const start = async () => {
    if (started) return;
    started = true;
    for (const type of TRIGGERS) region.removeEventListener(type, start, true);
    const hydrate = await load();
    await hydrate();
    // From here React handles clicks itself; only a click held while loading is replayed, once.
    ready = true;
    el.removeEventListener('click', holdClick, true);
    const target = heldClick;
    heldClick = null;
    if (target) requestAnimationFrame(() => target.isConnected && target.click());
  };

  el.addEventListener('click', holdClick, true);
  for (const type of TRIGGERS) region.addEventListener(type, start, { capture: true, passive: true });
};

export default interaction;
