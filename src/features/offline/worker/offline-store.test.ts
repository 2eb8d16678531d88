/**
 * The service worker's decisions (offline-store.ts, docs/decisions/018-service-worker.md) on an in-memory Cache
 * Storage: what is kept, for whom, what is shown without a connection, and what is forgotten.
 */
import { describe, expect, it, vi } from 'vitest';
import { fakeCaches } from '#src/features/offline/testing/fake-caches';
import { IMAGES_PREFIX, offlineStore, PAGES_PREFIX } from './offline-store';

const ORIGIN = 'http://localhost:4321';
const ANNA = '11111111-1111-4111-8111-111111111111';
const BRAM = '22222222-2222-4222-8222-222222222222';
const TEST = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const UPLOAD = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
/** Session ends at this Unix time (s); the clock starts an hour before. */
const UNTIL = 2_000_000_000;
const NOW = (UNTIL - 3600) * 1000;

const url = (path: string) => new URL(path, ORIGIN);
const PLAYER = `/dashboard/test/${TEST}?module=1`;
const OVERVIEW = `/dashboard/test/overzicht/${TEST}`;

/** A page answer as the gateway sends it; `scope` is the Offline-Scope header (null: none at all). */
function page(html: string, scope: string | null, status = 200): Response {
  const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
  if (scope !== null) headers['offline-scope'] = scope;
  return new Response(html, { status, headers });
}
const keep = (user: string) => `${user}; until=${UNTIL}; keep`;
const named = (user: string) => `${user}; until=${UNTIL}`;

/** What the browser gets for a redirected navigation: no status, no headers. */
function opaqueRedirect(): Response {
  const response = new Response(null, { status: 200 });
  Object.defineProperty(response, 'type', { value: 'opaqueredirect' });
  return response;
}

function setup() {
  const storage = fakeCaches();
  let clock = NOW;
  const network = new Map<string, () => Response>();
  const fetched: string[] = [];
  const fetch = vi.fn(async (request: Request) => {
    fetched.push(request.url);
    const answer = network.get(request.url);
    if (!answer) throw new TypeError('Failed to fetch');
    return answer();
  });
  const forgotten = vi.fn(async (_names: string[]) => undefined);
  const store = offlineStore({ caches: storage, fetch, now: () => clock, forgotten });
  /** A navigation answered by the network: learns from it and waits for the copy to be kept. */
  const visit = async (path: string, response: Response) => {
    const learned = await store.learn(url(path), response);
    await learned.settled;
    return learned;
  };
  return { storage, store, network, fetched, forgotten, visit, setClock: (ms: number) => (clock = ms) };
}

