import { describe, expect, it } from 'vitest';
import { getAccountRecord, type AccountMovement } from '@croupier/contract';
import { authed, nextIp } from '../../../testing/accounts';
import { FakeClock } from '../../../testing/fake-clock';
import { houseAccount, memberWallet } from '../../../testing/ledger';
import { newPlayer } from '../../../testing/play';
import { useTestServer } from '../../../testing/test-app';
import { post } from '../ledger';

const NOON_DHAKA_MS = Date.parse('2026-11-20T06:00:00Z');
const TODAY = '2026-11-20';

describe('notes in the account record', () => {
  const clock = new FakeClock(NOON_DHAKA_MS);
  const server = useTestServer({ clock });

  async function movements(token: string): Promise<AccountMovement[]> {
    const query = new URLSearchParams({ from: TODAY, to: TODAY, language: 'bn' }).toString();
    const response = await authed(server.app, 'shonali', token, { method: 'GET', url: `${getAccountRecord.path}?${query}`, ip: nextIp() });
    expect(response.statusCode, response.body).toBe(200);
    return getAccountRecord.value.parse(response.json().value).rows;
  }

  it("answers a deposit's note as a code and parameters, with the brand's name of the channel, in whatever language is asked", async () => {
    const player = await newPlayer(server.app, 'shonali', () => clock.nowMs());
    await server.db.transaction((tx) =>
      post(
        tx,
        {
          merchantCode: 'SHONALI',
          idempotency: { source: 'test:notes', key: `deposit-${player.memberId}`, payload: { amountMinor: 50_000 } },
          kind: 'DEPOSIT',
          legs: [
            { account: houseAccount('CASHIER', 'SHONALI'), amountMinor: -50_000n },
            { account: memberWallet(player.memberId, 'MAIN', 'SHONALI'), amountMinor: 50_000n },
          ],
          reference: { memberId: player.memberId, note: { code: 'deposit', params: { depositId: '34', channel: 'BKASH', reference: 'TRX778' } } },
        },
        clock.nowMs(),
      ),
    );
    const [deposit] = await movements(player.token);
    expect(deposit?.note).toEqual({ code: 'deposit', params: { depositId: '34', channel: 'BKASH', channelName: 'bKash', reference: 'TRX778' } });
    const { rows } = await server.db.query<{ note: string }>("SELECT note FROM ledger_postings WHERE idempotency_key = $1", [`deposit-${player.memberId}`]);
    expect(JSON.parse(rows[0]?.note ?? '')).toEqual({ code: 'deposit', params: { depositId: '34', channel: 'BKASH', reference: 'TRX778' } });
  });
});
