/**
 * The server entry (Astro 7 `fetchFile`): the gateway app of src/gateway/app.ts with Astro rendering the pages.
 * The page's `Astro.locals` is the very object the gateway's session middleware fills (src/env.d.ts).
 *
 * In `astro dev` Vite serves the client files itself, so the gateway serves none from dist/client.
 */
import { astro, getFetchState } from 'astro/hono';
import { closeDb } from './server/db/client';
import { stopMailWorkers } from './server/mail/outbox';
import { stopTypstRenderer } from './server/typst/renderer.server';
import { createGateway } from './gateway/app';
import { auditTrail } from './gateway/audit-log';
import { DEV_PAGE_POLICY } from './gateway/security-headers';

const audit = auditTrail();

export default createGateway({
  pages: astro(),
  localsOf: (c) => getFetchState(c).locals,
  audit,
  clientDir: import.meta.env.DEV ? null : undefined,
  pagePolicy: import.meta.env.DEV ? DEV_PAGE_POLICY : undefined,
});

/**
 * scripts/start.mjs calls this on SIGINT/SIGTERM once the HTTP server has stopped: finish the audit writes in
 * flight and the mail outbox's delivery in progress (decision 049), then close the database; meanwhile end the
 * Typst process (decision 032). (The server bundle exports only
 * the adapter's handler, hence a well-known global.)
 */
Reflect.set(globalThis, Symbol.for('kandidaat-platform.close'), async () => {
  await Promise.all([Promise.all([audit.settled(), stopMailWorkers()]).then(closeDb), stopTypstRenderer()]);
});
