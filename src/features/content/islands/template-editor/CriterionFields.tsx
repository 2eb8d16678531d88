/**
 * The fields of one criterion in the template editor: name, weight (a whole number 1–10), description, and the
 * candidate's 'Ik …' sentence for the reflection (decision 030) — Dutch in view, the five other content languages
 * folded away in a `<details>` 'Vertalingen voor kandidaten' whose summary counts the filled ones and says when
 * one has an error. Each translation's field has its language's `lang` and `dir`.
 */
import { TEMPLATE_LIMITS as L } from '#src/features/content/template';
import { LANGUAGE_NAMES_NL } from '#src/features/content/model';
import { LANGUAGES, type Language } from '#src/lib/i18n/locales';
import type { CriterionErrors } from './checks';
import { described, TextField } from './Fields';
import { fieldIds } from './ids';
import { templateTexts as t } from './strings';

export interface CriterionFieldsProps {
  id: string;
  name: string;
  description: string;
  weight: string;
  /** The candidate's sentence by content language (only those with text). */
  selfCheck: Partial<Record<Language, string>>;
  errors: CriterionErrors;
  onChange: (field: 'name' | 'description' | 'weight', value: string) => void;
  onSelfCheck: (language: Language, value: string) => void;
}

/** The content languages a sentence is translated into: all but Dutch, in the platform's order. */
const TRANSLATED: readonly Language[] = LANGUAGES.filter((l) => l !== 'nl');

/** Name, weight, description and the candidate's sentence (with its translations) of one criterion. */
export default function CriterionFields({ id, name, description, weight, selfCheck, errors, onChange, onSelfCheck }: CriterionFieldsProps) {
  const filled = TRANSLATED.filter((l) => selfCheck[l]).length;
  const invalid = TRANSLATED.some((l) => errors.selfCheck?.[l]);
  const weightId = fieldIds.criterion(id, 'weight');
  return (
    <div className="criterion__fields">
      <div className="criterion__row">
        <div className="criterion__name">
          <TextField
            id={fieldIds.criterion(id, 'name')}
            label={t.criterionName}
            value={name}
            error={errors.name}
            maxLength={L.criterionNameMax}
            onChange={(value) => onChange('name', value)}
          />
        </div>
        <div className="field criterion__weight">
          <label className="label" htmlFor={weightId}>
            {t.weight}
          </label>
          <div className="control">
            <input
              className={`input${errors.weight ? ' is-danger' : ''}`}
              id={weightId}
              type="number"
              inputMode="numeric"
              min={L.weightMin}
              max={L.weightMax}
              step={1}
              value={weight}
              aria-invalid={errors.weight ? 'true' : undefined}
              aria-describedby={described(weightId, errors.weight, true)}
              onChange={(e) => onChange('weight', e.target.value)}
            />
          </div>
          {errors.weight && (
            <p className="help is-danger" id={`${weightId}-error`}>
              {errors.weight}
            </p>
          )}
          <p className="help" id={`${weightId}-hint`}>
            {t.weightHint}
          </p>
        </div>
      </div>
      <TextField
        id={fieldIds.criterion(id, 'description')}
        label={t.criterionDescription}
        value={description}
        hint={t.criterionDescriptionHint}
        error={errors.description}
        maxLength={L.descriptionMax}
        multiline
        onChange={(value) => onChange('description', value)}
      />
      <TextField
        id={fieldIds.selfCheck(id, 'nl')}
        label={t.selfCheck}
        value={selfCheck.nl ?? ''}
        hint={t.selfCheckHint}
        error={errors.selfCheck?.nl}
        maxLength={L.selfCheckMax}
        onChange={(value) => onSelfCheck('nl', value)}
      />
      <details className="criterion__translations">
        <summary>
          {`${t.translations} `}
          <span className="muted">{`(${t.translationsCount(filled, TRANSLATED.length)}${invalid ? `, ${t.translationsInvalid}` : ''})`}</span>
        </summary>
        <p className="help block">{t.translationsHint}</p>
        {TRANSLATED.map((language) => (
          <TextField
            key={language}
            id={fieldIds.selfCheck(id, language)}
            label={t.selfCheckLanguage(LANGUAGE_NAMES_NL[language])}
            value={selfCheck[language] ?? ''}
            error={errors.selfCheck?.[language]}
            maxLength={L.selfCheckMax}
            lang={language}
            onChange={(value) => onSelfCheck(language, value)}
          />
        ))}
      </details>
    </div>
  );
}
