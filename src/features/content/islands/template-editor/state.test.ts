import { describe, expect, it } from 'vitest';
import { DEFAULT_SCALE, TEMPLATE_LIMITS, type TemplateContent } from '#src/features/content/template';
import { errorLines, validate } from './checks';
import {
  arrowAfterMove,
  draftOf,
  editorReducer,
  emptyDraft,
  initialState,
  isDirty,
  newCriterionId,
  toContent,
  type EditorAction,
  type EditorState,
} from './state';

const stored: TemplateContent = {
  name: 'Praktijkopdracht kapper',
  criteria: [
    { id: 'a', name: 'Veiligheid', description: 'Werkt veilig met schaar en föhn.', weight: 3 },
    { id: 'b', name: 'Klantcontact', description: '', weight: 1 },
    { id: 'c', name: 'Resultaat', description: 'Het kapsel zoals afgesproken.', weight: 5 },
  ],
  scale: [
    { value: 1, label: 'slecht' },
    { value: 2, label: 'matig' },
    { value: 3, label: 'voldoende' },
    { value: 4, label: 'uitstekend' },
  ],
};

function run(state: EditorState, ...actions: EditorAction[]): EditorState {
  return actions.reduce(editorReducer, state);
}

const loaded = () => initialState(draftOf(stored));
const names = (s: EditorState) => s.draft.criteria.map((c) => c.name);
const labels = (s: EditorState) => s.draft.scale.map((l) => l.label);

describe('loading', () => {
  it('shows a stored template as it was saved, with nothing unsaved', () => {
    const s = loaded();
    expect(s.draft.name).toBe('Praktijkopdracht kapper');
    expect(names(s)).toEqual(['Veiligheid', 'Klantcontact', 'Resultaat']);
    expect(s.draft.criteria[0]?.weight).toBe('3');
    expect(labels(s)).toEqual(['slecht', 'matig', 'voldoende', 'uitstekend']);
    expect(isDirty(s)).toBe(false);
    expect(toContent(s.draft)).toEqual(stored);
  });

  it('starts a new template without name or criteria and with the default scale', () => {
    const s = initialState(emptyDraft());
    expect(s.draft.name).toBe('');
    expect(s.draft.criteria).toEqual([]);
    expect(labels(s)).toEqual(['onvoldoende', 'matig', 'voldoende', 'goed']);
    expect(isDirty(s)).toBe(false);
  });

  it('reads a template without a scale with the default labels', () => {
    const { scale: _scale, ...withoutScale } = stored;
    expect(labels(initialState(draftOf(withoutScale as TemplateContent)))).toEqual(DEFAULT_SCALE.map((l) => l.label));
  });
});

describe('adding criteria', () => {
  it('adds an empty criterion with weight 1 at the bottom and announces it', () => {
    const s = run(loaded(), { type: 'add', id: 'new-1' });
    expect(s.draft.criteria).toHaveLength(4);
    expect(s.draft.criteria[3]).toEqual({ id: 'new-1', name: '', description: '', weight: '1' });
    expect(s.announcement).toBe('Criterium 4 toegevoegd.');
    expect(isDirty(s)).toBe(true);
  });

  it(`refuses a criterion beyond ${TEMPLATE_LIMITS.criteriaMax} and says why`, () => {
    let s = initialState(emptyDraft());
    for (let i = 0; i < TEMPLATE_LIMITS.criteriaMax; i++) s = editorReducer(s, { type: 'add', id: `c${i}` });
    const full = run(s, { type: 'add', id: 'one-too-many' });
    expect(full.draft.criteria).toHaveLength(TEMPLATE_LIMITS.criteriaMax);
    expect(full.announcement).toBe(`Een sjabloon heeft hoogstens ${TEMPLATE_LIMITS.criteriaMax} criteria.`);
  });

  it('edits name, description and weight of one criterion only', () => {
    const s = run(
      loaded(),
      { type: 'edit', id: 'b', field: 'name', value: 'Omgang met de klant' },
      { type: 'edit', id: 'b', field: 'description', value: 'Vraagt naar wensen.' },
      { type: 'edit', id: 'b', field: 'weight', value: '4' },
    );
    expect(s.draft.criteria[1]).toEqual({ id: 'b', name: 'Omgang met de klant', description: 'Vraagt naar wensen.', weight: '4' });
    expect(s.draft.criteria[0]).toEqual(loaded().draft.criteria[0]);
  });
});

