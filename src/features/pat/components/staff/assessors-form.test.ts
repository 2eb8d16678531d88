import { describe, expect, it } from 'vitest';
import type { PatDetail } from '#src/features/pat/contract';
import { assessorsBody, postedChoices, slotName, slotsOf, storedChoices } from './assessors-form';

const pat = {
  days: [{ id: 'd1' }, { id: 'd2' }],
  modules: [
    { moduleId: 'm1', secondAssessor: true },
    { moduleId: 'm2', secondAssessor: false },
  ],
  assessors: [{ id: 'a', dayId: 'd1', moduleId: 'm1', role: 'second', teacher: { id: 't2', name: 'Ingrid Smit' } }],
} as unknown as PatDetail;

describe('the teachers grid', () => {
  it('has a first slot per day and module, and a second where the module asks for one', () => {
    expect(slotsOf(pat).map((s) => slotName(s.dayId, s.moduleId, s.role))).toEqual([
      'assessor-d1-m1-first',
      'assessor-d1-m1-second',
      'assessor-d1-m2-first',
      'assessor-d2-m1-first',
      'assessor-d2-m1-second',
      'assessor-d2-m2-first',
    ]);
    expect(storedChoices(pat)).toEqual({ 'assessor-d1-m1-second': 't2' });
  });

  it('sends every chosen teacher, leaves empty slots out and ignores fields of no slot', () => {
    const form = new FormData();
    form.set('assessor-d1-m1-first', 't1');
    form.set('assessor-d1-m1-second', 't2');
    form.set('assessor-d2-m2-first', '');
    form.set('assessor-d2-m2-second', 't3');
    const choices = postedChoices(form, pat);
    expect(choices).toEqual({ 'assessor-d1-m1-first': 't1', 'assessor-d1-m1-second': 't2' });
    expect(assessorsBody(choices, pat)).toEqual({
      assessors: [
        { dayId: 'd1', moduleId: 'm1', role: 'first', teacherId: 't1' },
        { dayId: 'd1', moduleId: 'm1', role: 'second', teacherId: 't2' },
      ],
    });
  });
});
