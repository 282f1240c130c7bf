import { apiUrl } from './server';

/**
 * The cashier desk's calls as the operator console makes them (`/bo/...`, bearer token), for journeys
 * where an operator's decision is a step and not what is being tested. The console's demo cashier
 * works on every brand; one approval decides amounts under the brands' second-approval thresholds.
 */
export const DESK_CASHIER = { username: 'cashier1', password: 'Demo@12345' } as const;

async function deskCall<T>(method: 'GET' | 'POST', pathname: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(apiUrl(pathname), {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { success: boolean; value?: T; code?: string; message?: string };
  if (!envelope.success) throw new Error(`${method} ${pathname} failed: ${envelope.code} ${envelope.message}`);
  return envelope.value as T;
}

/** Logs the demo cashier in to the console's API; answers the session token. */
export async function deskLogin(): Promise<string> {
  const { token } = await deskCall<{ token: string }>('POST', '/bo/session', null, DESK_CASHIER);
  return token;
}

/** Confirms a manual-transfer deposit, as an operator who saw the money arrive. */
export async function approveDeposit(token: string, depositId: string): Promise<string> {
  const { deposit } = await deskCall<{ deposit: { status: string } }>('POST', `/bo/cashier/deposits/${depositId}/decision`, token, { decision: 'APPROVE' });
  return deposit.status;
}

export interface DeskWithdrawal {
  withdrawalId: string;
  username: string;
  amountMinor: number;
  status: string;
  reason: string | null;
}

/** A brand's withdrawals in one status, as the desk lists them. */
export async function deskWithdrawals(token: string, merchantCode: string, status: string): Promise<DeskWithdrawal[]> {
  const query = new URLSearchParams({ merchantCode, status, pageSize: '100' });
  const { withdrawals } = await deskCall<{ withdrawals: DeskWithdrawal[] }>('GET', `/bo/cashier/withdrawals?${query}`, token);
  return withdrawals;
}

/** Pays a pending withdrawal, or turns it down (REJECT, FAIL) with a reason the player reads. */
export async function decideWithdrawal(token: string, withdrawalId: string, decision: 'PAY' | 'REJECT' | 'FAIL', reason?: string): Promise<DeskWithdrawal> {
  const { withdrawal } = await deskCall<{ withdrawal: DeskWithdrawal }>('POST', `/bo/cashier/withdrawals/${withdrawalId}/decision`, token, {
    decision,
    ...(reason === undefined ? {} : { reason }),
  });
  return withdrawal;
}
