import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBrand, type Brand } from '@croupier/brand-config';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { REPO_BRANDS, buildTestApp, repoBrand, send } from '../../testing/test-app';

async function countsOf(database: TestDatabase): Promise<Record<string, number>> {
  const { rows } = await database.db.query<{ table_name: string; rows: number }>(
    `SELECT 'merchants' AS table_name, count(*)::integer AS rows FROM merchants
     UNION ALL SELECT 'games', count(*)::integer FROM games
     UNION ALL SELECT 'game_vendors', count(*)::integer FROM game_vendors
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
    expect(counts.games).toBeGreaterThan(40);
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
      const menus = await send(app, { url: '/lgw/games/game_menus', host: 'lakeside.localhost:4000' });
      expect(menus.statusCode).toBe(200);
      expect(menus.json().value.categories.length).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });

  it('keeps each merchant to its own rows', async () => {
    const { rows } = await database.db.query<{ merchant_code: string; games: number }>(
      'SELECT merchant_code, count(*)::integer AS games FROM games GROUP BY merchant_code ORDER BY merchant_code',
    );
    const games = Object.fromEntries(rows.map((row) => [row.merchant_code, row.games]));
    expect(games.NORTHSTAR).toBeLessThan(games.SHONALI ?? 0);
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
    } finally {
      await database.dispose();
    }
  });
});
