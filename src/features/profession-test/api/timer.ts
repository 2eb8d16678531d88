/**
 * The profession test's clock, as pure arithmetic: the server keeps an optional time limit, and the candidate's
 * extra time applies (docs/api.md "Profession test", `secondsLeft`). The server passes the database's `now()` in, so every instance agrees on
 * the moment; nothing here reads a clock.
 */

/** Milliseconds per minute. */
const MINUTE_MS = 60_000;

/**
 * How long a candidate may work, in milliseconds: the test's limit plus their extra time
 * (limit × (1 + extraPercent / 100); candidate_profiles.extra_time_percent).
 * Exact in whole milliseconds for whole minutes and whole percentages (limit × 600 × (100 + extra)).
 * @param limitMinutes the test's time limit in minutes, or null for none.
 * @param extraPercent the candidate's extra time, 0–100 (%).
 * @returns null when the test has no limit.
 * @throws RangeError for a negative or fractional limit or percentage.
 */
export function allowedMs(limitMinutes: number | null, extraPercent: number): number | null {
  if (limitMinutes === null) return null;
  if (!Number.isInteger(limitMinutes) || limitMinutes < 0) throw new RangeError(`ongeldige tijdslimiet: ${limitMinutes}`);
  if (!Number.isInteger(extraPercent) || extraPercent < 0) throw new RangeError(`ongeldige extra tijd: ${extraPercent}`);
  return (limitMinutes * MINUTE_MS * (100 + extraPercent)) / 100;
}

/**
 * The moment an attempt's time runs out: `start` + allowedMs(limit, extra), or null without a limit.
 * @example deadlineFor(new Date('2026-01-01T09:00:00Z'), 60, 25) // 2026-01-01T10:15:00Z
 */
export function deadlineFor(start: Date, limitMinutes: number | null, extraPercent: number): Date | null {
  const ms = allowedMs(limitMinutes, extraPercent);
  return ms === null ? null : new Date(start.getTime() + ms);
}

/**
 * True from the deadline on: an answer saved at `deadline` itself no longer counts (decision 007: "an answer
 * saved before the time limit counts while one after it does not"). Never expired without a deadline.
 */
export function isExpired(now: Date, deadline: Date | null): boolean {
  return deadline !== null && now.getTime() >= deadline.getTime();
}

/**
 * Whole seconds left until `deadline`, rounded up so the countdown reaches 0 exactly when the attempt expires
 * (0.2 s left shows as 1); never below 0. Null without a deadline (docs/api.md: `secondsLeft | null`).
 */
export function secondsLeft(now: Date, deadline: Date | null): number | null {
  if (deadline === null) return null;
  return Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / 1000));
}
