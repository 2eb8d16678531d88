/**
 * The not-found answer of a page: status 404 'Not Found'. An unknown record, or one outside the caller's reach,
 * is as if it did not exist (docs/decisions/003-api-status-codes.md); the page then shows
 * src/components/NotFound.astro ('Verdwaald?', spec §2) with the title `t('notFound.title')`.
 *
 * @example
 *   const missing = !result.ok && result.status === 404;
 *   if (missing) notFound(Astro);
 */
import type { AstroGlobal } from 'astro';

/** Sets the page's answer to 404 Not Found. */
export function notFound(astro: Pick<AstroGlobal, 'response'>): void {
  astro.response.status = 404;
  astro.response.statusText = 'Not Found';
}
