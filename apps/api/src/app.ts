import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { healthRoutes } from './modules/health/health.routes';
import { siteRoutes } from './modules/site/site.routes';
import { locationsRoutes } from './modules/locations/locations.routes';
import { countriesRoutes } from './modules/countries/countries.routes';
import { suppliersRoutes } from './modules/suppliers/suppliers.routes';
import { currencyRoutes } from './modules/currency/currency.routes';
import { geoRoutes } from './modules/geo/geo.routes';
import { carRoutes } from './modules/cars/cars.routes';
import { createCarsService } from './modules/cars/cars.service';
import { quoteRoutes } from './modules/quotes/quotes.routes';
import { createQuotesService } from './modules/quotes/quotes.service';
import { validatorCompiler } from './http/request-validation';
import { registerErrorHandling } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security';
import { registerUploads, registerWebApp } from './plugins/web-app';
import { defaultWebDistDir } from './paths';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.log.level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    ...(config.log.pretty ? { transport: { target: 'pino-pretty' } } : {}),
  };
}

/** The whole site: plugins first, then the API modules, then the web app, top to bottom. */
export async function buildApp({ config, database, logger }: AppDependencies) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
  await registerSecurityHeaders(app, { mapTileSource: config.mapTileSource });
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      await api.register(rateLimit, { max: config.rateLimit.max, timeWindow: config.rateLimit.windowMs });
      await api.register(healthRoutes, { database });
      await api.register(siteRoutes, { site: config.site });
      await api.register(locationsRoutes, { database, site: config.site });
      await api.register(countriesRoutes, { database, site: config.site });
      await api.register(suppliersRoutes, { database });
      await api.register(currencyRoutes, { currencyRates: config.currencyRates });
      await api.register(geoRoutes, { site: config.site, ipCountry: config.ipCountry });
      const cars = createCarsService({ database, timeZone: config.timeZone, log: app.log });
      await api.register(carRoutes, { cars });
      await api.register(quoteRoutes, { quotes: createQuotesService({ cars }) });
    },
    { prefix: '/api' },
  );

  await registerUploads(app, { uploadsDir: config.uploadsDir });
  await registerWebApp(app, { distDir: config.webDistDir ?? defaultWebDistDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
