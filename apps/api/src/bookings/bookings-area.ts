// The bookings area: the checkout and the ways to pay (PayPal, Stripe, BTCPay, the test gateway),
// the bookings as drivers, agencies and admins see and change them, refunds, the calendar of the
// cars and their blocks, the bookings made by hand and their export (whose routes are the back
// office's), the notifications, and the jobs that move bookings on.
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsService } from '../accounts/accounts/accounts.service';
import type { CarsService } from '../catalogue/cars/cars.service';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { Platform } from '../platform/platform-area';
import { createBookingAmendments } from './bookings/booking-amendments';
import { createBookingEmails } from './bookings/booking-emails';
import { createBookingJobs } from './bookings/booking-jobs';
import { bookingRoutes } from './bookings/bookings.routes';
import { createBookingsService } from './bookings/bookings.service';
import { createBookingsExport } from './bookings/bookings-export';
import { createManualBookings } from './bookings/manual-booking';
import { createCalendarService } from './calendar/calendar.service';
import { createCarBlocksService } from './calendar/car-blocks.service';
import { checkoutRoutes } from './checkout/checkout.routes';
import { createCheckoutService } from './checkout/checkout.service';
import { createNotificationBus, createRedisNotificationBus } from './notifications/notification-bus';
import { notificationsRoutes } from './notifications/notifications.routes';
import { createNotificationsService } from './notifications/notifications.service';
import { createPaymentRails, paymentRoutes } from './payments/payment-rails';
import { createPaymentsService } from './payments/payments.service';
import { createRefundsService, REFUNDS_JOB } from './refunds/refunds.service';

export interface BookingsAreaDependencies {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  platform: Pick<
    Platform,
    'redis' | 'emails' | 'adminNotices' | 'files' | 'audit' | 'currentSettings' | 'scheduler'
  >;
  cars: CarsService;
  accounts: Pick<
    AccountsService,
    'createDriverAccount' | 'accountRow' | 'accountRowByEmail' | 'updateAccount'
  >;
}

export function createBookingsArea({
  app,
  config,
  database,
  platform,
  cars,
  accounts,
}: BookingsAreaDependencies) {
  const { redis, emails, adminNotices, audit, currentSettings, scheduler } = platform;
  const { timeZone } = config;
  const notifications = createNotificationsService({
    database,
    emails,
    bus: redis ? createRedisNotificationBus(redis) : createNotificationBus(),
  });
  const refunds = createRefundsService({ database, notifications, jobs: scheduler, log: app.log });
  const bookingEmails = createBookingEmails({ emails, adminNotices, notifications, timeZone });
  const paymentProviders = config.payments.providers;
  const checkout = createCheckoutService({
    database,
    cars,
    accounts,
    emails,
    bookingEmails,
    notifications,
    files: platform.files,
    siteSettings: currentSettings,
    paymentProviders,
  });
  const bookings = createBookingsService({
    database,
    timeZone,
    paymentProviders,
    siteSettings: currentSettings,
    notifications,
    refunds,
    audit,
  });
  const amendments = createBookingAmendments({
    database,
    cars,
    notifications,
    refunds,
    siteSettings: currentSettings,
  });
  const payments = createPaymentsService({ database, bookingEmails, notifications, refunds, log: app.log });
  const paymentRails = createPaymentRails({
    settings: config.payments,
    database,
    payments,
    siteUrl: config.siteUrl,
    log: app.log,
  });
  // What the back office does with bookings: every change written to the audit trail.
  const manualBookings = createManualBookings({
    database,
    cars,
    accounts,
    emails,
    bookingEmails,
    notifications,
    audit,
  });
  const bookingsExport = createBookingsExport({ database, timeZone });
  const calendar = createCalendarService({ database, timeZone });
  const carBlocks = createCarBlocksService({ database, audit });

  const bookingJobs = createBookingJobs({ database, notifications, timeZone });
  scheduler.add({
    name: 'releaseUnpaidCheckouts',
    everyMs: 60_000,
    run: async (now) => {
      const { released } = await checkout.sweep(now);
      return released > 0 ? `${released} unpaid checkouts released their car` : null;
    },
  });
  scheduler.add({
    name: REFUNDS_JOB,
    everyMs: 60_000,
    run: async () => {
      const tried = await refunds.sendDue(paymentRails.refund);
      return tried > 0 ? `${tried} refunds tried` : null;
    },
  });
  scheduler.add(bookingJobs.completeRentals);
  scheduler.add(bookingJobs.pickUpReminders);

  const routes: FastifyPluginAsyncZod = async (api) => {
    await api.register(checkoutRoutes, { checkout, formRateLimit: config.accounts.formRateLimit });
    await api.register(paymentRoutes, { rails: paymentRails });
    await api.register(bookingRoutes, { bookings, amendments });
    await api.register(notificationsRoutes, { notifications });
  };

  return { bookings, manualBookings, bookingsExport, calendar, carBlocks, routes };
}

export type BookingsArea = ReturnType<typeof createBookingsArea>;