describe('new criterion ids', () => {
  const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('uses crypto.randomUUID where the browser has it', () => {
    expect(newCriterionId()).toMatch(UUID_V4);
  });

  it('makes a version-4 UUID from random bytes where randomUUID is missing (plain http)', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newCriterionId({ getRandomValues: (a) => crypto.getRandomValues(a) })));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(newCriterionId({ getRandomValues: (a) => a.fill(0xff) })).toBe(
      'ffffffff-ffff-4fff-bfff-ffffffffffff',
    );
  });
});

describe('moving criteria', () => {
  it('moves a criterion up and announces its new place', () => {
    const s = run(loaded(), { type: 'move', id: 'c', to: 1 });
    expect(names(s)).toEqual(['Veiligheid', 'Resultaat', 'Klantcontact']);
    expect(s.announcement).toBe('‘Resultaat’ staat nu op plaats 2 van 3.');
    expect(isDirty(s)).toBe(true);
  });

  it('moves a criterion down past several others (dragging)', () => {
    const s = run(loaded(), { type: 'move', id: 'a', to: 2 });
    expect(names(s)).toEqual(['Klantcontact', 'Resultaat', 'Veiligheid']);
  });

  it('does nothing above the top or below the bottom', () => {
    const top = run(loaded(), { type: 'move', id: 'a', to: -1 });
    expect(names(top)).toEqual(names(loaded()));
    expect(top.announcement).toBe('');
    const bottom = run(loaded(), { type: 'move', id: 'c', to: 3 });
    expect(names(bottom)).toEqual(names(loaded()));
  });

  it('names an unnamed criterion by its place', () => {
    const s = run(loaded(), { type: 'add', id: 'n' }, { type: 'move', id: 'n', to: 0 });
    expect(s.announcement).toBe('Criterium 1 (zonder naam) staat nu op plaats 1 van 4.');
  });

  it('is no longer dirty when the order is put back', () => {
    const s = run(loaded(), { type: 'move', id: 'a', to: 1 }, { type: 'move', id: 'a', to: 0 });
    expect(isDirty(s)).toBe(false);
  });

  it('keeps focus on the arrow pressed, or on the other one at the top or bottom', () => {
    expect(arrowAfterMove('up', 1, 3)).toBe('up');
    expect(arrowAfterMove('up', 0, 3)).toBe('down');
    expect(arrowAfterMove('down', 1, 3)).toBe('down');
    expect(arrowAfterMove('down', 2, 3)).toBe('up');
  });
});

describe('deleting criteria', () => {
  it('removes the criterion and announces which one', () => {
    const s = run(loaded(), { type: 'remove', id: 'b' });
    expect(names(s)).toEqual(['Veiligheid', 'Resultaat']);
    expect(s.announcement).toBe('‘Klantcontact’ is verwijderd.');
    expect(isDirty(s)).toBe(true);
  });

  it('ignores an unknown criterion', () => {
    const s = run(loaded(), { type: 'remove', id: 'zz' });
    expect(s).toEqual(loaded());
  });
});

