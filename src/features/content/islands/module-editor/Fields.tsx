/**
 * Text fields of the module editor. `LocalizedField` edits one `Localized` text in the editing language:
 * in Dutch a labelled input or text box; while translating, the Dutch text read-only beside (wide screens) or
 * above (phones) the input for the target language, which carries that language's `lang` and `dir`
 * (Arabic right to left) and is described by the Dutch text. The input or text box is the shared
 * src/components/formatted-text/TextBox.tsx: formatted texts get its toolbar and the shortcuts Ctrl/⌘ + B, I and K.
 */
import { isRtl, LANGUAGE_NAMES, type Language, type Localized } from '#src/features/content/model';
import { TextBox, type TextKind } from '#src/components/formatted-text/TextBox';
import { moduleEditor as t } from './strings';
import { fieldId, type FieldRef } from './texts';

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
