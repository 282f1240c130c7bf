import { describe, expect, it } from 'vitest';
import { maskCustomerName } from '../games';
import { generateCatalogue } from './catalogue-generator';
import { demoRoomsFor } from './rooms';
import { DEMO_WINS_PER_MERCHANT, demoWinsFor } from './winners';

describe('demo live tables', () => {
  const live = generateCatalogue().games.filter((game) => game.gameType === 'LIVE');

  it('gives every live game two to four tables with bets in minor units, the same on every run', () => {
    const rooms = demoRoomsFor(live);
    expect(demoRoomsFor(live)).toEqual(rooms);
    const perGame = new Map<string, number>();
    for (const room of rooms) perGame.set(room.gameId, (perGame.get(room.gameId) ?? 0) + 1);
    expect([...perGame.keys()].sort()).toEqual(live.map((game) => game.gameId).sort());
    expect(Math.min(...perGame.values())).toBe(2);
    expect(Math.max(...perGame.values())).toBe(4);
    expect(new Set(rooms.map((room) => room.roomId)).size).toBe(rooms.length);
    for (const room of rooms) {
      expect(room.roomId.length).toBeLessThanOrEqual(64);
      expect(Number.isInteger(room.minBetMinor) && room.minBetMinor > 0).toBe(true);
      expect(room.maxBetMinor).toBeGreaterThan(room.minBetMinor);
      expect(room.nameBn).toMatch(/টেবিল [০-৯]$/);
    }
  });
});

describe('demo wins', () => {
  const games = ['spw-a', 'spw-b', 'evl-c'];
  const nowMs = Date.UTC(2026, 10, 21);

  it('repeat per merchant, spread from hundreds to millions, on the given games within the past week', () => {
    const wins = demoWinsFor('SHONALI', games, nowMs);
    expect(wins).toHaveLength(DEMO_WINS_PER_MERCHANT);
    expect(demoWinsFor('SHONALI', games, nowMs)).toEqual(wins);
    expect(demoWinsFor('NORTHSTAR', games, nowMs).map((win) => win.amountMinor)).not.toEqual(wins.map((win) => win.amountMinor));
    const amounts = wins.map((win) => win.amountMinor);
    expect(amounts.every(Number.isInteger)).toBe(true);
    expect(amounts.filter((amount) => amount > 100_000_000).length).toBeGreaterThanOrEqual(3);
    expect(amounts.filter((amount) => amount < 1_000_000).length).toBeGreaterThanOrEqual(3);
    for (const win of wins) {
      expect(games).toContain(win.gameId);
      expect(win.customerName).toMatch(/^[a-z]{2}\*\*\*\d{2}$/);
      expect(win.wonAtMs).toBeLessThanOrEqual(nowMs);
      expect(win.wonAtMs).toBeGreaterThan(nowMs - 7 * 24 * 60 * 60 * 1000);
    }
    expect(demoWinsFor('SHONALI', [], nowMs)).toEqual([]);
  });

  it('masks names as the board shows them', () => {
    expect(maskCustomerName('rahim01')).toBe('ra***01');
    expect(maskCustomerName('abcd')).toBe('a***');
  });
});
