// The back office: every route under /api/admin, behind one guard (back-office-guard.ts), for the
// agencies' staff and the admins; the routes of the whole modules below for admins only. Its own
// services (drivers, suppliers, places, help articles, leads, the dashboard) live here; the fleet,
// the calendar, the bookings made by hand and the export are the other areas' services.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsArea } from '../accounts/accounts-area';
import type { BookingsArea } from '../bookings/bookings-area';
import type { FleetService } from '../catalogue/fleet/fleet.service';
import type { Config } from '../config';
import type { HelpService } from '../content/help/help.service';
import type { DatabaseHandle } from '../db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { Platform } from '../platform/platform-area';
import { bookingsExportRoutes } from './admin-bookings/bookings-export.routes';
import { manualBookingRoutes } from './admin-bookings/manual-booking.routes';
import { adminDriversRoutes } from './admin-drivers/admin-drivers.routes';
import { createAdminDriversService } from './admin-drivers/admin-drivers.service';
import { adminHelpRoutes } from './admin-help/admin-help.routes';
import { createAdminHelpService } from './admin-help/admin-help.service';
import { adminLeadsRoutes } from './admin-leads/admin-leads.routes';
import { createAdminLeadsService } from './admin-leads/admin-leads.service';
import { adminPlacesRoutes } from './admin-places/admin-places.routes';
import { createAdminPlacesService } from './admin-places/admin-places.service';
import { adminSuppliersRoutes } from './admin-suppliers/admin-suppliers.routes';
import { createAdminSuppliersService } from './admin-suppliers/admin-suppliers.service';
import { auditRoutes } from './audit/audit.routes';
import { forAdmins, guardBackOffice } from './back-office-guard';
import { calendarRoutes } from './calendar/calendar.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { createDashboardService } from './dashboard/dashboard.service';
import { fleetRoutes } from './fleet/fleet.routes';
import { siteSettingsRoutes } from './site-settings/site-settings.routes';

export interface BackOfficeDependencies {
  config: Config;
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  platform: Pick<Platform, 'audit' | 'files' | 'emails' | 'siteSettings'>;
  accounts: Pick<AccountsArea, 'sessions' | 'users' | 'supplierAccounts'>;
  bookings: Pick<BookingsArea, 'bookings' | 'manualBookings' | 'bookingsExport' | 'calendar' | 'carBlocks'>;
  fleet: FleetService;
  help: HelpService;
}

export function createBackOffice({
  config,
  database,
  log,
  platform,
  accounts,
  bookings,
  fleet,
  help,
}: BackOfficeDependencies) {
  const { audit, files } = platform;
  const { sessions } = accounts;
  const adminSuppliers = createAdminSuppliersService({
    database,
    audit,
    files,
    sessions,
    emails: platform.emails,
    log,
    users: accounts.users,
    supplierAccounts: accounts.supplierAccounts,
  });
  const adminDrivers = createAdminDriversService({ database, audit, sessions, bookings: bookings.bookings });
  const adminLeads = createAdminLeadsService({ database, audit });
  const adminPlaces = createAdminPlacesService({ database, audit });
  const adminHelp = createAdminHelpService({ database, audit, help });
  const dashboard = createDashboardService({ database, timeZone: config.timeZone });
  const { uploadMaxBytes } = config.accounts;

  /** Registered under /api/admin. */
  const routes: FastifyPluginAsyncZod = async (backOffice) => {
    guardBackOffice(backOffice);
    await backOffice.register(dashboardRoutes, { dashboard });
    await backOffice.register(fleetRoutes, { fleet, uploadMaxBytes });
    await backOffice.register(calendarRoutes, { calendar: bookings.calendar, blocks: bookings.carBlocks });
    await backOffice.register(manualBookingRoutes, {
      manualBookings: bookings.manualBookings,
      bookings: bookings.bookings,
    });
    await backOffice.register(bookingsExportRoutes, { bookingsExport: bookings.bookingsExport });
    await backOffice.register(adminDriversRoutes, { adminDrivers });
    await backOffice.register(async (admins) => {
      forAdmins(admins);
      await admins.register(adminSuppliersRoutes, { adminSuppliers, uploadMaxBytes });
      await admins.register(adminPlacesRoutes, { adminPlaces });
      await admins.register(adminHelpRoutes, { adminHelp });
      await admins.register(adminLeadsRoutes, { adminLeads });
      await admins.register(auditRoutes, { audit });
      await admins.register(siteSettingsRoutes, { siteSettings: platform.siteSettings });
    });
  };

  return { routes };
}
