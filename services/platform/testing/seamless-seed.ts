import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { PLAYER_MEMBER_TYPE } from '@croupier/domain';
import type { Brand } from '@croupier/brand-config';
import { loadBrandsDir } from '@croupier/brand-config/node';
import { REPO_ROOT } from '../src/config';
import type { Database } from '../src/db/database';
import { insertMember } from '../src/modules/accounts/repository';
import { LAUNCH_TOKEN_TTL_MS } from '../src/modules/play/launch';
import { insertLaunchToken } from '../src/modules/seamless';
import { walletForGame } from '../src/modules/seamless/player-wallet';
import { tokenHashOf } from '../src/modules/sessions/tokens';
import { post } from '../src/modules/ledger/ledger';

/**
 * Players for load runs (torture test, crash-restart proof, wallet benchmark), written straight into
 * the database: a member, money in the wallet the game plays against, and a launch token. The
 * provider's side (authenticate, bet, win, rollback) then goes over HTTP. Logging in through the
 * player API would hash a password per player, seconds for a few hundred, and is not what is measured.
 * Nothing here imports vitest, so a benchmark script can use it too.
 */

/** A brand file of the repository (brands/<code>.json), as the server loads it. */
export function repositoryBrand(code: string): Brand {
  const brand = loadBrandsDir(path.join(REPO_ROOT, 'brands')).find((each) => each.code === code);
  if (!brand) throw new Error(`brands/${code}.json is missing`);
  return brand;
}

export interface SeededPlayer {
  merchantCode: string;
  memberId: string;
  /** the wallet the game plays against (MAIN in a single-wallet brand) */
  wallet: string;
  /** one-time token for seamless authenticate, valid for two minutes from `nowMs` */
  launchToken: string;
  /** what was put in the wallet, minor units */
  fundedMinor: bigint;
}

export interface SeedOptions {
  brand: Brand;
  count: number;
  /** opening balance of the player at this index, minor units */
  fundedMinor: (index: number) => bigint;
  nowMs: number;
  /** usernames are `${usernamePrefix}${index}`; unique per run */
  usernamePrefix: string;
}

export interface SeedGame {
  gameId: string;
  vassalage: string;
}

/** The first slot game of the catalogue: any game a provider can be launched into will do. */
export async function firstSlotGame(db: Database): Promise<SeedGame> {
  const { rows } = await db.query<{ game_id: string; vassalage: string }>(`SELECT game_id, vassalage FROM catalogue_games WHERE game_type = 'RNG' ORDER BY game_id LIMIT 1`);
  const row = rows[0];
  if (!row) throw new Error('the catalogue has no slot game; start the server once so it seeds its demo data');
  return { gameId: row.game_id, vassalage: row.vassalage };
}

async function seedOne(db: Database, options: SeedOptions, game: SeedGame, index: number): Promise<SeededPlayer> {
  const { brand, nowMs } = options;
  const merchantCode = brand.merchantCode;
  const wallet = walletForGame(brand, game.vassalage);
  const fundedMinor = options.fundedMinor(index);
  const launchToken = randomBytes(32).toString('base64url');
  const memberId = await db.transaction(async (tx) => {
    const member = await insertMember(tx, {
      merchantCode,
      username: `${options.usernamePrefix}${index}`,
      type: PLAYER_MEMBER_TYPE,
      // never checked: these players are never logged in through the player API
      passwordHash: 'not-a-hash',
      passwordChangedAtMs: null,
      createdAtMs: nowMs,
    });
    if (typeof member === 'string') throw new Error(`seeding player ${index}: the ${member} is taken; use another usernamePrefix`);
    if (fundedMinor > 0n) {
      await post(
        tx,
        {
          merchantCode,
          idempotency: { source: 'seed:seamless', key: `fund-${member.id}`, payload: { fundedMinor } },
          kind: 'ADJUSTMENT',
          legs: [
            { account: { kind: 'house', merchantCode, name: 'ADJUSTMENTS' }, amountMinor: -fundedMinor },
            { account: { kind: 'member', merchantCode, memberId: member.id, wallet }, amountMinor: fundedMinor },
          ],
        },
        nowMs,
      );
    }
    await insertLaunchToken(tx, {
      tokenHash: tokenHashOf(launchToken),
      merchantCode,
      memberId: member.id,
      gameId: game.gameId,
      roomId: null,
      createdAtMs: nowMs,
      expiresAtMs: nowMs + LAUNCH_TOKEN_TTL_MS,
    });
    return member.id;
  });
  return { merchantCode, memberId, wallet, launchToken, fundedMinor };
}

/** Another launch of a seeded player into the game, as the player's next "play" click makes one. */
export async function newLaunchToken(db: Database, player: Pick<SeededPlayer, 'merchantCode' | 'memberId'>, game: SeedGame, nowMs: number): Promise<string> {
  const launchToken = randomBytes(32).toString('base64url');
  await insertLaunchToken(db, {
    tokenHash: tokenHashOf(launchToken),
    merchantCode: player.merchantCode,
    memberId: player.memberId,
    gameId: game.gameId,
    roomId: null,
    createdAtMs: nowMs,
    expiresAtMs: nowMs + LAUNCH_TOKEN_TTL_MS,
  });
  return launchToken;
}

/** Seeds `count` players, a few at a time (each in its own transaction). */
export async function seedLaunchablePlayers(db: Database, options: SeedOptions, game?: SeedGame): Promise<SeededPlayer[]> {
  const chosen = game ?? (await firstSlotGame(db));
  const players: SeededPlayer[] = new Array<SeededPlayer>(options.count);
  const parallel = 4;
  for (let start = 0; start < options.count; start += parallel) {
    const batch = Array.from({ length: Math.min(parallel, options.count - start) }, (_unused, offset) => start + offset);
    const seeded = await Promise.all(batch.map((index) => seedOne(db, options, chosen, index)));
    seeded.forEach((player, offset) => {
      players[start + offset] = player;
    });
  }
  return players;
}
