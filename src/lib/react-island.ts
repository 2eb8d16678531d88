/**
 * Tells Astro's server render that a component is React's (Astro's `Renderer` tag,
 * `Symbol.for('astro:renderer')` in astro/dist/runtime/server/render/common.js). Without the tag Astro asks each
 * renderer's `check()`, and @astrojs/react's check renders the whole component once more to see whether it
 * returns a React element: every island was rendered twice on every page (docs/decisions/044-page-cost-on-pglite.md).
 *
 * Call it in the island's module behind `import.meta.env.SSR`, so the browser's bundle leaves it out:
 * @example
 *   if (import.meta.env.SSR) renderedByReact(Player);
 */
export function renderedByReact(component: object): void {
  (component as Record<symbol, string>)[ASTRO_RENDERER] = '@astrojs/react';
}

/** The property Astro reads a component's renderer name from. */
export const ASTRO_RENDERER = Symbol.for('astro:renderer');
