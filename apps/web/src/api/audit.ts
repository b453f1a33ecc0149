// GET /api/admin/audit: the back office's audit trail, for admins — every change, who made it, when,
// to which record, before and after; filtered by person, record and calendar days.
import type { AuditPage, AuditQuery } from '@roadbook/domain/contracts/audit';
import { queryOptions } from '@tanstack/react-query';

import { requestParsed, toSearchParams } from '@/lib/api-client';

export function auditQueryOptions(query: AuditQuery) {
  return queryOptions({
    queryKey: ['audit', query],
    queryFn: async (): Promise<AuditPage> => {
      const { AuditPageSchema } = await import('@roadbook/domain/contracts/audit');
      return requestParsed(`/api/admin/audit?${toSearchParams(query).toString()}`, AuditPageSchema);
    },
    meta: { errorToast: false },
  });
}
