// The back office's pages: each address (matched as the router does, in this order), who may open it
// and what it shows. The area is one route of the router, so this table is its router.
import type { User } from '@roadbook/domain/contracts/accounts';
import type { ReactNode } from 'react';

import { backOfficePaths } from '@/lib/back-office-paths';

import { AuditPage } from './AuditPage';
import { DashboardPage } from './DashboardPage';
import { CarPage, FleetPage, ImportPage, NewCarPage } from './FleetPages';
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
  { path: backOfficePaths.audit, isAdminOnly: true, render: () => <AuditPage /> },
];
