import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BASE_CURRENCY, LANGUAGES } from '@roadbook/domain/constants';
import type { Config } from '../../config';

export const SiteConfigSchema = z
  .object({
    maintenance: z.boolean(),
    hideSuppliers: z.boolean(),
    languageByIp: z.boolean(),
    defaultLanguage: z.enum(LANGUAGES),
    mapTileUrl: z.string(),
    baseCurrency: z.literal(BASE_CURRENCY),
  })
  .meta({ id: 'SiteConfig' });

/** The public settings the web app needs at start. */
export const siteRoutes: FastifyPluginAsyncZod<{ site: Config['site'] }> = async (app, { site }) => {
  app.get(
    '/config',
    { schema: { tags: ['system'], summary: 'Public site settings', response: { 200: SiteConfigSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { ...site, baseCurrency: BASE_CURRENCY };
    },
  );
};
