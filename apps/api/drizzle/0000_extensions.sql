-- Extensions used by the schema: btree_gist for the bookings exclusion constraint, pg_trgm and
-- unaccent for accent- and typo-tolerant place search. Available on PostgreSQL 15 and PGlite.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
