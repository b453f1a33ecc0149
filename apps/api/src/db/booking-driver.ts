import { sql } from 'drizzle-orm';

// The driver as a booking shows them to its supplier, in lists, documents and emails: the account's
// own name and phone once the driver made or accepted the booking; until then — a booking an agency
// made by hand for an email that already has an account — the name the agency typed and no phone
// (product-rules.md § Bookings). Written for `bookings b` joined with `users d`, its driver.

export const BOOKING_DRIVER_NAME = sql.raw(
  `(case when b.driver_accepted_at is null then coalesce(b.typed_driver_name, split_part(d.email, '@', 1)) else d.full_name end)`,
);

export const BOOKING_DRIVER_PHONE = sql.raw(
  `(case when b.driver_accepted_at is null then null else d.phone end)`,
);

/** True while the booking waits for its driver's acceptance. */
export const BOOKING_AWAITS_DRIVER = sql.raw(`(b.driver_accepted_at is null)`);
