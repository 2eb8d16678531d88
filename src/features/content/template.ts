/**
 * The shape of an evaluation template (sjabloon, domain.md): criteria a teacher scores on a four-point scale.
 * Shared by the backend (validation, versions, export) and the template editor island.
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

/** One step of the scale; `value` 1–4 is fixed, the label is editable (issue 4). */
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

// ——— What the template API answers (docs/api.md "Templates"), shared by the backend and the pages ———

/** One line of a template's history, newest first. */
export interface TemplateHistoryItem {
  version: number;
  /** ISO time. */
  createdAt: string;
  /** Who saved it; null when unknown. */
  createdBy: string | null;
}

/** A module whose current version is scored with the template. */
export interface TemplateModuleRef {
  id: string;
  title: string;
}

/** GET /api/templates/{id}. */
export interface TemplateView {
  id: string;
  version: number;
  content: TemplateContent;
  modules: TemplateModuleRef[];
  history: TemplateHistoryItem[];
}

/** One line of GET /api/templates. */
export interface TemplateListItem {
  id: string;
  name: string;
  version: number;
  criteriaCount: number;
  moduleCount: number;
  updatedAt: string;
}

/** 201 of POST /api/templates. */
export interface TemplateCreated {
  id: string;
  version: number;
}

/** 200 of PUT /api/templates/{id}. */
export interface TemplateSaved {
  id: string;
  version: number;
  modulesUpdated: number;
}
