import type { BookingListItem } from '@roadbook/domain/contracts/bookings';
import { useTranslation } from 'react-i18next';

import { useConfig } from '@/api/get-config';
import { usePriceFormatter } from '@/components/Price';
import { currentLanguage } from '@/lib/i18n';

export interface BookingFormat {
  /** An amount in minor units of USD, in the display currency. */
  price: (minor: number) => string;
  /** The rental's days, from pick-up to drop-off, in the marketplace's time zone. */
  period: (booking: Pick<BookingListItem, 'from' | 'to'>) => string;
}

/** How the bookings list writes amounts and periods, in the page's language. */
export function useBookingFormat(): BookingFormat {
  const { i18n } = useTranslation();
  const price = usePriceFormatter();
  const timeZone = useConfig().data?.timeZone;
  const dates = new Intl.DateTimeFormat(currentLanguage(i18n), {
    dateStyle: 'medium',
    ...(timeZone === undefined ? {} : { timeZone }),
  });
  return { price, period: ({ from, to }) => dates.formatRange(new Date(from), new Date(to)) };
}
