import { describe, expect, it } from 'vitest';
import { isCurrentLicence, latestFinished, releasedVerdict, resultText, seatsLeft, testStatus } from './format';

const test = (state: 'not_started' | 'in_progress' | 'closed' | 'scored', extra: { passed?: boolean | null; scorePercent?: number | null; finishedAt?: string | null } = {}) => ({
  state,
  passed: extra.passed ?? null,
  scorePercent: extra.scorePercent ?? null,
  finishedAt: extra.finishedAt ?? null,
});

describe('testStatus and resultText', () => {
  it('says each stage, and the verdict with the score once the result is final', () => {
    expect(testStatus(test('not_started'))).toEqual({ label: 'Nog niet begonnen', tone: 'light' });
    expect(testStatus(test('in_progress'))).toEqual({ label: 'Bezig', tone: 'primary' });
    expect(testStatus(test('closed'))).toEqual({ label: 'Klaar, wacht op beoordeling', tone: 'warning' });
    expect(testStatus(test('scored', { passed: true }))).toEqual({ label: 'Gehaald', tone: 'success' });
    expect(testStatus(test('scored', { passed: false }))).toEqual({ label: 'Niet gehaald', tone: 'danger' });
    expect(resultText(test('scored', { passed: true, scorePercent: 70 }))).toBe('Gehaald, 70%');
    expect(resultText(test('scored', { passed: false, scorePercent: null }))).toBe('Niet gehaald');
    expect(resultText(test('closed'))).toBe('Klaar, wacht op beoordeling');
  });
});

describe('latestFinished', () => {
  it('picks the test finished last, or none when nothing is finished', () => {
    const early = test('scored', { passed: true, finishedAt: '2026-03-02T10:30:00.000Z' });
    const late = test('closed', { finishedAt: '2026-04-01T08:00:00.000Z' });
    expect(latestFinished([early, test('in_progress'), late])).toBe(late);
    expect(latestFinished([late, early])).toBe(late);
    expect(latestFinished([test('not_started'), test('in_progress')])).toBeNull();
  });
});

describe('licences', () => {
  it('counts active, full and upcoming licences as current, and never negative free seats', () => {
    expect(['active', 'full', 'upcoming', 'expired', 'revoked'].filter((s) => isCurrentLicence(s as never))).toEqual(['active', 'full', 'upcoming']);
    expect(seatsLeft({ seats: 25, seatsUsed: 7 })).toBe(18);
    expect(seatsLeft({ seats: 5, seatsUsed: 5 })).toBe(0);
  });
});

describe('releasedVerdict', () => {
  it('says passed or failed for a whole PAT or education, and how far it is while a module waits', () => {
    expect(releasedVerdict({ passed: true, modulesPassed: 2, modules: 2 })).toEqual({ label: 'Gehaald', tone: 'success' });
    expect(releasedVerdict({ passed: false, modulesPassed: 1, modules: 2 })).toEqual({ label: 'Niet gehaald', tone: 'danger' });
    expect(releasedVerdict({ passed: null, modulesPassed: 1, modules: 2 })).toEqual({ label: '1 van 2 modules gehaald', tone: 'warning' });
  });
});
