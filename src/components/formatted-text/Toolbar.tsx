/**
 * The formatting toolbar above a formatted text box (TextBox.tsx; docs/formatted-text.md): Kop, Vet, Cursief,
 * Opsomming, Genummerde lijst, Link. A WAI-ARIA toolbar: one Tab stop, arrow keys (mirrored right to left),
 * Home and End move between the buttons; Enter or Space applies the tool and puts the cursor back in the text
 * box. The edits themselves are markdown.ts. Each button is named by its visible name ('Vet'), not by an
 * `aria-label`, so the accessible name is the visible label (WCAG 2.2 SC 2.5.3 Label in Name); the glyph in front
 * of it is decoration and hidden from assistive technology.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { formatToolbarTexts as t } from './strings';
import { FORMAT_TOOLS, toolbarIndex, type FormatTool } from './markdown';

/** Small glyphs in front of the names; decorative. */
const GLYPHS: Record<FormatTool, string> = {
  heading: 'H',
  bold: 'B',
  italic: 'I',
  bullets: '•',
  numbered: '1.',
  link: '↗',
};

export interface ToolbarProps {
  /** Id of the text box the toolbar formats (`aria-controls`). */
  controls: string;
  /** The field's name, for the toolbar's label: 'Opmaak voor Tekst'. */
  field: string;
  /** Writing direction of the text box, for the arrow keys. */
  dir: 'ltr' | 'rtl';
  onTool: (tool: FormatTool) => void;
}

export default function Toolbar({ controls, field, dir, onTool }: ToolbarProps) {
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = toolbarIndex(event.key, active, FORMAT_TOOLS.length, dir === 'rtl');
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  }

  return (
    <div className="me-toolbar" role="toolbar" aria-label={t.toolbar(field)} aria-controls={controls} dir={dir} onKeyDown={onKeyDown}>
      {FORMAT_TOOLS.map((tool, i) => (
        <button
          key={tool}
          ref={(el) => {
            buttons.current[i] = el;
          }}
          type="button"
          className={`button is-small is-white me-toolbar__button me-toolbar__button--${tool}`}
          tabIndex={i === active ? 0 : -1}
          onFocus={() => setActive(i)}
          onClick={() => onTool(tool)}
        >
          <span className="me-toolbar__glyph" aria-hidden="true">
            {GLYPHS[tool]}
          </span>
          <span className="me-toolbar__name">{t.tools[tool]}</span>
        </button>
      ))}
    </div>
  );
}
