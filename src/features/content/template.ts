/**
 * The shape of an evaluation template (sjabloon, domain.md): criteria a teacher scores on a four-point scale.
 * Shared by the backend (validation, versions, export) and the template editor island; what the template calls
 * take and answer is in contract.ts.
 *
 * Templates are Dutch only: teachers evaluate in Dutch (spec: the default locale is Dutch).
 */

/** One criterion. `weight` is a whole number 1–10: its share in the module's total relative to the others. */
export interface Criterion {
  /** Stable within the template (a UUID), so evaluations can refer to it across versions. */
  id: string;
  name: string;
  description: string;
  weight: number;
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

/** The default scale (domain.md glossary: 1 onvoldoende · 2 matig · 3 voldoende · 4 goed). */
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
} as const;
