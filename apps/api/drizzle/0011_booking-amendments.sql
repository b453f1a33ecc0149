CREATE TYPE "public"."amendment_status" AS ENUM('awaiting', 'applied', 'lapsed');--> statement-breakpoint
CREATE TABLE "booking_amendments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"requested_by" uuid,
	"status" "amendment_status" NOT NULL,
	"pick_up_location_id" uuid NOT NULL,
	"drop_off_location_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"options" jsonb NOT NULL,
	"quote" jsonb NOT NULL,
	"total_minor" integer NOT NULL,
	"online_minor" integer NOT NULL,
	"difference_minor" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "booking_amendments_period_check" CHECK ("booking_amendments"."starts_at" < "booking_amendments"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "booking_amendments" ADD CONSTRAINT "booking_amendments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_amendments" ADD CONSTRAINT "booking_amendments_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_amendments" ADD CONSTRAINT "booking_amendments_pick_up_location_id_locations_id_fk" FOREIGN KEY ("pick_up_location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_amendments" ADD CONSTRAINT "booking_amendments_drop_off_location_id_locations_id_fk" FOREIGN KEY ("drop_off_location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_amendments_booking_idx" ON "booking_amendments" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_amendments_awaiting_key" ON "booking_amendments" USING btree ("booking_id") WHERE status = 'awaiting';