/**
 * The profession tests a licence can be for, for the test select of /cp/license/create: every page of
 * `GET /api/test` (docs/api.md "Profession test": staff, paged by 20, newest first), sorted by title in Dutch order.
 */
import type { $Fetch } from 'ofetch';
import type { Page } from '#src/lib/contract';

/**
 * The fields of a line of `GET /api/test` this select reads (the whole line is profession-test/contract.ts
 * `TestItem`). Declared here so licences does not import profession-test, which takes seats from licences.
 */
interface TestLine {
  id: string;
  title: string;
}

/** At most this many pages are read (200 tests); a platform with more needs a search instead of a select. */
export const MAX_TEST_PAGES = 10;

/**
 * Every profession test as `{ id, title }`, by title.
 * @param api the page's `Astro.locals.api`.
 * @throws the first failed call's error (ofetch's FetchError), for `load()` to turn into a Dutch message.
 */
export async function allTests(api: $Fetch): Promise<{ id: string; title: string }[]> {
  const first = await api<Page<TestLine>>('/api/test', { query: { page: 1 } });
  const pages = Math.min(Math.ceil(first.total / Math.max(first.pageSize, 1)), MAX_TEST_PAGES);
  const rest = await Promise.all(Array.from({ length: Math.max(pages - 1, 0) }, (_, i) => api<Page<TestLine>>('/api/test', { query: { page: i + 2 } })));
  return [first, ...rest]
    .flatMap((page) => page.items)
    .map((test) => ({ id: test.id, title: test.title }))
    .sort((a, b) => a.title.localeCompare(b.title, 'nl'));
}
