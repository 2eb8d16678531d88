/**
 * Notifications on a home page, for roles whose header has no notifications menu (spec §6: the header fetches
 * them only for candidates and contact persons). Teachers get notifications too — e.g. when a coordinator
 * decides on their suggestion (docs/api.md, "Suggestions") — and read them on /docent/overzicht. Server-side,
 * so it works without JavaScript: `GET /api/notification` for the list; a POST with `intent=notification-read` and `id` marks one
 * read with `PUT /api/notification/read` and redirects (post/redirect/get).
 */
import type { AstroGlobal } from 'astro';
import type { HeaderNotification } from '#src/features/mailbox/contract';
import { submit, textOf } from '#src/components/forms';
import { load } from '#src/components/load.server';

/** What NotificationList.astro renders: the unread notifications, or the Dutch error of loading them. */
export type NotificationListState = { ok: true; data: HeaderNotification[] } | { ok: false; error: string };

/**
 * Handles a "gelezen" POST (when `form` has `intent=notification-read`) and loads the list.
 * @param form the posted form (a copy, when other parts of the page read the request too), or null.
 * @returns `{ redirect }` after marking one read, otherwise `{ state }`.
 */
export async function homeNotifications(astro: AstroGlobal, form: FormData | null): Promise<{ redirect: string } | { state: NotificationListState }> {
  const { api } = astro.locals;
  if (astro.request.method === 'POST' && form && textOf(form, 'intent') === 'notification-read') {
    const id = textOf(form, 'id');
    const marked = await submit(() => api('/api/notification/read', { method: 'PUT', body: { id } }), `${astro.url.pathname}${astro.url.search}#meldingen`);
    if ('redirect' in marked) return marked;
  }
  return { state: await load(api<HeaderNotification[]>('/api/notification')) };
}
