/**
 * `pageWindow` (src/server/paging.ts; docs/decisions/024-lists-at-scale.md): which rows of a list of `total` make
 * up a page, read from the nearer end. Checked against the plain reading: reading the window's rows in its
 * direction and putting them back in the list's order gives exactly items (page−1)·size … page·size−1.
 */
import { describe, expect, it } from 'vitest';
import { pageWindow } from './paging';

/** The positions (0-based, in the list's order) a window reads from a list of `total`. */
function positions(window: { limit: number; offset: number; backward: boolean }, total: number): number[] {
  const read = Array.from({ length: window.limit }, (_, i) => window.offset + i);
  return window.backward ? read.map((fromEnd) => total - 1 - fromEnd).reverse() : read;
}

describe('pageWindow', () => {
  it('covers exactly the page’s positions for every page of lists of many lengths', () => {
    for (const total of [0, 1, 19, 20, 21, 39, 40, 41, 75, 100, 101, 1000]) {
      const pages = Math.max(1, Math.ceil(total / 20));
      for (let page = 1; page <= pages; page++) {
        const expected = Array.from({ length: Math.min(20, total - (page - 1) * 20) }, (_, i) => (page - 1) * 20 + i);
        expect(positions(pageWindow(page, total), total), `${page} of ${total}`).toEqual(expected);
      }
    }
  });

  it('reads the first page forward and the last page backward from the end, both without skipping', () => {
    expect(pageWindow(1, 100_000)).toEqual({ limit: 20, offset: 0, backward: false });
    expect(pageWindow(5000, 100_000)).toEqual({ limit: 20, offset: 0, backward: true });
    expect(pageWindow(3, 45)).toEqual({ limit: 5, offset: 0, backward: true });
  });

  it('never skips more than half the list', () => {
    for (let page = 1; page <= 5000; page++) expect(pageWindow(page, 100_000).offset).toBeLessThanOrEqual(50_000);
  });

  it('answers an empty window for a page past the end', () => {
    expect(pageWindow(4, 45).limit).toBe(0);
    expect(pageWindow(2, 0).limit).toBe(0);
    expect(pageWindow(1, 0).limit).toBe(0);
  });

  it('takes another page size', () => {
    expect(positions(pageWindow(2, 30, 25), 30)).toEqual([25, 26, 27, 28, 29]);
  });
});
