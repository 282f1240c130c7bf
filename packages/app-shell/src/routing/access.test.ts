import { describe, expect, it } from 'vitest';
import { guardFor } from './access';

describe('guardFor', () => {
  it('lets anyone open public routes', () => {
    expect(guardFor('public', { token: null, role: 'guest' })).toBeNull();
  });

  it('sends a guest to /login from token and member routes', () => {
    expect(guardFor('token', { token: null, role: 'guest' })).toEqual({ redirectTo: '/login', trialRefused: false });
    expect(guardFor('member', { token: null, role: 'guest' })).toEqual({ redirectTo: '/login', trialRefused: false });
  });

  it('refuses member routes to a trial player, home with the warning', () => {
    expect(guardFor('member', { token: 't', role: 'trial' })).toEqual({ redirectTo: '/', trialRefused: true });
    expect(guardFor('token', { token: 't', role: 'trial' })).toBeNull();
    expect(guardFor('member', { token: 't', role: 'member' })).toBeNull();
    expect(guardFor('member', { token: 't', role: 'agent' })).toBeNull();
  });

  it('lets only an agent into agent routes, sending everyone else to /agent', () => {
    expect(guardFor('agent', { token: 't', role: 'agent' })).toBeNull();
    expect(guardFor('agent', { token: 't', role: 'member' })).toEqual({ redirectTo: '/agent', trialRefused: false });
    expect(guardFor('agent', { token: 't', role: 'trial' })).toEqual({ redirectTo: '/agent', trialRefused: false });
    expect(guardFor('agent', { token: null, role: 'guest' })).toEqual({ redirectTo: '/agent', trialRefused: false });
  });
});
