// The emails of a booking made (at the counter) or paid (online): the driver's confirmation in
// their language with the pick-up and the return as a calendar file, and a notice to the supplier
// (when it takes email notifications) and to the admins. Queued in the caller's transaction, so
// they leave only with the booking they tell of.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { bookingNumber } from '@roadbook/domain/checkout';
import { LANGUAGES, type Language } from '@roadbook/domain/constants';
import { BOOKING_STATUSES, PAYMENT_CHOICES } from '@roadbook/domain/enums';
import { createTranslator } from '@roadbook/i18n/translator';
import { BOOKING_AWAITS_DRIVER, BOOKING_DRIVER_NAME, BOOKING_DRIVER_PHONE } from '../../db/booking-driver';
import type { Database } from '../../db/client';
import type { AdminNoticesService } from '../../platform/admin-notices/admin-notices.service';
import type { BookingEmailFacts } from '../../platform/email/email-templates';
import type { EmailService } from '../../platform/email/email.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { calendarFile } from './booking-calendar';

export interface BookingEmailsDependencies {
  emails: Pick<EmailService, 'queue'>;
  adminNotices: Pick<AdminNoticesService, 'queue'>;
  notifications: Pick<NotificationsService, 'notifyBooking'>;
  /** The marketplace time zone, in which the emails tell the times. */
  timeZone: string;
}

const language = z.enum(LANGUAGES);
const BookingRowSchema = z.object({
  id: z.string(),
  status: z.enum(BOOKING_STATUSES),
  payment_choice: z.enum(PAYMENT_CHOICES),
  total_minor: z.number(),
  paid_minor: z.number(),
  due_now_minor: z.number(),
  starts_at: z.coerce.date(),
  ends_at: z.coerce.date(),
  car_name: z.string(),
  supplier_name: z.string(),
  supplier_email: z.string(),
  supplier_language: language,
  supplier_notified: z.boolean(),
  driver_name: z.string(),
  driver_email: z.string(),
  driver_phone: z.string().nullable(),
  awaits_driver: z.boolean(),
  driver_language: language,
  pick_up_names: z.record(z.string(), z.string()).nullable(),
  drop_off_names: z.record(z.string(), z.string()).nullable(),
});

/** A place's name in each language, the first one known standing in for a missing one. */
function namesOf(names: Record<string, string> | null): Record<Language, string> {
  const known = names ?? {};
  const fallback = Object.values(known)[0] ?? '';
  return { en: known.en ?? fallback, fr: known.fr ?? fallback, es: known.es ?? fallback };
}

async function selectBooking(tx: Database, bookingId: string) {
  const namesSql = (column: string) =>
    sql.raw(
      `(select jsonb_object_agg(n.language, n.name) from location_names n where n.location_id = b.${column})`,
    );
  const result = await tx.execute(sql`
    select b.id, b.status, b.payment_choice, b.total_minor, b.paid_minor, b.due_now_minor, b.starts_at, b.ends_at,
      c.name as car_name, s.full_name as supplier_name, s.email as supplier_email,
      s.language as supplier_language, s.enable_email_notifications as supplier_notified,
      ${BOOKING_DRIVER_NAME} as driver_name, d.email as driver_email,
      ${BOOKING_DRIVER_PHONE} as driver_phone, ${BOOKING_AWAITS_DRIVER} as awaits_driver, d.language as driver_language,
      ${namesSql('pick_up_location_id')} as pick_up_names, ${namesSql('drop_off_location_id')} as drop_off_names
    from bookings b
    join cars c on c.id = b.car_id
    join users s on s.id = b.supplier_id
    join users d on d.id = b.driver_id
    where b.id = ${bookingId}::uuid`);
  const [row] = z.object({ rows: z.array(BookingRowSchema) }).parse(result).rows;
  if (!row) throw new Error(`booking ${bookingId} not found for its emails`);
  return row;
}

export function createBookingEmails({
  emails,
  adminNotices,
  notifications,
  timeZone,
}: BookingEmailsDependencies) {
  return {
    /**
     * Queues the booking's emails and notifications in `tx` (the notifications send no email of
     * their own: these emails tell it). Resolves with the users told: the caller announces them once
     * `tx` has committed.
     */
    async queueConfirmation(tx: Database, bookingId: string, now: Date): Promise<string[]> {
      const row = await selectBooking(tx, bookingId);
      const facts: BookingEmailFacts = {
        number: bookingNumber(row.id),
        carName: row.car_name,
        supplierName: row.supplier_name,
        pickUpAt: row.starts_at.toISOString(),
        dropOffAt: row.ends_at.toISOString(),
        timeZone,
        pickUpPlace: namesOf(row.pick_up_names),
        dropOffPlace: namesOf(row.drop_off_names),
        status: row.status,
        paymentChoice: row.payment_choice,
        totalMinor: row.total_minor,
        paidMinor: row.paid_minor,
        dueAtCounterMinor: row.total_minor - row.paid_minor,
        driver: { fullName: row.driver_name, email: row.driver_email, phone: row.driver_phone },
      };

      const t = createTranslator(row.driver_language);
      const labels = { car: facts.carName, number: facts.number };
      const description = t('emails:bookingConfirmed.bring');
      const calendar = calendarFile(
        [
          {
            uid: `${row.id}-pick-up@roadbook`,
            start: row.starts_at,
            minutes: 30,
            summary: t('emails:booking.calendarPickUp', labels),
            location: facts.pickUpPlace[row.driver_language],
            description,
          },
          {
            uid: `${row.id}-return@roadbook`,
            start: row.ends_at,
            minutes: 30,
            summary: t('emails:booking.calendarReturn', labels),
            location: facts.dropOffPlace[row.driver_language],
            description,
          },
        ],
        now,
      );
      // A booking an agency made by hand in the driver's name asks the driver to accept it first.
      await emails.queue(tx, {
        ...(row.awaits_driver
          ? { template: 'bookingToAnswer' as const, params: { ...facts, bookingId: row.id } }
          : { template: 'bookingConfirmed' as const, params: facts }),
        to: row.driver_email,
        language: row.driver_language,
        attachments: [
          {
            filename: `roadbook-${facts.number}.ics`,
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            content: calendar,
          },
        ],
      });
      if (row.supplier_notified) {
        await emails.queue(tx, {
          template: 'newBooking',
          to: row.supplier_email,
          language: row.supplier_language,
          params: facts,
        });
      }
      await adminNotices.queue(tx, 'newBooking', facts);
      const isPaidOnline = row.status === 'paid' || row.status === 'deposit';
      return [
        ...(await notifications.notifyBooking(tx, bookingId, {
          code: 'newBooking',
          audience: ['supplier', 'admins'],
          email: false,
        })),
        ...(isPaidOnline
          ? await notifications.notifyBooking(tx, bookingId, {
              code: 'paymentReceived',
              audience: ['driver'],
              email: false,
            })
          : []),
      ];
    },
  };
}

export type BookingEmails = ReturnType<typeof createBookingEmails>;
