import { describe, expect, it } from 'vitest';
import { completeLanguages, localizedTexts, MODULE_LIMITS, type ModuleContent, type Part } from '#src/features/content/model';
import { firstProblem, messageTarget } from './checks';
import { completenessOf, textFields } from './completeness';
import { newId, newPart, nextOptionId, partId, partLegend } from './parts';
import { editorReducer, emptyContent, moveItem, sameState, type EditorAction, type EditorState } from './state';
import { fieldId, getText, withText } from './texts';

const q1 = 'a1b2c3d4-0000-4000-8000-000000000001';

/** A small module: a text, a single-choice question and an image, Dutch complete, English partly. */
function sample(): EditorState {
  const content: ModuleContent = {
    title: { nl: 'Veilig werken', en: 'Working safely' },
    description: { nl: 'Over veiligheid.', en: 'About safety.' },
    parts: [
      { id: 'intro', type: 'text', text: { nl: 'Lees goed.', en: 'Read carefully.' } },
      {
        id: q1,
        type: 'question',
        kind: 'single',
        prompt: { nl: 'Wat draag je?', en: 'What do you wear?' },
        points: 2,
        options: [
          { id: 'a', text: { nl: 'Helm', en: 'Helmet' } },
          { id: 'b', text: { nl: 'Slippers' } },
          { id: 'c', text: { nl: 'Pet', en: 'Cap' } },
        ],
        correct: 'a',
      },
      { id: 'img', type: 'image', image: { src: '/content/helm.svg', alt: { nl: 'Een helm' }, width: 200, height: 100 } },
    ],
  };
  return { professionId: null, content };
}

const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
const ids = (state: EditorState) => state.content.parts.map((p) => p.id);
const question = (state: EditorState, id = q1) => state.content.parts.find((p) => p.id === id) as Extract<Part, { type: 'question' }>;

describe('parts: add, move, delete', () => {
  it('adds a new part at the end, with empty Dutch texts', () => {
    const state = run(sample(), { type: 'addPart', part: newPart('practical', 'p9') });
    expect(ids(state)).toEqual(['intro', q1, 'img', 'p9']);
    expect(state.content.parts[3]).toEqual({ id: 'p9', type: 'practical', instructions: { nl: '' } });
  });

  it('moving a part up changes the order; moving past the ends does nothing', () => {
    const start = sample();
    expect(ids(run(start, { type: 'movePart', from: 2, to: 1 }))).toEqual(['intro', 'img', q1]);
    expect(ids(run(start, { type: 'movePart', from: 0, to: 2 }))).toEqual([q1, 'img', 'intro']);
    expect(run(start, { type: 'movePart', from: 0, to: -1 })).toBe(start);
    expect(run(start, { type: 'movePart', from: 2, to: 3 })).toBe(start);
  });

  it('deletes a part by id and ignores an unknown id', () => {
    const start = sample();
    expect(ids(run(start, { type: 'removePart', id: q1 }))).toEqual(['intro', 'img']);
    expect(run(start, { type: 'removePart', id: 'nope' })).toBe(start);
  });

  it('refuses more parts than the limit and a duplicate id', () => {
    const full: EditorState = {
      professionId: null,
      content: { ...emptyContent(), parts: Array.from({ length: MODULE_LIMITS.partsMax }, (_, i) => newPart('text', `t${i}`)) },
    };
    expect(run(full, { type: 'addPart', part: newPart('text', 'extra') })).toBe(full);
    const start = sample();
    expect(run(start, { type: 'addPart', part: newPart('text', 'intro') })).toBe(start);
  });

  it('moveItem keeps every item', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(['a'], 0, 5)).toEqual(['a']);
  });
});

