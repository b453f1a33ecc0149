// The join leads in the back office (/api/admin/leads), for admins: the agencies and drivers who left
// their details on a join page, and where the marketplace stands with each.
import type {
  AdminLead,
  AdminLeadPage,
  AdminLeadQuery,
  LeadStatus,
} from '@roadbook/domain/contracts/admin-leads';
import { queryOptions } from '@tanstack/react-query';

import { requestParsed, toSearchParams } from '@/lib/api-client';

const contracts = () => import('@roadbook/domain/contracts/admin-leads');

/** Every leads query starts with this key; a changed status refreshes them all. */
export const ADMIN_LEADS_QUERY_KEY = ['adminLeads'] as const;

export function adminLeadsQueryOptions(query: AdminLeadQuery) {
  return queryOptions({
    queryKey: [...ADMIN_LEADS_QUERY_KEY, query],
    queryFn: async (): Promise<AdminLeadPage> => {
      const { AdminLeadPageSchema } = await contracts();
      return requestParsed(`/api/admin/leads?${toSearchParams(query).toString()}`, AdminLeadPageSchema);
    },
    meta: { errorToast: false },
  });
}

export async function setLeadStatus({ id, status }: { id: string; status: LeadStatus }): Promise<AdminLead> {
  const { AdminLeadResponseSchema } = await contracts();
  const path = `/api/admin/leads/${encodeURIComponent(id)}`;
  const init = { method: 'PUT', body: JSON.stringify({ status }) };
  return (await requestParsed(path, AdminLeadResponseSchema, init)).lead;
}
