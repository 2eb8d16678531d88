/**
 * The shape of an evaluation template (sjabloon, docs/domain.md): criteria a teacher scores on a four-point scale.
 * Shared by the backend (validation, versions, export) and the template editor island; what the template calls
 * take and answer is in contract.ts.
 *
 * Templates are Dutch for teachers (spec: the default locale is Dutch); only a criterion's `selfCheck` sentence, which
 * the candidate reads in their reflection, comes in the content languages.
 */
import type { Language } from '#src/lib/i18n/locales';


/** One criterion. `weight` is a whole number 1–10: its share in the module's total relative to the others. */
export interface Criterion {
  /** Stable within the template (a UUID), so evaluations can refer to it across versions. */
  id: string;
  name: string;
  description: string;
  weight: number;
  /**
   * The criterion as a plain 'I …' sentence for the candidate's reflection, per content language (e.g.
   * `{ nl: 'Ik pak de juiste artikelen.', en: 'I pick the right items.' }`). Optional: without it, or without the
   * candidate's language, the reflection shows the Dutch sentence, then the criterion's name
   * (docs/decisions/030-pat-reflection-and-agreement.md).
   */
  selfCheck?: Partial<Record<Language, string>>;
}

/** One step of the scale; `value` 1–4 is fixed, the label is editable (docs/api.md "Templates"). */
export interface ScaleLevel {
  value: 1 | 2 | 3 | 4;
  label: string;
}

/** One version of a template's content. Criteria are in display order. */
export interface TemplateContent {
  name: string;
  criteria: Criterion[];
  scale: ScaleLevel[];
}

/** The default scale (docs/domain.md glossary: 1 onvoldoende · 2 matig · 3 voldoende · 4 goed). */
export const DEFAULT_SCALE: ScaleLevel[] = [
  { value: 1, label: 'onvoldoende' },
  { value: 2, label: 'matig' },
  { value: 3, label: 'voldoende' },
  { value: 4, label: 'goed' },
];

/** Limits enforced by the backend's validation and shown by the editor. */
export const TEMPLATE_LIMITS = {
  nameMax: 120,
  criterionNameMax: 120,
  descriptionMax: 1000,
  labelMax: 40,
  criteriaMax: 30,
  weightMin: 1,
  weightMax: 10,
  /** Characters of one `selfCheck` sentence. */
  selfCheckMax: 200,
} as const;
