import { allTasks, cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HeaderNotification } from '#src/features/mailbox/contract';
import { $loading } from '#src/lib/stores/loading';
import { $notifications, markNotificationRead, setNotifications, targetOf } from './notifications-store';

const older: HeaderNotification = {
  id: 'n1',
  message: 'Uitslag beschikbaar',
  params: null,
  type: 2,
  relatedId: 'r1',
  createdAt: '2025-01-01T10:00:00Z',
  href: null,
};
const newer: HeaderNotification = {
  id: 'n2',
  message: 'Nieuw bericht van Jan: Planning',
  params: null,
  type: 1,
  relatedId: 'm1',
  createdAt: '2025-01-02T10:00:00Z',
  href: '/mailbox/message/m1',
};

function stubFetch(status: number) {
  const fetch = vi.fn(async (_input: unknown, _init?: RequestInit) =>
    new Response(status === 204 ? null : JSON.stringify({ title: 'Niet gevonden.' }), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(() => {
  vi.stubGlobal('location', new URL('http://localhost:4321/dashboard/overzicht'));
});

afterEach(() => {
  cleanStores($notifications, $loading);
  vi.unstubAllGlobals();
});

describe('$notifications', () => {
  it('sorts newest first', () => {
    setNotifications([older, newer]);
    expect($notifications.get().map((n) => n.id)).toEqual(['n2', 'n1']);
  });

  it('marks read with PUT /api/notification/read and the notification as body, then removes it', async () => {
    const fetch = stubFetch(204);
    setNotifications([older, newer]);
    await markNotificationRead(newer);
    await allTasks();
    const [request, init] = fetch.mock.calls[0] as [Request | string, RequestInit];
    const url = typeof request === 'string' ? request : request.url;
    expect(url).toMatch(/\/api\/notification\/read$/);
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual(newer);
    expect($notifications.get().map((n) => n.id)).toEqual(['n1']);
    expect($loading.get()).toBe(0);
  });

  it('removes a notification the server no longer knows (404) and rethrows', async () => {
    stubFetch(404);
    setNotifications([older]);
    await expect(markNotificationRead(older)).rejects.toMatchObject({ status: 404 });
    expect($notifications.get()).toEqual([]);
    expect($loading.get()).toBe(0);
  });

  it('keeps the notification when marking fails otherwise', async () => {
    stubFetch(500);
    setNotifications([older]);
    await expect(markNotificationRead(older)).rejects.toMatchObject({ status: 500 });
    expect($notifications.get()).toEqual([older]);
  });
});

describe('targetOf', () => {
  it('opens the page the API named for the receiver, and stays when it named none', () => {
    expect(targetOf(newer)).toBe('/mailbox/message/m1');
    expect(targetOf({ ...newer, href: '/docent/overzicht?open=m1#message' })).toBe('/docent/overzicht?open=m1#message');
    expect(targetOf(older)).toBeNull();
  });
});
