import { describe, expect, it } from 'vitest';
import { getHotGames } from '@croupier/contract';
import { readSessionEntry, sessionCacheKey, writeSessionEntry } from './session-cache';

describe('session cache', () => {
  it('keys an answer by call, merchant and language', () => {
    expect(sessionCacheKey('getHotGames', 'SHONALI', 'bn')).toBe('croupier.games.getHotGames.SHONALI.bn');
    expect(sessionCacheKey('getHotGames', 'NORTHSTAR', 'bn')).not.toBe(sessionCacheKey('getHotGames', 'SHONALI', 'bn'));
  });

  it('gives back what it kept, checked against the contract', () => {
    const key = sessionCacheKey('getHotGames', 'SHONALI', 'en');
    writeSessionEntry(window.sessionStorage, key, { savedAt: 42, value: { games: [] } });
    expect(readSessionEntry(window.sessionStorage, key, getHotGames.value)).toEqual({ savedAt: 42, value: { games: [] } });
    window.sessionStorage.setItem(key, '{not json');
    expect(readSessionEntry(window.sessionStorage, key, getHotGames.value)).toBeNull();
    window.sessionStorage.setItem(key, JSON.stringify({ value: { games: [] } }));
    expect(readSessionEntry(window.sessionStorage, key, getHotGames.value)).toBeNull();
    expect(readSessionEntry(undefined, key, getHotGames.value)).toBeNull();
  });

  it('shrugs off a storage that refuses', () => {
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); } } as unknown as Storage;
    expect(() => writeSessionEntry(refusing, 'k', { savedAt: 1, value: 1 })).not.toThrow();
    expect(readSessionEntry(refusing, 'k', getHotGames.value)).toBeNull();
  });
});
