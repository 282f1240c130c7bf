import { readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR, E2E_MAILBOX_PORT, E2E_SMS_GATEWAY_PORT, apiUrl } from './server';

/** Operator calls of the test server (X-Ops-Token from its data folder), as an operator would make them. */
async function opsCall<T>(method: 'GET' | 'POST', pathname: string, body?: unknown): Promise<T> {
  const token = readFileSync(path.join(E2E_DATA_DIR, 'ops-token'), 'utf8').trim();
  const response = await fetch(apiUrl(pathname), {
    method,
    headers: { 'x-ops-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { success: boolean; value?: T; message?: string };
  if (!envelope.success) throw new Error(`${method} ${pathname} failed: ${envelope.message}`);
  return envelope.value as T;
}

export interface NewMember {
  username: string;
  password?: string;
  type?: number;
  mobileNum?: string;
  countryDialingCode?: string;
  email?: string;
  initialPassword?: boolean;
  passwordExpired?: boolean;
}

export function createMember(brand: string, member: NewMember): Promise<{ id: string; username: string }> {
  return opsCall('POST', `/ops/brands/${brand}/members`, { type: 0, ...member });
}

interface SmsSeen {
  code: string | null;
  at: string;
}

/** The number in international form, as the platform hands it to the SMS provider: 8801712345678. */
function internationalNumber(mobileNum: string, countryDialingCode: string): string {
  const national = countryDialingCode === '+880' ? mobileNum.replace(/^0/, '') : mobileNum;
  return `${countryDialingCode.replace('+', '')}${national}`;
}

/** What the demo SMS gateway (where `pnpm start` has the platform send codes) took for a number. */
async function gatewayInbox(mobileNum: string, countryDialingCode: string): Promise<SmsSeen[]> {
  const response = await fetch(`http://127.0.0.1:${E2E_SMS_GATEWAY_PORT}/inbox?to=${internationalNumber(mobileNum, countryDialingCode)}`).catch(() => null);
  if (!response?.ok) return [];
  const { messages } = (await response.json()) as { messages: { text: string; receivedAt: string }[] };
  return messages.map((message) => ({ code: /\b(\d{6})\b/.exec(message.text)?.[1] ?? null, at: message.receivedAt }));
}

/** What the platform's outbox holds for a number: where a brand with no SMS provider's codes go. */
async function outbox(brand: string, mobileNum: string, countryDialingCode: string): Promise<SmsSeen[]> {
  const query = new URLSearchParams({ mobileNum, countryDialingCode });
  const { messages } = await opsCall<{ messages: { code: string | null; sentAt: string }[] }>('GET', `/ops/brands/${brand}/sms-outbox?${query}`);
  return messages.map((message) => ({ code: message.code, at: message.sentAt }));
}

/**
 * The newest code sent to a number: from the demo SMS gateway's inbox, or from the outbox for a
 * platform sending to none. A click on a send button returns before the server has answered, and the
 * platform hands a login code to the gateway after answering, so both are read again for a few seconds
 * until the code is there.
 */
export async function latestSmsCode(brand: string, mobileNum: string, countryDialingCode = '+880', waitMs = 10_000): Promise<string> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const seen = [...(await gatewayInbox(mobileNum, countryDialingCode)), ...(await outbox(brand, mobileNum, countryDialingCode))];
    const newest = seen.sort((a, b) => b.at.localeCompare(a.at))[0];
    if (newest?.code) return newest.code;
    if (Date.now() > deadline) throw new Error(`no SMS code for ${mobileNum} on ${brand}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

interface MailSeen {
  link: string | null;
  at: string;
}

const firstLink = (text: string) => /https?:\/\/\S+/.exec(text)?.[0] ?? null;

/**
 * The newest link mailed to a member: from the demo mailbox's inbox (where `pnpm start` has the
 * platform send mail over SMTP), by the address the server has for the member, or from the outbox for a
 * platform sending to none. The platform hands a mail to the SMTP server after answering, so both are
 * read again for a few seconds until the link is there.
 */
export async function latestMailLink(brand: string, username: string, waitMs = 10_000): Promise<string> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const read = await opsCall<{ address: string | null; messages: { text: string; sentAt: string }[] }>('GET', `/ops/brands/${brand}/mail-outbox?username=${encodeURIComponent(username)}`);
    const seen: MailSeen[] = read.messages.map((message) => ({ link: firstLink(message.text), at: message.sentAt }));
    if (read.address !== null) {
      const response = await fetch(`http://127.0.0.1:${E2E_MAILBOX_PORT}/inbox?to=${encodeURIComponent(read.address)}`).catch(() => null);
      if (response?.ok) {
        const { messages } = (await response.json()) as { messages: { text: string; receivedAt: string }[] };
        seen.push(...messages.map((message) => ({ link: firstLink(message.text), at: message.receivedAt })));
      }
    }
    const newest = seen.sort((a, b) => b.at.localeCompare(a.at))[0];
    if (newest?.link) return newest.link;
    if (Date.now() > deadline) throw new Error(`no mail with a link to ${username} on ${brand}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function captchaAnswer(brand: string, key: string): Promise<string> {
  const { answer } = await opsCall<{ answer: string }>('GET', `/ops/brands/${brand}/captchas/${encodeURIComponent(key)}`);
  return answer;
}

let sequence = 0;
/** A username no other test uses: letters first, then digits, within the brands' 6-16 rule. */
export function uniqueUsername(prefix = 'e2e'): string {
  sequence += 1;
  return `${prefix}${Date.now().toString(36).slice(-6)}${sequence}`.slice(0, 16);
}

/** A Bangladeshi mobile number no other test uses. */
export function uniqueMobile(): string {
  sequence += 1;
  return `017${String(Date.now() % 1_000_000).padStart(6, '0')}${String(sequence % 100).padStart(2, '0')}`;
}

export interface LedgerCheck {
  consistent: boolean;
  problems: { problem: string; subject: string; detail: string }[];
  postings: number;
  entries: number;
  accounts: number;
}

/** The ledger's own check over everything the journeys moved (GET /ops/ledger/check). */
export function checkLedger(): Promise<LedgerCheck> {
  return opsCall('GET', '/ops/ledger/check');
}

/** An operator's platform-paid contract for a top agent (POST /ops/brands/:code/agent-contracts). */
export function grantAgentContract(brand: string, username: string, terms: { kind: string; ratePpm: number; period?: string }): Promise<{ contract: { contractId: string } }> {
  return opsCall('POST', `/ops/brands/${brand}/agent-contracts`, { username, ...terms });
}
