// The platform area: what every other area stands on — Redis when several processes share the site,
// the audit trail, the settings admins change while the site runs, the site's public configuration,
// currency rates, the visitor's country, emails, files, the admins' notices and the scheduled jobs —
// and the routes of the site itself (health, configuration, rates, geo, reCAPTCHA, the developer
// outbox).
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createRecaptcha } from '../integrations/recaptcha/recaptcha';
import { createFileStore } from '../integrations/storage/file-store';
import { createRedisChangeSignal } from '../shared-state/change-signal';
import { connectRedis } from '../shared-state/redis';
import { createAdminNoticesService } from './admin-notices/admin-notices.service';
import { createAuditService } from './audit/audit.service';
import { memoryFailureLimiters } from './credentials/failure-limiter';
import { redisFailureLimiters } from './credentials/redis-failure-limiter';
import { currencyRoutes } from './currency/currency.routes';
import { createCurrencyRatesService } from './currency/currency.service';
import { createRedisSharedRates } from './currency/shared-rates';
import { createEmailService } from './email/email.service';
import { outboxRoutes } from './email/outbox.routes';
import { createOutboxService } from './email/outbox.service';
import { geoRoutes } from './geo/geo.routes';
import { createGeoService } from './geo/geo.service';
import { healthRoutes } from './health/health.routes';
import { createHealthService } from './health/health.service';
import { createScheduler } from './jobs/scheduler';
import { recaptchaRoutes } from './recaptcha/recaptcha.routes';
import { createSiteSettingsService } from './site-settings/site-settings.service';
import { siteRoutes } from './site/site.routes';
import { createSiteService } from './site/site.service';

/**
 * What a process does (decision 0025). `all`: one process does everything. With several (server.ts,
 * cluster.ts): `web` processes answer requests and keep the search index; one `background` process,
 * at a lower CPU priority, runs the scheduled jobs and sends the emails, so that their work never
 * holds a request behind it.
 */
export type ProcessRole = 'all' | 'web' | 'background';

export interface PlatformDependencies {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  role: ProcessRole;
}

export function createPlatform({ app, config, database, role }: PlatformDependencies) {
  const worksInBackground = role !== 'web';
  // What the API processes share (rate limits, sign-in limits, currency rates, the pages'
  // notifications, the site settings' changes) lives in Redis when REDIS_URL is set, else in this
  // process's memory. Closed last: the hooks of the areas built after it run before (onClose runs in
  // reverse order).
  const redis = config.redis ? connectRedis(config.redis, app.log) : null;
  if (redis) {
    app.addHook('onReady', async () => redis.connected());
    app.addHook('onClose', async () => redis.close());
  }
  const failureLimiters = redis ? redisFailureLimiters(redis, app.log) : memoryFailureLimiters;
  const health = createHealthService({ database, log: app.log });
  // The back office's audit trail (bookings changed by staff are written to it too).
  const audit = createAuditService({ database, timeZone: config.timeZone });
  // The settings admins change while the site runs; the areas ask them on each request.
  const siteSettings = createSiteSettingsService({
    database,
    defaults: config.siteSettings,
    audit,
    ...(redis ? { changes: createRedisChangeSignal(redis, 'site-settings') } : {}),
  });
  const site = createSiteService({
    siteSettings: siteSettings.current,
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
  const emails = createEmailService({
    database,
    siteUrl: config.siteUrl,
    settings: config.email,
    log: app.log,
  });
  if (worksInBackground) app.addHook('onReady', async () => emails.start());
  app.addHook('onClose', async () => emails.close());
  const recaptcha = createRecaptcha(config.recaptcha, { log: app.log });
  const files = createFileStore({ uploadsDir: config.uploadsDir, privateDir: config.privateDir });
  const adminNotices = createAdminNoticesService({
    emails,
    adminEmail: config.email.adminEmail,
    defaultLanguage: config.site.defaultLanguage,
  });
  // Scheduled work, each run once across the processes that share the database; the areas add
  // theirs, and app.ts starts it once all are built (and stops it first).
  const scheduler = createScheduler({ db: database.db, listen: database.listen, log: app.log });
  app.decorate('jobs', scheduler);

  const routes: FastifyPluginAsyncZod = async (api) => {
    await api.register(healthRoutes, { health });
    await api.register(siteRoutes, { site });
    await api.register(currencyRoutes, { currencyRates });
    await api.register(geoRoutes, { geo });
    await api.register(recaptchaRoutes, { recaptcha, formRateLimit: config.accounts.formRateLimit });
    if (config.email.isOutboxPublic) {
      await api.register(outboxRoutes, {
        outbox: createOutboxService({ outboxDir: config.email.outboxDir }),
      });
    }
  };

  return {
    redis,
    failureLimiters,
    audit,
    siteSettings,
    currentSettings: siteSettings.current,
    site,
    emails,
    recaptcha,
    files,
    adminNotices,
    scheduler,
    routes,
  };
}

export type Platform = ReturnType<typeof createPlatform>;
