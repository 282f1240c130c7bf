import { apiUrl } from './server';

/** The operator console's demo cashier (README): every brand, password as the demo players'. */
export const DEMO_CASHIER = { username: 'cashier1', password: 'Demo@12345' } as const;

/** A console call as the operator console makes it, with the operator's session token when there is one. */
async function consoleCall<T>(method: 'GET' | 'POST', pathname: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(apiUrl(pathname), {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { success: boolean; value?: T; message?: string };
  if (!envelope.success) throw new Error(`${method} ${pathname} failed: ${envelope.message}`);
  return envelope.value as T;
}

export async function operatorLogin(username: string, password: string): Promise<string> {
  const { token } = await consoleCall<{ token: string }>('POST', '/bo/session', null, { username, password });
  return token;
}

/** Approves a pending deposit at the cashier desk, as an operator who saw the money arrive. */
export function approveDeposit(token: string, depositId: string): Promise<{ deposit: { depositId: string; status: string } }> {
  return consoleCall('POST', `/bo/cashier/deposits/${depositId}/decision`, token, { decision: 'APPROVE' });
}
