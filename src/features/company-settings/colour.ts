/**
 * The primary colour of the company's documents and how it reads on white (docs/decisions/059-company-settings.md).
 * Client-safe and pure.
 *
 * The colour is printed as text (headings, the title) on a white page, so it must reach the contrast of normal text:
 * at least 4.5:1 against white (WCAG 2.2 success criterion 1.4.3 "Contrast (Minimum)"), with contrast ratio and
 * relative luminance as WCAG 2.2 defines them (Understanding SC 1.4.3, "relative luminance": sRGB channels
 * linearised with the 0.04045 threshold).
 */

/** The colour of the documents when none is set: the accent the invoice and report layouts always had. */
export const DEFAULT_PRIMARY_COLOUR = '#1f5f8b';

/** Lowest contrast with white for text (WCAG 2.2 SC 1.4.3, normal text). */
export const MIN_CONTRAST_WITH_WHITE = 4.5;

/** '#rrggbb' (or '#rgb'), any case, as typed: the hex colour, lower case and six digits; else null. */
export function normaliseHexColour(text: string): string | null {
  const value = text.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(value);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  return /^#[0-9a-f]{6}$/.test(value) ? value : null;
}

/** Relative luminance (0 black … 1 white) of a '#rrggbb' colour, as WCAG 2.2 defines it. */
export function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const c = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Contrast ratio (1 … 21) of a '#rrggbb' colour with white: (1 + 0.05) / (L + 0.05). */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (relativeLuminance(hex) + 0.05);
}
