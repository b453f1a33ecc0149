import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import {
  CAR_ROW_COLUMNS,
  CarRowSchema,
  dateBasedPricesSql,
  LICENCE_REQUIRED_SQL,
  PUBLIC_SUPPLIER,
} from './car-row';

const CarDetailsRowSchema = CarRowSchema.extend({
  /** The car's or its supplier's (LICENCE_REQUIRED_SQL). */
  isLicenceRequired: z.boolean(),
  isPayAtCounterAllowed: z.boolean().nullable(),
  minimumRentalDays: z.number().int().nullable(),
  locationIds: z.array(z.string()),
});
export type CarDetailsRow = z.infer<typeof CarDetailsRowSchema>;

/** A car of a public supplier with its pick-up places and date-based prices; null when there is none. */
export async function selectCar(db: Database, id: string): Promise<CarDetailsRow | null> {
  const result = await db.execute(sql`
    select ${CAR_ROW_COLUMNS}, ${LICENCE_REQUIRED_SQL} as "isLicenceRequired",
      s.is_pay_at_counter_allowed as "isPayAtCounterAllowed", s.minimum_rental_days as "minimumRentalDays",
      coalesce((select array_agg(cl.location_id::text order by cl.location_id) from car_locations cl
        where cl.car_id = c.id), '{}') as "locationIds",
      ${dateBasedPricesSql(sql`c.id`)} as "dateBasedPrices"
    from cars c join users s on s.id = c.supplier_id
    where c.id = ${id}::uuid and ${PUBLIC_SUPPLIER}`);
  return z.object({ rows: z.array(CarDetailsRowSchema).max(1) }).parse(result).rows[0] ?? null;
}
