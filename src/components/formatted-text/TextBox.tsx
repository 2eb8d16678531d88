/**
 * A text field for the platform's formatted text (docs/formatted-text.md): an input, a plain text box, or a text box
 * with the formatting toolbar (Toolbar.tsx) and the shortcuts Ctrl/⌘ + B, I and K (markdown.ts). It carries its
 * language's `lang` and `dir` (Arabic right to left). Used by the module editor (content/islands/module-editor/
 * Fields.tsx `LocalizedField`) and the report editor (reports/islands/editor/ReportEditor.tsx). Styles:
 * format-toolbar.scss, imported by the page that shows a formatted text box (the module editor's stylesheet `@use`s
 * it).
 */
import { useLayoutEffect, useRef, type ChangeEvent, type KeyboardEvent } from 'react';
import { isRtl, type Language } from '#src/lib/i18n/locales';
import { applyFormat, shortcutTool, type FormatTool, type TextEdit } from './markdown';
import Toolbar from './Toolbar';

export type TextKind = 'input' | 'plain' | 'markdown';

interface TextBoxProps {
  id: string;
  kind: TextKind;
  value: string;
  onChange: (value: string) => void;
  language: Language;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
  maxLength: number;
  rows?: number;
  /** The field's name, for the toolbar's label. */
  field: string;
}

/** An input, a text box, or a text box with the formatting toolbar. */
export function TextBox({ id, kind, value, onChange, language, describedBy, invalid, required, maxLength, rows, field }: TextBoxProps) {
  const dir = isRtl(language) ? 'rtl' : 'ltr';
  const area = useRef<HTMLTextAreaElement>(null);
  /** The selection to set once React has written the formatted value. */
  const selection = useRef<{ start: number; end: number } | null>(null);

  useLayoutEffect(() => {
    const el = area.current;
    const wanted = selection.current;
    if (!el || !wanted) return;
    selection.current = null;
    el.focus();
    el.setSelectionRange(wanted.start, wanted.end);
  }, [value]);

  function format(tool: FormatTool) {
    const el = area.current;
    if (!el) return;
    const edit: TextEdit = { text: el.value, start: el.selectionStart, end: el.selectionEnd };
    const next = applyFormat(edit, tool);
    if (next.text.length > maxLength) return;
    selection.current = { start: next.start, end: next.end };
    if (next.text === el.value) {
      el.focus();
      el.setSelectionRange(next.start, next.end);
      selection.current = null;
      return;
    }
    onChange(next.text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (kind !== 'markdown') return;
    const tool = shortcutTool(event);
    if (!tool) return;
    event.preventDefault();
    format(tool);
  }

  const common = {
    id,
    value,
    lang: language,
    dir,
    maxLength,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': invalid || undefined,
    'aria-required': required || undefined,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
  };

  if (kind === 'input') {
    return (
      <div className="control">
        <input className={`input${invalid ? ' is-danger' : ''}`} type="text" {...common} />
      </div>
    );
  }
  return (
    <>
      {kind === 'markdown' && <Toolbar controls={id} field={field} dir={dir} onTool={format} />}
      <div className="control">
        <textarea
          ref={area}
          className={`textarea${invalid ? ' is-danger' : ''}${kind === 'markdown' ? ' me-markdown' : ''}`}
          rows={rows ?? (kind === 'markdown' ? 8 : 3)}
          onKeyDown={onKeyDown}
          {...common}
        />
      </div>
    </>
  );
}
