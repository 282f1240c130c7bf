import { performance } from 'node:perf_hooks';
import type { Database, Queryable } from '../../../../services/platform/src/db/database';
import { openPostgresDatabase } from '../../../../services/platform/src/db/postgres-database';
import type { Period } from '../../../../services/platform/src/modules/agent-contracts/periods';
import { GAME_SESSION_ABSOLUTE_MS, GAME_SESSION_IDLE_MS, LAST_SEEN_RESOLUTION_MS } from '../../../../services/platform/src/modules/seamless/service';
import { isoAt } from '../../../../services/platform/src/clock';
import { installSqlCalls } from '../wallet/sql-calls';

/**
 * The tree's bets, made through the real money path: every round is a provider's bet and then its
 * win, each one call of the wallet's own database function (seamless_bet, seamless_win) in a
 * transaction of its own, so each writes its provider transaction, ledger posting, idempotency key
 * and balances as a provider's call through the API does. What the platform's process does before
 * calling them (payload hash, lock keys) is the wallet benchmark's SQL (sql-calls.ts).
 *
 * The calls are stamped inside one 5-minute period: the functions take the time as a parameter (the
 * platform passes its clock), and the period lies a day ahead, so the platform's own scheduler, which
 * settles periods as real time ends them, leaves it to the measured run. A round's win comes a couple
 * of seconds after its bet, both inside the period.
 *
 * A loop of calls runs inside the database (a procedure, COMMIT after each call) from a few
 * connections at once: the same calls without a round trip between them, the fastest the real path
 * goes. Its connections commit without waiting for the disk (synchronous_commit off, for these
 * sessions only); nothing else about the calls changes.
 */

/** The bench_players run name of the tree's players (sql-calls.ts keeps players by run). */
const RUN = 'tree';
/** Seconds between a round's bet and its win. */
const SETTLE_AFTER_MS = 2_000;

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

function procedureSql(providerCode: string): string {
  const provider = literal(providerCode);
  return `
-- Rounds p_from .. p_to - 1 of p_total, spread evenly over [p_start_ms, p_start_ms + p_spread_ms):
-- round i is player 1 + i % p_players, a stake of 100 to 1,000, a win of 0 one time in three (closes
-- the round, no posting) and otherwise up to twice the stake.
CREATE PROCEDURE bench_window_rounds(p_players integer, p_from integer, p_to integer, p_total integer, p_start_ms bigint, p_spread_ms bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v bench_players;
  v_hash bigint;
  v_bet text;
  v_win text;
  v_round text;
  v_amount bigint;
  v_win_amount bigint;
  v_bet_ms bigint;
  v_win_ms bigint;
BEGIN
  PERFORM set_config('synchronous_commit', 'off', false);
  FOR i IN p_from .. p_to - 1 LOOP
    SELECT * INTO STRICT v FROM bench_players WHERE run = ${literal(RUN)} AND n = 1 + i % p_players;
    -- Knuth's multiplicative hash: amounts that do not follow the player
    v_hash := (i::bigint * 2654435761) % 4294967296;
    v_bet := 'sb' || i;
    v_win := 'sw' || i;
    v_round := 'sr' || i;
    v_amount := 100 + (v_hash % 10) * 100;
    v_win_amount := CASE WHEN (v_hash / 10) % 3 = 0 THEN 0 ELSE (v_hash / 30) % (2 * v_amount) + 1 END;
    v_bet_ms := p_start_ms + (i::bigint * p_spread_ms) / p_total;
    v_win_ms := v_bet_ms + ${SETTLE_AFTER_MS};
    PERFORM FROM seamless_bet(${provider}, v_bet, v_round, v.player_id, v.game_code, v_amount, v.token_hash,
      bench_hash(jsonb_build_object('kind', 'BET', 'playerId', v.player_id, 'gameCode', v.game_code, 'roundId', v_round, 'amountMinor', v_amount)),
      bench_keys(bench_lock_key('seamless:tx:' || ${provider} || ':' || v_bet), bench_lock_key('seamless:round:' || ${provider} || ':' || v.player_id || ':' || v_round)),
      NULL, timestamptz 'epoch' + v_bet_ms * interval '1 millisecond', v_bet_ms, ${GAME_SESSION_IDLE_MS}, ${LAST_SEEN_RESOLUTION_MS});
    COMMIT;
    PERFORM FROM seamless_win(${provider}, v_win, v_round, v.player_id, v.game_code, v_win_amount, true,
      bench_hash(jsonb_build_object('kind', 'WIN', 'playerId', v.player_id, 'gameCode', v.game_code, 'roundId', v_round, 'amountMinor', v_win_amount, 'roundClosed', true)),
      bench_keys(bench_lock_key('seamless:tx:' || ${provider} || ':' || v_win), bench_lock_key('seamless:round:' || ${provider} || ':' || v.player_id || ':' || v_round)),
      timestamptz 'epoch' + v_win_ms * interval '1 millisecond', v_win_ms);
    COMMIT;
  END LOOP;
END;
$$;`;
}

