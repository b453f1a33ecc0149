import rateLimit from '@fastify/rate-limit';
import Fastify, {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { healthRoutes } from './modules/health/health.routes';
import { createHealthService } from './modules/health/health.service';
import { siteRoutes } from './modules/site/site.routes';
import { createSiteService } from './modules/site/site.service';
import { siteSettingsRoutes } from './modules/site-settings/site-settings.routes';
import { createSiteSettingsService } from './modules/site-settings/site-settings.service';
import { locationsRoutes } from './modules/locations/locations.routes';
import { createLocationsService } from './modules/locations/locations.service';
import { countriesRoutes } from './modules/countries/countries.routes';
import { createCountriesService } from './modules/countries/countries.service';
import { suppliersRoutes } from './modules/suppliers/suppliers.routes';
import { createSuppliersService } from './modules/suppliers/suppliers.service';
import { currencyRoutes } from './modules/currency/currency.routes';
import { createCurrencyRatesService } from './modules/currency/currency.service';
import { geoRoutes } from './modules/geo/geo.routes';
import { createGeoService } from './modules/geo/geo.service';
import { carRoutes } from './modules/cars/cars.routes';
import { createCarSearchIndex } from './modules/cars/search/car-search-index';
import { createCarsService } from './modules/cars/cars.service';
import { createBookingEmails } from './modules/bookings/booking-emails';
import { bookingRoutes } from './modules/bookings/bookings.routes';
import { createBookingAmendments } from './modules/bookings/booking-amendments';
import { createBookingsService } from './modules/bookings/bookings.service';
import { checkoutRoutes } from './modules/checkout/checkout.routes';
import { createPaymentsService } from './modules/payments/payments.service';
import { createPaymentRails, paymentRoutes } from './modules/payments/payment-rails';
import { createCheckoutService } from './modules/checkout/checkout.service';
import { quoteRoutes } from './modules/quotes/quotes.routes';
import { createQuotesService } from './modules/quotes/quotes.service';
import { serializeRequest } from './http/log-redaction';
import { createEmailService } from './modules/email/email.service';
import { outboxRoutes } from './modules/email/outbox.routes';
import { createOutboxService } from './modules/email/outbox.service';
import { createSessionStore } from './modules/accounts/session-store';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { createAccountsService } from './modules/accounts/accounts.service';
import { createSocialAccountsService } from './modules/accounts/social-accounts.service';
import { passkeysRoutes } from './modules/passkeys/passkeys.routes';
import { createPasskeysService } from './modules/passkeys/passkeys.service';
import { createSocialSignIn } from './integrations/social-sign-in/social-sign-in';
import { createRecaptcha } from './integrations/recaptcha/recaptcha';
import { recaptchaRoutes } from './modules/recaptcha/recaptcha.routes';
import { createAdminNoticesService } from './modules/admin-notices/admin-notices.service';
import { leadsRoutes } from './modules/leads/leads.routes';
import { createLeadsService } from './modules/leads/leads.service';
import { contactRoutes } from './modules/contact/contact.routes';
import { createContactService } from './modules/contact/contact.service';
import { helpRoutes } from './modules/help/help.routes';
import { createHelpService } from './modules/help/help.service';
import { internalRoutes } from './modules/internal/internal.routes';
import { createInternalService } from './modules/internal/internal.service';
import { mailingListRoutes } from './modules/mailing-list/mailing-list.routes';
import { createMailingListService } from './modules/mailing-list/mailing-list.service';
import { adminSuppliersRoutes } from './modules/admin-suppliers/admin-suppliers.routes';
import { createAdminSuppliersService } from './modules/admin-suppliers/admin-suppliers.service';
import { adminDriversRoutes } from './modules/admin-drivers/admin-drivers.routes';
import { createAdminDriversService } from './modules/admin-drivers/admin-drivers.service';
import { adminPlacesRoutes } from './modules/admin-places/admin-places.routes';
import { createAdminPlacesService } from './modules/admin-places/admin-places.service';
import { adminHelpRoutes } from './modules/admin-help/admin-help.routes';
import { createAdminHelpService } from './modules/admin-help/admin-help.service';
import { adminLeadsRoutes } from './modules/leads/admin-leads.routes';
import { createAdminLeadsService } from './modules/leads/admin-leads.service';
import { auditRoutes } from './modules/audit/audit.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { createAuditService } from './modules/audit/audit.service';
import { fleetRoutes } from './modules/fleet/fleet.routes';
import { createFleetService } from './modules/fleet/fleet.service';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { createCalendarService } from './modules/calendar/calendar.service';
import { createCarBlocksService } from './modules/calendar/car-blocks.service';
import { manualBookingRoutes } from './modules/bookings/manual-booking.routes';
import { createManualBookings } from './modules/bookings/manual-booking';
import { bookingsExportRoutes } from './modules/bookings/bookings-export.routes';
import { createBookingsExport } from './modules/bookings/bookings-export';
import { supplierAccountsRoutes } from './modules/supplier-accounts/supplier-accounts.routes';
import { createSupplierAccountsService } from './modules/supplier-accounts/supplier-accounts.service';
import { registerSessions } from './plugins/session';
import fastifyMultipart from '@fastify/multipart';
import { createFileStore } from './integrations/storage/file-store';
import { multipartOptions } from './integrations/storage/multipart-file';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { leavingRoutes } from './modules/users/leaving.routes';
import { createLeavingService } from './modules/users/leaving.service';
import { createHousekeeping } from './modules/accounts/housekeeping';
import { createBookingJobs } from './modules/bookings/booking-jobs';
import { createScheduler, type Job } from './modules/jobs/scheduler';
import { createNotificationBus, createRedisNotificationBus } from './modules/notifications/notification-bus';
import { memoryFailureLimiters } from './modules/accounts/failure-limiter';
import { redisFailureLimiters } from './modules/accounts/redis-failure-limiter';
import { createRedisSharedRates } from './modules/currency/shared-rates';
import { createRedisChangeSignal } from './shared-state/change-signal';
import { connectRedis } from './shared-state/redis';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createRefundsService, REFUNDS_JOB } from './modules/refunds/refunds.service';
import { validatorCompiler } from './http/request-validation';
import { frameworkErrorOptions, registerErrorHandling } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { addressKey } from './http/client-address';
import { registerSecurityHeaders } from './plugins/security';
import { registerUploads, registerWebApp } from './plugins/web-app';
import { seoRoutes } from './modules/seo/seo.routes';
import { createSeoService } from './modules/seo/seo.service';
import { createPageData } from './modules/pages/page-data';
import { createPagesService } from './modules/pages/pages.service';
import { defaultWebDistDir } from './paths';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
  /** What this process does (decision 0025); `all` unless started as one of several processes. */
  role?: ProcessRole;
}

