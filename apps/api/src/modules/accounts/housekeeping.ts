// What accounts and checkouts leave behind and nobody needs: ended sessions, unanswered passkey
// challenges, the licences visitors uploaded at a checkout they never finished, unpaid online
// checkouts past their payment window and old idempotency answers. Swept every hour.
import { lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { authChallenges } from '../../db/schema/users';
import type { FileStore } from '../../integrations/storage/file-store';
import type { CheckoutService } from '../checkout/checkout.service';
import type { SessionStore } from './session-store';

/** How long a visitor's licence waits for the booking that would make it theirs. */
export const TEMP_LICENCE_HOURS = 24;
export const HOUSEKEEPING_EVERY_MS = 3_600_000;

export interface HousekeepingDependencies {
  db: Database;
  sessions: SessionStore;
  files: FileStore;
  checkout: Pick<CheckoutService, 'sweep'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

export function createHousekeeping({ db, sessions, files, checkout, log }: HousekeepingDependencies) {
  let timer: NodeJS.Timeout | undefined;

  async function runOnce(): Promise<void> {
    await sessions.sweep();
    await db.delete(authChallenges).where(lte(authChallenges.expiresAt, sql`now()`));
    const licences = await files.sweepTempLicences(TEMP_LICENCE_HOURS * 3_600_000);
    if (licences > 0) log.info({ licences }, 'housekeeping: temporary licences removed');
    const { released } = await checkout.sweep(new Date());
    if (released > 0) log.info({ released }, 'housekeeping: unpaid checkouts released their car');
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
