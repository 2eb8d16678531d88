import { describe, expect, it } from 'vitest';
import type { AnswerValue } from '#src/features/content/model';
import {
  accommodationsChange,
  answerCounts,
  answerLines,
  answerText,
  formatClock,
  formatMinutes,
  formatTimeLeft,
  isFinal,
  languageOptions,
  moduleParam,
  moduleStateLabel,
  parseExtraTime,
  parsePreferredLanguage,
  passedLabel,
  resultAnswers,
  testAction,
  testRoutes,
  testStateLabel,
} from './attempt-state';

const ID = '0b9c7c1e-3f7a-4d1e-9a51-2f7c1d9e8a10';

describe('testStateLabel', () => {
  it('names the four states in Dutch', () => {
    expect(testStateLabel('not_started')).toBe('Nog niet begonnen');
    expect(testStateLabel('in_progress')).toBe('Bezig');
    expect(testStateLabel('closed')).toBe('Afgesloten');
    expect(testStateLabel('scored')).toBe('Uitslag bekend');
  });

  it('reads an unknown state as not started, and never an inherited key', () => {
    expect(testStateLabel('whatever')).toBe('Nog niet begonnen');
    expect(testStateLabel('toString')).toBe('Nog niet begonnen');
  });
});

describe('testAction', () => {
  it('starts with the language choice, continues at the overview, shows the result on the close page', () => {
    expect(testAction(ID, 'not_started')).toEqual({ label: 'Start de test', href: `/dashboard/test/${ID}` });
    expect(testAction(ID, 'in_progress')).toEqual({ label: 'Ga verder met de test', href: `/dashboard/test/overzicht/${ID}` });
    expect(testAction(ID, 'closed')).toEqual({ label: 'Bekijk je uitslag', href: `/dashboard/test/afsluiten/${ID}/` });
    expect(testAction(ID, 'scored').label).toBe('Bekijk je uitslag');
  });

  it('isFinal only for closed and scored', () => {
    expect(['not_started', 'in_progress', 'closed', 'scored'].map(isFinal)).toEqual([false, false, true, true]);
  });
});

describe('testRoutes', () => {
  it('builds the exact routes of spec §2 and escapes the id', () => {
    expect(testRoutes.start('ar', ID)).toBe(`/dashboard/test/ar/${ID}`);
    expect(testRoutes.module(ID, 3)).toBe(`/dashboard/test/${ID}?module=3`);
    expect(testRoutes.choice('a/b?c')).toBe('/dashboard/test/a%2Fb%3Fc');
  });
});

describe('moduleStateLabel', () => {
  it('says not started, x of y answered, or finished', () => {
    expect(moduleStateLabel({ state: 'not_started', answered: 0, questionCount: 10 })).toBe('Nog niet begonnen');
    expect(moduleStateLabel({ state: 'in_progress', answered: 3, questionCount: 10 })).toBe('3 van 10 beantwoord');
    expect(moduleStateLabel({ state: 'finished', answered: 10, questionCount: 10 })).toBe('Klaar');
  });

  it('trusts the counts over a stale not_started', () => {
    expect(moduleStateLabel({ state: 'not_started', answered: 2, questionCount: 8 })).toBe('2 van 8 beantwoord');
  });
});

describe('answerCounts', () => {
  it('adds up answered and unanswered questions', () => {
    expect(
      answerCounts([
        { answered: 3, questionCount: 10 },
        { answered: 8, questionCount: 8 },
      ]),
    ).toEqual({ answered: 11, unanswered: 7, total: 18 });
    expect(answerCounts([])).toEqual({ answered: 0, unanswered: 0, total: 0 });
  });

  it('never counts more answered than questions, nor below zero', () => {
    expect(answerCounts([{ answered: 12, questionCount: 10 }, { answered: -1, questionCount: 2 }])).toEqual({
      answered: 10,
      unanswered: 2,
      total: 12,
    });
  });
});

