import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Contract, ContractRequest } from '@croupier/contract';
import { GOOD_PASSWORD, authed, createMember, loginToken, nextIp, nextUsername } from '../../../testing/accounts';
import { sendOps } from '../../../testing/test-app';
import type { Queryable } from '../../db/database';
import { AGENT_TYPE, PLAYER_TYPE, type TreeAccount } from '../transfers/transfers-testing';

/** Agent trees, contracts and their calls for the contract tests. */

export type { TreeAccount };

/** A logged-in account under `upline` (or at the top); `nowMs` is the clock the browser seals its login with. */
async function account(app: FastifyInstance, type: number, upline: TreeAccount | null, brand: string, nowMs?: () => number): Promise<TreeAccount> {
  const username = nextUsername(type === PLAYER_TYPE ? 'mem' : 'agt');
  const created = await createMember(app, brand, { username, password: GOOD_PASSWORD, type, ...(upline ? { uplineId: upline.id } : {}) });
  const token = await loginToken(app, { brand, username, password: GOOD_PASSWORD, ip: nextIp(), ...(nowMs ? { nowMs } : {}) });
  return { id: created.id, username, type, token };
}

export function agent(app: FastifyInstance, upline: TreeAccount | null = null, brand = 'shonali', nowMs?: () => number): Promise<TreeAccount> {
  return account(app, AGENT_TYPE, upline, brand, nowMs);
}

export function player(app: FastifyInstance, upline: TreeAccount | null = null, brand = 'shonali', nowMs?: () => number): Promise<TreeAccount> {
  return account(app, PLAYER_TYPE, upline, brand, nowMs);
}

export function call(app: FastifyInstance, account: { token: string }, method: 'GET' | 'POST', url: string, payload?: unknown, brand = 'shonali'): Promise<LightMyRequestResponse> {
  return authed(app, brand, account.token, { method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
}

export async function ok<T = Record<string, unknown>>(response: Promise<LightMyRequestResponse> | LightMyRequestResponse): Promise<T> {
  const answered = await response;
  expect(answered.statusCode, answered.body).toBe(200);
  return answered.json().value as T;
}

/** The refusal's code, failing the test if the call succeeded. */
export async function refusal(response: Promise<LightMyRequestResponse> | LightMyRequestResponse): Promise<{ code: string; message: string; fields: { field: string; message: string }[] }> {
  const answered = await response;
  expect(answered.statusCode, answered.body).not.toBe(200);
  const body = answered.json();
  return { code: body.code as string, message: body.message as string, fields: (body.fields ?? []) as { field: string; message: string }[] };
}

/** An operator's platform contract for a top agent. */
export function grant(app: FastifyInstance, username: string, terms: Record<string, unknown>, brand = 'shonali'): Promise<LightMyRequestResponse> {
  return sendOps(app, { method: 'POST', url: `/ops/brands/${brand}/agent-contracts`, payload: { username, ...terms } });
}

export async function granted(app: FastifyInstance, username: string, terms: Record<string, unknown>, brand = 'shonali'): Promise<Contract> {
  return (await ok<{ contract: Contract }>(grant(app, username, terms, brand))).contract;
}

export function offer(app: FastifyInstance, giver: TreeAccount, body: Record<string, unknown>, brand = 'shonali'): Promise<LightMyRequestResponse> {
  return call(app, giver, 'POST', '/wps/member/contracts/offers', body, brand);
}

export function answer(app: FastifyInstance, member: TreeAccount, requestId: string, body: Record<string, unknown>, brand = 'shonali'): Promise<LightMyRequestResponse> {
  return call(app, member, 'POST', `/wps/member/contracts/requests/${requestId}/answer`, body, brand);
}

export function terminate(app: FastifyInstance, member: TreeAccount, contractId: string, brand = 'shonali'): Promise<LightMyRequestResponse> {
  return call(app, member, 'POST', `/wps/member/contracts/${contractId}/terminate`, undefined, brand);
}

/** An offer made and accepted: the contract in force. */
export async function contractBetween(app: FastifyInstance, giver: TreeAccount, holder: TreeAccount, terms: Record<string, unknown>, brand = 'shonali'): Promise<Contract> {
  const offered = await ok<{ request: ContractRequest }>(offer(app, giver, { downlineUsername: holder.username, ...terms }, brand));
  const accepted = await ok<{ contract: Contract | null }>(answer(app, holder, offered.request.requestId, { accept: true }, brand));
  if (!accepted.contract) throw new Error('an accepted offer answered no contract');
  return accepted.contract;
}

/** Ends every contract the demo agents hold, so a test's settlement runs settle only its own contracts' periods. */
export async function endDemoContracts(app: FastifyInstance, db: Queryable): Promise<void> {
  const { rows } = await db.query<{ id: string; merchant_code: string }>(
    `SELECT c.id::text AS id, c.merchant_code FROM agent_contracts c JOIN members m ON m.merchant_code = c.merchant_code AND m.id = c.holder_id
      WHERE m.username = 'demo_agent' AND c.ended_at IS NULL`,
  );
  for (const row of rows) {
    const brand = row.merchant_code.toLowerCase();
    const ended = await sendOps(app, { method: 'DELETE', url: `/ops/brands/${brand}/agent-contracts/${row.id}` });
    expect(ended.statusCode, ended.body).toBe(200);
  }
}
