/**
 * A labelled select with its hint above it (`{id}-hint`, aria-describedby): the module editor's 'Vertalen naar'
 * and 'Beroep'.
 */
import type { ReactNode } from 'react';

export interface SelectFieldProps {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  /** The `<option>`s. */
  children: ReactNode;
}

/** A labelled select with its hint. */
export default function SelectField({ id, label, hint, value, onChange, children }: SelectFieldProps) {
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <p className="help me-help" id={`${id}-hint`}>
        {hint}
      </p>
      <div className="control">
        <div className="select">
          <select id={id} value={value} aria-describedby={`${id}-hint`} onChange={(e) => onChange(e.target.value)}>
            {children}
          </select>
        </div>
      </div>
    </div>
  );
}
