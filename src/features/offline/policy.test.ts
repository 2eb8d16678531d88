/** What may be kept offline and the `Offline-Scope` header (policy.ts, docs/decisions/018-service-worker.md). */
import { describe, expect, it } from 'vitest';
import { contentImagesIn, evaluationPagesIn, formatOfflineScope, mayKeepPage, offlinePage, pageCacheKey, pagesAheadIn, parseOfflineScope, testPagesIn } from './policy';

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

describe("a teacher's PAT pages", () => {
  const PAT = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
  const DAY = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
  const MODULE = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
  const CANDIDATE = 'ffffffff-ffff-4fff-8fff-ffffffffffff';
  const FORM = `/docent/evaluate/${PAT}/${MODULE}/${CANDIDATE}`;

  it('are their PATs, a PAT’s days, a day’s grid and the evaluation forms, kept for teachers only', () => {
    expect(offlinePage(url('/docent/pat'))).toEqual({ kind: 'pat-list' });
    expect(offlinePage(url(`/docent/pat-dagen/${PAT}`))).toEqual({ kind: 'pat-days', patId: PAT });
    expect(offlinePage(url(`/docent/pat-dag/${DAY}`))).toEqual({ kind: 'pat-day', dayId: DAY });
    expect(offlinePage(url(`${FORM}?role=second&dag=${DAY}`))).toMatchObject({ kind: 'evaluation', second: true, dayId: DAY });
    for (const path of ['/docent/pat', `/docent/pat-dag/${DAY}`, FORM]) {
      expect(mayKeepPage('Teacher', url(path)), path).toBe(true);
      expect(mayKeepPage('User', url(path)), path).toBe(false);
      expect(mayKeepPage('Coordinator', url(path)), path).toBe(false);
    }
    expect(mayKeepPage('Teacher', url('/dashboard/overzicht'))).toBe(false);
    expect(mayKeepPage('User', url('/dashboard/overzicht'))).toBe(true);
    expect(mayKeepPage('Teacher', url('/docent/overzicht'))).toBe(false);
    expect(pageCacheKey(url('/docent/evaluate/a/b'))).toBeNull();
  });

  it('keep a report editor the teacher opened, without parameters; never staff’s report page or the make-a-report post', () => {
    const REPORT = `/docent/user/${CANDIDATE}/rapportage/${DAY}`;
    expect(offlinePage(url(REPORT))).toEqual({ kind: 'report', reportId: DAY });
    expect(mayKeepPage('Teacher', url(REPORT))).toBe(true);
    expect(mayKeepPage('Coordinator', url(REPORT))).toBe(false);
    expect(pageCacheKey(url(`${REPORT}?opgeslagen=1`))).toBe(`${ORIGIN}${REPORT}`);
    expect(offlinePage(url(`/docent/user/${CANDIDATE}/rapportage/nieuw`))).toBeNull();
    expect(offlinePage(url(`/cp/user/${CANDIDATE}/rapportage/${DAY}`))).toBeNull();
    expect(mayKeepPage('Admin', url(`/cp/user/${CANDIDATE}/rapportage/${DAY}`))).toBe(false);
  });

  it('keep a form under its role and day in a fixed order, without any other parameter', () => {
    expect(pageCacheKey(url(`${FORM}?x=1&dag=${DAY.toUpperCase()}&role=second`))).toBe(`${ORIGIN}${FORM}?role=second&dag=${DAY}`);
    expect(pageCacheKey(url(`${FORM}?role=first&dag=not-a-day`))).toBe(`${ORIGIN}${FORM}`);
    expect(pageCacheKey(url(`/docent/pat-dag/${DAY}?tab=2`))).toBe(`${ORIGIN}/docent/pat-dag/${DAY}`);
  });

  it('fetch ahead the forms a day’s grid links to (also with &amp; in the HTML), and nothing from other pages', () => {
    const html = `<a href="${FORM}?dag=${DAY}">open</a><a href="${FORM}?role=second&amp;dag=${DAY}">open</a><a href="${FORM}?dag=${DAY}">dubbel</a><a href="/docent/pat">terug</a>`;
    const day = url(`/docent/pat-dag/${DAY}`);
    expect(evaluationPagesIn(html, day)).toEqual([`${ORIGIN}${FORM}?dag=${DAY}`, `${ORIGIN}${FORM}?role=second&dag=${DAY}`]);
    expect(pagesAheadIn(html, day)).toEqual(evaluationPagesIn(html, day));
    expect(evaluationPagesIn(html, day, 1)).toHaveLength(1);
    expect(pagesAheadIn(html, url(`/docent/pat-dagen/${PAT}`))).toEqual([]);
    expect(pagesAheadIn(html, url(`${FORM}?dag=${DAY}`))).toEqual([]);
    expect(testPagesIn(html, day)).toEqual([]);
  });
});

