/**
 * Scoring of the beroepen-quiz (docs/decisions/036-profession-quiz.md): the sum of the answers per interest area,
 * the top areas, and professions ranked by how well their Holland code matches the scores. Pure and small: the
 * server scores, and the no-JS quiz page shows the result from the same functions.
 *
 * The rules:
 * - An answer is worth `ANSWER_POINTS` (leuk 2, weet ik niet 1, niet leuk 0), so an area scores 0–12.
 * - Areas are ranked by score, then by the number of 'leuk' answers (a clear like beats two doubts), then in
 *   Holland's order R I A S E C. The top areas are the first `TOP_AREAS` with a score above 0: an area the person
 *   liked nothing of is never called theirs. Holland's order only decides which areas fill the `TOP_AREAS` places
 *   of that short list (stored for lists and filters); the label 'Sterk' follows the scores, not the places: an area
 *   is strong (`strongAreas`) when it has a score above 0 and the same score and 'leuk' count as a top area, so
 *   every area of a tie gets the same label, also when the tie runs past the third place.
 * - A profession with code c1 c2 c3 (1–3 letters) matches with Σ wᵢ · score(cᵢ) / (12 · Σ wᵢ), weights
 *   `CODE_WEIGHTS` 3, 2, 1 by position, as a whole percentage. Professions are ranked by match, then those whose
 *   first letter is the person's first area, then by Dutch name. Only professions with a match above 0 are shown,
 *   at most `SHOWN_PROFESSIONS`: the result names what fits best and never what does not fit.
 */
import { AREAS, type Area } from './content/areas';
import { ITEM_BY_ID } from './content/items';

/** The three faces of the answer scale, as stored. */
export const ANSWERS = ['like', 'unsure', 'dislike'] as const;
export type Answer = (typeof ANSWERS)[number];

/** What an answer adds to its area's score. */
export const ANSWER_POINTS: Record<Answer, number> = { like: 2, unsure: 1, dislike: 0 };

/** The highest score an area can reach: six items × 2 points. */
export const MAX_AREA_SCORE = 12;

/** How many areas the result shows. */
export const TOP_AREAS = 3;

/** How many matching professions the result shows at most. */
export const SHOWN_PROFESSIONS = 5;

/** Weights of a Holland code's letters by position (first letter counts most). */
export const CODE_WEIGHTS = [3, 2, 1] as const;

/** Answers by item id (`R1` … `C6`). */
export type Answers = Record<string, Answer>;

/** Per area: the score (0–12) and the number of 'like' answers (0–6). */
export type AreaScores = Record<Area, { score: number; likes: number }>;

/** A profession as matching needs it. `hollandCode`: 1–3 different letters of RIASEC, e.g. 'RC'. */
export interface CodedProfession {
  id: string;
  name: string;
  hollandCode: string;
}

/** A profession in the result, with its match as a whole percentage (1–100). */
export interface ProfessionMatch extends CodedProfession {
  match: number;
}

/** The score and 'like' count of every area; answers to unknown item ids are ignored. */
export function areaScores(answers: Answers): AreaScores {
  const scores = Object.fromEntries(AREAS.map((area) => [area, { score: 0, likes: 0 }])) as AreaScores;
  for (const [itemId, answer] of Object.entries(answers)) {
    const item = ITEM_BY_ID.get(itemId);
    if (!item) continue;
    scores[item.area].score += ANSWER_POINTS[answer];
    if (answer === 'like') scores[item.area].likes += 1;
  }
  return scores;
}

/** Every area, best first (score, then likes, then Holland's order). */
export function rankedAreas(scores: AreaScores): Area[] {
  return [...AREAS].sort((a, b) => scores[b].score - scores[a].score || scores[b].likes - scores[a].likes || AREAS.indexOf(a) - AREAS.indexOf(b));
}

/** The person's top areas: at most `TOP_AREAS`, only areas with a score above 0 (may be empty). */
export function topAreas(scores: AreaScores): Area[] {
  return rankedAreas(scores)
    .filter((area) => scores[area].score > 0)
    .slice(0, TOP_AREAS);
}

/**
 * The areas labelled 'Sterk' (see the module comment): every area with a score above 0 whose score and 'leuk'
 * count equal those of a top area (`topAreas`), best first; `TOP_AREAS` or more when a tie runs past the cut.
 */
export function strongAreas(scores: AreaScores): Area[] {
  const top = topAreas(scores);
  const same = (a: Area, b: Area) => scores[a].score === scores[b].score && scores[a].likes === scores[b].likes;
  return rankedAreas(scores).filter((area) => scores[area].score > 0 && top.some((t) => same(area, t)));
}

/** How well a Holland code matches the scores, as a whole percentage 0–100 (see the module comment). */
export function codeMatch(scores: AreaScores, hollandCode: string): number {
  const letters = [...hollandCode].slice(0, CODE_WEIGHTS.length) as Area[];
  let earned = 0;
  let possible = 0;
  letters.forEach((area, i) => {
    const weight = CODE_WEIGHTS[i]!;
    earned += weight * (scores[area]?.score ?? 0);
    possible += weight * MAX_AREA_SCORE;
  });
  return possible === 0 ? 0 : Math.round((100 * earned) / possible);
}

const dutchName = new Intl.Collator('nl', { sensitivity: 'base' });

/** The best-matching professions: match above 0, best first (see the module comment), at most `limit`. */
export function matchProfessions(scores: AreaScores, professions: readonly CodedProfession[], limit = SHOWN_PROFESSIONS): ProfessionMatch[] {
  const first = rankedAreas(scores)[0]!;
  const firstFits = (p: CodedProfession) => (p.hollandCode[0] === first && scores[first].score > 0 ? 1 : 0);
  return professions
    .map((p) => ({ ...p, match: codeMatch(scores, p.hollandCode) }))
    .filter((p) => p.match > 0)
    .sort((a, b) => b.match - a.match || firstFits(b) - firstFits(a) || dutchName.compare(a.name, b.name))
    .slice(0, limit);
}
