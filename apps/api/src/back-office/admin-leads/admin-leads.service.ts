// The leads in the back office (product-rules.md § Back office): admins list the people who left
// their details on a join page and set where the marketplace stands with each (LEAD_STATUSES), each
// change in one transaction with its audit event.
import type {
  AdminLead,
  AdminLeadPage,
  AdminLeadQuery,
  LeadStatus,
} from '@roadbook/domain/contracts/admin-leads';
import { DomainError } from '@roadbook/domain/error-codes';
import type { DatabaseHandle } from '../../db/client';
import { loadListPage } from '../../db/list-page';
import type { BackOfficeUser } from '../../plugins/session';
import type { AuditService, AuditSnapshot } from '../../platform/audit/audit.service';
import {
  countLeads,
  lockLead,
  selectLeadPage,
  updateLeadStatus,
  type LeadRecord,
} from './admin-leads.queries';

export interface AdminLeadsServiceDependencies {
  database: DatabaseHandle;
  audit: Pick<AuditService, 'record'>;
}

function toAdminLead(lead: LeadRecord): AdminLead {
  return {
    id: lead.id,
    kind: lead.kind === 'supplier' ? 'supplier' : 'user',
    fullName: lead.fullName,
    email: lead.email,
    phone: lead.phone,
    company: lead.company,
    message: lead.message,
    language: lead.language,
    status: lead.status,
    createdAt: lead.createdAt.toISOString(),
  };
}

/** What the audit trail keeps of a lead: its fields but its creation time. */
function snapshotOf({ createdAt: _createdAt, ...fields }: AdminLead): AuditSnapshot {
  return fields;
}

export function createAdminLeadsService({ database, audit }: AdminLeadsServiceDependencies) {
  const { db } = database;

  return {
    /** GET /api/admin/leads: the leads matching `query`, newest first. */
    async listLeads(query: AdminLeadQuery): Promise<AdminLeadPage> {
      const { rows, ...paging } = await loadListPage(
        query,
        (window) => selectLeadPage(db, query, window),
        () => countLeads(db, query),
      );
      return {
        leads: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          fullName: row.full_name,
          email: row.email,
          phone: row.phone,
          company: row.company,
          message: row.message,
          language: row.language,
          status: row.status,
          createdAt: row.created_at.toISOString(),
        })),
        ...paging,
      };
    },

    /** Sets the lead's status; 404 common.notFound when there is no such lead. The same status records nothing. */
    setStatus(admin: BackOfficeUser, id: string, status: LeadStatus, now: Date): Promise<AdminLead> {
      return db.transaction(async (tx) => {
        const record = await lockLead(tx, id);
        if (!record) throw new DomainError('common.notFound');
        const before = toAdminLead(record);
        if (before.status === status) return before;
        const after = toAdminLead(await updateLeadStatus(tx, id, status, now));
        await audit.record(tx, {
          actorId: admin.id,
          action: 'update',
          recordKind: 'lead',
          recordId: id,
          recordLabel: after.fullName,
          before: snapshotOf(before),
          after: snapshotOf(after),
        });
        return after;
      });
    },
  };
}

export type AdminLeadsService = ReturnType<typeof createAdminLeadsService>;
