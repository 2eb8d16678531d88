import { describe, expect, it } from 'vitest';
import { checkPatForm, newPatValues, patFieldOfTitle, patFormValues, readPatForm } from './pat-form';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe('the name-and-notes form', () => {
  it('sends the trimmed name and empty notes as null', () => {
    const values = readPatForm(form({ title: '  PAT december ', teacherNotes: '', candidateNotes: '' }));
    expect(values).toEqual({ title: 'PAT december', teacherNotes: '', candidateNotes: '' });
    expect(checkPatForm(values)).toEqual({ body: { title: 'PAT december', teacherNotes: null, candidateNotes: null } });
    expect(newPatValues()).toEqual({ title: '', teacherNotes: '', candidateNotes: '' });
  });

  it('keeps the notes for the teachers and for the candidates apart', () => {
    const values = readPatForm(form({ title: 'PAT', teacherNotes: ' Sleutel bij de receptie.\n', candidateNotes: 'Schoenen mee.' }));
    expect(checkPatForm(values)).toEqual({ body: { title: 'PAT', teacherNotes: 'Sleutel bij de receptie.', candidateNotes: 'Schoenen mee.' } });
    expect(patFormValues({ title: 'PAT', teacherNotes: null, candidateNotes: 'Schoenen mee.' })).toEqual({ title: 'PAT', teacherNotes: '', candidateNotes: 'Schoenen mee.' });
  });

  it('names a missing name and too long a note in the API’s words, beside its field', () => {
    expect(checkPatForm({ title: '', teacherNotes: 'x', candidateNotes: '' })).toEqual({ errors: { title: 'Naam: vul een naam in.' } });
    expect(checkPatForm({ title: 'a'.repeat(151), teacherNotes: '', candidateNotes: '' })).toEqual({ errors: { title: 'Naam: hoogstens 150 tekens.' } });
    expect(checkPatForm({ title: 'PAT', teacherNotes: '', candidateNotes: 'x'.repeat(5001) })).toEqual({
      errors: { candidateNotes: 'Notities voor de kandidaten: hoogstens 5000 tekens.' },
    });
    expect(patFieldOfTitle('Notities voor de docenten: hoogstens 5000 tekens.')).toBe('teacherNotes');
    expect(patFieldOfTitle('Notities voor de kandidaten: hoogstens 5000 tekens.')).toBe('candidateNotes');
    expect(patFieldOfTitle('Deze PAT bestaat niet.')).toBeUndefined();
  });
});
