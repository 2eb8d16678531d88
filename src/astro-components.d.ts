/**
 * `.astro` files as modules for plain TypeScript (tsc, vitest): Astro's own checker (`astro check`) reads them
 * itself, but tests that render a page with Astro's container API (`*.page.test.ts`, vitest.pages.config.ts) import
 * them from `.ts` files, which tsc would otherwise not resolve.
 */
declare module '*.astro' {
  const component: import('astro/runtime/server/index.js').AstroComponentFactory;
  export default component;
}
