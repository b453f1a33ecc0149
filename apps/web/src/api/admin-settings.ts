// The site settings (/api/admin/settings, admins): the ones in effect with their last change, and a
// change of them all, in effect on the site from the next request.
import type { SiteSettings, SiteSettingsResponse } from '@roadbook/domain/contracts/site-settings';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

import { configQueryOptions } from '@/api/get-config';
import { requestParsed } from '@/lib/api-client';

const contracts = () => import('@roadbook/domain/contracts/site-settings');

const SETTINGS_PATH = '/api/admin/settings';

export function siteSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'settings'],
    queryFn: async (): Promise<SiteSettingsResponse> => {
      const { SiteSettingsResponseSchema } = await contracts();
      return requestParsed(SETTINGS_PATH, SiteSettingsResponseSchema);
    },
    // The page says why they are missing, with a retry.
    meta: { errorToast: false },
  });
}

export async function updateSiteSettings(settings: SiteSettings): Promise<SiteSettingsResponse> {
  const { SiteSettingsResponseSchema } = await contracts();
  return requestParsed(SETTINGS_PATH, SiteSettingsResponseSchema, {
    method: 'PUT',
    body: JSON.stringify(settings),
  });
}

/** Keeps the settings the API answered, and has the site's own settings (GET /api/config) asked again. */
export async function storeSiteSettings(queryClient: QueryClient, answer: SiteSettingsResponse) {
  queryClient.setQueryData(siteSettingsQueryOptions().queryKey, answer);
  await queryClient.invalidateQueries({ queryKey: configQueryOptions().queryKey });
}
