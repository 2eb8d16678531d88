import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#src/lib/i18n/locales';
import { AREAS, AREA_TEXTS, isHollandCode } from './content/areas';
import { QUIZ_ITEMS } from './content/items';
import { areaScores, codeMatch, matchProfessions, rankedAreas, strongAreas, topAreas, type Answer, type Answers } from './scoring';

/** Answers every item of `area` with `answer`, every other item with `rest`. */
function answering(byArea: Partial<Record<string, Answer>>, rest: Answer = 'dislike'): Answers {
  return Object.fromEntries(QUIZ_ITEMS.map((item) => [item.id, byArea[item.area] ?? rest]));
}

const PROFESSIONS = [
  { id: '1', name: 'Magazijnmedewerker', hollandCode: 'RC' },
  { id: '2', name: 'Verzorgende', hollandCode: 'SRC' },
  { id: '3', name: 'Administratief medewerker', hollandCode: 'CES' },
  { id: '4', name: 'Schoonmaker', hollandCode: 'RC' },
  { id: '5', name: 'Verkoopmedewerker', hollandCode: 'ESC' },
];

describe('the items', () => {
  it('has six items per area, each in all six languages, with unique ids, the areas taking turns', () => {
    expect(QUIZ_ITEMS).toHaveLength(36);
    expect(new Set(QUIZ_ITEMS.map((i) => i.id)).size).toBe(36);
    for (const area of AREAS) expect(QUIZ_ITEMS.filter((i) => i.area === area)).toHaveLength(6);
    expect(QUIZ_ITEMS.slice(0, 6).map((i) => i.area)).toEqual([...AREAS]);
    for (const item of QUIZ_ITEMS) for (const lang of LANGUAGES) expect(item.text[lang].trim().length, `${item.id} ${lang}`).toBeGreaterThan(5);
    for (const area of AREAS) for (const lang of LANGUAGES) expect(AREA_TEXTS[area].sentence[lang].length).toBeGreaterThan(20);
  });
});

describe('areaScores', () => {
  it('adds 2 for leuk, 1 for weet ik niet and 0 for niet leuk per area, and counts the likes', () => {
    const scores = areaScores({ R1: 'like', R2: 'like', R3: 'unsure', I1: 'dislike', S4: 'unsure' });
    expect(scores.R).toEqual({ score: 5, likes: 2 });
    expect(scores.I).toEqual({ score: 0, likes: 0 });
    expect(scores.S).toEqual({ score: 1, likes: 0 });
  });

  it('reaches 12 for an area answered leuk throughout and ignores unknown items', () => {
    const scores = areaScores({ ...answering({ C: 'like' }), X9: 'like' });
    expect(scores.C.score).toBe(12);
    expect(scores.R.score).toBe(0);
  });
});

describe('topAreas', () => {
  it('ranks by score', () => {
    const scores = areaScores(answering({ S: 'like', R: 'unsure', C: 'unsure' }));
    expect(topAreas(scores)).toEqual(['S', 'R', 'C']);
  });

  it('breaks a tie in score by the number of likes before Holland’s order', () => {
    // R: three likes and three dislikes = 6; I: six times 'weet ik niet' = 6.
    const answers = answering({ I: 'unsure' });
    for (const id of ['R1', 'R2', 'R3']) answers[id] = 'like';
    const scores = areaScores(answers);
    expect(scores.R.score).toBe(scores.I.score);
    // I before R would be Holland's order reversed; the likes put R first even if I were first in order.
    expect(rankedAreas(scores).slice(0, 2)).toEqual(['R', 'I']);
    const reversed = answering({ R: 'unsure' });
    for (const id of ['I1', 'I2', 'I3']) reversed[id] = 'like';
    expect(rankedAreas(areaScores(reversed)).slice(0, 2)).toEqual(['I', 'R']);
  });

  it('falls back to Holland’s order for a full tie, and names no area the person liked nothing of', () => {
    expect(topAreas(areaScores(answering({}, 'unsure')))).toEqual(['R', 'I', 'A']);
    expect(topAreas(areaScores(answering({ E: 'like' })))).toEqual(['E']);
    expect(topAreas(areaScores(answering({})))).toEqual([]);
  });
});

