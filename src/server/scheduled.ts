/**
 * Scheduled work once per cluster (docs/decisions/049-mail-outbox.md): a task runs when its row in
 * `scheduled_runs` is due and this process moved it one interval on first, in one conditional update, so of several
 * server processes on one database only one runs each period's run. The mail outbox's worker (mail/outbox.ts) calls
 * `runDueTasks` on every round; a task that fails is logged and runs again at its next period.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client';

/** A task that runs every `intervalMs` ms on one of the processes. */
export interface ScheduledTask {
  name: string;
  intervalMs: number;
  run(db: Db): Promise<unknown>;
}

/**
 * Takes the run of `task` that is due now, if any: inserts its row or moves a due `next_run_at` to now + interval.
 * @returns true when this caller took it (and should run the task), false when it is not due or another took it.
 */
export async function claimRun(db: Db, name: string, intervalMs: number): Promise<boolean> {
  const result = await db.execute(sql`
    insert into scheduled_runs (name, next_run_at) values (${name}, now() + ${intervalMs} * interval '1 millisecond')
    on conflict (name) do update set next_run_at = excluded.next_run_at
    where scheduled_runs.next_run_at <= now()
    returning name`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * Runs every task of `tasks` whose run is due and that this process takes (`claimRun`), one after the other.
 * @param logError where a failing task is reported (it runs again at its next period).
 * @returns the names of the tasks that ran.
 */
export async function runDueTasks(db: Db, tasks: readonly ScheduledTask[], logError: (error: unknown) => void): Promise<string[]> {
  const ran: string[] = [];
  for (const task of tasks) {
    if (!(await claimRun(db, task.name, task.intervalMs))) continue;
    ran.push(task.name);
    await task.run(db).catch(logError);
  }
  return ran;
}
