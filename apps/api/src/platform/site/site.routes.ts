import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SiteConfigSchema } from '@roadbook/domain/contracts/site-config';
import { publicCaching } from '../../http/cache-validators';
import { errorResponses } from '../../http/error-responses';
import type { SiteService } from './site.service';

/**
 * The same for every visitor, and changed by admins while the site runs: caches may keep it but ask
 * each time (a 304 while it is unchanged), so that a change shows at the next request.
 */
const CACHING = publicCaching({ maxAgeSeconds: 0 });

/** The public settings the web app needs at start. */
export const siteRoutes: FastifyPluginAsyncZod<{ site: SiteService }> = async (app, { site }) => {
  app.get(
    '/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Public site settings',
        description: CACHING.description,
        response: { 200: SiteConfigSchema, ...errorResponses() },
      },
      onSend: CACHING.onSend,
    },
    async () => site.publicConfig(),
  );
};
