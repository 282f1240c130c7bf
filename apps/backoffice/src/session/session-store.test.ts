import { describe, expect, it } from 'vitest';
import { operator } from '../../testing/fixtures';
import { SESSION_STORAGE_KEY, createSessionStore } from './session-store';

describe('the console session', () => {
  it('keeps the token and operator for the tab, and forgets both at the end', () => {
    const store = createSessionStore(window.sessionStorage);
    expect(store.getState()).toMatchObject({ token: null, operator: null });
    store.getState().begin('t'.repeat(64), operator());
    expect(createSessionStore(window.sessionStorage).getState()).toMatchObject({ token: 't'.repeat(64), operator: { username: 'cashier1' } });
    store.getState().update(operator({ role: 'SUPERVISOR' }));
    expect(createSessionStore(window.sessionStorage).getState().operator?.role).toBe('SUPERVISOR');
    store.getState().end();
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(store.getState()).toMatchObject({ token: null, operator: null });
    // an update after the end does not bring the session back
    store.getState().update(operator());
    expect(store.getState().operator).toBeNull();
  });

  it('starts signed out from a stored session it cannot read', () => {
    for (const stored of ['not json', '{"token":"t"}', JSON.stringify({ token: 't', operator: { ...operator(), role: 'BOSS' } }), JSON.stringify({ token: 7, operator: operator() })]) {
      window.sessionStorage.setItem(SESSION_STORAGE_KEY, stored);
      expect(createSessionStore(window.sessionStorage).getState().token, stored).toBeNull();
    }
    expect(createSessionStore(undefined).getState().token).toBeNull();
  });
});
