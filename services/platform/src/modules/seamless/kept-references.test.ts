import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createLedgerTestDatabase, newMemberId } from '../../../testing/ledger';
import type { TestDatabase } from '../../../testing/test-database';

/**
 * Provider transactions name their provider and game without a foreign key to the provider's or the
 * game's row, which every call would lock (migration 0013). What those keys guaranteed is kept
 * another way, and this holds it: the player key ends at a row that names the provider, and a game
 * is never removed or renamed.
 */
describe('what a provider transaction names stays there', () => {
  let database: TestDatabase;
  let db: Database;
  let memberId: string;
  const PROVIDER = 'KEPTREFS';

  beforeAll(async () => {
    database = await createLedgerTestDatabase();
    db = database.db;
    memberId = await newMemberId(db);
    await db.query(`INSERT INTO seamless_providers (provider_code, secret, active, created_at, updated_at) VALUES ($1, repeat('s', 32), true, now(), now())`, [PROVIDER]);
    await db.query(`INSERT INTO catalogue_vendors (vassalage, name, sort_order) VALUES ('KEPT_VENDOR', 'Kept', 999) ON CONFLICT DO NOTHING`);
    await db.query(
      `INSERT INTO catalogue_games (game_id, node_id, vassalage, game_type, game_code, name_en, name_bn, is_hot)
       VALUES ('kept-game', 'kept-node', 'KEPT_VENDOR', 'SLOT', 'kept', 'Kept', 'Kept', false)`,
    );
  });
  afterAll(async () => database?.dispose());

  /** A tombstone needs neither posting nor game: the smallest row provider_transactions takes. */
  const tombstone = (playerId: string) =>
    db.query(
      `INSERT INTO provider_transactions (provider_code, transaction_id, kind, round_id, merchant_code, member_id, player_id, game_code,
         amount_minor, status, rolled_back_transaction_id, payload_sha256, answer, created_at)
       VALUES ($1, 'x-' || $2, 'ROLLBACK', 'r1', 'SHONALI', $3::bigint, $2, 'kept', 0, 'TOMBSTONE', 'b1', repeat('a', 64), '{}', now())`,
      [PROVIDER, playerId, memberId],
    );

  it('refuses a transaction of a player the provider does not have', async () => {
    await expect(tombstone('nobody')).rejects.toThrow(/provider_transactions_player_fkey/);
    await db.query(`INSERT INTO seamless_players (provider_code, player_id, merchant_code, member_id, created_at) VALUES ($1, 'somebody', 'SHONALI', $2::bigint, now())`, [
      PROVIDER,
      memberId,
    ]);
    await expect(tombstone('somebody')).resolves.toBeDefined();
  });

  it.each([
    [`DELETE FROM catalogue_games WHERE game_id = 'kept-game'`, 'DELETE'],
    [`UPDATE catalogue_games SET game_id = 'renamed' WHERE game_id = 'kept-game'`, 'UPDATE'],
    ['TRUNCATE catalogue_games CASCADE', 'TRUNCATE'],
  ])('refuses %s', async (sql, operation) => {
    await expect(db.query(sql)).rejects.toThrow(new RegExp(`catalogue: ${operation} of a game is refused`));
    const { rows } = await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM catalogue_games WHERE game_id = 'kept-game'`);
    expect(rows[0]?.n).toBe('1');
  });

  it('still lets a game be changed in every other way', async () => {
    await db.query(`UPDATE catalogue_games SET is_hot = true, name_en = 'Kept Gold' WHERE game_id = 'kept-game'`);
    const { rows } = await db.query<{ name_en: string }>(`SELECT name_en FROM catalogue_games WHERE game_id = 'kept-game'`);
    expect(rows[0]?.name_en).toBe('Kept Gold');
  });
});
