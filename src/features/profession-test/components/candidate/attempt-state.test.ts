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
  moduleStateLabel,
  parseExtraTime,
  parsePreferredLanguage,
  passedLabel,
  resultAnswers,
  scoreText,
  testAction,
  testRoutes,
  testStateLabel,
  testTimeFact,
} from './attempt-state';
import { translate } from '#src/lib/i18n/catalogues.server';

const nl = translate('nl');
const ID = '0b9c7c1e-3f7a-4d1e-9a51-2f7c1d9e8a10';

describe('testStateLabel', () => {
  it('names the four states in Dutch', () => {
    expect(testStateLabel('not_started', nl)).toBe('Nog niet begonnen');
    expect(testStateLabel('in_progress', nl)).toBe('Bezig');
    expect(testStateLabel('closed', nl)).toBe('Afgesloten');
    expect(testStateLabel('scored', nl)).toBe('Uitslag bekend');
  });

  it('names them in the page’s language', () => {
    expect(testStateLabel('in_progress', translate('en'))).toBe('In progress');
    expect(testAction(ID, 'closed', translate('uk')).label).toBe('Переглянути свій результат');
    expect(moduleStateLabel({ state: 'in_progress', answered: 3, questionCount: 10 }, translate('en'))).toBe('3 of 10 answered');
  });

  it('reads an unknown state as not started, and never an inherited key', () => {
    expect(testStateLabel('whatever', nl)).toBe('Nog niet begonnen');
    expect(testStateLabel('toString', nl)).toBe('Nog niet begonnen');
  });
});

describe('testAction', () => {
  it('starts with the language choice, continues at the overview, shows the result on the close page', () => {
    expect(testAction(ID, 'not_started', nl)).toEqual({ label: 'Start de test', href: `/dashboard/test/${ID}` });
    expect(testAction(ID, 'in_progress', nl)).toEqual({ label: 'Ga verder met de test', href: `/dashboard/test/overzicht/${ID}` });
    expect(testAction(ID, 'closed', nl)).toEqual({ label: 'Bekijk je uitslag', href: `/dashboard/test/afsluiten/${ID}/` });
    expect(testAction(ID, 'scored', nl).label).toBe('Bekijk je uitslag');
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
    expect(moduleStateLabel({ state: 'not_started', answered: 0, questionCount: 10 }, nl)).toBe('Nog niet begonnen');
    expect(moduleStateLabel({ state: 'in_progress', answered: 3, questionCount: 10 }, nl)).toBe('3 van 10 beantwoord');
    expect(moduleStateLabel({ state: 'finished', answered: 10, questionCount: 10 }, nl)).toBe('Klaar');
  });

  it('trusts the counts over a stale not_started', () => {
    expect(moduleStateLabel({ state: 'not_started', answered: 2, questionCount: 8 }, nl)).toBe('2 van 8 beantwoord');
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
    expect(formatMinutes(1, nl)).toBe('1 minuut');
    expect(formatMinutes(45, nl)).toBe('45 minuten');
    expect(formatMinutes(60, nl)).toBe('1 uur');
    expect(formatMinutes(65, nl)).toBe('1 uur en 5 minuten');
    expect(formatMinutes(121, nl)).toBe('2 uur en 1 minuut');
  });

  it('rounds time left down and says when it is up', () => {
    expect(formatTimeLeft(null, nl)).toBe('');
    expect(formatTimeLeft(undefined, nl)).toBe('');
    expect(formatTimeLeft(0, nl)).toBe('De tijd is om.');
    expect(formatTimeLeft(-5, nl)).toBe('De tijd is om.');
    expect(formatTimeLeft(1, nl)).toBe('minder dan 1 minuut');
    expect(formatTimeLeft(59, nl)).toBe('minder dan 1 minuut');
    expect(formatTimeLeft(60, nl)).toBe('1 minuut');
    expect(formatTimeLeft(119, nl)).toBe('1 minuut');
    expect(formatTimeLeft(3599, nl)).toBe('59 minuten');
    expect(formatTimeLeft(3600 + 5 * 60 + 30, nl)).toBe('1 uur en 5 minuten');
  });

  it('writes minutes and hours with the plural forms of the page’s language', () => {
    expect(formatMinutes(65, translate('en'))).toBe('1 hour and 5 minutes');
    expect(formatMinutes(120, translate('en'))).toBe('2 hours');
    expect(['1', '3', '5', '22'].map((n) => formatMinutes(Number(n), translate('pl')))).toEqual(['1 minuta', '3 minuty', '5 minut', '22 minuty']);
    expect(formatMinutes(21, translate('uk'))).toBe('21 хвилина');
    expect(formatMinutes(2, translate('ar'))).toBe('دقيقتان');
    expect(formatTimeLeft(30, translate('tr'))).toBe('1 dakikadan az');
  });

  it('shows the deadline as a Dutch clock time', () => {
    expect(formatClock('2026-01-15T13:35:00Z', 'nl')).toBe('14:35');
    expect(formatClock('2026-07-15T13:35:00Z', 'nl')).toBe('15:35');
    expect(formatClock('nonsense', 'nl')).toBe('');
    expect(formatClock(null, 'nl')).toBe('');
  });
});

