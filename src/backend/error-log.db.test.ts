/**
 * What the server log says about failures: the error's name, code and request id, never what a user wrote.
 * A database error's message repeats the query's parameters (message bodies, open answers); the audit writer's
 * failure used to print the record it failed to write (OWASP ASVS 7.1.1, 7.1.2).
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditTrail, databaseAuditWriter } from '#src/gateway/audit-log';
import { answerError } from '#src/gateway/errors';
import { createBackend } from './app';
import type { DbHandle } from '#src/server/db/client';
import { mailboxWorld } from '#src/features/mailbox/api/fixtures';
import { authHeaders, openTestDb } from '#src/server/testing/api';

let handle: DbHandle;
let logged: string[];

beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(async () => {
  await handle.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Collects what goes to console.error, as text. */
function captureErrors(): void {
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}\n${a.stack}` : String(a))).join(' '));
  });
}

describe('the error log', () => {
  it('names a failed database call by error, code and request id, without the message body it carried', async () => {
    const { candidate, teacher } = await mailboxWorld(handle);
    const app = createBackend({ db: handle.db, mailer: { send: async () => {} } });
    await handle.db.execute(sql`ALTER TABLE message_recipients RENAME TO message_recipients_weg`);
    captureErrors();
    try {
      const res = await app.request('/api/message', {
        method: 'POST',
        headers: { ...authHeaders(candidate.token), 'x-request-id': 'verzoek-123' },
        body: JSON.stringify({ to: [teacher.id], subject: 'Persoonlijk', body: 'Mijn geheime medische situatie' }),
      });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ title: 'Er ging iets mis aan onze kant. Probeer het later opnieuw.' });
    } finally {
      await handle.db.execute(sql`ALTER TABLE message_recipients_weg RENAME TO message_recipients`);
    }
    expect(logged).toHaveLength(1);
    const line = JSON.parse(logged[0]!);
    expect(line).toMatchObject({ event: 'api-error', requestId: 'verzoek-123', error: expect.any(String) });
    expect(line.code).toBe('42P01'); // undefined_table
    expect(logged.join('\n')).not.toMatch(/geheime|Persoonlijk|insert|message_recipients|params/i);
  });

  it('also logs a 500 the code chose itself (a failed PDF), by the error that caused it', async () => {
    const app = createBackend({ db: handle.db, mailer: { send: async () => {} } });
    const { Hono } = await import('hono');
    const { apiError } = await import('#src/server/errors');
    const failing = new Hono();
    failing.get('/api/kapot', () => {
      throw apiError(500, 'De PDF kon niet worden gemaakt.', Object.assign(new Error('typst: geheime tekst'), { code: 'TYPST_TIMEOUT' }));
    });
    app.route('/', failing);
    captureErrors();
    const res = await app.request('/api/kapot', { headers: { 'x-request-id': 'verzoek-500' } });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ title: 'De PDF kon niet worden gemaakt.' });
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toMatchObject({ event: 'api-error', requestId: 'verzoek-500', error: 'Error', code: 'TYPST_TIMEOUT' });
    expect(logged[0]).not.toMatch(/geheime/);
  });

  it('says which audit record could not be written by request id only, not its route, user or address', async () => {
    captureErrors();
    await handle.db.execute(sql`ALTER TABLE audit_log RENAME TO audit_log_weg`);
    try {
      const trail = auditTrail({ write: databaseAuditWriter(async () => handle.db), print: null });
      trail.record({
        at: new Date(),
        requestId: 'verzoek-456',
        userId: null,
        role: null,
        method: 'GET',
        route: '/api/message/kandidaat-jan-jansen',
        status: 200,
        durationMs: 3,
        clientIp: '203.0.113.77',
        outcome: 'ok',
      });
      await trail.settled();
    } finally {
      await handle.db.execute(sql`ALTER TABLE audit_log_weg RENAME TO audit_log`);
    }
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toMatchObject({ event: 'audit-write-failed', requestId: 'verzoek-456', code: '42P01' });
    expect(logged[0]).not.toMatch(/jan-jansen|203\.0\.113\.77|insert/i);
  });

  it('logs a gateway failure by name and request id, without its message or stack', async () => {
    captureErrors();
    const onError = answerError();
    const context = {
      req: { path: '/dashboard/overzicht', raw: new Request('http://localhost/dashboard/overzicht'), header: () => undefined },
      get: () => 'verzoek-789',
      html: (body: string, status: number) => new Response(body, { status }),
      json: (body: unknown, status: number) => Response.json(body, { status }),
    };
    const res = onError(new TypeError('antwoord van kandidaat: mijn adres is Dorpsstraat 1'), context as never);
    expect(res.status).toBe(500);
    expect(JSON.parse(logged[0]!)).toEqual({ event: 'gateway-error', error: 'TypeError', requestId: 'verzoek-789' });
    expect(logged.join('\n')).not.toContain('Dorpsstraat');
  });
});
