-- Trigram search on product names and SKUs (pg_trgm), and GIN indexes that lead with shop_id (btree_gin).
-- Both are trusted extensions: a database owner can create them without being a superuser.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
