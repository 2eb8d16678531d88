import { describe, expect, it } from 'vitest';
import { titleOf } from './errors';

describe('titleOf', () => {
  it("reads the trimmed title of ofetch's error data, or of the response body", () => {
    expect(titleOf({ status: 409, data: { title: ' Iemand anders heeft eerder opgeslagen. ' } })).toBe('Iemand anders heeft eerder opgeslagen.');
    expect(titleOf({ response: { _data: { title: 'Titel: vul de titel in.' } } })).toBe('Titel: vul de titel in.');
  });

  it('is empty for anything without a text title', () => {
    expect(titleOf({ data: { title: 3 } })).toBe('');
    expect(titleOf({ data: 'Bad Request' })).toBe('');
    expect(titleOf(new Error('network'))).toBe('');
    expect(titleOf(null)).toBe('');
    expect(titleOf(undefined)).toBe('');
    expect(titleOf('409')).toBe('');
  });
});
