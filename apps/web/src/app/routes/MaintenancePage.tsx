import { useTranslation } from 'react-i18next';
import { redirect, type LoaderFunction } from 'react-router';

import { MessagePanel } from '@/components/MessagePanel';
import { configQueryOptions } from '@/api/get-config';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-page-meta';

import type { RouteDeps } from '../route-deps';

/** `/`: the maintenance page while maintenance is on, else a redirect to /home (query kept). */
export function createLoader({ queryClient }: RouteDeps): LoaderFunction {
  return async ({ request }) => {
    const config = await queryClient.ensureQueryData(configQueryOptions());
    if (config.maintenance) return null;
    return redirect(`${paths.home}${new URL(request.url).search}`);
  };
}

export function MaintenancePage() {
  const { t } = useTranslation();
  usePageMeta('meta.maintenance.title');
  return <MessagePanel title={t('maintenance.title')} message={t('maintenance.message')} />;
}

export { MaintenancePage as Component };
