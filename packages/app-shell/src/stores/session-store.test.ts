import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../preferences/storage-keys';
import { createSessionStore } from './session-store';

describe('session store', () => {
  it('takes the token from the query string and keeps it in sessionStorage', () => {
    const session = createSessionStore({ merchantCode: 'SHONALI', storage: window.sessionStorage, initialSearch: '?token=abc&x=1' });
    expect(session.getState()).toMatchObject({ token: 'abc', role: 'member' });
    expect(window.sessionStorage.getItem(STORAGE_KEYS.token)).toBe('abc');
  });

  it('takes the token from sessionStorage on a later load', () => {
    window.sessionStorage.setItem(STORAGE_KEYS.token, 'stored');
    expect(createSessionStore({ merchantCode: 'SHONALI', storage: window.sessionStorage, initialSearch: '' }).getState().token).toBe('stored');
  });

  it('clears sessionStorage on logout but keeps the merchant code', () => {
    const session = createSessionStore({ merchantCode: 'SHONALI', storage: window.sessionStorage, initialSearch: '?token=abc' });
    window.sessionStorage.setItem('croupier.other', 'x');
    session.getState().logout();
    expect(session.getState()).toMatchObject({ token: null, role: 'guest' });
    expect(window.sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.sessionStorage.getItem('croupier.other')).toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.merchantCode)).toBe('SHONALI');
  });

  it('flags agent and trial member types', () => {
    const session = createSessionStore({ merchantCode: 'SHONALI', storage: window.sessionStorage, initialSearch: '?token=abc' });
    session.getState().setMemberType(41);
    expect(session.getState().role).toBe('agent');
    session.getState().setMemberType(4);
    expect(session.getState().role).toBe('trial');
  });
});

describe('session store: issued sessions', () => {
  it('keeps the token and member type of an issued session, so a reload knows an agent or trial player at once', () => {
    const session = createSessionStore({ merchantCode: 'SHONALI', storage: window.sessionStorage, initialSearch: '' });
    session.getState().startSession({ token: 'tok-trial', memberType: 4 });
    expect(session.getState()).toMatchObject({ token: 'tok-trial', role: 'trial' });
    const reloaded = createSessionStore({ merchantCode: 'SHONALI', storage: window.sessionStorage, initialSearch: '' });
    expect(reloaded.getState()).toMatchObject({ token: 'tok-trial', memberType: 4, role: 'trial' });
  });

  it('remembers an owed password change (cpw) for the visit, and drops it on logout', () => {
    const session = createSessionStore({ merchantCode: 'SHONALI', storage: window.sessionStorage, initialSearch: '' });
    session.getState().startSession({ token: 'tok', memberType: 0 });
    session.getState().setPasswordChangeRequired(true);
    expect(createSessionStore({ merchantCode: 'SHONALI', storage: window.sessionStorage, initialSearch: '' }).getState().passwordChangeRequired).toBe(true);
    session.getState().logout();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.passwordChangeRequired)).toBeNull();
  });

  it('starts fresh from a token handed over in the address, forgetting what an earlier session kept', () => {
    const earlier = createSessionStore({ merchantCode: 'SHONALI', storage: window.sessionStorage, initialSearch: '' });
    earlier.getState().startSession({ token: 'old', memberType: 1 });
    earlier.getState().setPasswordChangeRequired(true);
    const handedOver = createSessionStore({ merchantCode: 'SHONALI', storage: window.sessionStorage, initialSearch: '?token=new' });
    expect(handedOver.getState()).toMatchObject({ token: 'new', memberType: null, role: 'member', passwordChangeRequired: false });
  });
});
