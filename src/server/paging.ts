/**
 * Page lists on the server (docs/api.md: "Lists are paged with `page` (from 1) and answer `{ items, total, page, pageSize }`").
 *
 * @example
 *   const { page } = readQuery(c, pageQuery); // pageQuery from #src/lib/contract
 *   const rows = await db.select()…limit(PAGE_SIZE).offset(offsetOf(page));
 *   return c.json(paged(rows, total, page));
 */
import { asc, desc, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Page } from '#src/lib/contract';

/** Items per page of the API's lists, unless a list says otherwise. */
export const PAGE_SIZE = 20;

/** Rows to skip for `page` (from 1) of `pageSize` items. */
export function offsetOf(page: number, pageSize = PAGE_SIZE): number {
  return (page - 1) * pageSize;
}

/** Wraps one page of items in the API's paged answer. */
export function paged<T>(items: T[], total: number, page: number, pageSize = PAGE_SIZE): Page<T> {
  return { items, total, page, pageSize };
}

/**
 * Where a page of an ordered list lies, read from the nearer end (docs/decisions/024-lists-at-scale.md): a page
 * in the front half as `LIMIT limit OFFSET offset` in the list's order, a page in the back half with the offset
 * counted from the end, in the reverse order (`backward`). The last page then costs what the first does, and no
 * page skips more than half the list.
 *
 * @param page the page number, from 1.
 * @param total the list's length (counted first).
 * @param pageSize items per page.
 * @returns `limit` 0 for a page past the end (no query needed); otherwise the rows to read (`limit` ≤ pageSize,
 *   the last page may be shorter) and from which end.
 * @example
 *   const w = pageWindow(page, total);
 *   db.select(…).orderBy(...pageOrder(w, users.name, users.id)).limit(w.limit).offset(w.offset)
 *   // then put the rows back in the list's order: an outer query ordered ascending, or rows.reverse() when w.backward
 */
export function pageWindow(page: number, total: number, pageSize = PAGE_SIZE): { limit: number; offset: number; backward: boolean } {
  const start = offsetOf(page, pageSize);
  const limit = Math.max(0, Math.min(pageSize, total - start));
  if (limit === 0) return { limit: 0, offset: start, backward: false };
  const fromEnd = total - start - limit;
  return fromEnd < start ? { limit, offset: fromEnd, backward: true } : { limit, offset: start, backward: false };
}

/** The ORDER BY of a page window: the columns ascending, or all descending when the window reads backward. */
export function pageOrder(window: { backward: boolean }, ...columns: (AnyColumn | SQLWrapper)[]): SQL[] {
  return columns.map((column) => (window.backward ? desc(column) : asc(column)));
}
