import { index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, AUDIT_RECORD_KINDS } from '@roadbook/domain/contracts/audit';
import { users } from './users';

export const auditActionEnum = pgEnum('audit_action', AUDIT_ACTIONS);
export const auditRecordKindEnum = pgEnum('audit_record_kind', AUDIT_RECORD_KINDS);

/** A record's fields as plain JSON, as the audit trail keeps them. */
export type AuditSnapshot = Record<string, unknown>;

/**
 * The audit trail (platform/audit): one row per change made in the back office, written in the
 * transaction of the change itself, never changed afterwards. `before` is null for a creation,
 * `after` for a deletion; the actor becomes null once their account is gone.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: auditActionEnum('action').notNull(),
    recordKind: auditRecordKindEnum('record_kind').notNull(),
    recordId: text('record_id').notNull(),
    /** The record's name as it was then (a car's name), when it has one. */
    recordLabel: text('record_label'),
    before: jsonb('before').$type<AuditSnapshot>(),
    after: jsonb('after').$type<AuditSnapshot>(),
  },
  (t) => [
    index('audit_events_actor_idx').on(t.actorId, t.at),
    index('audit_events_record_idx').on(t.recordKind, t.recordId, t.at),
    index('audit_events_at_idx').on(t.at),
  ],
);
