import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_HOUSE_GAMES } from '@croupier/domain';
import { migrate, readMigrationFiles } from '../../db/migrate';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database';
import { generateCatalogue } from '../demo';
import { insertSharedCatalogue } from '../games';

const isInHouse = (game: { vassalage: string; gameCode: string }) => game.vassalage === 'BGS' && (IN_HOUSE_GAMES as readonly string[]).includes(game.gameCode);

describe('the in-house games in the catalogue', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('are named by the demo catalogue with fixed codes, after every generated game', () => {
    const { games } = generateCatalogue();
    expect(games.filter(isInHouse).map((game) => [game.gameId, game.gameCode, game.gameType])).toEqual([
      ['bgs-crash', 'CRASH', 'BGS'],
      ['bgs-dice', 'DICE', 'BGS'],
      ['bgs-mines', 'MINES', 'BGS'],
    ]);
    expect(games.slice(-3).every(isInHouse)).toBe(true);
  });

  it('reach a database seeded before them, with the node ids a fresh seed gives them', async () => {
    const { db } = database;
    const files = readMigrationFiles();
    // the schema as it was then: its tables, and none of the functions and triggers of later ones
    await migrate(db, files.filter((file) => file.version < '0007'), { functions: [] });
    const catalogue = generateCatalogue();
    await db.transaction((tx) => insertSharedCatalogue(tx, { vendors: catalogue.vendors, games: catalogue.games.filter((game) => !isInHouse(game)) }));
    expect((await migrate(db, files)).migrations).toContain('0007');
    const { rows } = await db.query<{ game_id: string; node_id: string; game_code: string; name_bn: string }>(
      "SELECT game_id, node_id, game_code, name_bn FROM catalogue_games WHERE vassalage = 'BGS' AND game_code IN ('CRASH', 'DICE', 'MINES') ORDER BY node_id",
    );
    expect(rows.map((row) => ({ gameId: row.game_id, nodeId: row.node_id, gameCode: row.game_code, nameBn: row.name_bn }))).toEqual(
      catalogue.games.filter(isInHouse).map((game) => ({ gameId: game.gameId, nodeId: game.nodeId, gameCode: game.gameCode, nameBn: game.nameBn })),
    );
  });
});
