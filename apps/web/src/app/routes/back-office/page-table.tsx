// The back office's pages: each address (matched as the router does, in this order), who may open it
// and what it shows. The area is one route of the router, so this table is its router.
import type { User } from '@roadbook/domain/contracts/accounts';
import type { ReactNode } from 'react';

import { backOfficePaths } from '@/lib/back-office-paths';

import { AgencySettingsPage } from './AgencySettingsPage';
import { AuditPage } from './AuditPage';
import { BookingPage, BookingsPage, NewBookingPage } from './BookingsPages';
import { CalendarPage } from './CalendarPage';
import { DashboardPage } from './DashboardPage';
import { HelpArticlePage, HelpArticlesPage, NewHelpArticlePage } from './HelpArticlesPages';
import { DriverPage, DriversPage } from './DriversPages';
import { CarPage, FleetPage, ImportPage, NewCarPage } from './FleetPages';
import { LeadsPage } from './LeadsPage';
import { CountriesPage, LocationPage, LocationsPage, NewLocationPage } from './PlacesPages';
import { SettingsPage } from './SettingsPage';
import { SupplierPage } from './SupplierPage';
import { SuppliersPage } from './SuppliersPage';

export interface BackOfficePageProps {
  user: User;
  /** The address's parameters (`:id` …). */
  params: Readonly<Record<string, string | undefined>>;
}

export interface BackOfficePageEntry {
  path: string;
  /** Only admins open it; a supplier is told there is no such page. */
  isAdminOnly?: boolean;
  /** Only suppliers open it (their own agency); an admin is told there is no such page. */
  isSupplierOnly?: boolean;
  render: (props: BackOfficePageProps) => ReactNode;
}

export const BACK_OFFICE_PAGE_TABLE: readonly BackOfficePageEntry[] = [
  { path: backOfficePaths.dashboard, render: () => <DashboardPage /> },
  { path: backOfficePaths.cars, render: ({ user }) => <FleetPage user={user} /> },
  { path: backOfficePaths.newCar, render: ({ user }) => <NewCarPage user={user} /> },
  { path: backOfficePaths.importCars, render: () => <ImportPage /> },
  {
    path: backOfficePaths.car,
    render: ({ user, params }) => <CarPage key={params.id} user={user} id={params.id ?? ''} />,
  },
  { path: backOfficePaths.suppliers, isAdminOnly: true, render: () => <SuppliersPage /> },
  {
    path: backOfficePaths.supplier,
    isAdminOnly: true,
    render: ({ params }) => <SupplierPage key={params.id} id={params.id ?? ''} />,
  },
  { path: backOfficePaths.drivers, render: ({ user }) => <DriversPage user={user} /> },
  {
    path: backOfficePaths.driver,
    render: ({ user, params }) => <DriverPage key={params.id} user={user} id={params.id ?? ''} />,
  },
  { path: backOfficePaths.leads, isAdminOnly: true, render: () => <LeadsPage /> },
  { path: backOfficePaths.audit, isAdminOnly: true, render: () => <AuditPage /> },
  { path: backOfficePaths.locations, isAdminOnly: true, render: () => <LocationsPage /> },
  { path: backOfficePaths.newLocation, isAdminOnly: true, render: () => <NewLocationPage /> },
  {
    path: backOfficePaths.location,
    isAdminOnly: true,
    render: ({ params }) => <LocationPage key={params.id} id={params.id ?? ''} />,
  },
  { path: backOfficePaths.countries, isAdminOnly: true, render: () => <CountriesPage /> },
  { path: backOfficePaths.helpArticles, isAdminOnly: true, render: () => <HelpArticlesPage /> },
  { path: backOfficePaths.newHelpArticle, isAdminOnly: true, render: () => <NewHelpArticlePage /> },
  {
    path: backOfficePaths.helpArticle,
    isAdminOnly: true,
    render: ({ params }) => <HelpArticlePage key={params.id} id={params.id ?? ''} />,
  },
  { path: backOfficePaths.bookings, render: ({ user }) => <BookingsPage user={user} /> },
  { path: backOfficePaths.newBooking, render: () => <NewBookingPage /> },
  {
    path: backOfficePaths.booking,
    render: ({ user, params }) => <BookingPage key={params.id} user={user} id={params.id ?? ''} />,
  },
  { path: backOfficePaths.calendar, render: ({ user }) => <CalendarPage user={user} /> },
  { path: backOfficePaths.settings, isAdminOnly: true, render: () => <SettingsPage /> },
  {
    path: backOfficePaths.agencySettings,
    isSupplierOnly: true,
    render: ({ user }) => <AgencySettingsPage user={user} />,
  },
];
