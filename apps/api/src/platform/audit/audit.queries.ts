// The audit trail as the database keeps it: one row written per change, and the page of rows an
// admin reads, filtered by person, record and calendar days of the marketplace.
import { and, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_RECORD_KINDS, type AuditQuery } from '@roadbook/domain/contracts/audit';
import { USER_TYPES } from '@roadbook/domain/enums';
import type { Database } from '../../db/client';
import type { PageWindow } from '../../db/list-page';
import { auditEvents } from '../../db/schema/audit';

export type NewAuditEvent = Omit<typeof auditEvents.$inferInsert, 'id' | 'at'>;

export async function insertAuditEvent(tx: Database, event: NewAuditEvent): Promise<void> {
  await tx.insert(auditEvents).values(event);
}

const Snapshot = z.record(z.string(), z.unknown()).nullable();

const AuditRowSchema = z.object({
  id: z.string(),
  at: z.coerce.date(),
  action: z.enum(AUDIT_ACTIONS),
  record_kind: z.enum(AUDIT_RECORD_KINDS),
  record_id: z.string(),
  record_label: z.string().nullable(),
  before: Snapshot,
  after: Snapshot,
  actor_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  actor_type: z.enum(USER_TYPES).nullable(),
  total: z.coerce.number(),
});
export type AuditRow = z.infer<typeof AuditRowSchema>;

function conditions(query: AuditQuery, timeZone: string): SQL {
  const where: SQL[] = [sql`true`];
  if (query.actor !== undefined) where.push(sql`e.actor_id = ${query.actor}::uuid`);
  if (query.recordKind !== undefined) where.push(sql`e.record_kind = ${query.recordKind}`);
  if (query.recordId !== undefined) where.push(sql`e.record_id = ${query.recordId}`);
  // Calendar days of the marketplace, both included: [from 00:00, to + 1 day 00:00).
  if (query.from !== undefined) {
    where.push(sql`e.at >= (${query.from}::date)::timestamp at time zone ${timeZone}`);
  }
  if (query.to !== undefined) {
    where.push(sql`e.at < ((${query.to}::date + 1)::timestamp at time zone ${timeZone})`);
  }
  return and(...where) ?? sql`true`;
}

/** One page of the events matching `query`, newest first, each with the whole list's total. */
export async function selectAuditPage(
  db: Database,
  query: AuditQuery,
  timeZone: string,
  { limit, offset }: PageWindow,
): Promise<AuditRow[]> {
  const result = await db.execute(sql`
    select e.id, e.at, e.action, e.record_kind, e.record_id, e.record_label, e.before, e.after,
      a.id as actor_id, a.full_name as actor_name, a.type as actor_type,
      count(*) over () as total
    from audit_events e
    left join users a on a.id = e.actor_id
    where ${conditions(query, timeZone)}
    order by e.at desc, e.id desc
    limit ${limit} offset ${offset}`);
  return z.object({ rows: z.array(AuditRowSchema) }).parse(result).rows;
}

export async function countAuditEvents(db: Database, query: AuditQuery, timeZone: string): Promise<number> {
  const result = await db.execute(sql`
    select count(*) as total from audit_events e where ${conditions(query, timeZone)}`);
  return (
    z.object({ rows: z.array(z.object({ total: z.coerce.number() })) }).parse(result).rows[0]?.total ?? 0
  );
}
