/**
 * For tests of the device storage: an IndexedDB factory whose `open()` always fails, as in some private browsing
 * modes (storage.ts and device-db.ts then fall back or answer empty, never reject).
 */
export const failingFactory = {
  open() {
    const request: { onerror?: () => void; error: Error } = { error: new Error('Geen toegang') };
    setTimeout(() => request.onerror?.(), 0);
    return request;
  },
} as unknown as IDBFactory;
