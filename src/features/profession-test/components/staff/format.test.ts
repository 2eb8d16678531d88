import { describe, expect, it } from 'vitest';
import { attemptStateLabel, attemptStateTone, resultCells, timeLimitText, verdictLabel } from './format';
import type { TestModule } from '#src/features/profession-test/contract';

const modules: TestModule[] = [
  { position: 1, moduleId: 'm1', title: 'Veiligheid', version: 1, passPercent: 60 },
  { position: 2, moduleId: 'm2', title: 'Rekenen', version: 2, passPercent: 70 },
];

describe('attempt states', () => {
  it('names each state in Dutch and keeps an unknown one as it is', () => {
    expect(attemptStateLabel('in_progress')).toBe('Bezig');
    expect(attemptStateLabel('closed')).toBe('Afgesloten – wacht op beoordeling');
    expect(attemptStateLabel('scored')).toBe('Uitslag definitief');
    expect(attemptStateLabel('toString')).toBe('toString');
    expect(attemptStateLabel('iets')).toBe('iets');
    expect(attemptStateTone('scored')).toBe('success');
    expect(attemptStateTone('closed')).toBe('warning');
  });

  it('reads a verdict as Gehaald, Niet gehaald or Wacht', () => {
    expect(verdictLabel(true)).toBe('Gehaald');
    expect(verdictLabel(false)).toBe('Niet gehaald');
    expect(verdictLabel(null)).toBe('Wacht');
  });
});

describe('resultCells', () => {
  it('gives points/max and a verdict per module in test order, and the total', () => {
    const cells = resultCells(modules, {
      modules: [
        { position: 2, moduleVersionId: 'v2', points: 3, maxPoints: 10, passed: null },
        { position: 1, moduleVersionId: 'v1', points: 8, maxPoints: 10, passed: true },
      ],
      points: 11,
      maxPoints: 20,
      passed: null,
    });
    expect(cells.modules.map((c) => [c.points, c.verdict])).toEqual([
      ['8/10', 'Gehaald'],
      ['3/10', 'Wacht'],
    ]);
    expect(cells.modules[0]?.pointsLong).toBe('8 van 10 punten');
    expect(cells.total).toMatchObject({ points: '11/20', verdict: 'Wacht', tone: 'warning' });
  });

  it('shows a dash everywhere while there is no result, and for a module the result lacks', () => {
    const none = resultCells(modules, null);
    expect(none.modules.map((c) => c.points)).toEqual(['—', '—']);
    expect(none.total.verdict).toBeNull();
    const partial = resultCells(modules, { modules: [{ position: 1, moduleVersionId: 'v1', points: 2, maxPoints: 10, passed: false }], points: 2, maxPoints: 10, passed: false });
    expect(partial.modules.map((c) => c.verdict)).toEqual(['Niet gehaald', null]);
    expect(partial.total.tone).toBe('danger');
  });
});

describe('languages, time limits, names', () => {
  it('writes a time limit in minutes or says there is none', () => {
    expect(timeLimitText(45)).toBe('45 minuten');
    expect(timeLimitText(1)).toBe('1 minuut');
    expect(timeLimitText(null)).toBe('Geen tijdslimiet');
    expect(timeLimitText(0)).toBe('Geen tijdslimiet');
  });
});
