// The blocked periods of cars (maintenance) as the back office writes them: a block inserted, found
// with its car (within what the reader may see), and deleted.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { carBlocks } from '../../db/schema/car-blocks';
import { cars } from '../../db/schema/cars';
import type { FleetScope } from '../../platform/fleet-scope/fleet-scope';
import { inFleetScope } from '../../platform/fleet-scope/fleet-scope.queries';

export type CarBlockRow = typeof carBlocks.$inferSelect;

export async function insertCarBlock(
  tx: Database,
  values: { carId: string; startsAt: Date; endsAt: Date; reason: string | null; createdBy: string },
): Promise<CarBlockRow> {
  const [row] = await tx.insert(carBlocks).values(values).returning();
  if (!row) throw new Error('block not inserted');
  return row;
}

/** Block `id` with its car's name, if the reader of `scope` may see its car; locked for a change. */
export async function lockScopedBlock(tx: Database, id: string, scope: FleetScope) {
  const [row] = await tx
    .select({ block: carBlocks, carName: cars.name })
    .from(carBlocks)
    .innerJoin(cars, eq(cars.id, carBlocks.carId))
    .where(and(eq(carBlocks.id, id), inFleetScope(scope)))
    .for('update', { of: carBlocks });
  return row;
}

export async function deleteCarBlock(tx: Database, id: string): Promise<void> {
  await tx.delete(carBlocks).where(eq(carBlocks.id, id));
}
