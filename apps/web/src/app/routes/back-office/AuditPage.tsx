// The audit trail (/admin/audit, admins), the list loaded with its data grid.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { Loading, PageHeading } from './page-parts';

const AuditList = lazy(async () => ({
  default: (await import('@/features/back-office/components/AuditList')).AuditList,
}));

export function AuditPage() {
  const { t } = useTranslation('backOffice');
  return (
    <>
      <PageHeading title={t('audit.title')} intro={t('audit.intro')} />
      <Suspense fallback={<Loading />}>
        <AuditList />
      </Suspense>
    </>
  );
}