describe('scoreText', () => {
  it('shows points and a percentage rounded down, so it never shows a pass mark the points did not reach', () => {
    expect(scoreText({ points: 23, maxPoints: 30 }, nl)).toBe('23 van 30 punten (76%)');
    expect(scoreText({ points: 179, maxPoints: 300 }, nl)).toBe('179 van 300 punten (59%)');
    expect(scoreText({ points: 10, maxPoints: 10 }, nl)).toBe('10 van 10 punten (100%)');
    expect(scoreText({ points: 0, maxPoints: 0 }, nl)).toBe('0 van 0 punten');
  });

  it('counts points with the plural forms of the page’s language', () => {
    expect(scoreText({ points: 23, maxPoints: 30 }, translate('pl'))).toBe('23 z 30 punktów (76%)');
    expect(scoreText({ points: 1, maxPoints: 1 }, translate('en'))).toBe('1 of 1 point (100%)');
    expect(scoreText({ points: 23, maxPoints: 30 }, translate('ar'))).toBe('23 من 30 نقطة (76٪)');
  });

  it("says 'Nog niet bekend' while the points wait for scoring", () => {
    expect(scoreText(null, nl)).toBe('Nog niet bekend');
    expect(scoreText(undefined, nl)).toBe('Nog niet bekend');
  });
});

describe('testTimeFact (the dashboard card)', () => {
  const card = { state: 'not_started', timeLimitMinutes: 30, secondsLeft: null, deadlineAt: null } as const;

  it('shows the time left and the clock time of a running attempt instead of the time limit', () => {
    expect(testTimeFact({ ...card, state: 'in_progress', secondsLeft: 45 * 60 + 20, deadlineAt: '2026-01-15T13:35:00Z' }, nl, 'nl')).toEqual({
      label: 'Tijd over',
      value: '45 minuten (tot 14:35)',
    });
    expect(testTimeFact({ ...card, state: 'in_progress', secondsLeft: 30, deadlineAt: '2026-01-15T13:35:00Z' }, nl, 'nl').value).toBe('minder dan 1 minuut (tot 14:35)');
    expect(testTimeFact({ ...card, state: 'in_progress', secondsLeft: 0, deadlineAt: '2026-01-15T13:35:00Z' }, nl, 'nl').value).toBe('De tijd is om.');
  });

  it('speaks the page’s language', () => {
    const en = translate('en');
    expect(testTimeFact({ ...card, state: 'in_progress', secondsLeft: 75 * 60, deadlineAt: '2026-01-15T13:35:00Z' }, en, 'en')).toEqual({
      label: 'Time left',
      value: '1 hour and 15 minutes (until 14:35)',
    });
    expect(testTimeFact({ ...card, timeLimitMinutes: null }, en, 'en')).toEqual({ label: 'Time', value: 'No time limit' });
  });

  it('shows the time limit before the start, after closing, and for a running attempt without a deadline', () => {
    expect(testTimeFact(card, nl, 'nl')).toEqual({ label: 'Tijd', value: '30 minuten' });
    expect(testTimeFact({ ...card, state: 'closed', deadlineAt: '2026-01-15T13:35:00Z' }, nl, 'nl')).toEqual({ label: 'Tijd', value: '30 minuten' });
    expect(testTimeFact({ ...card, state: 'in_progress', timeLimitMinutes: null }, nl, 'nl')).toEqual({ label: 'Tijd', value: 'Geen tijdslimiet' });
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
    expect(passedLabel(true, nl)).toBe('Gehaald');
    expect(passedLabel(false, nl)).toBe('Niet gehaald');
    expect(passedLabel(null, nl)).toBe('Wacht op beoordeling door een docent');
  });
});

