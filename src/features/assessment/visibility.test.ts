/**
 * The assessment rules (docs/decisions/037-assessment-visibility.md) for every kind of viewer and state of a module:
 * blind second marking until both are final, a third assessor blind throughout, nothing of the agreement or the
 * reflection for teachers before the release, the candidate only the deciding result after it, a contact person
 * nothing before it — and staff everything.
 */
import { describe, expect, it } from 'vitest';
import { moduleDisclosure, visibleModule, type AssessmentEvaluation, type AssessmentViewer, type ModuleAssessment } from './visibility';

const evaluation = (id: string, status: 'draft' | 'final', score: 1 | 2 | 3 | 4): AssessmentEvaluation => ({
  id,
  assessor: { id: `teacher-${id}`, name: `Docent ${id}` },
  status,
  version: 1,
  scores: { c1: { score, remark: `opmerking ${id}` } },
  remark: `oordeel ${id}`,
  finalizedAt: status === 'final' ? '2026-11-01T10:00:00.000Z' : null,
});

function module(first: 'draft' | 'final' | null, second: 'draft' | 'final' | null, extra: Partial<ModuleAssessment> = {}): ModuleAssessment {
  return {
    moduleId: 'm1',
    secondAssessor: true,
    first: first ? evaluation('first', first, 4) : null,
    second: second ? evaluation('second', second, 1) : null,
    third: null,
    agreement: null,
    reflection: { scores: { c1: 3 }, remark: 'mijn reflectie', submittedAt: '2026-11-01T12:00:00.000Z' },
    ...extra,
  };
}

const pat = (released: boolean) => ({ kind: 'pat', released }) as const;
const assessor = (role: 'first' | 'second' | 'third' | null): AssessmentViewer => ({ kind: 'assessor', roles: new Map(role ? [['m1', role]] : []) });
const seen = (viewer: AssessmentViewer, m: ModuleAssessment, released = false) => {
  const v = visibleModule(viewer, m, pat(released));
  return { first: v.first?.id ?? null, second: v.second?.id ?? null, third: v.third?.id ?? null, agreement: v.agreement !== null, reflection: v.reflection !== null, deciding: v.deciding?.source ?? null };
};

describe('blind second marking', () => {
  it('shows each assessor only their own evaluation until both are final, then both and the result', () => {
    expect(seen(assessor('second'), module('final', 'draft'))).toEqual({ first: null, second: 'second', third: null, agreement: false, reflection: false, deciding: null });
    expect(seen(assessor('first'), module('final', 'draft'))).toEqual({ first: 'first', second: null, third: null, agreement: false, reflection: false, deciding: null });
    expect(seen(assessor('second'), module('final', 'final'))).toEqual({ first: 'first', second: 'second', third: null, agreement: false, reflection: false, deciding: 'first' });
  });

  it('keeps a third assessor blind to both others, the agreement and the reflection', () => {
    const agreed = module('final', 'final', { third: evaluation('third', 'draft', 2), agreement: { scores: { c1: 3 }, remark: 'afspraak', thirdAssessor: null, decidedBy: null, updatedAt: '' } });
    expect(seen(assessor('third'), agreed)).toEqual({ first: null, second: null, third: 'third', agreement: false, reflection: false, deciding: null });
    expect(seen(assessor('first'), agreed)).toMatchObject({ third: null, agreement: false });
  });

  it('shows a teacher on the PAT nothing of a module they do not assess until the release', () => {
    expect(moduleDisclosure(assessor(null), module('final', 'final'), pat(false)).module).toBe(false);
    expect(seen(assessor(null), module('final', 'final'))).toEqual({ first: null, second: null, third: null, agreement: false, reflection: false, deciding: null });
  });

  it('shows every teacher on the PAT the settled assessment after the release, but no one else’s draft', () => {
    const settled = module('final', 'final', { third: evaluation('third', 'draft', 2), agreement: { scores: { c1: 3 }, remark: 'afspraak', thirdAssessor: null, decidedBy: null, updatedAt: '' } });
    expect(seen(assessor(null), settled, true)).toEqual({ first: 'first', second: 'second', third: null, agreement: true, reflection: true, deciding: 'agreed' });
    expect(seen(assessor('third'), settled, true).third).toBe('third');
  });
});

describe('the candidate and their contact person', () => {
  it('gives the candidate their reflection, then after the release the deciding scores and the first assessor’s remarks without names', () => {
    expect(seen({ kind: 'candidate' }, module('final', 'final'))).toEqual({ first: null, second: null, third: null, agreement: false, reflection: true, deciding: null });
    const released = visibleModule({ kind: 'candidate' }, module('final', 'final'), pat(true));
    expect([released.first, released.second, released.agreement]).toEqual([null, null, null]);
    expect(released.deciding?.scores).toEqual({ c1: { score: 4, remark: 'opmerking first' } });
    expect(released.feedback).toEqual({ remarks: { c1: 'opmerking first' }, remark: 'oordeel first' });
    expect(JSON.stringify(released)).not.toContain('Docent');
  });

  it('lets an agreed score decide for the candidate without showing the agreement', () => {
    const agreed = module('final', 'final', { agreement: { scores: { c1: 2 }, remark: 'afspraak', thirdAssessor: null, decidedBy: null, updatedAt: '' } });
    const v = visibleModule({ kind: 'candidate' }, agreed, pat(true));
    expect(v.deciding).toEqual({ source: 'agreed', scores: { c1: { score: 2 } } });
    expect(JSON.stringify(v)).not.toContain('afspraak');
  });

  it('shows a contact person nothing before the release; after it the final evaluations on a PAT, only the result on an education', () => {
    expect(moduleDisclosure({ kind: 'contact-person' }, module('final', 'final'), pat(false)).module).toBe(false);
    expect(seen({ kind: 'contact-person' }, module('final', 'final'), true)).toEqual({ first: 'first', second: 'second', third: null, agreement: false, reflection: true, deciding: 'first' });
    const education = visibleModule({ kind: 'contact-person' }, { ...module('final', null), secondAssessor: false }, { kind: 'education', released: true });
    expect([education.first, education.reflection, education.deciding?.source]).toEqual([null, null, 'first']);
  });
});

describe('staff', () => {
  it('see everything, drafts included, before and after the release', () => {
    expect(seen({ kind: 'staff' }, module('draft', 'draft'))).toEqual({ first: 'first', second: 'second', third: null, agreement: false, reflection: true, deciding: null });
    expect(moduleDisclosure({ kind: 'staff' }, module(null, null), pat(false))).toMatchObject({ module: true, agreement: true, reflection: true, result: true });
  });
});
