import { bookingReaderOf } from '@roadbook/domain/booking-actions';
import { useTranslation } from 'react-i18next';
import { useSearchParams, type LoaderFunction } from 'react-router';
import * as z from 'zod/mini';

import { useBooking } from '@/api/get-booking';
import { useConfig } from '@/api/get-config';
import { useSession } from '@/api/validate-access-token';
import { PageFrame } from '@/components/PageFrame';
import { redirectVisitor } from '@/features/account/lib/sign-in-guards';
import { BookingChange } from '@/features/bookings/components/BookingChange';
import { BookingDetail } from '@/features/bookings/components/BookingDetail';
import { BookingRental } from '@/features/bookings/components/BookingRental';
import { BookingUnavailable } from '@/features/bookings/components/BookingUnavailable';
import { allowedActionsOf } from '@/features/bookings/lib/booking-list-actions';
import { OptionSwitches } from '@/features/checkout/components/OptionSwitches';
import { PaymentStep } from '@/features/checkout/components/PaymentStep';
import { TripSummary, tripOf } from '@/features/checkout/components/TripSummary';
import { currentLanguage } from '@/lib/i18n';
import { bookingIdOf } from '@/lib/booking-paths';
import { useStoredUser } from '@/lib/stored-user';
import { useDocumentMeta } from '@/lib/use-page-meta';

const IdSchema = z.uuid();

/** A visitor goes to /sign-in, which brings them back (a visitor's own booking shows on /checkout?b=). */
export function createLoader(): LoaderFunction {
  return ({ request }) => redirectVisitor(request);
}

/** The page's title, "Booking RB-1001" once its number is known, and the document's. */
function useBookingTitle(number: string | undefined): string {
  const { t } = useTranslation('bookings');
  const { t: tc } = useTranslation();
  const title = number === undefined ? t('detail.title') : t('item.number', { number });
  useDocumentMeta(tc('meta.titleTemplate', { page: title }), tc('meta.description'));
  return title;
}

/** An address that names no booking: nothing to ask the API. */
function UnreadableAddress() {
  useBookingTitle(undefined);
  return <BookingUnavailable />;
}

/** The booking, read with the reader's session and the marketplace's cancellation terms. */
function BookingScreen({ bookingId }: { bookingId: string }) {
  const { t, i18n } = useTranslation('bookings');
  const booking = useBooking(bookingId, currentLanguage(i18n));
  const session = useSession();
  const config = useConfig();
  const title = useBookingTitle(booking.data?.number);

  const { data } = booking;
  if (data !== undefined && session.data !== undefined && config.data !== undefined) {
    const reader = bookingReaderOf(session.data.type);
    const canChange = allowedActionsOf(data, reader, new Date()).canAmend && data.payment === null;
    return (
      <PageFrame title={title}>
        {data.payment?.purpose === 'amendment' && reader !== 'supplier' && (
          <PaymentStep
            booking={data}
            payment={data.payment}
            onPaid={async () => {
              await booking.refetch();
            }}
          />
        )}
        <BookingDetail
          booking={data}
          reader={reader}
          change={
            canChange && (
              <BookingChange
                booking={data}
                reader={reader}
                renderOptions={(car, chosen, onChange) => (
                  <OptionSwitches car={car} chosen={chosen} onChange={onChange} />
                )}
              />
            )
          }
          terms={{ lateFeePercent: config.data.lateCancellationFeePercent, timeZone: config.data.timeZone }}
          trip={
            <TripSummary trip={tripOf(data)}>
              <BookingRental booking={data} />
            </TripSummary>
          }
          onRefresh={() => void booking.refetch()}
        />
      </PageFrame>
    );
  }
  // Once shown, the booking stays shown when reading it again fails.
  const failed = [booking, session, config].find((query) => query.isError);
  if (failed !== undefined) {
    return <BookingUnavailable failure={{ error: failed.error, onRetry: () => void failed.refetch() }} />;
  }
  return (
    <PageFrame title={title}>
      <p role="status">{t('detail.loading')}</p>
    </PageFrame>
  );
}

/**
 * /booking?b=ID: a booking its driver, its supplier or an admin follows, with the actions the rules
 * allow them; an address that names no booking asks the API nothing.
 */
export function BookingPage() {
  const [params] = useSearchParams();
  const user = useStoredUser();
  const bookingId = bookingIdOf(params);
  // Signed out meanwhile: the sign-out is taking the user elsewhere.
  if (user === null) return null;
  if (bookingId === null || !IdSchema.safeParse(bookingId).success) return <UnreadableAddress />;
  return <BookingScreen bookingId={bookingId} />;
}

export { BookingPage as Component };
