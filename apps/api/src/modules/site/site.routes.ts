import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SiteConfigSchema } from '@roadbook/domain/contracts/site-config';
import { errorResponses } from '../../http/error-responses';
import type { SiteService } from './site.service';

/** The public settings the web app needs at start. */
export const siteRoutes: FastifyPluginAsyncZod<{ site: SiteService }> = async (app, { site }) => {
  app.get(
    '/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Public site settings',
        response: { 200: SiteConfigSchema, ...errorResponses() },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return site.publicConfig();
    },
  );
};
