import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The scheduled jobs (platform/jobs): one row per job. A process runs a job only after claiming its
 * row — due, and not leased by another — in one UPDATE, so with several API processes on one
 * database each run happens once.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set while a process runs the job; a process that dies leaves it to expire. */
  leasedUntil: timestamp('leased_until', { withTimezone: true }),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  /** What the last run did or why it failed, for the logs and the back office. */
  lastOutcome: text('last_outcome'),
});
