import { describe, expect, it } from 'vitest';
import { contrastWithWhite, DEFAULT_PRIMARY_COLOUR, MIN_CONTRAST_WITH_WHITE, normaliseHexColour } from './colour';

describe('primary colour', () => {
  it('reads hex colours as typed and refuses anything else', () => {
    expect(normaliseHexColour(' #1F5F8B ')).toBe('#1f5f8b');
    expect(normaliseHexColour('#abc')).toBe('#aabbcc');
    expect(normaliseHexColour('1f5f8b')).toBeNull();
    expect(normaliseHexColour('rood')).toBeNull();
  });

  it('measures contrast with white as WCAG 2.2 does', () => {
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 5);
    expect(contrastWithWhite('#ffffff')).toBeCloseTo(1, 5);
    // #767676 is the lightest grey that passes 4.5:1 on white; #777777 fails.
    expect(contrastWithWhite('#767676')).toBeGreaterThanOrEqual(MIN_CONTRAST_WITH_WHITE);
    expect(contrastWithWhite('#777777')).toBeLessThan(MIN_CONTRAST_WITH_WHITE);
    expect(contrastWithWhite(DEFAULT_PRIMARY_COLOUR)).toBeGreaterThanOrEqual(MIN_CONTRAST_WITH_WHITE);
  });
});
