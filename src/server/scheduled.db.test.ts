/**
 * Scheduled work once per cluster (server/scheduled.ts; docs/decisions/049-mail-outbox.md): of several processes
 * asking at once (two pools when DATABASE_URL names a PostgreSQL server), one takes each period's run.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '#src/server/db/client';
import { scheduledRuns } from '#src/server/db/schema';
import { openTestDb } from '#src/server/testing/api';
import { claimRun, runDueTasks } from './scheduled';

let handle: DbHandle;
let second: DbHandle | undefined;

beforeAll(async () => {
  handle = await openTestDb();
  second = handle.url ? await openDb({ url: handle.url }) : undefined;
});

afterAll(async () => {
  await second?.close();
  await handle?.close();
});

describe('claimRun', () => {
  it('gives each period’s run to one of the callers, and the next run once the period is over', async () => {
    const dbs = [handle.db, second?.db ?? handle.db];
    const claims = await Promise.all(Array.from({ length: 10 }, (_, i) => claimRun(dbs[i % 2]!, 'proef', 60_000)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimRun(handle.db, 'proef', 60_000)).toBe(false);

    await handle.db.update(scheduledRuns).set({ nextRunAt: sql`now() - interval '1 second'` }).where(eq(scheduledRuns.name, 'proef'));
    const again = await Promise.all(Array.from({ length: 10 }, (_, i) => claimRun(dbs[i % 2]!, 'proef', 60_000)));
    expect(again.filter(Boolean)).toHaveLength(1);
  });
});

describe('runDueTasks', () => {
  it('runs a due task once, reports one that fails, and runs neither again within their period', async () => {
    const runs: string[] = [];
    const errors: unknown[] = [];
    const tasks = [
      { name: 'telt', intervalMs: 3_600_000, run: async () => void runs.push('telt') },
      { name: 'faalt', intervalMs: 3_600_000, run: async () => Promise.reject(new Error('weg')) },
    ];
    expect(await runDueTasks(handle.db, tasks, (e) => errors.push(e))).toEqual(['telt', 'faalt']);
    expect(await runDueTasks(second?.db ?? handle.db, tasks, (e) => errors.push(e))).toEqual([]);
    expect(runs).toEqual(['telt']);
    expect(errors).toHaveLength(1);
  });
});
