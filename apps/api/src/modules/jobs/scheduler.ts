// Scheduled work on the database (product-rules.md § Bookings): each job has a row in
// `scheduled_jobs`, and a process runs a job only after claiming that row in one UPDATE — due, and
// not leased — so with several API processes on one database each run happens once. A run that
// fails is logged and tried again at its next turn; a process that dies mid-run leaves the lease
// to expire.
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
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
  /** Does the work; resolves with a short account of it for the log (null: nothing to tell). */
  run(now: Date): Promise<string | null>;
}

export interface SchedulerDependencies {
  db: Database;
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
  start(): void;
  /** Stops looking; resolves once the run in progress, if any, has ended. */
  stop(): Promise<void>;
  /** Claims and runs each due job once; resolves with the names of the jobs it ran. */
  runDue(): Promise<string[]>;
}

const interval = (ms: number) => sql`${`${ms} milliseconds`}::interval`;

export function createScheduler({
  db,
  log,
  pollMs = 15_000,
  leaseMs = 10 * 60_000,
}: SchedulerDependencies): Scheduler {
  const jobs: Job[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let registered = false;
  /** A wake came while a run was going: look again once it ends. */
  let again = false;

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

  async function runDue(): Promise<string[]> {
    await register();
    const ran: string[] = [];
    for (const job of jobs) {
      if (!(await claim(job))) continue;
      ran.push(job.name);
      let outcome: string;
      try {
        const account = await job.run(new Date());
        outcome = account ?? 'done';
        if (account !== null) log.info({ job: job.name, outcome: account }, 'job done');
      } catch (error) {
        outcome = `failed: ${error instanceof Error ? error.message : String(error)}`;
        log.error({ job: job.name, err: error }, 'job failed; it runs again at its next turn');
      }
      await finish(job, outcome);
    }
    return ran;
  }

  function tick(): void {
    again = false;
    running = runDue()
      .catch((error: unknown) => log.warn({ err: error }, 'jobs: the schedule cannot be read now'))
      .finally(() => {
        running = undefined;
        if (again && timer !== undefined) tick();
      });
  }

  return {
    add(job) {
      jobs.push(job);
    },
    wake(name) {
      db.update(scheduledJobs)
        .set({ nextRunAt: sql`now()` })
        .where(eq(scheduledJobs.name, name))
        .then(
          () => {
            if (timer === undefined) return;
            if (running === undefined) tick();
            else again = true;
          },
          (error: unknown) => log.warn({ err: error, job: name }, 'jobs: a wake was not recorded'),
        );
    },
    start() {
      if (timer !== undefined) return;
      tick();
      timer = setInterval(() => {
        if (running === undefined) tick();
      }, pollMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
    runDue,
  };
}
