import { describe, expect, it } from 'vitest';
import type { ModuleHistoryItem } from '#src/features/content/contract';
import { withSavedVersion } from './use-saved-module';

const history: ModuleHistoryItem[] = [
  { version: 4, createdAt: '2026-11-20T10:00:00Z', createdBy: 'Coördinator Cor', note: null, inUse: false },
  { version: 3, createdAt: '2026-11-19T09:00:00Z', createdBy: null, note: 'Sjabloon gekoppeld', inUse: true },
];

describe('withSavedVersion (the history after a save)', () => {
  it('puts the new version at the top, as an ordinary save by the signed-in user', () => {
    expect(withSavedVersion(history, 5, 'Anna', '2026-11-21T08:00:00.000Z')).toEqual([
      { version: 5, createdAt: '2026-11-21T08:00:00.000Z', createdBy: 'Anna', note: null, inUse: false },
      ...history,
    ]);
  });

  it('replaces a row with the same number instead of listing it twice', () => {
    const after = withSavedVersion(history, 4, null, '2026-11-21T08:00:00.000Z');
    expect(after.map((v) => v.version)).toEqual([4, 3]);
    expect(after[0]).toEqual({ version: 4, createdAt: '2026-11-21T08:00:00.000Z', createdBy: null, note: null, inUse: false });
  });

  it('leaves the history it was given as it was', () => {
    withSavedVersion(history, 5, 'Anna', '2026-11-21T08:00:00.000Z');
    expect(history.map((v) => v.version)).toEqual([4, 3]);
  });
});
