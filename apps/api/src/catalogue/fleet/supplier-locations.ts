// The limit on a supplier's places (product-rules.md § Back office, the setting maxLocationsPerSupplier):
// the distinct pick-up places its cars serve altogether. A save or an import that would take the
// supplier past the limit is refused (validation.maxLocationsReached); one that adds no place beyond
// what the supplier already serves passes, so a fleet above a limit lowered later stays editable.
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';

const PlacesRowSchema = z.object({
  supplier_id: z.string(),
  /** Every place of the supplier's cars. */
  location_ids: z.array(z.string()),
  /** The places of its cars but the one being saved. */
  other_location_ids: z.array(z.string()),
});

/**
 * The places each supplier of `supplierIds` serves, and those of its cars but `excludedCarId`. The
 * suppliers' rows are locked against another fleet change until the transaction ends, so two saves
 * of one supplier count in turn.
 */
export async function selectSupplierPlaces(
  tx: Database,
  supplierIds: readonly string[],
  excludedCarId: string | null = null,
): Promise<Map<string, { all: Set<string>; others: Set<string> }>> {
  const places = new Map<string, { all: Set<string>; others: Set<string> }>();
  if (supplierIds.length === 0) return places;
  await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...supplierIds]))
    .for('no key update');
  const excluded = excludedCarId === null ? sql`true` : sql`c.id <> ${excludedCarId}::uuid`;
  const result = await tx.execute(sql`
    select c.supplier_id,
      array_agg(distinct cl.location_id::text) as location_ids,
      coalesce(array_agg(distinct cl.location_id::text) filter (where ${excluded}), '{}') as other_location_ids
    from cars c join car_locations cl on cl.car_id = c.id
    where c.supplier_id in (${sql.join(
      supplierIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    group by c.supplier_id`);
  for (const row of z.object({ rows: z.array(PlacesRowSchema) }).parse(result).rows) {
    places.set(row.supplier_id, {
      all: new Set(row.location_ids),
      others: new Set(row.other_location_ids),
    });
  }
  return places;
}

/**
 * Whether giving `locationIds` to a car of a supplier that serves `current.all` (and `current.others`
 * without that car) takes it past `max` places: more than `max`, and more than it serves now.
 */
export function isPastPlaceLimit(
  current: { all: ReadonlySet<string>; others: ReadonlySet<string> } | undefined,
  locationIds: readonly string[],
  max: number,
): boolean {
  const after = new Set([...(current?.others ?? []), ...locationIds]).size;
  return after > max && after > (current?.all.size ?? 0);
}
