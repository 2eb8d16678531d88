/** The audit trail's pure parts and failure handling (audit-log.ts); the database side is in audit-log.db.test.ts. */
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { AUDIT_FLUSH_MS } from '#src/server/audit-buffer';
import { auditLine, auditLog, auditRoute, auditTrail, MAX_ROUTE_LENGTH, outcomeOf, recordAuthEvent, type AuditRecord } from './audit-log';
import type { GatewayEnv } from './env';

const record: AuditRecord = {
  at: new Date('2026-03-02T10:00:00Z'),
  requestId: 'r-1',
  userId: null,
  role: null,
  method: 'GET',
  route: '/api/user/get',
  status: 200,
  durationMs: 3,
  clientIp: '203.0.113.9',
  outcome: 'ok',
};

describe('outcomeOf', () => {
  it.each([
    [200, 'ok'],
    [204, 'ok'],
    [302, 'ok'],
    [400, 'client-error'],
    [401, 'denied'],
    [403, 'denied'],
    [404, 'client-error'],
    [413, 'client-error'],
    [500, 'server-error'],
    [502, 'server-error'],
  ])('%i → %s', (status, outcome) => expect(outcomeOf(status)).toBe(outcome));
});

describe('auditTrail', () => {
  it('prints one JSON line per record, with the time in UTC', () => {
    const lines: string[] = [];
    const trail = auditTrail({ write: async () => {}, print: (l) => lines.push(l) });
    trail.record(record);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('\n');
    expect(JSON.parse(lines[0]!)).toMatchObject({ type: 'audit', at: '2026-03-02T10:00:00.000Z', route: '/api/user/get' });
  });

  it('logs a failed write and carries on', async () => {
    const logError = vi.fn();
    const trail = auditTrail({
      write: async () => {
        throw new Error('database weg');
      },
      print: null,
      logError,
    });
    expect(() => trail.record(record)).not.toThrow();
    await trail.settled();
    expect(logError).toHaveBeenCalledOnce();
  });

  it('stores the records of one moment with one write, and settled() stores what is gathered', async () => {
    const writes: AuditRecord[][] = [];
    const trail = auditTrail({ write: async (records) => void writes.push([...records]), print: null });
    for (const requestId of ['a', 'b', 'c']) trail.record({ ...record, requestId });
    expect(writes).toEqual([]);
    await trail.settled();
    expect(writes.map((batch) => batch.map((r) => r.requestId))).toEqual([['a', 'b', 'c']]);
  });

  it('stores gathered records by itself within AUDIT_FLUSH_MS', async () => {
    vi.useFakeTimers();
    try {
      const stored: AuditRecord[] = [];
      const trail = auditTrail({ write: async (records) => void stored.push(...records), print: null });
      trail.record(record);
      await vi.advanceTimersByTimeAsync(AUDIT_FLUSH_MS);
      expect(stored).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('when a batch cannot be stored, stores the others one by one and logs only the one that fails', async () => {
    const stored: string[] = [];
    const logError = vi.fn();
    const trail = auditTrail({
      write: async (records) => {
        if (records.some((r) => r.requestId === 'kapot')) throw new Error('ongeldige waarde');
        stored.push(...records.map((r) => r.requestId));
      },
      print: null,
      logError,
    });
    for (const requestId of ['a', 'kapot', 'c']) trail.record({ ...record, requestId });
    await trail.settled();
    expect(stored).toEqual(['a', 'c']);
    expect(logError).toHaveBeenCalledOnce();
    expect(logError.mock.calls[0]![1]).toBe('kapot');
  });

  it('marks sign-in events on the line and stores them as the backend call they made', async () => {
    const lines: string[] = [];
    const stored: AuditRecord[] = [];
    const trail = auditTrail({ write: async (records) => void stored.push(...records), print: (l) => lines.push(l) });
    recordAuthEvent(trail, 'sign-in-failed', { requestId: 'r', userId: null, role: null, status: 401, durationMs: 400, clientIp: 'x' });
    expect(JSON.parse(lines[0]!)).toMatchObject({ event: 'sign-in-failed', route: '/api/user/login', method: 'POST', outcome: 'denied' });
    await trail.settled();
    expect(stored[0]).toMatchObject({ route: '/api/user/login', status: 401, outcome: 'denied' });
    expect(auditLine(stored[0]!)).not.toContain('event');
  });
});

describe('auditLog middleware', () => {
  it('records each call once, after the answer, with the caller set further down the chain', async () => {
    const stored: AuditRecord[] = [];
    const trail = auditTrail({ write: async (records) => void stored.push(...records), print: null });
    const app = new Hono<GatewayEnv>();
    app.use(async (c, next) => {
      c.set('requestId', 'req-9');
      c.set('clientIp', '198.51.100.1');
      await next();
    });
    app.use('/api/*', auditLog({ trail }));
    app.get('/api/user/get', (c) => {
      c.set('caller', { userId: 'u-1', role: 'Teacher' });
      return c.json({ ok: true });
    });
    await app.request('/api/user/get?userId=secret-looking-query');
    await app.request('/api/onbekend');
    await trail.settled();
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({
      requestId: 'req-9',
      userId: 'u-1',
      role: 'Teacher',
      method: 'GET',
      route: '/api/user/get',
      status: 200,
      clientIp: '198.51.100.1',
      outcome: 'ok',
    });
    expect(stored[1]).toMatchObject({ route: '/api/onbekend', status: 404, userId: null, outcome: 'client-error' });
  });
});

describe('auditRoute', () => {
  it('writes control characters as %XX and lone surrogates as U+FFFD, and keeps ordinary paths as they are', () => {
    expect(auditRoute('/api/user/get')).toBe('/api/user/get');
    expect(auditRoute('/api/message/\u0000')).toBe('/api/message/%00');
    expect(auditRoute('/api/x/\n\u001b[31m')).toBe('/api/x/%0A%1B[31m');
    expect(auditRoute('/api/x/\ud800y\udc00')).toBe('/api/x/\ufffdy\ufffd');
    expect(auditRoute('/api/x/😀 é')).toBe('/api/x/😀 é');
  });

  it('keeps a lesson calendar feed by its pattern, without the secret token in its address', () => {
    const token = 'Zq3-_x'.repeat(7).slice(0, 43);
    expect(auditRoute(`/api/education/calendar/${token}.ics`)).toBe('/api/education/calendar/{token}.ics');
    expect(auditRoute(`/api/education/calendar/${token}`)).toBe('/api/education/calendar/{token}.ics');
    expect(auditRoute(`/api/education/calendar/${token}.ics/extra`)).toBe('/api/education/calendar/{token}.ics'); // a mistyped longer address too
    expect(auditRoute('/api/education/calendar')).toBe('/api/education/calendar');
  });

  it('cuts very long routes', () => {
    const long = auditRoute(`/api/${'a'.repeat(5000)}`);
    expect(long).toHaveLength(MAX_ROUTE_LENGTH);
    expect(long.endsWith('…')).toBe(true);
  });
});
