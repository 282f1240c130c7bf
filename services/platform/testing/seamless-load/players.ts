import { seamlessAuthenticate } from '@croupier/contract';
import type { Brand } from '@croupier/brand-config';
import type { Database } from '../../src/db/database';
import type { SeamlessHttpClient } from '../seamless-http-client';
import { seedLaunchablePlayers } from '../seamless-seed';
import type { LoadPlayer } from './plan';

export interface LoadPlayersOptions {
  brands: readonly Brand[];
  /** players of each brand */
  perBrand: number;
  /** opening balance of the n-th player of a brand */
  fundedMinor: (index: number) => bigint;
  /** unique per run and database */
  usernamePrefix: string;
}

/**
 * Players ready to bet: seeded in the database with money and a launch token (seamless-seed.ts), then
 * authenticated over HTTP as the provider does when the game page opens.
 */
export async function launchLoadPlayers(db: Database, client: SeamlessHttpClient, options: LoadPlayersOptions): Promise<LoadPlayer[]> {
  const players: LoadPlayer[] = [];
  for (const brand of options.brands) {
    const seeded = await seedLaunchablePlayers(db, {
      brand,
      count: options.perBrand,
      fundedMinor: options.fundedMinor,
      nowMs: Date.now(),
      usernamePrefix: `${options.usernamePrefix}${brand.code.slice(0, 2)}`,
    });
    for (const player of seeded) {
      const outcome = await client.send(seamlessAuthenticate, { launchToken: player.launchToken });
      if (outcome.kind !== 'answered') throw new Error(`authenticate failed for member ${player.memberId}: ${JSON.stringify(outcome)}`);
      const { playerId, sessionToken, gameCode } = outcome.value;
      players.push({ playerId, sessionToken, gameCode, merchantCode: player.merchantCode, memberId: player.memberId, wallet: player.wallet, fundedMinor: player.fundedMinor });
    }
  }
  return players;
}
