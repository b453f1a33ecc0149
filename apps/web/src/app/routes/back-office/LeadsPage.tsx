// The join leads (/admin/leads, admins): agencies and drivers who left their details, the list loaded
// with its data grid.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { Loading, PageHeading } from './page-parts';

const LeadList = lazy(async () => ({
  default: (await import('@/features/back-office/components/LeadList')).LeadList,
}));

export function LeadsPage() {
  const { t } = useTranslation('backOffice');
  return (
    <>
      <PageHeading title={t('leads.title')} intro={t('leads.intro')} />
      <Suspense fallback={<Loading />}>
        <LeadList />
      </Suspense>
    </>
  );
}
