import { describe, expect, it } from 'vitest';
import { checkPatForm, patFieldOfTitle, readPatForm } from './pat-form';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe('the name-and-notes form', () => {
  it('sends the trimmed name and empty notes as null', () => {
    const values = readPatForm(form({ title: '  PAT december ', notes: '' }));
    expect(values).toEqual({ title: 'PAT december', notes: '' });
    expect(checkPatForm(values)).toEqual({ body: { title: 'PAT december', notes: null } });
  });

  it('names a missing name in the API’s words, beside its field', () => {
    expect(checkPatForm({ title: '', notes: 'x' })).toEqual({ errors: { title: 'Naam: vul een naam in.' } });
    expect(checkPatForm({ title: 'a'.repeat(151), notes: '' })).toEqual({ errors: { title: 'Naam: hoogstens 150 tekens.' } });
    expect(patFieldOfTitle('Notities: hoogstens 5000 tekens.')).toBe('notes');
    expect(patFieldOfTitle('Deze PAT bestaat niet.')).toBeUndefined();
  });
});
