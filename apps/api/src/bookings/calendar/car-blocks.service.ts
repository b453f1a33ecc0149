// The blocked periods of cars (maintenance) in the back office (product-rules.md § Bookings): a
// supplier blocks its own cars, an admin any car; a car another supplier owns does not exist for the
// reader (404). A block holds its car as a booking does: the database refuses one that meets a
// booking in a blocking status or another block of the car (SQLSTATE 23P01, migration
// car-block-overlap), answered as 409 booking.carUnavailable. Each change runs in one transaction
// with its audit event.
import type { CarBlockInput } from '@roadbook/domain/car-block-schema';
import type { CarBlock } from '@roadbook/domain/contracts/calendar';
import { DomainError } from '@roadbook/domain/error-codes';
import type { Database, DatabaseHandle } from '../../db/client';
import { EXCLUSION_VIOLATION, pgErrorCode } from '../../db/pg-error';
import type { BackOfficeUser } from '../../plugins/session';
import type { AuditService, AuditSnapshot } from '../../platform/audit/audit.service';
import { releaseExpiredHolds } from '../bookings/bookings.queries';
import { fleetScopeOf } from '../../platform/fleet-scope/fleet-scope';
import { selectScopedCar } from '../../platform/fleet-scope/fleet-scope.queries';
import { deleteCarBlock, insertCarBlock, lockScopedBlock, type CarBlockRow } from './car-blocks.queries';

export interface CarBlocksServiceDependencies {
  database: DatabaseHandle;
  audit: Pick<AuditService, 'record'>;
}

export function toCarBlock(row: CarBlockRow): CarBlock {
  return {
    id: row.id,
    carId: row.carId,
    from: row.startsAt.toISOString(),
    to: row.endsAt.toISOString(),
    reason: row.reason,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The block as the audit trail keeps it. */
function blockSnapshot(block: CarBlockRow, carName: string): AuditSnapshot {
  return {
    carId: block.carId,
    carName,
    from: block.startsAt.toISOString(),
    to: block.endsAt.toISOString(),
    reason: block.reason,
  };
}

export function createCarBlocksService({ database, audit }: CarBlocksServiceDependencies) {
  const { db } = database;

  function auditBlock(
    tx: Database,
    user: BackOfficeUser,
    action: 'create' | 'delete',
    block: CarBlockRow,
    carName: string,
  ) {
    const snapshot = blockSnapshot(block, carName);
    return audit.record(tx, {
      actorId: user.id,
      action,
      recordKind: 'block',
      recordId: block.id,
      recordLabel: carName,
      before: action === 'delete' ? snapshot : null,
      after: action === 'create' ? snapshot : null,
    });
  }

  return {
    /**
     * Blocks car `carId` over [from, to): 404 common.notFound outside the reader's fleet, 409
     * booking.carUnavailable when a booking in a blocking status or another block of the car meets it.
     */
    async addBlock(user: BackOfficeUser, carId: string, input: CarBlockInput, now: Date): Promise<CarBlock> {
      const scope = fleetScopeOf(user);
      try {
        return await db.transaction(async (tx) => {
          // Nothing changes for a car the reader cannot see.
          if (!(await selectScopedCar(tx, carId, scope))) throw new DomainError('common.notFound');
          // An online checkout never paid stops holding the car once its window ends: released
          // before the car is locked, as a checkout does, so that neither waits for the other's lock.
          await releaseExpiredHolds(tx, now, carId);
          const car = await selectScopedCar(tx, carId, scope, true);
          if (!car) throw new DomainError('common.notFound');
          const block = await insertCarBlock(tx, {
            carId: car.id,
            startsAt: new Date(input.from),
            endsAt: new Date(input.to),
            reason: input.reason,
            createdBy: user.id,
          });
          await auditBlock(tx, user, 'create', block, car.name);
          return toCarBlock(block);
        });
      } catch (error) {
        if (pgErrorCode(error) === EXCLUSION_VIOLATION) throw new DomainError('booking.carUnavailable');
        throw error;
      }
    },

    /** Removes block `id`: 404 common.notFound when its car is outside the reader's fleet. */
    async removeBlock(user: BackOfficeUser, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const found = await lockScopedBlock(tx, id, fleetScopeOf(user));
        if (!found) throw new DomainError('common.notFound');
        await deleteCarBlock(tx, id);
        await auditBlock(tx, user, 'delete', found.block, found.carName);
      });
    },
  };
}

export type CarBlocksService = ReturnType<typeof createCarBlocksService>;
