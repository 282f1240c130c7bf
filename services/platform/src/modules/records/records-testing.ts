import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { getBetRound, getBettingRecord, seamlessBet, seamlessRollback, seamlessWin, type BetRound, type BettingRecordPage } from '@croupier/contract';
import type { Database } from '../../db/database';
import { authed, nextIp } from '../../../testing/accounts';
import { signedCall, type GameSession } from '../seamless/seamless-testing';

let sequence = 0;
export const nextId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(sequence += 1)}`;

/** The calendar day of an instant in a time zone, yyyy-mm-dd. */
export function dayIn(timeZone: string, atMs: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(atMs));
}

/** A provider playing one round for the session's player, as a real provider sends it. */
export function providerRounds(app: FastifyInstance, session: GameSession, nowMs: () => number) {
  const send = (call: typeof seamlessBet | typeof seamlessWin | typeof seamlessRollback, body: object) => signedCall(app, call, body, { timestampMs: nowMs() });
  const ok = async (response: Promise<LightMyRequestResponse>) => {
    const answered = await response;
    expect(answered.statusCode, answered.body).toBe(200);
  };
  const common = { playerId: session.playerId, gameCode: session.gameCode };
  return {
    async bet(roundId: string, amountMinor: number, transactionId = nextId('bet')): Promise<string> {
      await ok(send(seamlessBet, { ...common, sessionToken: session.sessionToken, transactionId, roundId, amountMinor }));
      return transactionId;
    },
    win: (roundId: string, amountMinor: number, roundClosed = true) => ok(send(seamlessWin, { ...common, transactionId: nextId('win'), roundId, amountMinor, roundClosed })),
    rollback: (roundId: string, rolledBackTransactionId: string) => ok(send(seamlessRollback, { ...common, transactionId: nextId('rollback'), roundId, rolledBackTransactionId })),
  };
}

export function recordRequest(app: FastifyInstance, brand: string, token: string, query: Record<string, string>): Promise<LightMyRequestResponse> {
  return authed(app, brand, token, { method: 'GET', url: `${getBettingRecord.path}?${new URLSearchParams(query).toString()}`, ip: nextIp() });
}

export async function recordPage(app: FastifyInstance, brand: string, token: string, query: Record<string, string>): Promise<BettingRecordPage> {
  const response = await recordRequest(app, brand, token, query);
  expect(response.statusCode, response.body).toBe(200);
  return getBettingRecord.value.parse(response.json().value);
}

export function roundRequest(app: FastifyInstance, brand: string, token: string, recordId: string): Promise<LightMyRequestResponse> {
  return authed(app, brand, token, { method: 'GET', url: getBetRound.path.replace(':recordId', encodeURIComponent(recordId)), ip: nextIp() });
}

export async function roundDetails(app: FastifyInstance, brand: string, token: string, recordId: string): Promise<BetRound> {
  const response = await roundRequest(app, brand, token, recordId);
  expect(response.statusCode, response.body).toBe(200);
  return getBetRound.value.parse(response.json().value);
}

/**
 * Moves a member's provider round and in-house bets back in time, as if played days ago. Test set-up
 * only: played live, a round of last week would need a clock that also kept the sessions alive.
 */
export async function backdateProviderRound(db: Database, memberId: string, roundId: string, daysAgo: number): Promise<void> {
  await db.query(`UPDATE provider_transactions SET created_at = created_at - make_interval(days => $3) WHERE member_id = $1::bigint AND round_id = $2`, [memberId, roundId, daysAgo]);
}
