// The audit trail of the back office (product-rules.md § Back office): every change made there, who
// made it, when, to which record, and the record before and after. A change writes its event in its
// own transaction (`record`), so the two commit together or not at all; admins read the trail.
import type { AuditAction, AuditPage, AuditQuery, AuditRecordKind } from '@roadbook/domain/contracts/audit';
import type { Database, DatabaseHandle } from '../../db/client';
import { loadListPage } from '../../db/list-page';
import type { AuditSnapshot } from '../../db/schema/audit';
import { countAuditEvents, insertAuditEvent, selectAuditPage } from './audit.queries';

export type { AuditSnapshot };

export interface AuditServiceDependencies {
  database: DatabaseHandle;
  /** The marketplace time zone, in which the list's calendar days are counted. */
  timeZone: string;
}

/** One change, as its service tells it. */
export interface AuditEntry {
  /** Who made it. */
  actorId: string;
  action: AuditAction;
  recordKind: AuditRecordKind;
  recordId: string;
  /** The record's name, when it has one (a car's name). */
  recordLabel: string | null;
  /** The record's fields as plain JSON: null before a creation. */
  before: AuditSnapshot | null;
  /** Null after a deletion. */
  after: AuditSnapshot | null;
}

export function createAuditService({ database, timeZone }: AuditServiceDependencies) {
  const { db } = database;

  return {
    /** Writes the event of a change in `tx`, the transaction of the change itself. */
    async record(tx: Database, entry: AuditEntry): Promise<void> {
      await insertAuditEvent(tx, entry);
    },

    /** GET /api/admin/audit: the events matching `query`, newest first. */
    async list(query: AuditQuery): Promise<AuditPage> {
      const { rows, ...paging } = await loadListPage(
        query,
        (window) => selectAuditPage(db, query, timeZone, window),
        () => countAuditEvents(db, query, timeZone),
      );
      return {
        events: rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          actor:
            row.actor_id === null || row.actor_name === null || row.actor_type === null
              ? null
              : { id: row.actor_id, fullName: row.actor_name, type: row.actor_type },
          action: row.action,
          recordKind: row.record_kind,
          recordId: row.record_id,
          recordLabel: row.record_label,
          before: row.before,
          after: row.after,
        })),
        ...paging,
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
