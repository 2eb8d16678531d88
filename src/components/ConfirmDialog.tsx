/**
 * A confirmation in a modal native `<dialog>` (the module editor before deleting a part, the evidence photos before
 * removing one; not window.confirm): focus starts on the safe choice ('Annuleren'), stays inside while open, Esc
 * cancels. Render it only while it is asked: mounting opens it; the parent unmounts it in `onConfirm`/`onCancel` and
 * moves focus itself (back to the button that asked, or to what follows a deleted part). Its class `me-dialog` is
 * styled by the module editor's stylesheet (features/content/islands/module-editor/module-editor.scss).
 */
import { useId } from 'react';
import { useModalDialog } from '#src/components/use-modal-dialog';

export interface ConfirmDialogProps {
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export default function ConfirmDialog({ title, text, confirm, cancel, onConfirm, onCancel }: ConfirmDialogProps) {
  const { dialog, initialFocus: cancelButton } = useModalDialog<HTMLButtonElement>();
  const titleId = useId();
  const textId = useId();

  return (
    <dialog
      ref={dialog}
      className="me-dialog box"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 className="title is-5" id={titleId}>
        {title}
      </h2>
      <p id={textId}>{text}</p>
      <div className="actions">
        <button type="button" className="button is-danger" onClick={onConfirm}>
          {confirm}
        </button>
        <button type="button" className="button is-light" ref={cancelButton} onClick={onCancel}>
          {cancel}
        </button>
      </div>
    </dialog>
  );
}
