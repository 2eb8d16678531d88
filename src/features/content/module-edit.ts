/**
 * What the module editor reads and sends (docs/api.md "Modules"): shared by the backend
 * (features/content/api/module-versions.ts) and the editor island as types and limits only.
 */
import type { Language, ModuleContent } from './model';

/** Counts of present texts per language: `done` of `total` texts a candidate sees (issue 4: completeness view). */
export type Completeness = Record<Language, { done: number; total: number }>;

/** One line of a module's history, newest first. */
export interface ModuleHistoryItem {
  version: number;
  /** ISO time. */
  createdAt: string;
  /** Name of who saved it; null for seeded content. */
  createdBy: string | null;
  /** Why the version exists, e.g. 'Sjabloon gekoppeld'; null for an ordinary save. */
  note: string | null;
  /** Pinned by a profession test (then it never changes). */
  inUse: boolean;
}

/** GET /api/modules/{id}/edit. */
export interface ModuleEditView {
  id: string;
  professionId: string | null;
  /** Number of the current version; send it back as `baseVersion` when saving. */
  version: number;
  /** ISO time of the last save. */
  updatedAt: string;
  content: ModuleContent;
  /** Languages complete in the current version. */
  languages: Language[];
  completeness: Completeness;
  /** Some version of this module is pinned by a profession test. */
  inUse: boolean;
  /** The template the current version is scored with; `current` is false when the template has a newer version. */
  template: { id: string; name: string; version: number; current: boolean } | null;
  history: ModuleHistoryItem[];
}

/** Body of POST /api/modules. */
export interface ModuleCreateBody {
  professionId: string | null;
  content: ModuleContent;
}

/** Body of PUT /api/modules/{id}. */
export interface ModuleSaveBody extends ModuleCreateBody {
  baseVersion: number;
}

/** Limits enforced by the backend's validation and shown by the editor. */
export const MODULE_LIMITS = {
  titleMax: 150,
  descriptionMax: 2000,
  partsMax: 100,
  textMax: 20000,
  promptMax: 2000,
  optionMax: 500,
  optionsMin: 2,
  optionsMax: 8,
  altMax: 300,
  pointsMin: 1,
  pointsMax: 100,
} as const;
