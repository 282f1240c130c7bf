import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { getRecentGames, type GameCard } from '@croupier/contract';
import { answerHomeCalls, card } from '../../testing/fixtures';
import { renderGames } from '../../testing/render-games';
import { RecentScreen } from './recent-screen';

let platform: StubPlatform;
let recent: GameCard[];
beforeEach(async () => {
  platform = await startStubPlatform();
  answerHomeCalls(platform);
  recent = [card('RNG', 'JDS', 'Golden Dragon'), card('LIVE', 'EVL', 'Thunder Roulette')];
  platform.answer(getRecentGames, () => ({ value: { list: recent } }));
});
afterEach(async () => {
  await platform.close();
});

describe('RecentScreen', () => {
  it('lists the last 20 games of the member, latest first', async () => {
    renderGames(<RecentScreen />, { platform, token: 'tok' });
    const list = await screen.findByTestId('recent-list');
    expect(within(list).getAllByTestId('game-card').map((element) => element.dataset.nodeId)).toEqual(['jds-golden-dragon', 'evl-thunder-roulette']);
    const asked = platform.requestsFor(getRecentGames)[0];
    expect(Object.fromEntries(asked?.query ?? [])).toEqual({ page: '1', pageSize: '20', language: 'en', clientType: '3' });
    expect(asked?.headers.authorization).toBe('Bearer tok');
  });

  it('says plainly when nothing has been played yet, in both languages', async () => {
    recent = [];
    const english = renderGames(<RecentScreen />, { platform, token: 'tok' });
    expect((await screen.findByTestId('recent-empty')).textContent).toContain('Nothing played yet');
    english.unmount();
    renderGames(<RecentScreen />, { platform, token: 'tok', language: 'bn' });
    expect((await screen.findByTestId('recent-empty')).textContent).toContain('এখনো কিছু খেলা হয়নি');
    expect(screen.getByTestId('recent-page').textContent).toContain('আপনার শেষ ২০টি গেম');
  });

  it('does not ask for a trial player', async () => {
    renderGames(<RecentScreen />, { platform, token: 'tok', role: 'trial' });
    await screen.findByTestId('recent-loading');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(platform.requestsFor(getRecentGames)).toHaveLength(0);
  });

  it('shows an error with a retry', async () => {
    let calls = 0;
    platform.answer(getRecentGames, () => {
      calls += 1;
      return calls === 1 ? { failure: { code: 'INTERNAL', message: 'boom', status: 400 } } : { value: { list: recent } };
    });
    renderGames(<RecentScreen />, { platform, token: 'tok' });
    const error = await screen.findByTestId('recent-error');
    within(error).getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => expect(screen.getByTestId('recent-list')).toBeTruthy());
  });
});