/**
 * `all`: one process does everything. With several (server.ts, cluster.ts): `web` processes answer
 * requests and keep the search index; one `background` process, at a lower CPU priority, runs the
 * scheduled jobs and sends the emails, so that their work never holds a request behind it.
 */
export type ProcessRole = 'all' | 'web' | 'background';

/**
 * Standard output written without blocking (sonic-boom, flushed on exit): a synchronous write per
 * line held every request behind the terminal or the pipe of the process manager (docs/performance.md).
 * One for the process, whatever number of apps it builds.
 */
let standardOutput: pino.DestinationStream | undefined;

function loggerOptions(config: Config, stream: AppDependencies['logStream']): FastifyServerOptions['logger'] {
  const options = {
    level: config.log.level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: { req: serializeRequest },
  };
  if (stream) return { ...options, stream };
  if (config.log.pretty) return { ...options, transport: { target: 'pino-pretty' } };
  // At most PIPE_BUF (4 KiB) per write, whole lines: several processes' lines never interleave on a pipe.
  standardOutput ??= pino.destination({ dest: 1, sync: false, maxWrite: 4096 });
  return { ...options, stream: standardOutput };
}

/** One log line per request, once it is answered: its address, status and time (Fastify writes two). */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * The whole site, top to bottom: plugins, then each module's service built from its dependencies
 * (the database, its slice of the configuration, the logger, other services), then the API routes,
 * which see only services, then the web app.
 */
