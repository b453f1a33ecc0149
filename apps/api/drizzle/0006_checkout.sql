CREATE TYPE "public"."payment_choice" AS ENUM('counter', 'deposit', 'full');--> statement-breakpoint
CREATE TABLE "booking_additional_drivers" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"birth_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_requests" (
	"key" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_amounts_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_choice" "payment_choice";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "due_now_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Bookings made before carry their choice over: a deposit, paid in full, or at the counter.
UPDATE "bookings" SET "payment_choice" = CASE
  WHEN "is_deposit" THEN 'deposit'::"payment_choice"
  WHEN "paid_minor" > 0 AND "paid_minor" >= "total_minor" THEN 'full'::"payment_choice"
  ELSE 'counter'::"payment_choice" END,
  "due_now_minor" = LEAST("paid_minor", "total_minor");--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "payment_choice" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_additional_drivers" ADD CONSTRAINT "booking_additional_drivers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_requests" ADD CONSTRAINT "checkout_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_requests_created_idx" ON "checkout_requests" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_amounts_check" CHECK ("bookings"."total_minor" >= 0 and "bookings"."paid_minor" >= 0 and "bookings"."due_now_minor" between 0 and "bookings"."total_minor");--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "is_deposit";
