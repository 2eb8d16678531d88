/**
 * Shapes every feature's API contract uses (docs/api.md, "Conventions"): paged lists, the `{ title }` answer, a
 * named reference. Client-safe: pages, islands and the backend import the same declarations, so a shape is
 * declared once (docs/decisions/017-feature-folders.md). Each feature's own calls are in its `contract.ts`.
 */
import { z } from 'zod';

/** One page of a list, as the API answers it (docs/api.md: lists are paged with `page`, from 1). */
export interface Page<T> {
  items: T[];
  /** Number of items over all pages. */
  total: number;
  /** The page number, from 1. */
  page: number;
  pageSize: number;
}

/** `{ title }`: the answer of the password calls and the body of every error (spec §8). */
export interface TitleAnswer {
  title: string;
}

/** A record named for display: a person, a profession, an organisation. */
export interface Named {
  id: string;
  name: string;
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