export async function buildApp({ config, database, logStream, role = 'all' }: AppDependencies) {
  const answersRequests = role !== 'background';
  const worksInBackground = role !== 'web';
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    logController: new OneLinePerRequest(),
    bodyLimit: 1024 * 1024,
    // Ready once the car search's index is read: seconds for 100,000 cars, more while processes start together.
    pluginTimeout: 120_000,
    ...frameworkErrorOptions,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
  await registerSecurityHeaders(app, {
    mapTileSource: config.mapTileSource,
    isRecaptchaOn: config.recaptcha !== null,
    socialProviders: {
      google: config.social.google !== null,
      apple: config.social.apple !== null,
      facebook: config.social.facebook !== null,
    },
    isPayPalOn: config.payments.payPal !== null,
  });
  await registerOpenApi(app);
  // What the API processes share (rate limits, sign-in limits, currency rates, the pages'
  // notifications, the site settings' changes) lives in Redis when REDIS_URL is set, else in this
  // process's memory. Closed last: the hooks below run before it (onClose runs in reverse order).
  const redis = config.redis ? connectRedis(config.redis, app.log) : null;
  if (redis) {
    app.addHook('onReady', async () => redis.connected());
    app.addHook('onClose', async () => redis.close());
  }
  const failureLimiters = redis ? redisFailureLimiters(redis, app.log) : memoryFailureLimiters;

  const { defaultLanguage } = config.site;
  const health = createHealthService({ database, log: app.log });
  // The back office's audit trail (bookings changed by staff are written to it too).
  const audit = createAuditService({ database, timeZone: config.timeZone });
  // The settings admins change while the site runs; the modules below ask them on each request.
  const siteSettings = createSiteSettingsService({
    database,
    defaults: config.siteSettings,
    audit,
    ...(redis ? { changes: createRedisChangeSignal(redis, 'site-settings') } : {}),
  });
  const currentSettings = siteSettings.current;
  const site = createSiteService({
    siteSettings: currentSettings,
    settings: {
      ...config.site,
      socialSignIn: {
        google: config.social.google?.clientId ?? null,
        apple: config.social.apple?.clientId ?? null,
        facebook: config.social.facebook?.appId ?? null,
      },
      recaptchaSiteKey: config.recaptcha?.siteKey ?? null,
      payPalClientId: config.payments.payPal?.clientId ?? null,
      timeZone: config.timeZone,
      sessionDays: config.accounts.sessionDays,
      sessionBrowserHours: config.accounts.sessionBrowserHours,
    },
  });
  const locations = createLocationsService({ database, defaultLanguage });
  const countries = createCountriesService({ database, locations, defaultLanguage });
  const suppliers = createSuppliersService({ database });
  const currencyRates = createCurrencyRatesService({
    ...config.currencyRates,
    log: app.log,
    ...(redis ? { shared: createRedisSharedRates(redis, app.log) } : {}),
  });
  app.addHook('onClose', async () => currencyRates.close());
  const geo = createGeoService({
    languageByIp: config.site.languageByIp,
    ipCountry: config.ipCountry,
    log: app.log,
  });
  app.addHook('onClose', async () => geo.close());
  // The search reads its own index of the offered cars, kept in step with the database.
  const searchIndex = createCarSearchIndex({ database, log: app.log });
  if (answersRequests) app.addHook('onReady', async () => searchIndex.start());
  app.addHook('onClose', async () => searchIndex.close());
  const cars = createCarsService({ database, timeZone: config.timeZone, searchIndex });
  const quotes = createQuotesService({ cars });
  const emails = createEmailService({
    database,
    siteUrl: config.siteUrl,
    settings: config.email,
    log: app.log,
  });
  if (worksInBackground) app.addHook('onReady', async () => emails.start());
  app.addHook('onClose', async () => emails.close());
  const sessions = createSessionStore(database.db, config.accounts);
  const recaptcha = createRecaptcha(config.recaptcha, { log: app.log });
  const accounts = createAccountsService({
    database,
    recaptcha,
    sessions,
    emails,
    timeZone: config.timeZone,
    siteSettings: currentSettings,
    signInLimits: config.accounts.signInLimits,
    failureLimiters,
  });
  const socialAccounts = createSocialAccountsService({
    database,
    sessions,
    socialSignIn: createSocialSignIn({ ...config.social, log: app.log }),
  });
  const files = createFileStore({ uploadsDir: config.uploadsDir, privateDir: config.privateDir });
  const adminNotices = createAdminNoticesService({
    emails,
    adminEmail: config.email.adminEmail,
    defaultLanguage,
  });
  // Scheduled work, each run once across the API processes that share the database (jobs added below).
  const scheduler = createScheduler({ db: database.db, listen: database.listen, log: app.log });
  const notifications = createNotificationsService({
    database,
    emails,
    bus: redis ? createRedisNotificationBus(redis) : createNotificationBus(),
  });
  const refunds = createRefundsService({ database, notifications, jobs: scheduler, log: app.log });
  const bookingEmails = createBookingEmails({
    emails,
    adminNotices,
    notifications,
    timeZone: config.timeZone,
  });
  const paymentProviders = config.payments.providers;
  const checkout = createCheckoutService({
    database,
    cars,
    accounts,
    emails,
    bookingEmails,
    notifications,
    files,
    siteSettings: currentSettings,
    paymentProviders,
  });
  const dashboard = createDashboardService({ database, timeZone: config.timeZone });
  const bookingsExport = createBookingsExport({ database, timeZone: config.timeZone });
  const bookings = createBookingsService({
    database,
    timeZone: config.timeZone,
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
  const bookingJobs = createBookingJobs({ database, notifications, timeZone: config.timeZone });
  const jobs: Job[] = [
    {
      name: 'releaseUnpaidCheckouts',
      everyMs: 60_000,
      run: async (now) => {
        const { released } = await checkout.sweep(now);
        return released > 0 ? `${released} unpaid checkouts released their car` : null;
      },
    },
    {
      name: REFUNDS_JOB,
      everyMs: 60_000,
      run: async () => {
        const tried = await refunds.sendDue(paymentRails.refund);
        return tried > 0 ? `${tried} refunds tried` : null;
      },
    },
    bookingJobs.completeRentals,
    bookingJobs.pickUpReminders,
    createHousekeeping({ db: database.db, sessions, files }),
  ];
  for (const job of jobs) scheduler.add(job);
  const users = createUsersService({
    database,
    files,
    timeZone: config.timeZone,
    siteSettings: currentSettings,
  });
  const leaving = createLeavingService({ database, users, emails, accounts });
  // The back office: every change it makes is written to the audit trail in its own transaction.
  const fleet = createFleetService({ database, files, audit, siteSettings: currentSettings, log: app.log });
  const calendar = createCalendarService({ database, timeZone: config.timeZone });
  const carBlocks = createCarBlocksService({ database, audit });
  const manualBookings = createManualBookings({
    database,
    cars,
    accounts,
    emails,
    bookingEmails,
    notifications,
    audit,
  });
  const adminSuppliers = createAdminSuppliersService({
    database,
    audit,
    files,
    sessions,
    emails,
    log: app.log,
  });
  const adminDrivers = createAdminDriversService({ database, audit, sessions, bookings });
  const adminLeads = createAdminLeadsService({ database, audit });

  app.decorate('jobs', scheduler);
  if (worksInBackground) app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => scheduler.stop());
  await app.register(fastifyMultipart, multipartOptions(config.accounts.uploadMaxBytes));
  const leads = createLeadsService({ database, adminNotices, recaptcha });
  const contact = createContactService({
    database,
    email: emails,
    recaptcha,
    contactEmail: config.site.contactEmail,
    teamLanguage: defaultLanguage,
  });
  const mailingList = createMailingListService({ database, email: emails, recaptcha });
  const help = createHelpService({ database });
  const adminPlaces = createAdminPlacesService({ database, audit });
  const adminHelp = createAdminHelpService({ database, audit, help });
  const supplierAccounts = createSupplierAccountsService({ database, accounts, adminNotices, recaptcha });
  const internal = createInternalService({
    database,
    signInLimits: config.accounts.signInLimits,
    failureLimiters,
  });
  await registerSessions(app, {
    sessions,
    secureCookies: config.accounts.secureCookies,
    siteOrigin: new URL(config.siteUrl).origin,
  });

  await app.register(
    async (api) => {
      await api.register(rateLimit, {
        // RATE_LIMIT_MAX=0: only the routes with a limit of their own (the forms) are limited.
        global: config.rateLimit.max > 0,
        max: config.rateLimit.max,
        timeWindow: config.rateLimit.windowMs,
        // Shared by the processes in Redis; while Redis cannot answer, requests go through unlimited
        // rather than fail (the limits guard against abuse; the site must not depend on them).
        ...(redis ? { redis: redis.commands, nameSpace: redis.key('rate-limit:'), skipOnError: true } : {}),
        keyGenerator: (request) => addressKey(request.ip),
      });
      await api.register(healthRoutes, { health });
      await api.register(siteRoutes, { site });
      await api.register(locationsRoutes, { locations });
      await api.register(countriesRoutes, { countries });
      await api.register(suppliersRoutes, { suppliers });
      await api.register(currencyRoutes, { currencyRates });
      await api.register(geoRoutes, { geo });
      await api.register(carRoutes, { cars });
      await api.register(quoteRoutes, { quotes });
      const { formRateLimit } = config.accounts;
      await api.register(recaptchaRoutes, { recaptcha, formRateLimit });
      await api.register(leadsRoutes, { leads, formRateLimit });
      await api.register(contactRoutes, { contact, formRateLimit });
      await api.register(mailingListRoutes, { mailingList, formRateLimit });
      await api.register(helpRoutes, { help, defaultLanguage, formRateLimit });
      await api.register(supplierAccountsRoutes, { supplierAccounts, formRateLimit });
      await api.register(checkoutRoutes, { checkout, formRateLimit });
      await api.register(paymentRoutes, { rails: paymentRails });
      await api.register(bookingRoutes, { bookings, amendments });
      await api.register(notificationsRoutes, { notifications });
      await api.register(accountsRoutes, {
        accounts,
        socialAccounts,
        formRateLimit: config.accounts.formRateLimit,
      });
      await api.register(passkeysRoutes, {
        passkeys: createPasskeysService({
          database,
          sessions,
          accounts,
          siteUrl: config.siteUrl,
          log: app.log,
        }),
        formRateLimit: config.accounts.formRateLimit,
      });
      await api.register(usersRoutes, {
        users,
        uploadMaxBytes: config.accounts.uploadMaxBytes,
        formRateLimit: config.accounts.formRateLimit,
      });
      await api.register(leavingRoutes, { leaving });
      await api.register(fleetRoutes, { fleet, uploadMaxBytes: config.accounts.uploadMaxBytes });
      await api.register(calendarRoutes, { calendar, blocks: carBlocks });
      await api.register(manualBookingRoutes, { manualBookings, bookings });
      await api.register(bookingsExportRoutes, { bookingsExport, timeZone: config.timeZone });
      await api.register(auditRoutes, { audit });
      await api.register(dashboardRoutes, { dashboard });
      await api.register(adminSuppliersRoutes, {
        adminSuppliers,
        uploadMaxBytes: config.accounts.uploadMaxBytes,
      });
      await api.register(adminDriversRoutes, { adminDrivers });
      await api.register(adminPlacesRoutes, { adminPlaces });
      await api.register(adminHelpRoutes, { adminHelp });
      await api.register(adminLeadsRoutes, { adminLeads });
      await api.register(siteSettingsRoutes, { siteSettings });
      await api.register(internalRoutes, { internal });
      if (config.email.isOutboxPublic) {
        await api.register(outboxRoutes, {
          outbox: createOutboxService({ outboxDir: config.email.outboxDir }),
        });
      }
    },
    { prefix: '/api' },
  );

  const seo = createSeoService({
    siteUrl: config.siteUrl,
    siteSettings: currentSettings,
    locations,
    help,
  });
  await app.register(seoRoutes, { seo });
  await registerUploads(app, { uploadsDir: config.uploadsDir });
  const pageData = createPageData({ locations, suppliers, help });
  await registerWebApp(app, {
    distDir: config.webDistDir ?? defaultWebDistDir,
    createPages: (indexHtml) =>
      createPagesService({ siteUrl: config.siteUrl, indexHtml, site, data: pageData }),
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
