import { describe, expect, it } from 'vitest';
import { refusalAfter, refusalAfterAnswer } from './save-refusal';

/** A refusal as ofetch throws it. */
const refused = (status: number) => Object.assign(new Error('refused'), { status, data: { title: 'Nee.' } });

describe('the player after a refused answer', () => {
  it('asks to sign in again after a 401, not to change the answer', () => {
    expect(refusalAfter('none', refused(401))).toBe('sign-in');
    expect(refusalAfter('change', refused(401))).toBe('sign-in');
  });

  it('asks to change the answer after another 4xx', () => {
    expect(refusalAfter('none', refused(400))).toBe('change');
    expect(refusalAfter('none', refused(404))).toBe('change');
  });

  it('keeps asking to sign in: a later refusal or a changed answer does not hide it', () => {
    expect(refusalAfter('sign-in', refused(400))).toBe('sign-in');
    expect(refusalAfterAnswer('sign-in')).toBe('sign-in');
    expect(refusalAfterAnswer('change')).toBe('none');
  });
});
