-- Indexes, constraints and functions for the car search (GET /api/cars/search, modules/cars).

-- A location's cars, with the car id in the index itself so that the search reads no table page.
CREATE INDEX IF NOT EXISTS "car_locations_location_car_idx" ON "car_locations" ("location_id", "car_id");--> statement-breakpoint

-- "Is this car booked during [from, to)?": a car's blocking bookings by end, holding what the test
-- needs (start, status, end of the payment window), so the anti-join is an index-only probe that
-- skips the car's past bookings. Statuses as BLOCKING_STATUSES (packages/domain/src/booking-status.ts).
CREATE INDEX IF NOT EXISTS "bookings_blocking_car_end_idx" ON "bookings" ("car_id", "ends_at")
  INCLUDE ("starts_at", "status", "payment_expires_at")
  WHERE "status" IN ('void', 'pending', 'confirmed', 'deposit', 'paid', 'reserved');--> statement-breakpoint

-- A calendar day has at most one date-based price, so the price of a day never depends on the order
-- of the ranges (product-decisions 3: ranges are inclusive dates).
ALTER TABLE "car_date_based_prices" ADD CONSTRAINT "car_date_based_prices_no_overlap" EXCLUDE USING gist (
  "car_id" WITH =,
  daterange("start_date", "end_date", '[]') WITH &&
);--> statement-breakpoint

-- Tier prices are amounts: null or zero mean "not set" (product-decisions 7), never negative.
ALTER TABLE "cars" ADD CONSTRAINT "cars_tier_prices_check" CHECK (
  least("discounted_daily_price", "weekly_price", "discounted_weekly_price", "bi_weekly_price",
    "discounted_bi_weekly_price", "monthly_price", "discounted_monthly_price") >= 0
);--> statement-breakpoint

-- The rental price rule of packages/domain/src/rental-price.ts in SQL, so that the search sorts and
-- pages by total price inside the database. Each function is one SQL expression that PostgreSQL
-- inlines into the calling query (no per-row function call). modules/cars/car-price-sql.test.ts proves
-- them equal to quoteRental over every demo car and many periods.

-- The price charged for a tier: the discounted one when positive, else the regular one when positive.
CREATE OR REPLACE FUNCTION "rental_tier_price"(discounted integer, regular integer) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN discounted > 0 THEN discounted WHEN regular > 0 THEN regular END $$;--> statement-breakpoint

-- `days` days in 3-day blocks at `bi_weekly` (when set), the rest at `daily`.
CREATE OR REPLACE FUNCTION "rental_bi_weekly_minor"(days integer, bi_weekly integer, daily integer)
  RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN bi_weekly IS NULL THEN daily::bigint * days
    ELSE bi_weekly::bigint * (days / 3) + daily::bigint * (days % 3) END $$;--> statement-breakpoint

-- `days` days in 7-day blocks at `weekly` (when set), the rest as rental_bi_weekly_minor.
CREATE OR REPLACE FUNCTION "rental_weekly_minor"(days integer, weekly integer, bi_weekly integer, daily integer)
  RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN weekly IS NULL THEN rental_bi_weekly_minor(days, bi_weekly, daily)
    ELSE weekly::bigint * (days / 7) + rental_bi_weekly_minor(days % 7, bi_weekly, daily) END $$;--> statement-breakpoint

-- The tiered rule: 30-day blocks at the monthly price, then 7-day, then 3-day blocks, the remaining
-- days at the daily price; the discounted price of a tier when set; an unset tier's days fall through.
CREATE OR REPLACE FUNCTION "tiered_rental_minor"(days integer,
  daily_price integer, discounted_daily_price integer, weekly_price integer, discounted_weekly_price integer,
  bi_weekly_price integer, discounted_bi_weekly_price integer, monthly_price integer,
  discounted_monthly_price integer)
  RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN rental_tier_price(discounted_monthly_price, monthly_price) IS NULL
    THEN rental_weekly_minor(days, rental_tier_price(discounted_weekly_price, weekly_price),
      rental_tier_price(discounted_bi_weekly_price, bi_weekly_price),
      rental_tier_price(discounted_daily_price, daily_price))
    ELSE rental_tier_price(discounted_monthly_price, monthly_price)::bigint * (days / 30)
      + rental_weekly_minor(days % 30, rental_tier_price(discounted_weekly_price, weekly_price),
        rental_tier_price(discounted_bi_weekly_price, bi_weekly_price),
        rental_tier_price(discounted_daily_price, daily_price)) END $$;--> statement-breakpoint

-- amount × (1 + rate / 100), rounded once, half up, exactly (packages/domain/src/money.ts): the rate
-- is numeric(5,2), so rate × 100 is a whole number of hundredths of a percent.
CREATE OR REPLACE FUNCTION "with_price_change_rate_minor"(amount bigint, rate numeric) RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (amount * (10000 + round(coalesce(rate, 0) * 100)::bigint) * 2 + 10000) / 20000 $$;
