// The suppliers as admins run them in the back office (product-rules.md § Back office): the list of
// every supplier account, one supplier, and its changes — verified (its cars become public at once,
// and it hears so by email), suspended (its sessions end, it cannot sign in, its cars leave the
// search) or reinstated, its profile and settings edited, its logo set or removed. Each change runs
// in one transaction with its audit event; an unknown or deleted supplier is 404.
import type { FastifyBaseLogger } from 'fastify';
import type {
  AdminSupplier,
  AdminSupplierPage,
  AdminSupplierQuery,
} from '@roadbook/domain/contracts/admin-suppliers';
import type { AdminSupplierBody } from '@roadbook/domain/admin-supplier-schema';
import { DomainError } from '@roadbook/domain/error-codes';
import type { Database, DatabaseHandle } from '../../db/client';
import { loadListPage } from '../../db/list-page';
import { uploadUrl } from '../../http/upload-url';
import type { FileStore } from '../../integrations/storage/file-store';
import { toSupplierLogo } from '../../integrations/storage/image-upload';
import type { BackOfficeUser } from '../../plugins/session';
import type { SessionStore } from '../../accounts/accounts/session-store';
import type { AuditService, AuditSnapshot } from '../../platform/audit/audit.service';
import type { EmailService } from '../../platform/email/email.service';
import type { SupplierAccountsService } from '../../accounts/supplier-accounts/supplier-accounts.service';
import type { UsersService } from '../../accounts/users/users.service';
import {
  countAdminSuppliers,
  countSupplierCars,
  selectAdminSuppliers,
  selectSupplier,
  updateSupplier,
  type SupplierRecord,
} from './admin-suppliers.queries';

export interface AdminSuppliersServiceDependencies {
  database: DatabaseHandle;
  audit: Pick<AuditService, 'record'>;
  files: Pick<FileStore, 'savePublic'>;
  sessions: Pick<SessionStore, 'revokeOthers'>;
  emails: Pick<EmailService, 'queue' | 'wake' | 'link'>;
  log: FastifyBaseLogger;
  users: Pick<UsersService, 'dropAvatar'>;
  supplierAccounts: Pick<SupplierAccountsService, 'writeSettings'>;
}

function toAdminSupplier(record: SupplierRecord, carCount: number): AdminSupplier {
  return {
    id: record.id,
    name: record.fullName,
    logo: uploadUrl(record.avatar),
    email: record.email,
    isEmailVerified: record.isVerified,
    isApproved: record.approvedAt !== null,
    isBlacklisted: record.isBlacklisted,
    carCount,
    createdAt: record.createdAt.toISOString(),
    phone: record.phone,
    location: record.location,
    bio: record.bio,
    language: record.language,
    approvedAt: record.approvedAt?.toISOString() ?? null,
    // As the supplier's own settings page reads them (accounts/user-dto.ts).
    settings: {
      priceChangeRate: record.priceChangeRate,
      isPayAtCounterAllowed: record.isPayAtCounterAllowed ?? false,
      isLicenceRequired: record.isLicenceRequired ?? false,
      minimumRentalDays: record.minimumRentalDays ?? 1,
    },
  };
}

/** What the audit trail keeps of a supplier: its fields, not its number of cars or creation time. */
function snapshotOf({ carCount: _cars, createdAt: _createdAt, ...fields }: AdminSupplier): AuditSnapshot {
  return fields;
}

