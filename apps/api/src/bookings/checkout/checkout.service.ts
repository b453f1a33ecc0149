// The checkout (product-rules.md § Bookings): a driver books a car for a period. The server prices
// it again, checks every rule (the car offers the place and the options, the supplier the payment
// choice and the length, the driver's age and licence), and creates the booking in one transaction:
// pay at the counter → pending; online → void, holding the car for the payment window. The
// exclusion constraint makes a second booking of the car for an overlapping period impossible.
import { createHash } from 'node:crypto';
import { eq, lte } from 'drizzle-orm';
import { z } from 'zod';
import { initialBookingStatus } from '@roadbook/domain/booking-status';
import { amountsDue, assertPaymentChoice, driverMinimumAge } from '@roadbook/domain/checkout';
import type { CheckoutAnswer, CheckoutBody } from '@roadbook/domain/contracts/checkout';
import {
  makeDriverSchema,
  makeMissingDriverSchema,
  missingDriverFields,
  type Driver,
} from '@roadbook/domain/driver-schema';
import type { BookingStatus, PaymentProvider } from '@roadbook/domain/enums';
import type { Language } from '@roadbook/domain/constants';
import { DomainError } from '@roadbook/domain/error-codes';
import type { Database, DatabaseHandle } from '../../db/client';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/pg-error';
import { bookingAdditionalDrivers, checkoutRequests } from '../../db/schema/bookings';
import { parseRequestPart } from '../../http/parse-input';
import type { FileStore } from '../../integrations/storage/file-store';
import type { AccountsService } from '../../accounts/accounts/accounts.service';
import type { ActiveSession } from '../../accounts/accounts/session-store';
import { newToken } from '../../platform/credentials/tokens';
import type { CarsService } from '../../catalogue/cars/cars.service';
import { parseRentalPeriod } from '../../http/rental-period-input';
import type { BookingEmails } from '../bookings/booking-emails';
import { assertCarOffered, inBookingTransaction, insertBooking, planBooking } from '../bookings/booking-plan';
import type { NotificationsService } from '../notifications/notifications.service';
import { releaseExpiredHolds } from '../bookings/bookings.queries';
import type { EmailService } from '../../platform/email/email.service';
import type { CurrentSiteSettings } from '../../platform/site-settings/site-settings.service';
import { openToken, requestKeyHash, sealToken } from './idempotent-answers';

/** How long a checkout's answer is kept for a repeated Idempotency-Key. */
export const IDEMPOTENCY_HOURS = 24;

export interface CheckoutServiceDependencies {
  database: DatabaseHandle;
  cars: Pick<CarsService, 'getBookableCar' | 'timeZone'>;
  accounts: Pick<AccountsService, 'createDriverAccount' | 'accountRow' | 'updateAccount'>;
  emails: Pick<EmailService, 'wake'>;
  bookingEmails: Pick<BookingEmails, 'queueConfirmation'>;
  notifications: Pick<NotificationsService, 'announce'>;
  files: Pick<FileStore, 'promoteTempLicence' | 'removeLicence'>;
  /**
   * The site settings now: the marketplace's minimum driver age (a car may ask for more) and how long
   * an online checkout holds the car while the driver pays (paymentWindowMinutes).
   */
  siteSettings: CurrentSiteSettings;
  /** The ways to pay online, the default first. */
  paymentProviders: readonly [PaymentProvider, ...PaymentProvider[]];
}

/** Who checks out: a signed-in account, or a visitor who gives their details. */
export interface Checkouter {
  session: ActiveSession | null;
  /** The page's language: a visitor's new account speaks it. */
  language: Language;
}

function fingerprintOf(session: ActiveSession | null, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify({ user: session?.user.id ?? null, body }))
    .digest('hex');
}

/** The driver's details checked at `now` against `minimumAge`, under `field` (driver, additionalDriver). */
function parseDriver(
  value: unknown,
  field: 'driver' | 'additionalDriver',
  now: Date,
  rules: { minimumAge: number; timeZone: string },
): Driver {
  const schema = z.object({ [field]: makeDriverSchema(now, rules) });
  const parsed = parseRequestPart(schema, { [field]: value ?? {} }, 'body');
  return parsed[field] as Driver;
}

/**
 * What checkouts leave behind: unpaid holds past their window are released, and stored answers
 * older than IDEMPOTENCY_HOURS are dropped.
 */
export async function sweepCheckouts(db: Database, now: Date): Promise<{ released: number }> {
  const released = await releaseExpiredHolds(db, now);
  await db
    .delete(checkoutRequests)
    .where(lte(checkoutRequests.createdAt, new Date(now.getTime() - IDEMPOTENCY_HOURS * 3_600_000)));
  return { released };
}

