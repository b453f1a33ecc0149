import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponsesOutsideRateLimit } from '../../http/error-responses';
import type { HealthService } from './health.service';

const HealthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

/**
 * Readiness: the server listens only once migrations and demo data are done; 503 while the database
 * does not answer. Outside the rate limit, so that probes never count against visitors.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, { health }) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Readiness check',
        response: { 200: HealthSchema, ...errorResponsesOutsideRateLimit(503) },
      },
    },
    async () => health.check(),
  );
};
