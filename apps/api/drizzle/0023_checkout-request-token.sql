-- A checkout's stored answer keeps a visitor's booking token, sealed under its Idempotency-Key, so
-- that the same request sent again gives the same token (modules/checkout/idempotent-answers.ts);
-- rows are found by the key's SHA-256, and the keys already stored are hashed the same way.
ALTER TABLE "checkout_requests" ADD COLUMN "access_token_sealed" text;--> statement-breakpoint
UPDATE "checkout_requests" SET "key" = encode(sha256(convert_to("key", 'UTF8')), 'hex');
