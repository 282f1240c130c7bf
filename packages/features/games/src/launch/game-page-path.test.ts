import { describe, expect, it } from 'vitest';
import { backUrlFromState, backUrlOf, gamePagePath, launchRequestFromSearch } from './game-page-path';

describe('game page address', () => {
  it('names the game, type and vendor, and the table or prize mode when there is one', () => {
    expect(gamePagePath({ nodeId: '100042', gameType: 'RNG', vendor: 'JDS' })).toBe('/seamless?game=100042&type=RNG&vendor=JDS');
    expect(gamePagePath({ nodeId: 'n1', gameType: 'LIVE', vendor: 'EVL', roomId: 't 7' })).toBe('/seamless?game=n1&type=LIVE&vendor=EVL&room=t+7');
    expect(gamePagePath({ nodeId: 'n2', gameType: 'ELOTT', vendor: 'KNO', prizeMode: 'ELOTT' })).toBe('/seamless?game=n2&type=ELOTT&vendor=KNO&prizeMode=ELOTT');
  });

  it('reads back what it wrote, and nothing from an incomplete or wrong address', () => {
    const read = (path: string) => launchRequestFromSearch(new URLSearchParams(path.split('?')[1]));
    expect(read(gamePagePath({ nodeId: 'n1', gameType: 'LIVE', vendor: 'EVL', roomId: 't7' }))).toEqual({ nodeId: 'n1', gameType: 'LIVE', vendor: 'EVL', roomId: 't7' });
    expect(read('/seamless?game=n1&type=RNG')).toBeNull();
    expect(read('/seamless?game=n1&type=SLOTS&vendor=JDS')).toBeNull();
    expect(read('/seamless?game=n1&type=LOTT&vendor=NUM&prizeMode=BIG')).toEqual({ nodeId: 'n1', gameType: 'LOTT', vendor: 'NUM' });
  });
});

describe('back address', () => {
  it('is the page the player came from, and home for anything that is not a path on this site', () => {
    expect(backUrlOf('/rng', '?vassalage=JDS')).toBe('/rng?vassalage=JDS');
    expect(backUrlOf('/')).toBe('/');
    expect(backUrlOf('//evil.example')).toBe('/');
    expect(backUrlOf('/\\evil.example')).toBe('/');
    expect(backUrlOf('/rng', `?q=${'x'.repeat(300)}`)).toBe('/rng');
  });

  it('is taken from history only when it is a path on this site', () => {
    expect(backUrlFromState({ backUrl: '/live' })).toBe('/live');
    expect(backUrlFromState({ backUrl: 'https://evil.example' })).toBeNull();
    expect(backUrlFromState({ backUrl: '//evil.example' })).toBeNull();
    expect(backUrlFromState(null)).toBeNull();
  });
});
