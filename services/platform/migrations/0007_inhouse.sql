-- The in-house games Crash, Dice and Mines (modules/inhouse, docs/decisions/0012-in-house-games.md).
-- Money moves only through the ledger; these tables record every round, with what decided it, so a
-- player can verify it and support can recall it. Secrets (server seeds, chain seeds) are stored sealed
-- under a key derived from the merchant's code secret, and in clear only once they are public.

-- Round ids are shared by the three games, so one id finds any round.
CREATE SEQUENCE inhouse_round_ids;

-- Dice and Mines seed pairs: one active pair per member, rotated on the player's request. The server
-- seed's sha256 is what the player is shown before betting; the seed itself once the pair is rotated.
CREATE TABLE inhouse_seed_pairs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL,
  member_id bigint NOT NULL,
  server_seed_sealed text NOT NULL,
  server_seed_hash text NOT NULL CHECK (server_seed_hash ~ '^[0-9a-f]{64}$'),
  client_seed text NOT NULL CHECK (length(client_seed) BETWEEN 1 AND 64),
  -- the nonce of the pair's next round; rounds take 0, 1, 2...
  next_nonce bigint NOT NULL DEFAULT 0 CHECK (next_nonce >= 0),
  created_at timestamptz NOT NULL,
  rotated_at timestamptz,
  revealed_server_seed text CHECK (revealed_server_seed ~ '^[0-9a-f]{64}$'),
  CHECK ((rotated_at IS NULL) = (revealed_server_seed IS NULL)),
  FOREIGN KEY (merchant_code, member_id) REFERENCES members (merchant_code, id)
);
CREATE UNIQUE INDEX inhouse_seed_pairs_active ON inhouse_seed_pairs (merchant_code, member_id) WHERE rotated_at IS NULL;

-- One Dice roll or Mines game of one member. Amounts are bigint minor units, multipliers integers in
-- 1/10,000. balance_after_minor is the wallet when the bet call answered, so a replayed request id gets
-- the first answer again.
CREATE TABLE inhouse_rounds (
  id bigint PRIMARY KEY DEFAULT nextval('inhouse_round_ids'),
  merchant_code text NOT NULL,
  member_id bigint NOT NULL,
  game text NOT NULL CHECK (game IN ('DICE', 'MINES')),
  request_id text NOT NULL,
  seed_pair_id bigint NOT NULL REFERENCES inhouse_seed_pairs (id),
  nonce bigint NOT NULL CHECK (nonce >= 0),
  house_edge_bps integer NOT NULL CHECK (house_edge_bps BETWEEN 0 AND 5000),
  -- the stake's counterparty: GAME_HOUSE, or DEMO_FUNDS for a free-play member's demo money
  house_account text NOT NULL CHECK (house_account IN ('GAME_HOUSE', 'DEMO_FUNDS')),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  dice_target_hundredths integer,
  dice_direction text CHECK (dice_direction IN ('under', 'over')),
  dice_roll integer CHECK (dice_roll BETWEEN 0 AND 9999),
  mine_count smallint CHECK (mine_count BETWEEN 1 AND 24),
  -- safe cells in the order opened, then the mined one of a lost game
  opened_cells smallint[] NOT NULL DEFAULT '{}',
  -- written when the game ends, never while it can still be played
  mines smallint[],
  hit_cell smallint,
  status text NOT NULL CHECK (status IN ('open', 'won', 'lost')),
  multiplier_units bigint CHECK (multiplier_units >= 0),
  payout_minor bigint NOT NULL DEFAULT 0 CHECK (payout_minor >= 0),
  balance_after_minor bigint NOT NULL,
  bet_posting_id bigint NOT NULL UNIQUE REFERENCES ledger_postings (id),
  win_posting_id bigint UNIQUE REFERENCES ledger_postings (id),
  placed_at timestamptz NOT NULL,
  settled_at timestamptz,
  UNIQUE (seed_pair_id, nonce),
  CHECK (game <> 'DICE' OR (dice_target_hundredths IS NOT NULL AND dice_direction IS NOT NULL AND dice_roll IS NOT NULL AND status <> 'open')),
  CHECK (game <> 'MINES' OR mine_count IS NOT NULL),
  CHECK ((status = 'open') = (settled_at IS NULL)),
  CHECK ((win_posting_id IS NOT NULL) = (payout_minor > 0)),
  FOREIGN KEY (merchant_code, member_id) REFERENCES members (merchant_code, id)
);
CREATE INDEX inhouse_rounds_member ON inhouse_rounds (merchant_code, member_id, placed_at DESC);
-- A member plays one Mines game at a time.
CREATE UNIQUE INDEX inhouse_rounds_open_mines ON inhouse_rounds (merchant_code, member_id) WHERE game = 'MINES' AND status = 'open';

-- Crash hash chains, one in play per merchant. The terminal seed is sealed; once every round of the
-- chain has been played it is revealed, and the next chain starts with a new commitment.
CREATE TABLE crash_chains (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (merchant_code),
  commitment text NOT NULL CHECK (commitment ~ '^[0-9a-f]{64}$'),
  salt text,
  seed_sealed text NOT NULL,
  round_count integer NOT NULL CHECK (round_count >= 1),
  rounds_played integer NOT NULL DEFAULT 0 CHECK (rounds_played BETWEEN 0 AND round_count),
  created_at timestamptz NOT NULL,
  finished_at timestamptz,
  revealed_seed text CHECK (revealed_seed ~ '^[0-9a-f]{64}$'),
  CHECK ((finished_at IS NULL) = (revealed_seed IS NULL))
);
CREATE UNIQUE INDEX crash_chains_in_play ON crash_chains (merchant_code) WHERE finished_at IS NULL;

