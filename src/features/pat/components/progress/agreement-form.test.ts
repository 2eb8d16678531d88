/**
 * The progress page's agreement forms (agreement-form.ts): prefilled with the agreed score, else the first assessor's;
 * read back from a post; every criterion needs a score on the scale before the call; the confirmation answer; the
 * teachers a third assessor may be chosen from.
 */
import { describe, expect, it } from 'vitest';
import type { CandidateProgress, ProgressEvaluation } from '#src/features/pat/contract';
import { agreementValues, checkAgreementForm, isConfirmed, readAgreementForm, scoreId, scoreName, thirdCandidates } from './agreement-form';

const criteria = [
  { id: 'veilig', name: 'Veilig werken', weight: 3, knockOut: false },
  { id: 'tempo', name: 'Tempo', weight: 1, knockOut: false },
];

const evaluation = (assessorId: string, veilig: 1 | 2 | 3 | 4, tempo: 1 | 2 | 3 | 4): ProgressEvaluation => ({
  assessor: { id: assessorId, name: `Docent ${assessorId}` },
  status: 'final',
  version: 1,
  scores: { veilig: { score: veilig, remark: '' }, tempo: { score: tempo, remark: '' } },
  remark: '',
  finalizedAt: '2026-09-16T10:00:00.000Z',
});

const module = (agreement: CandidateProgress['modules'][number]['agreement'] = null): CandidateProgress['modules'][number] => ({
  moduleId: 'm-1',
  title: 'Orderpicken',
  photos: [],
  passPercent: 60,
  secondAssessor: true,
  criteria,
  first: evaluation('t-1', 4, 2),
  second: evaluation('t-2', 2, 2),
  third: null,
  result: null,
  divergent: ['veilig'],
  source: 'first',
  agreement,
  canAgree: true,
});

describe('the agreement form', () => {
  it('starts from the first assessor’s scores, or from the agreed score once there is one', () => {
    expect(agreementValues(module())).toEqual({ scores: { veilig: '4', tempo: '2' }, remark: '' });
    const agreed = module({ scores: { veilig: 3, tempo: 2 }, remark: 'Besproken.', thirdAssessor: null, decidedBy: null, updatedAt: '2026-09-19T09:00:00.000Z' });
    expect(agreementValues(agreed)).toEqual({ scores: { veilig: '3', tempo: '2' }, remark: 'Besproken.' });
  });

  it('reads a post and needs a score of the scale for every criterion', () => {
    const form = new FormData();
    form.set(scoreName('veilig'), '3');
    form.set(scoreName('tempo'), '');
    form.set('opmerking', '  Samen besproken.  ');
    const values = readAgreementForm(form, criteria);
    expect(values).toEqual({ scores: { veilig: '3', tempo: '' }, remark: 'Samen besproken.' });
    expect(checkAgreementForm(values, criteria)).toEqual({ errors: { tempo: 'Kies een afgesproken score voor Tempo.' } });
    expect(checkAgreementForm({ ...values, scores: { veilig: '5', tempo: '2' } }, criteria)).toEqual({ errors: { veilig: 'Kies een afgesproken score voor Veilig werken.' } });
    expect(checkAgreementForm({ ...values, scores: { veilig: '3', tempo: '2' } }, criteria)).toEqual({ body: { scores: { veilig: 3, tempo: 2 }, remark: 'Samen besproken.' } });
  });

  it('gives every select an id of its own on the page', () => {
    expect(new Set([scoreId(0, 0), scoreId(0, 1), scoreId(1, 0), scoreId(1, 1)]).size).toBe(4);
  });

  it('takes only ‘ja’ as the answer to the confirmation question', () => {
    const form = new FormData();
    expect(isConfirmed(form)).toBe(false);
    form.set('bevestig', 'ja');
    expect(isConfirmed(form)).toBe(true);
  });
});

describe('thirdCandidates', () => {
  it('leaves out the first, the second and the current third assessor', () => {
    const teachers = ['t-1', 't-2', 't-3', 't-4'].map((id) => ({ id, name: id }));
    expect(thirdCandidates(teachers, module()).map((t) => t.id)).toEqual(['t-3', 't-4']);
    const asked = module({ scores: null, remark: '', thirdAssessor: { id: 't-3', name: 't-3' }, decidedBy: null, updatedAt: '2026-09-19T09:00:00.000Z' });
    expect(thirdCandidates(teachers, asked).map((t) => t.id)).toEqual(['t-4']);
  });
});
