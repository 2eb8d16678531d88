/**
 * The order of a candidate's timeline (docs/decisions/062-candidate-timeline.md): two lists divided by "nu" — first
 * what is still to come or going on, the soonest first, so the next PAT day or lesson is on top; then everything past,
 * the newest first. Items compare by `at`, an ISO 8601 time or a calendar day `YYYY-MM-DD`, as text (a day sorts
 * before the times of that day); an upcoming item without a day (a PAT without planned days) comes last of the
 * upcoming ones. Ties keep kind and id order, so the answer is the same every time. Pure and client-safe.
 */
import type { CandidateTimeline, TimelineItem } from '#src/features/candidate-timeline/contract';

const tie = (a: TimelineItem, b: TimelineItem) => a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id);

/** Splits `items` into upcoming (soonest first) and past (newest first). */
export function splitTimeline(items: readonly TimelineItem[]): Pick<CandidateTimeline, 'upcoming' | 'past'> {
  const upcoming = items.filter((i) => i.upcoming).sort((a, b) => (a.at || '\uffff').localeCompare(b.at || '\uffff') || tie(a, b));
  const past = items.filter((i) => !i.upcoming).sort((a, b) => b.at.localeCompare(a.at) || tie(a, b));
  return { upcoming, past };
}
