// The audit trail (product-rules.md § Back office): every change made in the back office, who made it,
// when, to which record, and the record before and after. Admins read it.
import * as z from 'zod/mini';
import { USER_TYPES } from '../enums';
import { isCalendarDay } from '../calendar-day';
import { BackOfficePageSizeSchema, listPageFields, PageQuerySchema } from './list-page';

/** The kinds of record the back office changes. */
export const AUDIT_RECORD_KINDS = [
  'car',
  'booking',
  'supplier',
  'driver',
  'lead',
  'country',
  'location',
  'helpArticle',
  'settings',
  'block',
] as const;
export type AuditRecordKind = (typeof AUDIT_RECORD_KINDS)[number];

/** What was done to the record. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const calendarDay = z.string().check(z.refine(isCalendarDay, 'validation.invalidDate'));

/** GET /api/admin/audit: by person, record (kind, and id) and calendar days (marketplace time zone, inclusive). */
export const AuditQuerySchema = z.object({
  actor: z.optional(z.uuid()),
  recordKind: z.optional(z.enum(AUDIT_RECORD_KINDS)),
  recordId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100, 'validation.tooLong'))),
  from: z.optional(calendarDay),
  to: z.optional(calendarDay),
  page: PageQuerySchema,
  pageSize: BackOfficePageSizeSchema,
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

/** A record's fields as they were (null before a creation, after a deletion). */
const Snapshot = z.nullable(z.record(z.string(), z.unknown()));

export const AuditEventSchema = z.object({
  id: z.uuid(),
  at: z.string(),
  /** Who did it: null once the account is gone. */
  actor: z.nullable(z.object({ id: z.uuid(), fullName: z.string(), type: z.enum(USER_TYPES) })),
  action: z.enum(AUDIT_ACTIONS),
  recordKind: z.enum(AUDIT_RECORD_KINDS),
  recordId: z.string(),
  /** The record's name when it has one (a car's name, a supplier's), as it was then. */
  recordLabel: z.nullable(z.string()),
  before: Snapshot,
  after: Snapshot,
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;

export const AuditPageSchema = z.object({ events: z.array(AuditEventSchema), ...listPageFields });
export type AuditPage = z.infer<typeof AuditPageSchema>;
