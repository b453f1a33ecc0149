import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DomainError } from '@roadbook/domain/error-codes';
import type { DatabaseHandle } from '../../db/client';

export interface HealthServiceDependencies {
  database: DatabaseHandle;
  log: Pick<FastifyBaseLogger, 'error'>;
}

export function createHealthService({ database, log }: HealthServiceDependencies) {
  return {
    /** Pings the database; common.unavailable (503) while it does not answer. */
    async check(): Promise<{ status: 'ok'; database: DatabaseHandle['kind'] }> {
      try {
        await database.db.execute(sql`select 1`);
      } catch (error) {
        log.error({ err: error }, 'health check: the database does not answer');
        throw new DomainError('common.unavailable');
      }
      return { status: 'ok', database: database.kind };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
