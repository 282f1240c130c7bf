import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { BackofficeOperator } from '@croupier/contract';
import type { OperatorRole } from '@croupier/domain';
import { nextIp } from './accounts';
import { send, sendOps, type ApiRequest } from './test-app';

export const OPERATOR_PASSWORD = 'Counter#2026-desk';

let lastName = 0;

/** An operator name no other test uses. */
export function nextOperatorName(prefix = 'op'): string {
  lastName += 1;
  return `${prefix}${process.pid % 10_000}.${lastName}`;
}

export interface NewOperatorOptions {
  role?: OperatorRole;
  /** null: every brand */
  merchantCodes?: string[] | null;
  username?: string;
}

/** Makes an operator with the operator token, failing the test when it is not made. */
export async function createOperator(app: FastifyInstance, options: NewOperatorOptions = {}): Promise<BackofficeOperator> {
  const username = options.username ?? nextOperatorName();
  const response = await sendOps(app, {
    method: 'POST',
    url: '/ops/operators',
    payload: { username, displayName: `Operator ${username}`, password: OPERATOR_PASSWORD, role: options.role ?? 'CASHIER', merchantCodes: options.merchantCodes ?? null },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as BackofficeOperator;
}

export function operatorLogin(app: FastifyInstance, username: string, password: string, ip: string = nextIp()): Promise<LightMyRequestResponse> {
  return send(app, { method: 'POST', url: '/bo/session', ip, payload: { username, password } });
}

/** Logs in and returns the session token, failing the test when no session comes back. */
export async function operatorToken(app: FastifyInstance, username: string, password: string = OPERATOR_PASSWORD): Promise<string> {
  const response = await operatorLogin(app, username, password);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.token as string;
}

/** A new operator, logged in. */
export async function signedInOperator(app: FastifyInstance, options: NewOperatorOptions = {}): Promise<{ operator: BackofficeOperator; token: string }> {
  const operator = await createOperator(app, options);
  return { operator, token: await operatorToken(app, operator.username) };
}

/** A console call with an operator's session token. */
export function asOperator(app: FastifyInstance, token: string, request: Omit<ApiRequest, 'opsToken'>): Promise<LightMyRequestResponse> {
  return send(app, { ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } });
}

export interface TestOperator {
  id: string;
  username: string;
  token: string;
}

/** A new operator of the given role and brands (every brand by default), logged in. */
export async function newOperator(app: FastifyInstance, role: OperatorRole = 'CASHIER', merchantCodes: string[] | null = null): Promise<TestOperator> {
  const { operator, token } = await signedInOperator(app, { role, merchantCodes });
  return { id: operator.id, username: operator.username, token };
}
