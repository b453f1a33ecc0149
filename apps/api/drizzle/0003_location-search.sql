-- The accent-, case- and typo-tolerant location search (GET /api/locations).
--
-- roadbook_search_key(text) is the form in which names and addresses are compared: accents removed,
-- lower case, every run of characters that is not a letter or a digit turned into one space, trimmed
-- ('Aéroport Nice Côte d’Azur' → 'aeroport nice cote d azur'). `unaccent()` alone is only STABLE (it
-- finds its dictionary through the search path), so it cannot serve an index: this wrapper names the
-- dictionary and the function by schema, so that its result depends on its argument alone, and is
-- declared IMMUTABLE. Works on PostgreSQL 15 and PGlite.
CREATE OR REPLACE FUNCTION roadbook_search_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT btrim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, value)), '[^[:alnum:]]+', ' ', 'g')) $$;--> statement-breakpoint
-- Each name and address keeps its key, computed by the database on every write (the application
-- never writes it), so that a search compares stored text instead of running unaccent on every row.
ALTER TABLE "location_names" ADD COLUMN "search_key" text GENERATED ALWAYS AS (roadbook_search_key("name")) STORED;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "search_key" text GENERATED ALWAYS AS (roadbook_search_key("address")) STORED;--> statement-breakpoint
-- Trigram indexes on the keys: they serve LIKE '%…%' (substrings of 3 characters or more) and the
-- word-similarity operator <% (typos), over the names in every language and the addresses. Places
-- change rarely: without fastupdate every write goes straight into the index, instead of a pending
-- list that each search would read row by row until a vacuum (PGlite never runs one by itself).
CREATE INDEX "location_names_search_key_idx" ON "location_names" USING gin ("search_key" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "locations_search_key_idx" ON "locations" USING gin ("search_key" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
-- The names (in every language) and addresses whose key holds a part close to `term` (a search key):
-- word_similarity(term, key) at least pg_trgm.word_similarity_threshold (0.6 by default), for typos.
-- The planner does not know that a similarity costs far more than a comparison, and on a table of a
-- few thousand rows it would rather compute one per row (tens of milliseconds) than read the trigram
-- index (under one): sequential scans are off inside this function, and only there.
CREATE OR REPLACE FUNCTION roadbook_close_location_keys(term text)
  RETURNS TABLE (location_id uuid, key text, is_name boolean)
  LANGUAGE sql STABLE PARALLEL SAFE STRICT ROWS 50
  SET enable_seqscan = off
  AS $$
    SELECT n.location_id, n.search_key, true FROM location_names n WHERE term <% n.search_key
    UNION ALL
    SELECT l.id, l.search_key, false FROM locations l WHERE term <% l.search_key
  $$;
