import { describe, expect, it } from 'vitest';
import type { Brand } from '@croupier/brand-config';
import { REPO_BRANDS, repoBrand, useTestServer } from '../../../testing/test-app';
import { BRAND, fundedPlayer, mainBalance, newRequestId, play, STARTING_BALANCE_MINOR, type InHouseTestServer } from './inhouse-testing';
import { offersInHouseGames } from './player-context';

/** Shonali as it would be with a brand file that leaves the in-house games (the BGS vendor) out. */
function withoutInHouseGames(): Brand {
  const brand = repoBrand(BRAND);
  const { BGS: _left, ...vendors } = brand.catalogue.vendors;
  return { ...brand, catalogue: { ...brand.catalogue, vendors } };
}

describe('in-house games a brand does not offer', () => {
  const server: InHouseTestServer = useTestServer({}, [withoutInHouseGames(), ...REPO_BRANDS.filter((each) => each.code !== BRAND)]);

  it('are known from the brand file', () => {
    expect(offersInHouseGames(repoBrand(BRAND))).toBe(true);
    expect(offersInHouseGames(withoutInHouseGames())).toBe(false);
  });

  it('take no stake sent by hand, as their launch takes none, and move no money', async () => {
    const { token, memberId } = await fundedPlayer(server);
    const stakes = [
      play(server, token, 'POST', '/wps/bgs/dice/bet', { amountMinor: 1_000, targetHundredths: 5000, direction: 'under', requestId: newRequestId() }),
      play(server, token, 'POST', '/wps/bgs/mines/start', { amountMinor: 1_000, mineCount: 3, requestId: newRequestId() }),
      play(server, token, 'POST', '/wps/bgs/crash/bet', { amountMinor: 1_000, requestId: newRequestId() }),
    ];
    for (const response of await Promise.all(stakes)) {
      expect(response.json().code, response.body).toBe('GAME_NOT_FOUND');
      expect(response.json().message).toBe('Shonali offers no in-house games');
    }
    expect(await mainBalance(server.db, memberId)).toBe(STARTING_BALANCE_MINOR);
    // what was played stays verifiable: the player's seeds still answer
    expect((await play(server, token, 'GET', '/wps/bgs/fairness')).statusCode).toBe(200);
  });
});
