-- Double booking is impossible by construction (product-rules.md § Bookings): two bookings of one car in
-- blocking statuses cannot overlap. Periods are half-open, so a car returned at 10:00 can leave
-- again at 10:00. A `void` booking blocks while its payment window is open; the booking service
-- cancels expired `void` bookings of the car before it inserts, and a sweeper does it for all.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "car_id" WITH =,
  tstzrange("starts_at", "ends_at", '[)') WITH &&
) WHERE ("status" IN ('void', 'pending', 'confirmed', 'deposit', 'paid', 'reserved'));
