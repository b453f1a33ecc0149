import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '@roadbook/domain/error-codes';
import type { DatabaseHandle } from '../../db/client';

const HealthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

/**
 * Readiness: the server listens only once migrations and demo data are done; 503 while the database
 * does not answer.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: { tags: ['system'], summary: 'Readiness check', response: { 200: HealthSchema } },
    },
    async (request) => {
      try {
        await database.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: the database does not answer');
        throw new DomainError('common.unavailable');
      }
      return { status: 'ok' as const, database: database.kind };
    },
  );
};