export interface SlotGame {
  gameId: string;
  gameCode: string;
  /** the wallet a session of this game plays against in the brand */
  wallet: string;
}

/**
 * Players the provider knows, each with a game session open from the period's start (what
 * authenticate writes when a game opens; written here in bulk, as the sessions must be of the
 * period's time), and the players' table the procedure reads. Installs the procedure.
 */
export async function preparePlayers(db: Queryable, options: { providerCode: string; merchantCode: string; playerIds: readonly string[]; game: SlotGame; window: Period }): Promise<void> {
  await installSqlCalls(db, options.providerCode, []);
  await db.query(procedureSql(options.providerCode));
  const opened = isoAt(options.window.startMs);
  const expires = isoAt(options.window.startMs + GAME_SESSION_ABSOLUTE_MS);
  const CHUNK = 10_000;
  for (let start = 0; start < options.playerIds.length; start += CHUNK) {
    const ids = options.playerIds.slice(start, start + CHUNK);
    await db.query(
      `INSERT INTO seamless_players (provider_code, player_id, merchant_code, member_id, created_at)
       SELECT $1, 'P' || id, $2, id, $3::timestamptz FROM unnest($4::bigint[]) AS id`,
      [options.providerCode, options.merchantCode, opened, ids],
    );
    await db.query(
      `WITH players AS (
         SELECT id, $5::int + place AS n, 'P' || id AS player_id,
                encode(sha256(convert_to('bench-session-' || id || '-' || $6, 'UTF8')), 'hex') AS token_hash
           FROM unnest($4::bigint[]) WITH ORDINALITY AS p (id, place)),
       sessions AS (
         INSERT INTO seamless_sessions (token_hash, provider_code, player_id, game_id, game_code, wallet, created_at, last_seen_at, expires_at)
         SELECT token_hash, $1, player_id, $2, $3, $7, $8::timestamptz, $8::timestamptz, $9::timestamptz FROM players)
       INSERT INTO bench_players (run, n, player_id, game_code, token_hash)
       SELECT ${literal(RUN)}, n, player_id, $3, token_hash FROM players`,
      [options.providerCode, options.game.gameId, options.game.gameCode, ids, start, String(options.window.startMs), options.game.wallet, opened, expires],
    );
  }
}

export interface RoundsOptions {
  databaseUrl: string;
  players: number;
  rounds: number;
  window: Period;
  /** connections calling at once */
  writers: number;
  /** rounds per procedure call, the unit handed to a free connection (default: a tenth of each connection's share, 100 to 2,000) */
  batch?: number;
  onProgress?: (done: number, elapsedS: number) => void;
}

/** Plays the rounds, `writers` connections at a time; answers the seconds it took. */
export async function playRounds(options: RoundsOptions): Promise<number> {
  if (options.rounds === 0) return 0;
  if (options.players < 1) throw new Error('rounds need players');
  const writers = Math.max(1, options.writers);
  const batch = options.batch ?? Math.min(2_000, Math.max(100, Math.ceil(options.rounds / (writers * 10))));
  // the last round's win must fall inside the period, with a second to spare
  const spreadMs = options.window.endMs - options.window.startMs - SETTLE_AFTER_MS - 1_000;
  const db: Database = openPostgresDatabase(options.databaseUrl, () => {});
  const startedMs = performance.now();
  let next = 0;
  let done = 0;
  let reported = 0;
  try {
    const writer = async () => {
      for (;;) {
        const from = next;
        if (from >= options.rounds) return;
        const to = Math.min(options.rounds, from + batch);
        next = to;
        // whole numbers only: written into the statement, a CALL whose procedure commits runs outside any transaction
        await db.exec(`CALL bench_window_rounds(${options.players}, ${from}, ${to}, ${options.rounds}, ${options.window.startMs}, ${spreadMs})`);
        done += to - from;
        if (options.onProgress && (done - reported >= options.rounds / 10 || done === options.rounds)) {
          reported = done;
          options.onProgress(done, (performance.now() - startedMs) / 1000);
        }
      }
    };
    await Promise.all(Array.from({ length: writers }, writer));
    return (performance.now() - startedMs) / 1000;
  } finally {
    await db.close();
  }
}
