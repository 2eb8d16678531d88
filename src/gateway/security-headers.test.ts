import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { GatewayEnv } from './env';
import { API_POLICY, HSTS, mergePolicy, PAGE_POLICY, PERMISSIONS_POLICY, securityHeaders } from './security-headers';

const ASTRO_CSP = "script-src 'self' 'sha256-abc='; style-src 'self' 'sha256-def='";

function app(signedIn = false) {
  const a = new Hono<GatewayEnv>();
  a.use(async (c, next) => {
    c.set('session', signedIn ? ({ role: 'User' } as GatewayEnv['Variables']['session']) : null);
    await next();
  });
  a.use(securityHeaders());
  a.get('/api/user/get', (c) => c.json({ ok: true }));
  a.get('/page', (c) => c.html('<h1>x</h1>', 200, { 'Content-Security-Policy': ASTRO_CSP }));
  a.get('/file.js', (c) => c.body('x', 200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'public, max-age=60' }));
  a.get('/moved', () => Response.redirect('http://localhost/page', 302)); // immutable headers
  a.get('/api/media/:id', (c) =>
    c.req.param('id') === 'x'
      ? c.body('beeld', 200, { 'Content-Type': 'image/webp', 'Cache-Control': 'private, max-age=31536000, immutable' })
      : c.json({ title: 'Niet gevonden.' }, 404, { 'Cache-Control': 'private, max-age=60' }),
  );
  a.get('/api/education/calendar/:file', (c) =>
    c.req.param('file') === 'gone.ics'
      ? c.json({ title: 'Deze agenda bestaat niet (meer).' }, 404, { 'Cache-Control': 'private, no-cache' })
      : c.req.header('if-none-match')
        ? c.body(null, 304, { ETag: '"v1"', 'Cache-Control': 'private, no-cache' })
        : c.body('BEGIN:VCALENDAR', 200, { 'Content-Type': 'text/calendar; charset=utf-8', ETag: '"v1"', 'Cache-Control': 'private, no-cache' }),
  );
  return a;
}

describe('securityHeaders', () => {
  it('sets the fixed headers on every answer, also on immutable ones', async () => {
    for (const path of ['/api/user/get', '/page', '/file.js', '/moved', '/missing']) {
      const res = await app().request(path);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('permissions-policy'), path).toBe(PERMISSIONS_POLICY);
      expect(res.headers.get('permissions-policy'), path).toContain('camera=()');
      expect(res.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(res.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
    }
  });

  it("adds the page directives to Astro's policy, keeping its hashes", async () => {
    const csp = (await app().request('/page')).headers.get('content-security-policy');
    expect(csp).toBe(`${ASTRO_CSP.replace(/;\s*/g, '; ')}; ${PAGE_POLICY}`);
  });

  it('gives /api answers the strict JSON policy', async () => {
    expect((await app().request('/api/user/get')).headers.get('content-security-policy')).toBe(API_POLICY);
  });

  it('sends HSTS only when the host is not localhost', async () => {
    for (const host of ['http://localhost', 'http://127.0.0.1:4321', 'http://[::1]:4321']) {
      expect((await app().request(`${host}/page`)).headers.get('strict-transport-security'), host).toBeNull();
    }
    expect((await app().request('https://platform.example.nl/page')).headers.get('strict-transport-security')).toBe(HSTS);
  });

  it('forbids caching of /api answers and of pages for signed-in users', async () => {
    expect((await app().request('/api/user/get')).headers.get('cache-control')).toBe('no-store');
    expect((await app(true).request('/page')).headers.get('cache-control')).toBe('no-store');
    expect((await app(true).request('/file.js')).headers.get('cache-control')).toBe('no-store');
  });

  it("keeps an uploaded image's private cache rule (docs/api.md Images), also for signed-in users; not on errors", async () => {
    expect((await app(true).request('/api/media/x')).headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect((await app(true).request('/api/media/y')).headers.get('cache-control')).toBe('no-store');
  });

  it("keeps a calendar feed's private, revalidated cache rule on 200 and 304 (decision 051); not on errors", async () => {
    expect((await app().request('/api/education/calendar/a.ics')).headers.get('cache-control')).toBe('private, no-cache');
    const again = await app().request('/api/education/calendar/a.ics', { headers: { 'if-none-match': '"v1"' } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('private, no-cache');
    expect((await app().request('/api/education/calendar/gone.ics')).headers.get('cache-control')).toBe('no-store');
  });

  it("keeps a static file's own cache rule for visitors who are not signed in", async () => {
    expect((await app().request('/file.js')).headers.get('cache-control')).toBe('public, max-age=60');
    expect((await app().request('/page')).headers.get('cache-control')).toBe('no-store');
  });
});

describe('mergePolicy', () => {
  it('never repeats a directive Astro already set', () => {
    expect(mergePolicy("default-src 'none'; script-src 'self'", "default-src 'self'; object-src 'none'")).toBe(
      "default-src 'none'; script-src 'self'; object-src 'none'",
    );
  });

  it('uses the extra policy alone when there is none', () => {
    expect(mergePolicy(null, PAGE_POLICY)).toBe(PAGE_POLICY);
  });
});

describe('markup the page policy would block', () => {
  it('no component or island writes an inline style attribute (style-src allows only hashed stylesheets)', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    // Mail templates (src/server/mail/) never reach a page: mail clients read only inline styles, and no page
    // policy applies to a mail (docs/decisions/052-mail-templates.md).
    const files = (readdirSync('src', { recursive: true }) as string[])
      .filter((f) => /\.(astro|tsx)$/.test(f) && !/\.test\.tsx$/.test(f))
      .map((f) => join('src', f))
      .filter((f) => !f.startsWith(join('src', 'server', 'mail')));
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.filter((f) => /\sstyle=(["'{])/.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
