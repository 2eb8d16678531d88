import { describe, expect, it } from 'vitest';
import { copiesOf, copyKey, copyOffer, forgetCopies, memoryStorage, sameTexts, writeCopy } from './local-copy';

const ID = 'r-1';
const ids = ['intro', 'advies'];
const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 13, minute));

describe('the copy on the device', () => {
  it('is kept under the report and the revision it started from, and read back', () => {
    const storage = memoryStorage();
    expect(writeCopy(storage, ID, 4, { intro: 'Hallo' }, at(5))).toBe(true);
    expect(storage.keys()).toEqual(['kandidaat-rapport-concept:r-1:4']);
    expect(copiesOf(storage, ID)).toEqual([
      { key: copyKey(ID, 4), copy: { v: 1, reportId: ID, baseRevision: 4, texts: { intro: 'Hallo' }, savedAt: at(5).toISOString() } },
    ]);
  });

  it('says when the device refuses it, and works without storage', () => {
    const storage = memoryStorage();
    storage.failing = true;
    expect(writeCopy(storage, ID, 1, { intro: 'x' })).toBe(false);
    expect(writeCopy(undefined, ID, 1, { intro: 'x' })).toBe(false);
    expect(copiesOf(undefined, ID)).toEqual([]);
    expect(copyOffer(undefined, ID, { revision: 1, texts: {} }, ids)).toBeNull();
  });

  it('removes records that are not a copy of this report, and leaves other reports alone', () => {
    const storage = memoryStorage();
    storage.setItem(copyKey(ID, 1), 'not json');
    storage.setItem(copyKey(ID, 2), JSON.stringify({ v: 2, reportId: ID }));
    writeCopy(storage, 'r-2', 1, { intro: 'ander rapport' });
    expect(copiesOf(storage, ID)).toEqual([]);
    expect(storage.keys()).toEqual(['kandidaat-rapport-concept:r-2:1']);
  });
});

describe('copyOffer', () => {
  it('offers the newest copy that differs from the server, and removes copies the server already has', () => {
    const storage = memoryStorage();
    writeCopy(storage, ID, 2, { intro: 'oud' }, at(1));
    writeCopy(storage, ID, 3, { intro: 'nieuwer' }, at(9));
    writeCopy(storage, ID, 5, { intro: 'op de server', advies: '' }, at(20));
    const offer = copyOffer(storage, ID, { revision: 5, texts: { intro: 'op de server' } }, ids);
    expect(offer?.copy.texts).toEqual({ intro: 'nieuwer' });
    expect(offer?.stale).toBe(true);
    expect(storage.keys()).toEqual([copyKey(ID, 2), copyKey(ID, 3)]);
  });

  it('offers nothing when every copy equals the server texts', () => {
    const storage = memoryStorage();
    writeCopy(storage, ID, 5, { intro: 'gelijk' });
    expect(copyOffer(storage, ID, { revision: 5, texts: { intro: 'gelijk', advies: '' } }, ids)).toBeNull();
    expect(storage.keys()).toEqual([]);
  });

  it('moves a copy of the current revision aside, so the editor writing its own copy cannot overwrite it', () => {
    const storage = memoryStorage();
    writeCopy(storage, ID, 5, { intro: 'offline getypt' }, at(3));
    const offer = copyOffer(storage, ID, { revision: 5, texts: { intro: '' } }, ids);
    expect(offer).toMatchObject({ key: copyKey(ID, 5, 'gevonden'), stale: false, copy: { texts: { intro: 'offline getypt' } } });
    writeCopy(storage, ID, 5, { intro: 'nieuwe tekst' });
    expect(copiesOf(storage, ID).map((c) => c.copy.texts.intro).sort()).toEqual(['nieuwe tekst', 'offline getypt']);
    // Opened again before answering: the same copy is offered.
    expect(copyOffer(storage, ID, { revision: 5, texts: { intro: 'nieuwe tekst' } }, ids)?.copy.texts.intro).toBe('offline getypt');
  });
});

describe('forgetCopies', () => {
  it('removes every copy of the report but the one to keep', () => {
    const storage = memoryStorage();
    writeCopy(storage, ID, 1, { intro: 'a' });
    writeCopy(storage, ID, 2, { intro: 'b' });
    writeCopy(storage, 'r-2', 1, { intro: 'c' });
    forgetCopies(storage, ID, copyKey(ID, 2));
    expect(storage.keys()).toEqual([copyKey(ID, 2), copyKey('r-2', 1)]);
  });
});

describe('sameTexts', () => {
  it('compares only the given sections, a missing text being empty', () => {
    expect(sameTexts({ intro: 'a', weg: 'x' }, { intro: 'a', advies: '' }, ids)).toBe(true);
    expect(sameTexts({ intro: 'a' }, { intro: 'b' }, ids)).toBe(false);
  });
});