describe('answerText', () => {
  const options = [
    { id: 'a', text: 'Helm' },
    { id: 'b', text: 'Handschoenen' },
  ];

  it('writes each kind of answer as text', () => {
    expect(answerText({ kind: 'single', option: 'b' }, options, nl)).toBe('Handschoenen');
    expect(answerText({ kind: 'multiple', options: ['a', 'b'] }, options, nl)).toBe('Helm · Handschoenen');
    expect(answerLines({ kind: 'multiple', options: ['b', 'a'] }, options, nl)).toEqual(['Handschoenen', 'Helm']);
    expect(answerText({ kind: 'truefalse', value: true }, [], nl)).toBe('Waar');
    expect(answerText({ kind: 'truefalse', value: false }, [], nl)).toBe('Niet waar');
    expect(answerText({ kind: 'open', text: 'Eerst de knieën buigen.' }, [], nl)).toBe('Eerst de knieën buigen.');
    expect(answerText({ kind: 'truefalse', value: false }, [], translate('en'))).toBe('Not true');
  });

  it('falls back to the option id and says when there is no answer', () => {
    expect(answerText({ kind: 'single', option: 'z' }, options, nl)).toBe('z');
    for (const value of [null, { kind: 'multiple', options: [] }, { kind: 'open', text: ' ' }] satisfies (AnswerValue | null)[]) {
      expect(answerText(value, [], nl)).toBe('(geen antwoord)');
    }
  });
});

describe('resultAnswers', () => {
  it('turns the result answers into rows, marking content against words of the page', () => {
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
      nl,
    );
    expect(rows).toEqual([
      expect.objectContaining({ key: 'q1', modulePosition: 1, yours: ['Pet'], yoursIsContent: true, correct: ['Helm'], correctIsContent: true, isCorrect: false }),
      expect.objectContaining({ key: 'q2', yours: ['Waar'], yoursIsContent: false, correct: ['Waar'], correctIsContent: false, isCorrect: true }),
      expect.objectContaining({ key: 'q3', yours: ['(geen antwoord)'], yoursIsContent: false, correct: null, isCorrect: null }),
    ]);
  });

  it('gives no rows when the result shows no answers', () => {
    expect(resultAnswers(undefined, new Map(), nl)).toEqual([]);
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

  it('leaves extra time out when the form has no such field (the candidate’s page)', () => {
    expect(accommodationsChange({ language: 'pl' }, null)).toEqual({ ok: true, body: { preferredLanguage: 'pl' } });
    expect(accommodationsChange({ language: '' }, null)).toEqual({ ok: true, body: {} });
    expect(accommodationsChange({ language: 'de' }, null)).toEqual({ ok: false, errors: { extraTime: undefined, language: 'Kies een taal uit de lijst.' } });
  });

  it('carries read-aloud only when the form has that checkbox', () => {
    expect(accommodationsChange({ extraTime: '10', language: 'nl', readAloud: false }, 'nl')).toEqual({
      ok: true,
      body: { extraTimePercent: 10, preferredLanguage: 'nl', readAloud: false },
    });
  });

  it('words the language error in the candidate’s language when the page passes its translator', () => {
    expect(accommodationsChange({ language: 'de' }, null, translate('pl'))).toEqual({ ok: false, errors: { extraTime: undefined, language: 'Wybierz język z listy.' } });
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
