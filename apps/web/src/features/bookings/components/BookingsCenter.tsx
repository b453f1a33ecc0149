import type { BookingReader } from '@roadbook/domain/booking-actions';
import type { BookingListQuery } from '@roadbook/domain/contracts/bookings';
import { useBookings } from '@/api/get-bookings';
import { useReplaceTo } from '@/lib/use-replace-to';

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
  const { data } = result;
  const pages = data === undefined ? 1 : Math.max(1, Math.ceil(data.total / data.pageSize));
  const isBeyondTheEnd = data !== undefined && data.bookings.length === 0 && query.page > pages;
  useReplaceTo(isBeyondTheEnd ? view.pageHref(pages) : null);
  if (result.data === undefined) {
    return result.isError ? (
      <BookingsLoadError error={result.error} onRetry={() => void result.refetch()} />
    ) : (
      <BookingsLoading />
    );
  }
  if (isBeyondTheEnd) return null;
  return <BookingListView list={result.data} page={query.page} {...view} />;
}
