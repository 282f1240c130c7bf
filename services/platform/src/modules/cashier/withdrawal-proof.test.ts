import { describe, expect, it } from 'vitest';
import { authed } from '../../../testing/accounts';
import { fundedPlayer, playDice, withdraw } from '../../../testing/cashier';
import { tinyPng } from '../../../testing/images';
import { asOperator, newOperator, type TestOperator } from '../../../testing/operators';
import type { TestPlayer } from '../../../testing/play';
import { send, useTestServer } from '../../../testing/test-app';

describe('a disputed withdrawal’s photo on the cashier desk', () => {
  const server = useTestServer();

  const shonaliPlan = { brand: 'shonali', depositChannel: 'BANK_CITY', payout: { channelCode: 'BKASH', accountNumber: '01712345678' }, amountMinor: 200_000 };
  const proofOf = (operator: TestOperator, withdrawalId: string) => asOperator(server.app, operator.token, { url: `/bo/cashier/withdrawals/${withdrawalId}/proof` });

  /** A shonali withdrawal an operator paid out and the player says never arrived, with `photo` when given. */
  async function disputed(photo: Buffer | null): Promise<{ player: TestPlayer; withdrawalId: string }> {
    const { player, accountId } = await fundedPlayer(server.app, shonaliPlan);
    await playDice(server.app, 'shonali', player, 50_000, 4);
    const asked = await withdraw(server.app, 'shonali', player, accountId, 60_000);
    expect(asked.statusCode, asked.body).toBe(200);
    const withdrawalId = asked.json().value.withdrawal.withdrawalId as string;
    const paid = await asOperator(server.app, (await newOperator(server.app)).token, { method: 'POST', url: `/bo/cashier/withdrawals/${withdrawalId}/decision`, payload: { decision: 'PAY' } });
    expect(paid.statusCode, paid.body).toBe(200);
    const body = photo
      ? { receipt: 'NOT_RECEIVED', proof: { contentType: 'image/png', dataBase64: photo.toString('base64') } }
      : { receipt: 'PARTIAL', receivedMinor: 10_000 };
    const told = await authed(server.app, 'shonali', player.token, { method: 'POST', url: `/wps/cashier/withdrawals/${withdrawalId}/receipt`, payload: body });
    expect(told.json().value.withdrawal.status, told.body).toBe('DISPUTED');
    return { player, withdrawalId };
  }

  it('answers the photo itself as the type its content proved, never sniffed, run or cached', async () => {
    const { withdrawalId } = await disputed(tinyPng());
    const response = await proofOf(await newOperator(server.app, 'CASHIER', ['SHONALI']), withdrawalId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe(`inline; filename="withdrawal-${withdrawalId}.png"`);
    // the kept photo is the upload decoded and encoded again: a PNG, not the sent bytes as they came
    expect(response.rawPayload.subarray(0, 8).equals(tinyPng().subarray(0, 8))).toBe(true);
  });

  it('reads another brand’s withdrawal as none, and one without a photo as having none', async () => {
    const { withdrawalId } = await disputed(tinyPng());
    const foreign = await proofOf(await newOperator(server.app, 'SUPERVISOR', ['NORTHSTAR']), withdrawalId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('WITHDRAWAL_NOT_FOUND');
    expect(foreign.body).not.toContain('PNG');
    const cashier = await newOperator(server.app);
    expect((await proofOf(cashier, '987654321')).json().code).toBe('WITHDRAWAL_NOT_FOUND');
    const partial = await disputed(null);
    const none = await proofOf(cashier, partial.withdrawalId);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'NOT_FOUND', message: `Withdrawal ${partial.withdrawalId} has no photo` });
  });

  it('wants an operator’s session and a withdrawal id', async () => {
    const { player, withdrawalId } = await disputed(tinyPng());
    expect((await send(server.app, { url: `/bo/cashier/withdrawals/${withdrawalId}/proof` })).json().code).toBe('NOT_LOGGED_IN');
    // a member's token opens nothing in the console
    const asMember = await send(server.app, { url: `/bo/cashier/withdrawals/${withdrawalId}/proof`, headers: { authorization: `Bearer ${player.token}` } });
    expect(asMember.json().code).toBe('NOT_LOGGED_IN');
    const bad = await proofOf(await newOperator(server.app), 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });
});
