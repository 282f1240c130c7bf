import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBrand, type Brand } from '@croupier/brand-config';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database';
import { REPO_BRANDS, buildTestApp, repoBrand, send } from '../../../testing/test-app';
import { operatorLogin } from '../../../testing/operators';
import { DEMO_OPERATOR_PASSWORD } from '../backoffice-operators';
import { DEMO_WINS_PER_MERCHANT } from './winners';

async function countsOf(database: TestDatabase): Promise<Record<string, number>> {
  const { rows } = await database.db.query<{ table_name: string; rows: number }>(
    `SELECT 'merchants' AS table_name, count(*)::integer AS rows FROM merchants
     UNION ALL SELECT 'games', count(*)::integer FROM catalogue_games
     UNION ALL SELECT 'merchant_vendors', count(*)::integer FROM merchant_vendors
     UNION ALL SELECT 'hot_games', count(*)::integer FROM merchant_hot_games
     UNION ALL SELECT 'rooms', count(*)::integer FROM rooms
     UNION ALL SELECT 'wins', count(*)::integer FROM winner_board
     UNION ALL SELECT 'banners', count(*)::integer FROM banners
     UNION ALL SELECT 'notices', count(*)::integer FROM notices`,
  );
  return Object.fromEntries(rows.map((row) => [row.table_name, row.rows]));
}

/** A third brand, as `pnpm create-brand` would add one: a copy of shonali under another code. */
function thirdBrand(): Brand {
  const { $schema: _schema, ...shonali } = repoBrand('shonali');
  return parseBrand({ ...shonali, code: 'lakeside', merchantCode: 'LAKESIDE', displayName: 'Lakeside', origins: ['http://lakeside.localhost:8080'], domains: ['lakeside.example'] }, 'lakeside.json');
}

describe('demo data', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('is written on the first start, for each brand', async () => {
    const app = await buildTestApp(database.db);
    await app.close();
    const counts = await countsOf(database);
    expect(counts.merchants).toBe(2);
    expect(counts.banners).toBe(6);
    expect(counts.notices).toBe(6);
    expect(counts.games).toBeGreaterThan(9000);
    expect(counts.wins).toBe(2 * DEMO_WINS_PER_MERCHANT);
    const { rows } = await database.db.query<{ live: number }>("SELECT count(*)::integer AS live FROM catalogue_games WHERE game_type = 'LIVE'");
    expect(counts.rooms).toBeGreaterThanOrEqual(2 * (rows[0]?.live ?? 0));
    expect(counts.rooms).toBeLessThanOrEqual(4 * (rows[0]?.live ?? 0));
  });

  it('is not written again on a restart, and changes made since survive', async () => {
    const before = await countsOf(database);
    await database.db.query("UPDATE banners SET title_en = 'Edited by an operator' WHERE merchant_code = 'SHONALI' AND banner_id = 'shonali-welcome'");
    const app = await buildTestApp(database.db);
    try {
      expect(await countsOf(database)).toEqual(before);
      const response = await send(app, { url: '/wps/relay/MCSFE_getListAnnouncements?language=en', host: 'shonali.localhost' });
      expect(response.json().value.banners[0].title).toBe('Edited by an operator');
    } finally {
      await app.close();
    }
  });

  it('is written for a brand added later, leaving the others alone', async () => {
    const before = await countsOf(database);
    const app = await buildTestApp(database.db, {}, [...REPO_BRANDS, thirdBrand()]);
    try {
      const after = await countsOf(database);
      expect(after.merchants).toBe((before.merchants ?? 0) + 1);
      expect(after.banners).toBe((before.banners ?? 0) + 3);
      expect(after.games).toBe(before.games);
      expect(after.rooms).toBe(before.rooms);
      expect(after.wins).toBe((before.wins ?? 0) + DEMO_WINS_PER_MERCHANT);
      const menus = await send(app, { url: '/lgw/games/game_menus', host: 'lakeside.localhost:4000' });
      expect(menus.statusCode).toBe(200);
      expect(menus.json().value.categories.length).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });

  it('keeps each merchant to its own vendors', async () => {
    const { rows } = await database.db.query<{ merchant_code: string; vendors: number }>(
      'SELECT merchant_code, count(*)::integer AS vendors FROM merchant_vendors GROUP BY merchant_code ORDER BY merchant_code',
    );
    const vendors = Object.fromEntries(rows.map((row) => [row.merchant_code, row.vendors]));
    expect(vendors.NORTHSTAR).toBeLessThan(vendors.SHONALI ?? 0);
  });

  it('gives a database from before the winner board its wins and live tables at the next start', async () => {
    await database.db.query("DELETE FROM winner_board WHERE merchant_code = 'NORTHSTAR'");
    await database.db.query('DELETE FROM rooms');
    const app = await buildTestApp(database.db);
    await app.close();
    const counts = await countsOf(database);
    expect(counts.wins).toBe(3 * DEMO_WINS_PER_MERCHANT);
    expect(counts.rooms).toBeGreaterThan(0);
    const { rows } = await database.db.query<{ game_type: string; hot: boolean }>(
      `SELECT DISTINCT g.game_type, (h.game_id IS NOT NULL) AS hot FROM winner_board w
         JOIN catalogue_games g ON g.game_id = w.game_id
         LEFT JOIN merchant_hot_games h ON h.merchant_code = w.merchant_code AND h.game_id = w.game_id`,
    );
    expect(rows.every((row) => ['RNG', 'LIVE'].includes(row.game_type) && row.hot)).toBe(true);
  });
});

describe('two instances starting at once on an empty database', () => {
  it('migrate once and write the demo data once', async () => {
    const database = await createTestDatabase();
    try {
      const apps = await Promise.all([buildTestApp(database.db), buildTestApp(database.db)]);
      await Promise.all(apps.map((app) => app.close()));
      const counts = await countsOf(database);
      expect(counts.merchants).toBe(2);
      expect(counts.banners).toBe(6);
      expect(counts.wins).toBe(2 * DEMO_WINS_PER_MERCHANT);
    } finally {
      await database.dispose();
    }
  });
});

describe('demo data without the demo accounts (production, unless DEMO_ACCOUNTS=on)', () => {
  it('writes the brands, their catalogue and content, and no account, balance, contract or operator', async () => {
    const database = await createTestDatabase();
    try {
      const app = await buildTestApp(database.db, { demoAccounts: false });
      await app.close();
      const counts = await countsOf(database);
      expect(counts.merchants).toBe(2);
      expect(counts.games).toBeGreaterThan(9000);
      expect(counts.banners).toBe(6);
      const { rows } = await database.db.query<{ members: number; operators: number; postings: number; contracts: number }>(
        `SELECT (SELECT count(*)::integer FROM members) AS members, (SELECT count(*)::integer FROM operators) AS operators,
                (SELECT count(*)::integer FROM ledger_postings) AS postings, (SELECT count(*)::integer FROM agent_contracts) AS contracts`,
      );
      expect(rows).toEqual([{ members: 0, operators: 0, postings: 0, contracts: 0 }]);
      const restarted = await buildTestApp(database.db, { demoAccounts: false });
      const login = await operatorLogin(restarted, 'supervisor1', DEMO_OPERATOR_PASSWORD);
      await restarted.close();
      expect(login.json().code).toBe('LOGIN_FAILED');
    } finally {
      await database.dispose();
    }
  });
});
