import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { placeMines } from '@croupier/provably-fair';
import type { Database } from '../../db/database';
import { authed, nextIp } from '../../../testing/accounts';
import { fund, memberWallet } from '../../../testing/ledger';
import { newPlayer, type TestPlayer } from '../../../testing/play';
import { type MerchantKeys, merchantKeysFrom, selectMerchantKeys } from '../sealing';
import { balanceOf } from '../ledger';
import { openSecret } from './secret-box';

/** What the in-house tests need of a server; useTestServer's object fits. */
export interface InHouseTestServer {
  app: FastifyInstance;
  db: Database;
}

export const BRAND = 'shonali';
export const MERCHANT = 'SHONALI';
/** 1,000.00 BDT */
export const STARTING_BALANCE_MINOR = 100_000n;

let lastRequest = 0;

/** A request id no other test sends. */
export function newRequestId(): string {
  lastRequest += 1;
  return `req-${process.pid}-${lastRequest}-${Math.random().toString(36).slice(2, 10)}`;
}

/** A new player of shonali with money in MAIN, from ADJUSTMENTS. */
export async function fundedPlayer(server: InHouseTestServer, amountMinor = STARTING_BALANCE_MINOR, nowMs?: () => number): Promise<TestPlayer> {
  const player = await newPlayer(server.app, BRAND, nowMs);
  if (amountMinor > 0n) await fund(server.db, memberWallet(player.memberId, 'MAIN', MERCHANT), amountMinor, nowMs?.());
  return player;
}

/** A call as the player, each from its own address so no per-address limit is reached. */
export function play(server: InHouseTestServer, token: string, method: 'GET' | 'POST', url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  return authed(server.app, BRAND, token, { method, url, ip: nextIp(), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
}

/** The value of a call that must succeed. */
export async function value<T = Record<string, unknown>>(response: Promise<LightMyRequestResponse> | LightMyRequestResponse): Promise<T> {
  const answered = await response;
  expect(answered.statusCode, answered.body).toBe(200);
  return answered.json().value as T;
}

/** The code of a call that must be refused, checked against the status it must carry. */
export async function refusal(response: Promise<LightMyRequestResponse> | LightMyRequestResponse, status: number): Promise<string> {
  const answered = await response;
  expect(answered.statusCode, answered.body).toBe(status);
  return answered.json().code as string;
}

export function mainBalance(db: Database, memberId: string): Promise<bigint> {
  return balanceOf(db, memberWallet(memberId, 'MAIN', MERCHANT));
}

export async function merchantKeys(db: Database, merchantCode = MERCHANT): Promise<MerchantKeys> {
  const stored = await selectMerchantKeys(db, merchantCode);
  if (!stored) throw new Error(`no keys for ${merchantCode}`);
  return merchantKeysFrom(merchantCode, stored);
}

/** Where the mines of an open game lie, worked out as the server does: what a test needs to play a game on purpose. */
export async function minesOfGame(db: Database, roundId: string): Promise<number[]> {
  const { rows } = await db.query<{ sealed: string; client_seed: string; nonce: string; mine_count: number }>(
    `SELECT p.server_seed_sealed AS sealed, p.client_seed, r.nonce::text AS nonce, r.mine_count
       FROM inhouse_rounds r JOIN inhouse_seed_pairs p ON p.id = r.seed_pair_id WHERE r.id = $1::bigint`,
    [roundId],
  );
  const row = rows[0];
  if (!row) throw new Error(`no mines round ${roundId}`);
  const serverSeed = openSecret(await merchantKeys(db), 'server-seed', row.sealed);
  return placeMines({ serverSeed, clientSeed: row.client_seed, nonce: Number(row.nonce) }, Number(row.mine_count));
}

/** The postings of a round, in order: what the ledger recorded for it. */
export async function postingsOfRound(db: Database, roundId: string): Promise<{ kind: string; source: string; amountMinor: bigint }[]> {
  const { rows } = await db.query<{ kind: string; source: string; member_amount: string }>(
    `SELECT p.kind, p.source, e.amount_minor::text AS member_amount
       FROM ledger_postings p JOIN ledger_entries e ON e.posting_id = p.id JOIN ledger_accounts a ON a.id = e.account_id
      WHERE p.round_id = $1 AND a.member_id IS NOT NULL ORDER BY p.id`,
    [roundId],
  );
  return rows.map((row) => ({ kind: row.kind, source: row.source, amountMinor: BigInt(row.member_amount) }));
}
