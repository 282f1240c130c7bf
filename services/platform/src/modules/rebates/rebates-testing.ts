import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Brand } from '@croupier/brand-config';
import { DEFAULT_REBATE_RATES_PPM, MAIN_WALLET, PLAYER_MEMBER_TYPE, type GameType } from '@croupier/domain';
import type { Database, Queryable } from '../../db/database';
import { GOOD_PASSWORD, loginToken, nextIp } from '../../../testing/accounts';
import { PRODUCTION_ARGON2_COST, PasswordHasher, insertMember, type MemberRecord } from '../accounts';
import { post } from '../ledger';
import { rebateFigures, validBetsByType } from './compute';

/**
 * The rebate tests stake through the ledger as the games do (BET from the main wallet to the game
 * house, ROLLBACK back), at instants a fake clock picks, on games of the shared catalogue of each type.
 */

const hasher = new PasswordHasher(PRODUCTION_ARGON2_COST);
let lastMember = 0;

/** A member straight in the database, with a password the test can log in with. */
export async function newRebateMember(db: Queryable, brand: Brand, nowMs: number, type = PLAYER_MEMBER_TYPE): Promise<MemberRecord> {
  lastMember += 1;
  const created = await insertMember(db, {
    merchantCode: brand.merchantCode,
    username: `rb${process.pid % 10_000}x${lastMember}${Math.floor(Math.random() * 1e4)}`.slice(0, 16),
    type,
    passwordHash: await hasher.hash(GOOD_PASSWORD),
    passwordChangedAtMs: nowMs,
    createdAtMs: nowMs,
  });
  if (typeof created === 'string') throw new Error(`a test member clashed on its ${created}`);
  return created;
}

/** A session of the member at the fake clock's time: a session made days earlier has timed out. */
export function memberToken(app: FastifyInstance, brand: Brand, member: MemberRecord, nowMs: () => number): Promise<string> {
  return loginToken(app, { brand: brand.code, username: member.username, password: GOOD_PASSWORD, ip: nextIp(), nowMs });
}

const gameOfType = new Map<string, string>();

/** A game of the type from the shared catalogue. */
export async function gameOf(db: Queryable, type: GameType): Promise<string> {
  const known = gameOfType.get(type);
  if (known) return known;
  const { rows } = await db.query<{ game_id: string }>('SELECT game_id FROM catalogue_games WHERE game_type = $1 ORDER BY game_id LIMIT 1', [type]);
  const gameId = rows[0]?.game_id;
  if (!gameId) throw new Error(`the catalogue has no ${type} game`);
  gameOfType.set(type, gameId);
  return gameId;
}

let lastStake = 0;

/** A stake of the member on a game at `atMs`, through the ledger; answers its key, which a rollback names. */
export async function stake(db: Database, brand: Brand, memberId: string, gameId: string, amountMinor: bigint, atMs: number): Promise<string> {
  lastStake += 1;
  const key = `stake-${process.pid}-${lastStake}`;
  const { merchantCode } = brand;
  await db.transaction((tx) =>
    post(
      tx,
      {
        merchantCode,
        idempotency: { source: 'test:rebate-stake', key, payload: { memberId, gameId, amountMinor } },
        kind: 'BET',
        legs: [
          { account: { kind: 'member', merchantCode, memberId, wallet: MAIN_WALLET }, amountMinor: -amountMinor },
          { account: { kind: 'house', merchantCode, name: 'GAME_HOUSE' }, amountMinor },
        ],
        reference: { gameId, memberId, roundId: key },
      },
      atMs,
    ),
  );
  return key;
}

/** The stake given back, at `atMs`. */
export async function rollBack(db: Database, brand: Brand, memberId: string, gameId: string, amountMinor: bigint, stakeKey: string, atMs: number): Promise<void> {
  const { merchantCode } = brand;
  await db.transaction((tx) =>
    post(
      tx,
      {
        merchantCode,
        idempotency: { source: 'test:rebate-rollback', key: stakeKey, payload: { memberId, gameId, amountMinor } },
        kind: 'ROLLBACK',
        legs: [
          { account: { kind: 'house', merchantCode, name: 'GAME_HOUSE' }, amountMinor: -amountMinor },
          { account: { kind: 'member', merchantCode, memberId, wallet: MAIN_WALLET }, amountMinor },
        ],
        reference: { gameId, memberId, roundId: stakeKey },
      },
      atMs,
    ),
  );
}

/** What the defaults pay for valid bets by type, capped: the test's own reckoning, by the pure rule. */
export function expectedRebate(validBets: Partial<Record<GameType, bigint>>, capMinor: bigint): bigint {
  const byType = new Map(Object.entries(validBets) as [GameType, bigint][]);
  const byGame = [...byType].map(([type, stakedMinor]) => ({ gameId: type, stakedMinor }));
  return rebateFigures(validBetsByType(byGame, new Map([...byType.keys()].map((type) => [type, type]))), DEFAULT_REBATE_RATES_PPM, capMinor).amountMinor;
}

/** The member's REBATE postings and the main wallet's credit from them. */
export async function rebatePostingsOf(db: Queryable, merchantCode: string, memberId: string): Promise<{ key: string; amountMinor: bigint }[]> {
  const { rows } = await db.query<{ key: string; amount: string }>(
    `SELECT p.idempotency_key AS key, e.amount_minor::text AS amount
       FROM ledger_postings p JOIN ledger_entries e ON e.posting_id = p.id JOIN ledger_accounts a ON a.id = e.account_id
      WHERE p.kind = 'REBATE' AND p.merchant_code = $1 AND a.member_id = $2::bigint
      ORDER BY p.id`,
    [merchantCode, memberId],
  );
  return rows.map((row) => ({ key: row.key, amountMinor: BigInt(row.amount) }));
}

export function expectOk<T>(response: { statusCode: number; body: string; json(): { value: T } }): T {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}
