/**
 * The player's clock: the server keeps the time limit and sends `secondsLeft`; the player counts
 * down locally from a deadline (so a throttled background tab shows the right time when it comes back) and
 * announces only at 5 minutes and at 1 minute left, never every second.
 */

/** Seconds left at which the status region announces the time once (5 minutes, 1 minute). */
export const TIME_WARNINGS = [300, 60] as const;

/** 'mm:ss' for whole seconds; minutes are not capped at 59 ('90:00'). Negative counts as 0. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** Whole seconds left until `deadlineMs` at `nowMs` (both epoch ms), never below 0; rounds up. */
export function secondsUntil(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/**
 * The warning to announce when the clock went from `previous` to `current` seconds left: the lowest
 * threshold crossed (300 or 60), or null. Only a crossing counts, so a page opened with 4 minutes left does
 * not announce '5 minutes', and each warning comes once.
 */
export function crossedWarning(previous: number, current: number): number | null {
  let crossed: number | null = null;
  for (const threshold of TIME_WARNINGS) {
    if (previous > threshold && current <= threshold && current > 0) crossed = threshold;
  }
  return crossed;
}
