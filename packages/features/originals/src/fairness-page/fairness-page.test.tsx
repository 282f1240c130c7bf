import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { FAIRNESS_VECTORS_PATH, FAIRNESS_VERIFIER_PATH, getCrashChains, getFairnessBeacon } from '@croupier/contract';
import { fairnessTestVectors } from '@croupier/provably-fair';
import { renderOriginals } from '../../testing/render-originals';
import { FairnessPage } from './fairness-page';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());

const COMMITMENT = 'c3'.repeat(32);

beforeEach(() => {
  platform.requests.length = 0;
  platform.answer(getCrashChains, () => ({
    value: { chains: [{ chainId: '4', commitment: COMMITMENT, publishedAtMs: Date.UTC(2026, 10, 28, 9, 30), roundCount: 10_000, roundsPlayed: 12, finishedAtMs: null, revealedSeed: null }] },
  }));
  platform.answer(getFairnessBeacon, () => ({ value: { publicKey: 'be'.repeat(32), genesisMs: 0, periodMs: 100, latestRound: 17_643_000_000 } }));
});

describe('the public fairness page', () => {
  it('states the version and this brand\'s house edge, and offers both verifiers', async () => {
    renderOriginals(<FairnessPage />, { platform, token: null, houseEdgeBps: 250 });
    expect((await screen.findByTestId('fairness-version')).textContent).toBe('Fairness version 2');
    expect(screen.getByTestId('fairness-edge').textContent).toBe('House edge here: 2.5%');
    expect(screen.getByTestId('fairness-download-verifier').getAttribute('href')).toBe(FAIRNESS_VERIFIER_PATH);
    expect(screen.getByRole('link', { name: 'Open the verifier' }).getAttribute('href')).toBe('/bgs/verify');
  });

  it('shows each game\'s definitions and test vectors computed by the package that settles the bets', async () => {
    renderOriginals(<FairnessPage />, { platform, token: null });
    expect((await screen.findByTestId('fairness-steps-seeds')).textContent).toContain('HMAC-SHA256(key = serverSeed, message = ASCII "<clientSeed>:<nonce>:<cursor>")');
    fireEvent.click(screen.getByRole('tab', { name: 'Dice' }));
    const dice = screen.getByTestId('fairness-vectors-dice');
    const [first] = fairnessTestVectors().dice;
    const vector = within(dice).getAllByTestId('fairness-vector')[0] as HTMLElement;
    expect(vector.querySelector('[data-field="roll"]')?.textContent).toBe(String(first?.roll));
    expect(vector.querySelector('[data-field="block0"]')?.textContent).toBe(first?.block0);
    expect(within(dice).getByRole('link', { name: 'Download every test vector (JSON)' }).getAttribute('href')).toBe(FAIRNESS_VECTORS_PATH);
    (dice as HTMLDetailsElement).open = true;
    fireEvent.click(screen.getByRole('tab', { name: 'Crash' }));
    // Each tab opens with its own vectors folded, whatever the last tab showed.
    expect((screen.getByTestId('fairness-vectors-crash') as HTMLDetailsElement).open).toBe(false);
    expect(screen.getByTestId('fairness-steps-crash').textContent).toContain('salt = hex(sha256(signature))');
    expect(within(screen.getByTestId('fairness-vectors-crash')).getAllByTestId('fairness-vector')).toHaveLength(2 + fairnessTestVectors().crash.length);
  });

  it('lists the Crash chains with their publication times and the beacon key, for guests too', async () => {
    renderOriginals(<FairnessPage />, { platform, token: null });
    const chain = await screen.findByTestId('fairness-chain');
    expect(chain.textContent).toContain(COMMITMENT);
    expect(chain.textContent).toContain('Published Nov 28, 2026, 9:30 AM UTC');
    expect(chain.textContent).toContain('12 of 10,000 rounds played');
    expect((await screen.findByTestId('fairness-beacon')).textContent).toContain('be'.repeat(32));
  });

  it('reads in Bengali', async () => {
    renderOriginals(<FairnessPage />, { platform, token: null, language: 'bn', houseEdgeBps: 100 });
    expect(await screen.findByRole('heading', { name: 'আমাদের গেম কীভাবে ন্যায্য' })).toBeTruthy();
    expect(screen.getByTestId('fairness-edge').textContent).toBe('এখানে হাউস এজ: ১%');
  });
});
