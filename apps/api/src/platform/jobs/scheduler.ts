// Scheduled work on the database (product-rules.md § Bookings): each job has a row in
// `scheduled_jobs`, and a process runs a job only after claiming that row in one UPDATE — due, and
// not leased — so with several API processes on one database each run happens once. A run that
// fails is logged and tried again at its next turn; a process that dies mid-run leaves the lease
// to expire. Each job runs on its own, so a long one (a paced backlog) delays no other. A wake is told to every process on the channel `roadbook_jobs`, so that a job woken
// by a process that runs no jobs (a `web` one, app.ts) starts at once where jobs run.
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ChangeFeed } from '../../db/change-feed';
import type { Database, DatabaseHandle } from '../../db/client';
import { scheduledJobs } from '../../db/schema/jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduled jobs of this process (app.ts): tests and operators may run the due ones now. */
    jobs: Scheduler;
  }
}

export interface Job {
  name: string;
  everyMs: number;
  /**
   * Does the work; resolves with a short account of it for the log (null: nothing to tell). Work in
   * many batches stops between two when `stopping` aborts (the process is closing).
   */
  run(now: Date, stopping: AbortSignal): Promise<string | null>;
}

export interface SchedulerDependencies {
  db: Database;
  /** Listens to the wakes of other processes (without it, only this process's wakes count). */
  listen?: DatabaseHandle['listen'];
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** How often this process looks for due jobs. */
  pollMs?: number;
  /** How long a claimed run keeps its lease: beyond any run's length. */
  leaseMs?: number;
}

export interface Scheduler {
  /** Adds a job (before `start`). */
  add(job: Job): void;
  /**
   * Something for job `name` to do was just written: it becomes due now, and this process runs it
   * at once unless it is running already (another process finds it due at its next look).
   */
  wake(name: string): void;
  start(): Promise<void>;
  /** Stops looking and asks the runs in progress to stop; resolves once they have ended. */
  stop(): Promise<void>;
  /** Claims and runs each due job once; resolves with the names of the jobs it ran. */
  runDue(): Promise<string[]>;
}

const interval = (ms: number) => sql`${`${ms} milliseconds`}::interval`;

export const JOBS_CHANNEL = 'roadbook_jobs';

export function createScheduler({
  db,
  listen,
  log,
  pollMs = 15_000,
  leaseMs = 10 * 60_000,
}: SchedulerDependencies): Scheduler {
  const jobs: Job[] = [];
  let timer: NodeJS.Timeout | undefined;
  let wakes: ChangeFeed | undefined;
  let registered = false;
  let stopping = new AbortController();
  /** The runs in progress, by job. */
  const running = new Map<string, Promise<boolean>>();
  /** Jobs woken while they ran: looked at again once their run ends. */
  const wokenWhileRunning = new Set<string>();

  async function register(): Promise<void> {
    if (registered) return;
    await db
      .insert(scheduledJobs)
      .values(jobs.map(({ name }) => ({ name })))
      .onConflictDoNothing();
    registered = true;
  }

  async function claim(job: Job): Promise<boolean> {
    const claimed = await db
      .update(scheduledJobs)
      // Its next turn counts from now: a wake during the run moves it back to now.
      .set({
        leasedUntil: sql`now() + ${interval(leaseMs)}`,
        nextRunAt: sql`now() + ${interval(job.everyMs)}`,
      })
      .where(
        and(
          eq(scheduledJobs.name, job.name),
          lte(scheduledJobs.nextRunAt, sql`now()`),
          or(isNull(scheduledJobs.leasedUntil), lte(scheduledJobs.leasedUntil, sql`now()`)),
        ),
      )
      .returning({ name: scheduledJobs.name });
    return claimed.length > 0;
  }

  async function finish(job: Job, outcome: string): Promise<void> {
    await db
      .update(scheduledJobs)
      .set({
        leasedUntil: null,
        lastRunAt: sql`now()`,
        lastOutcome: outcome.slice(0, 500),
      })
      .where(eq(scheduledJobs.name, job.name));
  }

  /** Claims `job` and runs it if it is due; resolves with whether it ran. */
  async function runIfDue(job: Job): Promise<boolean> {
    await register();
    if (!(await claim(job))) return false;
    let outcome: string;
    try {
      const account = await job.run(new Date(), stopping.signal);
      outcome = account ?? 'done';
      if (account !== null) log.info({ job: job.name, outcome: account }, 'job done');
    } catch (error) {
      outcome = `failed: ${error instanceof Error ? error.message : String(error)}`;
      log.error({ job: job.name, err: error }, 'job failed; it runs again at its next turn');
    }
    await finish(job, outcome);
    return true;
  }

  /** Starts each job that is not running and is due, each on its own. */
  function look(): void {
    if (timer === undefined) return;
    for (const job of jobs) {
      if (running.has(job.name)) continue;
      const run = runIfDue(job)
        .catch((error: unknown) => {
          log.warn({ err: error, job: job.name }, 'jobs: the schedule cannot be read now');
          return false;
        })
        .finally(() => {
          running.delete(job.name);
          if (wokenWhileRunning.delete(job.name)) look();
        });
      running.set(job.name, run);
    }
  }

  /** A job was woken: looked at now, or once its run ends. */
  function woken(name: string): void {
    if (running.has(name)) wokenWhileRunning.add(name);
    else look();
  }

  return {
    add(job) {
      jobs.push(job);
    },
    wake(name) {
      db.update(scheduledJobs)
        .set({ nextRunAt: sql`now()` })
        .where(eq(scheduledJobs.name, name))
        .then(() => {
          woken(name);
          return db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${name})`);
        })
        .catch((error: unknown) => log.warn({ err: error, job: name }, 'jobs: a wake was not recorded'));
    },
    async start() {
      if (timer !== undefined) return;
      stopping = new AbortController();
      timer = setInterval(look, pollMs);
      timer.unref();
      look();
      const feed = await listen?.(JOBS_CHANNEL, { onNotify: woken, onGap: look });
      // Stopped while it was being opened: nothing to listen for any more.
      if (timer === undefined) await feed?.close();
      else wakes = feed;
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      stopping.abort();
      await wakes?.close();
      wakes = undefined;
      await Promise.all(running.values());
    },
    async runDue() {
      const ran: string[] = [];
      for (const job of jobs) if (await runIfDue(job)) ran.push(job.name);
      return ran;
    },
  };
}
