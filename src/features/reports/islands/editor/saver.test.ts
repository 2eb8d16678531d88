/**
 * The report editor's saving with a mocked fetch (the real ofetch client of calls.ts, the real error helper): what a
 * writer notices — text reaches the server 1.5 s after typing stops with the revision it is based on, the new
 * revision is taken, nothing is lost offline or when someone else saved, and the server's Dutch reason is shown.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportDraftSave } from '#src/features/reports/contract';
import { copiesOf, copyKey, memoryStorage } from './local-copy';
import { createSaver, type SaverOptions, type SaverState } from './saver';

const ID = '11111111-2222-4333-8444-555555555555';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch answering from `answers` in turn (a Response, or an Error for no connection), recording each request. */
function mockFetch(...answers: Array<Response | Error | ((body: ReportDraftSave) => Response)>) {
  const requests: Array<{ url: string; method: string; body: ReportDraftSave; keepalive: boolean }> = [];
  const fetch = vi.fn(async (input: unknown, init: RequestInit = {}) => {
    const body = JSON.parse(String(init.body)) as ReportDraftSave;
    requests.push({ url: String(input), method: String(init.method), body, keepalive: init.keepalive === true });
    const next = answers.shift() ?? ((b: ReportDraftSave) => json({ revision: b.revision + 1, updatedAt: '2026-11-26T13:05:00.000Z' }));
    if (next instanceof Error) throw next;
    return typeof next === 'function' ? next(body) : next;
  });
  vi.stubGlobal('fetch', fetch);
  return requests;
}

const saved = (revision: number, updatedAt = '2026-11-26T13:05:00.000Z') => json({ revision, updatedAt });
const offline = () => new TypeError('Failed to fetch');

