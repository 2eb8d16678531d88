/**
 * The /cp/test/create form as pure functions: grouping the modules by profession, the values a fresh form
 * starts with, reading a posted form (nothing typed is lost), and checking it in Dutch before
 * `POST /api/test`. The API checks again and answers 400 naming the problem; the page shows that title.
 *
 * Field names: `professionId`, `title`, `module` (checkbox per module id), `order-{id}`, `pass-{id}`,
 * `language` (checkbox per language code), `timeLimit`, `passPercent`, `showAnswers`.
 */
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '#src/features/content/model';
import { staffTest as t } from '#src/features/profession-test/strings';
import type { ModuleItem, NewTestBody } from '#src/features/profession-test/contract';
import type { Named } from '#src/lib/contract';
import { TIME_LIMIT_MAX, TITLE_MAX } from '#src/features/profession-test/limits';

/** Pass mark a module and the test start with, in percent. */
export const DEFAULT_PASS_PERCENT = 60;
/** Highest order number. */
export const ORDER_MAX = 999;

/** What the form holds for one module. */
export interface ModuleChoice {
  chosen: boolean;
  order: string;
  pass: string;
}

/** Everything the form holds, as typed (strings), so it can be shown again after an error. */
export interface CreateFormValues {
  professionId: string;
  title: string;
  modules: Record<string, ModuleChoice>;
  languages: string[];
  timeLimit: string;
  passPercent: string;
  showAnswers: boolean;
  /** True when a chosen module id is not in the module list (deleted meanwhile, or tampered with). */
  unknownModule: boolean;
}

export interface CreateFormErrors {
  professionId?: string;
  title?: string;
  /** About the choice of modules as a whole (none chosen, the same order twice, an unknown module). */
  modules?: string;
  /** Per module id: its order and pass mark inputs. */
  moduleFields?: Record<string, { order?: string; pass?: string }>;
  languages?: string;
  timeLimit?: string;
  passPercent?: string;
}

/** The modules of one profession (or of none), in the order the API lists them. */
export interface ModuleGroup {
  professionId: string | null;
  name: string;
  modules: ModuleItem[];
}

const listFormat = new Intl.ListFormat('nl', { style: 'long', type: 'conjunction' });

/** 'Rekenen, Orderpicken en Veiligheid'. */
export function dutchList(items: readonly string[]): string {
  return listFormat.format(items);
}

/**
 * The modules grouped by profession: professions in alphabetical order, each with its modules in the API's
 * order, and the modules without a (known) profession last.
 */
export function groupModules(modules: readonly ModuleItem[], professions: readonly Named[]): ModuleGroup[] {
  const sorted = [...professions].sort((a, b) => a.name.localeCompare(b.name, 'nl'));
  const groups: ModuleGroup[] = sorted.map((p) => ({ professionId: p.id, name: p.name, modules: [] }));
  const byId = new Map(groups.map((g) => [g.professionId, g]));
  const rest: ModuleGroup = { professionId: null, name: t.withoutProfession, modules: [] };
  for (const module of modules) (byId.get(module.professionId ?? '') ?? rest).modules.push(module);
  return [...groups, rest].filter((g) => g.modules.length > 0);
}

/**
 * A fresh form: no module chosen, the modules numbered 1, 2, 3… down the table (so any choice has distinct
 * numbers and keeps the table's order until someone changes them), pass marks 60 %, Dutch offered, no time
 * limit.
 */
