/**
 * Clean-up work that need not run on every request: deleting rows that have expired (issued tokens, sign-in
 * throttle counters, idempotency keys after 24 hours: server/idempotency.ts). An exam morning signs in a whole room within a minute; pruning once per sign-in cost two
 * deletes each (docs/decisions/044-page-cost-on-pglite.md). Expired rows are never read as valid (every check
 * compares the expiry), so pruning later changes no answer.
 */

/** How often a clean-up runs at most, per database and task, in this process: ms. */
export const HOUSEKEEPING_INTERVAL_MS = 60_000;

const lastRun = new WeakMap<object, Map<string, number>>();

/**
 * Runs `work` unless the task `name` ran for `db` less than `intervalMs` ago in this process. A failing run is
 * not counted, so the next call tries again.
 * @param db the database handle the task cleans (a key only).
 * @param now the current time, ms (tests).
 * @returns whether it ran.
 * @throws what `work` throws.
 */
export async function atMostEvery(
  db: object,
  name: string,
  work: () => Promise<unknown>,
  intervalMs = HOUSEKEEPING_INTERVAL_MS,
  now = Date.now(),
): Promise<boolean> {
  let runs = lastRun.get(db);
  if (!runs) lastRun.set(db, (runs = new Map()));
  const last = runs.get(name);
  if (last !== undefined && now - last < intervalMs) return false;
  runs.set(name, now);
  try {
    await work();
  } catch (error) {
    runs.delete(name);
    throw error;
  }
  return true;
}
