-- A blocked period (maintenance, car_blocks) holds its car as a booking in a blocking status does
-- (product-rules.md § Bookings), whatever arrives at the same time. Periods are half-open.

-- Two blocks of one car never overlap.
ALTER TABLE "car_blocks" ADD CONSTRAINT "car_blocks_no_overlap" EXCLUDE USING gist (
  "car_id" WITH =,
  tstzrange("starts_at", "ends_at", '[)') WITH &&
);--> statement-breakpoint

-- A block and a booking in a blocking status (as bookings_no_overlap, migration 0002) of one car never
-- overlap. No constraint spans two tables, so each side's trigger first locks the car's row: the
-- writes of one car wait for each other, and each check sees what the one before it committed. A
-- refusal is SQLSTATE 23P01 (exclusion_violation), as the constraints' own, which the API answers as
-- 409 booking.carUnavailable.
CREATE OR REPLACE FUNCTION roadbook_car_block_guard() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM cars WHERE id = NEW.car_id FOR UPDATE;
  IF EXISTS (
    SELECT 1 FROM bookings b
    WHERE b.car_id = NEW.car_id
      AND b.status IN ('void', 'pending', 'confirmed', 'deposit', 'paid', 'reserved')
      AND b.ends_at > NEW.starts_at AND b.starts_at < NEW.ends_at
  ) THEN
    RAISE EXCEPTION 'car % is booked during [%, %)', NEW.car_id, NEW.starts_at, NEW.ends_at
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'car_blocks_no_booking_overlap';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint

CREATE TRIGGER "car_blocks_no_booking_overlap"
  BEFORE INSERT OR UPDATE OF "car_id", "starts_at", "ends_at" ON "car_blocks"
  FOR EACH ROW EXECUTE FUNCTION roadbook_car_block_guard();--> statement-breakpoint

CREATE OR REPLACE FUNCTION roadbook_booking_block_guard() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM cars WHERE id = NEW.car_id FOR UPDATE;
  IF EXISTS (
    SELECT 1 FROM car_blocks k
    WHERE k.car_id = NEW.car_id AND k.ends_at > NEW.starts_at AND k.starts_at < NEW.ends_at
  ) THEN
    RAISE EXCEPTION 'car % is blocked during [%, %)', NEW.car_id, NEW.starts_at, NEW.ends_at
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'bookings_no_block_overlap';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint

-- A booking made in a blocking status…
CREATE TRIGGER "bookings_no_block_overlap_insert"
  BEFORE INSERT ON "bookings"
  FOR EACH ROW
  WHEN (NEW.status IN ('void', 'pending', 'confirmed', 'deposit', 'paid', 'reserved'))
  EXECUTE FUNCTION roadbook_booking_block_guard();--> statement-breakpoint

-- …or one that comes to hold its car, or holds it over another period (an amendment). A change
-- between blocking statuses over the same period (a payment) holds nothing new: no lock, no check.
CREATE TRIGGER "bookings_no_block_overlap_update"
  BEFORE UPDATE OF "car_id", "starts_at", "ends_at", "status" ON "bookings"
  FOR EACH ROW
  WHEN (
    NEW.status IN ('void', 'pending', 'confirmed', 'deposit', 'paid', 'reserved')
    AND (
      OLD.status NOT IN ('void', 'pending', 'confirmed', 'deposit', 'paid', 'reserved')
      OR OLD.car_id IS DISTINCT FROM NEW.car_id
      OR OLD.starts_at IS DISTINCT FROM NEW.starts_at
      OR OLD.ends_at IS DISTINCT FROM NEW.ends_at
    )
  )
  EXECUTE FUNCTION roadbook_booking_block_guard();
