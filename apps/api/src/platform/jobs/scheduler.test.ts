import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledJobs } from '../../db/schema/jobs';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { createScheduler, type Job } from './scheduler';

type Log = Parameters<typeof createScheduler>[0]['log'];
const QUIET: Log = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('the scheduled jobs', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  function workerOf(jobs: Job[], log: Log = QUIET) {
    const worker = createScheduler({ db: ctx.database.db, log });
    for (const job of jobs) worker.add(job);
    return worker;
  }

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
    const first = workerOf(jobs);
    const second = workerOf(jobs);

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
    const worker = workerOf([job]);
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
    const worker = workerOf([counting('delta', runs, true)], {
      ...QUIET,
      error: (...args: unknown[]) => {
        errors.push(args);
      },
    });
    expect(await worker.runDue()).toEqual(['delta']);
    expect(errors).toHaveLength(1);
    const [row] = await ctx.database.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'delta'));
    expect(row).toMatchObject({ lastOutcome: 'failed: broken', leasedUntil: null });
  });

  it('runs a woken job at once rather than at its next turn', async () => {
    const runs: string[] = [];
    const worker = workerOf([counting('epsilon', runs)]);
    const until = async (count: number) => {
      for (let tries = 0; tries < 100 && runs.length < count; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return runs.length;
    };
    await worker.start();
    expect(await until(1)).toBe(1);
    worker.wake('epsilon');
    expect(await until(2)).toBe(2);
    await worker.stop();
  });

  it('runs at once a job woken by a process that runs no jobs (a web process)', async () => {
    const runs: string[] = [];
    const job = counting('zeta', runs);
    const background = createScheduler({ db: ctx.database.db, listen: ctx.database.listen, log: QUIET });
    background.add(job);
    const web = workerOf([job]);
    await background.start();
    await expect.poll(() => runs.length).toBe(1);
    web.wake('zeta');
    await expect.poll(() => runs.length).toBe(2);
    await background.stop();
  });

  it('runs a woken job while another job’s long run goes on', async () => {
    const runs: string[] = [];
    let release: (account: string) => void = () => {};
    const long: Job = {
      name: 'eta',
      everyMs: 60_000,
      run: () => new Promise((resolve) => (release = resolve)),
    };
    const worker = workerOf([long, counting('theta', runs)]);
    await worker.start();
    await expect.poll(() => runs.length).toBe(1);
    worker.wake('theta');
    await expect.poll(() => runs.length).toBe(2);
    release('done');
    await worker.stop();
  });

  it('asks a long run to stop when the process stops, and frees its lease', async () => {
    const long: Job = {
      name: 'iota',
      everyMs: 60_000,
      run: (_now, stopping) =>
        new Promise((resolve) =>
          stopping.addEventListener('abort', () => resolve('stopped'), { once: true }),
        ),
    };
    const worker = workerOf([long]);
    const leaseOf = async () =>
      (await ctx.database.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'iota')))[0]
        ?.leasedUntil ?? null;
    await worker.start();
    await expect.poll(leaseOf).not.toBeNull();
    await worker.stop();
    expect(await leaseOf()).toBeNull();
  });
});
