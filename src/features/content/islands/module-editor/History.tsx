/**
 * The module's history (decision 009): every version, newest first, with
 * its date (nl-NL, Europe/Amsterdam), who saved it, the note and whether a profession test uses it. Rendered
 * by the editor island (so it is in the server's HTML) and extended after each save without a reload.
 */
import { formatDateTime } from '#src/lib/i18n/format';
import { moduleEditor as t } from './strings';
import type { ModuleHistoryItem } from '#src/features/content/contract';

export interface HistoryProps {
  id: string;
  items: ModuleHistoryItem[];
  /** The current version (its row is marked). */
  current: number | null;
}

export default function History({ id, items, current }: HistoryProps) {
  const titleId = `${id}-title`;
  return (
    <section className="section-block" id={id} aria-labelledby={titleId} tabIndex={-1}>
      <h2 className="title is-4" id={titleId}>
        {t.history}
      </h2>
      <table className="table is-stacked is-fullwidth is-striped me-history">
        <caption className="is-sr-only">{t.historyCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.colVersion}</th>
            <th scope="col">{t.colDate}</th>
            <th scope="col">{t.colBy}</th>
            <th scope="col">{t.colNote}</th>
            <th scope="col">{t.colInUse}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.version} aria-current={item.version === current ? 'true' : undefined}>
              <td data-label={t.colVersion}>
                <strong>{item.version}</strong>
                {item.version === current && <span className="muted"> ({t.current})</span>}
              </td>
              <td data-label={t.colDate}>
                <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
              </td>
              <td data-label={t.colBy}>{item.createdBy ?? <span className="muted">{t.bySystem}</span>}</td>
              <td data-label={t.colNote}>{item.note ?? <span className="muted">{t.noNote}</span>}</td>
              <td data-label={t.colInUse}>{item.inUse ? t.yes : t.no}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
