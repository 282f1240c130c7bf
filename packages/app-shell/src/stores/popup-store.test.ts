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
