/**
 * The question before a criterion is deleted: a modal native `<dialog>` ('Criterium 2 verwijderen?') naming the
 * criterion, with focus on the safe choice ('Annuleren'); Esc cancels. It is always in the page and opens while
 * `removing` names a criterion; the editor moves focus after the answer (back to the criterion's 'Verwijderen', or
 * to what follows a deleted criterion).
 */
import { useEffect, useRef } from 'react';
import { criterionTitle, type Draft } from './state';
import { templateTexts as t } from './strings';

export interface RemoveDialogProps {
  /** Prefix of the dialog's element ids (the editor's `useId`). */
  uid: string;
  draft: Draft;
  /** The criterion asked about; null while the dialog is closed. */
  removing: string | null;
  /** 'Verwijderen': the dialog has closed; delete the criterion. */
  onConfirm: () => void;
  /** 'Annuleren' or Esc: the dialog has closed; keep the criterion. */
  onCancel: () => void;
}

/** The delete confirmation of the template editor. */
export default function RemoveDialog({ uid, draft, removing, onConfirm, onCancel }: RemoveDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!removing || !dialog || dialog.open) return;
    dialog.showModal();
    cancelRef.current?.focus();
  }, [removing]);

  const confirm = () => {
    dialogRef.current?.close();
    onConfirm();
  };
  const cancel = () => {
    dialogRef.current?.close();
    onCancel();
  };
  const index = removing ? draft.criteria.findIndex((c) => c.id === removing) : -1;

  return (
    <dialog
      ref={dialogRef}
      className="confirm-dialog box"
      aria-labelledby={`${uid}-remove-title`}
      aria-describedby={`${uid}-remove-text`}
      onClose={() => {
        if (removing) cancel();
      }}
    >
      <h2 className="title is-5" id={`${uid}-remove-title`}>
        {index >= 0 ? t.removeTitle(index + 1) : t.remove}
      </h2>
      <p id={`${uid}-remove-text`}>{removing ? t.removeText(criterionTitle(draft, removing)) : ''}</p>
      <div className="actions">
        <button type="button" className="button is-danger" onClick={confirm}>
          {t.removeConfirm}
        </button>
        <button type="button" className="button" ref={cancelRef} onClick={cancel}>
          {t.removeCancel}
        </button>
      </div>
    </dialog>
  );
}
