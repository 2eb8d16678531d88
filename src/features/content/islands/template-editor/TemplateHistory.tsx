/**
 * The template's versions (docs/api.md "Templates": GET /api/templates/{id} `history`), newest first, with the
 * date in Dutch and Dutch time (nl-NL, Europe/Amsterdam) and who saved it ('Onbekend' when that is not known);
 * a line saying so when there are none.
 */
import type { TemplateHistoryItem } from '#src/features/content/contract';
import { formatDateTime } from '#src/lib/i18n/format';
import { Section } from './Fields';
import { templateTexts as t } from './strings';

/** The 'Geschiedenis' section; `id` names its heading. */
export default function TemplateHistory({ id, history }: { id: string; history: TemplateHistoryItem[] }) {
  return (
    <Section id={id} title={t.history}>
      {history.length === 0 ? (
        <p className="box">{t.noHistory}</p>
      ) : (
        <table className="table is-stacked is-fullwidth">
          <caption className="is-sr-only">{t.historyCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.colVersion}</th>
              <th scope="col">{t.colDate}</th>
              <th scope="col">{t.colBy}</th>
            </tr>
          </thead>
          <tbody>
            {history.map((h) => (
              <tr key={h.version}>
                <td data-label={t.colVersion}>{h.version}</td>
                <td data-label={t.colDate}>
                  <time dateTime={h.createdAt}>{formatDateTime(h.createdAt)}</time>
                </td>
                <td data-label={t.colBy}>{h.createdBy ?? t.byUnknown}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}
