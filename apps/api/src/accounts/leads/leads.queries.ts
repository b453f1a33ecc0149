import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Language } from '@roadbook/domain/constants';
import type { LeadKind } from '@roadbook/domain/contracts/admin-leads';
import type { Database } from '../../db/client';

export type { LeadKind };

export interface LeadValues {
  kind: LeadKind;
  email: string;
  fullName: string;
  phone: string | null;
  company: string | null;
  message: string | null;
  language: Language;
}

const StoredLeadSchema = z.object({
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  message: z.string().nullable(),
  is_new: z.boolean(),
});
const StoredLeadRowsSchema = z.object({ rows: z.tuple([StoredLeadSchema]) });

/**
 * Stores a lead, one per kind and address (any case): a known one takes the new name, language and
 * whatever else was given this time (what was left out keeps its earlier value), and is new again
 * for the admins. `isNew` says whether the row was made now.
 */
export async function upsertLead(db: Database, lead: LeadValues) {
  const result = await db.execute(sql`
    insert into leads (kind, email, full_name, phone, company, message, language)
    values (${lead.kind}, ${lead.email}, ${lead.fullName}, ${lead.phone}, ${lead.company}, ${lead.message},
      ${lead.language})
    on conflict (kind, lower(email)) do update set
      full_name = excluded.full_name,
      phone = coalesce(excluded.phone, leads.phone),
      company = coalesce(excluded.company, leads.company),
      message = coalesce(excluded.message, leads.message),
      language = excluded.language,
      status = 'new',
      updated_at = now()
    returning full_name, email, phone, company, message, (xmax = 0) as is_new`);
  const [row] = StoredLeadRowsSchema.parse(result).rows;
  return {
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    message: row.message,
    isNew: row.is_new,
  };
}
