/**
 * The evaluation form's pure rules (evaluation-drafts.ts) and its use of the player's save queue and sync for whole drafts
 * (decision 007): which copy of a form is newer, unscored criteria, the server side of the queue, and drafts made
 * without a connection reaching a server that keeps the highest seq.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { memoryStore } from '#src/lib/device-sync/storage';
import { clockSeconds, createSync } from '#src/lib/device-sync/sync';
import { hasUnsent, status } from '#src/lib/device-sync/save-queue';
import {
  cellState,
  evaluationPath,
  contextOf,
  DRAFT_ITEM,
  draftOf,
  educationFormKey,
  formKey,
  keyOf,
  newerForm,
  parseFormKey,
  serverEntries,
  unscored,
  withCriterion,
  type Draft,
  type IslandForm,
} from './evaluation-drafts';

const PAT = 'p-1';
const criteria = ['c1', 'c2', 'c3'];

/** A form of one evaluation at a moment of its life. */
function formAt(version: number, status: 'draft' | 'final', seq: number, scores: (1 | 2 | 3 | 4 | null)[] = [null, null, null]): IslandForm {
  return {
    patId: PAT,
    patTitle: 'PAT Magazijn',
    resultsReleased: false,
    opensOn: '2026-09-08',
    moduleId: 'm-1',
    moduleTitle: 'Orderpicken',
    candidate: { id: 'k-1', name: 'Anouk' },
    role: 'first',
    template: {
      name: 'Praktijk',
      criteria: criteria.map((id, i) => ({ id, name: `Criterium ${i + 1}`, description: '', weight: i + 1, knockOut: false })),
      scale: [
        { value: 1, label: 'onvoldoende' },
        { value: 2, label: 'matig' },
        { value: 3, label: 'voldoende' },
        { value: 4, label: 'goed' },
      ],
    },
    passPercent: 60,
    evaluation: {
      scores: Object.fromEntries(criteria.map((id, i) => [id, { score: scores[i] ?? null, remark: '' }])),
      remark: '',
      status,
      version,
      seq,
      finalizedAt: status === 'final' ? '2026-12-07T10:00:00.000Z' : null,
    },
    other: null,
    divergent: [],
    history: [],
    photos: [],
  };
}

describe('copies of a form', () => {
  it('prefer the later version, then final over draft, then the higher seq', () => {
    const saved = formAt(1, 'draft', 10);
    const later = formAt(1, 'draft', 20);
    const final = formAt(1, 'final', 20);
    const revised = formAt(2, 'draft', 20);
    expect(newerForm(saved, later)).toBe(later);
    expect(newerForm(later, saved)).toBe(later);
    expect(newerForm(later, final)).toBe(final);
    expect(newerForm(final, revised)).toBe(revised);
    expect(newerForm(saved, null)).toBe(saved);
    expect(newerForm(saved, formAt(1, 'draft', 10))).toBe(saved);
  });

  it('always pick the copy from later in an evaluation’s life, whatever the order they arrive in', () => {
    // A life: saves raise seq, 'final' ends a version, 'Wijzigen' starts the next with the same seq.
    const life = fc.array(fc.constantFrom('save', 'final', 'revise'), { minLength: 1, maxLength: 30 }).map((steps) => {
      const forms = [formAt(1, 'draft', 0)];
      for (const step of steps) {
        const last = forms.at(-1)!.evaluation;
        if (step === 'save' && last.status === 'draft') forms.push(formAt(last.version, 'draft', last.seq + 1));
        if (step === 'final' && last.status === 'draft') forms.push(formAt(last.version, 'final', last.seq));
        if (step === 'revise' && last.status === 'final') forms.push(formAt(last.version + 1, 'draft', last.seq));
      }
      return forms;
    });
    fc.assert(
      fc.property(life, fc.nat(), fc.nat(), (forms, i, j) => {
        const [a, b] = [i % forms.length, j % forms.length];
        // Every step moves the evaluation forward, so the copy from later in the life wins.
        expect(newerForm(forms[a]!, forms[b]!)).toBe(forms[Math.max(a, b)]);
      }),
    );
  });
});

