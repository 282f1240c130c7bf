import { describe, expect, it } from 'vitest';
import { opsCheckLedger } from '@croupier/contract';
import { send, sendOps, useTestServer } from '../../../testing/test-app';

describe('operator ledger check', () => {
  const server = useTestServer();

  it('needs the operator token', async () => {
    const response = await send(server.app, { url: '/ops/ledger/check' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('NOT_LOGGED_IN');
  });

  it('finds the demo data’s ledger consistent and says how much it looked at', async () => {
    const response = await sendOps(server.app, { url: '/ops/ledger/check' });
    expect(response.statusCode, response.body).toBe(200);
    const value = opsCheckLedger.value.parse(response.json().value);
    expect(value).toMatchObject({ consistent: true, problems: [] });
    // the opening balances of both brands' demo player and agent
    expect(value.postings).toBeGreaterThanOrEqual(4);
    expect(value.entries).toBe(value.postings * 2);
  });
});
