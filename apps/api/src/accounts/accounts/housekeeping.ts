// What accounts leave behind and nobody needs: ended sessions, unanswered passkey challenges and
// the licences visitors uploaded at a checkout they never finished. An hourly job (platform/jobs).
import { lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authChallenges } from '../../db/schema/users';
import type { FileStore } from '../../integrations/storage/file-store';
import type { Job } from '../../platform/jobs/scheduler';
import type { SessionStore } from './session-store';

/** How long a visitor's licence waits for the booking that would make it theirs. */
export const TEMP_LICENCE_HOURS = 24;

export interface HousekeepingDependencies {
  db: Database;
  sessions: SessionStore;
  files: FileStore;
}

export function createHousekeeping({ db, sessions, files }: HousekeepingDependencies): Job {
  return {
    name: 'housekeeping',
    everyMs: 3_600_000,
    async run() {
      await sessions.sweep();
      await db.delete(authChallenges).where(lte(authChallenges.expiresAt, sql`now()`));
      const licences = await files.sweepTempLicences(TEMP_LICENCE_HOURS * 3_600_000);
      return licences > 0 ? `${licences} temporary licences removed` : null;
    },
  };
}