export function createAdminSuppliersService({
  database,
  audit,
  files,
  sessions,
  emails,
  log,
  users,
  supplierAccounts,
}: AdminSuppliersServiceDependencies) {
  const { db } = database;

  /** Supplier `id` as the back office shows it, with its record; 404 common.notFound when none. */
  async function readSupplier(tx: Database, id: string, lock = false) {
    const record = await selectSupplier(tx, id, lock);
    if (!record) throw new DomainError('common.notFound');
    return { record, supplier: toAdminSupplier(record, await countSupplierCars(tx, id)) };
  }

  /**
   * Changes supplier `id` (locked) and records the change when it changed anything (an action on a
   * supplier already in that state records nothing); answers the supplier, and the record before.
   */
  function changeSupplier(
    admin: BackOfficeUser,
    id: string,
    change: (tx: Database, before: SupplierRecord) => Promise<void>,
  ): Promise<{ supplier: AdminSupplier; before: SupplierRecord }> {
    return db.transaction(async (tx) => {
      const { record, supplier: before } = await readSupplier(tx, id, true);
      await change(tx, record);
      const { supplier } = await readSupplier(tx, id);
      const [beforeSnapshot, afterSnapshot] = [snapshotOf(before), snapshotOf(supplier)];
      if (JSON.stringify(beforeSnapshot) !== JSON.stringify(afterSnapshot)) {
        await audit.record(tx, {
          actorId: admin.id,
          action: 'update',
          recordKind: 'supplier',
          recordId: id,
          recordLabel: supplier.name,
          before: beforeSnapshot,
          after: afterSnapshot,
        });
      }
      return { supplier, before: record };
    });
  }

  /** Removes a logo no account shows any more; a failure leaves a file behind, never fails the change. */
  async function dropLogo(path: string | null, supplierId: string): Promise<void> {
    if (path === null) return;
    try {
      await users.dropAvatar(path, supplierId);
    } catch (error) {
      log.warn({ err: error, path }, 'admin suppliers: a logo could not be removed');
    }
  }

  return {
    /**
     * GET /api/admin/suppliers: every supplier account not deleted, by name, `keyword` on name and
     * email, `state` one state.
     */
    async listSuppliers(query: AdminSupplierQuery): Promise<AdminSupplierPage> {
      const { rows, ...paging } = await loadListPage(
        query,
        (window) => selectAdminSuppliers(db, query, window),
        () => countAdminSuppliers(db, query),
      );
      return {
        suppliers: rows.map((row) => ({
          id: row.id,
          name: row.name,
          logo: uploadUrl(row.avatar),
          email: row.email,
          isEmailVerified: row.is_verified,
          isApproved: row.is_approved,
          isBlacklisted: row.is_blacklisted,
          carCount: row.car_count,
          createdAt: row.created_at.toISOString(),
        })),
        ...paging,
      };
    },

    /** One supplier with its contact, settings, state and number of cars. */
    async getSupplier(id: string): Promise<AdminSupplier> {
      return (await readSupplier(db, id)).supplier;
    },

    /**
     * Verifies the supplier (approvedAt): its cars are public from the commit on (once its address
     * is confirmed too), and it is emailed so in its language. Already verified: nothing changes.
     */
    async verify(admin: BackOfficeUser, id: string, now: Date): Promise<AdminSupplier> {
      let isQueued = false;
      const { supplier } = await changeSupplier(admin, id, async (tx, before) => {
        if (before.approvedAt !== null) return;
        await updateSupplier(tx, id, { approvedAt: now }, now);
        await emails.queue(tx, {
          template: 'supplierVerified',
          to: before.email,
          language: before.language,
          params: { fullName: before.fullName, link: emails.link('/admin', {}, before.language) },
        });
        isQueued = true;
      });
      if (isQueued) emails.wake();
      return supplier;
    },

    /** Suspends the supplier: its sessions end with the change, it cannot sign in, its cars leave the search. */
    async suspend(admin: BackOfficeUser, id: string, now: Date): Promise<AdminSupplier> {
      const { supplier } = await changeSupplier(admin, id, async (tx, before) => {
        if (before.isBlacklisted) return;
        await updateSupplier(tx, id, { isBlacklisted: true }, now);
        await sessions.revokeOthers(id, null, tx);
      });
      return supplier;
    },

    /** Lifts a suspension: the supplier may sign in again, its cars are back as they were. */
    async reinstate(admin: BackOfficeUser, id: string, now: Date): Promise<AdminSupplier> {
      const { supplier } = await changeSupplier(admin, id, async (tx, before) => {
        if (!before.isBlacklisted) return;
        await updateSupplier(tx, id, { isBlacklisted: false }, now);
      });
      return supplier;
    },

    /** Its name, phone, location, bio and settings (the settings as its own settings form writes them). */
    async edit(
      admin: BackOfficeUser,
      id: string,
      body: AdminSupplierBody,
      now: Date,
    ): Promise<AdminSupplier> {
      const { supplier } = await changeSupplier(admin, id, async (tx) => {
        const { name, phone, location, bio, ...settings } = body;
        await updateSupplier(tx, id, { fullName: name, phone, location, bio }, now);
        await supplierAccounts.writeSettings(tx, id, settings);
      });
      return supplier;
    },

    /**
     * The supplier's logo, checked by its content and re-encoded without metadata (toSupplierLogo);
     * the former one is removed when no account shows it any more.
     */
    async setLogo(admin: BackOfficeUser, id: string, bytes: Buffer, now: Date): Promise<AdminSupplier> {
      // Nothing is decoded or stored for a supplier that does not exist.
      const { record } = await readSupplier(db, id);
      const logo = await toSupplierLogo(bytes);
      const path = await files.savePublic('logos', logo.bytes, logo.extension);
      let changed: Awaited<ReturnType<typeof changeSupplier>>;
      try {
        changed = await changeSupplier(admin, id, (tx) => updateSupplier(tx, id, { avatar: path }, now));
      } catch (error) {
        if (path !== record.avatar) await dropLogo(path, id);
        throw error;
      }
      if (changed.before.avatar !== path) await dropLogo(changed.before.avatar, id);
      return changed.supplier;
    },

    /** Removes the supplier's logo (its file too, when no other account shows it). */
    async deleteLogo(admin: BackOfficeUser, id: string, now: Date): Promise<AdminSupplier> {
      const { supplier, before } = await changeSupplier(admin, id, (tx) =>
        updateSupplier(tx, id, { avatar: null }, now),
      );
      await dropLogo(before.avatar, id);
      return supplier;
    },
  };
}

export type AdminSuppliersService = ReturnType<typeof createAdminSuppliersService>;
