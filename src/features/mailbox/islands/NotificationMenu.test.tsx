import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { $notifications } from './notifications-store';
import { DUTCH_ERROR_TEXTS } from '#src/lib/errors';
import { translate } from '#src/lib/i18n/catalogues.server';
import { pluralTemplates } from '#src/lib/i18n/plural-templates.server';
import NotificationMenu, { type NotificationTexts } from './NotificationMenu';

/** The menu's texts as the header renders them for a page in `language`. */
function textsIn(language: 'nl' | 'pl'): NotificationTexts {
  const t = translate(language);
  return {
    locale: language === 'nl' ? 'nl-NL' : 'pl-PL',
    button: t('notifications.button'),
    unread: pluralTemplates(t, 'notifications.unread', language),
    empty: t('notifications.empty'),
    markedRead: t('notifications.markedRead'),
    gone: t('notifications.gone'),
    opening: t('notifications.opening'),
    errors: DUTCH_ERROR_TEXTS,
  };
}
const DUTCH = { times: { n1: '1 januari 2025 om 11:00', n2: '2 januari 2025 om 11:00' }, texts: textsIn('nl') };

const older = { id: 'n1', message: 'Uitslag beschikbaar', params: null, type: 2, relatedId: null, createdAt: '2025-01-01T10:00:00Z', href: null };
const newer = {
  id: 'n2',
  message: 'Nieuw bericht van Jan: Planning',
  params: { sender: 'Jan', subject: 'Planning' },
  type: 1,
  relatedId: 'm1',
  createdAt: '2025-01-02T10:00:00Z',
  href: '/mailbox/message/m1',
};

/** The server-rendered HTML, as a page sends it before any script runs. */
function html(props: Parameters<typeof NotificationMenu>[0]): string {
  return renderToString(<NotificationMenu {...props} />);
}

describe('NotificationMenu (server render)', () => {
  it('renders a menu button named Notificaties with the count as its description', () => {
    const out = html({ notifications: [older, newer], ...DUTCH });
    expect(out).toMatch(/<button[^>]*aria-haspopup="menu"[^>]*aria-expanded="false"/);
    expect(out).toContain('Notificaties');
    expect(out).toMatch(/aria-describedby="[^"]+-count"/);
    expect(out).toContain('2 ongelezen notificaties');
    expect(out).toMatch(/class="notif-menu__badge" aria-hidden="true">2</);
  });

  it('lists notifications newest first as menu items; each links to the page the API named for it', () => {
    const out = html({ notifications: [older, newer], ...DUTCH });
    expect(out.indexOf('Nieuw bericht van Jan')).toBeLessThan(out.indexOf('Uitslag beschikbaar'));
    expect(out).toMatch(/<ul[^>]*role="menu"/);
    expect(out).toMatch(/<a[^>]*role="menuitem"[^>]*href="\/mailbox\/message\/m1"/);
    expect(out).toMatch(/<button[^>]*role="menuitem"/);
    // Each says when it was made, as the server wrote it for the page.
    expect(out).toMatch(/<time class="notif-menu__time" datetime="2025-01-02T10:00:00Z">2 januari 2025 om 11:00<\/time>/i);
  });

  it("shows 'Geen notificaties' as plain text when empty: no menu without items, no badge", () => {
    const out = html({ notifications: [], ...DUTCH });
    expect(out).toContain('Geen notificaties');
    // ARIA: a menu must own menu items (axe aria-required-children), so an empty list is no menu at all,
    // and the button discloses the text instead of announcing a menu.
    expect(out).not.toContain('role="menu"');
    expect(out).not.toContain('role="menuitem"');
    expect(out).not.toContain('aria-haspopup');
    expect(out).toMatch(/<button[^>]*aria-expanded="false"[^>]*aria-controls="([^"]+)"[\s\S]*<p id="\1"[^>]*>Geen notificaties</);
    expect(out).not.toContain('notif-menu__badge');
    expect(out).not.toContain('aria-describedby');
  });

  it('shows the load error in the menu', () => {
    expect(html({ notifications: [], error: 'Geen verbinding met de server.', ...DUTCH })).toMatch(/role="alert"[^>]*>Geen verbinding met de server\./);
  });

  it("speaks the page's language: Polish counts with the Polish plural forms", () => {
    const polish = { times: {}, texts: textsIn('pl') };
    const two = html({ notifications: [older, newer], ...polish });
    expect(two).toContain(textsIn('pl').button);
    expect(two).toContain('2 nieprzeczytane');
    const five = Array.from({ length: 5 }, (_, i) => ({ ...newer, id: `p${i}` }));
    expect(html({ notifications: five, ...polish })).toContain('5 nieprzeczytanych');
    expect(html({ notifications: [], ...polish })).not.toContain('Geen notificaties');
  });

  it('does not fill the shared store while rendering on the server', () => {
    html({ notifications: [older, newer], ...DUTCH });
    expect($notifications.get()).toEqual([]);
  });
});
