-- The brand file decides the catalogue (decision 0032): which vendors a brand offers in each category and
-- in what order, and how its hot list is made. The server writes these rows from the file at every start.

-- Where an offered vendor shows and in what place. merchant_vendors stays the switch of the vendor as a
-- whole (its games show only while its row is there too), so no foreign key ties the two: switching a
-- vendor off is one row, and its places come back with it.
CREATE TABLE merchant_vendor_categories (
  merchant_code text NOT NULL REFERENCES merchants (merchant_code),
  game_type text NOT NULL,
  vassalage text NOT NULL REFERENCES catalogue_vendors (vassalage),
  sort_order integer NOT NULL,
  PRIMARY KEY (merchant_code, game_type, vassalage)
);

-- What the catalogue showed until now: every enabled vendor in every category it has games in, in the
-- merchant's vendor order. The first start after this migration rewrites it from the brand file.
INSERT INTO merchant_vendor_categories (merchant_code, game_type, vassalage, sort_order)
SELECT v.merchant_code, t.game_type, v.vassalage, v.sort_order
  FROM merchant_vendors v
  JOIN (SELECT DISTINCT vassalage, game_type FROM catalogue_games) t ON t.vassalage = v.vassalage;

-- Games the brand file pins to the head of the hot list, whatever its rule.
ALTER TABLE merchant_hot_games ADD COLUMN pinned boolean NOT NULL DEFAULT false;

-- Brands whose hot list is their most played games: pinned games first, then the games most of the
-- brand's players launched in the last `days` days, then the featured games kept in merchant_hot_games,
-- up to `game_count` in all.
CREATE TABLE merchant_most_played (
  merchant_code text PRIMARY KEY REFERENCES merchants (merchant_code),
  game_count integer NOT NULL CHECK (game_count BETWEEN 1 AND 100),
  days integer NOT NULL CHECK (days BETWEEN 1 AND 90)
);

-- The most-played rule counts a brand's recent launches by game.
CREATE INDEX recent_games_merchant_launched ON recent_games (merchant_code, launched_at);
