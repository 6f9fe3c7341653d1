-- Catalogue search: trigram matching (typos, partial words) on text without diacritics ('zelazo' finds 'żelazo').
-- Both extensions ship with PostgreSQL and are trusted, so the database owner may create them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- Lower case, no diacritics, and every run of other characters one space: 'Witamina D (25-OH)' -> 'witamina d 25 oh'.
-- unaccent is only STABLE (its rules file could change); the rules are fixed here, so calling it through a
-- function declared IMMUTABLE is what lets a generated column and its index use it.
CREATE OR REPLACE FUNCTION search_normalize(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT btrim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, value)), '[^a-z0-9]+', ' ', 'g')) $$;--> statement-breakpoint
-- Everything a test is searched by (its name and its synonyms), normalized, as one text.
CREATE OR REPLACE FUNCTION catalogue_search_text(name text, synonyms text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT search_normalize(concat_ws(' ', name, array_to_string(synonyms, ' '))) $$;--> statement-breakpoint
-- The same, one normalized term per name or synonym: an exact match on a term ranks first ('tsh', 'b12').
CREATE OR REPLACE FUNCTION catalogue_search_terms(name text, synonyms text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(search_normalize(term)), '{}') FROM unnest(array_prepend(name, synonyms)) AS term $$;
--> statement-breakpoint
-- Typo matching (the <% operator) costs microseconds a row, yet PostgreSQL prices it like '='. Priced as it is, the
-- planner reaches for the trigram index instead of computing it for every test. Only the function's owner may
-- change its cost; elsewhere the search still works, the planner may just choose a slower plan.
DO $$
BEGIN
  ALTER FUNCTION word_similarity_op(text, text) COST 200;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'word_similarity_op keeps its cost: only its owner may change it';
END $$;
