-- Every change a car search can see is told on the channel `car_search` (LISTEN/NOTIFY), whoever
-- writes it, so that each API process's search index (modules/cars/search/car-search-index.ts) follows
-- the database. Payloads: `car:<id>` (a car, its places, prices, bookings or blocked periods),
-- `supplier:<id>` (what the search reads of a supplier), `place:<id>` (a place added or removed) and
-- `all` (a table emptied). A transaction's notifications reach the listeners at its commit, each
-- payload once.

CREATE OR REPLACE FUNCTION roadbook_notify_car() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('car_search', 'car:' || OLD.id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('car_search', 'car:' || NEW.id); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION roadbook_notify_car_of_row() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('car_search', 'car:' || OLD.car_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('car_search', 'car:' || NEW.car_id); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION roadbook_notify_supplier() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('car_search', 'supplier:' || NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION roadbook_notify_place() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('car_search', 'place:' || (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END));
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION roadbook_notify_all() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('car_search', 'all');
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE TRIGGER cars_search_change AFTER INSERT OR UPDATE OR DELETE ON cars
  FOR EACH ROW EXECUTE FUNCTION roadbook_notify_car();--> statement-breakpoint
CREATE TRIGGER car_locations_search_change AFTER INSERT OR UPDATE OR DELETE ON car_locations
  FOR EACH ROW EXECUTE FUNCTION roadbook_notify_car_of_row();--> statement-breakpoint
CREATE TRIGGER car_date_based_prices_search_change AFTER INSERT OR UPDATE OR DELETE ON car_date_based_prices
  FOR EACH ROW EXECUTE FUNCTION roadbook_notify_car_of_row();--> statement-breakpoint
CREATE TRIGGER car_blocks_search_change AFTER INSERT OR UPDATE OR DELETE ON car_blocks
  FOR EACH ROW EXECUTE FUNCTION roadbook_notify_car_of_row();--> statement-breakpoint
-- What the search reads of a booking: its car, period, status and payment window.
CREATE TRIGGER bookings_search_change
  AFTER INSERT OR DELETE OR UPDATE OF car_id, starts_at, ends_at, status, payment_expires_at ON bookings
  FOR EACH ROW EXECUTE FUNCTION roadbook_notify_car_of_row();--> statement-breakpoint
-- What the search reads of a supplier: whether it is public, its percentage, its name and logo.
CREATE TRIGGER users_search_change
  AFTER UPDATE OF type, is_verified, approved_at, is_blacklisted, price_change_rate, full_name, avatar ON users
  FOR EACH ROW WHEN (OLD.type = 'supplier' OR NEW.type = 'supplier')
  EXECUTE FUNCTION roadbook_notify_supplier();--> statement-breakpoint
CREATE TRIGGER locations_search_change AFTER INSERT OR DELETE ON locations
  FOR EACH ROW EXECUTE FUNCTION roadbook_notify_place();--> statement-breakpoint
CREATE TRIGGER cars_search_truncate AFTER TRUNCATE ON cars
  FOR EACH STATEMENT EXECUTE FUNCTION roadbook_notify_all();--> statement-breakpoint
CREATE TRIGGER car_locations_search_truncate AFTER TRUNCATE ON car_locations
  FOR EACH STATEMENT EXECUTE FUNCTION roadbook_notify_all();--> statement-breakpoint
CREATE TRIGGER car_date_based_prices_search_truncate AFTER TRUNCATE ON car_date_based_prices
  FOR EACH STATEMENT EXECUTE FUNCTION roadbook_notify_all();--> statement-breakpoint
CREATE TRIGGER car_blocks_search_truncate AFTER TRUNCATE ON car_blocks
  FOR EACH STATEMENT EXECUTE FUNCTION roadbook_notify_all();--> statement-breakpoint
CREATE TRIGGER bookings_search_truncate AFTER TRUNCATE ON bookings
  FOR EACH STATEMENT EXECUTE FUNCTION roadbook_notify_all();--> statement-breakpoint
CREATE TRIGGER users_search_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION roadbook_notify_all();--> statement-breakpoint
CREATE TRIGGER locations_search_truncate AFTER TRUNCATE ON locations
  FOR EACH STATEMENT EXECUTE FUNCTION roadbook_notify_all();
