import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { PageWindow } from '../../db/list-page';

const SupplierRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  car_count: z.number(),
  /** Rows of the whole list, before paging. */
  total: z.number(),
});
export type SupplierRow = z.infer<typeof SupplierRowSchema>;

const SupplierRowsSchema = z.object({ rows: z.array(SupplierRowSchema) });
const TotalSchema = z.object({ rows: z.tuple([z.object({ total: z.number() })]) });

/**
 * The public suppliers: supplier accounts that are verified (registration completed, email
 * validated) and not blacklisted (suspended).
 */
const PUBLIC_SUPPLIER = sql`u.type = 'supplier' and u.is_verified and u.approved_at is not null and not u.is_blacklisted`;

/** Each public supplier with the number of its cars that are available (those a search can show). */
function publicSuppliers(): SQL {
  return sql`
    select u.id, u.full_name as name, u.avatar,
      (select count(*) from cars c where c.supplier_id = u.id and c.availability = 'available')::int
        as car_count
    from users u
    where ${PUBLIC_SUPPLIER}`;
}

/** One page of the public suppliers, by name ignoring accents and case. */
export async function selectPublicSuppliers(db: Database, page: PageWindow) {
  const result = await db.execute(sql`
    select id, name, avatar, car_count, count(*) over ()::int as total
    from (${publicSuppliers()}) supplier
    order by roadbook_search_key(name), name, id
    limit ${page.limit} offset ${page.offset}`);
  return SupplierRowsSchema.parse(result).rows;
}

export async function countPublicSuppliers(db: Database): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as total from users u where ${PUBLIC_SUPPLIER}`);
  return TotalSchema.parse(result).rows[0].total;
}
