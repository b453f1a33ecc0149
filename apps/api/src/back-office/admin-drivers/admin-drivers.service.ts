// The drivers in the back office (product-rules.md § Roles, § Back office): an admin reads every
// driver account, a supplier the drivers of its own bookings (any other driver does not exist for
// it: 404); a driver's latest bookings come from the bookings list itself, within the reader's
// scope. Admins suspend a driver (its sessions end with the change, it cannot sign in) and reinstate
// it, each change in one transaction with its audit event.
import {
  ADMIN_DRIVER_LATEST_BOOKINGS,
  type AdminDriver,
  type AdminDriverPage,
  type AdminDriverQuery,
  type AdminDriverRow,
} from '@roadbook/domain/contracts/admin-drivers';
import { DomainError } from '@roadbook/domain/error-codes';
import type { Database, DatabaseHandle } from '../../db/client';
import { loadListPage } from '../../db/list-page';
import type { BackOfficeUser } from '../../plugins/session';
import type { SessionStore } from '../../accounts/accounts/session-store';
import type { AuditService, AuditSnapshot } from '../../platform/audit/audit.service';
import type { BookingsService } from '../../bookings/bookings/bookings.service';
import {
  countDrivers,
  lockDriver,
  selectDriver,
  selectDriverPage,
  setDriverBlacklisted,
  type DriverRow,
  type DriverScope,
} from './admin-drivers.queries';

export interface AdminDriversServiceDependencies {
  database: DatabaseHandle;
  audit: Pick<AuditService, 'record'>;
  sessions: Pick<SessionStore, 'revokeOthers'>;
  bookings: Pick<BookingsService, 'listBookings'>;
}

/** The drivers `user` may see: an admin all, a supplier those of its bookings. */
function driverScopeOf(user: BackOfficeUser): DriverScope {
  return user.type === 'admin' ? 'all' : { supplierId: user.id };
}

function toDriverRow(row: DriverRow): AdminDriverRow {
  return {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    isEmailVerified: row.is_verified,
    isBlacklisted: row.is_blacklisted,
    bookingCount: row.booking_count,
    createdAt: row.created_at.toISOString(),
  };
}

/** What the audit trail keeps of a driver: its account's fields, not its bookings. */
function snapshotOf({
  bookingCount: _count,
  createdAt: _createdAt,
  ...fields
}: AdminDriverRow): AuditSnapshot {
  return fields;
}

export function createAdminDriversService({
  database,
  audit,
  sessions,
  bookings,
}: AdminDriversServiceDependencies) {
  const { db } = database;

  /** Driver `id` as `scope` sees it; 404 common.notFound outside it. */
  async function readDriver(tx: Database, scope: DriverScope, id: string): Promise<AdminDriverRow> {
    const row = await selectDriver(tx, scope, id);
    if (!row) throw new DomainError('common.notFound');
    return toDriverRow(row);
  }

  /** The driver with its latest bookings the reader may see. */
  async function withBookings(user: BackOfficeUser, driver: AdminDriverRow): Promise<AdminDriver> {
    const { bookings: latestBookings } = await bookings.listBookings(user, {
      driver: driver.id,
      page: 1,
      pageSize: ADMIN_DRIVER_LATEST_BOOKINGS,
    });
    return { ...driver, latestBookings };
  }

  /** Sets the driver's suspension (locked), and records it when it changed. */
  async function setSuspended(admin: BackOfficeUser, id: string, isBlacklisted: boolean, now: Date) {
    const driver = await db.transaction(async (tx) => {
      if (!(await lockDriver(tx, id))) throw new DomainError('common.notFound');
      const before = await readDriver(tx, 'all', id);
      if (before.isBlacklisted === isBlacklisted) return before;
      await setDriverBlacklisted(tx, id, isBlacklisted, now);
      // A suspended driver is signed out at once: its sessions go with the change.
      if (isBlacklisted) await sessions.revokeOthers(id, null, tx);
      const after = await readDriver(tx, 'all', id);
      await audit.record(tx, {
        actorId: admin.id,
        action: 'update',
        recordKind: 'driver',
        recordId: id,
        recordLabel: after.fullName,
        before: snapshotOf(before),
        after: snapshotOf(after),
      });
      return after;
    });
    return withBookings(admin, driver);
  }

  return {
    /** GET /api/admin/drivers: the drivers `user` may see, newest account first. */
    async listDrivers(user: BackOfficeUser, query: AdminDriverQuery): Promise<AdminDriverPage> {
      const scope = driverScopeOf(user);
      const { rows, ...paging } = await loadListPage(
        query,
        (window) => selectDriverPage(db, scope, query, window),
        () => countDrivers(db, scope, query),
      );
      return { drivers: rows.map(toDriverRow), ...paging };
    },

    /** One driver and their latest bookings, as `user` may see them; 404 common.notFound otherwise. */
    async getDriver(user: BackOfficeUser, id: string): Promise<AdminDriver> {
      return withBookings(user, await readDriver(db, driverScopeOf(user), id));
    },

    /** Suspends the driver (admins): signed out at once, cannot sign in. Already suspended: no change. */
    suspend(admin: BackOfficeUser, id: string, now: Date): Promise<AdminDriver> {
      return setSuspended(admin, id, true, now);
    },

    /** Lifts the driver's suspension (admins). Not suspended: no change. */
    reinstate(admin: BackOfficeUser, id: string, now: Date): Promise<AdminDriver> {
      return setSuspended(admin, id, false, now);
    },
  };
}

export type AdminDriversService = ReturnType<typeof createAdminDriversService>;
