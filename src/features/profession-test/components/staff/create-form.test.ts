import { describe, expect, it } from 'vitest';
import {
  chosenInOrder,
  commonLanguages,
  defaultValues,
  errorSummary,
  groupModules,
  readCreateForm,
  validateCreateForm,
  wholeNumber,
  type CreateFormValues,
} from './create-form';
import type { ModuleItem } from '#src/features/profession-test/contract';
import type { Named } from '#src/lib/contract';
import type { Language } from '#src/features/content/model';

const professions: Named[] = [
  { id: 'p-s', name: 'Schoonmaker' },
  { id: 'p-m', name: 'Magazijnmedewerker' },
];
const all: Language[] = ['nl', 'en', 'pl', 'tr', 'uk', 'ar'];
const modules: ModuleItem[] = [
  { id: 'veilig', title: 'Veiligheid', professionId: 'p-m', versionId: 'v1', version: 1, languages: all, questionCount: 10 },
  { id: 'order', title: 'Orderpicken', professionId: 'p-m', versionId: 'v2', version: 1, languages: all, questionCount: 9 },
  { id: 'reken', title: 'Rekenen', professionId: 'p-m', versionId: 'v3', version: 2, languages: ['nl', 'en', 'pl'], questionCount: 8 },
  { id: 'hyg', title: 'Hygiëne', professionId: 'p-s', versionId: 'v4', version: 1, languages: all, questionCount: 10 },
  { id: 'alg', title: 'Algemeen', professionId: null, versionId: 'v5', version: 1, languages: ['nl'], questionCount: 3 },
];

/** A form as the browser would post it. */
function posted(fields: [string, string][]): FormData {
  const form = new FormData();
  for (const [k, v] of fields) form.append(k, v);
  return form;
}

/** The posted form of a fresh page with some modules ticked and fields changed. */
function submit(ticked: string[], changes: [string, string][] = [], languages = ['nl']): CreateFormValues {
  const groups = groupModules(modules, professions);
  const fresh = defaultValues(groups);
  const fields: [string, string][] = [
    ['professionId', 'p-m'],
    ['title', ''],
    ['passPercent', fresh.passPercent],
    ['timeLimit', ''],
  ];
  for (const m of modules) {
    fields.push([`order-${m.id}`, fresh.modules[m.id]?.order ?? ''], [`pass-${m.id}`, fresh.modules[m.id]?.pass ?? '']);
  }
  for (const id of ticked) fields.push(['module', id]);
  for (const l of languages) fields.push(['language', l]);
  const map = new Map(fields.filter(([k]) => k !== 'module' && k !== 'language'));
  for (const [k, v] of changes) map.set(k, v);
  const form = posted([...map.entries(), ...fields.filter(([k]) => k === 'module' || k === 'language')]);
  return readCreateForm(form, modules);
}

describe('groupModules / defaultValues', () => {
  it('groups by profession name, modules without profession last, and numbers the table from 1', () => {
    const groups = groupModules(modules, professions);
    expect(groups.map((g) => [g.name, g.modules.map((m) => m.id)])).toEqual([
      ['Magazijnmedewerker', ['veilig', 'order', 'reken']],
      ['Schoonmaker', ['hyg']],
      ['Zonder beroep', ['alg']],
    ]);
    const values = defaultValues(groups);
    expect(values.modules.reken).toEqual({ chosen: false, order: '3', pass: '60' });
    expect(values.modules.hyg?.order).toBe('4');
    expect(values.modules.alg?.order).toBe('5');
    expect(values.languages).toEqual(['nl']);
    expect(values.passPercent).toBe('60');
  });
});

