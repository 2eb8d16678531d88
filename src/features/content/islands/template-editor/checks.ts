/**
 * The template editor's checks before saving (pure; state.test.ts tests them): the same rules as
 * `templateContentSchema` in src/features/content/contract.ts, so each error can sit at its field
 * (aria-describedby) and in the summary at the top of the form, in screen order, with a link to the field.
 */
import { TEMPLATE_LIMITS as L, type ScaleLevel } from '#src/features/content/template';
import { LANGUAGE_NAMES_NL } from '#src/features/content/model';
import { LANGUAGES, type Language } from '#src/lib/i18n/locales';
import { fieldIds } from './ids';
import type { Draft } from './state';
import { templateTexts as t } from './strings';

const HTML_LIKE = /<\s*[/!?]?\s*[a-z]/i;

/** Errors of one criterion, by field. */
export interface CriterionErrors {
  name?: string;
  description?: string;
  weight?: string;
  /** By content language: the sentence for the candidate. */
  selfCheck?: Partial<Record<Language, string>>;
}

/** Everything wrong with a draft; empty when it can be saved. */
export interface DraftErrors {
  name?: string;
  /** About the list as a whole: none, or too many. */
  criteria?: string;
  byCriterion: Record<string, CriterionErrors>;
  byLabel: Partial<Record<ScaleLevel['value'], string>>;
}

function textError(value: string, max: number, missing: string | null, tooLong: string): string | undefined {
  const text = value.trim();
  if (!text) return missing ?? undefined;
  if (text.length > max) return tooLong;
  if (HTML_LIKE.test(text)) return t.noHtml;
  return undefined;
}

function weightError(value: string): string | undefined {
  const text = value.trim();
  if (!/^\d+$/.test(text)) return t.weightInvalid;
  const n = Number(text);
  return n >= L.weightMin && n <= L.weightMax ? undefined : t.weightInvalid;
}

/** Checks a draft before it is sent. */
export function validate(draft: Draft): DraftErrors {
  const errors: DraftErrors = { byCriterion: {}, byLabel: {} };
  const name = textError(draft.name, L.nameMax, t.nameMissing, t.nameTooLong);
  if (name) errors.name = name;
  if (draft.criteria.length === 0) errors.criteria = t.criteriaMissing;
  else if (draft.criteria.length > L.criteriaMax) errors.criteria = t.criteriaMax;
  for (const c of draft.criteria) {
    const found: CriterionErrors = {};
    const n = textError(c.name, L.criterionNameMax, t.criterionNameMissing, t.criterionNameTooLong);
    const d = textError(c.description, L.descriptionMax, null, t.descriptionTooLong);
    const w = weightError(c.weight);
    if (n) found.name = n;
    if (d) found.description = d;
    if (w) found.weight = w;
    const sentences: Partial<Record<Language, string>> = {};
    for (const language of LANGUAGES) {
      const e = textError(c.selfCheck?.[language] ?? '', L.selfCheckMax, null, t.selfCheckTooLong);
      if (e) sentences[language] = e;
    }
    if (Object.keys(sentences).length > 0) found.selfCheck = sentences;
    if (n || d || w || found.selfCheck) errors.byCriterion[c.id] = found;
  }
  for (const s of draft.scale) {
    const label = textError(s.label, L.labelMax, t.labelMissing, t.labelTooLong);
    if (label) errors.byLabel[s.value] = label;
  }
  return errors;
}

/** One line of the error summary: the message and the id of the field it belongs to. */
export interface ErrorLine {
  message: string;
  field: string;
}

/** The errors in screen order, for the summary at the top of the form. */
export function errorLines(draft: Draft, errors: DraftErrors): ErrorLine[] {
  const lines: ErrorLine[] = [];
  if (errors.name) lines.push({ message: errors.name, field: fieldIds.name });
  if (errors.criteria) lines.push({ message: errors.criteria, field: fieldIds.criteria });
  draft.criteria.forEach((c, i) => {
    const e = errors.byCriterion[c.id];
    if (!e) return;
    for (const field of ['name', 'description', 'weight'] as const) {
      const message = e[field];
      if (message) lines.push({ message: t.inCriterion(i + 1, message), field: fieldIds.criterion(c.id, field) });
    }
    for (const language of LANGUAGES) {
      const message = e.selfCheck?.[language];
      if (message) lines.push({ message: t.inCriterion(i + 1, t.inSelfCheck(LANGUAGE_NAMES_NL[language], message)), field: fieldIds.selfCheck(c.id, language) });
    }
  });
  for (const s of draft.scale) {
    const message = errors.byLabel[s.value];
    if (message) lines.push({ message: t.inScale(s.value, message), field: fieldIds.label(s.value) });
  }
  return lines;
}
