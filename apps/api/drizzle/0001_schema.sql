CREATE TYPE "public"."availability" AS ENUM('available', 'unavailable');--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('void', 'pending', 'confirmed', 'deposit', 'paid', 'reserved', 'cancelled', 'completed');--> statement-breakpoint
CREATE TYPE "public"."fuel_policy" AS ENUM('likeForlike', 'freeTank', 'fullToFull');--> statement-breakpoint
CREATE TYPE "public"."fuel_type" AS ENUM('diesel', 'gasoline', 'electric', 'hybrid', 'plugInHybrid', 'unknown');--> statement-breakpoint
CREATE TYPE "public"."gearbox" AS ENUM('manual', 'automatic');--> statement-breakpoint
CREATE TYPE "public"."language" AS ENUM('en', 'fr', 'es');--> statement-breakpoint
CREATE TYPE "public"."multimedia" AS ENUM('touchscreen', 'bluetooth', 'androidAuto', 'appleCarPlay');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('payPal', 'stripe');--> statement-breakpoint
CREATE TYPE "public"."token_purpose" AS ENUM('activation', 'passwordReset');--> statement-breakpoint
CREATE TYPE "public"."user_type" AS ENUM('admin', 'supplier', 'user');--> statement-breakpoint
CREATE TYPE "public"."vehicle_size" AS ENUM('mini', 'midi', 'maxi', 'pickup', 'scooter', 'bus', 'truck', 'caravan');--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"car_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"pick_up_location_id" uuid NOT NULL,
	"drop_off_location_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" "booking_status" NOT NULL,
	"cancellation" boolean DEFAULT false NOT NULL,
	"amendments" boolean DEFAULT false NOT NULL,
	"theft_protection" boolean DEFAULT false NOT NULL,
	"collision_damage_waiver" boolean DEFAULT false NOT NULL,
	"full_insurance" boolean DEFAULT false NOT NULL,
	"additional_driver" boolean DEFAULT false NOT NULL,
	"quote" jsonb NOT NULL,
	"total_minor" integer NOT NULL,
	"is_deposit" boolean DEFAULT false NOT NULL,
	"payment_provider" "payment_provider",
	"payment_order_id" text,
	"paid_minor" integer DEFAULT 0 NOT NULL,
	"payment_expires_at" timestamp with time zone,
	"is_cancel_requested" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_period_check" CHECK ("bookings"."starts_at" < "bookings"."ends_at"),
	CONSTRAINT "bookings_amounts_check" CHECK ("bookings"."total_minor" >= 0 and "bookings"."paid_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"booking_id" uuid,
	"code" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_date_based_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"car_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"daily_price" integer NOT NULL,
	CONSTRAINT "car_date_based_prices_range_check" CHECK ("car_date_based_prices"."start_date" <= "car_date_based_prices"."end_date"),
	CONSTRAINT "car_date_based_prices_price_check" CHECK ("car_date_based_prices"."daily_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "car_locations" (
	"car_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	CONSTRAINT "car_locations_car_id_location_id_pk" PRIMARY KEY("car_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"name" text NOT NULL,
	"licence_plate" text,
	"image" text,
	"size" "vehicle_size" NOT NULL,
	"fuel_type" "fuel_type" NOT NULL,
	"gearbox" "gearbox" NOT NULL,
	"seats" integer NOT NULL,
	"doors" integer NOT NULL,
	"aircon" boolean NOT NULL,
	"multimedia" "multimedia"[] DEFAULT '{}' NOT NULL,
	"mileage" integer NOT NULL,
	"fuel_policy" "fuel_policy" NOT NULL,
	"deposit" integer NOT NULL,
	"availability" "availability" DEFAULT 'available' NOT NULL,
	"is_fully_booked" boolean DEFAULT false NOT NULL,
	"is_coming_soon" boolean DEFAULT false NOT NULL,
	"minimum_age" integer NOT NULL,
	"daily_price" integer NOT NULL,
	"discounted_daily_price" integer,
	"weekly_price" integer,
	"discounted_weekly_price" integer,
	"bi_weekly_price" integer,
	"discounted_bi_weekly_price" integer,
	"monthly_price" integer,
	"discounted_monthly_price" integer,
	"is_date_based_price" boolean DEFAULT false NOT NULL,
	"cancellation" integer DEFAULT -1 NOT NULL,
	"amendments" integer DEFAULT -1 NOT NULL,
	"theft_protection" integer DEFAULT -1 NOT NULL,
	"collision_damage_waiver" integer DEFAULT -1 NOT NULL,
	"full_insurance" integer DEFAULT -1 NOT NULL,
	"additional_driver" integer DEFAULT -1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cars_seats_check" CHECK ("cars"."seats" between 1 and 100),
	CONSTRAINT "cars_doors_check" CHECK ("cars"."doors" between 0 and 10),
	CONSTRAINT "cars_mileage_check" CHECK ("cars"."mileage" = -1 or "cars"."mileage" > 0),
	CONSTRAINT "cars_deposit_check" CHECK ("cars"."deposit" >= 0),
	CONSTRAINT "cars_minimum_age_check" CHECK ("cars"."minimum_age" between 18 and 99),
	CONSTRAINT "cars_daily_price_check" CHECK ("cars"."daily_price" > 0),
	CONSTRAINT "cars_options_check" CHECK (least("cars"."cancellation", "cars"."amendments", "cars"."theft_protection", "cars"."collision_damage_waiver", "cars"."full_insurance", "cars"."additional_driver") >= -1)
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" varchar(2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "country_names" (
	"country_id" uuid NOT NULL,
	"language" "language" NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "country_names_country_id_language_pk" PRIMARY KEY("country_id","language")
);
--> statement-breakpoint
CREATE TABLE "location_names" (
	"location_id" uuid NOT NULL,
	"language" "language" NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "location_names_location_id_language_pk" PRIMARY KEY("location_id","language")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_id" uuid NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_latitude_check" CHECK ("locations"."latitude" between -90 and 90),
	CONSTRAINT "locations_longitude_check" CHECK ("locations"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" "token_purpose" NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" "user_type" NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"language" "language" DEFAULT 'es' NOT NULL,
	"enable_email_notifications" boolean DEFAULT true NOT NULL,
	"avatar" text,
	"phone" text,
	"bio" text,
	"location" text,
	"birth_date" date,
	"is_verified" boolean DEFAULT false NOT NULL,
	"verified_at" timestamp with time zone,
	"is_blacklisted" boolean DEFAULT false NOT NULL,
	"price_change_rate" numeric(5, 2),
	"is_pay_at_counter_allowed" boolean,
	"is_licence_required" boolean,
	"minimum_rental_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_minimum_rental_days_check" CHECK ("users"."minimum_rental_days" is null or "users"."minimum_rental_days" >= 1)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_pick_up_location_id_locations_id_fk" FOREIGN KEY ("pick_up_location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_drop_off_location_id_locations_id_fk" FOREIGN KEY ("drop_off_location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_date_based_prices" ADD CONSTRAINT "car_date_based_prices_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_locations" ADD CONSTRAINT "car_locations_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_locations" ADD CONSTRAINT "car_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_names" ADD CONSTRAINT "country_names_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_names" ADD CONSTRAINT "location_names_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens" ADD CONSTRAINT "tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_car_idx" ON "bookings" USING btree ("car_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_driver_idx" ON "bookings" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "bookings_supplier_idx" ON "bookings" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "car_date_based_prices_car_idx" ON "car_date_based_prices" USING btree ("car_id","start_date");--> statement-breakpoint
CREATE INDEX "car_locations_location_idx" ON "car_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "cars_supplier_idx" ON "cars" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "locations_country_idx" ON "locations" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tokens_user_idx" ON "tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tokens_hash_key" ON "tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_type_idx" ON "users" USING btree ("type");