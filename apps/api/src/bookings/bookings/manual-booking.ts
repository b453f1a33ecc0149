// A booking made by hand in the back office (product-rules.md § Bookings): a supplier holds one of
// its cars, an admin any car, for a driver named by their email. The server prices it as the checkout
// does (quoteRental, never an amount from the body) and checks the same period rules; the booking is
// `reserved`, paid at the counter. The driver is the account of the email, or one made as a
// visitor's checkout makes it; in one transaction: that account and its "set your password" email,
// the booking (the overlap constraint and the blocks' trigger refuse a car taken: 409
// booking.carUnavailable), the driver's confirmation and the audit event. A booking for an email
// that already has an account waits for that driver's acceptance: until then it holds the name the
// agency typed, and its supplier sees nothing of the account (no name, phone or licence).
import { bookingNumber } from '@roadbook/domain/checkout';
import type { Language } from '@roadbook/domain/constants';
import { CAR_OPTIONS } from '@roadbook/domain/enums';
import { DomainError } from '@roadbook/domain/error-codes';
import type { ManualBookingInput } from '@roadbook/domain/manual-booking-schema';
import type { Database, DatabaseHandle } from '../../db/client';
import { invalidField } from '../../http/parse-input';
import type { BackOfficeUser } from '../../plugins/session';
import type { AccountsService } from '../../accounts/accounts/accounts.service';
import type { AuditService } from '../../platform/audit/audit.service';
import type { CarsService } from '../../catalogue/cars/cars.service';
import { parseRentalPeriod } from '../../http/rental-period-input';
import type { EmailService } from '../../platform/email/email.service';
import { fleetScopeOf } from '../../platform/fleet-scope/fleet-scope';
import { selectScopedCar } from '../../platform/fleet-scope/fleet-scope.queries';
import type { NotificationsService } from '../notifications/notifications.service';
import type { BookingEmails } from './booking-emails';
import {
  assertCarOffered,
  inBookingTransaction,
  insertBooking,
  planBooking,
  type BookingPlan,
} from './booking-plan';
import { lockLocation } from './bookings.queries';

export interface ManualBookingsDependencies {
  database: DatabaseHandle;
  cars: Pick<CarsService, 'getBookableCar' | 'timeZone'>;
  accounts: Pick<AccountsService, 'createDriverAccount' | 'accountRowByEmail'>;
  emails: Pick<EmailService, 'wake'>;
  bookingEmails: Pick<BookingEmails, 'queueConfirmation'>;
  notifications: Pick<NotificationsService, 'announce'>;
  audit: Pick<AuditService, 'record'>;
}

export function createManualBookings(deps: ManualBookingsDependencies) {
  const { db } = deps.database;

  /**
   * The driver account of `input.driverEmail`: a driver's (not suspended), which must accept the
   * booking, else a new one made as a visitor's checkout makes it, speaking `language`, which holds
   * only what the agency typed. 400 validation.notDriverAccount at driverEmail for an admin's, a
   * supplier's or a suspended account.
   */
  async function driverOf(tx: Database, input: ManualBookingInput, typedName: string, language: Language) {
    const found = await deps.accounts.accountRowByEmail(tx, input.driverEmail);
    if (found) {
      if (found.type !== 'user' || found.isBlacklisted) {
        throw invalidField('driverEmail', 'validation.notDriverAccount', 'body');
      }
      return { driver: found, mustAccept: true };
    }
    const driver = await deps.accounts.createDriverAccount(
      tx,
      { fullName: typedName, email: input.driverEmail, phone: null, birthDate: null, language },
      'driverEmail',
    );
    return { driver, mustAccept: false };
  }

  /** The car as the checkout reads it, offered: a supplier that is not public offers none. */
  async function offeredCar(carId: string) {
    const bookable = await deps.cars.getBookableCar(carId).catch((error: unknown) => {
      if (error instanceof DomainError && error.code === 'common.notFound') {
        throw new DomainError('booking.carUnavailable');
      }
      throw error;
    });
    assertCarOffered(bookable.car);
    return bookable;
  }

  /** The booking's creation in the audit trail, with what it was made of. */
  function recordCreation(
    tx: Database,
    user: BackOfficeUser,
    bookingId: string,
    { car, period, quote, options, pickUpLocationId, dropOffLocationId }: BookingPlan,
    driver: { id: string; email: string },
  ) {
    return deps.audit.record(tx, {
      actorId: user.id,
      action: 'create',
      recordKind: 'booking',
      recordId: bookingId,
      recordLabel: bookingNumber(bookingId),
      before: null,
      after: {
        status: 'reserved',
        carId: car.id,
        carName: car.name,
        driverId: driver.id,
        driverEmail: driver.email,
        pickUpLocationId,
        dropOffLocationId,
        from: period.from.toISOString(),
        to: period.to.toISOString(),
        options: CAR_OPTIONS.filter((option) => options[option]),
        paymentChoice: 'counter',
        totalMinor: quote.totalMinor,
      },
    });
  }

  return {
    /**
     * Reserves the car for the driver and resolves with the booking's id. 404 common.notFound for a
     * car outside the reader's fleet; 409 booking.carUnavailable for a car not offered (made
     * unavailable, coming soon, fully booked, or its supplier not public) or taken over the period.
     */
    async book(
      user: BackOfficeUser,
      input: ManualBookingInput,
      language: Language,
      now: Date,
    ): Promise<string> {
      const scope = fleetScopeOf(user);
      // Nothing is said about a car the reader cannot see.
      if (!(await selectScopedCar(db, input.carId, scope))) throw new DomainError('common.notFound');
      const period = parseRentalPeriod(input, now, 'body');
      const plan = planBooking(await offeredCar(input.carId), input, period, {
        timeZone: deps.cars.timeZone,
        refusePlace: (field) => invalidField(field, 'validation.invalidValue', 'body'),
      });
      const { car, dropOffLocationId } = plan;

      let told: string[] = [];
      const bookingId = await inBookingTransaction(db, car.id, now, async (tx) => {
        // The car stays the reader's, and its writes wait for each other, until this commits.
        const locked = await selectScopedCar(tx, car.id, scope, true);
        if (!locked) throw new DomainError('common.notFound');
        if (!(await lockLocation(tx, dropOffLocationId))) {
          throw invalidField('dropOffLocationId', 'validation.invalidValue', 'body');
        }
        const [localPart = input.driverEmail] = input.driverEmail.split('@');
        const typedName = input.driverFullName ?? localPart;
        const { driver, mustAccept } = await driverOf(tx, input, typedName, language);
        const booking = await insertBooking(tx, plan, {
          driverId: driver.id,
          status: 'reserved',
          paymentChoice: 'counter',
          dueNowMinor: 0,
          typedDriverName: typedName,
          driverAcceptedAt: mustAccept ? null : now,
        });
        told = await deps.bookingEmails.queueConfirmation(tx, booking.id, now);
        await recordCreation(tx, user, booking.id, plan, driver);
        return booking.id;
      });
      deps.emails.wake();
      deps.notifications.announce(told);
      return bookingId;
    },
  };
}

export type ManualBookings = ReturnType<typeof createManualBookings>;
