-- The shared game catalogue: vendors and games are global (one row each, whatever the merchant); a
-- merchant carries the vendors it has enabled and its own hot games.
-- pg_trgm gives search a substring index over names in both languages; PGlite ships it as a contrib
-- extension (loaded in pglite-database.ts), and it is a trusted extension on Postgres 13+.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE catalogue_vendors (
  vassalage text PRIMARY KEY,
  name text NOT NULL,
  sort_order integer NOT NULL
);

CREATE TABLE catalogue_games (
  game_id text PRIMARY KEY,
  node_id text NOT NULL UNIQUE,
  vassalage text NOT NULL REFERENCES catalogue_vendors (vassalage),
  game_type text NOT NULL,
  game_code text NOT NULL,
  name_en text NOT NULL,
  name_bn text NOT NULL,
  -- lower-cased English and Bengali names, what search matches against
  search_text text NOT NULL,
  is_hot boolean NOT NULL,
  UNIQUE (vassalage, game_code)
);
CREATE INDEX catalogue_games_type_order ON catalogue_games (game_type, is_hot DESC, name_en, game_id);
CREATE INDEX catalogue_games_vendor ON catalogue_games (vassalage, game_type);
CREATE INDEX catalogue_games_search ON catalogue_games USING gin (search_text gin_trgm_ops);

CREATE TABLE merchant_vendors (
  merchant_code text NOT NULL REFERENCES merchants (merchant_code),
  vassalage text NOT NULL REFERENCES catalogue_vendors (vassalage),
  sort_order integer NOT NULL,
  PRIMARY KEY (merchant_code, vassalage)
);

CREATE TABLE merchant_hot_games (
  merchant_code text NOT NULL REFERENCES merchants (merchant_code),
  game_id text NOT NULL REFERENCES catalogue_games (game_id),
  sort_order integer NOT NULL,
  PRIMARY KEY (merchant_code, game_id)
);
