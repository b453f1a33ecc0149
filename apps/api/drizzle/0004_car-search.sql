-- Indexes and constraints for the car search (GET /api/cars/search, modules/cars).

-- A location's cars, with the car id in the index itself so that the search reads no table page.
CREATE INDEX IF NOT EXISTS "car_locations_location_car_idx" ON "car_locations" ("location_id", "car_id");--> statement-breakpoint

-- Everything the search reads of a candidate car (filters, sort, price), so that each of a place's
-- cars is one index-only probe instead of an index probe and a table page.
CREATE INDEX IF NOT EXISTS "cars_search_idx" ON "cars" ("id") INCLUDE ("availability", "supplier_id", "name",
  "size", "fuel_type", "gearbox", "seats", "doors", "aircon", "multimedia", "mileage", "fuel_policy", "deposit",
  "daily_price", "discounted_daily_price", "weekly_price", "discounted_weekly_price", "bi_weekly_price",
  "discounted_bi_weekly_price", "monthly_price", "discounted_monthly_price", "is_date_based_price");--> statement-breakpoint

-- "Is this car booked during [from, to)?": a car's blocking bookings by end, holding what the test
-- needs (start, status, end of the payment window), so the anti-join is an index-only probe that
-- skips the car's past bookings. Statuses as BLOCKING_STATUSES (packages/domain/src/booking-status.ts).
CREATE INDEX IF NOT EXISTS "bookings_blocking_car_end_idx" ON "bookings" ("car_id", "ends_at")
  INCLUDE ("starts_at", "status", "payment_expires_at")
  WHERE "status" IN ('void', 'pending', 'confirmed', 'deposit', 'paid', 'reserved');--> statement-breakpoint

-- A calendar day has at most one date-based price, so the price of a day never depends on the order
-- of the ranges (product-rules.md § Prices: ranges are inclusive dates).
ALTER TABLE "car_date_based_prices" ADD CONSTRAINT "car_date_based_prices_no_overlap" EXCLUDE USING gist (
  "car_id" WITH =,
  daterange("start_date", "end_date", '[]') WITH &&
);--> statement-breakpoint

-- Tier prices are amounts: null or zero mean "not set" (product-rules.md § Prices), never negative, so that
-- every car the search prices in SQL is one quoteRental accepts.
ALTER TABLE "cars" ADD CONSTRAINT "cars_tier_prices_check" CHECK (
  least("discounted_daily_price", "weekly_price", "discounted_weekly_price", "bi_weekly_price",
    "discounted_bi_weekly_price", "monthly_price", "discounted_monthly_price") >= 0
);