function setup(options: Partial<SaverOptions> = {}) {
  const storage = memoryStorage();
  const events = new EventTarget();
  const states: SaverState[] = [];
  const saver = createSaver({
    reportId: ID,
    revision: 3,
    texts: { intro: 'Begin', advies: '' },
    ids: ['intro', 'advies'],
    storage,
    events,
    onChange: (s) => states.push(s),
    ...options,
  });
  return { saver, storage, events, states, last: () => saver.state() };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('location', new URL('http://localhost:4321/cp/user/x/rapportage/y'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('saving as the writer goes', () => {
  it('sends every text 1.5 s after the last change, with the revision it is based on, and takes the new revision', async () => {
    const requests = mockFetch(saved(4));
    const { saver, storage, last } = setup();
    saver.edit('intro', 'Begin.');
    await vi.advanceTimersByTimeAsync(1000);
    saver.edit('intro', 'Begin. Lotte');
    expect(last().status).toBe('pending');
    await vi.advanceTimersByTimeAsync(1400);
    expect(requests).toHaveLength(0);
    // Kept on the device meanwhile, under the revision it started from.
    expect(copiesOf(storage, ID).map((c) => [c.key, c.copy.texts.intro])).toEqual([[copyKey(ID, 3), 'Begin. Lotte']]);
    await vi.advanceTimersByTimeAsync(100);
    expect(requests).toEqual([{ url: `/api/reports/${ID}`, method: 'PUT', body: { revision: 3, texts: { intro: 'Begin. Lotte', advies: '' } }, keepalive: false }]);
    expect(last()).toMatchObject({ status: 'saved', revision: 4, savedAt: '2026-11-26T13:05:00.000Z', unsaved: false });
    // The server has it all: no copy left.
    expect(storage.keys()).toEqual([]);

    saver.edit('advies', 'Doorgaan');
    await vi.advanceTimersByTimeAsync(1500);
    expect(requests[1]?.body.revision).toBe(4);
  });

  it('sends what was typed while a save was on its way right after it, on the new revision', async () => {
    let release: (r: Response) => void = () => {};
    const requests = mockFetch(() => new Promise<Response>((resolve) => (release = resolve)) as unknown as Response, saved(5));
    const { saver, storage, last } = setup();
    saver.edit('intro', 'Een');
    await vi.advanceTimersByTimeAsync(1500);
    expect(last().status).toBe('saving');
    saver.edit('intro', 'Een twee');
    await vi.advanceTimersByTimeAsync(2000);
    expect(requests).toHaveLength(1);
    release(saved(4));
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toMatchObject({ status: 'pending', revision: 4, unsaved: true });
    // The copy moved to the new revision.
    expect(storage.keys()).toEqual([copyKey(ID, 4)]);
    await vi.advanceTimersByTimeAsync(1500);
    expect(requests[1]?.body).toEqual({ revision: 4, texts: { intro: 'Een twee', advies: '' } });
    expect(last()).toMatchObject({ status: 'saved', revision: 5, unsaved: false });
  });

  it('"Nu opslaan" sends at once', async () => {
    const requests = mockFetch(saved(4));
    const { saver, last } = setup();
    saver.edit('advies', 'Aanbevolen');
    await saver.saveNow();
    expect(requests).toHaveLength(1);
    expect(last().status).toBe('saved');
  });

  it('sends nothing when a change is undone before the pause ends', async () => {
    const requests = mockFetch();
    const { saver, last } = setup();
    saver.edit('intro', 'Beginx');
    saver.edit('intro', 'Begin');
    await vi.advanceTimersByTimeAsync(5000);
    expect(requests).toHaveLength(0);
    expect(last()).toMatchObject({ status: 'idle', unsaved: false });
  });
});

describe('without a connection', () => {
  it('says the text is safe on this device and sends it once the connection is back', async () => {
    const requests = mockFetch(offline(), saved(4));
    const { saver, storage, events, last } = setup();
    saver.edit('intro', 'In de trein geschreven');
    await vi.advanceTimersByTimeAsync(1500);
    expect(last()).toMatchObject({ status: 'offline', canKeep: true, unsaved: true });
    expect(copiesOf(storage, ID)[0]?.copy.texts.intro).toBe('In de trein geschreven');
    events.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(2);
    expect(last()).toMatchObject({ status: 'saved', revision: 4 });
    expect(storage.keys()).toEqual([]);
  });

  it('tries again after a growing pause', async () => {
    const requests = mockFetch(offline(), offline(), saved(4));
    const { saver, last } = setup();
    saver.edit('intro', 'x');
    await vi.advanceTimersByTimeAsync(1500);
    await vi.advanceTimersByTimeAsync(4999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(9999);
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(3);
    expect(last().status).toBe('saved');
  });

  it('says so when the device cannot keep the text either', async () => {
    mockFetch(offline());
    const { saver, storage, last } = setup();
    storage.failing = true;
    saver.edit('intro', 'x');
    await vi.advanceTimersByTimeAsync(1500);
    expect(last()).toMatchObject({ status: 'offline', canKeep: false });
  });
});

describe('when the server refuses', () => {
  it('409: stops saving with the reason, and keeps the text on the device', async () => {
    const requests = mockFetch(json({ title: 'Het rapport is definitief gemaakt.' }, 409));
    const { saver, storage, last } = setup();
    saver.edit('intro', 'Mijn versie');
    await vi.advanceTimersByTimeAsync(1500);
    expect(last()).toMatchObject({ status: 'stopped', problem: 'Het rapport is definitief gemaakt.', unsaved: true });
    saver.edit('intro', 'Mijn versie, langer');
    await saver.saveNow();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requests).toHaveLength(1);
    expect(copiesOf(storage, ID)[0]?.copy.texts.intro).toBe('Mijn versie, langer');
  });

  it('409 without a title: says someone else saved or the report became final', async () => {
    mockFetch(new Response(null, { status: 409 }));
    const { saver, last } = setup();
    saver.edit('intro', 'x');
    await vi.advanceTimersByTimeAsync(1500);
    expect(last().problem).toBe('Iemand anders heeft dit rapport intussen opgeslagen, of het rapport is definitief gemaakt.');
  });

  it('400: shows the server\'s Dutch reason until the text changes, then saves again', async () => {
    const title = 'Een onderdeel is hoogstens 20000 tekens lang. Verdeel de tekst over meer onderdelen.';
    const requests = mockFetch(json({ title }, 400), saved(4));
    const { saver, last } = setup();
    saver.edit('intro', 'heel lang');
    await vi.advanceTimersByTimeAsync(1500);
    expect(last()).toMatchObject({ status: 'rejected', problem: title });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requests).toHaveLength(1);
    saver.edit('intro', 'korter');
    expect(last().problem).toBeNull();
    await vi.advanceTimersByTimeAsync(1500);
    expect(last()).toMatchObject({ status: 'saved', revision: 4 });
  });

  it('a server error: not saved, and tried again', async () => {
    const requests = mockFetch(new Response('', { status: 502, statusText: 'Bad Gateway' }), saved(4));
    const { saver, last } = setup();
    saver.edit('intro', 'x');
    await vi.advanceTimersByTimeAsync(1500);
    expect(last().status).toBe('failed');
    expect(last().problem).toContain('502');
    await vi.advanceTimersByTimeAsync(5000);
    expect(requests).toHaveLength(2);
    expect(last().status).toBe('saved');
  });
});

describe('leaving and restoring', () => {
  it('leaving writes the copy at once and sends a last save with keepalive', async () => {
    const requests = mockFetch(saved(4));
    const { saver, storage } = setup();
    saver.edit('intro', 'Laatste zin');
    saver.leave();
    expect(copiesOf(storage, ID)[0]?.copy.texts.intro).toBe('Laatste zin');
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toEqual([expect.objectContaining({ keepalive: true, body: { revision: 3, texts: { intro: 'Laatste zin', advies: '' } } })]);
  });

  it('a restored copy replaces the texts and is saved on the current revision', async () => {
    const requests = mockFetch(saved(8));
    const { saver, last } = setup({ revision: 7 });
    saver.replace({ intro: 'Van het apparaat', advies: 'Ook', onbekend: 'weg' });
    expect(last().texts).toEqual({ intro: 'Van het apparaat', advies: 'Ook' });
    await vi.advanceTimersByTimeAsync(1500);
    expect(requests[0]?.body).toEqual({ revision: 7, texts: { intro: 'Van het apparaat', advies: 'Ook' } });
  });
});
