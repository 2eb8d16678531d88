import { describe, expect, it } from 'vitest';
import { draftAction, draftKey, draftOffer, loadDraft, memoryStorage, removeDraft, saveDraft, type DraftStorage } from './draft';
import { editorReducer, emptyContent, type EditorState } from './state';

const server: EditorState = {
  professionId: 'prof-1',
  content: { title: { nl: 'Heftruck' }, description: { nl: 'Rijden met de heftruck.' }, parts: [{ id: 't1', type: 'text', text: { nl: 'Kijk om je heen.' } }] },
};
const edited = editorReducer(server, { type: 'setText', ref: { field: 'title' }, language: 'nl', value: 'Heftruck rijden' });
const at = new Date('2026-11-21T13:05:00Z');

describe('draft storage', () => {
  it('one key per module, "new" on the create page', () => {
    expect(draftKey('m1')).not.toBe(draftKey('m2'));
    expect(draftKey(null)).toMatch(/new$/);
  });

  it('saves and loads a draft with the version it started from', () => {
    const storage = memoryStorage();
    expect(saveDraft(storage, draftKey('m1'), edited, 3, at)).toBe(true);
    expect(loadDraft(storage, draftKey('m1'))).toEqual({ v: 1, baseVersion: 3, savedAt: at.toISOString(), ...edited });
    expect(loadDraft(storage, draftKey('m2'))).toBeNull();
    removeDraft(storage, draftKey('m1'));
    expect(loadDraft(storage, draftKey('m1'))).toBeNull();
  });

  it('throws away a record that is not a draft', () => {
    const storage = memoryStorage();
    storage.setItem(draftKey('m1'), '{not json');
    storage.setItem(draftKey('m2'), JSON.stringify({ v: 1, content: { title: 'x' } }));
    expect(loadDraft(storage, draftKey('m1'))).toBeNull();
    expect(loadDraft(storage, draftKey('m2'))).toBeNull();
    expect(storage.size()).toBe(0);
  });

  it('never throws when the browser refuses storage (private mode, quota) or has none', () => {
    const refusing: DraftStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(saveDraft(refusing, 'k', edited, 1)).toBe(false);
    expect(loadDraft(refusing, 'k')).toBeNull();
    expect(() => removeDraft(refusing, 'k')).not.toThrow();
    expect(saveDraft(undefined, 'k', edited, 1)).toBe(false);
    expect(loadDraft(undefined, 'k')).toBeNull();
  });
});

describe('restoring a draft on load', () => {
  const draftOf = (state: EditorState, baseVersion: number | null) => {
    const storage = memoryStorage();
    saveDraft(storage, 'k', state, baseVersion, at);
    return loadDraft(storage, 'k');
  };

  it('offers a draft that differs from the server', () => {
    expect(draftOffer(draftOf(edited, 3), server, 3)).toMatchObject({ stale: false, draft: { content: { title: { nl: 'Heftruck rijden' } } } });
  });

  it('does not offer a draft equal to the server, or none at all', () => {
    expect(draftOffer(draftOf(server, 3), server, 3)).toBeNull();
    expect(draftOffer(null, server, 3)).toBeNull();
  });

  it('says when the draft began at an older version than the server now has', () => {
    expect(draftOffer(draftOf(edited, 2), server, 3)).toMatchObject({ stale: true });
  });

  it('on the create page compares with an empty module', () => {
    const empty: EditorState = { professionId: null, content: emptyContent() };
    expect(draftOffer(draftOf(edited, null), empty, null)).toMatchObject({ stale: false });
    expect(draftOffer(draftOf(empty, null), empty, null)).toBeNull();
  });
});

describe('saving as the user types', () => {
  it('keeps a draft while the editor differs from the saved state, removes it when edits are undone', () => {
    expect(draftAction(edited, server)).toBe('save');
    const undone = editorReducer(edited, { type: 'setText', ref: { field: 'title' }, language: 'nl', value: 'Heftruck' });
    expect(draftAction(undone, server)).toBe('remove');
  });
});
