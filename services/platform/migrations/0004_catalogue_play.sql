-- The shared catalogue now serves the game menus too, so the per-merchant copies of 0001 go.
DROP TABLE games;
DROP TABLE game_vendors;
DROP TABLE game_categories;

-- Search runs over an in-process copy of each merchant's catalogue; nothing reads these any more.
DROP INDEX catalogue_games_search;
ALTER TABLE catalogue_games DROP COLUMN search_text;

-- The engine's launch page; null while no engine is connected, and the vendor's games answer maintenance.
ALTER TABLE catalogue_vendors ADD COLUMN launch_url text;

-- Connecting a vendor's engine concerns every merchant, so such audit rows name none.
ALTER TABLE ops_audit ALTER COLUMN merchant_code DROP NOT NULL;

-- The tables of a live game, written with the catalogue.
CREATE TABLE rooms (
  room_id text PRIMARY KEY,
  game_id text NOT NULL REFERENCES catalogue_games (game_id),
  sort_order integer NOT NULL,
  name_en text NOT NULL,
  name_bn text NOT NULL,
  min_bet_minor bigint NOT NULL CHECK (min_bet_minor >= 0),
  max_bet_minor bigint NOT NULL CHECK (max_bet_minor >= min_bet_minor),
  seats integer NOT NULL CHECK (seats >= 0)
);
CREATE INDEX rooms_game ON rooms (game_id, sort_order);

CREATE TABLE favourite_games (
  merchant_code text NOT NULL,
  member_id bigint NOT NULL,
  game_id text NOT NULL REFERENCES catalogue_games (game_id),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (merchant_code, member_id, game_id),
  FOREIGN KEY (merchant_code, member_id) REFERENCES members (merchant_code, id)
);
CREATE INDEX favourite_games_newest ON favourite_games (merchant_code, member_id, created_at DESC);

-- One row per game a member launched; launching it again moves it to the top.
CREATE TABLE recent_games (
  merchant_code text NOT NULL,
  member_id bigint NOT NULL,
  game_id text NOT NULL REFERENCES catalogue_games (game_id),
  launched_at timestamptz NOT NULL,
  PRIMARY KEY (merchant_code, member_id, game_id),
  FOREIGN KEY (merchant_code, member_id) REFERENCES members (merchant_code, id)
);
CREATE INDEX recent_games_latest ON recent_games (merchant_code, member_id, launched_at DESC);

-- One-time tokens an engine exchanges for the player; only their SHA-256 is kept. Rows outlive their
-- two-minute use because a room's player count reads the launches of the last half hour.
CREATE TABLE launch_tokens (
  token_hash text PRIMARY KEY,
  merchant_code text NOT NULL,
  member_id bigint NOT NULL,
  game_id text NOT NULL REFERENCES catalogue_games (game_id),
  room_id text REFERENCES rooms (room_id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  FOREIGN KEY (merchant_code, member_id) REFERENCES members (merchant_code, id)
);
CREATE INDEX launch_tokens_room ON launch_tokens (merchant_code, room_id, created_at) WHERE room_id IS NOT NULL;
CREATE INDEX launch_tokens_created ON launch_tokens (created_at);

-- Biggest wins per merchant; the name is stored masked, as every other player sees it.
CREATE TABLE winner_board (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (merchant_code),
  game_id text NOT NULL REFERENCES catalogue_games (game_id),
  customer_name text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  won_at timestamptz NOT NULL
);
CREATE INDEX winner_board_biggest ON winner_board (merchant_code, amount_minor DESC);
