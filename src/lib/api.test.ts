import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api';
import { errorMessage } from './errors';
import { $loading } from './stores/loading';

beforeEach(() => {
  vi.stubGlobal('location', new URL('http://localhost:4321/mailbox'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  $loading.set(0);
});

describe('api', () => {
  it('calls the same origin with cookies and JSON, and counts the call as loading', async () => {
    let during = -1;
    const fetch = vi.fn(async (_input: unknown, _init?: RequestInit) => {
      during = $loading.get();
      return new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetch);
    await expect(api('/api/message/inbox', { query: { page: 2 } })).resolves.toEqual({ ok: true });
    const [input, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(String(input)).toBe('/api/message/inbox?page=2');
    expect(init.credentials).toBe('same-origin');
    expect(new Headers(init.headers).get('accept')).toBe('application/json');
    expect(during).toBe(1);
    expect($loading.get()).toBe(0);
  });

  it('never retries a POST, and the failure reads through errorMessage', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ title: 'Het is nu erg druk. Probeer het over een minuut opnieuw.' }), { status: 503, statusText: 'Service Unavailable', headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    const error = await api('/api/message', { method: 'POST', body: { subject: 'x' } }).catch((e: unknown) => e);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(errorMessage(error).text).toBe('Het is nu erg druk. Probeer het over een minuut opnieuw.');
    expect($loading.get()).toBe(0);
  });

  it('keeps the overlay up until the last of parallel calls ends', async () => {
    const resolvers: Array<() => void> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            resolvers.push(() => resolve(new Response(null, { status: 204 })));
          }),
      ),
    );
    const a = api('/api/a');
    const b = api('/api/b');
    await vi.waitFor(() => expect(resolvers).toHaveLength(2));
    expect($loading.get()).toBe(2);
    resolvers[0]?.();
    await a;
    expect($loading.get()).toBe(1);
    resolvers[1]?.();
    await b;
    expect($loading.get()).toBe(0);
  });

  it('reports no connection when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    const error = await api('/api/notification/read', { method: 'PUT', body: { id: 'x' } }).catch((e: unknown) => e);
    expect(errorMessage(error).text).toBe('Geen verbinding met de server.');
    expect($loading.get()).toBe(0);
  });
});
