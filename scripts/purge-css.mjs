import { globSync, readFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import purgeCSSPlugin from '@fullhuman/postcss-purgecss';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The stylesheet that is purged: the platform's one global stylesheet (Bulma and the app's own rules). */
const APP_STYLESHEET = `${sep}src${sep}styles${sep}app.scss`;

/**
 * Classes and selectors the source does not spell out in full, kept whatever the scan finds
 * (docs/decisions/025-css-and-layout-stability.md keeps this list):
 * - `:focus-visible` alone: PurgeCSS drops selectors made of a pseudo-class only, and this one is the visible
 *   focus of every page (WCAG 2.4.7).
 * - `is-${tone}` on tags (features/profession-test/components/staff/format.ts: success, warning, primary,
 *   light, danger) and `is-${status}` of the player's save status (Player.tsx: saved, saving, offline, closed).
 */
export const SAFELIST = [':focus-visible', /^is-(success|warning|primary|light|danger)$/, /^is-(saved|saving|offline|closed)$/];

/**
 * Every HTML element name, scanned as if a page used it: element selectors stay even when only Markdown
 * output (features/content/api/rich-text.ts builds tags from variables) or the browser produces the element.
 */
const HTML_ELEMENTS =
  'a abbr address article aside audio b bdi bdo blockquote body br button canvas caption cite code col colgroup data datalist dd del details dfn dialog div dl dt em embed fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 head header hgroup hr html i iframe img input ins kbd label legend li main mark menu meter nav noscript object ol optgroup option output p picture pre progress q rp rt ruby s samp search section select slot small source span strong sub summary sup svg table tbody td template textarea tfoot th thead time tr u ul var video wbr';

/** The files whose text decides what stays: every source file of the app, tests left out. */
function sourceFiles() {
  return globSync('src/**/*.{astro,ts,tsx,mjs,js}', { cwd: root })
    .filter((file) => !/\.test\.[cm]?[jt]sx?$/.test(file))
    .map((file) => join(root, file));
}

/**
 * Custom properties of the app stylesheet that other stylesheets read (`var(--…)` in component styles and
 * feature SCSS): PurgeCSS only sees uses inside the stylesheet it purges. The app's own properties (not
 * `--bulma-…`) are kept as a whole.
 */
function variablesUsedElsewhere() {
  const used = new Set();
  const files = globSync('src/**/*.{astro,scss,css,tsx}', { cwd: root }).filter((file) => !file.startsWith(`src${sep}styles${sep}`));
  for (const file of files) {
    for (const match of readFileSync(join(root, file), 'utf8').matchAll(/var\(\s*(--[\w-]+)/g)) used.add(match[1]);
  }
  return [...used];
}

/**
 * A PostCSS plugin that runs PurgeCSS on src/styles/app.scss only. Component styles (Astro `<style>`, scoped by
 * `data-astro-cid-…` attributes that are not in the source) and the small feature stylesheets are left alone.
 * Bulma's unused custom properties and keyframes go too.
 * @returns {import('postcss').Plugin}
 */
export function purgeAppStylesheet() {
  const purge = purgeCSSPlugin({
    // Raw text rather than globs: PurgeCSS's ES module build cannot call fast-glob's sync API.
    contentFunction: () => [
      ...sourceFiles().map((file) => ({ raw: readFileSync(file, 'utf8'), extension: file.split('.').pop() ?? 'ts' })),
      { raw: HTML_ELEMENTS, extension: 'html' },
    ],
    safelist: { standard: SAFELIST, variables: [/^--(?!bulma-)/, ...variablesUsedElsewhere()] },
    variables: true,
    keyframes: true,
  });
  return {
    postcssPlugin: 'purge-app-stylesheet',
    OnceExit(css, helpers) {
      const file = (css.source?.input.file ?? '').split('?')[0] ?? '';
      if (!file.endsWith(APP_STYLESHEET)) return;
      return purge.OnceExit?.(css, helpers);
    },
  };
}

/**
 * Astro integration: in `astro build` only (not in `astro dev`, where the source changes under it), the app
 * stylesheet carries only the rules whose classes, elements and custom properties the source uses.
 * @returns {import('astro').AstroIntegration}
 */
export default function purgeCss() {
  return {
    name: 'purge-css',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [{ name: 'purge-app-stylesheet', apply: 'build', config: () => ({ css: { postcss: { plugins: [purgeAppStylesheet()] } } }) }],
          },
        });
      },
    },
  };
}
