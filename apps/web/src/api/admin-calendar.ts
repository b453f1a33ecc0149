// The back office's availability calendar (/api/admin/calendar): the reader's cars over a span of
// days with their bookings and blocked periods, and a car's period blocked (maintenance) or freed.
// A block over a booking or another block is 409 booking.carUnavailable.
import type { CarBlockInput } from '@roadbook/domain/car-block-schema';
import type { CalendarPage, CalendarQuery, CarBlock } from '@roadbook/domain/contracts/calendar';
import { queryOptions } from '@tanstack/react-query';

import { apiRequest, requestParsed, toSearchParams } from '@/lib/api-client';

const contracts = () => import('@roadbook/domain/contracts/calendar');

/** Every calendar query starts with this key; a block added or removed refreshes them all. */
export const CALENDAR_QUERY_KEY = ['admin-calendar'] as const;

export function calendarQueryOptions(query: CalendarQuery) {
  return queryOptions({
    queryKey: [...CALENDAR_QUERY_KEY, query],
    queryFn: async (): Promise<CalendarPage> => {
      const { CalendarPageSchema } = await contracts();
      return requestParsed(`/api/admin/calendar?${toSearchParams(query).toString()}`, CalendarPageSchema);
    },
    // The page says why the calendar is missing, with a retry.
    meta: { errorToast: false },
  });
}

export async function addCarBlock({
  carId,
  block,
}: {
  carId: string;
  block: CarBlockInput;
}): Promise<CarBlock> {
  const { CarBlockResponseSchema } = await contracts();
  const init = { method: 'POST', body: JSON.stringify(block) };
  const path = `/api/admin/cars/${encodeURIComponent(carId)}/blocks`;
  return (await requestParsed(path, CarBlockResponseSchema, init)).block;
}

export async function removeCarBlock(id: string): Promise<void> {
  await apiRequest(`/api/admin/blocks/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
