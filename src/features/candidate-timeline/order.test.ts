/** The timeline's order (order.ts): upcoming soonest first, then past newest first. */
import { describe, expect, it } from 'vitest';
import type { TimelineItem } from './contract';
import { splitTimeline } from './order';

const quiz = (id: string, at: string): TimelineItem => ({ kind: 'quiz', id, at, upcoming: false });
const pat = (id: string, at: string): TimelineItem => ({
  kind: 'pat',
  id,
  at,
  upcoming: true,
  title: id,
  state: 'planned',
  firstDay: at || null,
  lastDay: at || null,
  resultsReleasedAt: null,
  results: [],
  overall: null,
});

describe('splitTimeline', () => {
  it('puts what is to come first, soonest first, and a PAT without days last of those', () => {
    const { upcoming } = splitTimeline([pat('later', '2027-02-01'), pat('none', ''), pat('soon', '2026-12-20')]);
    expect(upcoming.map((i) => i.id)).toEqual(['soon', 'later', 'none']);
  });
  it('lists the past newest first, days and times together', () => {
    const { past, upcoming } = splitTimeline([quiz('old', '2026-01-05T09:00:00.000Z'), quiz('new', '2026-11-30T15:00:00.000Z'), quiz('mid', '2026-06-01')]);
    expect(upcoming).toEqual([]);
    expect(past.map((i) => i.id)).toEqual(['new', 'mid', 'old']);
  });
});
