/**
 * Server side of attaching evaluation templates to modules, for the template chooser on the module
 * page (TemplateChooser.astro) and the confirm page /cp/modules/add/template/{id}/{templateId}. Everything runs
 * on the server, so it works without JavaScript:
 * - `attachTemplate` and the 'Ontkoppelen' post call `PUT /api/modules/{id}/template { templateId | null }` (a new
 *   module version; running tests keep theirs) and redirect to the module page with a notice (post/redirect/get);
 * - `loadTemplateChoices` fetches one page of `GET /api/templates` for the chooser's search.
 *
 * @example In src/pages/cp/modules/[id].astro:
 *   const form = await readForm(Astro.request);
 *   const templatePost = await handleTemplateChooserPost(Astro, form, id);
 *   if (templatePost && 'redirect' in templatePost) return Astro.redirect(templatePost.redirect, 303);
 */
import type { AstroGlobal } from 'astro';
import type { Page } from '#src/lib/contract';
import { templateTexts as t } from '#src/features/content/islands/template-editor/strings';
import type { TemplateListItem } from '#src/features/content/contract';
import { attachedHref, CHOOSER_ANCHOR, NOTICE_PARAM } from '#src/features/content/islands/template-editor/chooser-links';
import { pageParam, submit, textOf, withParams } from '#src/components/forms';
import { load, type Loaded } from '#src/components/load.server';

/** Query parameters of the chooser on the module page (named so they do not clash with the page's own). */
export const CHOOSER_PARAMS = { q: 'sjabloon-zoek', page: 'sjabloon-pagina', notice: NOTICE_PARAM } as const;

/** `intent` of the 'Ontkoppelen' form. */
export const UNLINK_INTENT = 'sjabloon-ontkoppelen';

/** What a chooser post or the confirm page's post led to. */
export type TemplatePostResult = { redirect: string } | { error: string };

/**
 * Puts `templateId` (null: none) on module `moduleId` with `PUT /api/modules/{id}/template`, then on to `next`. The
 * Dutch text for a failure: the server's title for 400, our own for 404.
 */
async function putTemplate(astro: AstroGlobal, moduleId: string, templateId: string | null, next: string): Promise<TemplatePostResult> {
  const put = await submit(
    () => astro.locals.api(`/api/modules/${encodeURIComponent(moduleId)}/template`, { method: 'PUT', body: { templateId } }),
    next,
    { 404: t.moduleGone },
  );
  return 'redirect' in put ? put : { error: put.error || t.moduleGone };
}

/**
 * Attaches the current version of template `templateId` to module `moduleId`.
 * @returns the module page with the 'gekoppeld' notice to redirect to, or the Dutch error.
 */
export async function attachTemplate(astro: AstroGlobal, moduleId: string, templateId: string): Promise<TemplatePostResult> {
  return putTemplate(astro, moduleId, templateId, attachedHref(moduleId));
}

/**
 * Handles the chooser's 'Ontkoppelen' post (`intent` = `sjabloon-ontkoppelen`); anything else is left alone (null).
 * @param form the posted form, read once by the page (other handlers on the page read the same request).
 * @param moduleId the module of the page.
 * @returns `{ redirect }` to this page with the 'ontkoppeld' notice, `{ error }` for the chooser, or null.
 */
export async function handleTemplateChooserPost(astro: AstroGlobal, form: FormData | null, moduleId: string): Promise<TemplatePostResult | null> {
  if (!form || textOf(form, 'intent') !== UNLINK_INTENT) return null;
  return putTemplate(astro, moduleId, null, withParams(astro.url, { [CHOOSER_PARAMS.notice]: 'ontkoppeld' }, `#${CHOOSER_ANCHOR}`));
}

/** The notice to show after a redirect: the `sjabloon` parameter, when it is one we set. */
export function chooserNotice(url: URL): 'gekoppeld' | 'ontkoppeld' | null {
  const value = url.searchParams.get(CHOOSER_PARAMS.notice);
  return value === 'gekoppeld' || value === 'ontkoppeld' ? value : null;
}

/** The chooser's search and one page of templates. */
export interface TemplateChoices {
  q: string;
  list: Loaded<Page<TemplateListItem>>;
}

/** Reads the chooser's search from the URL and loads that page of `GET /api/templates`. */
export async function loadTemplateChoices(astro: AstroGlobal): Promise<TemplateChoices> {
  const q = (astro.url.searchParams.get(CHOOSER_PARAMS.q) ?? '').trim().slice(0, 200);
  const page = pageParam(astro.url, CHOOSER_PARAMS.page);
  const list = await load(astro.locals.api<Page<TemplateListItem>>('/api/templates', { query: q ? { q, page } : { page } }));
  return { q, list };
}
