/**
 * Text fields of the module editor. `LocalizedField` edits one `Localized` text in the editing language:
 * in Dutch a labelled input or text box; while translating, the Dutch text read-only beside (wide screens) or
 * above (phones) the input for the target language, which carries that language's `lang` and `dir`
 * (Arabic right to left) and is described by the Dutch text. Formatted texts get the toolbar (Toolbar.tsx)
 * and the shortcuts Ctrl/⌘ + B, I and K.
 */
import { useLayoutEffect, useRef, type ChangeEvent, type KeyboardEvent } from 'react';
import { isRtl, LANGUAGE_NAMES, type Language, type Localized } from '#src/features/content/model';
import { moduleEditor as t } from './strings';
import { applyFormat, shortcutTool, type FormatTool, type TextEdit } from './markdown';
import { fieldId, type FieldRef } from './texts';
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

export interface LocalizedFieldProps {
  field: FieldRef;
  /** Visible name, e.g. 'Titel'. */
  label: string;
  value: Localized | undefined;
  /** The editing language: 'nl', or the language being translated to. */
  language: Language;
  onText: (field: FieldRef, language: Language, value: string) => void;
  kind?: TextKind;
  maxLength: number;
  hint?: string;
  /** Required in Dutch (all candidate texts except captions). */
  required?: boolean;
  /** A message for this field (from the check before saving). */
  error?: string;
  rows?: number;
}

/** The language's own name with its `lang` and `dir`, e.g. in 'Titel (العربية)'. */
export function LanguageName({ language }: { language: Language }) {
  return (
    <span lang={language} dir={isRtl(language) ? 'rtl' : 'ltr'}>
      {LANGUAGE_NAMES[language]}
    </span>
  );
}

/** One text of the module in the editing language (see the module comment). */
export function LocalizedField({ field, label, value, language, onText, kind = 'input', maxLength, hint, required = false, error, rows }: LocalizedFieldProps) {
  const id = fieldId(field, language);
  const hintId = hint ? `${id}-hint` : '';
  const errorId = error ? `${id}-error` : '';
  const text = value?.[language] ?? '';
  const change = (next: string) => onText(field, language, next);

  if (language === 'nl') {
    return (
      <div className="field me-field">
        <label className="label" htmlFor={id}>
          {label}
        </label>
        {hint && (
          <p className="help me-help" id={hintId}>
            {hint}
          </p>
        )}
        <TextBox
          id={id}
          kind={kind}
          value={text}
          onChange={change}
          language="nl"
          describedBy={[errorId, hintId].filter(Boolean).join(' ')}
          invalid={!!error}
          required={required}
          maxLength={maxLength}
          rows={rows}
          field={label}
        />
        {error && (
          <p className="help is-danger" id={errorId}>
            {error}
          </p>
        )}
      </div>
    );
  }

  const sourceId = `${id}-source`;
  const dutch = value?.nl ?? '';
  return (
    <div className="field me-field me-translate">
      <div className="me-translate__source">
        <p className="label me-translate__label">
          {label} ({t.dutchText})
        </p>
        <div className={`me-source${kind === 'input' ? '' : ' is-multiline'}`} id={sourceId} lang="nl" dir="ltr">
          {dutch.trim() ? dutch : <span className="muted">{t.noDutchText}</span>}
        </div>
      </div>
      <div className="me-translate__target">
        <label className="label me-translate__label" htmlFor={id}>
          {label} (<LanguageName language={language} />)
        </label>
        <TextBox
          id={id}
          kind={kind}
          value={text}
          onChange={change}
          language={language}
          describedBy={[errorId, sourceId, hintId].filter(Boolean).join(' ')}
          invalid={!!error}
          maxLength={maxLength}
          rows={rows}
          field={`${label} (${LANGUAGE_NAMES[language]})`}
        />
        {hint && (
          <p className="help me-help" id={hintId}>
            {hint}
          </p>
        )}
        {error && (
          <p className="help is-danger" id={errorId}>
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
