/** The photo block's rules (photos.ts): which control it offers in each state, and the list after a change. */
import { describe, expect, it } from 'vitest';
import { photoControl, withoutPhoto, withPhoto } from './photos';

const photo = (id: string, caption = '') => ({ id, src: `/api/pat/evidence/${id}`, caption });

describe('photoControl', () => {
  it('offers nothing on a final evaluation, whatever else holds', () => {
    for (const online of [true, false]) for (const pending of [true, false]) expect(photoControl({ final: true, online, pending, count: 3 })).toBe('none');
  });

  it('says photos need a connection when there is none, also with a photo waiting', () => {
    expect(photoControl({ final: false, online: false, pending: false, count: 0 })).toBe('offline');
    expect(photoControl({ final: false, online: false, pending: true, count: 2 })).toBe('offline');
  });

  it('asks for the caption of a chosen photo, offers the button below ten photos and a sentence at ten', () => {
    expect(photoControl({ final: false, online: true, pending: true, count: 0 })).toBe('pending');
    expect(photoControl({ final: false, online: true, pending: false, count: 0 })).toBe('add');
    expect(photoControl({ final: false, online: true, pending: false, count: 9 })).toBe('add');
    expect(photoControl({ final: false, online: true, pending: false, count: 10 })).toBe('full');
  });
});

describe('withPhoto and withoutPhoto', () => {
  it('adds a new photo at the end and replaces one the server answered again, without changing the list given', () => {
    const list = [photo('a'), photo('b')];
    expect(withPhoto(list, photo('c', 'Etiket'))).toEqual([photo('a'), photo('b'), photo('c', 'Etiket')]);
    expect(withPhoto(list, photo('a', 'Nieuw'))).toEqual([photo('a', 'Nieuw'), photo('b')]);
    expect(withoutPhoto(list, 'a')).toEqual([photo('b')]);
    expect(withoutPhoto(list, 'x')).toEqual(list);
    expect(list).toEqual([photo('a'), photo('b')]);
  });
});
