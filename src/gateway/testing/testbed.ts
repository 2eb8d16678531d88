/**
 * A gateway on a fresh test database with the real backend in-process and the fake page handler, for the
 * gateway's `*.db.test.ts` files (habit 5: in-process, `app.request`, no server). Audit lines are collected
 * in `lines` instead of stdout.
 */
import { createBackend } from '#src/backend/app';
import type { DbHandle } from '#src/server/db/client';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { openTestDb, TEST_PASSWORD } from '#src/server/testing/api';
import { createGateway, type GatewayOptions } from '#src/gateway/app';
import { auditTrail, databaseAuditWriter } from '#src/gateway/audit-log';
import { fakePages } from './fake-pages';

/** The origin `app.request('/path')` gives a request. */
export const ORIGIN = 'http://localhost';

export interface Testbed {
  handle: DbHandle;
  app: ReturnType<typeof createGateway>;
  backend: ReturnType<typeof createBackend>;
  audit: ReturnType<typeof auditTrail>;
  /** Every audit line printed, in order. */
  lines: string[];
}

/** Opens a test database and builds a gateway on it; `options` override the defaults. */
export async function openTestbed(options: Partial<GatewayOptions> = {}): Promise<Testbed> {
  const handle = await openTestDb();
  const lines: string[] = [];
  const audit = auditTrail({ write: databaseAuditWriter(async () => handle.db), print: (line) => lines.push(line) });
  const backend = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
  const app = createGateway({
    pages: fakePages,
    db: async () => handle.db,
    backend,
    upstream: null,
    audit,
    clientDir: null,
    ...options,
  });
  return { handle, app, backend, audit, lines };
}

/** The `name=value` part of the answer's `sid` Set-Cookie, or null. */
export function sidCookie(res: Response): string | null {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  return cookie ? (cookie.split(';')[0] ?? null) : null;
}

/**
 * Signs in through the login page like a browser without JavaScript.
 * @returns the answer and the `sid=…` cookie to send on later requests.
 */
export async function signInThroughPage(app: Testbed['app'], email: string, password = TEST_PASSWORD) {
  const res = await app.request('/login', {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  return { res, cookie: sidCookie(res) };
}
