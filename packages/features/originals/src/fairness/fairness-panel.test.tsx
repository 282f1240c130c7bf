import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { rotateInHouseSeeds } from '@croupier/contract';
import { answerBasics, SEED_HASH } from '../../testing/fixtures';
import { renderOriginals } from '../../testing/render-originals';
import { FairnessPanel } from './fairness-panel';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());

beforeEach(() => {
  platform.requests.length = 0;
  answerBasics(platform);
  platform.answer(rotateInHouseSeeds, () => ({
    value: { revealed: { serverSeed: 'd4'.repeat(32), serverSeedHash: SEED_HASH, clientSeed: 'lucky', noncesUsed: 3 }, current: { serverSeedHash: 'e5'.repeat(32), clientSeed: 'fresh seed', nonce: 0 } },
  }));
});

describe('the fairness panel', () => {
  it('asks before changing seeds, and changes nothing when the player cancels', async () => {
    renderOriginals(<FairnessPanel />, { platform });
    fireEvent.change(await screen.findByTestId('fairness-client-seed'), { target: { value: 'fresh seed' } });
    fireEvent.click(screen.getByTestId('fairness-rotate'));
    expect((await screen.findByTestId('fairness-confirm-text')).textContent).toContain('“fresh seed”');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('fairness-confirm-text')).toBeNull());
    expect(platform.requestsFor(rotateInHouseSeeds)).toHaveLength(0);

    fireEvent.click(screen.getByTestId('fairness-rotate'));
    await screen.findByTestId('fairness-confirm-text');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Change seeds' }));
    expect((await screen.findByTestId('fairness-revealed-seed')).textContent).toBe('d4'.repeat(32));
    // A seed is a code: the same in every language, marked not to be translated.
    expect(screen.getByTestId('fairness-revealed-seed').getAttribute('translate')).toBe('no');
    expect(platform.requestsFor(rotateInHouseSeeds)).toHaveLength(1);
    expect(platform.requestsFor(rotateInHouseSeeds)[0]?.body).toEqual({ clientSeed: 'fresh seed' });
  });

  it('links to the public fairness page and to the verifier', async () => {
    renderOriginals(<FairnessPanel />, { platform });
    expect((await screen.findByTestId('fairness-page-link')).getAttribute('href')).toBe('/fairness');
  });
});
