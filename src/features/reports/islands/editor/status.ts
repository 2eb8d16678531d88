/**
 * The report editor's status line (spec §2 report pages; docs/decisions/010-editor-drafts-in-the-browser.md): what
 * the `aria-live` line says for a saver state ('Opgeslagen om 14:05', 'Opslaan…', 'Niet opgeslagen: geen verbinding.
 * Je tekst staat veilig op dit apparaat.'), in Dutch time (src/lib/i18n/format.ts). Pure.
 */
import { formatTime } from '#src/lib/i18n/format';
import type { SaverState } from './saver';
import { reportEditorTexts as t } from './strings';

/**
 * The status line for `state`; '' before anything changed in this visit.
 * @param options.reloadsOffline true where the service worker keeps the editor's page, so it opens again without a
 *   connection (a teacher's report page: src/features/offline/policy.ts). Else the offline line says that the text
 *   stays in this browser but the page only opens again with a connection (staff pages are never kept:
 *   docs/decisions/018-service-worker.md).
 */
export function statusLine(state: Pick<SaverState, 'status' | 'savedAt' | 'canKeep'>, { reloadsOffline = false }: { reloadsOffline?: boolean } = {}): string {
  switch (state.status) {
    case 'idle':
      return '';
    case 'pending':
    case 'saving':
      return t.statusSaving;
    case 'saved':
      return state.savedAt ? t.statusSaved(formatTime(state.savedAt)) : '';
    case 'offline':
      return !state.canKeep ? t.statusOfflineNotKept : reloadsOffline ? t.statusOffline : t.statusOfflineNoReload;
    case 'failed':
      return state.canKeep ? t.statusFailed : t.statusFailedNotKept;
    case 'rejected':
      return t.statusRejected;
    case 'stopped':
      return state.canKeep ? t.statusStopped : t.statusStoppedNotKept;
  }
}
