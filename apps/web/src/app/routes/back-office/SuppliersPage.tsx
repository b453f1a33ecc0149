// The marketplace's suppliers (/admin/suppliers, admins), the list loaded with its data grid.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { Loading, PageHeading } from './page-parts';

const SupplierList = lazy(async () => ({
  default: (await import('@/features/back-office/components/SupplierList')).SupplierList,
}));

export function SuppliersPage() {
  const { t } = useTranslation('backOffice');
  return (
    <>
      <PageHeading title={t('suppliers.title')} intro={t('suppliers.intro')} />
      <Suspense fallback={<Loading />}>
        <SupplierList />
      </Suspense>
    </>
  );
}
