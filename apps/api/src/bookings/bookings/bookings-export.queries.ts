// The bookings of the CSV export: every booking the list's filters keep within the reader's scope (no
// page), newest pick-up first, with the driver's email, the places' names and when it was made.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Language } from '@roadbook/domain/constants';
import { BOOKING_STATUSES, PAYMENT_CHOICES } from '@roadbook/domain/enums';
import { BOOKING_DRIVER_NAME } from '../../db/booking-driver';
import type { Database } from '../../db/client';
import { listConditions, placeName, type BookingListFilters, type BookingScope } from './bookings.queries';

const ExportRowSchema = z.object({
  id: z.string(),
  status: z.enum(BOOKING_STATUSES),
  car_name: z.string(),
  supplier_name: z.string(),
  driver_name: z.string(),
  driver_email: z.string(),
  pick_up_name: z.string().nullable(),
  drop_off_name: z.string().nullable(),
  starts_at: z.coerce.date(),
  ends_at: z.coerce.date(),
  total_minor: z.number(),
  payment_choice: z.enum(PAYMENT_CHOICES),
  paid_minor: z.number(),
  created_at: z.coerce.date(),
});
export type BookingExportRow = z.infer<typeof ExportRowSchema>;

export async function selectBookingExportRows(
  db: Database,
  scope: BookingScope,
  filters: BookingListFilters,
  timeZone: string,
  language: Language,
): Promise<BookingExportRow[]> {
  const result = await db.execute(sql`
    select b.id, b.status, c.name as car_name, s.full_name as supplier_name,
      ${BOOKING_DRIVER_NAME} as driver_name, d.email as driver_email,
      ${placeName('pick_up_location_id', language)} as pick_up_name,
      ${placeName('drop_off_location_id', language)} as drop_off_name,
      b.starts_at, b.ends_at, b.total_minor, b.payment_choice, b.paid_minor, b.created_at
    from bookings b
    join cars c on c.id = b.car_id
    join users s on s.id = b.supplier_id
    join users d on d.id = b.driver_id
    where ${listConditions(scope, filters, timeZone)}
    order by b.starts_at desc, b.id`);
  return z.object({ rows: z.array(ExportRowSchema) }).parse(result).rows;
}
