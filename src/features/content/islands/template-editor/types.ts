/**
 * What the template API answers (docs/api.md "Templates"; the types live in src/features/content/template.ts, shared with the
 * backend) and where the module page shows the template chooser.
 */

export type { TemplateCreated, TemplateHistoryItem, TemplateListItem, TemplateModuleRef, TemplateSaved, TemplateView } from '#src/features/content/template';

/** Where a module page shows the template chooser; redirects after a change land there. */
export const CHOOSER_ANCHOR = 'sjabloon';
/** Query parameter with the chooser's notice after a redirect: `gekoppeld` or `ontkoppeld`. */
export const NOTICE_PARAM = 'sjabloon';

/** The module page after a template was attached to module `moduleId`. */
export function attachedHref(moduleId: string): string {
  return `/cp/modules/${encodeURIComponent(moduleId)}?${NOTICE_PARAM}=gekoppeld#${CHOOSER_ANCHOR}`;
}
