import { getViteConfig } from 'astro/config';

/**
 * The `pages` test project: Astro pages rendered on the server with Astro's container API
 * (`experimental_AstroContainer`), which needs Astro's own Vite plugins to compile `.astro` files, hence
 * `getViteConfig` rather than vitest's `defineConfig`. Files named `*.page.test.ts`. No database and no backend: a
 * test gives the page the `locals` the middleware and the gateway would (docs/decisions/055).
 */
export default getViteConfig({
  test: {
    name: 'pages',
    include: ['src/**/*.page.test.ts'],
    environment: 'node',
    env: { NODE_ENV: 'test', AUDIT_STDOUT: 'off', DATA_DIR: './data-test' },
  },
} as Parameters<typeof getViteConfig>[0]);
