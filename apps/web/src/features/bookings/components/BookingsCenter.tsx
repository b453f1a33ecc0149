import type { BookingReader } from '@roadbook/domain/booking-actions';
import type { BookingListQuery } from '@roadbook/domain/contracts/bookings';
import { Navigate } from 'react-router';

import { useBookings } from '@/api/get-bookings';

import { BookingListView } from './BookingListView';
import { BookingsLoadError, BookingsLoading } from './BookingStates';

interface BookingsCenterProps {
  query: BookingListQuery;
  reader: BookingReader;
  isPhone: boolean;
  pageHref: (page: number) => string;
  clearHref: string | null;
}

/**
 * The bookings a query names, one page at a time: grey rows while they load, the refusal with a
 * retry, then the list (a page past the end, after deletions, gives way to the last one).
 */
export function BookingsCenter({ query, ...view }: BookingsCenterProps) {
  const result = useBookings(query);
  if (result.data === undefined) {
    return result.isError ? (
      <BookingsLoadError error={result.error} onRetry={() => void result.refetch()} />
    ) : (
      <BookingsLoading />
    );
  }
  const { bookings, total, pageSize } = result.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (bookings.length === 0 && query.page > pages) return <Navigate replace to={view.pageHref(pages)} />;
  return <BookingListView list={result.data} page={query.page} {...view} />;
}
