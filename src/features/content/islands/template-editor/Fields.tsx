/**
 * The template editor's building blocks: a `<section>` of the form or page named by its `<h2>`, and a labelled
 * text field with its hint and error (aria-describedby, aria-invalid). A translation's field carries its
 * language's `lang` and `dir` (decision 030).
 */
import type { ReactNode } from 'react';
import { directionOf, type Language } from '#src/lib/i18n/locales';

/** A part of the form or page: a `<section>` named by its `<h2>` (`id`), with an optional introduction. */
export function Section({ id, title, intro, className = 'section-block', children }: { id: string; title: string; intro?: string; className?: string; children: ReactNode }) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 className="title is-4" id={id}>
        {title}
      </h2>
      {intro && <p className="block">{intro}</p>}
      {children}
    </section>
  );
}

/** Ids of the hint (`{id}-hint`) and error (`{id}-error`) of field `id`, for its aria-describedby; undefined for none. */
export function described(id: string, error: string | undefined, hint: boolean) {
  const ids = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  hint?: string;
  error?: string;
  maxLength: number;
  onChange: (value: string) => void;
  multiline?: boolean;
  /** The language of the text typed, when it is not Dutch (a translation); sets `lang` and `dir` on the field. */
  lang?: Language;
}

/** A labelled text input or text area with its hint and error (aria-describedby, aria-invalid). */
export function TextField({ id, label, value, hint, error, maxLength, onChange, multiline = false, lang }: TextFieldProps) {
  const common = {
    id,
    value,
    maxLength,
    lang,
    dir: lang ? directionOf(lang) : undefined,
    'aria-invalid': error ? ('true' as const) : undefined,
    'aria-describedby': described(id, error, Boolean(hint)),
  };
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <div className="control">
        {multiline ? (
          <textarea className={`textarea${error ? ' is-danger' : ''}`} rows={2} {...common} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <input className={`input${error ? ' is-danger' : ''}`} type="text" {...common} onChange={(e) => onChange(e.target.value)} />
        )}
      </div>
      {error && (
        <p className="help is-danger" id={`${id}-error`}>
          {error}
        </p>
      )}
      {hint && (
        <p className="help" id={`${id}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
}
