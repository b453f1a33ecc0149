import type { BookingReader } from '@roadbook/domain/booking-actions';
import type { BookingListItem } from '@roadbook/domain/contracts/bookings';

import type { Selection } from '@/lib/use-selection';

import type { BookingIntent } from '../lib/booking-intents';

/** What the table (wide screens) and the cards (phones) show the same page of bookings with. */
export interface BookingViewProps {
  bookings: BookingListItem[];
  reader: BookingReader;
  now: Date;
  /** The staff's selection, for bulk changes; null for a driver. */
  selection: Selection | null;
  onIntent: (intent: BookingIntent) => void;
}
