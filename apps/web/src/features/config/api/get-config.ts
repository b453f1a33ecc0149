// GET /api/config: the public settings the site shell needs (maintenance, suppliers, languages, map).
import { SiteConfigSchema, type SiteConfig } from '@roadbook/domain/contracts/site-config';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { ApiError, apiRequest } from '@/lib/api-client';

export type AppConfig = SiteConfig;

/** Checks the body against the schema the API answers with. */
export function parseConfig(value: unknown): AppConfig {
  const result = SiteConfigSchema.safeParse(value);
  if (!result.success) throw new ApiError(500, 'common.unhandled', 'Unexpected config response');
  return result.data;
}

export async function getConfig(): Promise<AppConfig> {
  return parseConfig(await apiRequest('/api/config'));
}

export function configQueryOptions() {
  return queryOptions({ queryKey: ['config'], queryFn: getConfig, staleTime: Infinity });
}

export function useConfig() {
  return useQuery(configQueryOptions());
}