-- One Crash round of a merchant, shared by everyone on the brand. Its hash and point are written when
-- betting opens so that any instance can serve cash-outs; players see them only once it has crashed.
CREATE TABLE crash_rounds (
  id bigint PRIMARY KEY DEFAULT nextval('inhouse_round_ids'),
  merchant_code text NOT NULL REFERENCES merchants (merchant_code),
  chain_id bigint NOT NULL REFERENCES crash_chains (id),
  chain_round_number integer NOT NULL CHECK (chain_round_number >= 1),
  round_hash text NOT NULL CHECK (round_hash ~ '^[0-9a-f]{64}$'),
  crash_point_hundredths bigint NOT NULL CHECK (crash_point_hundredths >= 100),
  house_edge_bps integer NOT NULL CHECK (house_edge_bps BETWEEN 0 AND 5000),
  betting_opened_at timestamptz NOT NULL,
  starts_at timestamptz NOT NULL,
  crash_at timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('open', 'crashed')),
  -- when the runner settled the round (after crash_at): every bet is won or lost from then on
  settled_at timestamptz,
  UNIQUE (chain_id, chain_round_number),
  CHECK (starts_at >= betting_opened_at AND crash_at >= starts_at),
  CHECK ((status = 'open') = (settled_at IS NULL))
);
CREATE INDEX crash_rounds_latest ON crash_rounds (merchant_code, id DESC);

-- One member's bet in a Crash round; the name is stored masked, as every other player sees it.
CREATE TABLE crash_bets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  round_id bigint NOT NULL REFERENCES crash_rounds (id),
  merchant_code text NOT NULL,
  member_id bigint NOT NULL,
  player_name text NOT NULL,
  request_id text NOT NULL,
  house_account text NOT NULL CHECK (house_account IN ('GAME_HOUSE', 'DEMO_FUNDS')),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  auto_cash_out_hundredths bigint CHECK (auto_cash_out_hundredths >= 101),
  status text NOT NULL CHECK (status IN ('open', 'won', 'lost')),
  cash_out_hundredths bigint CHECK (cash_out_hundredths >= 101),
  payout_minor bigint NOT NULL DEFAULT 0 CHECK (payout_minor >= 0),
  balance_after_minor bigint NOT NULL,
  bet_posting_id bigint NOT NULL UNIQUE REFERENCES ledger_postings (id),
  win_posting_id bigint UNIQUE REFERENCES ledger_postings (id),
  placed_at timestamptz NOT NULL,
  settled_at timestamptz,
  UNIQUE (round_id, member_id),
  CHECK ((status = 'won') = (cash_out_hundredths IS NOT NULL)),
  CHECK ((status = 'open') = (settled_at IS NULL)),
  FOREIGN KEY (merchant_code, member_id) REFERENCES members (merchant_code, id)
);
CREATE INDEX crash_bets_member ON crash_bets (merchant_code, member_id, placed_at DESC);
CREATE INDEX crash_bets_open ON crash_bets (round_id) WHERE status = 'open';

-- Which instance runs a merchant's Crash rounds: a lease renewed under a per-merchant advisory lock
-- (modules/inhouse/crash-runner-repository.ts). Other instances relay what it writes.
CREATE TABLE crash_runners (
  merchant_code text PRIMARY KEY REFERENCES merchants (merchant_code),
  runner_id text NOT NULL,
  lease_until timestamptz NOT NULL
);

-- Every in-house bet in one shape, for the betting record: a Dice or Mines round is one bet, a Crash
-- round has one bet per member.
CREATE VIEW inhouse_bet_records AS
  SELECT merchant_code, member_id, game, id AS round_id, NULL::bigint AS crash_bet_id, amount_minor, payout_minor, status,
         house_account, bet_posting_id, win_posting_id, placed_at, settled_at
    FROM inhouse_rounds
  UNION ALL
  SELECT merchant_code, member_id, 'CRASH', round_id, id, amount_minor, payout_minor, status,
         house_account, bet_posting_id, win_posting_id, placed_at, settled_at
    FROM crash_bets;

-- The demo catalogue names the three games with fixed codes (modules/demo/catalogue-generator.ts); a
-- database seeded before that gets them here, with the node ids a fresh seed gives them. A new
-- database has no BGS vendor yet at this point and gets them from the seed.
INSERT INTO catalogue_games (game_id, node_id, vassalage, game_type, game_code, name_en, name_bn, is_hot)
SELECT game.game_id, ((SELECT max(node_id::bigint) FROM catalogue_games) + game.place)::text, 'BGS', 'BGS', game.game_code, game.name_en, game.name_bn, false
  FROM (VALUES (1, 'bgs-crash', 'CRASH', 'Crash', 'ক্র্যাশ'), (2, 'bgs-dice', 'DICE', 'Dice', 'ডাইস'), (3, 'bgs-mines', 'MINES', 'Mines', 'মাইনস'))
       AS game (place, game_id, game_code, name_en, name_bn)
 WHERE EXISTS (SELECT 1 FROM catalogue_vendors WHERE vassalage = 'BGS')
ON CONFLICT DO NOTHING;