export function defaultValues(groups: readonly ModuleGroup[]): CreateFormValues {
  const modules: Record<string, ModuleChoice> = {};
  let order = 0;
  for (const group of groups) {
    for (const m of group.modules) {
      order += 1;
      modules[m.id] = { chosen: false, order: String(order), pass: String(DEFAULT_PASS_PERCENT) };
    }
  }
  return {
    professionId: '',
    title: '',
    modules,
    languages: ['nl'],
    timeLimit: '',
    passPercent: String(DEFAULT_PASS_PERCENT),
    showAnswers: false,
    unknownModule: false,
  };
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

function texts(form: FormData, name: string): string[] {
  return form.getAll(name).filter((v): v is string => typeof v === 'string').map((v) => v.trim());
}

/** Reads a posted form for the given modules; values stay as typed. */
export function readCreateForm(form: FormData, modules: readonly ModuleItem[]): CreateFormValues {
  const chosen = new Set(texts(form, 'module'));
  const choices: Record<string, ModuleChoice> = {};
  for (const m of modules) {
    choices[m.id] = { chosen: chosen.has(m.id), order: text(form, `order-${m.id}`), pass: text(form, `pass-${m.id}`) };
  }
  const known = new Set(modules.map((m) => m.id));
  return {
    professionId: text(form, 'professionId'),
    title: text(form, 'title'),
    modules: choices,
    languages: [...new Set(texts(form, 'language'))],
    timeLimit: text(form, 'timeLimit'),
    passPercent: text(form, 'passPercent'),
    showAnswers: form.has('showAnswers'),
    unknownModule: [...chosen].some((id) => !known.has(id)),
  };
}

/** A whole number from `min` to `max` written as digits, or null. */
export function wholeNumber(value: string, min: number, max: number): number | null {
  if (!/^\d{1,7}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n >= min && n <= max ? n : null;
}

/** The languages complete in every one of `modules`, in the order of LANGUAGES; all languages for none. */
export function commonLanguages(modules: readonly Pick<ModuleItem, 'languages'>[]): Language[] {
  return LANGUAGES.filter((language) => modules.every((m) => m.languages.includes(language)));
}

/** The chosen modules in the order the candidate takes them: by order number, ties by list order. */
export function chosenInOrder(values: CreateFormValues, modules: readonly ModuleItem[]): ModuleItem[] {
  const chosen = modules.map((m, index) => ({ m, index })).filter(({ m }) => values.modules[m.id]?.chosen);
  const orderOf = (id: string) => wholeNumber(values.modules[id]?.order ?? '', 1, ORDER_MAX) ?? Number.MAX_SAFE_INTEGER;
  return chosen.sort((a, b) => orderOf(a.m.id) - orderOf(b.m.id) || a.index - b.index).map(({ m }) => m);
}

/**
 * Checks the form. Returns the Dutch errors by field, and when there are none the body for `POST /api/test`.
 * An empty title becomes 'Beroepentest {beroep}'.
 */
export function validateCreateForm(
  values: CreateFormValues,
  modules: readonly ModuleItem[],
  professions: readonly Named[],
): { errors: CreateFormErrors; body: NewTestBody | null } {
  const errors: CreateFormErrors = {};
  const moduleFields: Record<string, { order?: string; pass?: string }> = {};
  const fieldOf = (id: string) => (moduleFields[id] ??= {});

  const profession = professions.find((p) => p.id === values.professionId);
  if (!values.professionId) errors.professionId = t.professionMissing;
  else if (!profession) errors.professionId = t.professionUnknown;

  const title = values.title || (profession ? t.defaultTitle(profession.name) : '');
  if (title.length > TITLE_MAX) errors.title = t.titleTooLong;

  const chosen = chosenInOrder(values, modules);
  if (values.unknownModule) errors.modules = t.moduleUnknown;
  else if (chosen.length === 0) errors.modules = t.modulesMissing;

  const orders = new Map<number, ModuleItem[]>();
  const passes: number[] = [];
  for (const m of chosen) {
    const choice = values.modules[m.id] as ModuleChoice;
    const order = wholeNumber(choice.order, 1, ORDER_MAX);
    if (order === null) fieldOf(m.id).order = t.orderInvalid(m.title);
    else orders.set(order, [...(orders.get(order) ?? []), m]);
    const pass = wholeNumber(choice.pass, 0, 100);
    if (pass === null) fieldOf(m.id).pass = t.modulePassInvalid(m.title);
    passes.push(pass ?? 0);
  }
  for (const same of orders.values()) {
    if (same.length < 2) continue;
    const message = t.orderDuplicate(dutchList(same.map((m) => m.title)));
    for (const m of same) fieldOf(m.id).order = message;
    errors.modules ??= message;
  }
  if (Object.keys(moduleFields).length > 0) errors.moduleFields = moduleFields;

  const languages = LANGUAGES.filter((l) => values.languages.includes(l));
  if (languages.length === 0) errors.languages = t.languagesMissing;
  else {
    const problems = languages
      .map((language) => ({ language, lacking: chosen.filter((m) => !m.languages.includes(language)) }))
      .filter(({ lacking }) => lacking.length > 0)
      .map(({ language, lacking }) => t.languageIncomplete(LANGUAGE_NAMES[language], dutchList(lacking.map((m) => m.title))));
    if (problems.length > 0) errors.languages = problems.join(' ');
  }

  let timeLimitMinutes: number | null = null;
  if (values.timeLimit) {
    timeLimitMinutes = wholeNumber(values.timeLimit, 1, TIME_LIMIT_MAX);
    if (timeLimitMinutes === null) errors.timeLimit = t.timeLimitInvalid;
  }

  const passPercent = wholeNumber(values.passPercent, 0, 100);
  if (passPercent === null) errors.passPercent = t.passPercentInvalid;

  if (Object.keys(errors).length > 0 || !profession || passPercent === null) return { errors, body: null };
  return {
    errors,
    body: {
      professionId: profession.id,
      title,
      moduleIds: chosen.map((m) => m.id),
      modulePassPercent: passes,
      languages: languages.filter(isLanguage),
      timeLimitMinutes,
      passPercent,
      showAnswers: values.showAnswers,
    },
  };
}

/** Field ids of the form, so the error summary can link to each field. */
export const FIELD_IDS = {
  professionId: 'field-professionId',
  title: 'field-title',
  modules: 'modules-title',
  languages: 'languages-title',
  timeLimit: 'field-timeLimit',
  passPercent: 'field-passPercent',
  order: (moduleId: string) => `order-${moduleId}`,
  pass: (moduleId: string) => `pass-${moduleId}`,
} as const;

/** The errors as a list of links for the summary at the top of the form, in the order of the fields. */
export function errorSummary(errors: CreateFormErrors, modules: readonly ModuleItem[]): { href: string; text: string }[] {
  const out: { href: string; text: string }[] = [];
  const add = (id: string, message: string | undefined) => {
    if (message && !out.some((e) => e.text === message)) out.push({ href: `#${id}`, text: message });
  };
  add(FIELD_IDS.professionId, errors.professionId);
  add(FIELD_IDS.title, errors.title);
  add(FIELD_IDS.modules, errors.modules);
  for (const m of modules) {
    add(FIELD_IDS.order(m.id), errors.moduleFields?.[m.id]?.order);
    add(FIELD_IDS.pass(m.id), errors.moduleFields?.[m.id]?.pass);
  }
  add(FIELD_IDS.languages, errors.languages);
  add(FIELD_IDS.timeLimit, errors.timeLimit);
  add(FIELD_IDS.passPercent, errors.passPercent);
  return out;
}