describe('the scale', () => {
  it('changes one label and keeps the values 1–4', () => {
    const s = run(loaded(), { type: 'label', value: 4, label: 'goed' });
    expect(s.draft.scale.map((l) => l.value)).toEqual([1, 2, 3, 4]);
    expect(labels(s)).toEqual(['slecht', 'matig', 'voldoende', 'goed']);
    expect(isDirty(s)).toBe(true);
  });

  it('resets all labels to onvoldoende, matig, voldoende, goed and says so', () => {
    const s = run(loaded(), { type: 'resetLabels' });
    expect(labels(s)).toEqual(['onvoldoende', 'matig', 'voldoende', 'goed']);
    expect(s.announcement).toBe('De standaardlabels staan er weer: onvoldoende, matig, voldoende, goed.');
  });

  it('announces a second reset again (new announcement number)', () => {
    const once = run(loaded(), { type: 'resetLabels' });
    const twice = run(once, { type: 'resetLabels' });
    expect(twice.announcements).toBe(once.announcements + 1);
  });

  it('a reset does not change the default scale itself', () => {
    const s = run(initialState(emptyDraft()), { type: 'resetLabels' }, { type: 'label', value: 1, label: 'zwak' });
    expect(DEFAULT_SCALE[0]?.label).toBe('onvoldoende');
    expect(labels(s)[0]).toBe('zwak');
  });
});

describe('dirty tracking', () => {
  it('is dirty after typing and clean again when the text is typed back', () => {
    const typed = run(loaded(), { type: 'name', value: 'Praktijkopdracht kapper 2' });
    expect(isDirty(typed)).toBe(true);
    expect(isDirty(run(typed, { type: 'name', value: 'Praktijkopdracht kapper' }))).toBe(false);
  });

  it('is clean after saving what was sent, and dirty again for a change made while saving', () => {
    const edited = run(loaded(), { type: 'label', value: 1, label: 'onvoldoende' });
    const sent = edited.draft;
    const typedDuringSave = run(edited, { type: 'name', value: 'Nieuw' });
    expect(isDirty(run(edited, { type: 'saved', draft: sent }))).toBe(false);
    expect(isDirty(run(typedDuringSave, { type: 'saved', draft: sent }))).toBe(true);
  });

  it('a reset that changes nothing leaves the editor clean', () => {
    expect(isDirty(run(initialState(emptyDraft()), { type: 'resetLabels' }))).toBe(false);
  });
});

describe('checks before saving', () => {
  it('accepts a complete template and sends trimmed text with number weights', () => {
    const s = run(loaded(), { type: 'name', value: '  Kapper  ' }, { type: 'edit', id: 'a', field: 'weight', value: '10' });
    const errors = validate(s.draft);
    expect(errorLines(s.draft, errors)).toEqual([]);
    const content = toContent(s.draft);
    expect(content.name).toBe('Kapper');
    expect(content.criteria[0]?.weight).toBe(10);
  });

  it('asks for a name and at least one criterion', () => {
    const draft = emptyDraft();
    expect(errorLines(draft, validate(draft)).map((l) => l.message)).toEqual(['Geef het sjabloon een naam.', 'Voeg minstens één criterium toe.']);
  });

  it('puts each problem at its field, in screen order', () => {
    const s = run(
      loaded(),
      { type: 'edit', id: 'b', field: 'name', value: '   ' },
      { type: 'edit', id: 'b', field: 'weight', value: '11' },
      { type: 'edit', id: 'c', field: 'description', value: 'Zie <script>alert(1)</script>' },
      { type: 'label', value: 2, label: '' },
    );
    const lines = errorLines(s.draft, validate(s.draft));
    expect(lines).toEqual([
      { message: 'Criterium 2: Geef dit criterium een naam.', field: 'criterion-b-name' },
      { message: 'Criterium 2: Het gewicht is een heel getal van 1 tot en met 10.', field: 'criterion-b-weight' },
      { message: 'Criterium 3: HTML-code of script kan hier niet. Schrijf gewone tekst.', field: 'criterion-c-description' },
      { message: 'Score 2: Geef dit punt van de schaal een label.', field: 'scale-label-2' },
    ]);
  });

  it.each(['', '0', '2.5', 'drie', '-1'])('refuses weight %j', (weight) => {
    const s = run(loaded(), { type: 'edit', id: 'a', field: 'weight', value: weight });
    expect(validate(s.draft).byCriterion.a?.weight).toBe('Het gewicht is een heel getal van 1 tot en met 10.');
  });

  it('refuses texts over the limits', () => {
    const s = run(
      loaded(),
      { type: 'name', value: 'x'.repeat(TEMPLATE_LIMITS.nameMax + 1) },
      { type: 'label', value: 3, label: 'y'.repeat(TEMPLATE_LIMITS.labelMax + 1) },
    );
    const errors = validate(s.draft);
    expect(errors.name).toBe(`De naam mag hoogstens ${TEMPLATE_LIMITS.nameMax} tekens lang zijn.`);
    expect(errors.byLabel[3]).toBe(`Een label mag hoogstens ${TEMPLATE_LIMITS.labelMax} tekens lang zijn.`);
  });
});

