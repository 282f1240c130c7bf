import { describe, expect, it } from 'vitest';
import { createPopupStore } from './popup-store';

describe('popup store', () => {
  it('lets nothing cover a forced popup until it closes', () => {
    const popup = createPopupStore();
    popup.getState().openPopup('changePassword', { forced: true });
    popup.getState().openPopup('login');
    expect(popup.getState()).toMatchObject({ open: 'changePassword', forced: true });
    popup.getState().closePopupIf('login');
    expect(popup.getState().open).toBe('changePassword');
    popup.getState().closePopup();
    popup.getState().openPopup('login');
    expect(popup.getState()).toMatchObject({ open: 'login', forced: false });
  });
});

describe('popup store payloads', () => {
  it('carries the game of the game popup and the words of a notice, and forgets them on close', () => {
    const popup = createPopupStore();
    const game = { gameId: 'g', nodeId: 'n', gameName: 'Roulette', displayName: 'Roulette', gameType: 'LIVE', vassalage: 'EVL', gameCode: 'r', isGame: true, iconUrl: '/r.svg', lagerIcon: '/r-tile.svg', isHot: 0 } as const;
    popup.getState().openPopup('game', { game });
    expect(popup.getState()).toMatchObject({ open: 'game', game, message: null });
    popup.getState().openPopup('gameNotice', { message: 'Could not keep it' });
    expect(popup.getState()).toMatchObject({ open: 'gameNotice', game: null, message: 'Could not keep it' });
    popup.getState().closePopup();
    expect(popup.getState()).toMatchObject({ open: null, game: null, message: null });
  });
});
