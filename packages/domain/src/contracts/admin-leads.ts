// The leads as admins follow them in the back office (product-rules.md § Back office): the people who
// left their details on a join page, and where the marketplace stands with each.
import * as z from 'zod/mini';
import { LANGUAGES } from '../constants';
import { BackOfficePageSizeSchema, listPageFields, PageQuerySchema } from './list-page';

/** Who left the lead: a rental agency (supplier join page) or a driver (driver join page). */
export const LEAD_KINDS = ['supplier', 'user'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/**
 * Where a lead stands: `new` when left (and again when the same address leaves its details once
 * more), then as an admin sets it. The one list: the database checks it too.
 */
export const LEAD_STATUSES = ['new', 'contacted', 'converted', 'dismissed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** GET /api/admin/leads: `keyword` matches the name, the email address, the company and the phone. */
export const AdminLeadQuerySchema = z.object({
  kind: z.optional(z.enum(LEAD_KINDS)),
  status: z.optional(z.enum(LEAD_STATUSES)),
  keyword: z.optional(z.string().check(z.trim(), z.maxLength(100, 'validation.tooLong'))),
  page: PageQuerySchema,
  pageSize: BackOfficePageSizeSchema,
});
export type AdminLeadQuery = z.infer<typeof AdminLeadQuerySchema>;

export const AdminLeadSchema = z.object({
  id: z.uuid(),
  kind: z.enum(LEAD_KINDS),
  fullName: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  company: z.nullable(z.string()),
  message: z.nullable(z.string()),
  /** The language of the page it was left on (or the one it chose). */
  language: z.enum(LANGUAGES),
  status: z.enum(LEAD_STATUSES),
  createdAt: z.string(),
});
export type AdminLead = z.infer<typeof AdminLeadSchema>;

export const AdminLeadPageSchema = z.object({ leads: z.array(AdminLeadSchema), ...listPageFields });
export type AdminLeadPage = z.infer<typeof AdminLeadPageSchema>;

/** PUT /api/admin/leads/{id}. */
export const AdminLeadBodySchema = z.object({ status: z.enum(LEAD_STATUSES) });
export type AdminLeadBody = z.infer<typeof AdminLeadBodySchema>;

export const AdminLeadResponseSchema = z.object({ lead: AdminLeadSchema });
export type AdminLeadResponse = z.infer<typeof AdminLeadResponseSchema>;
