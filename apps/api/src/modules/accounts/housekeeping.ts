// What accounts leave behind and nobody needs: ended sessions, unanswered passkey challenges, and
// the licences visitors uploaded at a checkout they never finished. Swept every hour.
import { lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { authChallenges } from '../../db/schema/users';
import type { FileStore } from '../../integrations/storage/file-store';
import type { SessionStore } from './session-store';

/** How long a visitor's licence waits for the booking that would make it theirs. */
export const TEMP_LICENCE_HOURS = 24;
export const HOUSEKEEPING_EVERY_MS = 3_600_000;

export interface HousekeepingDependencies {
  db: Database;
  sessions: SessionStore;
  files: FileStore;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

export function createHousekeeping({ db, sessions, files, log }: HousekeepingDependencies) {
  let timer: NodeJS.Timeout | undefined;

  async function runOnce(): Promise<void> {
    await sessions.sweep();
    await db.delete(authChallenges).where(lte(authChallenges.expiresAt, sql`now()`));
    const licences = await files.sweepTempLicences(TEMP_LICENCE_HOURS * 3_600_000);
    if (licences > 0) log.info({ licences }, 'housekeeping: temporary licences removed');
  }

  const runLogged = () =>
    runOnce().catch((error: unknown) => log.warn({ err: error }, 'housekeeping failed; next run in an hour'));

  return {
    runOnce,
    start(): void {
      void runLogged();
      timer = setInterval(() => void runLogged(), HOUSEKEEPING_EVERY_MS);
      timer.unref();
    },
    stop(): void {
      clearInterval(timer);
    },
  };
}
