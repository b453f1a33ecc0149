-- A booking an agency makes by hand for an email that already has an account waits for the driver's
-- acceptance (driver_accepted_at null) and holds the name the agency typed; every other booking was
-- made by its driver (now(), and so every booking made until now).
ALTER TABLE "bookings" ADD COLUMN "driver_accepted_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "typed_driver_name" text;--> statement-breakpoint
-- A cancellation now leaves as paid what it did not give back; the bookings cancelled before said
-- they still held what their cancellation refunded.
UPDATE "bookings" b SET "paid_minor" = greatest(0, b."paid_minor" - r.refunded)
FROM (
  SELECT "booking_id", sum("amount_minor")::int AS refunded FROM "refunds"
  WHERE "reason" = 'cancellation' GROUP BY "booking_id"
) r
WHERE r."booking_id" = b."id";
