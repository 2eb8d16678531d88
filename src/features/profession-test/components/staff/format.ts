/**
 * Pure helpers for the staff pages of the profession test: state and result labels and time limits. Dutch texts
 * come from the feature's strings.ts (section `staffTest`).
 */
import { staffTest as t } from '#src/features/profession-test/strings';
import type { AttemptResult, TestModule } from '#src/features/profession-test/contract';

/** 'Bezig', 'Afgesloten – wacht op beoordeling', 'Uitslag definitief'; an unknown status as it is. */
export function attemptStateLabel(status: string): string {
  return Object.hasOwn(t.state, status) ? (t.state[status] as string) : status;
}

/** How a state or verdict looks: Bulma tag colours (the theme has no 'info', _bulma.scss). */
export type Tone = 'success' | 'danger' | 'warning' | 'primary' | 'light';

/** Tag colour of an attempt state. */
export function attemptStateTone(status: string): Tone {
  if (status === 'scored') return 'success';
  if (status === 'closed') return 'warning';
  if (status === 'in_progress') return 'primary';
  return 'light';
}

/** 'Gehaald' (true), 'Niet gehaald' (false), 'Wacht' (null: open answers wait for scoring). */
export function verdictLabel(passed: boolean | null): string {
  return passed === true ? t.passed : passed === false ? t.failed : t.waiting;
}

/** The colour of a verdict: success when passed, danger when failed, warning while open answers wait. */
export function verdictTone(passed: boolean | null): Tone {
  return passed === true ? 'success' : passed === false ? 'danger' : 'warning';
}

/** One cell of the result: '7/10' with its verdict, or nothing yet. */
export interface ResultCell {
  /** '7/10', or '—' when there is no result. */
  points: string;
  /** '7 van 10 punten', for screen readers; '' without a result. */
  pointsLong: string;
  verdict: string | null;
  tone: Tone;
}

const EMPTY: ResultCell = { points: t.noResult, pointsLong: '', verdict: null, tone: 'light' };

function cell(points: number, max: number, passed: boolean | null): ResultCell {
  return { points: t.points(points, max), pointsLong: t.pointsLong(points, max), verdict: verdictLabel(passed), tone: verdictTone(passed) };
}

/**
 * The result per module of the test, in the test's order, plus the overall result. Modules the result does not
 * mention, and every cell of an attempt without a result (still in progress), read '—'.
 */
export function resultCells(modules: readonly TestModule[], result: AttemptResult | null | undefined): { modules: ResultCell[]; total: ResultCell } {
  if (!result) return { modules: modules.map(() => EMPTY), total: EMPTY };
  const byPosition = new Map((result.modules).map((m) => [m.position, m]));
  return {
    modules: modules.map((m) => {
      const r = byPosition.get(m.position);
      return r ? cell(r.points, r.maxPoints, r.passed) : EMPTY;
    }),
    total: cell(result.points, result.maxPoints, result.passed),
  };
}

/** '45 minuten' or 'Geen tijdslimiet'. */
export function timeLimitText(minutes: number | null | undefined): string {
  return typeof minutes === 'number' && minutes > 0 ? t.minutes(minutes) : t.noTimeLimit;
}
