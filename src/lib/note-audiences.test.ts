import { describe, expect, it } from 'vitest';
import { audienceHint, mayRead, noteFieldsFor, notesFor } from './note-audiences';

describe('note audiences', () => {
  it('gives a candidate only the notes meant for candidates, and leaves every other field out', () => {
    const pat = { id: 'p', title: 'PAT', teacherNotes: 'Alleen voor de docenten.', candidateNotes: 'Schoenen mee.' };
    expect(notesFor('pat', 'candidates', pat)).toEqual({ candidateNotes: 'Schoenen mee.' });
    const location = { name: 'Hal', accessibilityText: 'Lift.', directions: null, internalNotes: 'Alarmcode 1234.' };
    expect(notesFor('location', 'candidates', location)).toEqual({ accessibilityText: 'Lift.', directions: null });
    expect(notesFor('education', 'candidates', {})).toEqual({ candidateNotes: null });
  });

  it('names the fields of each audience', () => {
    expect(noteFieldsFor('pat', 'teachers')).toEqual(['teacherNotes']);
    expect(noteFieldsFor('location', 'staff')).toEqual(['internalNotes']);
    expect(noteFieldsFor('organization', 'candidates')).toEqual([]);
  });

  it('lets teachers read the teachers’ and the candidates’ notes, candidates and contact persons only theirs, staff all', () => {
    expect(['Admin', 'Coordinator', 'Teacher'].map((role) => mayRead('teachers', role))).toEqual([true, true, true]);
    expect(['User', 'ContactPerson'].map((role) => mayRead('teachers', role))).toEqual([false, false]);
    expect(['User', 'ContactPerson', 'Teacher'].map((role) => mayRead('candidates', role))).toEqual([true, true, true]);
    expect(['Admin', 'Coordinator', 'Teacher', 'ContactPerson', 'User'].map((role) => mayRead('staff', role))).toEqual([true, true, false, false, false]);
    expect(mayRead('candidates', 'Stranger')).toBe(false);
  });

  it('tells staff on the form who reads each note', () => {
    expect(audienceHint('pat', 'teacherNotes')).toMatch(/^Zichtbaar voor: docenten/);
    expect(audienceHint('education', 'candidateNotes')).toMatch(/^Zichtbaar voor: kandidaten/);
    expect(audienceHint('location', 'internalNotes')).toMatch(/^Zichtbaar voor: coördinatoren en beheerders\. Kandidaten, docenten en contactpersonen zien dit niet\./);
  });
});
