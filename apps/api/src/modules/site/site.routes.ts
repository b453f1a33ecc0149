import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BASE_CURRENCY } from '@roadbook/domain/constants';
import { SiteConfigSchema } from '@roadbook/domain/contracts/site-config';
import type { Config } from '../../config';

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
