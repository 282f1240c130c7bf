-- The seamless-wallet API (modules/seamless, docs/decisions/0010-seamless-wallet.md): external game
-- providers take stakes and pay wins through the platform's ledger, signed with a shared secret.

-- A provider that may call the API. The secret is an HMAC key the platform must hold as given (a hash
-- could not verify a signature); an inactive provider is refused like an unknown one.
CREATE TABLE seamless_providers (
  provider_code text PRIMARY KEY CHECK (provider_code ~ '^[A-Za-z0-9_-]{2,32}$'),
  secret text NOT NULL CHECK (length(secret) >= 16),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- The opaque id a provider knows a member by: one per provider and member, so the member's own id never
-- leaves the platform and two providers cannot match their players.
CREATE TABLE seamless_players (
  provider_code text NOT NULL REFERENCES seamless_providers (provider_code),
  player_id text NOT NULL,
  merchant_code text NOT NULL,
  member_id bigint NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (provider_code, player_id),
  UNIQUE (provider_code, merchant_code, member_id),
  FOREIGN KEY (merchant_code, member_id) REFERENCES members (merchant_code, id)
);

-- Game sessions, one per exchanged launch token; only the SHA-256 of the session token is kept. A
-- session ends 30 minutes after its last use or 12 hours after it began (service.ts).
CREATE TABLE seamless_sessions (
  token_hash text PRIMARY KEY,
  provider_code text NOT NULL,
  player_id text NOT NULL,
  game_id text NOT NULL REFERENCES catalogue_games (game_id),
  game_code text NOT NULL,
  -- the wallet the game plays against: MAIN in single-wallet brands, the game's vendor in transfer-wallet brands
  wallet text NOT NULL,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  FOREIGN KEY (provider_code, player_id) REFERENCES seamless_players (provider_code, player_id)
);
CREATE INDEX seamless_sessions_player ON seamless_sessions (provider_code, player_id, game_code, created_at DESC);
CREATE INDEX seamless_sessions_expiry ON seamless_sessions (expires_at);

-- Members an operator has locked or disabled for play: their stakes are refused (ACCOUNT_LOCKED), while
-- wins and rollbacks of rounds already staked still land. Deleting the row lifts the lock.
CREATE TABLE member_play_locks (
  merchant_code text NOT NULL,
  member_id bigint NOT NULL,
  reason text NOT NULL,
  locked_at timestamptz NOT NULL,
  PRIMARY KEY (merchant_code, member_id),
  FOREIGN KEY (merchant_code, member_id) REFERENCES members (merchant_code, id)
);

-- Every bet, win and rollback a provider sent, once per (provider, transaction id): the idempotency
-- record of the API (payload hash and first answer) and, later, the source of the betting record.
-- kind BET: status ACCEPTED, or ROLLED_BACK once a rollback returned it.
-- kind WIN: status ACCEPTED; a win of 0 moves no money and has no posting.
-- kind ROLLBACK: ACCEPTED when it returned a bet, TOMBSTONE when the bet was never seen: the bet is
--   then refused if it arrives late (BET_ROLLED_BACK).
CREATE TABLE provider_transactions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider_code text NOT NULL REFERENCES seamless_providers (provider_code),
  transaction_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('BET', 'WIN', 'ROLLBACK')),
  round_id text NOT NULL,
  merchant_code text NOT NULL,
  member_id bigint NOT NULL,
  player_id text NOT NULL,
  game_code text NOT NULL,
  -- null only in a tombstone for a game this player never had a session of
  game_id text REFERENCES catalogue_games (game_id),
  wallet text,
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  posting_id bigint REFERENCES ledger_postings (id),
  status text NOT NULL CHECK (status IN ('ACCEPTED', 'ROLLED_BACK', 'TOMBSTONE')),
  -- ROLLBACK rows: the transaction id of the bet they undo
  rolled_back_transaction_id text,
  -- WIN rows: no more bets or wins follow in this player's round
  round_closed boolean NOT NULL DEFAULT false,
  payload_sha256 text NOT NULL CHECK (payload_sha256 ~ '^[0-9a-f]{64}$'),
  -- the first answer, returned again to a replay
  answer jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (provider_code, transaction_id),
  FOREIGN KEY (merchant_code, member_id) REFERENCES members (merchant_code, id),
  CHECK ((kind = 'ROLLBACK') = (rolled_back_transaction_id IS NOT NULL)),
  CHECK ((status = 'TOMBSTONE') = (kind = 'ROLLBACK' AND posting_id IS NULL)),
  CHECK (status <> 'ROLLED_BACK' OR kind = 'BET'),
  CHECK (status = 'TOMBSTONE' OR (game_id IS NOT NULL AND wallet IS NOT NULL)),
  CHECK (kind = 'WIN' OR status = 'TOMBSTONE' OR posting_id IS NOT NULL)
);
-- A bet is undone once: a second rollback of it (under another id) answers as the first.
CREATE UNIQUE INDEX provider_transactions_one_rollback ON provider_transactions (provider_code, rolled_back_transaction_id) WHERE kind = 'ROLLBACK';
CREATE INDEX provider_transactions_round ON provider_transactions (provider_code, player_id, round_id);
CREATE INDEX provider_transactions_member ON provider_transactions (merchant_code, member_id, created_at DESC);
