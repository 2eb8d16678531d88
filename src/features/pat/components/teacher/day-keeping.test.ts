import { describe, expect, it } from 'vitest';
import { dayGridTexts as t } from '#src/features/pat/teacher-strings';
import { keepDay } from './day-keeping';

/** A promise resolved from outside, to hold a step of the work. */
function gate<T>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (open = resolve));
  return { promise, open };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keepDay', () => {
  it('says the forms are on the device only after the writes and every page are stored', async () => {
    const said: string[] = [];
    const written = gate<number>();
    const pages = gate<{ kept: number; total: number; complete: boolean }>();
    let report: ((p: { kept: number; total: number }) => void) | null = null;
    const done = keepDay({
      fetchForms: async () => ['a', 'b'],
      keepForms: () => written.promise,
      waitForPages: (onProgress) => {
        report = onProgress;
        return pages.promise;
      },
      say: (text) => said.push(text),
    });
    await tick();
    expect(said).toEqual([t.keeping]);
    written.open(2);
    await tick();
    report!({ kept: 1, total: 3 });
    expect(said.at(-1)).toBe(t.keepingPages(1, 3));
    expect(said).not.toContain(t.kept(2));
    pages.open({ kept: 3, total: 3, complete: true });
    expect(await done).toBe(true);
    expect(said.at(-1)).toBe(t.kept(2));
  });

  it('says how many pages are kept when the worker did not finish, and what is kept without a worker', async () => {
    const said: string[] = [];
    await keepDay({ fetchForms: async () => ['a'], keepForms: async () => 1, waitForPages: async () => ({ kept: 1, total: 2, complete: false }), say: (x) => said.push(x) });
    expect(said.at(-1)).toBe(t.partlyKept(1, 2));
    await keepDay({ fetchForms: async () => ['a'], keepForms: async () => 1, waitForPages: null, say: (x) => said.push(x) });
    expect(said.at(-1)).toBe(t.keptDataOnly);
  });

  it('says why nothing is kept: no storage, or the call failed', async () => {
    const said: string[] = [];
    expect(await keepDay({ fetchForms: async () => ['a'], keepForms: async () => 0, waitForPages: null, say: (x) => said.push(x) })).toBe(false);
    expect(said.at(-1)).toBe(t.notKept(t.noStorage));
    const failure = Object.assign(new Error('x'), { status: 503, data: { title: 'De server is even niet bereikbaar.' } });
    await keepDay({ fetchForms: async () => Promise.reject(failure), keepForms: async () => 1, waitForPages: null, say: (x) => said.push(x) });
    expect(said.at(-1)).toContain('De formulieren konden niet op dit apparaat worden gezet');
  });
});
