import type { Queryable } from '../../../../services/platform/src/db/database';
import type { LoadPlayer } from '../../../../services/platform/testing/seamless-load/plan';
import { GAME_SESSION_IDLE_MS, LAST_SEEN_RESOLUTION_MS } from '../../../../services/platform/src/modules/seamless/service';
import { tokenHashOf } from '../../../../services/platform/src/modules/sessions/tokens';

/**
 * The wallet's money calls driven by pgbench, as the built-in TPC-B script is: the same functions the
 * platform calls for a provider's bet, win and rollback (seamless_bet, seamless_win, seamless_rollback),
 * one statement and one transaction each, from pgbench's own clients. What the platform's process does
 * before it calls them (payload hash, lock keys, finding the player's session) is done here in SQL,
 * inside the measured statement, so the database does a little more per call than behind the API.
 *
 * Installed into the wallet benchmark's own scratch database only; the platform never sees these.
 */

/** Players a pgbench run draws from, by run name: `:p` in the scripts is their number, 1-based. */
export interface SqlRunPlayers {
  run: string;
  players: readonly LoadPlayer[];
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Helper functions, each mirroring what the platform computes (lock-keys.ts, transactions.ts). */
function helpersSql(providerCode: string): string {
  const provider = literal(providerCode);
  return `
CREATE TABLE bench_players (run text NOT NULL, n integer NOT NULL, player_id text NOT NULL, game_code text NOT NULL, token_hash text NOT NULL, PRIMARY KEY (run, n));
-- ids handed out in turn, as the HTTP workload's are (providers' ids mostly grow too)
CREATE SEQUENCE bench_ids;

-- Single expressions in SQL functions, which the planner folds into the statement that calls them
-- (so STABLE, as convert_to is: a function declared more steady than its body is not folded, and is
-- then parsed and planned at every call, work the platform does in its own process, not here).
-- lock-keys.ts: the first 8 bytes of the name's SHA-256 as a signed bigint
CREATE FUNCTION bench_lock_key(p_name text) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT ('x' || left(encode(sha256(convert_to(p_name, 'UTF8')), 'hex'), 16))::bit(64)::bigint
$$;
-- the lock keys in ascending order, as lock-keys.ts sorts them (distinct names give distinct keys);
-- called with variables, so the planner folds it into the call (with the hashing expressions as its
-- arguments, which it names more than once, it would run as a function of its own at every call)
CREATE FUNCTION bench_keys(p_a bigint, p_b bigint) RETURNS bigint[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY[least(p_a, p_b), greatest(p_a, p_b)]
$$;
CREATE FUNCTION bench_keys(p_a bigint, p_b bigint, p_c bigint) RETURNS bigint[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY[least(p_a, p_b, p_c),
               CASE WHEN p_a BETWEEN least(p_b, p_c) AND greatest(p_b, p_c) THEN p_a
                    WHEN p_b BETWEEN least(p_a, p_c) AND greatest(p_a, p_c) THEN p_b ELSE p_c END,
               greatest(p_a, p_b, p_c)]
$$;
CREATE FUNCTION bench_hash(p_payload jsonb) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(p_payload::text, 'UTF8')), 'hex')
$$;
CREATE FUNCTION bench_now_ms() RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT (extract(epoch FROM now()) * 1000)::bigint
$$;

-- A stake of 100 to 1,000 in a round of its own; returns the id its transaction and round ids are made of.
CREATE FUNCTION bench_bet(p_run text, p_n integer) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v bench_players;
  v_id bigint := nextval('bench_ids');
  v_tx text := 'b' || v_id;
  v_round text := 'r' || v_id;
  v_amount bigint := 100 + (v_id % 10) * 100;
  v_tx_key bigint := bench_lock_key('seamless:tx:' || ${provider} || ':' || v_tx);
  v_round_key bigint;
BEGIN
  SELECT * INTO STRICT v FROM bench_players WHERE run = p_run AND n = p_n;
  v_round_key := bench_lock_key('seamless:round:' || ${provider} || ':' || v.player_id || ':' || v_round);
  PERFORM FROM seamless_bet(${provider}, v_tx, v_round, v.player_id, v.game_code, v_amount, v.token_hash,
    bench_hash(jsonb_build_object('kind', 'BET', 'playerId', v.player_id, 'gameCode', v.game_code, 'roundId', v_round, 'amountMinor', v_amount)),
    bench_keys(v_tx_key, v_round_key),
    NULL, now(), bench_now_ms(), ${GAME_SESSION_IDLE_MS}, ${LAST_SEEN_RESOLUTION_MS});
  RETURN v_id;
END;
$$;

-- The settlement of the stake bench_bet gave p_id, by p_settle from 1 to 12: 1-3 a win of 0 (closes
-- the round, no posting), 4-9 a win of up to twice the stake, 10-12 a rollback. As the HTTP mix does.
CREATE FUNCTION bench_settle(p_run text, p_n integer, p_id bigint, p_settle integer) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  v bench_players;
  v_bet text := 'b' || p_id;
  v_round text := 'r' || p_id;
  v_amount bigint := 100 + (p_id % 10) * 100;
  v_tx text;
  v_win bigint;
  v_round_key bigint;
  v_tx_key bigint;
  v_bet_key bigint;
BEGIN
  SELECT * INTO STRICT v FROM bench_players WHERE run = p_run AND n = p_n;
  v_round_key := bench_lock_key('seamless:round:' || ${provider} || ':' || v.player_id || ':' || v_round);
  IF p_settle <= 9 THEN
    v_tx := 'w' || p_id;
    v_tx_key := bench_lock_key('seamless:tx:' || ${provider} || ':' || v_tx);
    v_win := CASE WHEN p_settle <= 3 THEN 0 ELSE (p_id / 10) % (2 * v_amount) + 1 END;
    RETURN (SELECT s.replayed FROM seamless_win(${provider}, v_tx, v_round, v.player_id, v.game_code, v_win, true,
      bench_hash(jsonb_build_object('kind', 'WIN', 'playerId', v.player_id, 'gameCode', v.game_code, 'roundId', v_round, 'amountMinor', v_win, 'roundClosed', true)),
      bench_keys(v_tx_key, v_round_key),
      now(), bench_now_ms()) AS s);
  END IF;
  v_tx := 'x' || p_id;
  v_tx_key := bench_lock_key('seamless:tx:' || ${provider} || ':' || v_tx);
  v_bet_key := bench_lock_key('seamless:tx:' || ${provider} || ':' || v_bet);
  RETURN (SELECT s.replayed FROM seamless_rollback(${provider}, v_tx, v_round, v.player_id, v.game_code, v_bet,
    bench_hash(jsonb_build_object('kind', 'ROLLBACK', 'playerId', v.player_id, 'gameCode', v.game_code, 'roundId', v_round, 'rolledBackTransactionId', v_bet)),
    bench_keys(v_tx_key, v_round_key, v_bet_key),
    now(), bench_now_ms()) AS s);
END;
$$;`;
}

/** Creates the helpers and the players' table in the wallet's database. */
export async function installSqlCalls(db: Queryable, providerCode: string, runs: readonly SqlRunPlayers[]): Promise<void> {
  await db.query(helpersSql(providerCode));
  for (const { run, players } of runs) {
    for (const [index, player] of players.entries()) {
      await db.query('INSERT INTO bench_players (run, n, player_id, game_code, token_hash) VALUES ($1, $2, $3, $4, $5)', [
        run,
        index + 1,
        player.playerId,
        player.gameCode,
        tokenHashOf(player.sessionToken),
      ]);
    }
  }
}

/**
 * pgbench scripts, players drawn at random. `bets`: one stake per transaction. `mix`: a stake, then
 * its settlement, two transactions per script (\gset keeps the stake's id for the settlement).
 */
export function betsScript(run: string, players: number): string {
  return [`\\set p random(1, ${players})`, `SELECT bench_bet(${literal(run)}, :p);`, ''].join('\n');
}

export function mixScript(run: string, players: number): string {
  return [
    `\\set p random(1, ${players})`,
    '\\set settle random(1, 12)',
    `SELECT bench_bet(${literal(run)}, :p) AS id \\gset`,
    `SELECT bench_settle(${literal(run)}, :p, :id, :settle);`,
    '',
  ].join('\n');
}

/** Postings written so far: counted before and after a run. */
export async function postingCount(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM ledger_postings');
  return Number(rows[0]?.n ?? 0);
}
