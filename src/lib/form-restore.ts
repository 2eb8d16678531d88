/**
 * Keeps what a coordinator or admin typed in a staff form when their session ended before they sent it
 * (docs/decisions/064-form-restore-after-sign-in.md). The page's forms post to the page itself; with the session
 * gone the gateway answers the post with /login?returnTo={that page} (src/lib/return-to.ts), and the post's fields
 * would be lost. So:
 *
 * 1. On every submit of a page form (`method="post"`), its fields are written to `sessionStorage` under
 *    `FORM_RESTORE_KEY` (this tab only), with the path and query the form posts to, the signed-in user and the time.
 * 2. On the next staff page load:
 *    - came from the sign-in page (`document.referrer` is /login), same path, same user, at most
 *      `MAX_AGE_MS` old → the fields are put back in the page's forms, the page says
 *      'We hebben je ingevulde gegevens teruggezet…', and the record is deleted;
 *    - any other page load (the post succeeded and redirected, or was answered with the form and its errors) →
 *      the record is deleted without restoring.
 * 3. Never kept: passwords, file inputs, hidden inputs (idempotency keys and actions belong to the page that is
 *    shown now), buttons, `autocomplete="one-time-code"` / `new-password` / `current-password`, fields and forms
 *    marked `data-no-restore`, and the sign-out form.
 *
 * The functions work on the small shapes below, so the rules are tested without a browser (form-restore.test.ts).
 * Loaded by src/components/FormRestore.astro on staff pages only.
 */

/** The `sessionStorage` key of the saved forms. */
export const FORM_RESTORE_KEY = 'staff-form-restore';

/** A record older than this (ms) is not restored: 2 hours, longer than any sign-in takes. */
export const MAX_AGE_MS = 2 * 60 * 60 * 1000;

/** The sign-in page, whose referral marks a return after signing in again. */
const SIGN_IN_PATH = '/login';

/** One field as saved: its name, which of the fields with that name it is, and its value. */
export interface SavedField {
  name: string;
  /** 0 for the first field with this name in the form, 1 for the second, … */
  nth: number;
  /** Text fields, textareas, single selects: the value. Checkboxes and radios: their value (matched on restore). */
  value: string;
  /** Checkboxes and radios: whether checked. */
  checked?: boolean;
  /** Multiple selects: the selected values. */
  selected?: string[];
}

/** One form as saved: `key` finds it again (its position among the page's forms and its action). */
export interface SavedForm {
  key: string;
  fields: SavedField[];
}

/** The record in `sessionStorage`. */
export interface SavedForms {
  /** Path and query of the page the forms were on. */
  path: string;
  /** Who typed them (the header's `data-user-id`): never restored for someone else. */
  userId: string;
  /** When saved, ms since the epoch. */
  savedAt: number;
  forms: SavedForm[];
}

/** The parts of a form control used here (HTMLInputElement, HTMLTextAreaElement, HTMLSelectElement). */
export interface FieldLike {
  readonly tagName: string;
  readonly name: string;
  readonly type: string;
  value: string;
  checked?: boolean;
  readonly disabled?: boolean;
  readonly multiple?: boolean;
  readonly options?: ArrayLike<{ value: string; selected: boolean }>;
  readonly autocomplete?: string;
  readonly dataset?: Record<string, string | undefined>;
  dispatchEvent?(event: Event): boolean;
}

/** The parts of a form used here. */
export interface FormLike {
  readonly elements: ArrayLike<unknown>;
  getAttribute(name: string): string | null;
}

/** Input types that are never kept or put back. */
const NEVER_TYPES = new Set(['password', 'file', 'hidden', 'submit', 'button', 'reset', 'image']);
/** Autocomplete tokens of secrets. */
const SECRET_AUTOCOMPLETE = /\b(?:one-time-code|new-password|current-password|cc-number|cc-csc)\b/;

/** True for a control whose value may be kept (see rule 3 of the module comment). */
export function isRestorable(field: FieldLike): boolean {
  const tag = field.tagName.toUpperCase();
  if (tag !== 'INPUT' && tag !== 'TEXTAREA' && tag !== 'SELECT') return false;
  if (!field.name || field.disabled) return false;
  if (tag === 'INPUT' && NEVER_TYPES.has(field.type.toLowerCase())) return false;
  if (field.autocomplete && SECRET_AUTOCOMPLETE.test(field.autocomplete)) return false;
  return field.dataset?.noRestore === undefined;
}

const isField = (element: unknown): element is FieldLike =>
  typeof element === 'object' && element !== null && typeof (element as FieldLike).tagName === 'string' && typeof (element as FieldLike).name === 'string';

const isChoice = (field: FieldLike) => field.tagName.toUpperCase() === 'INPUT' && (field.type === 'checkbox' || field.type === 'radio');

/** The restorable controls of `form` with their place among the controls of the same name. */
function fieldsOf(form: FormLike): Array<{ field: FieldLike; nth: number }> {
  const seen = new Map<string, number>();
  const out: Array<{ field: FieldLike; nth: number }> = [];
  for (const element of Array.from(form.elements)) {
    if (!isField(element) || !element.name) continue;
    const nth = seen.get(element.name) ?? 0;
    seen.set(element.name, nth + 1);
    if (isRestorable(element)) out.push({ field: element, nth });
  }
  return out;
}

