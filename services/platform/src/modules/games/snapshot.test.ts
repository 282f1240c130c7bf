import { describe, expect, it } from 'vitest';
import { getGameList, searchGames } from '@croupier/contract';
import type { Queryable, QueryResult } from '../../db/database';
import { FakeClock } from '../../../testing/fake-clock';
import { setEngine } from '../../../testing/play';
import { send, useTestServer } from '../../../testing/test-app';
import { CATALOGUE_TTL_MS, CatalogueSnapshots } from './snapshot-cache';
import type { SnapshotGameRow } from './snapshot-repository';

/** A database that answers the catalogue's three reads from a list it is handed, counting the loads. */
class CountingCatalogue implements Queryable {
  loads = 0;
  /** when set, each load waits for this before answering */
  gate: Promise<void> | null = null;
  games: SnapshotGameRow[] = [game('1', 'Golden Koi')];

  async query<Row extends object>(sql: string): Promise<QueryResult<Row>> {
    if (sql.includes('winner_board')) return { rows: [] };
    if (sql.includes('catalogue_vendors')) {
      this.loads += 1;
      if (this.gate) await this.gate;
      return { rows: [{ vassalage: 'SPW', name: 'Spinworks', launch_url: null }] as Row[] };
    }
    const tuples = this.games.map((row) => [row.game_id, row.node_id, row.vassalage, row.game_type, row.game_code, row.name_en, row.name_bn, row.hot_rank]);
    return { rows: [{ games: JSON.stringify(tuples) }] as Row[] };
  }

  async exec(): Promise<void> {}
}

function game(nodeId: string, nameEn: string): SnapshotGameRow {
  return { game_id: `spw-${nodeId}`, node_id: nodeId, vassalage: 'SPW', game_type: 'RNG', game_code: nodeId, name_en: nameEn, name_bn: nameEn, hot_rank: null };
}

describe('the in-process catalogue', () => {
  it('loads a merchant once for concurrent readers and serves that copy until it is stale', async () => {
    const db = new CountingCatalogue();
    const clock = new FakeClock();
    const snapshots = new CatalogueSnapshots(db, clock);
    const [first, second] = await Promise.all([snapshots.of('SHONALI'), snapshots.of('SHONALI')]);
    expect(db.loads).toBe(1);
    expect(second).toBe(first);
    clock.advance(CATALOGUE_TTL_MS - 1);
    expect(await snapshots.of('SHONALI')).toBe(first);
    expect(db.loads).toBe(1);
    await snapshots.of('NORTHSTAR');
    expect(db.loads).toBe(2);
    db.games = [game('1', 'Golden Koi'), game('2', 'Lucky Panda')];
    clock.advance(1);
    const renewed = await snapshots.of('SHONALI');
    expect(db.loads).toBe(3);
    expect(renewed.games.map((each) => each.nodeId)).toEqual(['1', '2']);
  });

  it('forgets every copy when dropped, and never keeps a load that began before the drop', async () => {
    const db = new CountingCatalogue();
    const snapshots = new CatalogueSnapshots(db, new FakeClock());
    await snapshots.of('SHONALI');
    let open = () => {};
    db.gate = new Promise((resolve) => {
      open = resolve;
    });
    snapshots.dropAll();
    const before = snapshots.of('SHONALI');
    // the catalogue changes while that load is under way
    snapshots.dropAll();
    open();
    db.gate = null;
    const stale = await before;
    db.games = [game('3', 'Neon Nights')];
    const after = await snapshots.of('SHONALI');
    expect(after).not.toBe(stale);
    expect(after.games.map((each) => each.nodeId)).toEqual(['3']);
    expect(await snapshots.of('SHONALI')).toBe(after);
    expect(db.loads).toBe(3);
  });

  it('tries again after a failed load', async () => {
    const db = new CountingCatalogue();
    const failing: Queryable = { query: () => Promise.reject(new Error('connection lost')), exec: () => Promise.resolve() };
    let broken = true;
    const snapshots = new CatalogueSnapshots({ query: (sql, params) => (broken ? failing.query(sql, params) : db.query(sql)), exec: () => Promise.resolve() }, new FakeClock());
    await expect(snapshots.of('SHONALI')).rejects.toThrow('connection lost');
    broken = false;
    expect((await snapshots.of('SHONALI')).games).toHaveLength(1);
  });
});

describe('catalogue reads over HTTP', () => {
  const clock = new FakeClock();
  const server = useTestServer({ clock });
  const total = async (url: string) => {
    const response = await send(server.app, { url, host: 'shonali.localhost' });
    expect(response.statusCode, response.body).toBe(200);
    return getGameList.value.parse(response.json().value).total;
  };

  it('sees another instance’s change after the refresh time, and an operator change here at once', async () => {
    const neoSlots = '/lgw/games/list?gameType=RNG&vassalage=NEO';
    const neoBefore = await total(neoSlots);
    expect(neoBefore).toBeGreaterThan(0);
    const { rows } = await server.db.query<{ sort_order: number }>("DELETE FROM merchant_vendors WHERE merchant_code = 'SHONALI' AND vassalage = 'NEO' RETURNING sort_order");
    try {
      expect(await total(neoSlots)).toBe(neoBefore);
      clock.advance(CATALOGUE_TTL_MS - 1000);
      expect(await total(neoSlots)).toBe(neoBefore);
      clock.advance(1000);
      expect(await total(neoSlots)).toBe(0);
    } finally {
      await server.db.query("INSERT INTO merchant_vendors (merchant_code, vassalage, sort_order) VALUES ('SHONALI', 'NEO', $1)", [rows[0]?.sort_order ?? 1]);
    }
    expect(await total(neoSlots)).toBe(0);
    await setEngine(server.app, 'NEO', null);
    expect(await total(neoSlots)).toBe(neoBefore);
  });

  it('searches both languages over the whole catalogue, by type and page', async () => {
    const search = async (query: string) => {
      const response = await send(server.app, { url: `/lgw/games/search?${query}`, host: 'shonali.localhost' });
      expect(response.statusCode, response.body).toBe(200);
      return searchGames.value.parse(response.json().value);
    };
    const english = await search('q=DRAGON&language=en&pageSize=100');
    const bengali = await search(`q=${encodeURIComponent('ড্রাগন')}&language=bn&pageSize=100`);
    expect(english.total).toBeGreaterThan(20);
    // the same games are found by either name
    expect(bengali.total).toBe(english.total);
    for (const game of bengali.games) expect(game.gameName).toContain('ড্রাগন');
    const acrossLanguages = await search(`q=${encodeURIComponent('ড্রাগন')}&language=en&pageSize=100`);
    expect(acrossLanguages.total).toBe(english.total);
    for (const game of acrossLanguages.games) expect(game.gameName.toLowerCase()).toContain('dragon');
    const fish = await search('q=dragon&gameType=FISH&language=en');
    expect(fish.total).toBeGreaterThan(0);
    expect(fish.total).toBeLessThan(english.total);
    expect(fish.games.every((game) => game.gameType === 'FISH')).toBe(true);
    const second = await search('q=dragon&language=en&pageSize=7&pageNo=2');
    expect(second.games.map((game) => game.nodeId)).toEqual(english.games.slice(7, 14).map((game) => game.nodeId));
    expect(second.totalPages).toBe(Math.ceil(english.total / 7));
  });
});
