import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@roadbook/api/db/client';

/** The query runner inside the seed's transaction. */
export type Runner = Pick<Database, 'execute'>;

/**
 * SQL fragments for rows generated inside PostgreSQL. Every random draw is a hash of the seed, a
 * salt and the row's number, so a seed gives the same data on any run, in any order, on any server.
 */
export function benchSql(seed: number) {
  if (!Number.isSafeInteger(seed) || seed < 0 || seed > 2 ** 31) throw new Error(`invalid seed ${seed}`);
  const random = (row: string, salt: number) =>
    `((hashint8extended((${row})::int8, ${seed * 1000 + salt}) & 4503599627370495)::float8 / 4503599627370496.0)`;
  return {
    /** A number in [0, 1) for `row` (an SQL expression), independent for each salt. */
    random,
    /** An integer in [min, max]. */
    int: (row: string, salt: number, min: number, max: number) =>
      `(${min} + floor(${random(row, salt)} * ${max - min + 1})::int)`,
    /**
     * A stable uuid for the `row`-th record of a kind: two hashes of the row (cheaper than md5), with
     * the version (4) and variant bits of RFC 9562 set, as the API's uuid validation expects.
     */
    uuid: (kind: string, row: string) => {
      const salt = seed * 1000 + 500 + 2 * kindNumber(kind);
      const hash = (n: number) => `hashint8extended((${row})::int8, ${salt + n})`;
      // High half: version nibble (bits 15..12) = 4. Low half: top two bits = 10.
      const high = `((${hash(0)} & -61441) | 16384)`;
      const low = `((${hash(1)} & 4611686018427387903) | (-9223372036854775807 - 1))`;
      return `encode(int8send(${high}) || int8send(${low}), 'hex')::uuid`;
    },
  };
}

const UUID_KINDS = ['country', 'location', 'supplier', 'driver', 'car', 'date-price', 'booking'] as const;

function kindNumber(kind: string): number {
  const index = UUID_KINDS.findIndex((known) => known === kind);
  if (index < 0) throw new Error(`unknown record kind ${kind}`);
  return index;
}

/** A CASE choosing among `values` with relative `weights` from a uniform draw `draw`. */
export function weighted(
  draw: string,
  choices: readonly (readonly [value: string, weight: number])[],
): string {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let bound = 0;
  const whens = choices.slice(0, -1).map(([value, weight]) => {
    bound += weight / total;
    return `when ${draw} < ${bound.toFixed(6)} then ${value}`;
  });
  const last = choices[choices.length - 1];
  if (!last) throw new Error('no choices');
  return `(case ${whens.join(' ')} else ${last[0]} end)`;
}

/** `value` as an SQL string literal (for the seed's own constants only). */
export function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** An enum value for a weighted CASE. */
export const enumValue = (type: string, value: string) => `${literal(value)}::${type}`;

/** The rows of `row` in [0, values.length) take each value once, so small data sets have them all. */
export function everyValueFirst(row: string, type: string, values: readonly string[], otherwise: string) {
  return `(case when ${row} < ${values.length} then (array[${values.map(literal).join(', ')}]::${type}[])[${row} + 1] else ${otherwise} end)`;
}

const ConstraintRowsSchema = z.object({
  rows: z.array(z.object({ table: z.string(), name: z.string(), definition: z.string() })),
});
const IndexRowsSchema = z.object({ rows: z.array(z.object({ name: z.string(), definition: z.string() })) });

export interface DeferredConstraints {
  /** Recreates, in bulk, what `deferConstraints` dropped; `onEach` hears each one's name. */
  restore(onEach: (name: string) => void): Promise<void>;
}

/**
 * Drops the secondary indexes, foreign keys and exclusion constraints of `tables`, read from the
 * catalogue (so they follow the migrations), to rebuild them once after a bulk load: one index build
 * and one validating join are far cheaper than a million row-by-row checks. Run it inside the load's
 * transaction, so that a failure rolls the drop back too.
 */
export async function deferConstraints(tx: Runner, tables: readonly string[]): Promise<DeferredConstraints> {
  const names = sql.raw(tables.map(literal).join(', '));
  const constraints = ConstraintRowsSchema.parse(
    await tx.execute(sql`
    select c.conrelid::regclass::text as "table", c.conname as name, pg_get_constraintdef(c.oid) as definition
    from pg_constraint c
    where c.conrelid::regclass::text in (${names}) and c.contype in ('f', 'x')
    order by c.contype desc, c.conname`),
  );
  const indexes = IndexRowsSchema.parse(
    await tx.execute(sql`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    where i.indrelid::regclass::text in (${names})
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.conrelid = i.indrelid)
    order by 1`),
  );
  for (const c of constraints.rows) {
    await tx.execute(sql.raw(`alter table ${c.table} drop constraint ${quoteIdentifier(c.name)}`));
  }
  for (const index of indexes.rows) await tx.execute(sql.raw(`drop index ${index.name}`));
  return {
    restore: async (onEach) => {
      for (const index of indexes.rows) {
        await tx.execute(sql.raw(index.definition));
        onEach(index.name);
      }
      for (const c of constraints.rows) {
        await tx.execute(
          sql.raw(`alter table ${c.table} add constraint ${quoteIdentifier(c.name)} ${c.definition}`),
        );
        onEach(c.name);
      }
    },
  };
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
