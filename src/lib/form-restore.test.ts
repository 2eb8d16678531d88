import { describe, expect, it } from 'vitest';
import { applyForm, collectForm, FORM_RESTORE_KEY, isRestorable, MAX_AGE_MS, restoreDecision, startFormRestore, type FieldLike, type FormLike, type SavedForms } from './form-restore';

const input = (name: string, value = '', type = 'text', extra: Partial<FieldLike> = {}): FieldLike => ({ tagName: 'INPUT', name, type, value, ...extra });

function form(action: string, elements: FieldLike[]): FormLike & { submit: () => void } {
  let listener: (() => void) | null = null;
  return {
    elements,
    getAttribute: (name) => (name === 'action' ? action : null),
    submit: () => listener?.(),
    // used by the page stand-in below
    ...({ listen: (l: () => void) => (listener = l) } as object),
  } as FormLike & { submit: () => void };
}

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const onSubmit = (f: FormLike, l: () => void) => (f as unknown as { listen: (l: () => void) => void }).listen(l);

describe('isRestorable', () => {
  it('never keeps passwords, files, hidden fields, buttons or secrets', () => {
    expect(isRestorable(input('title', 'PAT'))).toBe(true);
    expect(isRestorable({ tagName: 'TEXTAREA', name: 'note', type: 'textarea', value: '' })).toBe(true);
    for (const type of ['password', 'file', 'hidden', 'submit', 'button']) expect(isRestorable(input('x', '', type)), type).toBe(false);
    expect(isRestorable(input('code', '', 'text', { autocomplete: 'one-time-code' }))).toBe(false);
    expect(isRestorable(input('pw', '', 'text', { autocomplete: 'new-password' }))).toBe(false);
    expect(isRestorable(input('x', '', 'text', { dataset: { noRestore: '' } }))).toBe(false);
    expect(isRestorable(input('x', '', 'text', { disabled: true }))).toBe(false);
    expect(isRestorable(input('', 'no name'))).toBe(false);
  });
});

describe('collectForm / applyForm', () => {
  it('puts text, choices and selects back by name and place; leaves secrets alone', () => {
    const typed = form('/cp/pat/1', [
      input('title', 'Magazijn PAT'),
      input('action', 'save', 'hidden'),
      input('password', 'geheim', 'password'),
      input('day', 'ma'),
      input('day', 'di'),
      input('second', 'yes', 'checkbox', { checked: true }),
      input('kind', 'a', 'radio', { checked: false }),
      input('kind', 'b', 'radio', { checked: true }),
      { tagName: 'SELECT', name: 'teacher', type: 'select-one', value: 't2' },
    ]);
    const saved = collectForm(typed, '0:/cp/pat/1');
    expect(JSON.stringify(saved)).not.toContain('geheim');
    expect(saved.fields.map((f) => f.name)).toEqual(['title', 'day', 'day', 'second', 'kind', 'kind', 'teacher']);

    const fresh = [
      input('title'),
      input('action', 'fresh', 'hidden'),
      input('password', '', 'password'),
      input('day'),
      input('day'),
      input('second', 'yes', 'checkbox', { checked: false }),
      input('kind', 'a', 'radio', { checked: true }),
      input('kind', 'b', 'radio', { checked: false }),
      { tagName: 'SELECT', name: 'teacher', type: 'select-one', value: '' },
    ];
    expect(applyForm(form('/cp/pat/1', fresh), saved)).toBe(7);
    expect(fresh.map((f) => (f.type === 'checkbox' || f.type === 'radio' ? f.checked : f.value))).toEqual(['Magazijn PAT', 'fresh', '', 'ma', 'di', true, false, true, 't2']);
  });

  it('keeps the selected options of a multiple select', () => {
    const options = [
      { value: 'a', selected: true },
      { value: 'b', selected: false },
      { value: 'c', selected: true },
    ];
    const saved = collectForm(form('', [{ tagName: 'SELECT', name: 'm', type: 'select-multiple', value: 'a', multiple: true, options }]), 'k');
    const fresh = options.map((o) => ({ ...o, selected: false }));
    applyForm(form('', [{ tagName: 'SELECT', name: 'm', type: 'select-multiple', value: '', multiple: true, options: fresh }]), saved);
    expect(fresh.map((o) => o.selected)).toEqual([true, false, true]);
  });
});

describe('restoreDecision', () => {
  const saved: SavedForms = { path: '/cp/pat/1/planning/teachers', userId: 'u1', savedAt: 1_000, forms: [] };
  const here = { path: '/cp/pat/1/planning/teachers', referrerPath: '/login', userId: 'u1', now: 2_000 };

  it('restores only after signing in again, on the same page, for the same person, while fresh', () => {
    expect(restoreDecision(saved, here)).toBe('restore');
    expect(restoreDecision(saved, { ...here, referrerPath: '/cp/pat/1/planning/teachers' })).toBe('discard');
    expect(restoreDecision(saved, { ...here, path: '/cp/pat/1' })).toBe('discard');
    expect(restoreDecision(saved, { ...here, userId: 'u2' })).toBe('discard');
    expect(restoreDecision(saved, { ...here, now: saved.savedAt + MAX_AGE_MS + 1 })).toBe('discard');
  });
});

describe('startFormRestore', () => {
  const page = '/cp/users/candidate/create';

  it('saves on submit, and after signing in again puts the fields back once with a notice', () => {
    const storage = memoryStorage();
    const first = form(page, [input('name', 'Fatima'), input('password', 'x', 'password')]);
    startFormRestore({ forms: [first], storage, path: page, referrer: '', userId: 'u1', now: () => 10, announce: () => undefined, onSubmit });
    first.submit();
    expect(storage.map.get(FORM_RESTORE_KEY)).toContain('Fatima');
    expect(storage.map.get(FORM_RESTORE_KEY)).not.toContain('"x"');

    let announced = 0;
    const fields = [input('name'), input('password', '', 'password')];
    const back = startFormRestore({ forms: [form(page, fields)], storage, path: page, referrer: 'http://localhost/login?returnTo=x', userId: 'u1', now: () => 20, announce: () => announced++, onSubmit });
    expect(back).toBe(1);
    expect(fields[0]!.value).toBe('Fatima');
    expect(announced).toBe(1);
    expect(storage.map.has(FORM_RESTORE_KEY)).toBe(false);
  });

  it('forgets the fields on any other page load (the post went through)', () => {
    const storage = memoryStorage();
    const first = form(page, [input('name', 'Fatima')]);
    startFormRestore({ forms: [first], storage, path: page, referrer: '', userId: 'u1', now: () => 10, announce: () => undefined, onSubmit });
    first.submit();
    const fields = [input('name')];
    const back = startFormRestore({ forms: [form(page, fields)], storage, path: page, referrer: `http://localhost${page}`, userId: 'u1', now: () => 20, announce: () => undefined, onSubmit });
    expect(back).toBe(0);
    expect(fields[0]!.value).toBe('');
    expect(storage.map.has(FORM_RESTORE_KEY)).toBe(false);
  });

  it('keeps the record under the page the form posts to', () => {
    const storage = memoryStorage();
    const first = form('/cp/pat/1/planning/teachers', [input('name', 'A')]);
    startFormRestore({ forms: [first], storage, path: '/cp/pat/1/planning/teachers?klaar=1', targetPath: () => '/cp/pat/1/planning/teachers', referrer: '', userId: 'u1', announce: () => undefined, onSubmit });
    first.submit();
    expect(JSON.parse(storage.map.get(FORM_RESTORE_KEY)!).path).toBe('/cp/pat/1/planning/teachers');
  });
});