export function createCheckoutService(deps: CheckoutServiceDependencies) {
  const { db } = deps.database;

  /** The answer stored for `key`, with the visitor's token it gave; 422 for another request's key. */
  async function storedAnswer(
    key: string,
    fingerprint: string,
  ): Promise<{ answer: CheckoutAnswer; accessToken: string | null } | null> {
    const [row] = await db
      .select({
        fingerprint: checkoutRequests.fingerprint,
        answer: checkoutRequests.answer,
        accessTokenSealed: checkoutRequests.accessTokenSealed,
      })
      .from(checkoutRequests)
      .where(eq(checkoutRequests.key, requestKeyHash(key)));
    if (!row) return null;
    if (row.fingerprint !== fingerprint) throw new DomainError('common.idempotencyKeyReused');
    return {
      answer: row.answer as CheckoutAnswer,
      accessToken: row.accessTokenSealed === null ? null : openToken(row.accessTokenSealed, key),
    };
  }

  /**
   * The signed-in driver's account, checked as a driver of this car. The details it lacks (erased
   * by "Delete my data") come from the body's `driver`, checked as a visitor's (field codes at
   * driver.phone…), and are returned to be kept on the account with the booking.
   */
  async function accountDriver(
    session: ActiveSession,
    given: unknown,
    rules: { minimumAge: number; timeZone: string },
    now: Date,
  ) {
    if (session.user.type !== 'user') throw new DomainError('booking.driversOnly');
    const row = await deps.accounts.accountRow(db, session.user.id);
    if (!row) throw new DomainError('common.notFound');
    const missing = missingDriverFields(row);
    const completed =
      missing.length === 0
        ? {}
        : parseRequestPart(
            z.object({ driver: makeMissingDriverSchema(now, rules, missing) }),
            { driver: given ?? {} },
            'body',
          ).driver;
    const driver = {
      fullName: row.fullName,
      email: row.email,
      phone: row.phone ?? '',
      birthDate: row.birthDate ?? '',
    };
    parseDriver({ ...driver, ...completed }, 'driver', now, rules);
    return { ...row, completed };
  }

  /** A checkout's terms, every rule checked before anything is written. */
  async function checkoutTerms(input: CheckoutBody, who: Checkouter, now: Date) {
    const period = parseRentalPeriod(input, now, 'body');
    const bookable = await deps.cars.getBookableCar(input.carId);
    assertCarOffered(bookable.car);
    const plan = planBooking(bookable, input, period, {
      timeZone: deps.cars.timeZone,
      refusePlace: (field) => new DomainError('validation.invalidValue', { field }),
    });
    const { car, quote } = plan;
    assertPaymentChoice(input.payment, {
      isPayAtCounterAllowed: car.supplier.isPayAtCounterAllowed,
      depositMinor: car.deposit,
    });
    const settings = await deps.siteSettings();
    const rules = {
      minimumAge: driverMinimumAge(settings.minimumAge, car.minimumAge),
      timeZone: deps.cars.timeZone,
    };
    const account = who.session ? await accountDriver(who.session, input.driver, rules, now) : null;
    const visitor = account ? null : parseDriver(input.driver, 'driver', now, rules);
    const additionalDriver = plan.options.additionalDriver
      ? parseDriver(input.additionalDriver, 'additionalDriver', now, rules)
      : null;
    if (car.isLicenceRequired && (account ? account.licence === null : input.licence === undefined)) {
      throw new DomainError('booking.licenceRequired');
    }
    const isOnline = input.payment !== 'counter';
    return {
      plan,
      account,
      visitor,
      additionalDriver,
      ...amountsDue(quote.totalMinor, input.payment, car.deposit),
      paymentExpiresAt: isOnline ? new Date(now.getTime() + settings.paymentWindowMinutes * 60_000) : null,
    };
  }

  type CheckoutTerms = Awaited<ReturnType<typeof checkoutTerms>>;

  /** What the checkout answers: the booking, and what to pay online (null at the counter). */
  function answerOf(booking: { id: string; status: BookingStatus }, terms: CheckoutTerms): CheckoutAnswer {
    const { quote } = terms.plan;
    return {
      booking: {
        id: booking.id,
        status: booking.status,
        quote,
        totalMinor: quote.totalMinor,
        dueNowMinor: terms.dueNowMinor,
        dueAtCounterMinor: terms.dueAtCounterMinor,
      },
      payment:
        terms.paymentExpiresAt === null
          ? null
          : {
              purpose: 'booking',
              providers: [...deps.paymentProviders],
              amountMinor: terms.dueNowMinor,
              currency: 'USD',
              expiresAt: terms.paymentExpiresAt.toISOString(),
            },
    };
  }

  /** A checkout being written: its request, and what its transaction leaves to undo or to tell. */
  interface Placing {
    input: CheckoutBody;
    who: Checkouter;
    idempotencyKey: string | undefined;
    fingerprint: string;
    /** The visitor's licence moved out of the temporary folder, removed if the booking rolls back. */
    promotedLicence: string | null;
  }

  /**
   * Writes the booking of `terms` in one transaction: the visitor's account (or the details the
   * account lacked), the booking with a visitor's access token, its additional driver, a counter
   * booking's confirmation, and the answer kept for the Idempotency-Key.
   */
  async function place(terms: CheckoutTerms, placing: Placing, now: Date) {
    const { input, who, idempotencyKey } = placing;
    const { plan, account } = terms;
    return inBookingTransaction(db, plan.car.id, now, async (tx) => {
      const driverId = account ? account.id : (await createVisitorAccount(tx, terms.visitor as Driver)).id;
      if (account && Object.keys(account.completed).length > 0) {
        await deps.accounts.updateAccount(tx, account.id, account.completed);
      }
      const access = account === null ? newToken() : null;
      const booking = await insertBooking(tx, plan, {
        driverId,
        status: initialBookingStatus(input.payment),
        paymentChoice: input.payment,
        dueNowMinor: terms.dueNowMinor,
        paymentExpiresAt: terms.paymentExpiresAt,
        accessTokenHash: access?.tokenHash ?? null,
      });
      if (terms.additionalDriver) {
        await tx
          .insert(bookingAdditionalDrivers)
          .values({ bookingId: booking.id, ...terms.additionalDriver });
      }
      // A booking at the counter is made now; an online one once it is paid (payments).
      const told =
        input.payment === 'counter' ? await deps.bookingEmails.queueConfirmation(tx, booking.id, now) : [];
      const answer = answerOf(booking, terms);
      if (idempotencyKey !== undefined) {
        await tx.insert(checkoutRequests).values({
          key: requestKeyHash(idempotencyKey),
          fingerprint: placing.fingerprint,
          bookingId: booking.id,
          answer,
          accessTokenSealed: access === null ? null : sealToken(access.token, idempotencyKey),
        });
      }
      return { answer, told, accessToken: access?.token ?? null };
    });

    /** A visitor's account, made by this checkout: not verified, no password until its email sets one. */
    async function createVisitorAccount(tx: Database, driver: Driver) {
      const row = await deps.accounts.createDriverAccount(
        tx,
        {
          fullName: driver.fullName,
          email: driver.email,
          phone: driver.phone,
          birthDate: driver.birthDate,
          language: who.language,
        },
        'driver.email',
      );
      if (input.licence !== undefined) {
        placing.promotedLicence = await deps.files.promoteTempLicence(input.licence, row.id);
        await deps.accounts.updateAccount(tx, row.id, { licence: placing.promotedLicence });
      }
      return row;
    }
  }

  return {
    /** What checkouts leave behind (sweepCheckouts), for the job that releases unpaid checkouts. */
    sweep: (now: Date) => sweepCheckouts(db, now),

    /**
     * Books the car. 201 with the booking and what to pay online (null at the counter). 409
     * booking.carUnavailable when the car is taken for an overlapping period; the same request sent
     * again under the same Idempotency-Key gets the first answer back, with the same visitor's token.
     */
    async checkout(
      input: CheckoutBody,
      who: Checkouter,
      idempotencyKey: string | undefined,
      now: Date,
    ): Promise<CheckoutAnswer> {
      const fingerprint = fingerprintOf(who.session, input);
      /** A visitor's page gets the token of its booking; a signed-in driver's needs none. */
      const withAccess = (answer: CheckoutAnswer, accessToken: string | null): CheckoutAnswer =>
        who.session !== null || accessToken === null
          ? answer
          : { ...answer, booking: { ...answer.booking, accessToken } };
      const earlierAnswer = async () => {
        if (idempotencyKey === undefined) return null;
        const earlier = await storedAnswer(idempotencyKey, fingerprint);
        return earlier ? withAccess(earlier.answer, earlier.accessToken) : null;
      };

      const replayed = await earlierAnswer();
      if (replayed) return replayed;
      const terms = await checkoutTerms(input, who, now);
      const placing: Placing = { input, who, idempotencyKey, fingerprint, promotedLicence: null };
      try {
        const { answer, told, accessToken } = await place(terms, placing, now);
        deps.emails.wake();
        deps.notifications.announce(told);
        return withAccess(answer, accessToken);
      } catch (error) {
        // Rolled back with the booking.
        if (placing.promotedLicence !== null) {
          await deps.files.removeLicence(placing.promotedLicence).catch(() => {});
        }
        // The same request may have won meanwhile (its booking, or its visitor's account): its answer
        // is this one's.
        const earlier = await earlierAnswer();
        if (earlier) return earlier;
        if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) {
          throw new DomainError('common.notFound', { field: 'dropOffLocationId' });
        }
        throw error;
      }
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