/** The fields of `form` as they are now. */
export function collectForm(form: FormLike, key: string): SavedForm {
  const fields: SavedField[] = fieldsOf(form).map(({ field, nth }) => {
    if (isChoice(field)) return { name: field.name, nth, value: field.value, checked: Boolean(field.checked) };
    if (field.tagName.toUpperCase() === 'SELECT' && field.multiple && field.options) {
      return { name: field.name, nth, value: '', selected: Array.from(field.options).filter((o) => o.selected).map((o) => o.value) };
    }
    return { name: field.name, nth, value: field.value };
  });
  return { key, fields };
}

/**
 * Puts `saved` back into `form`: each saved field into the control with the same name and place (a checkbox or
 * radio only when its value is the same too). Controls that are no longer restorable are left alone.
 * @returns how many controls changed.
 */
export function applyForm(form: FormLike, saved: SavedForm): number {
  const byPlace = new Map(saved.fields.map((f) => [`${f.name}\u0000${f.nth}`, f]));
  let changed = 0;
  for (const { field, nth } of fieldsOf(form)) {
    const value = byPlace.get(`${field.name}\u0000${nth}`);
    if (!value) continue;
    let did = false;
    if (isChoice(field)) {
      if (value.value !== field.value || value.checked === undefined || Boolean(field.checked) === value.checked) continue;
      field.checked = value.checked;
      did = true;
    } else if (value.selected && field.options) {
      for (const option of Array.from(field.options)) {
        const selected = value.selected.includes(option.value);
        if (option.selected !== selected) {
          option.selected = selected;
          did = true;
        }
      }
    } else if (field.value !== value.value) {
      field.value = value.value;
      did = true;
    }
    if (did) {
      changed += 1;
      if (typeof Event === 'function') {
        field.dispatchEvent?.(new Event('input', { bubbles: true }));
        field.dispatchEvent?.(new Event('change', { bubbles: true }));
      }
    }
  }
  return changed;
}

/** The key of the form at `index` among the page's kept forms (the action names it; the index tells apart equal ones). */
export const formKey = (form: FormLike, index: number): string => `${index}:${form.getAttribute('action') ?? ''}`;

/** What to do with a saved record on a page load. */
export type RestoreDecision = 'restore' | 'discard';

/**
 * Whether to put `saved` back on this page load (rule 2 of the module comment).
 * @param here the page: path and query, the referrer's path ('' when none), the signed-in user, the clock (ms).
 */
export function restoreDecision(saved: SavedForms, here: { path: string; referrerPath: string; userId: string; now: number }): RestoreDecision {
  const fresh = here.now - saved.savedAt >= 0 && here.now - saved.savedAt <= MAX_AGE_MS;
  return here.referrerPath === SIGN_IN_PATH && saved.path === here.path && saved.userId === here.userId && fresh ? 'restore' : 'discard';
}

/** Reads the record; null when absent or not readable. */
export function readSaved(storage: Pick<Storage, 'getItem'>): SavedForms | null {
  try {
    const raw = storage.getItem(FORM_RESTORE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as SavedForms;
    return typeof parsed?.path === 'string' && typeof parsed.userId === 'string' && typeof parsed.savedAt === 'number' && Array.isArray(parsed.forms)
      ? parsed
      : null;
  } catch {
    return null;
  }
}

/** What `startFormRestore` needs of the page. */
export interface FormRestorePage {
  /** The page's forms that may be kept (the caller leaves out the sign-out form and `data-no-restore`). */
  forms: readonly FormLike[];
  /** `sessionStorage`, or null where it cannot be used (then nothing is kept). */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** Path and query of the page. */
  path: string;
  /**
   * Path and query a form posts to (its action resolved against the page): where the gateway sends the user back
   * after signing in, so the record is kept under it. Default: `path`.
   */
  targetPath?: (form: FormLike) => string;
  /** `document.referrer` ('' when none). */
  referrer: string;
  /** The signed-in user's id. */
  userId: string;
  now?: () => number;
  /** Shows the notice that the fields were put back (called once, after restoring at least one field). */
  announce: () => void;
  /** Listens for submits (`(form, listener) => form.addEventListener('submit', listener)`). */
  onSubmit: (form: FormLike, listener: () => void) => void;
}

const pathOf = (address: string): string => {
  try {
    return new URL(address).pathname;
  } catch {
    return '';
  }
};

/**
 * Restores a saved record when the page is the one it came from after signing in again, deletes it in every other
 * case, and saves the page's forms on submit. Never throws.
 * @returns how many controls were put back.
 */
export function startFormRestore(page: FormRestorePage): number {
  const { storage, forms } = page;
  if (!storage) return 0;
  const now = page.now ?? Date.now;
  let restored = 0;
  try {
    const saved = readSaved(storage);
    if (saved) {
      storage.removeItem(FORM_RESTORE_KEY);
      const decision = restoreDecision(saved, { path: page.path, referrerPath: pathOf(page.referrer), userId: page.userId, now: now() });
      if (decision === 'restore') {
        forms.forEach((form, index) => {
          const match = saved.forms.find((f) => f.key === formKey(form, index));
          if (match) restored += applyForm(form, match);
        });
        if (restored > 0) page.announce();
      }
    }
  } catch {
    // A storage that refuses (private mode, quota): the forms work as before.
  }
  forms.forEach((form, index) => {
    page.onSubmit(form, () => {
      try {
        const record: SavedForms = { path: page.targetPath?.(form) ?? page.path, userId: page.userId, savedAt: now(), forms: [collectForm(form, formKey(form, index))] };
        storage.setItem(FORM_RESTORE_KEY, JSON.stringify(record));
      } catch {
        // Not kept: the post itself goes on.
      }
    });
  });
  return restored;
}
