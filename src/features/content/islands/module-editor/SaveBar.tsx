/**
 * The save bar of the module editor: 'Opslaan' with its hint (a save makes a new version; a profession test that
 * uses a version keeps it), a status line ('Bezig met opslaan…', 'Opgeslagen als versie 5.', a draft's fate), the
 * unsaved-changes line with when the draft was last kept on this device, and the message of a refused save. That
 * message is an alert that takes focus (WCAG 2.2 SC 3.3.1) with, for a 409, 'Nieuwste versie laden' and 'Mijn
 * versie toch opslaan', and for a message that names a place, a button to it.
 */
import { useRef } from 'react';
import { useFocusWhen } from '#src/features/content/islands/editor/use-focus-after';
import { moduleEditor as t } from './strings';
import type { SaveError } from './use-module-save';

/** The id of the message of a refused save (it describes 'Opslaan'). */
const ERROR_ID = 'me-save-error';

export interface SaveBarProps {
  /** The section's id (the page's 'Op deze pagina' links). */
  id: string;
  saving: boolean;
  /** The editor holds changes the server does not have. */
  dirty: boolean;
  /** The status line when nothing is unsaved ('' for none). */
  status: string;
  saveError: SaveError | null;
  /** When the draft was last kept on this device (Dutch date and time); null when none is. */
  draftTime: string | null;
  /** A profession test uses a version of this module. */
  inUse: boolean;
  onSave: () => void;
  /** 409: 'Nieuwste versie laden'. */
  onReload: () => void;
  /** 409: 'Mijn versie toch opslaan'. */
  onOverwrite: () => void;
  /** 'Naar onderdeel 3' or 'Naar het veld': focus the control with this DOM id. */
  onGoTo: (id: string) => void;
}

/** 'Opslaan' and what it says. */
export default function SaveBar({ id, saving, dirty, status, saveError, draftTime, inUse, onSave, onReload, onOverwrite, onGoTo }: SaveBarProps) {
  const errorBox = useRef<HTMLDivElement>(null);
  useFocusWhen(errorBox, saveError);
  return (
    <div className="box me-savebar" id={id}>
      {saveError && (
        <div className="notification is-danger me-savebar__error" id={ERROR_ID} role="alert" tabIndex={-1} ref={errorBox}>
          <p>{saveError.text}</p>
          {(saveError.conflict || saveError.target) && (
            <div className="actions">
              {saveError.conflict && (
                <>
                  <button type="button" className="button is-white" onClick={onReload}>
                    {t.reload}
                  </button>
                  <button type="button" className="button is-white" onClick={onOverwrite}>
                    {t.overwrite}
                  </button>
                </>
              )}
              {saveError.target && (
                <button type="button" className="button is-white" onClick={() => saveError.target && onGoTo(saveError.target.id)}>
                  {saveError.target.part !== null ? t.goToPart(saveError.target.part) : t.goToField}
                </button>
              )}
            </div>
          )}
        </div>
      )}
      <div className="me-savebar__row">
        <button
          type="button"
          id="me-save"
          className={`button is-primary${saving ? ' is-loading' : ''}`}
          aria-disabled={saving || undefined}
          aria-describedby={`me-save-hint${saveError ? ` ${ERROR_ID}` : ''}`}
          onClick={onSave}
        >
          {t.save}
        </button>
        <p className="me-savebar__status" role="status">
          {saving ? t.saving : dirty ? '' : status}
        </p>
        {dirty && !saving && (
          <p className="me-savebar__unsaved">
            {t.unsaved}
            {draftTime && <span className="muted"> {t.draftKept(draftTime)}</span>}
          </p>
        )}
      </div>
      <p className="help me-help" id="me-save-hint">
        {t.saveHint}
        {inUse ? ` ${t.inUseHint}` : ''}
      </p>
    </div>
  );
}
