import fastifyMultipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { createAccountsArea } from './accounts/accounts-area';
import { createBackOffice } from './back-office/back-office-area';
import { createBookingsArea } from './bookings/bookings-area';
import { createCatalogue } from './catalogue/catalogue-area';
import type { Config } from './config';
import { createContentArea } from './content/content-area';
import type { DatabaseHandle } from './db/client';
import { addressKey } from './http/client-address';
import { validatorCompiler } from './http/request-validation';
import { multipartOptions } from './integrations/storage/multipart-file';
import { defaultWebDistDir } from './paths';
import { createPlatform, type ProcessRole } from './platform/platform-area';
import { frameworkErrorOptions, registerErrorHandling } from './plugins/errors';
import { loggerOptions, OneLinePerRequest, type LogStream } from './plugins/logging';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security';
import { registerSessions } from './plugins/session';
import { registerUploads, registerWebApp } from './plugins/web-app';

export type { ProcessRole };

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: LogStream;
  /** What this process does (decision 0025); `all` unless started as one of several processes. */
  role?: ProcessRole;
}

/**
 * The whole site, top to bottom: the plugins, then the six areas (decision 0027), each building its
 * services from its settings, the database and the services of the areas before it; then the API's
 * routes, one registration per area under /api (the back office's under /api/admin), and the web app.
 */
export async function buildApp({ config, database, logStream, role = 'all' }: AppDependencies) {
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

  const platform = createPlatform({ app, config, database, role });
  const catalogue = createCatalogue({ app, config, database, role, platform });
  const accounts = createAccountsArea({ app, config, database, platform });
  const bookings = createBookingsArea({
    app,
    config,
    database,
    platform,
    cars: catalogue.cars,
    accounts: accounts.accounts,
  });
  const content = createContentArea({
    config,
    database,
    platform,
    locations: catalogue.locations,
    suppliers: catalogue.suppliers,
  });
  const backOffice = createBackOffice({
    config,
    database,
    log: app.log,
    platform,
    accounts,
    bookings,
    fleet: catalogue.fleet,
    help: content.help,
  });
  // The jobs start once every area has added its own, and stop before anything they use closes.
  if (role !== 'web') app.addHook('onReady', async () => platform.scheduler.start());
  app.addHook('onClose', async () => platform.scheduler.stop());

  await app.register(fastifyMultipart, multipartOptions(config.accounts.uploadMaxBytes));
  await registerSessions(app, {
    sessions: accounts.sessions,
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
        ...(platform.redis
          ? {
              redis: platform.redis.commands,
              nameSpace: platform.redis.key('rate-limit:'),
              skipOnError: true,
            }
          : {}),
        keyGenerator: (request) => addressKey(request.ip),
      });
      await api.register(platform.routes);
      await api.register(catalogue.routes);
      await api.register(accounts.routes);
      await api.register(bookings.routes);
      await api.register(content.routes);
      await api.register(backOffice.routes, { prefix: '/admin' });
    },
    { prefix: '/api' },
  );
  await app.register(content.siteRoutes);
  await registerUploads(app, { uploadsDir: config.uploadsDir });
  await registerWebApp(app, {
    distDir: config.webDistDir ?? defaultWebDistDir,
    createPages: content.createPages,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
