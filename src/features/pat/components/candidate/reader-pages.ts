/**
 * Pure helpers of the candidate's PAT theory pages (spec §2 /candidate/pat/selecteer-taal/{id},
 * /candidate/pat/{langCode}/{id}, /candidate/pat/{id}): their addresses, the reflection a module ends with, and which
 * module comes next. No catalogue and no server code: the pages and the dashboard card import it.
 */
import type { TheoryModuleItem } from '#src/features/pat/reader-contract';

/** Where the candidate's PAT theory pages live (spec §2, exact routes; the reflection's `?pat=` as the PAT pages agreed). */
export const patReaderRoutes = {
  /** The language choice. */
  choice: (patId: string) => `/candidate/pat/selecteer-taal/${encodeURIComponent(patId)}`,
  /** Stores `language` for the PAT, then shows the modules. */
  choose: (language: string, patId: string) => `/candidate/pat/${encodeURIComponent(language)}/${encodeURIComponent(patId)}`,
  /** The modules of the PAT. */
  overview: (patId: string) => `/candidate/pat/${encodeURIComponent(patId)}`,
  /** The reader of the module at `position`. */
  module: (patId: string, position: number) => `/candidate/pat/${encodeURIComponent(patId)}?module=${position}`,
  /** The candidate's reflection on a module of this PAT. */
  reflection: (moduleId: string, patId: string) => `/candidate/pat/module/${encodeURIComponent(moduleId)}?pat=${encodeURIComponent(patId)}`,
} as const;

/** The module after the one at `position` in the PAT's order, or null for the last (or an unknown) one. */
export function nextModule(modules: readonly TheoryModuleItem[], position: number): TheoryModuleItem | null {
  const at = modules.findIndex((m) => m.position === position);
  return at >= 0 ? (modules[at + 1] ?? null) : null;
}
