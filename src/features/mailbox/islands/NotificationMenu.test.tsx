import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { $notifications } from './notifications-store';
import NotificationMenu from './NotificationMenu';

const older = { id: 'n1', message: 'Uitslag beschikbaar', type: 2, relatedId: null, createdAt: '2025-01-01T10:00:00Z' };
const newer = { id: 'n2', message: 'Nieuw bericht van Jan: Planning', type: 1, relatedId: 'm1', createdAt: '2025-01-02T10:00:00Z' };

/** The server-rendered HTML, as a page sends it before any script runs. */
function html(props: Parameters<typeof NotificationMenu>[0]): string {
  return renderToString(<NotificationMenu {...props} />);
}

describe('NotificationMenu (server render)', () => {
  it('renders a menu button named Notificaties with the count as its description', () => {
    const out = html({ notifications: [older, newer] });
    expect(out).toMatch(/<button[^>]*aria-haspopup="menu"[^>]*aria-expanded="false"/);
    expect(out).toContain('Notificaties');
    expect(out).toMatch(/aria-describedby="[^"]+-count"/);
    expect(out).toContain('2 ongelezen notificaties');
    expect(out).toMatch(/class="notif-menu__badge" aria-hidden="true">2</);
  });

  it('lists notifications newest first as menu items; type 1 links to the message', () => {
    const out = html({ notifications: [older, newer] });
    expect(out.indexOf('Nieuw bericht van Jan')).toBeLessThan(out.indexOf('Uitslag beschikbaar'));
    expect(out).toMatch(/<a[^>]*role="menuitem"[^>]*href="\/mailbox\/message\/m1"/);
    expect(out).toMatch(/<button[^>]*role="menuitem"/);
  });

  it("shows 'Geen notificaties' as plain text (not a menu item) when empty, without badge", () => {
    const out = html({ notifications: [] });
    expect(out).toContain('Geen notificaties');
    expect(out).not.toContain('role="menuitem"');
    expect(out).not.toContain('notif-menu__badge');
    expect(out).not.toContain('aria-describedby');
  });

  it('shows the load error in the menu', () => {
    expect(html({ notifications: [], error: 'Geen verbinding met de server.' })).toMatch(/role="alert"[^>]*>Geen verbinding met de server\./);
  });

  it('does not fill the shared store while rendering on the server', () => {
    html({ notifications: [older, newer] });
    expect($notifications.get()).toEqual([]);
  });
});
