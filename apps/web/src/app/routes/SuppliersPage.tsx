import { useTranslation } from 'react-i18next';
import { useSearchParams, type LoaderFunction } from 'react-router';

import { suppliersQueryOptions } from '@/api/get-suppliers';
import { configQueryOptions, useConfig } from '@/api/get-config';
import { SupplierDirectory } from '@/features/places/components/SupplierDirectory';
import { languageParamOf, pageParamOf, suppliersPath } from '@/lib/paths';
import { useDocumentMeta } from '@/lib/use-page-meta';

import type { RouteDeps } from '../route-deps';
import { NotFoundPage } from './NotFoundPage';
import styles from '@/components/page-frame.module.css';

/** Knows whether suppliers are shown before rendering (no flash of either page), starts their fetch. */
export function createLoader({ queryClient }: RouteDeps): LoaderFunction {
  return async ({ request }) => {
    const config = await queryClient.ensureQueryData(configQueryOptions());
    if (!config.hideSuppliers) {
      void queryClient.prefetchQuery(suppliersQueryOptions(pageParamOf(new URL(request.url).searchParams)));
    }
    return null;
  };
}

function SupplierListing() {
  const { t } = useTranslation('places');
  const { t: tc } = useTranslation();
  const [params] = useSearchParams();
  useDocumentMeta(
    tc('meta.titleTemplate', { page: t('suppliers.meta.title') }),
    t('suppliers.meta.description'),
  );

  const language = languageParamOf(params);
  const pageHref = (page: number) => suppliersPath(page, language);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('suppliers.heading')}</h1>
      <p className={styles.intro}>{t('suppliers.intro')}</p>
      <SupplierDirectory page={pageParamOf(params)} pageHref={pageHref} />
    </div>
  );
}

/** /suppliers: every public supplier, unless the marketplace hides them (then: not found). */
export function SuppliersPage() {
  const { data: config } = useConfig();
  return config === undefined || config.hideSuppliers ? <NotFoundPage /> : <SupplierListing />;
}

export { SuppliersPage as Component };
