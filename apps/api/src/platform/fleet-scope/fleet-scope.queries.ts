// The cars within a reader's fleet scope (fleet-scope.ts).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cars } from '../../db/schema/cars';
import type { FleetScope } from './fleet-scope';

/** The condition on `cars` of the reader of `scope`: none for an admin. */
export const inFleetScope = (scope: FleetScope) =>
  scope === 'all' ? undefined : eq(cars.supplierId, scope.supplierId);

/**
 * Car `id` if the reader of `scope` may see it; with `lock`, locked for a change, so that the writes
 * of one car (its blocks, its bookings) wait for each other.
 */
export async function selectScopedCar(db: Database, id: string, scope: FleetScope, lock = false) {
  const query = db
    .select({ id: cars.id, name: cars.name, supplierId: cars.supplierId })
    .from(cars)
    .where(and(eq(cars.id, id), inFleetScope(scope)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}
