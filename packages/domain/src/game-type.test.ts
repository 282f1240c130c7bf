import { describe, expect, it } from 'vitest';
import { lotteryPrizeMode } from './game-type';

describe('lottery prize mode', () => {
  it('is ELOTT when a TCG_LOTTO_VN or LOTT card sits under ELOTT', () => {
    expect(lotteryPrizeMode([{ gameType: 'ELOTT', gameCode: 'TCG_LOTTO_VN' }])).toBe('ELOTT');
    expect(lotteryPrizeMode([{ gameType: 'RNG', gameCode: 'x' }, { gameType: 'ELOTT', gameCode: 'LOTT' }])).toBe('ELOTT');
  });

  it('is LOTT otherwise, including when such a code sits under another type', () => {
    expect(lotteryPrizeMode([])).toBe('LOTT');
    expect(lotteryPrizeMode([{ gameType: 'LOTT', gameCode: 'TCG_LOTTO_VN' }])).toBe('LOTT');
    expect(lotteryPrizeMode([{ gameType: 'ELOTT', gameCode: 'keno' }])).toBe('LOTT');
  });
});
