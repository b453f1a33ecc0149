// The bookings' pages in the back office: the list (/admin/bookings), a booking made by hand
// (/admin/bookings/new, `?car=&from=&to=` to start from a car and a period) and a booking's page.
import type { User } from '@roadbook/domain/contracts/accounts';
import Button from '@mui/material/Button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { BOOKINGS_QUERY_KEY } from '@/api/get-bookings';
import { bookingQueryOptions } from '@/api/get-booking';
import { useToast } from '@/components/toast/use-toast';
import { BookingDetails } from '@/features/back-office/components/BookingDetails';
import { LoadError } from '@/features/back-office/components/LoadError';
import { ManualBookingForm } from '@/features/back-office/components/ManualBookingForm';
import { useZonedFormat } from '@/features/back-office/lib/use-zoned-format';
import { ApiError } from '@/lib/api-client';
import { backOfficeBookingPath, backOfficePaths } from '@/lib/back-office-paths';
import { currentLanguage } from '@/lib/i18n';

import { BackLink, Loading, PageHeading } from './page-parts';

// The list comes with the data grid, loaded only with a list.
const BookingList = lazy(async () => ({
  default: (await import('@/features/back-office/components/BookingList')).BookingList,
}));

export function BookingsPage({ user }: { user: User }) {
  const { t } = useTranslation('backOffice');
  return (
    <>
      <PageHeading
        title={t('bookings.title')}
        intro={t('bookings.intro')}
        action={
          <Button variant="contained" component={Link} to={backOfficePaths.newBooking}>
            {t('bookings.new')}
          </Button>
        }
      />
      <Suspense fallback={<Loading />}>
        <BookingList isAdmin={user.type === 'admin'} />
      </Suspense>
    </>
  );
}

const INPUT_VALUE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

export function NewBookingPage() {
  const { t } = useTranslation('backOffice');
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const { timeZone } = useZonedFormat();
  const valueOf = (name: string) => {
    const value = params.get(name) ?? '';
    return INPUT_VALUE.test(value) ? value : undefined;
  };
  const carId = params.get('car') ?? undefined;
  const from = valueOf('from');
  const to = valueOf('to');
  return (
    <>
      <BackToBookings />
      <PageHeading title={t('bookings.manual.title')} intro={t('bookings.manual.intro', { timeZone })} />
      <ManualBookingForm
        start={{
          ...(carId === undefined ? {} : { carId }),
          ...(from === undefined ? {} : { from }),
          ...(to === undefined ? {} : { to }),
        }}
        timeZone={timeZone}
        onBooked={async (booking) => {
          await queryClient.invalidateQueries({ queryKey: BOOKINGS_QUERY_KEY });
          toast.success(t('bookings.manual.saved', { number: booking.number }));
          await navigate(backOfficeBookingPath(booking.id), { replace: true });
        }}
      />
    </>
  );
}

export function BookingPage({ user, id }: { user: User; id: string }) {
  const { t, i18n } = useTranslation('backOffice');
  const navigate = useNavigate();
  const booking = useQuery(bookingQueryOptions(id, currentLanguage(i18n)));
  if (booking.isPending) return <Loading />;
  if (booking.isError) {
    const isMissing = booking.error instanceof ApiError && booking.error.status === 404;
    return (
      <>
        <BackToBookings />
        {isMissing ? (
          <PageHeading title={t('bookings.detail.missing')} />
        ) : (
          <LoadError onRetry={() => void booking.refetch()} />
        )}
      </>
    );
  }
  return (
    <>
      <BackToBookings />
      <PageHeading
        title={t('bookings.detail.title', { number: booking.data.number })}
        intro={`${booking.data.car.name} · ${booking.data.driver.fullName}`}
      />
      <BookingDetails
        booking={booking.data}
        reader={user.type === 'admin' ? 'admin' : 'supplier'}
        onDeleted={() => void navigate(backOfficePaths.bookings, { replace: true })}
      />
    </>
  );
}

function BackToBookings() {
  const { t } = useTranslation('backOffice');
  return <BackLink to={backOfficePaths.bookings} label={t('bookings.back')} />;
}