describe('keeping candidate pages', () => {
  it('keeps a page the server marked for this candidate and shows it without a connection, ignoring ?vraag=', async () => {
    const { store, storage, visit } = setup();
    await visit(`${PLAYER}&vraag=3`, page('<h1>Vraag 3</h1>', keep(ANNA)));
    expect(storage.urls(PAGES_PREFIX + ANNA)).toEqual([`${ORIGIN}${PLAYER}`]);
    expect(await store.currentUser()).toBe(ANNA);
    const offline = await store.keptPage(url(`${PLAYER}&vraag=5`));
    expect(await offline?.text()).toBe('<h1>Vraag 3</h1>');
    expect(await store.keptPage(url(`/dashboard/test/${TEST}?module=2`))).toBeUndefined();
  });

  it('keeps nothing that is not marked, not a kept kind of page, not HTML or not a success', async () => {
    const { store, storage, visit } = setup();
    await visit('/mailbox', page('<h1>Berichten</h1>', keep(ANNA)));
    await visit('/dashboard/profile', page('<h1>Hulpmiddelen</h1>', keep(ANNA)));
    await visit(`/dashboard/test/afsluiten/${TEST}/`, page('<h1>Afsluiten</h1>', keep(ANNA)));
    await visit(`/dashboard/test/${TEST}`, page('<h1>Kies een taal</h1>', keep(ANNA)));
    await visit('/dashboard/overzicht', page('<h1>Welkom</h1>', named(ANNA)));
    await visit(OVERVIEW, new Response('{}', { headers: { 'content-type': 'application/json', 'offline-scope': keep(ANNA) } }));
    await visit(PLAYER, page('<h1>Niet gevonden</h1>', keep(ANNA), 404));
    expect(storage.urls(PAGES_PREFIX + ANNA)).toEqual([]);
    expect(await store.keptPage(url('/dashboard/overzicht'))).toBeUndefined();
  });

  it('never keeps a staff, teacher or contact-person page, even at a candidate address', async () => {
    const { storage, visit } = setup();
    await visit('/dashboard/overzicht', page('<h1>Beheer</h1>', 'none'));
    await visit('/cp/admin', page('<h1>Beheer</h1>', 'none'));
    expect([...storage.caches.keys()]).toEqual([]);
  });

  it('shows a kept page only until the end of the session it was fetched in', async () => {
    const { store, visit, setClock } = setup();
    await visit('/dashboard/overzicht', page('<h1>Welkom</h1>', keep(ANNA)));
    setClock(UNTIL * 1000 - 1);
    expect(await store.keptPage(url('/dashboard/overzicht'))).toBeDefined();
    setClock(UNTIL * 1000);
    expect(await store.keptPage(url('/dashboard/overzicht'))).toBeUndefined();
  });

  it('drops the copy when the address now redirects (test closed) or is gone, but not for an answer without a label', async () => {
    const { store, storage, visit } = setup();
    await visit(PLAYER, page('<h1>Module 1</h1>', keep(ANNA)));
    await visit(OVERVIEW, page('<h1>Overzicht</h1>', keep(ANNA)));
    await visit(PLAYER, page('<h1>Bad gateway</h1>', null, 502));
    expect(await store.keptPage(url(PLAYER))).toBeDefined();
    await visit(PLAYER, opaqueRedirect());
    await visit(OVERVIEW, page('<h1>Niet gevonden</h1>', named(ANNA), 404));
    expect(storage.urls(PAGES_PREFIX + ANNA)).toEqual([]);
  });
});

describe('one candidate at a time (shared devices)', () => {
  it('a second candidate never gets the first one’s pages: they are deleted before the new page is handed over', async () => {
    const { store, storage, visit, forgotten } = setup();
    await visit(PLAYER, page('<h1>Anna</h1>', keep(ANNA)));
    await store.keepImage(ANNA, url('/content/a.svg'), new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } }));
    const learned = await store.learn(url('/dashboard/overzicht'), page('<h1>Bram</h1>', keep(BRAM)));
    // Deleted already when learn() resolves, i.e. before the worker returns Bram's page.
    expect([...storage.caches.keys()].filter((name) => name.endsWith(ANNA))).toEqual([]);
    await learned.settled;
    expect([...storage.caches.keys()]).toEqual([PAGES_PREFIX + BRAM]);
    expect(forgotten).toHaveBeenCalledWith(expect.arrayContaining([PAGES_PREFIX + ANNA, IMAGES_PREFIX + ANNA]));
    expect(await store.keptPage(url(PLAYER))).toBeUndefined();
    expect(await store.keptImage(url('/content/a.svg'))).toBeUndefined();
  });

  it('a session that simply expired: the sign-in page (none) forgets the candidate, so nothing is shown offline', async () => {
    const { store, storage, visit } = setup();
    await visit(PLAYER, page('<h1>Anna</h1>', keep(ANNA)));
    // Anna's session expired; the next person opens the site and gets the sign-in page.
    await visit(PLAYER, opaqueRedirect());
    await visit('/login', page('<h1>Inloggen</h1>', 'none'));
    expect([...storage.caches.keys()]).toEqual([]);
    expect(await store.currentUser()).toBeNull();
    expect(await store.keptPage(url(PLAYER))).toBeUndefined();
  });

  it('the candidate’s own other pages keep what they have; sign-out forgets everything', async () => {
    const { store, storage, visit, forgotten } = setup();
    await visit('/dashboard/overzicht', page('<h1>Welkom</h1>', keep(ANNA)));
    await visit('/mailbox', page('<h1>Berichten</h1>', named(ANNA)));
    expect(storage.urls(PAGES_PREFIX + ANNA)).toHaveLength(1);
    await store.forget(null);
    expect([...storage.caches.keys()]).toEqual([]);
    expect(forgotten).toHaveBeenCalledWith([PAGES_PREFIX + ANNA]);
    expect(await store.keptPage(url('/dashboard/overzicht'))).toBeUndefined();
  });

  it('two candidates’ caches side by side (never expected) serve nobody', async () => {
    const { store, storage } = setup();
    await (await storage.open(PAGES_PREFIX + ANNA)).put(`${ORIGIN}/dashboard/overzicht`, page('<h1>Anna</h1>', keep(ANNA)));
    await (await storage.open(PAGES_PREFIX + BRAM)).put(`${ORIGIN}/dashboard/overzicht`, page('<h1>Bram</h1>', keep(BRAM)));
    expect(await store.currentUser()).toBeNull();
    expect(await store.keptPage(url('/dashboard/overzicht'))).toBeUndefined();
  });

  it('a copy filed under the wrong candidate is not shown', async () => {
    const { store, storage } = setup();
    await (await storage.open(PAGES_PREFIX + ANNA)).put(`${ORIGIN}/dashboard/overzicht`, page('<h1>Bram</h1>', keep(BRAM)));
    expect(await store.keptPage(url('/dashboard/overzicht'))).toBeUndefined();
  });
});

