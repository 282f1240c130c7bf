import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { getInHouseRound, type InHouseRound } from '@croupier/contract';
import { hashServerSeed, settleDice } from '@croupier/provably-fair';
import { answerBasics } from '../../testing/fixtures';
import { renderOriginals } from '../../testing/render-originals';
import { VerifyScreen } from './verify-screen';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());

const serverSeed = '5a'.repeat(32);

/** The stub matches calls by their literal path, so the round's call is answered at its filled-in path. */
function roundCall(roundId: string): typeof getInHouseRound {
  return { ...getInHouseRound, path: `/wps/bgs/rounds/${roundId}` };
}

function diceRound(revealed: boolean): InHouseRound {
  const seeds = { serverSeed, clientSeed: 'lucky', nonce: 2 };
  const settled = settleDice(seeds, { targetHundredths: 5_000, direction: 'over' }, 200, 100);
  return {
    game: 'DICE',
    roundId: '12',
    status: settled.won ? 'won' : 'lost',
    amountMinor: 200,
    targetHundredths: 5_000,
    direction: 'over',
    roll: settled.roll,
    multiplierUnits: settled.multiplierUnits,
    payoutMinor: settled.payoutMinor,
    houseEdgeBps: 100,
    seeds: { ...seeds, serverSeed: revealed ? serverSeed : null, serverSeedHash: hashServerSeed(serverSeed) },
    placedAtMs: 1,
    settledAtMs: 2,
  };
}

beforeEach(() => {
  platform.requests.length = 0;
  answerBasics(platform);
});

describe('the round verifier', () => {
  it('loads the round named in the address and recomputes it to a match', async () => {
    platform.answer(roundCall('12'), () => ({ value: diceRound(true) }));
    renderOriginals(<VerifyScreen />, { platform, path: '/bgs/verify?round=12' });
    const verdict = await screen.findByTestId('verify-verdict');
    expect(verdict.dataset.verdict).toBe('match');
    expect(verdict.textContent).toBe('Verified: the recomputed result matches the recorded one.');
    expect(platform.requestsFor(roundCall('12'))[0]?.path).toBe('/wps/bgs/rounds/12');
  });

  it('says the server seed will be revealed on rotation', async () => {
    platform.answer(roundCall('12'), () => ({ value: diceRound(false) }));
    renderOriginals(<VerifyScreen />, { platform, path: '/bgs/verify?round=12' });
    const verdict = await screen.findByTestId('verify-verdict');
    expect(verdict.dataset.verdict).toBe('pending');
    expect(verdict.textContent).toContain('will be revealed when you change seeds');
  });

  it('shows a mismatch when the recorded roll is not what the seeds give', async () => {
    const round = diceRound(true);
    platform.answer(roundCall('12'), () => ({ value: round.game === 'DICE' ? { ...round, roll: (round.roll + 7) % 10_000 } : round }));
    renderOriginals(<VerifyScreen />, { platform });
    fireEvent.change(await screen.findByTestId('verify-round-id'), { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('verify-submit'));
    await waitFor(() => expect(screen.getByTestId('verify-verdict').dataset.verdict).toBe('mismatch'));
  });

  it('says when no such round is found', async () => {
    platform.answer(roundCall('99'), () => ({ failure: { code: 'ROUND_NOT_FOUND', message: 'none' } }));
    renderOriginals(<VerifyScreen />, { platform, path: '/bgs/verify?round=99' });
    expect((await screen.findByTestId('verify-error')).textContent).toBe('No round with that number was found for you.');
  });
});
