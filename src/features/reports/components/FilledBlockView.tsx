/**
 * A block of a report that the platform fills in from the PAT's data (contract.ts `FilledBlock`; docs/decisions/031-reports.md),
 * shown as it will print: every text comes preformatted in Dutch from the API, so this component only lays it out.
 * Rendered by the server without hydration (the report pages, the editor island in read-only mode) and inside the
 * editor island; it has no state and no effects, so both render the same markup.
 *
 * - candidate: a definition list of label and value;
 * - pat: the same, then the days as a table (day, time, location);
 * - modules: per module a table captioned with the module's title, a row per criterion (`th scope="row"`, knock-out
 *   as text) and a column per assessor and for the agreed score (`th scope="col"`), then the remarks as a definition
 *   list of who and what; a module without a final evaluation shows its `empty` text instead of a table;
 * - reflection: per module the candidate's own score beside the score that counts, and the candidate's remark in its
 *   own writing direction (`dir="rtl"` for a right-to-left script, WCAG 2.2 SC 1.3.2);
 * - results: a table of module, score and result with the summary below it.
 *
 * Semantics over looks (WCAG 2.2 SC 1.3.1): captions and header cells carry the structure that the PDF's tagged
 * tables carry too. No images and no late content, so nothing moves once the page is painted
 * (docs/decisions/025-css-and-layout-stability.md). Styles in reports.scss (`report-block`).
 */
import type { FilledBlock, ReportRow } from '#src/features/reports/contract';
import { renderedByReact } from '#src/lib/react-island';
import { filledBlockTexts as t } from './strings';

export interface FilledBlockViewProps {
  block: FilledBlock;
}

/** A filled-in block as it will print (see the module comment). */
export default function FilledBlockView({ block }: FilledBlockViewProps) {
  switch (block.kind) {
    case 'candidate':
      return (
        <div className="report-block report-block--candidate">
          <Facts rows={block.rows} />
        </div>
      );
    case 'pat':
      return (
        <div className="report-block report-block--pat">
          <Facts rows={block.rows} />
          {block.days.length === 0 ? (
            <p className="muted">{t.noDays}</p>
          ) : (
            <table className="table report-table">
              <caption className="is-sr-only">{t.daysCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.day}</th>
                  <th scope="col">{t.time}</th>
                  <th scope="col">{t.location}</th>
                </tr>
              </thead>
              <tbody>
                {block.days.map((d, i) => (
                  <tr key={i}>
                    <th scope="row">{d.day}</th>
                    <td>{d.time}</td>
                    <td>{d.location}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      );
    case 'modules':
      return (
        <div className="report-block report-block--modules">
          {block.modules.length === 0 ? <p className="muted">{t.noModules}</p> : null}
          {block.modules.map((m, i) => (
            <div className="report-module" key={i}>
              {m.empty !== null ? (
                <Empty title={m.title} text={m.empty} />
              ) : (
                <>
                  <table className="table report-table">
                    <caption className="report-table__caption">{m.title}</caption>
                    <thead>
                      <tr>
                        {m.columns.map((column, c) => (
                          <th scope="col" key={c}>
                            {column}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {m.rows.map((row, r) => (
                        <tr key={r}>
                          <th scope="row">
                            {row.criterion}
                            {row.knockOut ? (
                              <>
                                {' '}
                                <span className="tag is-warning is-light report-table__tag">{t.knockOut}</span>
                              </>
                            ) : null}
                          </th>
                          {m.columns.slice(1).map((_column, s) => (
                            <td key={s}>{row.scores[s] ?? '—'}</td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                  {m.remarks.length > 0 ? (
                    <dl className="report-remarks">
                      {m.remarks.map((remark, k) => (
                        <div key={k}>
                          <dt>{remark.who}</dt>
                          <dd>{remark.text}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                </>
              )}
            </div>
          ))}
        </div>
      );
    case 'reflection':
      return (
        <div className="report-block report-block--reflection">
          {block.modules.length === 0 ? <p className="muted">{t.noModules}</p> : null}
          {block.modules.map((m, i) => (
            <div className="report-module" key={i}>
              {m.empty !== null ? (
                <Empty title={m.title} text={m.empty} />
              ) : (
                <>
                  <table className="table report-table">
                    <caption className="report-table__caption">{m.title}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t.criterion}</th>
                        <th scope="col">{t.self}</th>
                        <th scope="col">{t.deciding}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {m.rows.map((row, r) => (
                        <tr key={r}>
                          <th scope="row">{row.criterion}</th>
                          <td>{row.self}</td>
                          <td>{row.deciding}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                  {m.remark.trim() ? (
                    <dl className="report-remarks">
                      <div>
                        <dt>{t.candidateRemark}</dt>
                        <dd dir={m.dir}>{m.remark}</dd>
                      </div>
                    </dl>
                  ) : null}
                </>
              )}
            </div>
          ))}
        </div>
      );
    case 'results':
      return (
        <div className="report-block report-block--results">
          {block.rows.length === 0 ? (
            <p className="muted">{t.noResults}</p>
          ) : (
            <table className="table report-table">
              <caption className="is-sr-only">{t.resultsCaption}</caption>
              <thead>
                <tr>
                  {block.columns.map((column, c) => (
                    <th scope="col" key={c}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row, r) => (
                  <tr key={r}>
                    <th scope="row">{row.module}</th>
                    <td>{row.score}</td>
                    <td>{row.result}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {block.summary ? <p className="report-summary">{block.summary}</p> : null}
        </div>
      );
  }
}

/** Label and value pairs as a definition list. */
function Facts({ rows }: { rows: ReportRow[] }) {
  if (rows.length === 0) return null;
  return (
    <dl className="report-facts">
      {rows.map(([label, value], i) => (
        <div key={i}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A module without data to show: its title and why (the block's `empty` text). */
function Empty({ title, text }: { title: string; text: string }) {
  return (
    <p className="report-module__empty">
      <strong>{title}</strong>{' '}
      <span className="muted report-module__why">{text}</span>
    </p>
  );
}

if (import.meta.env.SSR) renderedByReact(FilledBlockView);
