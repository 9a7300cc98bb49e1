-- Issue 34: the store's Arabic search folds the spellings customers mix up (the same rule as
-- apps/api/src/modules/catalog/arabic-search.ts): alef forms (أ إ آ ٱ) → ا, taa marbuta (ة) → ه,
-- alef maqsura (ى) → ي; short-vowel marks (U+064B–U+0652) and tatweel (U+0640) dropped; Latin
-- lower-cased. Immutable, so an index can hold it.
CREATE OR REPLACE FUNCTION petshop_arabic_search(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT translate(lower(value),
                   E'أإآٱةى\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u0640',
                   'ااااهي')
$$;
--> statement-breakpoint
CREATE INDEX "products_name_ar_trgm_idx" ON "products" USING gin (petshop_arabic_search("name_ar") gin_trgm_ops);