describe('drafts', () => {
  it('name the unscored criteria in template order and change one criterion at a time', () => {
    const form = formAt(1, 'draft', 0, [3, null, null]);
    let draft = draftOf(form);
    expect(unscored(form, draft)).toEqual(['Criterium 2', 'Criterium 3']);
    draft = withCriterion(draft, 'c3', { score: 4 });
    draft = withCriterion(draft, 'c3', { remark: 'Vlot' });
    expect(draft.scores.c3).toEqual({ score: 4, remark: 'Vlot' });
    expect(unscored(form, draft)).toEqual(['Criterium 2']);
    expect(form.evaluation.scores.c3).toEqual({ score: null, remark: '' });
  });

  it('give the queue the server’s draft only once it was saved, and a cell state for the grid', () => {
    expect(serverEntries(formAt(1, 'draft', 0))).toEqual({});
    expect(serverEntries(formAt(1, 'draft', 7, [2, 2, 2]))[DRAFT_ITEM]?.seq).toBe(7);
    expect(cellState(formAt(1, 'draft', 0), false)).toBe('open');
    expect(cellState(formAt(1, 'draft', 0), true)).toBe('draft');
    expect(cellState(formAt(1, 'draft', 3), false)).toBe('draft');
    expect(cellState(formAt(1, 'final', 3), true)).toBe('final');
    expect(cellState(null, false)).toBe('open');
  });

  it('are keyed per evaluation and role, and sent to the evaluation’s address', () => {
    const key = keyOf(formAt(1, 'draft', 0));
    expect(key).toBe(formKey(PAT, 'm-1', 'k-1', 'first'));
    expect(evaluationPath(key)).toBe('/api/pat/p-1/evaluation/m-1/k-1');
    expect(evaluationPath(formKey(PAT, 'm-1', 'k-1', 'second'), '/finalize')).toBe('/api/pat/p-1/evaluation/m-1/k-1/finalize?role=second');
    expect(evaluationPath(formKey(PAT, 'm-1', 'k-1', 'third'))).toBe('/api/pat/p-1/evaluation/m-1/k-1?role=third');
    expect(formKey(PAT, 'm-1', 'k-1', 'third')).not.toBe(formKey(PAT, 'm-1', 'k-1', 'first'));
  });

  it('of an education are keyed apart from any PAT’s and sent to the education’s address, always as first', () => {
    const { patId: _p, patTitle: _t, ...body } = formAt(1, 'draft', 0) as Extract<IslandForm, { patId: string }>;
    const education: IslandForm = { ...body, educationId: 'e-1', educationTitle: 'Opleiding Heftruck' };
    const key = keyOf(education);
    expect(key).toBe(educationFormKey('e-1', 'm-1', 'k-1'));
    expect(key).toBe('education/e-1/m-1/k-1/first');
    expect(contextOf(education)).toEqual({ kind: 'education', id: 'e-1' });
    expect(contextOf(formAt(1, 'draft', 0))).toEqual({ kind: 'pat', id: PAT });
    expect(parseFormKey(key)).toEqual({ context: { kind: 'education', id: 'e-1' }, moduleId: 'm-1', candidateId: 'k-1', role: 'first' });
    expect(evaluationPath(key)).toBe('/api/education/e-1/evaluation/m-1/k-1');
    expect(evaluationPath(key, '/revise')).toBe('/api/education/e-1/evaluation/m-1/k-1/revise');
    // The same module and candidate on a PAT with the same id never share a key.
    expect(key).not.toBe(formKey('e-1', 'm-1', 'k-1', 'first'));
    expect(parseFormKey(formKey(PAT, 'm-1', 'k-1', 'second'))).toEqual({ context: { kind: 'pat', id: PAT }, moduleId: 'm-1', candidateId: 'k-1', role: 'second' });
  });

  it('are numbered in whole seconds, within the 32-bit seq the server keeps', () => {
    const seconds = clockSeconds();
    expect(Number.isInteger(seconds)).toBe(true);
    expect(seconds).toBeLessThan(2 ** 31);
    expect(Math.abs(seconds - Date.now() / 1000)).toBeLessThan(2);
  });
});

describe('saving whole drafts with the device sync', () => {
  it('keeps drafts made without a connection on the device and sends only the newest once it is back', async () => {
    const stored: { scores: Draft['scores']; remark: string; seq: number }[] = [];
    const send = vi.fn(async (_key: string, item: { value: Draft; seq: number }) => {
      const last = stored.at(-1);
      if (!last || item.seq > last.seq) stored.push({ ...item.value, seq: item.seq });
      return { seq: stored.at(-1)!.seq, status: 'draft' as const };
    });
    const events = new EventTarget();
    let online = false;
    let clock = 1_800_000_000;
    const store = memoryStore<Draft>();
    const form = formAt(1, 'draft', 0);
    const key = keyOf(form);
    const sync = createSync<Draft>({ scope: key, server: serverEntries(form), store, send, isOnline: () => online, events, now: () => clock });
    await sync.start();
    let draft = draftOf(form);
    for (const [id, score] of [
      ['c1', 3],
      ['c2', 4],
      ['c3', 2],
    ] as const) {
      draft = withCriterion(draft, id, { score });
      clock += 1;
      await sync.put(DRAFT_ITEM, draft);
    }
    expect(send).not.toHaveBeenCalled();
    expect(status(sync.state())).toBe('offline');
    expect((await store.load(key))[DRAFT_ITEM]?.value).toEqual(draft);

    online = true;
    events.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(hasUnsent(sync.state())).toBe(false));
    await sync.idle();
    expect(send).toHaveBeenCalledTimes(1);
    expect(stored.at(-1)).toMatchObject({ scores: draft.scores, seq: 1_800_000_003 });
    expect(await store.load(key)).toEqual({});
    expect((await store.loadSaved(key))[DRAFT_ITEM]?.value).toEqual(draft);
    sync.stop();
  });
});
