import { describe, expect, it } from 'vitest';
import { authed } from '../../../testing/accounts';
import { fundedPlayer, playDice, withdraw } from '../../../testing/cashier';
import { memberWallet } from '../../../testing/ledger';
import type { TestPlayer } from '../../../testing/play';
import { useTestServer } from '../../../testing/test-app';
import { balanceOf } from '../ledger';
import { grantBonusIn, type BonusTerms } from '.';
import { selectAwardByKey } from './awards-repository';

const MERCHANT = 'SHONALI';
const FUNDING = { brand: 'shonali', depositChannel: 'BANK_CITY', payout: { channelCode: 'BKASH', accountNumber: '01712345678' } };
const TERMS: BonusTerms = {
  amountMinor: 20_000n,
  depositMinor: 0n,
  wageringBase: 'BONUS',
  multiplierHundredths: 1_000,
  contributions: { BGS: 100 },
  maxBetMinor: null,
  maxCashoutMinor: null,
  lostBelowMinor: 0n,
  lifetimeMs: 86_400_000,
};

describe('a withdrawal while a bonus is wagered', () => {
  const server = useTestServer();
  let keys = 0;

  const info = async (player: TestPlayer) => (await authed(server.app, 'shonali', player.token, { url: '/wps/cashier/withdraw' })).json().value;
  const grant = (memberId: string, awardKey: string, terms: BonusTerms = TERMS) =>
    server.db.transaction((tx) => grantBonusIn(tx, { merchantCode: MERCHANT, memberId, origin: 'operator', awardKey, titleEn: 'Reload', titleBn: 'রিলোড', terms }, Date.now()));

  it('is refused until the player confirms it forfeits the bonus, which then goes back to PROMOTIONS', async () => {
    const { player, accountId } = await fundedPlayer(server.app, { ...FUNDING, amountMinor: 200_000 });
    await playDice(server.app, 'shonali', player, 50_000, 4);
    const key = `withdraw-forfeit-${(keys += 1)}`;
    await grant(player.memberId, key);
    expect((await info(player)).activeBonus).toEqual({ bonusMinor: 20_000, wageredMinor: 0, requiredMinor: 200_000 });

    const refused = await withdraw(server.app, 'shonali', player, accountId, 50_000);
    expect(refused.json().code, refused.body).toBe('BONUS_FORFEIT_REQUIRED');
    expect(await balanceOf(server.db, memberWallet(player.memberId, 'BONUS'))).toBe(20_000n);

    const confirmed = await withdraw(server.app, 'shonali', player, accountId, 50_000, { forfeitBonus: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await balanceOf(server.db, memberWallet(player.memberId, 'BONUS'))).toBe(0n);
    expect(await selectAwardByKey(server.db, MERCHANT, key)).toMatchObject({ status: 'FORFEITED', endedBy: 'withdrawal', removedMinor: 20_000n });
    expect((await info(player)).activeBonus).toBeNull();
  });

  it('releases a bonus whose wagering is met before it withdraws, forfeiting nothing', async () => {
    const { player, accountId } = await fundedPlayer(server.app, { ...FUNDING, amountMinor: 200_000 });
    const key = `withdraw-release-${(keys += 1)}`;
    await grant(player.memberId, key, { ...TERMS, amountMinor: 1_000n, multiplierHundredths: 100 });
    await playDice(server.app, 'shonali', player, 50_000, 4);
    expect((await info(player)).activeBonus).toBeNull();
    const main = await balanceOf(server.db, memberWallet(player.memberId));
    const paid = await withdraw(server.app, 'shonali', player, accountId, 50_000);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await selectAwardByKey(server.db, MERCHANT, key)).toMatchObject({ status: 'COMPLETED', releasedMinor: 1_000n });
    expect(await balanceOf(server.db, memberWallet(player.memberId))).toBe(main + 1_000n - 50_000n);
  });
});