describe('strongAreas (the label ‘Sterk’)', () => {
  it('gives every area of a tie the same label, also past the third place', () => {
    // six times 'weet ik niet' everywhere: all six score 6 with no likes, so all six are equally strong
    expect(strongAreas(areaScores(answering({}, 'unsure')))).toEqual(['R', 'I', 'A', 'S', 'E', 'C']);
    // S leads; R, I and C tie for second: all four are strong, E and A are not
    const tied = areaScores(answering({ S: 'like', R: 'unsure', I: 'unsure', C: 'unsure' }));
    expect(topAreas(tied)).toEqual(['S', 'R', 'I']);
    expect(strongAreas(tied)).toEqual(['S', 'R', 'I', 'C']);
  });

  it('labels only the top areas without a tie, and none the person liked nothing of', () => {
    expect(strongAreas(areaScores(answering({ S: 'like', R: 'unsure', C: 'unsure' })))).toEqual(['S', 'R', 'C']);
    expect(strongAreas(areaScores(answering({ E: 'like' })))).toEqual(['E']);
    expect(strongAreas(areaScores(answering({})))).toEqual([]);
  });
});

describe('matching professions', () => {
  it('weights the code letters 3, 2, 1 and gives a whole percentage', () => {
    const scores = areaScores(answering({ R: 'like', C: 'unsure' }));
    // RC: (3·12 + 2·6) / (5·12) = 80 %.
    expect(codeMatch(scores, 'RC')).toBe(80);
    // SRC: (3·0 + 2·12 + 1·6) / (6·12) = 41.7 → 42 %.
    expect(codeMatch(scores, 'SRC')).toBe(42);
  });

  it('ranks by match, then by the first letter being the first area, then by name, and leaves out a match of 0', () => {
    const scores = areaScores(answering({ R: 'like', C: 'unsure' }));
    // CES: 3·6 / 72 = 25 %; ESC: 1·6 / 72 = 8 %.
    expect(matchProfessions(scores, PROFESSIONS).map((p) => [p.name, p.match])).toEqual([
      ['Magazijnmedewerker', 80],
      ['Schoonmaker', 80],
      ['Verzorgende', 42],
      ['Administratief medewerker', 25],
      ['Verkoopmedewerker', 8],
    ]);
    const onlySocial = areaScores(answering({ S: 'like' }));
    expect(matchProfessions(onlySocial, PROFESSIONS).map((p) => p.name)).toEqual(['Verzorgende', 'Verkoopmedewerker', 'Administratief medewerker']);
  });

  it('prefers the profession whose code starts with the first area when the match is equal', () => {
    const scores = areaScores(answering({ S: 'like', E: 'like' }));
    const equal = [
      { id: 'a', name: 'Aaa', hollandCode: 'ES' },
      { id: 'b', name: 'Bbb', hollandCode: 'SE' },
    ];
    // S and E tie on score and likes: Holland's order puts S first, so 'SE' comes before 'ES'.
    expect(matchProfessions(scores, equal).map((p) => p.hollandCode)).toEqual(['SE', 'ES']);
  });

  it('shows nothing when nothing was liked, and at most the limit', () => {
    expect(matchProfessions(areaScores(answering({})), PROFESSIONS)).toEqual([]);
    expect(matchProfessions(areaScores(answering({}, 'like')), PROFESSIONS, 2)).toHaveLength(2);
  });
});

describe('isHollandCode', () => {
  it('takes one to three different RIASEC letters', () => {
    expect(['R', 'RC', 'SEC'].every(isHollandCode)).toBe(true);
    expect(['', 'RR', 'RICE', 'rc', 'XY', 3].some(isHollandCode)).toBe(false);
  });
});