describe('new parts', () => {
  it('choice questions start with options a and b and no correct answer', () => {
    expect(newPart('single', 'x')).toMatchObject({ kind: 'single', options: [{ id: 'a' }, { id: 'b' }], correct: '', points: 1 });
    expect(newPart('multiple', 'x')).toMatchObject({ kind: 'multiple', correct: [] });
    expect(newPart('truefalse', 'x')).toMatchObject({ kind: 'truefalse', correct: true });
    expect(newPart('open', 'x')).not.toHaveProperty('guidance');
  });

  it('newId makes UUIDs, also without crypto.randomUUID (plain HTTP on a local network)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newId()).toMatch(uuid);
    const withoutRandomUUID = { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) } as Pick<Crypto, 'getRandomValues'>;
    const fallback = newId(withoutRandomUUID);
    expect(fallback).toMatch(uuid);
    expect(fallback).not.toBe(newId());
  });
});

describe('texts per language', () => {
  it('sets a translation and removes an emptied one (so it counts as missing)', () => {
    let state = run(sample(), { type: 'setText', ref: { part: q1, field: 'option', option: 'b' }, language: 'en', value: 'Flip-flops' });
    expect(getText(state.content, { part: q1, field: 'option', option: 'b' })).toEqual({ nl: 'Slippers', en: 'Flip-flops' });
    state = run(state, { type: 'setText', ref: { field: 'title' }, language: 'en', value: '' });
    expect(state.content.title).toEqual({ nl: 'Veilig werken' });
  });

  it('keeps Dutch even when emptied', () => {
    expect(withText({ nl: 'x', ar: 'ي' }, 'nl', '')).toEqual({ nl: '', ar: 'ي' });
  });

  it('an optional caption appears when typed and disappears when emptied in every language', () => {
    let state = run(sample(), { type: 'setText', ref: { part: 'img', field: 'caption' }, language: 'nl', value: 'Draag altijd een helm' });
    expect(state.content.parts[2]).toMatchObject({ caption: { nl: 'Draag altijd een helm' } });
    state = run(state, { type: 'setText', ref: { part: 'img', field: 'caption' }, language: 'nl', value: '' });
    expect(state.content.parts[2]).not.toHaveProperty('caption');
  });

  it('sets guidance only on open questions', () => {
    const open = run(sample(), { type: 'addPart', part: newPart('open', 'o1') }, { type: 'setText', ref: { part: 'o1', field: 'guidance' }, language: 'nl', value: 'Noemt de helm' });
    expect(open.content.parts[3]).toMatchObject({ guidance: { nl: 'Noemt de helm' } });
    const start = sample();
    expect(run(start, { type: 'setText', ref: { part: q1, field: 'guidance' }, language: 'nl', value: 'x' })).toBe(start);
  });
});

