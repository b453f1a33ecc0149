// The driver accounts as the back office reads them: accounts of type `user`, not deleted, newest
// first, within what the reader may see (an admin every driver, a supplier the drivers of its own
// bookings), each with the number of those bookings; and a driver's suspension. Drivers are `u`.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AdminDriverQuery, DriverState } from '@roadbook/domain/contracts/admin-drivers';
import type { Database } from '../../db/client';
import type { PageWindow } from '../../db/list-page';
import { users } from '../../db/schema/users';
import { containsPattern } from '../../db/contains-pattern';

/** Whose drivers a reader sees: every driver (an admin), or those of a supplier's bookings. */
export type DriverScope = { supplierId: string } | 'all';

/**
 * The bookings of driver `u` the reader of `scope` may see: a supplier's own, once the driver made or
 * accepted them (a booking made by hand for an existing account shows nothing of it before).
 */
function bookingsOf(scope: DriverScope): SQL {
  return scope === 'all'
    ? sql`b.driver_id = u.id`
    : sql`b.driver_id = u.id and b.supplier_id = ${scope.supplierId}::uuid and b.driver_accepted_at is not null`;
}

const STATE_CONDITIONS: Record<DriverState, SQL> = {
  unverified: sql`not u.is_verified and not u.is_blacklisted`,
  verified: sql`u.is_verified and not u.is_blacklisted`,
  suspended: sql`u.is_blacklisted`,
};

function conditions(scope: DriverScope, query: Partial<AdminDriverQuery>, id?: string): SQL {
  const where: SQL[] = [sql`u.type = 'user'`, sql`u.deleted_at is null`];
  if (id !== undefined) where.push(sql`u.id = ${id}::uuid`);
  if (scope !== 'all') where.push(sql`exists (select 1 from bookings b where ${bookingsOf(scope)})`);
  if (query.state !== undefined) where.push(STATE_CONDITIONS[query.state]);
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    // Case and accents aside; a phone also by its digits alone ('612 34' finds '+33 6 12 34 56 78').
    const key = sql`roadbook_search_key(${query.keyword})`;
    const digits = query.keyword.replace(/\D/g, '');
    where.push(sql`((${key} <> '' and roadbook_search_key(u.full_name) like '%' || ${key} || '%')
      or u.full_name ilike ${pattern} or u.email ilike ${pattern} or u.phone ilike ${pattern}
      ${digits.length >= 3 ? sql`or regexp_replace(coalesce(u.phone, ''), '\\D', '', 'g') like ${`%${digits}%`}` : sql``})`);
  }
  return and(...where) ?? sql`true`;
}

const DriverRowSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  is_verified: z.boolean(),
  is_blacklisted: z.boolean(),
  booking_count: z.coerce.number(),
  created_at: z.coerce.date(),
  total: z.coerce.number(),
});
export type DriverRow = z.infer<typeof DriverRowSchema>;

function selectDrivers(db: Database, where: SQL, scope: DriverScope, { limit, offset }: PageWindow) {
  return db.execute(sql`
    select u.id, u.full_name, u.email, u.phone, u.is_verified, u.is_blacklisted,
      (select count(*) from bookings b where ${bookingsOf(scope)}) as booking_count,
      u.created_at, count(*) over () as total
    from users u
    where ${where}
    order by u.created_at desc, u.id desc
    limit ${limit} offset ${offset}`);
}

export async function selectDriverPage(
  db: Database,
  scope: DriverScope,
  query: AdminDriverQuery,
  window: PageWindow,
): Promise<DriverRow[]> {
  const result = await selectDrivers(db, conditions(scope, query), scope, window);
  return z.object({ rows: z.array(DriverRowSchema) }).parse(result).rows;
}

export async function countDrivers(
  db: Database,
  scope: DriverScope,
  query: AdminDriverQuery,
): Promise<number> {
  const result = await db.execute(
    sql`select count(*) as total from users u where ${conditions(scope, query)}`,
  );
  return (
    z.object({ rows: z.array(z.object({ total: z.coerce.number() })) }).parse(result).rows[0]?.total ?? 0
  );
}

/** Driver `id` if the reader of `scope` may see it. */
export async function selectDriver(
  db: Database,
  scope: DriverScope,
  id: string,
): Promise<DriverRow | undefined> {
  const result = await selectDrivers(db, conditions(scope, {}, id), scope, { limit: 1, offset: 0 });
  return z.object({ rows: z.array(DriverRowSchema) }).parse(result).rows[0];
}

/** Locks driver account `id` (not deleted) for a change; false when there is none. */
export async function lockDriver(tx: Database, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.type, 'user'), isNull(users.deletedAt)))
    .for('update');
  return row !== undefined;
}

export async function setDriverBlacklisted(tx: Database, id: string, isBlacklisted: boolean, now: Date) {
  await tx.update(users).set({ isBlacklisted, updatedAt: now }).where(eq(users.id, id));
}
