import { describe, expect, it } from 'vitest';
import { card, winner } from '../../testing/fixtures';
import { isRootRelative, throughHost, withArtHost } from './art-host';

const HOST = 'https://img2.example.com';

describe('art through the image host', () => {
  it('puts the host in front of a path on the platform, and only there', () => {
    expect(throughHost('/assets/art/game/evl-x.svg?label=X', HOST)).toBe('https://img2.example.com/assets/art/game/evl-x.svg?label=X');
    expect(throughHost('/assets/art/tile/evl-x.svg', 'http://127.0.0.1:8190/')).toBe('http://127.0.0.1:8190/assets/art/tile/evl-x.svg');
    for (const url of ['https://vendor.example/logo.png', 'http://cdn.example/a.svg', '//cdn.example/a.svg', '/\\cdn.example/a.svg', 'data:image/svg+xml,<svg/>', 'assets/a.svg', '']) {
      expect(throughHost(url, HOST), url).toBe(url);
      expect(isRootRelative(url), url).toBe(false);
    }
  });

  it('leaves everything as it was before a host is known', () => {
    expect(throughHost('/assets/art/game/a.svg', null)).toBe('/assets/art/game/a.svg');
    const answer = { games: [card('RNG', 'JDS', 'Golden Dragon')] };
    expect(withArtHost(answer, undefined)).toBe(answer);
  });

  it('moves every art field of an answer, at any depth, and nothing else', () => {
    const game = card('RNG', 'JILI', 'Fortune Gems', { iconUrl: '/assets/art/game/a.svg', lagerIcon: '/assets/art/tile/a.svg', gameName: '/not-art' });
    const menus = {
      categories: [{ gameType: 'RNG', title: 'Slots', cards: [game], gameClassify: [{ gameType: 'RNG', vendors: [{ vassalage: 'JILI', name: 'Jili', gameCount: 3, iconUrl: '/assets/art/vendor/jili.svg' }] }] }],
    };
    const moved = withArtHost(menus, HOST);
    const movedCard = moved.categories[0]?.cards[0];
    expect(movedCard).toMatchObject({ iconUrl: `${HOST}/assets/art/game/a.svg`, lagerIcon: `${HOST}/assets/art/tile/a.svg`, gameName: '/not-art' });
    expect(moved.categories[0]?.gameClassify[0]?.vendors[0]?.iconUrl).toBe(`${HOST}/assets/art/vendor/jili.svg`);
    // The cached answer is the server's, untouched.
    expect(menus.categories[0]?.cards[0]?.iconUrl).toBe('/assets/art/game/a.svg');

    const banners = withArtHost({ banners: [{ id: 'b1', groupName: 'home', title: 'Welcome', imageUrl: '/assets/art/banner/b1.svg', url: '/promotions', linkageType: 'internal' as const }], player: [] }, HOST);
    expect(banners.banners[0]).toMatchObject({ imageUrl: `${HOST}/assets/art/banner/b1.svg`, url: '/promotions' });

    const winners = withArtHost({ list: [{ ...winner(1, game, 100), iconUrl: 'https://vendor.example/own.png', lagerIcon: '/assets/art/tile/w.svg' }] }, HOST);
    expect(winners.list[0]).toMatchObject({ iconUrl: 'https://vendor.example/own.png', lagerIcon: `${HOST}/assets/art/tile/w.svg` });
  });
});