describe('options and correct answers', () => {
  it('adds options with the next free letter', () => {
    const state = run(sample(), { type: 'removeOption', part: q1, option: 'b' }, { type: 'addOption', part: q1 });
    expect((question(state) as Extract<Part, { kind: 'single' }>).options.map((o) => o.id)).toEqual(['a', 'c', 'b']);
    expect(nextOptionId([{ id: 'a', text: { nl: '' } }, { id: 'c', text: { nl: '' } }])).toBe('b');
  });

  it('deleting the correct option clears `correct`', () => {
    const state = run(sample(), { type: 'removeOption', part: q1, option: 'a' });
    expect(question(state)).toMatchObject({ correct: '', options: [{ id: 'b' }, { id: 'c' }] });
  });

  it('deleting one of several correct options keeps the others', () => {
    const state = run(
      sample(),
      { type: 'setKind', part: q1, kind: 'multiple' },
      { type: 'setCorrect', part: q1, option: 'c', checked: true },
      { type: 'removeOption', part: q1, option: 'a' },
    );
    expect(question(state)).toMatchObject({ kind: 'multiple', correct: ['c'] });
  });

  it('keeps at least two and at most eight options', () => {
    let state = run(sample(), { type: 'removeOption', part: q1, option: 'a' });
    expect(run(state, { type: 'removeOption', part: q1, option: 'b' })).toBe(state);
    for (let i = 0; i < 10; i++) state = run(state, { type: 'addOption', part: q1 });
    expect((question(state) as { options: unknown[] }).options).toHaveLength(MODULE_LIMITS.optionsMax);
  });

  it('single choice: choosing an option replaces the correct answer', () => {
    const state = run(sample(), { type: 'setCorrect', part: q1, option: 'c', checked: true });
    expect(question(state)).toMatchObject({ correct: 'c' });
  });

  it('multiple choice: ticks add and remove, in the order of the options', () => {
    const state = run(
      sample(),
      { type: 'setKind', part: q1, kind: 'multiple' },
      { type: 'setCorrect', part: q1, option: 'c', checked: true },
      { type: 'setCorrect', part: q1, option: 'b', checked: true },
    );
    expect(question(state)).toMatchObject({ correct: ['a', 'b', 'c'] });
    expect(question(run(state, { type: 'setCorrect', part: q1, option: 'a', checked: false }))).toMatchObject({ correct: ['b', 'c'] });
  });

  it('switching multiple → single keeps the first correct answer', () => {
    const state = run(sample(), { type: 'setKind', part: q1, kind: 'multiple' }, { type: 'setCorrect', part: q1, option: 'c', checked: true }, { type: 'setKind', part: q1, kind: 'single' });
    expect(question(state)).toMatchObject({ kind: 'single', correct: 'a' });
  });

  it('true/false and points', () => {
    const state = run(
      sample(),
      { type: 'addPart', part: newPart('truefalse', 'tf') },
      { type: 'setTrueFalse', part: 'tf', value: false },
      { type: 'setPoints', part: 'tf', points: 5 },
    );
    expect(state.content.parts[3]).toMatchObject({ correct: false, points: 5 });
  });
});

describe('images', () => {
  it('an upload keeps the text alternative already typed', () => {
    const state = run(sample(), { type: 'setImage', part: 'img', image: { src: '/api/media/u1', upload: 'u1', width: 640, height: 480 } });
    expect(state.content.parts[2]).toMatchObject({ image: { src: '/api/media/u1', upload: 'u1', width: 640, height: 480, alt: { nl: 'Een helm' } } });
  });

  it('a question image can be added and removed; its alternative then counts as a text', () => {
    let state = run(sample(), { type: 'setImage', part: q1, image: { src: '/api/media/u2', upload: 'u2', width: 10, height: 10 } });
    expect(question(state).image).toEqual({ src: '/api/media/u2', upload: 'u2', width: 10, height: 10, alt: { nl: '' } });
    expect(textFields(state.content).map((f) => f.label)).toContain('Onderdeel 2: tekstalternatief');
    state = run(state, { type: 'removeImage', part: q1 });
    expect(question(state)).not.toHaveProperty('image');
  });
});

describe('completeness', () => {
  it('counts the same texts as the server (localizedTexts) and per language', () => {
    const { content } = sample();
    expect(textFields(content).map((f) => f.text)).toEqual(localizedTexts(content));
    const rows = completenessOf(content);
    expect(rows.map((r) => r.language)).toEqual(['nl', 'en', 'pl', 'tr', 'uk', 'ar']);
    const nl = rows[0]!;
    const en = rows[1]!;
    expect(nl).toMatchObject({ done: 8, total: 8, complete: true, firstMissing: null });
    expect(en).toMatchObject({ done: 6, total: 8, complete: false });
    expect(en.firstMissing?.label).toBe('Onderdeel 2: antwoord b');
    expect(rows[5]).toMatchObject({ done: 0, total: 8 });
  });

  it('agrees with completeLanguages (a module is offered only in complete languages)', () => {
    let state = sample();
    expect(completenessOf(state.content).filter((r) => r.complete).map((r) => r.language)).toEqual(completeLanguages(state.content));
    state = run(
      state,
      { type: 'setText', ref: { part: q1, field: 'option', option: 'b' }, language: 'en', value: 'Flip-flops' },
      { type: 'setText', ref: { part: 'img', field: 'alt' }, language: 'en', value: 'A helmet' },
    );
    expect(completenessOf(state.content).filter((r) => r.complete).map((r) => r.language)).toEqual(['nl', 'en']);
    expect(completeLanguages(state.content)).toEqual(['nl', 'en']);
  });

  it('whitespace is not a text; guidance is not counted', () => {
    const state = run(
      sample(),
      { type: 'setText', ref: { field: 'title' }, language: 'pl', value: '   ' },
      { type: 'addPart', part: newPart('open', 'o1') },
      { type: 'setText', ref: { part: 'o1', field: 'prompt' }, language: 'nl', value: 'Waarom?' },
      { type: 'setText', ref: { part: 'o1', field: 'guidance' }, language: 'nl', value: 'Omdat.' },
    );
    const [nl, , pl] = completenessOf(state.content);
    expect(nl).toMatchObject({ done: 9, total: 9 });
    expect(pl).toMatchObject({ done: 0 });
  });
});

