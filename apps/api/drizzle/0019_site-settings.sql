CREATE TABLE "site_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"maintenance" boolean,
	"hide_suppliers" boolean,
	"minimum_age" integer,
	"payment_window_minutes" integer,
	"late_cancellation_fee_percent" integer,
	"max_locations_per_supplier" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "site_settings_one_row_check" CHECK ("site_settings"."id"),
	CONSTRAINT "site_settings_minimum_age_check" CHECK ("site_settings"."minimum_age" is null or "site_settings"."minimum_age" between 21 and 99),
	CONSTRAINT "site_settings_payment_window_check" CHECK ("site_settings"."payment_window_minutes" is null or "site_settings"."payment_window_minutes" between 5 and 1440),
	CONSTRAINT "site_settings_late_fee_check" CHECK ("site_settings"."late_cancellation_fee_percent" is null or "site_settings"."late_cancellation_fee_percent" between 0 and 100),
	CONSTRAINT "site_settings_max_locations_check" CHECK ("site_settings"."max_locations_per_supplier" is null or "site_settings"."max_locations_per_supplier" between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;