/**
 * The modules form of a planned thing (works without JavaScript): a PAT's modules (/cp/pat/{id}/planning/modules,
 * with 'Tweede beoordelaar') and an education's (/cp/education/{id}/planning/modules, without), one row per module in
 * order, with its pass mark and its knock-out criteria. Posted fields per row n (from 1): `module-{n}-id`,
 * `module-{n}-pass`, `module-{n}-second` ('ja'), `module-{n}-ko` (criterion ids, repeated); `rows` their number;
 * `action`: `save`, `add` (with `newModuleId`), or `up:{n}`, `down:{n}`, `remove:{n}`. Every action applies to the
 * rows as typed and saves them all at once (`PUT /api/pat/{id}/modules`, `PUT /api/education/{id}/modules`;
 * docs/api.md "PAT", "Education"), checked first with the kind's schema (`checkPinnedModuleRows`). Pure and
 * client-safe.
 */
import { fieldErrors } from '#src/components/field-errors';
import { textOf } from '#src/components/forms';
import type { PinnedModule } from '#src/features/planning/contract';
import type { z } from 'zod';

/** The texts of the modules section and ModulesForm.astro (a PAT's `patModulesForm`, an education's `educationModulesForm`). */
export interface ModulesFormStrings {
  intro: string;
  saved: string;
  moved: string;
  removed: string;
  added: string;
  none: string;
  /** Under a module's title: 'Versie 3 · sjabloon Praktijk'. */
  versionLine: (version: number, template: string) => string;
  passMark: string;
  passMarkHint: string;
  secondAssessor: string;
  secondAssessorHint: string;
  knockOut: string;
  knockOutHint: string;
  noCriteria: string;
  up: string;
  down: string;
  remove: string;
  /** A row button's accessible name: '{action}: {title}'. */
  moveLabel: (action: string, title: string) => string;
  save: string;
  addTitle: string;
  addIntro: string;
  search: string;
  searchHint: string;
  searchSubmit: string;
  searchClear: string;
  module: string;
  chooseModule: string;
  moreModules: string;
  noModulesFound: (q: string) => string;
  noModulesLeft: string;
  addHint: string;
  addSubmit: string;
  moduleMissing: string;
  modulesUnavailable: string;
}

/** The pass mark of a module just added (the coordinator changes it afterwards). */
export const DEFAULT_PASS_PERCENT = 60;

/** One row as shown: the pass mark as typed. */
export interface ModuleRow {
  moduleId: string;
  pass: string;
  second: boolean;
  knockOut: string[];
}

/** What a post asks. */
export type ModuleAction = { kind: 'save' } | { kind: 'add' } | { kind: 'up' | 'down' | 'remove'; row: number };

/** The id (and name) of a row's field: `module-2-pass`. */
export const moduleFieldId = (row: number, field: 'id' | 'pass' | 'second' | 'ko'): string => `module-${row + 1}-${field}`;

/** The modules of a PAT (with `secondAssessor`) or an education as rows; without `secondAssessor` a row has none. */
export function moduleRows(modules: readonly (PinnedModule & { secondAssessor?: boolean })[]): ModuleRow[] {
  return [...modules]
    .sort((a, b) => a.position - b.position)
    .map((m) => ({ moduleId: m.moduleId, pass: String(m.passPercent), second: m.secondAssessor ?? false, knockOut: [...m.knockOut] }));
}

/** The posted rows as typed (at most 25). */
export function readModuleRows(form: FormData): ModuleRow[] {
  const count = Math.min(Math.max(Number.parseInt(textOf(form, 'rows'), 10) || 0, 0), 25);
  const rows: ModuleRow[] = [];
  for (let row = 0; row < count; row++) {
    const moduleId = textOf(form, moduleFieldId(row, 'id'));
    if (!moduleId) continue;
    const knockOut = form.getAll(moduleFieldId(row, 'ko')).filter((v): v is string => typeof v === 'string' && v.length > 0);
    rows.push({ moduleId, pass: textOf(form, moduleFieldId(row, 'pass')), second: textOf(form, moduleFieldId(row, 'second')) === 'ja', knockOut });
  }
  return rows;
}

/** The posted `action`, or null for anything else (then nothing is saved). Rows are numbered from 1 in the form. */
export function moduleActionOf(value: string): ModuleAction | null {
  if (value === 'save' || value === 'add') return { kind: value };
  const match = /^(up|down|remove):(\d{1,2})$/.exec(value);
  if (!match) return null;
  return { kind: match[1] as 'up' | 'down' | 'remove', row: Number(match[2]) - 1 };
}

/**
 * The rows after `action`: a row moved one place up or down (at the ends nothing moves), removed, or `newModuleId`
 * added at the end with the default pass mark (a module already there is not added twice).
 */
export function applyModuleAction(rows: readonly ModuleRow[], action: ModuleAction, newModuleId = ''): ModuleRow[] {
  const next = [...rows];
  if (action.kind === 'add') {
    if (newModuleId && !next.some((r) => r.moduleId === newModuleId)) next.push({ moduleId: newModuleId, pass: String(DEFAULT_PASS_PERCENT), second: false, knockOut: [] });
    return next;
  }
  if (action.kind === 'save') return next;
  const { row } = action;
  if (row < 0 || row >= next.length) return next;
  if (action.kind === 'remove') {
    next.splice(row, 1);
    return next;
  }
  const other = action.kind === 'up' ? row - 1 : row + 1;
  if (other < 0 || other >= next.length) return next;
  [next[row], next[other]] = [next[other]!, next[row]!];
  return next;
}

/** A module as the rows send it (planning/contract.ts `pinnedModuleBody` before checking, with the second assessor). */
export interface SentModule {
  moduleId: string;
  passPercent: number | string;
  knockOut: string[];
  secondAssessor: boolean;
}

/**
 * Checks the rows with `parse`, which wraps them in a body and checks it with a schema whose issue paths are
 * `['modules', index, field]` (pat/contract.ts `patModulesBody`; educations/contract.ts `educationModulesBody`, which
 * drops `secondAssessor`).
 * @returns the parsed body, or the first message per field id (`module-2-pass`) and `general` for the list.
 */
export function checkPinnedModuleRows<B>(
  rows: readonly ModuleRow[],
  parse: (modules: SentModule[]) => z.ZodSafeParseResult<B>,
): { body: B } | { errors: Record<string, string> } {
  const parsed = parse(rows.map((r) => ({ moduleId: r.moduleId, passPercent: r.pass === '' ? Number.NaN : r.pass, knockOut: r.knockOut, secondAssessor: r.second })));
  if (parsed.success) return { body: parsed.data };
  return {
    errors: fieldErrors(parsed.error.issues, (path) => {
      const [, index, field] = path;
      return typeof index === 'number' && field === 'passPercent' ? moduleFieldId(index, 'pass') : undefined;
    }),
  };
}
