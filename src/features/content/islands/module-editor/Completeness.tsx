/**
 * The completeness view: per language 'n van m teksten' with a progress bar, whether it is
 * complete (then the module is offered in it), and a button to the first missing text. Computed from what is
 * in the editor now (completeness.ts `completenessOf`); the languages of the saved version are named below it.
 */
import { LANGUAGE_NAMES, type Language } from '#src/features/content/model';
import { moduleEditor as t } from './strings';
import { LanguageName } from './Fields';
import type { LanguageCompleteness, TextField } from './completeness';

export interface CompletenessProps {
  id: string;
  rows: LanguageCompleteness[];
  /** Languages complete in the saved version (ModuleEditView.languages); null on the create page. */
  savedLanguages: Language[] | null;
  onJump: (language: Language, field: TextField) => void;
}

export default function Completeness({ id, rows, savedLanguages, onJump }: CompletenessProps) {
  const titleId = `${id}-title`;
  return (
    <section className="box section-block me-completeness" id={id} aria-labelledby={titleId} tabIndex={-1}>
      <h2 className="title is-4" id={titleId}>
        {t.completeness}
      </h2>
      <p className="muted">{t.completenessIntro}</p>
      <ul className="me-completeness__list">
        {rows.map((row) => {
          const nameId = `${id}-${row.language}`;
          return (
            <li key={row.language} className="me-completeness__row" data-language={row.language}>
              <span className="me-completeness__name" id={nameId}>
                <LanguageName language={row.language} />
              </span>
              <progress
                className={`progress is-small ${row.complete ? 'is-success' : 'is-primary'} me-completeness__bar`}
                value={row.done}
                max={Math.max(1, row.total)}
                aria-labelledby={nameId}
                aria-describedby={`${nameId}-count`}
              >
                {t.count(row.done, row.total)}
              </progress>
              <span className="me-completeness__count" id={`${nameId}-count`}>
                {t.count(row.done, row.total)}
              </span>
              <span className={`tag ${row.complete ? 'is-success' : 'is-light'} me-completeness__state`}>
                {row.complete ? t.complete : t.incomplete}
              </span>
              {row.firstMissing && (
                <button
                  type="button"
                  className="button is-small is-link-text me-completeness__jump"
                  aria-label={t.toFirstMissingLabel(LANGUAGE_NAMES[row.language], row.firstMissing.label)}
                  onClick={() => row.firstMissing && onJump(row.language, row.firstMissing)}
                >
                  {t.toFirstMissing}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {savedLanguages && (
        <p className="muted me-completeness__saved">
          {savedLanguages.length > 0 ? t.savedLanguages(savedLanguages.map((l) => LANGUAGE_NAMES[l]).join(', ')) : t.savedNoLanguages}
        </p>
      )}
    </section>
  );
}
