/**
 * What the template API answers (docs/api.md "Templates"), as types for the island and the pages. The backend's
 * own types live in src/backend/services/templates.ts, which browser code may not import (habit 10).
 */
import type { TemplateContent } from '../../lib/template';

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

/** Where a module page shows the template chooser; redirects after a change land there. */
export const CHOOSER_ANCHOR = 'sjabloon';
/** Query parameter with the chooser's notice after a redirect: `gekoppeld` or `ontkoppeld`. */
export const NOTICE_PARAM = 'sjabloon';

/** The module page after a template was attached to module `moduleId`. */
export function attachedHref(moduleId: string): string {
  return `/cp/modules/${encodeURIComponent(moduleId)}?${NOTICE_PARAM}=gekoppeld#${CHOOSER_ANCHOR}`;
}
