// GET /api/admin/dashboard: the back office's figures over a period — a supplier's own, the
// marketplace's for an admin.
import type { Dashboard, DashboardQuery } from '@roadbook/domain/contracts/dashboard';
import { queryOptions } from '@tanstack/react-query';

import { requestParsed, toSearchParams } from '@/lib/api-client';

export function dashboardQueryOptions(query: DashboardQuery) {
  return queryOptions({
    queryKey: ['dashboard', query],
    queryFn: async (): Promise<Dashboard> => {
      const { DashboardSchema } = await import('@roadbook/domain/contracts/dashboard');
      return requestParsed(`/api/admin/dashboard?${toSearchParams(query).toString()}`, DashboardSchema);
    },
    meta: { errorToast: false },
  });
}
