// The drivers in the back office (/api/admin/drivers): every driver account for an admin, the drivers
// of its own bookings for a supplier (another driver is 404, as one that does not exist); admins
// suspend and reinstate them.
import type {
  AdminDriver,
  AdminDriverPage,
  AdminDriverQuery,
} from '@roadbook/domain/contracts/admin-drivers';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

import { requestParsed, toSearchParams } from '@/lib/api-client';

const contracts = () => import('@roadbook/domain/contracts/admin-drivers');

/** Every drivers query starts with this key; a change of a driver refreshes them all. */
export const ADMIN_DRIVERS_QUERY_KEY = ['adminDrivers'] as const;

export function adminDriversQueryOptions(query: AdminDriverQuery) {
  return queryOptions({
    queryKey: [...ADMIN_DRIVERS_QUERY_KEY, 'list', query],
    queryFn: async (): Promise<AdminDriverPage> => {
      const { AdminDriverPageSchema } = await contracts();
      return requestParsed(`/api/admin/drivers?${toSearchParams(query).toString()}`, AdminDriverPageSchema);
    },
    // The list says why it is missing, with a retry.
    meta: { errorToast: false },
  });
}

const driverPath = (id: string) => `/api/admin/drivers/${encodeURIComponent(id)}`;

async function driverAnswer(path: string, init?: RequestInit): Promise<AdminDriver> {
  const { AdminDriverResponseSchema } = await contracts();
  return (await requestParsed(path, AdminDriverResponseSchema, init)).driver;
}

export function adminDriverQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...ADMIN_DRIVERS_QUERY_KEY, 'driver', id],
    queryFn: () => driverAnswer(driverPath(id)),
    meta: { errorToast: false },
  });
}

/** What an admin does to a driver: suspend them (signed out, cannot sign in) or lift it. */
export type DriverAction = 'suspend' | 'reinstate';

export function changeDriver({ id, action }: { id: string; action: DriverAction }): Promise<AdminDriver> {
  return driverAnswer(`${driverPath(id)}/${action}`, { method: 'POST' });
}

/** Keeps the driver the API answered for their page, and has the lists asked again. */
export async function storeAdminDriver(queryClient: QueryClient, driver: AdminDriver): Promise<void> {
  queryClient.setQueryData(adminDriverQueryOptions(driver.id).queryKey, driver);
  await queryClient.invalidateQueries({ queryKey: [...ADMIN_DRIVERS_QUERY_KEY, 'list'] });
}
