// The availability calendar (/admin/calendar, `?car=<id>` for one car's): the fleet's bookings and
// blocked periods on a timeline, loaded with the page.
import type { User } from '@roadbook/domain/contracts/accounts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { toSearchParams } from '@/lib/api-client';
import { backOfficePaths } from '@/lib/back-office-paths';

import { Loading, PageHeading } from './page-parts';

const FleetCalendar = lazy(async () => ({
  default: (await import('@/features/back-office/components/FleetCalendar')).FleetCalendar,
}));

/** A booking by hand of a car over a period. */
function newBookingPath({ carId, from, to }: { carId: string; from: string; to: string }): string {
  return `${backOfficePaths.newBooking}?${toSearchParams({ car: carId, from, to }).toString()}`;
}

export function CalendarPage({ user }: { user: User }) {
  const { t } = useTranslation('backOffice');
  return (
    <>
      <PageHeading title={t('calendar.title')} intro={t('calendar.intro')} />
      <Suspense fallback={<Loading />}>
        <FleetCalendar isAdmin={user.type === 'admin'} newBookingPath={newBookingPath} />
      </Suspense>
    </>
  );
}
