/**
 * The read-aloud island as the server renders it: nothing, so a page never shows a 'Lees voor' button before the
 * browser has shown it can speak (the button appears after hydration where `speechSynthesis` exists).
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ReadAloud from './ReadAloud';

describe('ReadAloud', () => {
  it('renders no controls on the server', () => {
    const html = renderToString(
      <ReadAloud
        rootId="form"
        language="pl"
        segments={[{ key: 'c:1', text: 'Pracuję bezpiecznie.', words: true }]}
        labels={{ start: 'Czytaj na głos', pause: 'Pauza', resume: 'Czytaj dalej', stop: 'Stop', controls: 'Czytanie', speed: 'Tempo', speeds: ['0,75×', '1×', '1,25×'], unavailable: '—' }}
      />,
    );
    expect(html).toBe('');
  });
});
