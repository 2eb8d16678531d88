/**
 * The messages above the template form: a success or remark in a status region; a failed save as an alert that
 * takes focus; and the error summary after a try with errors ('Er zijn 2 fouten…'), which takes focus each time
 * and links to each field — a link opens the closed 'Vertalingen' a translation's field sits in, then scrolls to
 * the field and focuses it (WCAG 2.2 SC 3.3.1 Error Identification).
 */
import { useRef, type MouseEvent } from 'react';
import { useFocusWhen } from '#src/features/content/islands/editor/use-focus-after';
import type { ErrorLine } from './checks';
import { templateTexts as t } from './strings';
import type { Notice } from './use-template-save';

export interface SaveMessagesProps {
  /** Prefix of the messages' element ids (the editor's `useId`). */
  uid: string;
  notice: Notice;
  summary: ErrorLine[];
  /** A new value moves focus to the summary. */
  focusSummary: number;
}

/** Follows a summary link to its field (see the module comment); a field that is not there leaves the link to the browser. */
function toField(event: MouseEvent<HTMLAnchorElement>, field: string) {
  const element = document.getElementById(field);
  if (!element) return;
  event.preventDefault();
  // A translation's field sits in a closed <details>: open it first, so the field can take focus.
  const details = element.closest('details');
  if (details) details.open = true;
  element.scrollIntoView({ block: 'center' });
  element.focus();
}

/** The notice and error summary of the template editor. */
export default function SaveMessages({ uid, notice, summary, focusSummary }: SaveMessagesProps) {
  const summaryRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  useFocusWhen(summaryRef, focusSummary);
  useFocusWhen(failureRef, notice?.kind === 'danger' ? notice : null);

  return (
    <>
      <div role="status" className="template-editor__status">
        {notice && notice.kind !== 'danger' && <div className={`notification ${notice.kind === 'success' ? 'is-success' : 'is-primary'}`}>{notice.text}</div>}
      </div>
      {notice?.kind === 'danger' && (
        <div className="notification is-danger" role="alert" tabIndex={-1} ref={failureRef}>
          {notice.text}
        </div>
      )}
      {summary.length > 0 && (
        <div className="notification is-danger" role="alert" tabIndex={-1} ref={summaryRef} aria-labelledby={`${uid}-summary`}>
          <p id={`${uid}-summary`}>
            <strong>{t.errorSummary(summary.length)}</strong>
          </p>
          <ul className="template-editor__summary">
            {summary.map((line) => (
              <li key={`${line.field}-${line.message}`}>
                <a href={`#${line.field}`} onClick={(e) => toField(e, line.field)}>
                  {line.message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
