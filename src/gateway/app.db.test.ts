/**
 * The composed gateway (app.ts) with the real backend in-process and a fake page handler: headers on every
 * kind of answer, compression, static files before the guard, CSRF with a real session, the 1 MB limit, and
 * the one error handler that never shows internals.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_BODY_BYTES as BACKEND_MAX_BODY_BYTES } from '#src/backend/app';
import { eq } from 'drizzle-orm';
import { auditLog } from '#src/server/db/schema';
import { createUser } from '#src/server/testing/api';
import { createGateway } from './app';
import { TITLES } from './errors';
import { METHOD_NOT_ALLOWED } from './methods';
import { MAX_BODY_BYTES } from './forward';
import { ASTRO_LIKE_CSP } from './testing/fake-pages';
import { openTestbed, ORIGIN, signInThroughPage, type Testbed } from './testing/testbed';

let bed: Testbed;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'gateway-client-'));
  mkdirSync(join(clientDir, '_astro'));
  writeFileSync(join(clientDir, '_astro', 'island.X1.js'), 'export{}');
  mkdirSync(join(clientDir, 'handleiding'));
  writeFileSync(join(clientDir, 'handleiding', 'nl.pdf'), '%PDF-1.7');
  bed = await openTestbed({ clientDir });
});
afterAll(async () => {
  await bed.audit.settled();
  await bed.handle.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('security headers on every kind of answer', () => {
  it('page, redirect, API, static file', async () => {
    const answers = {
      page: await bed.app.request('/login'),
      redirect: await bed.app.request('/cp/admin'),
      api: await bed.app.request('/api/user/get'),
      file: await bed.app.request('/_astro/island.X1.js'),
    };
    for (const [kind, res] of Object.entries(answers)) {
      expect(res.headers.get('x-content-type-options'), kind).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), kind).toBe('DENY');
      expect(res.headers.get('referrer-policy'), kind).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('content-security-policy'), kind).toContain("frame-ancestors 'none'");
      expect(res.headers.get('strict-transport-security'), kind).toBeNull();
      expect(res.headers.get('x-request-id'), kind).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(answers.page.headers.get('content-security-policy')).toContain(ASTRO_LIKE_CSP.split(';')[0]!);
    expect(answers.api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answers.api.headers.get('cache-control')).toBe('no-store');
    expect(answers.page.headers.get('cache-control')).toBe('no-store');
    expect(answers.file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('adds HSTS on a real host name', async () => {
    const res = await bed.app.request('https://platform.example.nl/login');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('forbids caching of signed-in pages', async () => {
    const user = await createUser(bed.handle, 'User');
    const { cookie } = await signInThroughPage(bed.app, user.email);
    const res = await bed.app.request('/dashboard/overzicht', { headers: { cookie: cookie! } });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('compression and static files', () => {
  it('compresses pages with brotli when accepted', async () => {
    const res = await bed.app.request('/login', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('<h1>/login</h1>');
  });

  it('serves public files before the route guard (no redirect to /404)', async () => {
    const res = await bed.app.request('/handleiding/nl.pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect((await bed.app.request('/bestaat-niet.pdf')).headers.get('location')).toBe('/404');
  });

  it('lets browsers keep the manual for an hour and then ask whether it changed', async () => {
    const res = await bed.app.request('/handleiding/nl.pdf');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await bed.app.request('/handleiding/nl.pdf', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });
});

describe('requests the gateway refuses', () => {
  it('refuses a cross-origin POST that carries a real session cookie, lets the same-origin one through', async () => {
    const user = await createUser(bed.handle, 'User');
    const { cookie } = await signInThroughPage(bed.app, user.email);
    const post = (origin: string) =>
      bed.app.request('/api/notification/read', {
        method: 'PUT',
        headers: { cookie: cookie!, origin, 'content-type': 'text/plain' },
        body: '{"id":"00000000-0000-4000-8000-000000000000"}',
      });
    const crossSite = await post('https://evil.example');
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({ title: TITLES.crossSite });
    expect((await post(ORIGIN)).status).not.toBe(403);
  });

  it('answers 405 with Allow, security headers and (for /api) an audit record to methods the platform does not use', async () => {
    for (const [method, path] of [
      ['OPTIONS', '/login'],
      ['PROPFIND', '/dashboard/overzicht'],
      ['X-TRACE', '/login'], // TRACE, renamed by scripts/start.mjs because a web Request cannot carry it
      ['X-TRACE', '/api/user/get'],
      ['BREW', '/api/user/login'],
    ] as const) {
      const res = await bed.app.request(path, { method });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD, POST, PUT, PATCH, DELETE');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(await res.json()).toEqual({ title: METHOD_NOT_ALLOWED });
    }
    await bed.audit.settled();
    const rows = await bed.handle.db.select().from(auditLog).where(eq(auditLog.status, 405));
    expect(rows.map((r) => `${r.method} ${r.route}`).sort()).toEqual(['BREW /api/user/login', 'X-TRACE /api/user/get']);
  });

  it('answers 413 for a body over 1 MB before it reaches the backend', async () => {
    expect(MAX_BODY_BYTES).toBe(BACKEND_MAX_BODY_BYTES);
    const user = await createUser(bed.handle, 'User');
    const res = await bed.app.request('/api/message', {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ to: [], subject: 'x', body: 'x'.repeat(MAX_BODY_BYTES) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ title: 'De aanvraag is te groot (maximaal 1 MB).' });
  });
});

describe('unexpected errors', () => {
  function failing() {
    const logError = vi.fn();
    const app = createGateway({
      pages: () => {
        throw new Error('geheim detail: wachtwoord=hunter2');
      },
      db: async () => bed.handle.db,
      backend: bed.backend,
      upstream: null,
      audit: bed.audit,
      clientDir: null,
      logError,
    });
    return { app, logError };
  }

  it('answers a generic Dutch page without internals, logs the error with the request id', async () => {
    const { app, logError } = failing();
    const res = await app.request('/login');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).toContain('Er ging iets mis');
    expect(text).not.toContain('geheim');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(logError).toHaveBeenCalledWith(expect.any(Error), res.headers.get('x-request-id'));
  });

  it('answers JSON to a client that asks for it', async () => {
    const { app } = failing();
    const res = await app.request('/login', { headers: { accept: 'application/json' } });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ title: TITLES.server });
  });
});
