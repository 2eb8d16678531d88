/**
 * Scoring open answers on a page (docs/api.md, "Profession test"): /cp/test/{id} for staff and /docent/overzicht for teachers.
 * Everything runs on the server, so it works without JavaScript:
 * - a POST with `intent=score` saves one answer's points with `PUT /api/test/attempt/{id}/score
 *   { questionId, points }`, then redirects with what was saved in the query (post/redirect/get); on an error
 *   the page renders again with the typed points and the Dutch error at that answer;
 * - `loadScoring` fetches `GET /api/test/attempt/{id}/open-answers` for the attempts waiting, oldest first.
 */
import type { AstroGlobal } from 'astro';
import { staffTest as t } from '#src/features/profession-test/strings';
import { submit, withParams } from '#src/components/forms';
import { load, type Loaded } from '#src/components/load.server';
import { checkPoints, clearSavedParams, readSaved, readScorePost, savedParams, type SavedScore, type ScorePost } from './score-form';
import type { ClosedAttempt, OpenAnswer } from '#src/features/profession-test/contract';

/** At most this many attempts are loaded for scoring at once; the page says how many more wait. */
export const MAX_SCORING_ATTEMPTS = 20;

/** A closed attempt with open answers waiting. */
export interface ScoringItem {
  attemptId: string;
  candidateName: string;
  /** Link to the page about the candidate, when the viewer may open one (accounts/candidate-page.ts). */
  candidateHref?: string;
  testTitle: string;
  /** Link to the test's staff page, when the viewer may open it. */
  testHref?: string;
  closedAt: string | null;
  /** The attempt's language: the candidate's answers are written in it. */
  language?: string;
  /** Module titles by position, when known. */
  moduleTitles?: Record<number, string>;
}

export interface ScoringEntry extends ScoringItem {
  answers: Loaded<OpenAnswer[]>;
}

/** A scoring post that failed, with the typed points and the Dutch error. */
export type FailedScore = ScorePost & { error: string };

/** Everything ScoringSection.astro needs. */
export interface ScoringState {
  entries: ScoringEntry[];
  /** Attempts waiting that were not loaded (over MAX_SCORING_ATTEMPTS). */
  more: number;
  saved: SavedScore | null;
  failed: FailedScore | null;
  /** Where the forms post to: this page without the saved-score parameters (each form adds its points input as the fragment, so after an error the browser focuses that input). */
  action: string;
}

/**
 * Handles a scoring POST (`intent=score`); anything else is left alone (null).
 * @param form the posted form, read once by the page (other handlers on the page read the same request).
 * @returns `{ redirect }` after a save, `{ failed }` for an error, or null when the post was not a score.
 */
export async function handleScorePost(
  astro: AstroGlobal,
  form: FormData | null,
): Promise<{ redirect: string } | { failed: FailedScore } | null> {
  const post = readScorePost(form);
  if (!post) return null;
  const checked = checkPoints(post.points, post.max);
  if ('error' in checked) return { failed: { ...post, error: checked.error } };
  if (!post.attemptId || !post.questionId) return { failed: { ...post, error: t.attemptGone } };
  const scored = await submit(
    () =>
      astro.locals.api<ClosedAttempt>(`/api/test/attempt/${encodeURIComponent(post.attemptId)}/score`, {
        method: 'PUT',
        body: { questionId: post.questionId, points: checked.points },
      }),
    (answer) => {
      const saved: SavedScore = {
        attemptId: post.attemptId,
        questionId: post.questionId,
        points: checked.points,
        max: post.max ?? checked.points,
        final: answer?.status === 'scored',
        candidate: post.candidate,
      };
      return withParams(astro.url, { ...clearSavedParams(), ...savedParams(saved) }, '#scoring');
    },
    { 404: t.attemptGone, 409: t.scoreConflict },
  );
  return 'redirect' in scored ? scored : { failed: { ...post, error: scored.error || t.attemptGone } };
}

/** Loads the open answers of the waiting attempts (oldest closed first, at most MAX_SCORING_ATTEMPTS). */
export async function loadScoring(astro: AstroGlobal, items: readonly ScoringItem[], failed: FailedScore | null): Promise<ScoringState> {
  const sorted = [...items].sort((a, b) => (a.closedAt ?? '').localeCompare(b.closedAt ?? ''));
  const shown = sorted.slice(0, MAX_SCORING_ATTEMPTS);
  const entries = await Promise.all(
    shown.map(async (item) => ({
      ...item,
      answers: await load(astro.locals.api<OpenAnswer[]>(`/api/test/attempt/${encodeURIComponent(item.attemptId)}/open-answers`), {
        404: t.attemptGone,
      }),
    })),
  );
  return {
    entries,
    more: sorted.length - shown.length,
    saved: failed ? null : readSaved(astro.url.searchParams),
    failed,
    action: withParams(astro.url, clearSavedParams()),
  };
}
