import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { GOOD_PASSWORD, authed, createMember, loginToken, nextIp, nextUsername, sendSealed } from '../../../testing/accounts';
import { memberWallet } from '../../../testing/ledger';
import type { Database } from '../../db/database';
import { balanceOf } from '../ledger';

/** The payment password every test account sets. */
export const PAYMENT_PASSWORD = 'pay-246810';
export const AGENT_TYPE = 1;
export const PLAYER_TYPE = 0;

export interface TreeAccount {
  id: string;
  username: string;
  type: number;
  token: string;
}

export interface NewAccountOptions {
  type?: number;
  /** the agent above, made with the operator API as registration with its code would */
  upline?: TreeAccount | null;
  brand?: string;
  /** set the payment password right away (the default) */
  paymentPassword?: boolean;
}

/** A new account of the brand in the tree the options say, logged in, with a payment password unless told not. */
export async function newAccount(app: FastifyInstance, options: NewAccountOptions = {}): Promise<TreeAccount> {
  const { type = PLAYER_TYPE, upline = null, brand = 'shonali', paymentPassword = true } = options;
  const username = nextUsername(type === PLAYER_TYPE ? 'mem' : 'agt');
  const created = await createMember(app, brand, { username, password: GOOD_PASSWORD, type, ...(upline ? { uplineId: upline.id } : {}) });
  const token = await loginToken(app, { brand, username, password: GOOD_PASSWORD, ip: nextIp() });
  const account = { id: created.id, username, type, token };
  if (paymentPassword) {
    const set = await setPaymentPassword(app, account, brand);
    expect(set.statusCode, set.body).toBe(200);
  }
  return account;
}

/** Sets the payment password every test account uses; `data` adds to the form or changes it (to change a password set before). */
export function setPaymentPassword(app: FastifyInstance, account: TreeAccount, brand = 'shonali', data: Record<string, unknown> = {}): Promise<LightMyRequestResponse> {
  return sendSealed(app, {
    method: 'POST',
    url: '/wps/member/paymentPassword',
    brand,
    token: account.token,
    ip: nextIp(),
    data: { loginPassword: GOOD_PASSWORD, paymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD, ...data },
  });
}

let lastRequest = 0;

/** A request id no other transfer of this process uses. */
export function newRequestId(prefix = 'tt'): string {
  lastRequest += 1;
  return `${prefix}-${process.pid}-${lastRequest}-${Math.floor(Math.random() * 1e6)}`;
}

export interface TransferOptions {
  brand?: string;
  ip?: string;
}

/** transferToUpline as the browser sends it: sealed, with the payment password and a request id unless the data names its own. */
export function toUpline(app: FastifyInstance, sender: TreeAccount, data: Record<string, unknown>, options: TransferOptions = {}): Promise<LightMyRequestResponse> {
  const { brand = 'shonali', ip = nextIp() } = options;
  return sendSealed(app, { method: 'POST', url: '/wps/member/transfers/upline', brand, token: sender.token, ip, data: { paymentPassword: PAYMENT_PASSWORD, requestId: newRequestId(), ...data } });
}

/** transferToDownline as the browser sends it. */
export function toDownline(app: FastifyInstance, sender: TreeAccount, data: Record<string, unknown>, options: TransferOptions = {}): Promise<LightMyRequestResponse> {
  const { brand = 'shonali', ip = nextIp() } = options;
  return sendSealed(app, { method: 'POST', url: '/wps/member/transfers/downline', brand, token: sender.token, ip, data: { paymentPassword: PAYMENT_PASSWORD, requestId: newRequestId(), ...data } });
}

export async function transferTargetsOf(app: FastifyInstance, account: TreeAccount, brand = 'shonali'): Promise<LightMyRequestResponse> {
  return authed(app, brand, account.token, { url: '/wps/member/transfers/targets' });
}

/** The account's main wallet, in minor units. */
export function mainOf(db: Database, account: TreeAccount, merchantCode = 'SHONALI'): Promise<bigint> {
  return balanceOf(db, memberWallet(account.id, 'MAIN', merchantCode));
}
