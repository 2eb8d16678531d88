/** The registration on candidate pages (register.ts): after load, and a waiting worker takes over only when the page is left. */
import { describe, expect, it, vi } from 'vitest';
import { registerOfflineWorker, type RegisterDeps } from './register';

function browser(options: { readyState?: DocumentReadyState; register?: () => Promise<unknown>; serviceWorker?: boolean; onLine?: boolean } = {}) {
  const events = new EventTarget();
  const waiting = { postMessage: vi.fn() };
  const register = vi.fn(options.register ?? (async () => ({ waiting })));
  const deps = {
    navigator: options.serviceWorker === false ? { onLine: true } : { serviceWorker: { register }, onLine: options.onLine ?? true },
    window: { addEventListener: events.addEventListener.bind(events) },
    document: { readyState: options.readyState ?? 'complete' },
  } as unknown as RegisterDeps;
  const fire = (type: string, persisted?: boolean) => {
    const event = new Event(type);
    if (persisted !== undefined) Object.defineProperty(event, 'persisted', { value: persisted });
    events.dispatchEvent(event);
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { deps, register, waiting, fire, settle };
}

describe('registerOfflineWorker', () => {
  it('registers /sw.js for the whole site once the page has loaded, bypassing the HTTP cache for updates', async () => {
    const b = browser({ readyState: 'loading' });
    registerOfflineWorker(b.deps);
    expect(b.register).not.toHaveBeenCalled();
    b.fire('load');
    expect(b.register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
  });

  it('lets a waiting new version take over only when the page is left for good', async () => {
    const b = browser();
    registerOfflineWorker(b.deps);
    await b.settle();
    b.fire('pagehide', true);
    expect(b.waiting.postMessage).not.toHaveBeenCalled();
    b.fire('pagehide', false);
    expect(b.waiting.postMessage).toHaveBeenCalledWith('skip-waiting');
  });

  it('keeps the old version while there is no connection (the kept pages still need its files)', async () => {
    const b = browser({ onLine: false });
    registerOfflineWorker(b.deps);
    await b.settle();
    b.fire('pagehide', false);
    expect(b.waiting.postMessage).not.toHaveBeenCalled();
  });

  it('does nothing without service workers, and never fails when registering fails', async () => {
    const none = browser({ serviceWorker: false });
    expect(() => registerOfflineWorker(none.deps)).not.toThrow();
    const failing = browser({ register: async () => Promise.reject(new Error('SecurityError')) });
    registerOfflineWorker(failing.deps);
    await failing.settle();
    expect(failing.register).toHaveBeenCalledTimes(1);
  });
});
