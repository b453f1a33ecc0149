-- The help centres' full-text search (GET /api/help/search), per language: one text search
-- configuration each, as PostgreSQL's own (stemming, stop words) but with accents removed first, so
-- that 'reservation' finds 'réservation' and a headline still marks the accented words of the text.
CREATE TEXT SEARCH CONFIGURATION roadbook_en (COPY = pg_catalog.english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION roadbook_en ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, english_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION roadbook_fr (COPY = pg_catalog.french);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION roadbook_fr ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, french_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION roadbook_es (COPY = pg_catalog.spanish);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION roadbook_es ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, spanish_stem;--> statement-breakpoint
-- A language's configuration: IMMUTABLE, so that a generated column and its index may use it.
CREATE OR REPLACE FUNCTION roadbook_text_search_config(lang language) RETURNS regconfig
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT CASE lang WHEN 'fr' THEN 'public.roadbook_fr'::regconfig WHEN 'es' THEN 'public.roadbook_es'::regconfig ELSE 'public.roadbook_en'::regconfig END $$;--> statement-breakpoint
-- The readable words of a rich text: a link keeps its label, markers (**, list dashes) go.
CREATE OR REPLACE FUNCTION roadbook_plain_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_replace(regexp_replace(regexp_replace(value, '\[([^]]*)\]\([^)]*\)', '\1', 'g'), '\*\*', '', 'g'), '(^|\n)- ', '\1', 'g') $$;--> statement-breakpoint
-- Each translation's words, weighted: title A, summary B, body C. Written by the database on every
-- change of the row, never by the application.
ALTER TABLE "help_article_translations" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector(roadbook_text_search_config("language"), "title"), 'A') ||
  setweight(to_tsvector(roadbook_text_search_config("language"), "summary"), 'B') ||
  setweight(to_tsvector(roadbook_text_search_config("language"), roadbook_plain_text("body")), 'C')
) STORED;--> statement-breakpoint
CREATE INDEX "help_article_translations_search_idx" ON "help_article_translations" USING gin ("search_vector");--> statement-breakpoint
-- The words a misspelt word is compared with, by trigrams.
CREATE INDEX "help_search_words_trgm_idx" ON "help_search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate = off);
