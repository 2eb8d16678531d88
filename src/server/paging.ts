/**
 * Paged lists (docs/api.md: "Lists are paged with `page` (from 1) and answer `{ items, total, page, pageSize }`").
 *
 * @example
 *   const { page } = readQuery(c, pageQuery);
 *   const rows = await db.select()…limit(PAGE_SIZE).offset(offsetOf(page));
 *   return c.json(paged(rows, total, page));
 */
import { z } from 'zod';

/** Items per page of the API's lists, unless a list says otherwise. */
export const PAGE_SIZE = 20;

/** One page of a list, as the API answers it. */
export interface Page<T> {
  items: T[];
  /** Number of items over all pages. */
  total: number;
  /** The page number, from 1. */
  page: number;
  pageSize: number;
}

/** Query schema for `page` (optional, whole number from 1, default 1); extend it for further query fields. */
export const pageQuery = z.object({
  page: z.coerce
    .number({ message: 'Het paginanummer is geen getal.' })
    .int('Het paginanummer moet een heel getal zijn.')
    .min(1, 'Het paginanummer begint bij 1.')
    .max(1_000_000, 'Het paginanummer is te groot.')
    .default(1),
});

/** Rows to skip for `page` (from 1) of `pageSize` items. */
export function offsetOf(page: number, pageSize = PAGE_SIZE): number {
  return (page - 1) * pageSize;
}

/** Wraps one page of items in the API's paged answer. */
export function paged<T>(items: T[], total: number, page: number, pageSize = PAGE_SIZE): Page<T> {
  return { items, total, page, pageSize };
}
