import { describe, expect, it } from 'vitest';
import { countNl } from './dutch-count';

describe('countNl', () => {
  it('takes the singular for exactly one, the plural otherwise, with Dutch digit grouping', () => {
    expect(countNl(1, 'plaats', 'plaatsen')).toBe('1 plaats');
    expect(countNl(0, 'plaats', 'plaatsen')).toBe('0 plaatsen');
    expect(countNl(2, 'les', 'lessen')).toBe('2 lessen');
    expect(countNl(1250, 'plaats', 'plaatsen')).toBe('1.250 plaatsen');
  });
});
