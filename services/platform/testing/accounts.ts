import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { importSealingKey, sealPayload, type OpsMember } from '@croupier/contract';
import { send, sendOps, type ApiRequest } from './test-app';

let lastIp = 0;

/** A new caller address for each use, so per-address limits and counters of one test leave the next alone. */
export function nextIp(): string {
  lastIp += 1;
  return `198.51.${100 + Math.floor(lastIp / 250)}.${(lastIp % 250) + 1}`;
}

export const hostOf = (brandCode: string) => `${brandCode}.localhost`;

/** Seals `data` exactly as a browser does, with the brand's published key. */
export async function sealFor(app: FastifyInstance, brandCode: string, data: unknown, nowMs: () => number = Date.now) {
  const response = await send(app, { url: '/wps/system/publicKey', host: hostOf(brandCode) });
  expect(response.statusCode, response.body).toBe(200);
  const { keyId, spki } = response.json().value as { keyId: string; spki: string };
  return { payload: await sealPayload(await importSealingKey(spki), keyId, data, nowMs) };
}

export interface SealedRequest extends Omit<ApiRequest, 'payload' | 'host'> {
  brand: string;
  data: unknown;
  token?: string;
  /** the clock the browser seals with; the server's own by default */
  nowMs?: () => number;
}

/** A call with a sealed body, as the browser sends it. */
export async function sendSealed(app: FastifyInstance, request: SealedRequest): Promise<LightMyRequestResponse> {
  const { brand, data, token, nowMs, headers, ...rest } = request;
  const payload = await sealFor(app, brand, data, nowMs);
  return send(app, { ...rest, host: hostOf(brand), payload, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
}

export interface LoginInput {
  brand: string;
  username: string;
  password: string;
  ip: string;
  type?: 'username' | 'sms';
  area?: 'member' | 'agent';
  captcha?: string;
  captchaKey?: string;
  countryDialingCode?: string;
  nowMs?: () => number;
}

export function loginRequest(app: FastifyInstance, input: LoginInput): Promise<LightMyRequestResponse> {
  const { brand, ip, nowMs, type = 'username', area = 'member', ...fields } = input;
  return sendSealed(app, { method: 'POST', url: '/wps/session/login', brand, ip, nowMs, data: { type, area, ...fields } });
}

/** Logs in and returns the session token, failing the test when no session comes back. */
export async function loginToken(app: FastifyInstance, input: LoginInput): Promise<string> {
  const response = await loginRequest(app, input);
  expect(response.statusCode, response.body).toBe(200);
  const value = response.json().value;
  expect(value.outcome, response.body).toBe('session');
  return value.token as string;
}

export function authed(app: FastifyInstance, brand: string, token: string, request: Omit<ApiRequest, 'host'>): Promise<LightMyRequestResponse> {
  return send(app, { ...request, host: hostOf(brand), headers: { ...request.headers, authorization: `Bearer ${token}` } });
}

let lastMember = 0;

/** A username no other test uses. */
export function nextUsername(prefix = 'player'): string {
  lastMember += 1;
  return `${prefix}${String(lastMember).padStart(3, '0')}${Math.floor(Math.random() * 900 + 100)}`;
}

export const GOOD_PASSWORD = 'Secret#2026';

export async function createMember(app: FastifyInstance, brand: string, body: Record<string, unknown>): Promise<OpsMember> {
  const response = await sendOps(app, { method: 'POST', url: `/ops/brands/${brand}/members`, payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as OpsMember;
}

/** The code of the newest SMS sent to a number. */
export async function latestSmsCode(app: FastifyInstance, brand: string, mobileNum: string): Promise<string> {
  const response = await sendOps(app, { url: `/ops/brands/${brand}/sms-outbox?mobileNum=${mobileNum}` });
  expect(response.statusCode, response.body).toBe(200);
  const code = response.json().value.messages[0]?.code as string | undefined;
  if (!code) throw new Error(`no SMS was sent to ${mobileNum}`);
  return code;
}

export async function smsCount(app: FastifyInstance, brand: string, mobileNum: string): Promise<number> {
  const response = await sendOps(app, { url: `/ops/brands/${brand}/sms-outbox?mobileNum=${mobileNum}` });
  return (response.json().value.messages as unknown[]).length;
}

let lastMobile = 0;

/** A Bangladeshi mobile number no other test uses, as players type it: 017xxxxxxxx. */
export function nextMobile(): string {
  lastMobile += 1;
  return `0171${String(process.pid % 1000).padStart(3, '0')}${String(lastMobile).padStart(4, '0')}`;
}

/** Draws a captcha for a new key and reads its answer through the operator route. */
export async function solvedCaptcha(app: FastifyInstance, brand: string, ip: string): Promise<{ captchaKey: string; captcha: string }> {
  const captchaKey = `key-${Math.random().toString(36).slice(2)}-${Date.now()}`;
  const drawn = await send(app, { url: `/wps/captcha?key=${captchaKey}`, host: hostOf(brand), ip });
  expect(drawn.statusCode, drawn.body).toBe(200);
  const answer = await sendOps(app, { url: `/ops/brands/${brand}/captchas/${captchaKey}` });
  return { captchaKey, captcha: answer.json().value.answer as string };
}
