/**
 * The question about a draft found on this device (decision 010, use-draft.ts): when it was kept, a warning when
 * it began at an older version than the one now saved, and 'Herstellen' or 'Weggooien'.
 */
import { formatDateTime } from '#src/lib/i18n/format';
import type { DraftOffer } from './draft';
import { moduleEditor as t } from './strings';

export interface DraftNoticeProps {
  offer: DraftOffer;
  /** The version the editor is based on now; null on the create page. */
  baseVersion: number | null;
  onRestore: () => void;
  onDiscard: () => void;
}

/** The found-draft notice of the module editor. */
export default function DraftNotice({ offer, baseVersion, onRestore, onDiscard }: DraftNoticeProps) {
  return (
    <div className="notification is-warning me-draft" role="status">
      <p>{t.draftFound(formatDateTime(offer.draft.savedAt))}</p>
      {offer.stale && offer.draft.baseVersion !== null && baseVersion !== null && <p>{t.draftStale(offer.draft.baseVersion, baseVersion)}</p>}
      <div className="actions">
        <button type="button" className="button is-primary" onClick={onRestore}>
          {t.restoreDraft}
        </button>
        <button type="button" className="button is-light" onClick={onDiscard}>
          {t.discardDraft}
        </button>
      </div>
    </div>
  );
}
