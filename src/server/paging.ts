/**
 * Page lists on the server (docs/api.md: "Lists are paged with `page` (from 1) and answer `{ items, total, page, pageSize }`").
 *
 * @example
 *   const { page } = readQuery(c, pageQuery); // pageQuery from #src/lib/contract
 *   const rows = await db.select()…limit(PAGE_SIZE).offset(offsetOf(page));
 *   return c.json(paged(rows, total, page));
 */
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
