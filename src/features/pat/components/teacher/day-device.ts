/**
 * The day page's script (spec §2 /docent/pat-dag/{id}; docs/api.md "PAT"; decision 007): puts every evaluation form
 * of the day on the tablet, so the teacher can open and score each one without a connection, also after the
 * browser was closed (the service worker keeps the pages themselves: src/features/offline/policy.ts).
 *
 * - With a connection: `GET /api/pat/day/{dayId}/forms`, kept in IndexedDB (assessment/evaluation-device.ts); the
 *   status line (`role="status"`) shows progress, and says the forms are on the device only once the data is written
 *   and the service worker has stored this page and every form's page (day-keeping.ts), or why not.
 * - Every cell then shows what the tablet knows: a form kept later than this page (a page the service worker kept
 *   in the morning), and 'nog niet verstuurd' for drafts still only on the device.
 * - Drafts still only on the device get a save queue each (src/lib/device-sync/sync.ts, as the form uses it), which
 *   sends them now or as soon as the connection is back, so they do not wait until their form is opened again.
 */
import { hasUnsent } from '#src/lib/device-sync/save-queue';
import { clockSeconds, createSync } from '#src/lib/device-sync/sync';
import { client } from '#src/lib/api';
import { putDraft } from '#src/features/assessment/evaluation-calls';
import { createDraftStore, keepForms, keptForms } from '#src/features/assessment/evaluation-device';
import { cellState, serverEntries, type Draft } from '#src/features/assessment/evaluation-drafts';
import { cellTexts } from '#src/features/assessment/teacher-strings';
import type { DayForms } from '#src/features/pat/contract';
import { dayGridTexts as t } from '#src/features/pat/teacher-strings';
import { CELL_ICONS, CELL_RANK, type CellState } from '#src/features/assessment/evaluation-cell';
import { keptPageKeys, pageCacheLookup, waitForKeptPages } from '#src/features/offline/kept-pages';
import { keepDay } from './day-keeping';

/** `GET /api/pat/day/{dayId}/forms`. @throws FetchError. */
const fetchDayForms = (dayId: string) => client<DayForms>(`/api/pat/day/${encodeURIComponent(dayId)}/forms`, { retry: 1 });

/** Shows `state` in a cell link (class, icon, text). */
function showState(link: HTMLElement, state: CellState): void {
  link.classList.remove('is-open', 'is-draft', 'is-final');
  link.classList.add(`is-${state}`);
  link.dataset.state = state;
  link.querySelector('path')?.setAttribute('d', CELL_ICONS[state]);
  const text = link.querySelector('[data-cell-text]');
  if (text) text.textContent = cellTexts[state];
}

/** Starts the day page's work on `root` (the element with `data-day-id` and a `[data-device-status]` inside). Never rejects. */
export async function startDay(root: HTMLElement): Promise<void> {
  const dayId = root.dataset.dayId ?? '';
  const status = root.querySelector<HTMLElement>('[data-device-status]');
  const say = (text: string) => {
    if (status) status.textContent = text;
  };
  try {
    if (navigator.onLine) {
      // The pages the worker keeps: this grid and every form it links to (features/offline/policy.ts).
      const links = [...document.querySelectorAll<HTMLAnchorElement>('a[data-form-key]')].map((a) => a.href);
      const keys = keptPageKeys([location.href, ...links], location.href);
      const isKept = pageCacheLookup(document.querySelector<HTMLElement>('#site-header')?.dataset.userId ?? '');
      let written: (ok: boolean) => void = () => undefined;
      const formsWritten = new Promise<boolean>((resolve) => (written = resolve));
      // The pages may take a while: the cells below are updated as soon as the data is written, not after.
      void keepDay({
        fetchForms: async () => (await fetchDayForms(dayId)).forms,
        keepForms: async (forms) => {
          try {
            return await keepForms(forms);
          } finally {
            written(true);
          }
        },
        waitForPages: isKept
          ? (onProgress) => waitForKeptPages(keys, { isKept, sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)), now: Date.now, onProgress })
          : null,
        say,
      }).finally(() => written(false));
      await formsWritten;
    } else {
      say(t.offline);
    }

    const forms = await keptForms();
    const store = createDraftStore();
    for (const link of document.querySelectorAll<HTMLElement>('a[data-form-key]')) {
      const key = link.dataset.formKey ?? '';
      const form = forms.get(key);
      const unsentMark = link.querySelector<HTMLElement>('[data-cell-unsent]');
      const unsent = Object.keys(await store.load(key)).length > 0;
      const page = (link.dataset.state ?? 'open') as CellState;
      const device = cellState(form, unsent);
      if (form ? device !== page : CELL_RANK[device] > CELL_RANK[page]) showState(link, device);
      if (unsentMark) unsentMark.hidden = !unsent;
      if (!unsent || !form) continue;
      const sync = createSync<Draft>({
        scope: key,
        server: serverEntries(form),
        store,
        send: putDraft,
        now: clockSeconds,
        onChange: (state) => {
          if (unsentMark) unsentMark.hidden = !hasUnsent(state);
        },
      });
      void sync.start();
    }
  } catch {
    // The grid itself is server-rendered and works without this.
  }
}
