import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { getBalance, placeDiceBet, requestIdSchema, type CallBody } from '@croupier/contract';
import { SEED_HASH, answerBasics } from '../../testing/fixtures';
import { renderOriginals } from '../../testing/render-originals';
import { DiceScreen } from './dice-screen';

let platform: StubPlatform;
let seedPair: { nonce: number };
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
  seedPair = answerBasics(platform);
  platform.answer(placeDiceBet, (request) => {
    const body = request.body as CallBody<typeof placeDiceBet>;
    const nonce = seedPair.nonce;
    seedPair.nonce += 1;
    return {
      value: {
        roundId: String(41 + nonce),
        roll: 1_234,
        win: true,
        multiplierUnits: 19_800,
        payoutMinor: Math.floor((body.amountMinor * 19_800) / 10_000),
        balanceMinor: 990_000,
        seeds: { serverSeedHash: SEED_HASH, serverSeed: null, clientSeed: 'lucky', nonce },
      },
    };
  });
});

const sentBets = () => platform.requestsFor(placeDiceBet).map((request) => request.body as CallBody<typeof placeDiceBet>);

describe('the Dice page', () => {
  it('shows the chance and the multiplier at the brand house edge, and follows the target', async () => {
    renderOriginals(<DiceScreen />, { platform });
    await waitFor(() => expect(screen.getByTestId('dice-multiplier').textContent).toBe('1.9800×'));
    expect(screen.getByTestId('dice-win-chance').textContent).toBe('50.00%');
    fireEvent.change(screen.getByTestId('dice-target'), { target: { value: '25' } });
    fireEvent.click(screen.getByTestId('dice-direction-over'));
    expect(screen.getByTestId('dice-win-chance').textContent).toBe('74.99%');
    expect(screen.getByTestId('dice-multiplier').dataset.multiplierUnits).toBe('13201');
    fireEvent.change(screen.getByTestId('dice-target'), { target: { value: '0.99' } });
    expect(screen.getByTestId('dice-target').getAttribute('aria-invalid')).toBe('true');
  });

  it('rolls with the stake in minor units, shows the result, lists the round for the verifier and refreshes balance and nonce', async () => {
    const { queryClient } = renderOriginals(<DiceScreen />, { platform });
    queryClient.setQueryData([getBalance.name, 'tok'], { balance: 1 });
    expect(await screen.findByTestId('fairness-nonce')).toHaveProperty('textContent', '0');
    await waitFor(() => expect(screen.getByTestId('dice-multiplier').textContent).toBe('1.9800×'));
    fireEvent.change(screen.getByTestId('dice-stake'), { target: { value: '12.5' } });
    fireEvent.click(screen.getByTestId('dice-roll'));
    const result = await screen.findByTestId('dice-result');
    expect(result.dataset.win).toBe('true');
    expect(screen.getByTestId('dice-result-roll').textContent).toBe('12.34');
    expect(screen.getByTestId('dice-result-payout').textContent).toBe('৳24.75');
    expect(sentBets()).toEqual([{ amountMinor: 1_250, targetHundredths: 5_000, direction: 'under', requestId: expect.any(String) }]);
    expect(requestIdSchema.safeParse(sentBets()[0]?.requestId).success).toBe(true);
    const listed = within(screen.getByTestId('dice-rounds')).getByTestId('dice-round-41');
    expect(within(listed).getByTestId('round-verify-link').getAttribute('href')).toBe('/bgs/verify?round=41');
    await waitFor(() => expect(queryClient.getQueryState([getBalance.name, 'tok'])?.isInvalidated).toBe(true));
    await waitFor(() => expect(screen.getByTestId('fairness-nonce').textContent).toBe('1'));
  });

  it('checks the stake against the limits before sending', async () => {
    renderOriginals(<DiceScreen />, { platform });
    await screen.findByTestId('dice-form');
    await waitFor(() => expect(screen.getByTestId('dice-multiplier').textContent).toBe('1.9800×'));
    fireEvent.change(screen.getByTestId('dice-stake'), { target: { value: '0.5' } });
    fireEvent.click(screen.getByTestId('dice-roll'));
    await waitFor(() => expect(screen.getByTestId('dice-stake').getAttribute('aria-invalid')).toBe('true'));
    expect(sentBets()).toEqual([]);
  });

  it('says why the server refused', async () => {
    platform.answer(placeDiceBet, () => ({ failure: { code: 'INSUFFICIENT_FUNDS', message: 'no' } }));
    renderOriginals(<DiceScreen />, { platform });
    await waitFor(() => expect(screen.getByTestId('dice-multiplier').textContent).toBe('1.9800×'));
    fireEvent.click(screen.getByTestId('dice-roll'));
    expect((await screen.findByTestId('dice-error')).textContent).toBe('Your balance is too low for this stake.');
  });

  it('asks a guest to log in instead of rolling', async () => {
    const { record } = renderOriginals(<DiceScreen />, { platform, token: null });
    await screen.findByTestId('dice-form');
    fireEvent.click(screen.getByTestId('dice-roll'));
    await waitFor(() => expect(record.loginsAsked).toBe(1));
    expect(sentBets()).toEqual([]);
  });

  it('keeps Roll disabled until the house edge is known, and while the target is out of range', async () => {
    renderOriginals(<DiceScreen />, { platform });
    expect(screen.getByTestId('dice-roll')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('dice-roll'));
    await waitFor(() => expect(screen.getByTestId('dice-multiplier').textContent).toBe('1.9800×'));
    expect(screen.getByTestId('dice-roll')).toHaveProperty('disabled', false);
    fireEvent.change(screen.getByTestId('dice-target'), { target: { value: 'abc' } });
    expect(screen.getByTestId('dice-roll')).toHaveProperty('disabled', true);
    expect(sentBets()).toEqual([]);
  });

  it('speaks Bengali with Bengali digits', async () => {
    renderOriginals(<DiceScreen />, { platform, language: 'bn' });
    await waitFor(() => expect(screen.getByTestId('dice-multiplier').textContent).toBe('১.৯৮০০×'));
    expect(screen.getByTestId('dice-roll').textContent).toBe('রোল');
  });
});
