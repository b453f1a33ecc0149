// The dashboard (/admin): the period's figures and charts, loaded with the page.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { Loading, PageHeading } from './page-parts';

const Dashboard = lazy(async () => ({
  default: (await import('@/features/back-office/components/Dashboard')).Dashboard,
}));

export function DashboardPage() {
  const { t } = useTranslation('backOffice');
  return (
    <>
      <PageHeading title={t('dashboard.title')} intro={t('dashboard.intro')} />
      <Suspense fallback={<Loading />}>
        <Dashboard />
      </Suspense>
    </>
  );
}
