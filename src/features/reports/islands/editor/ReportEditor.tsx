/**
 * The report editor island (spec §2 /cp/user/{userId}/rapportage/{docId} and /docent/user/{userId}/rapportage/{docId};
 * docs/domain.md "Evaluation and report"; docs/decisions/031-reports.md): a report's parts in the template's order.
 *
 * - A draft the caller may change (`status` 'draft' and `canEdit`): each text part is a text box labelled with the
 *   part's title (the label is the part's heading), described by its hint, with the formatting toolbar and shortcuts
 *   of the module editor (src/components/formatted-text/TextBox.tsx; docs/formatted-text.md). Each block part
 *   shows its filled-in block as it will print (components/FilledBlockView.tsx).
 * - Saving as the writer goes (saver.ts, tested with a mocked fetch): a copy on the device shortly after each change
 *   and `PUT /api/reports/{id}` 1.5 s after the last one, taking the server's new revision; offline the copy stays and
 *   the save is tried again; a 409 (someone else saved, or the report became final) stops saving with a clear
 *   message and a button to load the page again, the copy kept. A sticky bar holds the `aria-live` status line
 *   ('Opgeslagen om 14:05', 'Opslaan…', 'Niet opgeslagen: geen verbinding. Je tekst staat veilig op dit apparaat.'),
 *   'Nu opslaan', and the server's Dutch reason when it refuses a text (400). Leaving with unsaved text asks first
 *   (src/components/use-leave-warning.ts); the page being hidden or left keeps the copy at once.
 * - On opening, a copy on this device that differs from the server's texts is offered in a dialog (RestoreDialog.tsx,
 *   local-copy.ts): restore, discard, or decide later.
 * - Anything else (final, or read only): the text as the server formatted it (`html`; as written, reading.ts, when
 *   there is none) and the blocks, no text boxes. The page then renders it without hydrating.
 *
 * The text boxes stay disabled until React has taken over: text typed into the server's HTML would be reset by
 * hydration (src/lib/use-hydrated.ts). Hydrate with `client:load`.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { TextBox } from '#src/components/formatted-text/TextBox';
import { useLeaveWarning } from '#src/components/use-leave-warning';
import FilledBlockView from '#src/features/reports/components/FilledBlockView';
import { MAX_SECTION_TEXT, type ReportPart, type ReportTexts, type ReportView } from '#src/features/reports/contract';
import { formatDateTime } from '#src/lib/i18n/format';
import { renderedByReact } from '#src/lib/react-island';
import { useHydrated } from '#src/lib/use-hydrated';
import { browserStorage, copyKey, copyOffer, forgetCopies, type CopyOffer } from './local-copy';
import { paragraphsOf } from './reading';
import RestoreDialog from './RestoreDialog';
import { createSaver, type Saver, type SaverState } from './saver';
import { statusLine } from './status';
import { reportEditorTexts as t } from './strings';

/** What the editor needs of `GET /api/reports/{id}` (serialisable; habit 9). */
export type EditorReport = Pick<ReportView, 'id' | 'status' | 'revision' | 'canEdit' | 'parts'>;

export interface ReportEditorProps {
  report: EditorReport;
  /**
   * True where the service worker keeps this page, so it also opens without a connection (a teacher's report page;
   * src/features/offline/policy.ts); the status line then need not warn that the page needs a connection to open.
   */
  reloadsOffline?: boolean;
}

type TextPart = Extract<ReportPart, { kind: 'text' }>;

/** Whether the editor shows text boxes for `report` (else it shows the report for reading). */
export const isEditable = (report: Pick<ReportView, 'status' | 'canEdit'>): boolean => report.status === 'draft' && report.canEdit;

/** The report editor (see the module comment). */
export default function ReportEditor({ report, reloadsOffline = false }: ReportEditorProps) {
  return isEditable(report) ? <DraftEditor report={report} reloadsOffline={reloadsOffline} /> : <ReportReading parts={report.parts} />;
}