describe('labels and ids', () => {
  it('legends say number and type', () => {
    const { parts } = sample().content;
    expect(partLegend(parts[1]!, 1)).toBe('Onderdeel 2: Vraag (meerkeuze)');
    expect(partLegend(parts[2]!, 2)).toBe('Onderdeel 3: Afbeelding');
    expect(partLegend(newPart('practical', 'p'), 0)).toBe('Onderdeel 1: Praktijkopdracht');
  });

  it('field ids differ per field and language', () => {
    expect(fieldId({ field: 'title' }, 'nl')).toBe('me-title-nl');
    expect(fieldId({ part: 'p1', field: 'option', option: 'b' }, 'ar')).toBe('me-p1-option-b-ar');
    expect(fieldId({ part: 'p1', field: 'prompt' }, 'en')).not.toBe(fieldId({ part: 'p1', field: 'prompt' }, 'nl'));
  });
});

describe('before saving', () => {
  it('names a missing Dutch title and points out of range, with the control to focus', () => {
    const state = sample();
    expect(firstProblem(state)).toBeNull();
    expect(firstProblem(run(state, { type: 'setText', ref: { field: 'title' }, language: 'nl', value: '  ' }))).toEqual({
      text: 'Vul de titel in het Nederlands in.',
      id: 'me-title-nl',
    });
    expect(firstProblem(run(state, { type: 'setPoints', part: q1, points: 0 }))).toEqual({
      text: 'Onderdeel 2: vul bij punten een heel getal van 1 tot en met 100 in.',
      id: partId(q1, 'points'),
    });
    expect(firstProblem(run(state, { type: 'setPoints', part: q1, points: 2.5 }))?.id).toBe(partId(q1, 'points'));
  });

  it('finds the place a server message names', () => {
    const { content } = sample();
    expect(messageTarget('Onderdeel 2 (vraag): kies het goede antwoord.', content, 'add')).toEqual({ id: partId(q1), part: 2 });
    expect(messageTarget('Onderdeel 2 (vraag), keuze 3: vul de tekst in het Nederlands in.', content, 'add')).toEqual({
      id: fieldId({ part: q1, field: 'option', option: 'c' }, 'nl'),
      part: 2,
    });
    expect(messageTarget('Titel: vul de titel in het Nederlands in.', content, 'add')?.id).toBe('me-title-nl');
    expect(messageTarget('Beschrijving: de beschrijving is niet goed ingevuld.', content, 'add')?.id).toBe('me-description-nl');
    expect(messageTarget('Voeg minstens één onderdeel toe.', content, 'add')).toEqual({ id: 'add', part: null });
    expect(messageTarget('Onderdeel 9 (tekst): …', content, 'add')).toBeNull();
    expect(messageTarget('Er ging iets mis.', content, 'add')).toBeNull();
  });

  it('sameState ignores key order and absent-vs-undefined', () => {
    const a = sample();
    const b: EditorState = JSON.parse(JSON.stringify(a));
    b.content.title = { en: 'Working safely', nl: 'Veilig werken' };
    expect(sameState(a, b)).toBe(true);
    expect(sameState(a, run(a, { type: 'setProfession', professionId: 'p1' }))).toBe(false);
  });
});
