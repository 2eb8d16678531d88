/**
 * The scoring form of one open answer, as pure functions: reading the post, checking the points in Dutch, and
 * the query parameters that carry "what was saved" across the redirect after a successful save
 * (post/redirect/get). Used by /cp/test/{id} and /docent/overzicht through scoring.server.ts.
 */
import { staffTest as t } from '#src/features/profession-test/strings';
import { wholeNumber } from './create-form';

/** Highest number of points any question can be worth; a guard against nonsense in the hidden field. */
const MAX_POINTS_CAP = 1000;
/** Longest candidate name carried in the URL after a save. */
const NAME_MAX = 200;

/** A posted scoring form, as typed. */
export interface ScorePost {
  attemptId: string;
  questionId: string;
  /** As typed, to show again after an error. */
  points: string;
  /** The question's maximum as the page rendered it; null when missing or nonsense. */
  max: number | null;
  /** The candidate's name as the page rendered it, for the status after the save (display only). */
  candidate: string;
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** The scoring form of a POST, or null when the post is about something else (`intent` is not `score`). */
export function readScorePost(form: FormData | null): ScorePost | null {
  if (!form || text(form, 'intent') !== 'score') return null;
  return {
    attemptId: text(form, 'attemptId'),
    questionId: text(form, 'questionId'),
    points: text(form, 'points'),
    max: wholeNumber(text(form, 'max'), 0, MAX_POINTS_CAP),
    candidate: text(form, 'candidate').slice(0, NAME_MAX),
  };
}

/** The points as a number, or the Dutch error: a whole number from 0 to the question's maximum. */
export function checkPoints(points: string, max: number | null): { points: number } | { error: string } {
  if (points === '') return { error: t.pointsMissing };
  const upper = max ?? MAX_POINTS_CAP;
  const n = wholeNumber(points, 0, upper);
  return n === null ? { error: t.pointsInvalid(upper) } : { points: n };
}

/** What the page says after a save: where and how many points, and whether the result became final. */
export interface SavedScore {
  attemptId: string;
  questionId: string;
  points: number;
  max: number;
  final: boolean;
  /** '' when unknown. */
  candidate: string;
}

/** The query parameters that carry a saved score across the redirect (all removed with `null`). */
export const SAVED_PARAMS = ['scored', 'question', 'points', 'max', 'final', 'who'] as const;

/** The query changes for `withParams` after a save. */
export function savedParams(saved: SavedScore): Record<(typeof SAVED_PARAMS)[number], string | null> {
  return {
    scored: saved.attemptId,
    question: saved.questionId,
    points: String(saved.points),
    max: String(saved.max),
    final: saved.final ? '1' : null,
    who: saved.candidate || null,
  };
}

/** The query changes that remove a saved score from the URL. */
export function clearSavedParams(): Record<(typeof SAVED_PARAMS)[number], null> {
  return { scored: null, question: null, points: null, max: null, final: null, who: null };
}

/** The saved score from the URL after the redirect, or null. */
export function readSaved(params: URLSearchParams): SavedScore | null {
  const attemptId = params.get('scored') ?? '';
  const points = wholeNumber(params.get('points') ?? '', 0, MAX_POINTS_CAP);
  const max = wholeNumber(params.get('max') ?? '', 0, MAX_POINTS_CAP);
  if (!attemptId || points === null || max === null) return null;
  return {
    attemptId,
    questionId: params.get('question') ?? '',
    points,
    max,
    final: params.get('final') === '1',
    candidate: (params.get('who') ?? '').trim().slice(0, NAME_MAX),
  };
}

/**
 * The Dutch status after a save: 'Opgeslagen voor Sven Kuipers: 3 van 4 punten.' and, when final, that the
 * result is final.
 */
export function savedText(saved: SavedScore): string {
  const text = saved.candidate ? t.savedFor(saved.candidate, saved.points, saved.max) : t.saved(saved.points, saved.max);
  return saved.final ? `${text} ${t.final}` : text;
}

/** An element id made from any text (question ids come from content): letters, digits, '-' and '_' only. */
export function safeId(...parts: string[]): string {
  return parts.map((p) => p.replace(/[^A-Za-z0-9_-]/g, '_')).join('-');
}