describe('a new version of the worker', () => {
  it('fetches the kept pages again and drops those it cannot fetch (they name scripts that are gone)', async () => {
    const { store, storage, network, visit } = setup();
    await visit('/dashboard/overzicht', page('<h1>Oude versie</h1>', keep(ANNA)));
    await visit(OVERVIEW, page('<h1>Oude versie</h1>', keep(ANNA)));
    network.set(`${ORIGIN}/dashboard/overzicht`, () => page('<h1>Nieuwe versie</h1>', keep(ANNA)));
    await store.renew();
    expect(await (await store.keptPage(url('/dashboard/overzicht')))?.text()).toBe('<h1>Nieuwe versie</h1>');
    expect(storage.urls(PAGES_PREFIX + ANNA)).toEqual([`${ORIGIN}/dashboard/overzicht`]);
  });
});

describe('fetching the test ahead', () => {
  const playerHtml = `<astro-island props="{&quot;overviewHref&quot;:[0,&quot;/dashboard/test/overzicht/${TEST}&quot;],&quot;nextModuleHref&quot;:[0,&quot;/dashboard/test/${TEST}?module=2&quot;],&quot;src&quot;:[0,&quot;/api/media/${UPLOAD}&quot;]}"></astro-island><a href="/dashboard/test/afsluiten/${TEST}/">Afsluiten</a><img src="/content/sign.svg">`;

  it('keeps the overview and the other modules of the test, and the images of all of them, one at a time', async () => {
    const { storage, store, network, fetched, visit } = setup();
    network.set(`${ORIGIN}${OVERVIEW}`, () => page(`<a href="${PLAYER}">1</a><a href="/dashboard/test/${TEST}?module=2">2</a>`, keep(ANNA)));
    network.set(`${ORIGIN}/dashboard/test/${TEST}?module=2`, () => page('<img src="/content/module2.svg">', keep(ANNA)));
    for (const image of ['/content/sign.svg', '/content/module2.svg', `/api/media/${UPLOAD}?w=640`]) {
      network.set(`${ORIGIN}${image}`, () => new Response('img', { headers: { 'content-type': 'image/svg+xml' } }));
    }
    await visit(PLAYER, page(playerHtml, keep(ANNA)));
    expect(storage.urls(PAGES_PREFIX + ANNA)).toEqual([
      `${ORIGIN}/dashboard/test/${TEST}?module=1`,
      `${ORIGIN}/dashboard/test/${TEST}?module=2`,
      `${ORIGIN}${OVERVIEW}`,
    ]);
    expect(storage.urls(IMAGES_PREFIX + ANNA)).toEqual([
      `${ORIGIN}/api/media/${UPLOAD}?w=640`,
      `${ORIGIN}/content/module2.svg`,
      `${ORIGIN}/content/sign.svg`,
    ]);
    expect(fetched.some((f) => f.includes('afsluiten'))).toBe(false);
    // The browser asks for another width of the upload: without a connection any kept width is shown.
    expect(await store.keptImage(url(`/api/media/${UPLOAD}?w=960`), { exact: true })).toBeUndefined();
    expect(await store.keptImage(url(`/api/media/${UPLOAD}?w=960`))).toBeDefined();
    // A second visit fetches nothing ahead that is kept already.
    fetched.length = 0;
    await visit(PLAYER, page(playerHtml, keep(ANNA)));
    expect(fetched).toEqual([]);
  });

  it('stops, and forgets, when a page fetched ahead belongs to someone else', async () => {
    const { storage, network, visit } = setup();
    network.set(`${ORIGIN}${OVERVIEW}`, () => page('<h1>Inloggen</h1>', 'none'));
    network.set(`${ORIGIN}/dashboard/test/${TEST}?module=2`, () => page('<h1>Module 2</h1>', keep(ANNA)));
    await visit(PLAYER, page(playerHtml, keep(ANNA)));
    expect([...storage.caches.keys()]).toEqual([]);
  });

  it('an image arriving after someone else signed in is not kept', async () => {
    const { store, storage, visit } = setup();
    await visit('/dashboard/overzicht', page('<h1>Bram</h1>', keep(BRAM)));
    await store.keepImage(ANNA, url('/content/a.svg'), new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } }));
    expect(storage.urls(IMAGES_PREFIX + ANNA)).toEqual([]);
    await store.keepImage(BRAM, url('/content/a.svg'), new Response('geen afbeelding', { headers: { 'content-type': 'text/html' } }));
    expect(storage.urls(IMAGES_PREFIX + BRAM)).toEqual([]);
  });
});

