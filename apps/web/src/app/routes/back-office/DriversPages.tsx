// The drivers (/admin/drivers, the list loaded with its data grid) and a driver's page
// (/admin/drivers/:id): every driver for an admin, who suspends and reinstates them; the drivers of
// its own bookings for a supplier, read only.
import type { User } from '@roadbook/domain/contracts/accounts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { adminDriverQueryOptions } from '@/api/admin-drivers';
import { DriverDetails } from '@/features/back-office/components/DriverDetails';
import { LoadError } from '@/features/back-office/components/LoadError';
import { backOfficePaths } from '@/lib/back-office-paths';

import { BackLink, Loading, PageHeading } from './page-parts';

const DriverList = lazy(async () => ({
  default: (await import('@/features/back-office/components/DriverList')).DriverList,
}));

export function DriversPage({ user }: { user: User }) {
  const { t } = useTranslation('backOffice');
  const isAdmin = user.type === 'admin';
  return (
    <>
      <PageHeading
        title={t('drivers.title')}
        intro={t(isAdmin ? 'drivers.intro' : 'drivers.introSupplier')}
      />
      <Suspense fallback={<Loading />}>
        <DriverList isAdmin={isAdmin} />
      </Suspense>
    </>
  );
}

export function DriverPage({ user, id }: { user: User; id: string }) {
  const { t } = useTranslation('backOffice');
  const driver = useQuery(adminDriverQueryOptions(id));
  if (driver.isPending) return <Loading />;
  return (
    <>
      <BackLink to={backOfficePaths.drivers} label={t('drivers.back')} />
      {driver.isError ? (
        <LoadError onRetry={() => void driver.refetch()} />
      ) : (
        <>
          <PageHeading title={driver.data.fullName} />
          <DriverDetails driver={driver.data} isAdmin={user.type === 'admin'} />
        </>
      )}
    </>
  );
}
