// A booking as its confirmation shows it: who may read it (booking-access, and the supplier of its
// car), its car, places in the reader's language, times, options, stored quote and what is paid
// and due.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { bookingNumber } from '@roadbook/domain/checkout';
import { BASE_CURRENCY, type Language } from '@roadbook/domain/constants';
import type { Booking } from '@roadbook/domain/contracts/bookings';
import { QuoteSchema } from '@roadbook/domain/contracts/quotes';
import { BOOKING_STATUSES, CAR_OPTIONS, PAYMENT_CHOICES, type PaymentProvider } from '@roadbook/domain/enums';
import { DomainError } from '@roadbook/domain/error-codes';
import type { DatabaseHandle } from '../../db/client';
import { uploadUrl } from '../../http/upload-url';
import { assertPayer, type Payer } from './booking-access';

export interface BookingsServiceDependencies {
  database: DatabaseHandle;
  /** The marketplace time zone, in which the pages tell the times. */
  timeZone: string;
  /** The ways to pay online, the default first (as the checkout answers them). */
  paymentProviders: readonly [PaymentProvider, ...PaymentProvider[]];
}

const BookingRowSchema = z.object({
  id: z.string(),
  status: z.enum(BOOKING_STATUSES),
  driver_id: z.string(),
  supplier_id: z.string(),
  access_token_hash: z.string().nullable(),
  starts_at: z.coerce.date(),
  ends_at: z.coerce.date(),
  quote: z.unknown(),
  payment_choice: z.enum(PAYMENT_CHOICES),
  total_minor: z.number(),
  paid_minor: z.number(),
  due_now_minor: z.number(),
  payment_expires_at: z.coerce.date().nullable(),
  options: z.record(z.string(), z.boolean()),
  car_id: z.string(),
  car_name: z.string(),
  car_image: z.string().nullable(),
  supplier_name: z.string(),
  supplier_logo: z.string().nullable(),
  pick_up_id: z.string(),
  pick_up_name: z.string().nullable(),
  drop_off_id: z.string(),
  drop_off_name: z.string().nullable(),
  driver_name: z.string(),
  driver_email: z.string(),
});

/** A place's name in `language`, else in any language. */
const placeName = (column: string, language: Language) =>
  sql`(select n.name from location_names n where n.location_id = ${sql.raw(`b.${column}`)}
       order by (n.language = ${language}) desc, n.language limit 1)`;

export function createBookingsService({ database, timeZone, paymentProviders }: BookingsServiceDependencies) {
  const { db } = database;

  return {
    /** 404 when unknown; 401/403 unless the reader is its driver, its supplier, an admin or holds its token. */
    async getBooking(id: string, reader: Payer, language: Language, now: Date): Promise<Booking> {
      const result = await db.execute(sql`
        select b.id, b.status, b.driver_id, b.supplier_id, b.access_token_hash, b.starts_at, b.ends_at,
          b.quote, b.payment_choice, b.total_minor, b.paid_minor, b.due_now_minor, b.payment_expires_at,
          jsonb_build_object(
            'cancellation', b.cancellation, 'amendments', b.amendments,
            'theftProtection', b.theft_protection, 'collisionDamageWaiver', b.collision_damage_waiver,
            'fullInsurance', b.full_insurance, 'additionalDriver', b.additional_driver) as options,
          c.id as car_id, c.name as car_name, c.image as car_image,
          s.full_name as supplier_name, s.avatar as supplier_logo,
          b.pick_up_location_id as pick_up_id, ${placeName('pick_up_location_id', language)} as pick_up_name,
          b.drop_off_location_id as drop_off_id, ${placeName('drop_off_location_id', language)} as drop_off_name,
          d.full_name as driver_name, d.email as driver_email
        from bookings b
        join cars c on c.id = b.car_id
        join users s on s.id = b.supplier_id
        join users d on d.id = b.driver_id
        where b.id = ${id}::uuid`);
      const [row] = z.object({ rows: z.array(BookingRowSchema) }).parse(result).rows;
      if (!row) throw new DomainError('common.notFound');
      const user = reader.user;
      const isItsSupplier = user !== null && user.type === 'supplier' && user.id === row.supplier_id;
      if (!isItsSupplier)
        assertPayer({ driverId: row.driver_id, accessTokenHash: row.access_token_hash }, reader);

      // Set while the booking waits for its online payment, within its window.
      const heldUntil =
        row.status === 'void' && row.payment_expires_at !== null && row.payment_expires_at > now
          ? row.payment_expires_at
          : null;
      const paidOrDueNow = row.status === 'void' ? row.due_now_minor : row.paid_minor;
      return {
        id: row.id,
        number: bookingNumber(row.id),
        status: row.status,
        car: { id: row.car_id, name: row.car_name, image: uploadUrl(row.car_image) },
        supplier: { id: row.supplier_id, name: row.supplier_name, logo: uploadUrl(row.supplier_logo) },
        pickUp: { id: row.pick_up_id, name: row.pick_up_name ?? '' },
        dropOff: { id: row.drop_off_id, name: row.drop_off_name ?? '' },
        from: row.starts_at.toISOString(),
        to: row.ends_at.toISOString(),
        timeZone,
        options: CAR_OPTIONS.filter((option) => row.options[option] === true),
        quote: QuoteSchema.parse(row.quote),
        paymentChoice: row.payment_choice,
        currency: BASE_CURRENCY,
        totalMinor: row.total_minor,
        paidMinor: row.paid_minor,
        dueAtCounterMinor: Math.max(0, row.total_minor - paidOrDueNow),
        payment:
          heldUntil !== null
            ? {
                providers: [...paymentProviders],
                amountMinor: row.due_now_minor,
                currency: BASE_CURRENCY,
                expiresAt: heldUntil.toISOString(),
              }
            : null,
        driver: { fullName: row.driver_name, email: row.driver_email },
      };
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
