import { describe, expect, it } from 'vitest';
import { firstControlOf } from './parts';

describe('firstControlOf (focus after adding a part)', () => {
  it('is the Dutch text of a text part and the instructions of a practical assignment', () => {
    expect(firstControlOf('text', 'p1')).toBe('me-p1-text-nl');
    expect(firstControlOf('practical', 'p1')).toBe('me-p1-instructions-nl');
  });

  it('is the file input of an image part', () => {
    expect(firstControlOf('image', 'p1')).toBe('me-part-p1-file');
  });

  it('is the Dutch question of every kind of question', () => {
    for (const kind of ['single', 'multiple', 'truefalse', 'open'] as const) expect(firstControlOf(kind, 'p1')).toBe('me-p1-prompt-nl');
  });
});
