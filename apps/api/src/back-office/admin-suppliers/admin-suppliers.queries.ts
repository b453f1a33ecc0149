// The supplier accounts as admins list them: every one not deleted, verified or not, suspended or
// not, with its number of cars, by name (case and accents aside); one supplier, and its writes.
import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AdminSupplierQuery, SupplierState } from '@roadbook/domain/contracts/admin-suppliers';
import type { Database } from '../../db/client';
import type { PageWindow } from '../../db/list-page';
import { cars } from '../../db/schema/cars';
import { users } from '../../db/schema/users';
import { containsPattern } from '../../db/contains-pattern';

/** Each state as a condition on the supplier `u`. */
const STATE_CONDITIONS: Record<SupplierState, SQL> = {
  unverified: sql`u.approved_at is null and not u.is_blacklisted`,
  verified: sql`u.approved_at is not null and not u.is_blacklisted`,
  suspended: sql`u.is_blacklisted`,
};

function conditions(query: AdminSupplierQuery): SQL {
  const where: SQL[] = [sql`u.type = 'supplier'`, sql`u.deleted_at is null`];
  if (query.state !== undefined) where.push(STATE_CONDITIONS[query.state]);
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
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

// One supplier.

export type SupplierRecord = typeof users.$inferSelect;

/** Supplier account `id` (not deleted); locked for a change when `lock`. */
export async function selectSupplier(
  db: Database,
  id: string,
  lock = false,
): Promise<SupplierRecord | undefined> {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.type, 'supplier'), isNull(users.deletedAt)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** The supplier's cars, whatever their availability. */
export async function countSupplierCars(db: Database, supplierId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(cars).where(eq(cars.supplierId, supplierId));
  return row?.total ?? 0;
}

/** What an admin changes of a supplier besides its settings (supplier-accounts writes those). */
export type SupplierValues = Partial<
  Pick<SupplierRecord, 'fullName' | 'phone' | 'location' | 'bio' | 'avatar' | 'approvedAt' | 'isBlacklisted'>
>;

export async function updateSupplier(tx: Database, id: string, values: SupplierValues, now: Date) {
  await tx
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, id));
}
