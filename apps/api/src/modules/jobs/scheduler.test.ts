import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledJobs } from '../../db/schema/jobs';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { createScheduler, type Job } from './scheduler';

const QUIET = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('the scheduled jobs', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  function counting(name: string, runs: string[], fail = false): Job {
    return {
      name,
      everyMs: 60_000,
      async run() {
        runs.push(name);
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (fail) throw new Error('broken');
        return 'ok';
      },
    };
  }

  it('runs each due job once across two workers on one database, then waits for its next turn', async () => {
    const runs: string[] = [];
    const jobs = [counting('alpha', runs), counting('beta', runs)];
    const first = createScheduler({ db: ctx.database.db, jobs, log: QUIET });
    const second = createScheduler({ db: ctx.database.db, jobs, log: QUIET });

    const [one, two] = await Promise.all([first.runDue(), second.runDue()]);
    expect([...one, ...two].sort()).toEqual(['alpha', 'beta']);
    expect(runs.sort()).toEqual(['alpha', 'beta']);
    // Not due again before their interval.
    expect(await Promise.all([first.runDue(), second.runDue()])).toEqual([[], []]);
    const [row] = await ctx.database.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'alpha'));
    expect(row).toMatchObject({ leasedUntil: null, lastOutcome: 'ok' });
    expect(row?.nextRunAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });

  it('leaves a job leased by a worker that died to the end of its lease', async () => {
    const runs: string[] = [];
    const job = counting('gamma', runs);
    const worker = createScheduler({ db: ctx.database.db, jobs: [job], log: QUIET });
    await worker.runDue();
    const { db } = ctx.database;
    await db
      .update(scheduledJobs)
      .set({ nextRunAt: new Date(Date.now() - 1000), leasedUntil: new Date(Date.now() + 60_000) })
      .where(eq(scheduledJobs.name, 'gamma'));
    expect(await worker.runDue()).toEqual([]);
    await db
      .update(scheduledJobs)
      .set({ leasedUntil: new Date(Date.now() - 1000) })
      .where(eq(scheduledJobs.name, 'gamma'));
    expect(await worker.runDue()).toEqual(['gamma']);
    expect(runs).toEqual(['gamma', 'gamma']);
  });

  it('logs a failed run, records it, and runs the job again at its next turn', async () => {
    const runs: string[] = [];
    const errors: unknown[] = [];
    const worker = createScheduler({
      db: ctx.database.db,
      jobs: [counting('delta', runs, true)],
      log: { ...QUIET, error: (...args: unknown[]) => errors.push(args) },
    });
    expect(await worker.runDue()).toEqual(['delta']);
    expect(errors).toHaveLength(1);
    const [row] = await ctx.database.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'delta'));
    expect(row).toMatchObject({ lastOutcome: 'failed: broken', leasedUntil: null });
  });
});
