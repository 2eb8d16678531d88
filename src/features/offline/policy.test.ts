/** What may be kept offline and the `Offline-Scope` header (policy.ts, docs/decisions/018-service-worker.md). */
import { describe, expect, it } from 'vitest';
import { contentImagesIn, formatOfflineScope, offlinePage, pageCacheKey, parseOfflineScope, testPagesIn } from './policy';

const ORIGIN = 'http://localhost:4321';
const url = (path: string) => new URL(path, ORIGIN);
const USER = '0f8c1a52-3c1e-4d7e-9a57-5b0a2f6c9e11';
const TEST = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

describe('Offline-Scope header', () => {
  it('writes and reads the candidate, the end of the session and keep', () => {
    const value = formatOfflineScope({ user: USER, until: 1_900_000_000, keep: true });
    expect(value).toBe(`${USER}; until=1900000000; keep`);
    expect(parseOfflineScope(value)).toEqual({ user: USER, until: 1_900_000_000, keep: true });
    expect(parseOfflineScope(`${USER}; until=5`)).toEqual({ user: USER, until: 5, keep: false });
    expect(formatOfflineScope(null)).toBe('none');
    expect(parseOfflineScope('none')).toBeNull();
  });

  it('reads a missing or malformed header as saying nothing', () => {
    for (const value of [null, undefined, '', 'none; keep', `${USER}`, `${USER}; keep`, `${USER}; until=abc`, `../x; until=1`, `${USER}; until=1; later`]) {
      expect(parseOfflineScope(value)).toBeUndefined();
    }
  });

  it('refuses to write a user id that could name another cache', () => {
    expect(() => formatOfflineScope({ user: 'a/b', until: 1, keep: false })).toThrow(TypeError);
    expect(() => formatOfflineScope({ user: USER, until: 1.5, keep: false })).toThrow(TypeError);
  });
});

describe('pages that may be kept', () => {
  it('are the dashboard, a test overview and the player with a module', () => {
    expect(offlinePage(url('/dashboard/overzicht'))).toEqual({ kind: 'dashboard' });
    expect(offlinePage(url(`/dashboard/test/overzicht/${TEST}`))).toEqual({ kind: 'overview', testId: TEST });
    expect(offlinePage(url(`/dashboard/test/${TEST}?module=2&vraag=4`))).toEqual({ kind: 'player', testId: TEST, module: 2 });
  });

  it('are not the language choice, the start link, the close page, other candidate pages or anyone else’s', () => {
    for (const path of [
      `/dashboard/test/${TEST}`,
      `/dashboard/test/${TEST}?module=0`,
      `/dashboard/test/${TEST}?module=x`,
      `/dashboard/test/nl/${TEST}`,
      `/dashboard/test/afsluiten/${TEST}/`,
      `/dashboard/test/afsluiten?module=1`,
      '/dashboard/profile',
      '/mailbox',
      '/profile',
      '/cp/admin',
      '/docent/overzicht',
      '/contactperson/overzicht',
      '/login',
    ]) {
      expect(pageCacheKey(url(path)), path).toBeNull();
    }
  });

  it('are kept under one key per module, whatever question is on screen', () => {
    expect(pageCacheKey(url(`/dashboard/test/${TEST}?vraag=4&module=02&x=1`))).toBe(`${ORIGIN}/dashboard/test/${TEST}?module=2`);
    expect(pageCacheKey(url('/dashboard/overzicht?x=1'))).toBe(`${ORIGIN}/dashboard/overzicht`);
  });
});

describe('what a page mentions', () => {
  const html = `<a href="/dashboard/test/overzicht/${TEST}">Overzicht</a>
    <astro-island props="{&quot;next&quot;:[0,&quot;/dashboard/test/${TEST}?module=3&quot;],&quot;img&quot;:[0,&quot;/api/media/cccccccc-cccc-4ccc-8ccc-cccccccccccc&quot;]}"></astro-island>
    <a href="/dashboard/test/afsluiten/${TEST}/">Afsluiten</a><a href="/dashboard/test/bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb?module=1">Andere test</a>
    <img src="/content/pick-list.svg"><img src="/api/media/cccccccc-cccc-4ccc-8ccc-cccccccccccc?w=960"><img src="/favicon.svg">`;

  it('the pages of the same test, without itself, the close page or other tests; nothing from the dashboard', () => {
    expect(testPagesIn(html + `<a href="/dashboard/test/${TEST}?module=1">1</a>`, url(`/dashboard/test/${TEST}?module=1&vraag=2`))).toEqual([
      `${ORIGIN}/dashboard/test/overzicht/${TEST}`,
      `${ORIGIN}/dashboard/test/${TEST}?module=3`,
    ]);
    expect(testPagesIn(html, url('/dashboard/overzicht'))).toEqual([]);
    expect(testPagesIn(html, url('/mailbox'))).toEqual([]);
  });

  it('the content images, an upload without a width at 640 pixels, no site icons', () => {
    expect(contentImagesIn(html, url(`/dashboard/test/${TEST}?module=1`))).toEqual([
      `${ORIGIN}/api/media/cccccccc-cccc-4ccc-8ccc-cccccccccccc?w=640`,
      `${ORIGIN}/content/pick-list.svg`,
      `${ORIGIN}/api/media/cccccccc-cccc-4ccc-8ccc-cccccccccccc?w=960`,
    ]);
    expect(contentImagesIn(html, url('/dashboard/overzicht'), 1)).toHaveLength(1);
  });
});
