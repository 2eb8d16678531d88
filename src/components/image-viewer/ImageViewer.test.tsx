import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '#src/lib/i18n/catalogues.server';
import type { Language } from '#src/lib/i18n/locales';
import { TranslateContext } from '#src/lib/i18n/react';
import { translator } from '#src/lib/i18n/translate';
import ImageViewer from './ImageViewer';

const image = { src: '/api/media/abc', alt: 'Een heftruck bij een stelling', width: 640, height: 480 };

/** The viewer's first render, as it opens (before any zoom), inside an island whose interface is in `language`. */
const html = (language: Language = 'nl', images = [image]) =>
  renderToString(
    <TranslateContext.Provider value={{ language, t: translator(language, messagesFor(language, 'imageViewer')) }}>
      <ImageViewer images={images} onClose={() => {}} />
    </TranslateContext.Provider>,
  );

describe('ImageViewer buttons', () => {
  it('names the zoom-level button by its visible text first (WCAG 2.2 SC 2.5.3)', () => {
    const button = html().match(/<button[^>]*>100%[\s\S]*?<\/button>/)?.[0] ?? '';
    expect(button).not.toBe('');
    // No aria-label that could leave out or reword the visible '100%': the name is the content.
    expect(button).not.toContain('aria-label');
    expect(button).toContain('<span class="is-sr-only"> Normale grootte</span>');
  });

  it('gives the icon-only zoom buttons a name of their own', () => {
    const out = html();
    expect(out).toMatch(/<button[^>]*aria-label="Uitzoomen"[^>]*><span aria-hidden="true">−<\/span>/);
    expect(out).toMatch(/<button[^>]*aria-label="Inzoomen"[^>]*><span aria-hidden="true">\+<\/span>/);
  });

  it("shows its texts in the island's interface language, the zoom level as that language writes it", () => {
    const out = html('tr', [image, { ...image, src: '/api/media/def' }]);
    expect(out).toContain('Resim 1 / 2');
    expect(out).toContain('aria-label="Uzaklaştır"');
    expect(out).toMatch(/<button[^>]*>%100<span class="is-sr-only"> Normal boyut<\/span><\/button>/);
    expect(out).toContain('>Sonraki resim</button>');
    expect(out).not.toContain('Afbeelding');
  });
});
