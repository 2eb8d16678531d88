/**
 * The question when the editor opens and this device holds text of the report that the server does not have
 * (local-copy.ts `copyOffer`; docs/decisions/010-editor-drafts-in-the-browser.md): 'Terugzetten', 'Weggooien' or
 * 'Later beslissen'. A modal native `<dialog>`, opened on mounting: it lies over the page, so the page does not move
 * when it appears after hydration (docs/decisions/025-css-and-layout-stability.md). Focus starts on 'Terugzetten'
 * (nothing typed is lost by it), stays inside while open; Esc is 'Later beslissen', which keeps the copy.
 */
import { useId } from 'react';
import { useModalDialog } from '#src/components/use-modal-dialog';
import { reportEditorTexts as t } from './strings';

export interface RestoreDialogProps {
  /** When the copy was kept, as Dutch date and time. */
  when: string;
  /** The server saved after the copy's revision. */
  stale: boolean;
  onRestore: () => void;
  onDiscard: () => void;
  onLater: () => void;
}

export default function RestoreDialog({ when, stale, onRestore, onDiscard, onLater }: RestoreDialogProps) {
  const { dialog, initialFocus: restoreButton } = useModalDialog<HTMLButtonElement>();
  const titleId = useId();
  const textId = useId();

  return (
    <dialog
      ref={dialog}
      className="report-dialog box"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        onLater();
      }}
    >
      <h2 className="title is-5" id={titleId}>
        {t.restoreTitle}
      </h2>
      <div id={textId}>
        <p className="block">{t.restoreText(when)}</p>
        {stale ? <p className="block">{t.restoreStale}</p> : null}
      </div>
      <div className="actions">
        <button type="button" className="button is-primary" ref={restoreButton} onClick={onRestore}>
          {t.restore}
        </button>
        <button type="button" className="button is-danger is-outlined" onClick={onDiscard}>
          {t.discard}
        </button>
        <button type="button" className="button is-light" onClick={onLater}>
          {t.later}
        </button>
      </div>
    </dialog>
  );
}