describe('validateCreateForm', () => {
  it('builds the API body with modules in order, a default title and no time limit', () => {
    const values = submit(['reken', 'veilig'], [['order-reken', '1'], ['order-veilig', '2'], ['pass-reken', '70'], ['showAnswers', '1']], ['nl', 'pl']);
    const { errors, body } = validateCreateForm(values, modules, professions);
    expect(errors).toEqual({});
    expect(body).toEqual({
      professionId: 'p-m',
      title: 'Beroepentest Magazijnmedewerker',
      moduleIds: ['reken', 'veilig'],
      modulePassPercent: [70, 60],
      languages: ['nl', 'pl'],
      timeLimitMinutes: null,
      passPercent: 60,
      showAnswers: true,
    });
  });

  it('keeps a typed title and time limit', () => {
    const values = submit(['veilig'], [['title', 'Toets hal 3'], ['timeLimit', '45']]);
    expect(validateCreateForm(values, modules, professions).body).toMatchObject({ title: 'Toets hal 3', timeLimitMinutes: 45 });
  });

  it('asks for a profession, a module and a language', () => {
    const values = submit([], [['professionId', '']], []);
    const { errors, body } = validateCreateForm(values, modules, professions);
    expect(body).toBeNull();
    expect(errors).toMatchObject({ professionId: 'Kies een beroep.', modules: 'Kies minstens één module.', languages: 'Kies minstens één taal.' });
    expect(validateCreateForm(submit(['veilig'], [['professionId', 'p-x']]), modules, professions).errors.professionId).toMatch(/niet in de lijst/);
  });

  it('names the language and the modules where it is not complete', () => {
    const values = submit(['veilig', 'reken', 'alg'], [], ['nl', 'tr']);
    const { errors } = validateCreateForm(values, modules, professions);
    expect(errors.languages).toBe(
      'Türkçe is niet compleet in Rekenen en Algemeen. Haal het vinkje bij deze taal weg of kies andere modules.',
    );
  });

  it('checks order numbers and pass marks per module, and the same order twice', () => {
    const values = submit(['veilig', 'order', 'reken'], [['order-veilig', '2'], ['order-order', '2'], ['order-reken', 'x'], ['pass-order', '120']]);
    const { errors } = validateCreateForm(values, modules, professions);
    expect(errors.moduleFields?.reken?.order).toBe('Vul bij Rekenen een volgorde in: een heel getal vanaf 1.');
    expect(errors.moduleFields?.order?.pass).toBe('Vul bij Orderpicken een cesuur in: een heel getal van 0 tot en met 100.');
    expect(errors.moduleFields?.veilig?.order).toMatch(/^Veiligheid en Orderpicken hebben dezelfde volgorde/);
    expect(errors.modules).toMatch(/dezelfde volgorde/);
    // Not chosen: its fields do not matter.
    const unchosen = submit(['veilig'], [['order-reken', 'x']]);
    expect(validateCreateForm(unchosen, modules, professions).errors).toEqual({});
  });

  it('checks the time limit and the pass mark of the test', () => {
    const values = submit(['veilig'], [['timeLimit', '0'], ['passPercent', '']]);
    const { errors } = validateCreateForm(values, modules, professions);
    expect(errors.timeLimit).toMatch(/1 tot en met 600/);
    expect(errors.passPercent).toMatch(/0 tot en met 100/);
    expect(validateCreateForm(submit(['veilig'], [['timeLimit', '601']]), modules, professions).errors.timeLimit).toBeDefined();
    expect(validateCreateForm(submit(['veilig'], [['title', 'x'.repeat(201)]]), modules, professions).errors.title).toMatch(/200/);
  });

  it('notices a module that is not in the list', () => {
    const values = readCreateForm(posted([['professionId', 'p-m'], ['module', 'weg'], ['language', 'nl'], ['passPercent', '60']]), modules);
    expect(values.unknownModule).toBe(true);
    expect(validateCreateForm(values, modules, professions).errors.modules).toMatch(/bestaat niet meer/);
  });

  it('keeps everything typed, also what is wrong', () => {
    const values = submit(['veilig'], [['order-veilig', 'drie'], ['title', ' Mijn test ']], ['nl', 'zz']);
    expect(values.modules.veilig).toEqual({ chosen: true, order: 'drie', pass: '60' });
    expect(values.title).toBe('Mijn test');
    expect(values.languages).toEqual(['nl', 'zz']);
  });
});

describe('helpers', () => {
  it('reads whole numbers within bounds only', () => {
    expect(wholeNumber('12', 1, 600)).toBe(12);
    expect(wholeNumber(' 7 ', 1, 600)).toBe(7);
    for (const bad of ['', '0', '1.5', '-3', '1e3', 'abc', '601']) expect(wholeNumber(bad, 1, 600)).toBeNull();
  });

  it('finds the languages complete in every module', () => {
    expect(commonLanguages([])).toEqual(['nl', 'en', 'pl', 'tr', 'uk', 'ar']);
    expect(commonLanguages(modules.slice(0, 3))).toEqual(['nl', 'en', 'pl']);
  });

  it('orders the chosen modules by number, ties and blanks by list order', () => {
    const values = submit(['veilig', 'order', 'reken'], [['order-veilig', '3'], ['order-order', ''], ['order-reken', '1']]);
    expect(chosenInOrder(values, modules).map((m) => m.id)).toEqual(['reken', 'veilig', 'order']);
  });

  it('links each error in the summary to its field, once per message', () => {
    const values = submit(['veilig', 'order'], [['order-order', '1'], ['order-veilig', '1'], ['professionId', '']]);
    const { errors } = validateCreateForm(values, modules, professions);
    const summary = errorSummary(errors, modules);
    expect(summary[0]).toEqual({ href: '#field-professionId', text: 'Kies een beroep.' });
    expect(summary.filter((e) => /dezelfde volgorde/.test(e.text))).toHaveLength(1);
  });
});