describe("a teacher's roll call", () => {
  const LESSON = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
  const ROLL = `/docent/opleiding/attendance/${LESSON}`;

  it('is kept for teachers only, under its path without parameters, and fetches nothing ahead', () => {
    expect(offlinePage(url(ROLL))).toEqual({ kind: 'roll-call', lessonId: LESSON });
    expect(mayKeepPage('Teacher', url(ROLL))).toBe(true);
    expect(mayKeepPage('User', url(ROLL))).toBe(false);
    expect(mayKeepPage('Coordinator', url(ROLL))).toBe(false);
    expect(pageCacheKey(url(`${ROLL}?x=1`))).toBe(`${ORIGIN}${ROLL}`);
    expect(offlinePage(url('/docent/opleiding/attendance'))).toBeNull();
    expect(pagesAheadIn(`<a href="${ROLL}">les</a>`, url(ROLL))).toEqual([]);
  });
});

describe("a teacher's evaluations on an education", () => {
  const EDUCATION = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
  const OTHER = 'abababab-abab-4bab-8bab-abababababab';
  const MODULE = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
  const CANDIDATE = 'ffffffff-ffff-4fff-8fff-ffffffffffff';
  const GRID = `/docent/opleiding/candidate/evaluate/${EDUCATION}`;
  const FORM = `${GRID}?module=${MODULE}&candidate=${CANDIDATE}`;

  it('are the grid and each form, kept for teachers only, a form under its module and candidate in a fixed order', () => {
    expect(offlinePage(url(GRID))).toEqual({ kind: 'education-evaluations', educationId: EDUCATION, form: null });
    expect(offlinePage(url(FORM))).toEqual({ kind: 'education-evaluations', educationId: EDUCATION, form: { moduleId: MODULE, candidateId: CANDIDATE } });
    for (const path of [GRID, FORM]) {
      expect(mayKeepPage('Teacher', url(path)), path).toBe(true);
      expect(mayKeepPage('User', url(path)), path).toBe(false);
      expect(mayKeepPage('Coordinator', url(path)), path).toBe(false);
    }
    expect(pageCacheKey(url(`${GRID}?candidate=${CANDIDATE.toUpperCase()}&x=1&module=${MODULE}`))).toBe(`${ORIGIN}${FORM}`);
    // A form needs both, as UUIDs; otherwise it is the grid.
    expect(pageCacheKey(url(`${GRID}?module=${MODULE}`))).toBe(`${ORIGIN}${GRID}`);
    expect(pageCacheKey(url(`${GRID}?module=1&candidate=${CANDIDATE}`))).toBe(`${ORIGIN}${GRID}`);
    expect(offlinePage(url('/docent/opleiding/candidate/evaluate'))).toBeNull();
  });

  it('fetch ahead the forms of the same education the grid links to, and nothing from a form', () => {
    const otherForm = `/docent/opleiding/candidate/evaluate/${OTHER}?module=${MODULE}&amp;candidate=${CANDIDATE}`;
    const html = `<a href="${GRID}?module=${MODULE}&amp;candidate=${CANDIDATE}">open</a><a href="${otherForm}">ander</a><a href="/docent/opleiding/detail/${EDUCATION}">terug</a>`;
    expect(evaluationPagesIn(html, url(GRID))).toEqual([`${ORIGIN}${FORM}`]);
    expect(pagesAheadIn(html, url(GRID))).toEqual([`${ORIGIN}${FORM}`]);
    expect(pagesAheadIn(html, url(FORM))).toEqual([]);
  });
});
