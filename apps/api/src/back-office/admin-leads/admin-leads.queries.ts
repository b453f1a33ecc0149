// The leads as admins follow them: the list (by kind, status and keyword, newest first) and one
// lead, locked for its status change. Leads are `l`.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  LEAD_KINDS,
  LEAD_STATUSES,
  type AdminLeadQuery,
  type LeadStatus,
} from '@roadbook/domain/contracts/admin-leads';
import { LANGUAGES } from '@roadbook/domain/constants';
import type { Database } from '../../db/client';
import type { PageWindow } from '../../db/list-page';
import { leads } from '../../db/schema/users';
import { containsPattern } from '../../db/contains-pattern';

function conditions(query: AdminLeadQuery): SQL {
  const where: SQL[] = [];
  if (query.kind !== undefined) where.push(sql`l.kind = ${query.kind}`);
  if (query.status !== undefined) where.push(sql`l.status = ${query.status}`);
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    // Names and companies case and accents aside; a keyword without letters or digits as written.
    const key = sql`roadbook_search_key(${query.keyword})`;
    where.push(sql`((${key} <> '' and (roadbook_search_key(l.full_name) like '%' || ${key} || '%'
        or roadbook_search_key(coalesce(l.company, '')) like '%' || ${key} || '%'))
      or l.full_name ilike ${pattern} or l.email ilike ${pattern} or l.company ilike ${pattern}
      or l.phone ilike ${pattern})`);
  }
  return and(...where) ?? sql`true`;
}

const LeadRowSchema = z.object({
  id: z.string(),
  kind: z.enum(LEAD_KINDS),
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  message: z.string().nullable(),
  language: z.enum(LANGUAGES),
  status: z.enum(LEAD_STATUSES),
  created_at: z.coerce.date(),
  total: z.coerce.number(),
});
export type LeadRow = z.infer<typeof LeadRowSchema>;

export async function selectLeadPage(
  db: Database,
  query: AdminLeadQuery,
  { limit, offset }: PageWindow,
): Promise<LeadRow[]> {
  const result = await db.execute(sql`
    select l.id, l.kind, l.full_name, l.email, l.phone, l.company, l.message, l.language, l.status,
      l.created_at, count(*) over () as total
    from leads l
    where ${conditions(query)}
    order by l.created_at desc, l.id desc
    limit ${limit} offset ${offset}`);
  return z.object({ rows: z.array(LeadRowSchema) }).parse(result).rows;
}

export async function countLeads(db: Database, query: AdminLeadQuery): Promise<number> {
  const result = await db.execute(sql`select count(*) as total from leads l where ${conditions(query)}`);
  return (
    z.object({ rows: z.array(z.object({ total: z.coerce.number() })) }).parse(result).rows[0]?.total ?? 0
  );
}

/** Lead `id`, locked for a change. */
export async function lockLead(tx: Database, id: string) {
  const [row] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
  return row;
}
export type LeadRecord = NonNullable<Awaited<ReturnType<typeof lockLead>>>;

export async function updateLeadStatus(tx: Database, id: string, status: LeadStatus, now: Date) {
  const [row] = await tx.update(leads).set({ status, updatedAt: now }).where(eq(leads.id, id)).returning();
  if (!row) throw new Error('lead not updated');
  return row;
}
