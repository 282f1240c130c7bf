import { describe, expect, it } from 'vitest';
import { getRecentGames, launchGame, type MinesGame } from '@croupier/contract';
import { IN_HOUSE_GAME_PAGES } from '@croupier/domain';
import { authed } from '../../../testing/accounts';
import { houseAccount } from '../../../testing/ledger';
import { launch, listGames, newPlayer, trialToken } from '../../../testing/play';
import { useTestServer } from '../../../testing/test-app';
import { balanceOf } from '../ledger';
import { BRAND, MERCHANT, newRequestId, play, refusal, value } from './inhouse-testing';

describe('free play in the in-house games', () => {
  const server = useTestServer();

  it('plays with the demo balance, against DEMO_FUNDS, leaving GAME_HOUSE to real money', async () => {
    const token = await trialToken(server.app, BRAND);
    const balance = async () => (await value<{ balance: number; demo: boolean }>(authed(server.app, BRAND, token, { url: '/wps/v2/wallets/balance' })));
    const opening = await balance();
    expect(opening.demo).toBe(true);
    expect(opening.balance).toBeGreaterThan(0);
    const house = () => balanceOf(server.db, houseAccount('GAME_HOUSE', MERCHANT));
    const demoFunds = () => balanceOf(server.db, houseAccount('DEMO_FUNDS', MERCHANT));
    const [houseBefore, demoBefore] = [await house(), await demoFunds()];

    const rolled = await value<{ payoutMinor: number; balanceMinor: number }>(
      play(server, token, 'POST', '/wps/bgs/dice/bet', { amountMinor: 10_000, targetHundredths: 5000, direction: 'under', requestId: newRequestId() }),
    );
    expect(rolled.balanceMinor).toBe(opening.balance - 10_000 + rolled.payoutMinor);
    expect((await balance()).balance).toBe(rolled.balanceMinor);
    expect(await house()).toBe(houseBefore);
    expect(await demoFunds()).toBe(demoBefore + 10_000n - BigInt(rolled.payoutMinor));

    const mines = await value<MinesGame>(play(server, token, 'POST', '/wps/bgs/mines/start', { amountMinor: 1_000, mineCount: 1, requestId: newRequestId() }));
    expect(mines.balanceMinor).toBe(rolled.balanceMinor - 1_000);
  });
});

describe('launching an in-house game', () => {
  const server = useTestServer();

  it('answers the brand’s own page for Crash, Dice and Mines and records them as recent games', async () => {
    const { token } = await newPlayer(server.app, BRAND);
    const games = await listGames(server.app, BRAND, 'BGS', '&vassalage=BGS');
    for (const code of ['CRASH', 'DICE', 'MINES'] as const) {
      const card = games.find((game) => game.gameCode === code);
      if (!card) throw new Error(`shonali lists no in-house ${code}`);
      expect(card.gameId).toBe(`bgs-${code.toLowerCase()}`);
      const result = launchGame.value.parse(await value(launch(server.app, BRAND, token, card)));
      // In-house games play from the main wallet, never a vendor's.
      expect(result).toEqual({ status: 'ready', url: IN_HOUSE_GAME_PAGES[code], game: card, wallet: 'MAIN' });
    }
    const recent = getRecentGames.value.parse(await value(authed(server.app, BRAND, token, { url: '/lgw/games/recent?language=en' })));
    expect(recent.list.map((card) => card.gameCode).sort()).toEqual(['CRASH', 'DICE', 'MINES']);
  });

  it('leaves the other in-house demo games as they were: under maintenance until an engine is connected', async () => {
    const { token } = await newPlayer(server.app, BRAND);
    const other = (await listGames(server.app, BRAND, 'BGS', '&vassalage=BGS')).find((game) => !['CRASH', 'DICE', 'MINES'].includes(game.gameCode));
    if (!other) throw new Error('shonali lists no other in-house game');
    expect(launchGame.value.parse(await value(launch(server.app, BRAND, token, other))).status).toBe('maintenance');
  });

  it('still refuses a launch to free play, who open the pages directly', async () => {
    const token = await trialToken(server.app, BRAND);
    const dice = (await listGames(server.app, BRAND, 'BGS', '&vassalage=BGS')).find((game) => game.gameCode === 'DICE');
    if (!dice) throw new Error('no dice');
    expect(await refusal(launch(server.app, BRAND, token, dice), 403)).toBe('TRIAL_RESTRICTED');
  });
});
