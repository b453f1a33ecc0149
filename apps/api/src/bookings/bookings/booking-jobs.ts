// The bookings' scheduled work (platform/jobs runs each once across processes): rentals whose
// drop-off has passed become `completed` (the system's row of the status table), and drivers are
// reminded of a pick-up the day before. Each step is idempotent: a booking completed or reminded
// is not picked again.
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { BOOKING_TRANSITIONS } from '@roadbook/domain/booking-status';
import type { BookingStatus } from '@roadbook/domain/enums';
import type { DatabaseHandle } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import type { NotificationsService } from '../notifications/notifications.service';
import { restAfterBatch } from '../../platform/jobs/pacing';
import type { Job } from '../../platform/jobs/scheduler';

const HOUR = 3_600_000;
/** Bookings handled in one transaction of a run. */
const BATCH = 100;

/** The statuses the system completes after drop-off, read from the status table. */
const COMPLETABLE: BookingStatus[] = BOOKING_TRANSITIONS.filter(
  ({ to, by }) => to === 'completed' && by.includes('system'),
).map(({ from }) => from);

/** Bookings a driver still comes to pick up. */
const TO_PICK_UP: BookingStatus[] = ['pending', 'confirmed', 'deposit', 'paid'];

export interface BookingJobsDependencies {
  database: DatabaseHandle;
  notifications: Pick<NotificationsService, 'notifyBooking' | 'announce'>;
  timeZone: string;
}

export function createBookingJobs({ database, notifications, timeZone }: BookingJobsDependencies) {
  const { db } = database;

  /**
   * Runs `step` over batches until one finds nothing or the process stops, resting between them
   * (jobs/pacing.ts); resolves with how many it handled.
   */
  async function inBatches(step: () => Promise<number>, stopping: AbortSignal): Promise<number> {
    let total = 0;
    while (!stopping.aborted) {
      const started = performance.now();
      const handled = await step();
      total += handled;
      if (handled < BATCH) break;
      await restAfterBatch(started, stopping);
    }
    return total;
  }

  async function completeBatch(now: Date): Promise<number> {
    const { ids, told } = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(inArray(bookings.status, COMPLETABLE), lte(bookings.endsAt, now)))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const done = due.map(({ id }) => id);
      if (done.length === 0) return { ids: done, told: [] };
      await tx
        .update(bookings)
        .set({ status: 'completed', isCancelRequested: false, updatedAt: now })
        .where(inArray(bookings.id, done));
      const told: string[] = [];
      for (const id of done) {
        told.push(
          ...(await notifications.notifyBooking(tx, id, {
            code: 'statusChanged',
            audience: ['driver'],
            params: { status: 'completed' },
          })),
        );
      }
      return { ids: done, told };
    });
    notifications.announce(told);
    return ids.length;
  }

  async function remindBatch(now: Date): Promise<number> {
    const { count, told } = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: bookings.id, startsAt: bookings.startsAt })
        .from(bookings)
        .where(
          and(
            inArray(bookings.status, TO_PICK_UP),
            isNull(bookings.remindedAt),
            gt(bookings.startsAt, now),
            lte(bookings.startsAt, new Date(now.getTime() + 24 * HOUR)),
            // Booked at least a day ahead: a booking made today needs no reminder of itself.
            lte(bookings.createdAt, sql`${bookings.startsAt} - interval '24 hours'`),
          ),
        )
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const told: string[] = [];
      for (const { id, startsAt } of due) {
        await tx.update(bookings).set({ remindedAt: now }).where(eq(bookings.id, id));
        told.push(
          ...(await notifications.notifyBooking(tx, id, {
            code: 'pickUpReminder',
            audience: ['driver'],
            params: { at: startsAt.toISOString(), timeZone },
          })),
        );
      }
      return { count: due.length, told };
    });
    notifications.announce(told);
    return count;
  }

  const completeRentals: Job = {
    name: 'completeRentals',
    everyMs: 10 * 60_000,
    async run(now, stopping) {
      const completed = await inBatches(() => completeBatch(now), stopping);
      return completed > 0 ? `${completed} rentals completed` : null;
    },
  };
  const pickUpReminders: Job = {
    name: 'pickUpReminders',
    everyMs: 10 * 60_000,
    async run(now, stopping) {
      const reminded = await inBatches(() => remindBatch(now), stopping);
      return reminded > 0 ? `${reminded} drivers reminded` : null;
    },
  };
  return { completeRentals, pickUpReminders };
}