describe('the candidate’s sentence (selfCheck)', () => {
  const withSentences: TemplateContent = {
    ...stored,
    criteria: [{ ...stored.criteria[0]!, selfCheck: { nl: 'Ik werk veilig met schaar en föhn.', ar: 'أعمل بأمان بالمقص ومجفف الشعر.' } }, ...stored.criteria.slice(1)],
  };

  it('loads the sentences of each language and sends them back unchanged', () => {
    const s = initialState(draftOf(withSentences));
    expect(s.draft.criteria[0]?.selfCheck).toEqual({ nl: 'Ik werk veilig met schaar en föhn.', ar: 'أعمل بأمان بالمقص ومجفف الشعر.' });
    expect(s.draft.criteria[1]?.selfCheck).toBeUndefined();
    expect(toContent(s.draft)).toEqual(withSentences);
  });

  it('types a sentence in one language of one criterion, trimmed for sending, in the order of the languages', () => {
    const s = run(loaded(), { type: 'selfCheck', id: 'b', language: 'en', value: ' I ask what the client wants. ' }, { type: 'selfCheck', id: 'b', language: 'nl', value: 'Ik vraag naar de wensen.' });
    expect(isDirty(s)).toBe(true);
    expect(s.draft.criteria[0]).toEqual(loaded().draft.criteria[0]);
    const sent = toContent(s.draft).criteria[1]?.selfCheck;
    expect(sent).toEqual({ nl: 'Ik vraag naar de wensen.', en: 'I ask what the client wants.' });
    expect(Object.keys(sent ?? {})).toEqual(['nl', 'en']);
  });

  it('leaves nothing unsaved when a sentence is typed and cleared again, and sends no empty sentence', () => {
    const typed = run(loaded(), { type: 'selfCheck', id: 'a', language: 'tr', value: 'Güvenli çalışırım.' });
    const cleared = run(typed, { type: 'selfCheck', id: 'a', language: 'tr', value: '' });
    expect(isDirty(cleared)).toBe(false);
    expect(cleared.draft.criteria[0]).not.toHaveProperty('selfCheck');
    const blank = run(loaded(), { type: 'selfCheck', id: 'a', language: 'pl', value: '   ' });
    expect(toContent(blank.draft).criteria[0]).not.toHaveProperty('selfCheck');
  });

  it('ignores a sentence for an unknown criterion', () => {
    expect(run(loaded(), { type: 'selfCheck', id: 'zz', language: 'nl', value: 'Ik …' })).toEqual(loaded());
  });

  it('refuses a sentence that is too long or holds HTML, at its field, naming the language', () => {
    const s = run(
      loaded(),
      { type: 'selfCheck', id: 'a', language: 'nl', value: 'x'.repeat(TEMPLATE_LIMITS.selfCheckMax + 1) },
      { type: 'selfCheck', id: 'c', language: 'uk', value: 'Я <b>працюю</b> акуратно.' },
      { type: 'selfCheck', id: 'c', language: 'en', value: 'x'.repeat(TEMPLATE_LIMITS.selfCheckMax) },
    );
    expect(errorLines(s.draft, validate(s.draft))).toEqual([
      { message: `Criterium 1: zin voor de kandidaat (Nederlands): Deze zin mag hoogstens ${TEMPLATE_LIMITS.selfCheckMax} tekens lang zijn.`, field: 'criterion-a-selfcheck-nl' },
      { message: 'Criterium 3: zin voor de kandidaat (Oekraïens): HTML-code of script kan hier niet. Schrijf gewone tekst.', field: 'criterion-c-selfcheck-uk' },
    ]);
  });
});
