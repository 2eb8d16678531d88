/**
 * Where the module page shows the template chooser. What the template API answers is in
 * src/features/content/contract.ts (docs/api.md "Templates").
 */

/** Where a module page shows the template chooser; redirects after a change land there. */
export const CHOOSER_ANCHOR = 'sjabloon';
/** Query parameter with the chooser's notice after a redirect: `gekoppeld` or `ontkoppeld`. */
export const NOTICE_PARAM = 'sjabloon';

/** The module page after a template was attached to module `moduleId`. */
export function attachedHref(moduleId: string): string {
  return `/cp/modules/${encodeURIComponent(moduleId)}?${NOTICE_PARAM}=gekoppeld#${CHOOSER_ANCHOR}`;
}
