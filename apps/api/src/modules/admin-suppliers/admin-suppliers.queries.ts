// The supplier accounts as admins list them: every one not deleted, verified or not, suspended or
// not, with its number of cars, by name (case and accents aside).
import { and, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AdminSupplierQuery } from '@roadbook/domain/contracts/admin-suppliers';
import type { Database } from '../../db/client';
import type { PageWindow } from '../../db/list-page';

function conditions(query: AdminSupplierQuery): SQL {
  const where: SQL[] = [sql`u.type = 'supplier'`, sql`u.deleted_at is null`];
  if (query.keyword) {
    const pattern = `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // A keyword without letters or digits has no search key: it finds names only as written.
    const key = sql`roadbook_search_key(${query.keyword})`;
    where.push(sql`((${key} <> '' and roadbook_search_key(u.full_name) like '%' || ${key} || '%')
      or u.full_name ilike ${pattern} or u.email ilike ${pattern})`);
  }
  return and(...where) ?? sql`true`;
}

const AdminSupplierRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  email: z.string(),
  is_verified: z.boolean(),
  is_approved: z.boolean(),
  is_blacklisted: z.boolean(),
  car_count: z.coerce.number(),
  created_at: z.coerce.date(),
  total: z.coerce.number(),
});
export type AdminSupplierRow = z.infer<typeof AdminSupplierRowSchema>;

export async function selectAdminSuppliers(
  db: Database,
  query: AdminSupplierQuery,
  { limit, offset }: PageWindow,
): Promise<AdminSupplierRow[]> {
  const result = await db.execute(sql`
    select u.id, u.full_name as name, u.avatar, u.email, u.is_verified,
      u.approved_at is not null as is_approved, u.is_blacklisted,
      (select count(*) from cars c where c.supplier_id = u.id) as car_count,
      u.created_at, count(*) over () as total
    from users u
    where ${conditions(query)}
    order by roadbook_search_key(u.full_name), u.full_name, u.id
    limit ${limit} offset ${offset}`);
  return z.object({ rows: z.array(AdminSupplierRowSchema) }).parse(result).rows;
}

export async function countAdminSuppliers(db: Database, query: AdminSupplierQuery): Promise<number> {
  const result = await db.execute(sql`select count(*) as total from users u where ${conditions(query)}`);
  return (
    z.object({ rows: z.array(z.object({ total: z.coerce.number() })) }).parse(result).rows[0]?.total ?? 0
  );
}
