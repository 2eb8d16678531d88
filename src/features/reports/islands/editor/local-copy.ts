/**
 * The report editor's copy of unsaved text in the browser (docs/decisions/010-editor-drafts-in-the-browser.md, for
 * reports): while the texts differ from what the server has, a copy lives in `localStorage` under the report's id and
 * the revision the edits started from, `kandidaat-rapport-concept:{reportId}:{revision}`. So nothing typed is lost
 * when the connection drops or the tab closes, and two tabs that started from different revisions never overwrite
 * each other's copy. When the page opens, the newest copy that differs from the server's texts is offered; a copy
 * equal to them is removed. An offered copy under the revision the editor now writes to is moved aside first
 * (`:gevonden`), so the editor's own copies cannot overwrite it while the question waits.
 *
 * Pure apart from the storage passed in. Storage failures (private mode, quota, no storage on the server) are
 * swallowed: the copy is a safety net, never a reason for an error on screen; `writeCopy` says whether it worked.
 */
import type { ReportTexts } from '#src/features/reports/contract';

/** Key prefix in localStorage. */
export const COPY_PREFIX = 'kandidaat-rapport-concept:';

/** The suffix of a copy moved aside while it is offered. */
export const FOUND_SUFFIX = 'gevonden';

/** The part of the Storage interface the copies use (localStorage in the browser, a Map in tests). */
export type CopyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** What is stored. */
export interface LocalCopy {
  /** Format of the record, for later changes. */
  v: 1;
  reportId: string;
  /** The revision the edits started from (`ReportView.revision`, then each `ReportDraftSaved.revision`). */
  baseRevision: number;
  texts: ReportTexts;
  /** ISO time of the write. */
  savedAt: string;
}

/** A copy with its key. */
export interface FoundCopy {
  key: string;
  copy: LocalCopy;
}

/** What the question 'Niet-opgeslagen tekst gevonden' offers. */
export interface CopyOffer extends FoundCopy {
  /** The server saved after the copy's revision: restoring it replaces that newer text. */
  stale: boolean;
}

/** The key of a report's copy based on `revision`. */
export function copyKey(reportId: string, revision: number, suffix = ''): string {
  return `${COPY_PREFIX}${reportId}:${revision}${suffix ? `:${suffix}` : ''}`;
}

/** The browser's localStorage, or undefined where there is none or it is blocked. */
export function browserStorage(): CopyStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** A Storage in memory (tests), with `failing` to make it refuse writes like a full disk. */
export function memoryStorage(): CopyStorage & { failing: boolean; keys(): string[] } {
  const map = new Map<string, string>();
  const storage = {
    failing: false,
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (storage.failing) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      map.set(key, String(value));
    },
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
    keys: () => [...map.keys()].sort(),
  };
  return storage;
}

/**
 * Whether two sets of texts say the same for the sections `ids` (a missing text counts as ''). Only the report's
 * text sections count: anything else in a copy is not part of the report.
 */
export function sameTexts(a: ReportTexts, b: ReportTexts, ids: readonly string[]): boolean {
  return ids.every((id) => (a[id] ?? '') === (b[id] ?? ''));
}

/** `texts` limited to the sections `ids`, each a string ('' when missing). */
export function textsFor(texts: ReportTexts, ids: readonly string[]): ReportTexts {
  return Object.fromEntries(ids.map((id) => [id, typeof texts[id] === 'string' ? texts[id] : '']));
}

/** Writes the copy of `texts` based on `revision`. @returns false when the storage refused it (or there is none). */
export function writeCopy(storage: CopyStorage | undefined, reportId: string, revision: number, texts: ReportTexts, now: Date = new Date()): boolean {
  if (!storage) return false;
  const copy: LocalCopy = { v: 1, reportId, baseRevision: revision, texts, savedAt: now.toISOString() };
  try {
    storage.setItem(copyKey(reportId, revision), JSON.stringify(copy));
    return true;
  } catch {
    return false;
  }
}

/** Removes one key; never throws. */
export function removeCopy(storage: CopyStorage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // nothing to do
  }
}

function isCopy(value: unknown, reportId: string): value is LocalCopy {
  if (!value || typeof value !== 'object') return false;
  const c = value as Partial<LocalCopy>;
  return (
    c.v === 1 &&
    c.reportId === reportId &&
    typeof c.baseRevision === 'number' &&
    Number.isInteger(c.baseRevision) &&
    typeof c.savedAt === 'string' &&
    !!c.texts &&
    typeof c.texts === 'object' &&
    Object.values(c.texts).every((t) => typeof t === 'string')
  );
}

/** Every key of the report's copies in `storage` (read before any is removed). */
function keysOf(storage: CopyStorage, reportId: string): string[] {
  const prefix = `${COPY_PREFIX}${reportId}:`;
  const keys: string[] = [];
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
  } catch {
    return [];
  }
  return keys;
}

/** The report's copies, newest first; records that are not a copy (broken, another format) are removed. */
export function copiesOf(storage: CopyStorage | undefined, reportId: string): FoundCopy[] {
  if (!storage) return [];
  const found: FoundCopy[] = [];
  for (const key of keysOf(storage, reportId)) {
    let value: unknown;
    try {
      value = JSON.parse(storage.getItem(key) ?? 'null');
    } catch {
      value = null;
    }
    if (isCopy(value, reportId)) found.push({ key, copy: value });
    else removeCopy(storage, key);
  }
  return found.sort((a, b) => b.copy.savedAt.localeCompare(a.copy.savedAt));
}

/**
 * What to offer when the editor opens on the server's `texts` at `revision`: the newest copy of the report that
 * differs from them in the sections `ids`, or null. Copies that equal the server's texts are removed (they were
 * saved after all). An offered copy under the key the editor writes to now (`copyKey(reportId, revision)`) is moved
 * aside to `…:gevonden` first, so the editor's own writes leave it alone.
 */
export function copyOffer(
  storage: CopyStorage | undefined,
  reportId: string,
  server: { revision: number; texts: ReportTexts },
  ids: readonly string[],
): CopyOffer | null {
  let offer: FoundCopy | null = null;
  for (const found of copiesOf(storage, reportId)) {
    if (sameTexts(found.copy.texts, server.texts, ids)) removeCopy(storage, found.key);
    else offer ??= found;
  }
  if (!offer || !storage) return null;
  const live = copyKey(reportId, server.revision);
  if (offer.key === live) {
    const aside = copyKey(reportId, offer.copy.baseRevision, FOUND_SUFFIX);
    try {
      storage.setItem(aside, JSON.stringify(offer.copy));
      removeCopy(storage, live);
      offer = { key: aside, copy: offer.copy };
    } catch {
      // Could not move it: it stays where it is; the editor's first write may replace it.
    }
  }
  return { ...offer, stale: offer.copy.baseRevision < server.revision };
}

/** Removes every copy of the report except the one under `keep` (after 'Terugzetten' or 'Weggooien'). */
export function forgetCopies(storage: CopyStorage | undefined, reportId: string, keep?: string): void {
  if (!storage) return;
  for (const key of keysOf(storage, reportId)) if (key !== keep) removeCopy(storage, key);
}
