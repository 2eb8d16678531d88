import { describe, expect, it } from 'vitest';
import { checkEducationForm, educationFieldOfTitle, educationFormValues, newEducationValues, readEducationForm } from './education-form';

describe('the education form', () => {
  it('starts a new education with an absence limit of 3', () => {
    expect(newEducationValues()).toEqual({ title: '', teacherNotes: '', candidateNotes: '', absenceLimit: '3' });
  });

  it('reads the posted fields, the name trimmed and the notes as typed', () => {
    const form = new FormData();
    form.set('title', '  Basisopleiding Magazijn ');
    form.set('teacherNotes', ' Sleutel bij de receptie.\n');
    form.set('candidateNotes', ' Schoenen mee.\n');
    form.set('absenceLimit', ' 4 ');
    expect(readEducationForm(form)).toEqual({ title: 'Basisopleiding Magazijn', teacherNotes: ' Sleutel bij de receptie.\n', candidateNotes: ' Schoenen mee.\n', absenceLimit: '4' });
  });

  it('shows a stored education', () => {
    expect(educationFormValues({ title: 'A', teacherNotes: null, candidateNotes: 'Pen mee.', absenceLimit: 5 })).toEqual({ title: 'A', teacherNotes: '', candidateNotes: 'Pen mee.', absenceLimit: '5' });
  });

  it('gives the body the API takes', () => {
    expect(checkEducationForm({ title: 'Basisopleiding', teacherNotes: '', candidateNotes: ' Pen mee. ', absenceLimit: '3' })).toEqual({
      body: { title: 'Basisopleiding', teacherNotes: null, candidateNotes: 'Pen mee.', absenceLimit: 3 },
    });
  });

  it('puts a Dutch message beside each wrong field', () => {
    expect(checkEducationForm({ title: ' ', teacherNotes: '', candidateNotes: '', absenceLimit: '0' })).toEqual({ errors: { title: 'Naam: vul een naam in.', absenceLimit: 'Verzuimgrens: tussen 1 en 100.' } });
    expect(checkEducationForm({ title: 'A', teacherNotes: '', candidateNotes: '', absenceLimit: '' })).toEqual({ errors: { absenceLimit: 'Verzuimgrens: vul een getal in.' } });
    expect(checkEducationForm({ title: 'A', teacherNotes: '', candidateNotes: '', absenceLimit: '2.5' })).toEqual({ errors: { absenceLimit: 'Verzuimgrens: vul een heel getal in.' } });
  });

  it('finds the field an API message is about', () => {
    expect(educationFieldOfTitle('Verzuimgrens: tussen 1 en 100.')).toBe('absenceLimit');
    expect(educationFieldOfTitle('Naam: vul een naam in.')).toBe('title');
    expect(educationFieldOfTitle('Notities voor de docenten: hoogstens 5000 tekens.')).toBe('teacherNotes');
    expect(educationFieldOfTitle('Notities voor de kandidaten: hoogstens 5000 tekens.')).toBe('candidateNotes');
    expect(educationFieldOfTitle('Deze opleiding bestaat niet.')).toBeUndefined();
  });
});
