-- Fewer statements per money call (decision 0015, "Fewer statements"). The rules and answers are
-- those of 0010 to 0012; what changes is how many statements the database runs for them:
--   * the idempotency key, its payload hash and its answer live on the posting's own row: one insert,
--     one index and two foreign-key checks fewer per posting (ledger_idempotency is gone);
--   * ledger_post locks its accounts in one statement, then claims the key, writes the entries and
--     updates the balances in one more, whatever the number of legs, and does its arithmetic in
--     PL/pgSQL rather than in queries; a posting's entries are checked once per statement, not once
--     per entry;
--   * a provider's call reads its player, session, play lock and currency in one statement, and
--     builds its answer without reading the currency again;
--   * no row that every call finds is locked by a foreign-key check (section 8).
--
-- The functions it made or replaced, and the triggers of the entries' balance check and of the games
-- kept, are in the modules' sql folders, one file per function, with their current text (decision
-- 0035). What stays here are the tables' changes, the copy of the keys' answers onto the postings, and
-- the functions whose signature changed or which went, dropped where an older database still has them.

-- 1. The key on the posting. A posting is written whole in the statement that claims its key, so the
-- answer is its own columns: the balances after each leg, and the time it was made.
ALTER TABLE ledger_postings ADD COLUMN payload_sha256 text CHECK (payload_sha256 ~ '^[0-9a-f]{64}$');
ALTER TABLE ledger_postings ADD COLUMN balances_after bigint[];

-- The append-only trigger is off for this one update: a database that had postings got it from 0005,
-- while on a new database it comes later, from its function's file (decision 0035), so all of the
-- table's triggers are switched off and on rather than it by name.
ALTER TABLE ledger_postings DISABLE TRIGGER USER;
UPDATE ledger_postings p
   SET payload_sha256 = i.payload_sha256,
       balances_after = ARRAY(SELECT b::bigint FROM jsonb_array_elements_text(i.result -> 'balancesAfter') AS b)
  FROM ledger_idempotency i
 WHERE i.posting_id = p.id;
ALTER TABLE ledger_postings ENABLE TRIGGER USER;

-- Every posting claimed its key first, so each has one; a database where one does not is named, not half moved.
DO $$
DECLARE
  v_missing text;
BEGIN
  SELECT string_agg(p.id::text, ', ' ORDER BY p.id) INTO v_missing FROM (SELECT id FROM ledger_postings WHERE payload_sha256 IS NULL LIMIT 20) p;
  IF v_missing IS NOT NULL THEN
    RAISE EXCEPTION 'ledger: postings % have no idempotency row to take their key and answer from; nothing was changed', v_missing;
  END IF;
END;
$$;
ALTER TABLE ledger_postings ALTER COLUMN payload_sha256 SET NOT NULL;
ALTER TABLE ledger_postings ALTER COLUMN balances_after SET NOT NULL;
DROP TABLE ledger_idempotency;
DROP FUNCTION IF EXISTS ledger_idempotency_write_once();

-- 2. to 7. The first answer read from the posting, the accounts locked in one statement, ledger_post in
-- fewer statements, the entries' balance check once per statement, ledger_check without the idempotency
-- table, and the provider's calls reading their player, session, play lock and currency in one
-- statement. A function whose arguments or result changed is dropped first, as CREATE OR REPLACE
-- cannot change them; the entries' check was a constraint trigger per entry and becomes a statement's.
DROP FUNCTION IF EXISTS ledger_first_answer(text, text, text, text);
DROP TRIGGER IF EXISTS ledger_entries_balanced ON ledger_entries;
DROP FUNCTION IF EXISTS seamless_answer(bigint, text, text);
DROP FUNCTION IF EXISTS seamless_player(text, text);
DROP FUNCTION IF EXISTS seamless_lock(bigint[]);
DROP FUNCTION IF EXISTS seamless_post(text, text, text, text, seamless_players, text, text, text, bigint, timestamptz, bigint);

-- 8. No row every call locks. A foreign key check takes a share lock on the row it finds, and a row
-- that every money call finds (the merchant, the provider, a popular game) becomes a queue of lockers
-- written to again and again. The three keys that pointed there are replaced by keys that end at the
-- call's own rows, or by a rule on the parent:
--   * a posting's merchant: its entries' accounts name the merchant (their own key to merchants), and
--     ledger_check() reports an entry whose account is another merchant's;
--   * a provider transaction's provider: the key now ends at the provider's player, which names the
--     provider and the member (seamless_players' own keys), one row per player instead of one per
--     provider, and one check instead of two;
--   * a provider transaction's game: games are never removed or renamed (a trigger refuses it:
--     src/modules/games/sql/catalogue_refuse_game_removal.sql), so the id a session handed over stays
--     a game.
ALTER TABLE ledger_postings DROP CONSTRAINT ledger_postings_merchant_code_fkey;
ALTER TABLE provider_transactions DROP CONSTRAINT provider_transactions_provider_code_fkey;
-- one key for the player and the member together: the player row names both (and its own key ends at
-- the member), so one check per call does what two did
CREATE UNIQUE INDEX seamless_players_member_key ON seamless_players (provider_code, player_id, merchant_code, member_id);
ALTER TABLE provider_transactions DROP CONSTRAINT provider_transactions_merchant_code_member_id_fkey;
ALTER TABLE provider_transactions ADD CONSTRAINT provider_transactions_player_fkey
  FOREIGN KEY (provider_code, player_id, merchant_code, member_id) REFERENCES seamless_players (provider_code, player_id, merchant_code, member_id);
ALTER TABLE provider_transactions DROP CONSTRAINT provider_transactions_game_id_fkey;
