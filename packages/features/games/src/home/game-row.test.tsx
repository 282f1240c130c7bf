import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import type { GameActions } from '../cards/use-game-actions';
import { cards } from '../testing/fixtures';
import { renderGames } from '../testing/render-games';
import { GameRow } from './game-row';

let platform: StubPlatform;
beforeEach(async () => {
  platform = await startStubPlatform();
});
afterEach(async () => {
  await platform.close();
});

const actions: GameActions = { play: vi.fn(), toggleFavourite: vi.fn(), favouriteIds: new Set(), vendorNameOf: (card) => card.vassalage };

async function renderRow() {
  renderGames(<GameRow title="Hot" cards={cards('RNG', 'JDS', 30)} actions={actions} testId="row" controlsTestId="row" firstColumns={6} />, { platform });
  return screen.findByTestId('row');
}

describe('a long game row', () => {
  it('draws its first columns, with a way on, until the player reaches for it', async () => {
    const row = await renderRow();
    expect(within(row).getAllByTestId('game-card')).toHaveLength(12);
    expect((within(row).getByTestId('row-next') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.pointerEnter(row);
    expect(within(row).getAllByTestId('game-card')).toHaveLength(30);
  });

  it('draws the rest when it is scrolled', async () => {
    const scrolled = await renderRow();
    fireEvent.scroll(scrolled.querySelector('ul')!);
    expect(within(scrolled).getAllByTestId('game-card')).toHaveLength(30);
  });
});