describe("a teacher's PAT day", () => {
  const DAY = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
  const FORM_A = `/docent/evaluate/${TEST}/${UPLOAD}/${ANNA}?dag=${DAY}`;
  const FORM_B = `/docent/evaluate/${TEST}/${UPLOAD}/${BRAM}?role=second&dag=${DAY}`;

  it('keeps the grid for the teacher and fetches every form it links to ahead, so each opens without a connection', async () => {
    const { store, storage, network, visit } = setup();
    network.set(`${ORIGIN}${FORM_A}`, () => page('<h1>Formulier A</h1>', keep(BRAM)));
    network.set(`${ORIGIN}${FORM_B}`, () => page('<h1>Formulier B</h1>', keep(BRAM)));
    const grid = `<table><a href="${FORM_A}">open</a><a href="${FORM_B.replace('&', '&amp;')}">concept</a></table>`;
    await visit(`/docent/pat-dag/${DAY}`, page(grid, keep(BRAM)));
    expect(storage.urls(PAGES_PREFIX + BRAM).sort()).toEqual([`${ORIGIN}/docent/pat-dag/${DAY}`, `${ORIGIN}${FORM_A}`, `${ORIGIN}${FORM_B}`].sort());
    expect(await (await store.keptPage(url(FORM_B)))?.text()).toBe('<h1>Formulier B</h1>');
    // Someone else signing in on the tablet forgets the teacher's pages.
    await visit('/login', page('<h1>Inloggen</h1>', 'none'));
    expect(await store.keptPage(url(FORM_A))).toBeUndefined();
  });
});
