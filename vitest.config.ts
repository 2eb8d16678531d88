import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` (pure code, no database), `db` (in-process API and gateway tests on a fresh
 * database per file: in-memory PGlite, or PostgreSQL when DATABASE_URL is set) and `pages` (Astro pages rendered
 * with Astro's container API, vitest.pages.config.ts).
 */
export default defineConfig({
  test: {
    env: { NODE_ENV: 'test', AUDIT_STDOUT: 'off', DATA_DIR: './data-test' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['**/*.db.test.ts', '**/*.page.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'db',
          include: ['src/**/*.db.test.ts', 'scripts/**/*.db.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './vitest.pages.config.ts',
    ],
  },
});
