CREATE INDEX "booking_amendments_pick_up_location_idx" ON "booking_amendments" USING btree ("pick_up_location_id");--> statement-breakpoint
CREATE INDEX "booking_amendments_drop_off_location_idx" ON "booking_amendments" USING btree ("drop_off_location_id");--> statement-breakpoint
CREATE INDEX "bookings_pick_up_location_idx" ON "bookings" USING btree ("pick_up_location_id");--> statement-breakpoint
CREATE INDEX "bookings_drop_off_location_idx" ON "bookings" USING btree ("drop_off_location_id");