describe('formatMinutes / formatTimeLeft', () => {
  it('writes minutes and hours in Dutch', () => {
    expect(formatMinutes(1)).toBe('1 minuut');
    expect(formatMinutes(45)).toBe('45 minuten');
    expect(formatMinutes(60)).toBe('1 uur');
    expect(formatMinutes(65)).toBe('1 uur en 5 minuten');
    expect(formatMinutes(121)).toBe('2 uur en 1 minuut');
  });

  it('rounds time left down and says when it is up', () => {
    expect(formatTimeLeft(null)).toBe('');
    expect(formatTimeLeft(undefined)).toBe('');
    expect(formatTimeLeft(0)).toBe('De tijd is om.');
    expect(formatTimeLeft(-5)).toBe('De tijd is om.');
    expect(formatTimeLeft(1)).toBe('minder dan 1 minuut');
    expect(formatTimeLeft(59)).toBe('minder dan 1 minuut');
    expect(formatTimeLeft(60)).toBe('1 minuut');
    expect(formatTimeLeft(119)).toBe('1 minuut');
    expect(formatTimeLeft(3599)).toBe('59 minuten');
    expect(formatTimeLeft(3600 + 5 * 60 + 30)).toBe('1 uur en 5 minuten');
  });

  it('shows the deadline as a Dutch clock time', () => {
    expect(formatClock('2026-01-15T13:35:00Z')).toBe('14:35');
    expect(formatClock('2026-07-15T13:35:00Z')).toBe('15:35');
    expect(formatClock('nonsense')).toBe('');
    expect(formatClock(null)).toBe('');
  });
});

describe('languageOptions', () => {
  it('names each language in itself, keeps the platform order and puts the preferred one first', () => {
    const options = languageOptions(['ar', 'nl', 'pl', 'en', 'tr', 'uk'], 'pl');
    expect(options.map((o) => o.name)).toEqual(['Polski', 'Nederlands', 'English', 'Türkçe', 'Українська', 'العربية']);
    expect(options[0]).toMatchObject({ code: 'pl', preferred: true, dir: 'ltr' });
    expect(options.find((o) => o.code === 'ar')?.dir).toBe('rtl');
    expect(options.filter((o) => o.preferred)).toHaveLength(1);
  });

  it('takes { code, name } objects, leaves out unknown codes and ignores a preference the test lacks', () => {
    const options = languageOptions([{ code: 'nl' }, { code: 'xx' }, { code: 'en' }], 'ar');
    expect(options.map((o) => o.code)).toEqual(['nl', 'en']);
    expect(options.some((o) => o.preferred)).toBe(false);
    expect(languageOptions([], null)).toEqual([]);
  });
});

describe('moduleParam', () => {
  it('accepts positions from 1', () => {
    expect(moduleParam('1')).toBe(1);
    expect(moduleParam(' 12 ')).toBe(12);
  });

  it('refuses anything else', () => {
    for (const value of [null, undefined, '', '0', '-1', '1.5', 'abc', '1e2', '1000', '2; drop']) {
      expect(moduleParam(value)).toBeNull();
    }
  });
});

describe('parseExtraTime', () => {
  it('accepts whole numbers 0–100, with or without %', () => {
    expect(parseExtraTime('0')).toEqual({ ok: true, value: 0 });
    expect(parseExtraTime(' 25 % ')).toEqual({ ok: true, value: 25 });
    expect(parseExtraTime('100')).toEqual({ ok: true, value: 100 });
  });

  it('explains in Dutch what is wrong', () => {
    for (const value of ['', '101', '-5', '2,5', '2.5', 'veel', '1000']) {
      expect(parseExtraTime(value)).toEqual({ ok: false, error: 'Vul een heel getal in van 0 tot en met 100.' });
    }
  });
});

describe('parsePreferredLanguage', () => {
  it('accepts no preference or a content language', () => {
    expect(parsePreferredLanguage('')).toEqual({ ok: true, value: null });
    expect(parsePreferredLanguage('ar')).toEqual({ ok: true, value: 'ar' });
    expect(parsePreferredLanguage('de')).toEqual({ ok: false, error: 'Kies een taal uit de lijst.' });
  });
});

describe('passedLabel', () => {
  it('says passed, failed or waiting for a teacher', () => {
    expect(passedLabel(true)).toBe('Gehaald');
    expect(passedLabel(false)).toBe('Niet gehaald');
    expect(passedLabel(null)).toBe('Wacht op beoordeling door een docent');
  });
});

