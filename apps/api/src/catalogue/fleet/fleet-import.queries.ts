// What the fleet's CSV import asks the database: the accounts a file names by email (or the importing
// supplier), the places its place names match, and the write of one car. The import locks what it
// found (`lock`) until its cars are written, so that none of it goes meanwhile; a preview does not.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { UserType } from '@roadbook/domain/enums';
import type { Database } from '../../db/client';
import { carLocations, cars } from '../../db/schema/cars';
import { users } from '../../db/schema/users';
import type { CarRecord, CarValues } from './fleet.queries';

/** An account a car may be given to, when it is a supplier. */
export interface ImportAccount {
  id: string;
  email: string;
  type: UserType;
  fullName: string;
  avatar: string | null;
}

/** The accounts (not deleted) of `emails` (lower case, as accounts keep them), or the one of `id`. */
export async function selectImportAccounts(
  tx: Database,
  which: { emails: readonly string[] } | { id: string },
  lock: boolean,
): Promise<ImportAccount[]> {
  if ('emails' in which && which.emails.length === 0) return [];
  const query = tx
    .select({
      id: users.id,
      email: users.email,
      type: users.type,
      fullName: users.fullName,
      avatar: users.avatar,
    })
    .from(users)
    .where(
      and(
        'emails' in which ? inArray(users.email, [...which.emails]) : eq(users.id, which.id),
        isNull(users.deletedAt),
      ),
    );
  return lock ? query.for('key share') : query;
}

const PlaceMatchesSchema = z.object({ rows: z.array(z.object({ name: z.string(), id: z.string() })) });

/**
 * The locations each of `names` matches: a name of the location in any language, case and accents
 * aside (their `search_key`, migration 0003). A location named alike in two languages comes once.
 */
export async function selectPlacesByName(
  tx: Database,
  names: readonly string[],
  lock: boolean,
): Promise<Map<string, string[]>> {
  const matches = new Map<string, string[]>();
  if (names.length === 0) return matches;
  const values = sql.join(
    names.map((name) => sql`(${name}::text)`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    select q.name, l.id
    from (values ${values}) as q(name)
    join location_names n on n.search_key = roadbook_search_key(q.name)
    join locations l on l.id = n.location_id
    ${lock ? sql`for key share of l` : sql``}`);
  for (const { name, id } of PlaceMatchesSchema.parse(result).rows) {
    const ids = matches.get(name) ?? [];
    if (!ids.includes(id)) ids.push(id);
    matches.set(name, ids);
  }
  return matches;
}

/** Rows a single insert writes at most (PostgreSQL takes 65 535 parameters a statement). */
const INSERT_CHUNK = 500;

function chunksOf<T>(items: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += INSERT_CHUNK) {
    chunks.push(items.slice(start, start + INSERT_CHUNK));
  }
  return chunks;
}

/** Writes cars, their ids given (so that each row is known without relying on the order of an answer). */
export async function insertCarRecords(
  tx: Database,
  values: readonly (CarValues & { id: string })[],
): Promise<Map<string, CarRecord>> {
  const records = new Map<string, CarRecord>();
  for (const chunk of chunksOf(values)) {
    for (const row of await tx.insert(cars).values(chunk).returning()) records.set(row.id, row);
  }
  return records;
}

/** Writes the pick-up places of new cars. */
export async function insertCarLocations(
  tx: Database,
  rows: readonly { carId: string; locationId: string }[],
): Promise<void> {
  for (const chunk of chunksOf(rows)) await tx.insert(carLocations).values(chunk);
}