/** The draft with its text boxes and saving. */
function DraftEditor({ report, reloadsOffline }: { report: EditorReport; reloadsOffline: boolean }) {
  const uid = useId();
  const hydrated = useHydrated();
  const textParts = useMemo(() => report.parts.filter((p): p is TextPart => p.kind === 'text'), [report.parts]);
  const ids = useMemo(() => textParts.map((p) => p.id), [textParts]);
  const initialTexts = useMemo<ReportTexts>(() => Object.fromEntries(textParts.map((p) => [p.id, p.text])), [textParts]);
  const [state, setState] = useState<SaverState>(() => ({
    texts: initialTexts,
    revision: report.revision,
    status: 'idle',
    savedAt: null,
    problem: null,
    unsaved: false,
    canKeep: true,
  }));
  const saver = useRef<Saver | null>(null);
  const [offer, setOffer] = useState<CopyOffer | null>(null);
  const [kept, setKept] = useState(false);

  useEffect(() => {
    const created = createSaver({ reportId: report.id, revision: report.revision, texts: initialTexts, ids, onChange: setState });
    saver.current = created;
    setState(created.state());
    setOffer(copyOffer(browserStorage(), report.id, { revision: report.revision, texts: initialTexts }, ids));
    return () => {
      created.stop();
      saver.current = null;
    };
  }, [report.id, report.revision, initialTexts, ids]);

  const leave = useLeaveWarning(state.unsaved, () => saver.current?.keep());

  // Hidden or left: the copy is written at once, and leaving gives a last save a chance.
  useEffect(() => {
    const onPageHide = () => saver.current?.leave();
    const onHidden = () => {
      if (document.visibilityState === 'hidden') saver.current?.keep();
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, []);

  function answer(choice: 'restore' | 'discard' | 'later') {
    const current = saver.current;
    if (!offer || !current) return;
    if (choice === 'restore') {
      current.replace(offer.copy.texts);
      current.keep();
    }
    if (choice !== 'later') forgetCopies(browserStorage(), report.id, copyKey(report.id, current.state().revision));
    setKept(choice === 'later');
    setOffer(null);
  }

  const stopped = state.status === 'stopped';
  const line = statusLine(state, { reloadsOffline });

  return (
    <div className="report-editor">
      <div className="report-editor__bar">
        <p className="report-editor__status" role="status" aria-live="polite">
          <span className={`report-editor__save is-${state.status}`}>{line}</span>
        </p>
        <button type="button" className="button is-primary is-outlined" disabled={!hydrated || stopped} onClick={() => void saver.current?.saveNow()}>
          {t.saveNow}
        </button>
      </div>
      {state.problem && (state.status === 'rejected' || state.status === 'failed' || stopped) ? (
        <div className={`notification ${stopped ? 'is-warning' : 'is-danger'} report-editor__problem`} role="alert">
          {state.status === 'rejected' ? <p className="report-editor__problem-title">{t.rejectedTitle}</p> : null}
          <p>{state.problem}</p>
          {stopped ? (
            <>
              <p>{state.canKeep ? t.stopped : t.stoppedNotKept}</p>
              <p className="actions">
                <button type="button" className="button is-primary" onClick={() => leave()}>
                  {t.reload}
                </button>
              </p>
            </>
          ) : null}
        </div>
      ) : null}
      {kept ? <p className="notification is-info is-light">{t.restoreLater}</p> : null}
      <p className="muted report-editor__hint">{t.autosave}</p>

      <fieldset className="report-editor__parts" disabled={!hydrated}>
        {report.parts.map((part) => {
          const heading = `${uid}-h-${part.id}`;
          if (part.kind === 'block') return <BlockPart key={part.id} part={part} heading={heading} />;
          const field = `${uid}-t-${part.id}`;
          const hint = part.hint ? `${uid}-d-${part.id}` : undefined;
          return (
            <section className="report-part" key={part.id} aria-labelledby={heading}>
              <h2 className="title is-5 report-part__title" id={heading}>
                <label htmlFor={field}>{part.title}</label>
              </h2>
              {part.hint ? (
                <p className="help report-part__hint" id={hint}>
                  {part.hint}
                </p>
              ) : null}
              <TextBox
                id={field}
                kind="markdown"
                value={state.texts[part.id] ?? ''}
                onChange={(value) => saver.current?.edit(part.id, value)}
                language="nl"
                describedBy={hint}
                maxLength={MAX_SECTION_TEXT}
                rows={10}
                field={part.title}
              />
            </section>
          );
        })}
      </fieldset>

      {offer ? (
        <RestoreDialog
          when={formatDateTime(offer.copy.savedAt)}
          stale={offer.stale}
          onRestore={() => answer('restore')}
          onDiscard={() => answer('discard')}
          onLater={() => answer('later')}
        />
      ) : null}
    </div>
  );
}

/** A filled-in block part with its title. */
function BlockPart({ part, heading }: { part: Extract<ReportPart, { kind: 'block' }>; heading: string }) {
  return (
    <section className="report-part report-part--block" aria-labelledby={heading}>
      <h2 className="title is-5 report-part__title" id={heading}>
        {part.title}
      </h2>
      <p className="muted report-part__note">{t.blockNote}</p>
      <FilledBlockView block={part.block} />
    </section>
  );
}

/** The report for reading: the texts as written and the blocks, without text boxes. */
function ReportReading({ parts }: { parts: ReportPart[] }) {
  const uid = useId();
  return (
    <div className="report-reading">
      {parts.map((part) => {
        const heading = `${uid}-h-${part.id}`;
        if (part.kind === 'block') {
          return (
            <section className="report-part report-part--block" key={part.id} aria-labelledby={heading}>
              <h2 className="title is-5 report-part__title" id={heading}>
                {part.title}
              </h2>
              <FilledBlockView block={part.block} />
            </section>
          );
        }
        const paragraphs = paragraphsOf(part.text);
        if (part.html !== undefined && paragraphs.length > 0) {
          return (
            <section className="report-part" key={part.id} aria-labelledby={heading}>
              <h2 className="title is-5 report-part__title" id={heading}>
                {part.title}
              </h2>
              {/* Made and sanitised by the server (decision 011, content/api/rich-text.ts renderRichText). */}
              <div className="report-text report-text--formatted content" dangerouslySetInnerHTML={{ __html: part.html }} />
            </section>
          );
        }
        return (
          <section className="report-part" key={part.id} aria-labelledby={heading}>
            <h2 className="title is-5 report-part__title" id={heading}>
              {part.title}
            </h2>
            {paragraphs.length === 0 ? (
              <p className="muted">{t.noText}</p>
            ) : (
              <div className="report-text">
                {paragraphs.map((p, i) => (
                  <p key={i}>{p}</p>
                ))}
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}

if (import.meta.env.SSR) renderedByReact(ReportEditor);
