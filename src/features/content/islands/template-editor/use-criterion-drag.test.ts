import { describe, expect, it } from 'vitest';
import { placeUnderPointer, type Box } from './use-criterion-drag';

/** Three criteria stacked 100 px high from y = 0: middles at 50, 150 and 250. */
const criteria = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
const boxes: Record<string, Box> = { a: { top: 0, height: 100 }, b: { top: 100, height: 100 }, c: { top: 200, height: 100 } };
const boxOf = (id: string) => boxes[id];

describe('placeUnderPointer (dragging a criterion)', () => {
  it('puts the dragged criterion below every other criterion whose middle is above the pointer', () => {
    expect(placeUnderPointer(criteria, 'a', 10, boxOf)).toBe(0);
    expect(placeUnderPointer(criteria, 'a', 151, boxOf)).toBe(1);
    expect(placeUnderPointer(criteria, 'a', 251, boxOf)).toBe(2);
    expect(placeUnderPointer(criteria, 'c', 40, boxOf)).toBe(0);
    expect(placeUnderPointer(criteria, 'c', 60, boxOf)).toBe(1);
  });

  it('leaves the dragged criterion itself out of the count', () => {
    // The pointer is far below b's own box: only a and c count.
    expect(placeUnderPointer(criteria, 'b', 1000, boxOf)).toBe(2);
  });

  it('needs the pointer past the middle, not on it', () => {
    expect(placeUnderPointer(criteria, 'a', 150, boxOf)).toBe(0);
  });

  it('does not count a criterion without a box on screen', () => {
    expect(placeUnderPointer(criteria, 'a', 1000, (id) => (id === 'b' ? undefined : boxes[id]))).toBe(1);
  });
});