describe('answerText', () => {
  const options = [
    { id: 'a', text: 'Helm' },
    { id: 'b', text: 'Handschoenen' },
  ];

  it('writes each kind of answer as text', () => {
    expect(answerText({ kind: 'single', option: 'b' }, options)).toBe('Handschoenen');
    expect(answerText({ kind: 'multiple', options: ['a', 'b'] }, options)).toBe('Helm · Handschoenen');
    expect(answerLines({ kind: 'multiple', options: ['b', 'a'] }, options)).toEqual(['Handschoenen', 'Helm']);
    expect(answerText({ kind: 'truefalse', value: true })).toBe('Waar');
    expect(answerText({ kind: 'truefalse', value: false })).toBe('Niet waar');
    expect(answerText({ kind: 'open', text: 'Eerst de knieën buigen.' })).toBe('Eerst de knieën buigen.');
  });

  it('falls back to the option id and says when there is no answer', () => {
    expect(answerText({ kind: 'single', option: 'z' }, options)).toBe('z');
    for (const value of [null, { kind: 'multiple', options: [] }, { kind: 'open', text: ' ' }] satisfies (AnswerValue | null)[]) {
      expect(answerText(value)).toBe('(geen antwoord)');
    }
  });
});

describe('resultAnswers', () => {
  it('turns the result answers into rows, marking content against Dutch words', () => {
    const rows = resultAnswers(
      [
        {
          questionId: 'q1',
          modulePosition: 1,
          prompt: 'Welke bescherming?',
          kind: 'single',
          answer: { kind: 'single', option: 'b' },
          correct: { kind: 'single', option: 'a' },
          points: 0,
          maxPoints: 1,
        },
        {
          questionId: 'q2',
          modulePosition: 1,
          prompt: 'Tillen met een rechte rug.',
          kind: 'truefalse',
          answer: { kind: 'truefalse', value: true },
          correct: { kind: 'truefalse', value: true },
          points: 1,
          maxPoints: 1,
        },
        { questionId: 'q3', modulePosition: 2, prompt: 'Leg uit.', kind: 'open', answer: null, correct: null, points: 2, maxPoints: 3 },
      ],
      new Map([
        [
          'q1',
          [
            { id: 'a', text: 'Helm' },
            { id: 'b', text: 'Pet' },
          ],
        ],
      ]),
    );
    expect(rows).toEqual([
      expect.objectContaining({ key: 'q1', modulePosition: 1, yours: ['Pet'], yoursIsContent: true, correct: ['Helm'], correctIsContent: true, isCorrect: false }),
      expect.objectContaining({ key: 'q2', yours: ['Waar'], yoursIsContent: false, correct: ['Waar'], correctIsContent: false, isCorrect: true }),
      expect.objectContaining({ key: 'q3', yours: ['(geen antwoord)'], yoursIsContent: false, correct: null, isCorrect: null }),
    ]);
  });

  it('gives no rows when the result shows no answers', () => {
    expect(resultAnswers(undefined)).toEqual([]);
  });
});

describe('accommodationsChange', () => {
  it('builds the body, sending "no preference" only when it clears a stored language', () => {
    expect(accommodationsChange({ extraTime: '25', language: 'ar' }, null)).toEqual({
      ok: true,
      body: { extraTimePercent: 25, preferredLanguage: 'ar' },
    });
    expect(accommodationsChange({ extraTime: '0', language: '' }, null)).toEqual({ ok: true, body: { extraTimePercent: 0 } });
    expect(accommodationsChange({ extraTime: '0', language: '' }, 'pl')).toEqual({
      ok: true,
      body: { extraTimePercent: 0, preferredLanguage: null },
    });
  });

  it('carries read-aloud only when the form has that checkbox', () => {
    expect(accommodationsChange({ extraTime: '10', language: 'nl', readAloud: false }, 'nl')).toEqual({
      ok: true,
      body: { extraTimePercent: 10, preferredLanguage: 'nl', readAloud: false },
    });
  });

  it('names every invalid field', () => {
    const result = accommodationsChange({ extraTime: 'veel', language: 'de' }, null);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.extraTime).toBe('Vul een heel getal in van 0 tot en met 100.');
      expect(result.errors.language).toBeTruthy();
    }
  });
});
