import { describe, expect, it } from 'vitest';
import type { Winner } from '@croupier/contract';
import { BIGGEST_WINS_SHOWN } from '@croupier/domain';
import { formatWinAmount } from './win-amount';
import { biggestWins, jackpotGames } from './winner-board';

const BDT = { code: 'BDT', symbol: '৳', scale: 2 };

describe('formatWinAmount', () => {
  it('reads minor units with the brand scale and shows grouping and exactly 2 decimals', () => {
    expect(formatWinAmount(123456789, BDT, 'en')).toBe('৳1,234,567.89');
    expect(formatWinAmount(100000, BDT, 'en')).toBe('৳1,000.00');
    expect(formatWinAmount(7, BDT, 'en')).toBe('৳0.07');
  });

  it('keeps 2 decimals for a currency with no minor unit or with three', () => {
    expect(formatWinAmount(1500000, { code: 'JPY', symbol: '¥', scale: 0 }, 'en')).toBe('¥1,500,000.00');
    expect(formatWinAmount(2500125, { code: 'KWD', symbol: 'KD', scale: 3 }, 'en')).toBe('KD2,500.13');
  });

  it('writes Bengali digits and grouping for Bengali readers', () => {
    expect(formatWinAmount(123456789, BDT, 'bn')).toBe('৳১২,৩৪,৫৬৭.৮৯');
  });
});

function winner(index: number, nodeId: string): Winner {
  return {
    iconUrl: `/art/${nodeId}.svg`,
    lagerIcon: `/art/tile/${nodeId}.svg`,
    customerName: `pl***${index}`,
    winAmount: 1000 * (30 - index),
    vo: { winAmount: 1000 * (30 - index) },
    gameName: `Game ${nodeId}`,
    gameId: `g-${nodeId}`,
    nodeId,
    gameType: 'RNG',
    vassalage: 'JDS',
    gameCode: 'golden-dragon',
    isHot: 1,
    wonAt: '2026-11-21T08:00:00Z',
  };
}

describe('winner board', () => {
  const board = Array.from({ length: 20 }, (_, index) => winner(index, `n${index % 7}`));

  it('shows the first 9 wins as the biggest', () => {
    const wins = biggestWins(board);
    expect(wins).toHaveLength(BIGGEST_WINS_SHOWN);
    expect(wins.map((win) => win.customerName)).toEqual(board.slice(0, 9).map((win) => win.customerName));
  });

  it('lists each jackpot game once, in board order, as a playable card', () => {
    const games = jackpotGames(board);
    expect(games.map((card) => card.nodeId)).toEqual(['n0', 'n1', 'n2', 'n3', 'n4', 'n5', 'n6']);
    expect(games[0]).toMatchObject({ gameName: 'Game n0', displayName: 'Game n0', vassalage: 'JDS', gameType: 'RNG', iconUrl: '/art/n0.svg' });
  });
});
