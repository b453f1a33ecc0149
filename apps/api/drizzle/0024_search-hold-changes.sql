-- A booking's change is told to the car search (channel `car_search`, migration 0021) only when it
-- changes what a search can see of the booking: its hold, that is its car, its period and, for a
-- `void` booking, the end of its payment window, while it is in a blocking status, not over, and
-- (`void`) its window still open. Completing rentals that have ended, releasing checkouts whose
-- payment window has closed and reminding drivers, which the scheduled jobs do by the hundred, no
-- longer make every API process read those cars again (decision 0025).

CREATE OR REPLACE FUNCTION roadbook_search_hold(b bookings) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN b.status IN ('void', 'pending', 'confirmed', 'deposit', 'paid', 'reserved')
      AND b.ends_at > now()
      AND (b.status <> 'void' OR b.payment_expires_at IS NULL OR b.payment_expires_at > now())
    THEN concat_ws(' ', b.car_id, b.starts_at, b.ends_at,
      CASE WHEN b.status = 'void' THEN b.payment_expires_at END)
  END
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION roadbook_notify_booking_hold() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_hold text;
  new_hold text;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_hold := roadbook_search_hold(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_hold := roadbook_search_hold(NEW); END IF;
  IF old_hold IS NOT DISTINCT FROM new_hold THEN RETURN NULL; END IF;
  IF old_hold IS NOT NULL THEN PERFORM pg_notify('car_search', 'car:' || OLD.car_id); END IF;
  IF new_hold IS NOT NULL THEN PERFORM pg_notify('car_search', 'car:' || NEW.car_id); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint

DROP TRIGGER bookings_search_change ON bookings;--> statement-breakpoint
CREATE TRIGGER bookings_search_change
  AFTER INSERT OR DELETE OR UPDATE OF car_id, starts_at, ends_at, status, payment_expires_at ON bookings
  FOR EACH ROW EXECUTE FUNCTION roadbook_notify_booking_hold();
