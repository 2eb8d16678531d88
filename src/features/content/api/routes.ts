/**
 * Every `/api/modules` route (docs/api.md "Modules", "Suggestions"), as one router in the order the routes are tried
 * (server/routing.ts `inOrder`): a module's open suggestions (`GET /:id/suggestions`, suggestions-router.ts), then
 * reading and changing modules (modules-router.ts).
 *
 * @example
 *   app.route('/api/modules', modulesApi());
 */
import { inOrder } from '#src/server/routing';
import { moduleRouter } from './modules-router';
import { moduleSuggestionRouter } from './suggestions-router';

/** The content feature's `/api/modules` router. */
export function modulesApi() {
  return inOrder(moduleSuggestionRouter(), moduleRouter());
}
