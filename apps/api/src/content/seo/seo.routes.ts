import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';
import type { SeoService } from './seo.service';

/** An hour: new locations and articles reach the sitemap soon enough. */
const CACHE_CONTROL = 'public, max-age=3600';

/** /sitemap.xml and /robots.txt, at the site's root. */
export const seoRoutes: FastifyPluginAsyncZod<{ seo: SeoService }> = async (app, { seo }) => {
  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags: ['information'],
        summary: 'Every public page in each language, the locations and the help articles (sitemaps.org)',
        response: { 200: z.string(), ...errorResponses() },
      },
    },
    async (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', CACHE_CONTROL)
        .send(await seo.sitemap()),
  );

  app.get(
    '/robots.txt',
    {
      schema: {
        tags: ['information'],
        summary: 'What crawlers may read, and where the sitemap is',
        response: { 200: z.string(), ...errorResponses() },
      },
    },
    async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_CONTROL).send(seo.robots()),
  );
};
