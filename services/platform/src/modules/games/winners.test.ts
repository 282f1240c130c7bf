import { describe, expect, it } from 'vitest';
import { getWinnerBoard, type Winner } from '@croupier/contract';
import { PAGE_SIZE_WINNERS } from '@croupier/domain';
import { generateCatalogue } from '../demo';
import { setEngine } from '../../../testing/play';
import { send, useTestServer } from '../../../testing/test-app';

const URL = '/wps/relay/GCSGAME_getRankList';

describe('winner board', () => {
  const server = useTestServer();
  const generated = new Map(generateCatalogue().games.map((game) => [game.gameId, game]));
  const board = async (query = '', host = 'shonali.localhost'): Promise<Winner[]> => {
    const response = await send(server.app, { url: `${URL}${query}`, host });
    expect(response.statusCode, response.body).toBe(200);
    return getWinnerBoard.value.parse(response.json().value).list;
  };
  const isBiggestFirst = (list: readonly Winner[]) => list.every((win, index) => index === 0 || (list[index - 1]?.winAmount ?? 0) >= win.winAmount);

  it('shows the 20 biggest wins first, in minor units, with masked names', async () => {
    const list = await board('?gameCategory=ALL&language=en&limitNum=20');
    expect(list).toHaveLength(PAGE_SIZE_WINNERS);
    expect(isBiggestFirst(list)).toBe(true);
    const { rows } = await server.db.query<{ amount: string }>("SELECT amount_minor::text AS amount FROM winner_board WHERE merchant_code = 'SHONALI' ORDER BY amount_minor DESC LIMIT 20");
    expect(list.map((win) => win.winAmount)).toEqual(rows.map((row) => Number(row.amount)));
    expect(list.some((win) => win.winAmount > 100_000_000)).toBe(true);
    expect(new Set(list.map((win) => win.winAmount)).size).toBeGreaterThan(10);
    for (const win of list) {
      expect(win.vo.winAmount).toBe(win.winAmount);
      expect(win.customerName).toMatch(/^[a-z]{2}\*\*\*\d{2}$/);
      expect(win.gameName).toBe(generated.get(win.gameId)?.nameEn);
      expect(['RNG', 'LIVE']).toContain(win.gameType);
      expect(win.iconUrl).toContain(`/assets/art/game/${win.gameId}.svg`);
      expect(Number.isNaN(Date.parse(win.wonAt))).toBe(false);
    }
    expect(await board('?language=en')).toEqual(list);
  });

  it('names games in the asked language, the brand language by default', async () => {
    const bengali = await board('?language=bn');
    const byDefault = await board();
    expect(byDefault).toEqual(bengali);
    for (const win of bengali) expect(win.gameName).toBe(generated.get(win.gameId)?.nameBn);
    const english = await board('?language=en', 'northstar.localhost');
    for (const win of english) expect(win.gameName).toBe(generated.get(win.gameId)?.nameEn);
  });

  it('takes a limit and a category', async () => {
    const all = await board('?language=en');
    expect(await board('?language=en&limitNum=5')).toEqual(all.slice(0, 5));
    const live = await board('?gameCategory=LIVE&language=en');
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((win) => win.gameType === 'LIVE')).toBe(true);
    expect(isBiggestFirst(live)).toBe(true);
    const slots = await board('?gameCategory=RNG&language=en&limitNum=3');
    expect(slots.map((win) => win.gameId)).toEqual(all.filter((win) => win.gameType === 'RNG').slice(0, 3).map((win) => win.gameId));
    expect(await board('?gameCategory=COCKFIGHT')).toEqual([]);
  });

  it('keeps to the merchant: its own wins, of vendors it still offers', async () => {
    const shonali = await board('?language=en');
    const northstar = await board('?language=en', 'northstar.localhost');
    expect(northstar.map((win) => win.customerName + win.winAmount)).not.toEqual(shonali.map((win) => win.customerName + win.winAmount));
    const top = shonali[0];
    if (!top) throw new Error('the board is empty');
    const { rows } = await server.db.query<{ sort_order: number }>("DELETE FROM merchant_vendors WHERE merchant_code = 'SHONALI' AND vassalage = $1 RETURNING sort_order", [top.vassalage]);
    try {
      // an operator change on this instance renews its copy of the catalogue at once
      await setEngine(server.app, 'BGS', null);
      const without = await board('?language=en');
      expect(without.map((win) => win.vassalage)).not.toContain(top.vassalage);
      expect(isBiggestFirst(without)).toBe(true);
    } finally {
      await server.db.query("INSERT INTO merchant_vendors (merchant_code, vassalage, sort_order) VALUES ('SHONALI', $1, $2)", [top.vassalage, rows[0]?.sort_order ?? 1]);
      await setEngine(server.app, 'BGS', null);
    }
    expect(await board('?language=en')).toEqual(shonali);
  });

  it('refuses bad limits, categories and keys it does not know, naming the field', async () => {
    for (const [query, field] of [
      ['?limitNum=0', 'limitNum'],
      ['?limitNum=21', 'limitNum'],
      ['?limitNum=ten', 'limitNum'],
      ['?gameCategory=NOPE', 'gameCategory'],
      ['?language=fr', 'language'],
      ['?limit=5', 'limit'],
    ] as const) {
      const response = await send(server.app, { url: `${URL}${query}`, host: 'shonali.localhost' });
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field }] });
    }
  });
});
