import { describe, expect, it } from 'vitest';
import { THROTTLE_MS } from '@croupier/domain';
import { card } from '../../testing/fixtures';
import { favouriteIdsOf, withFavourite, withoutFavourite } from './favourite-list';
import { takeFavouriteTurn } from './favourite-throttle';

const a = card('RNG', 'JDS', 'A');
const b = card('RNG', 'JDS', 'B');
const page = { content: [a], pageNum: 1, totalPages: 1 };

describe('favourite list', () => {
  it('adds newest first, once, and puts a card back where it was', () => {
    expect(withFavourite(page, b).content).toEqual([b, a]);
    expect(withFavourite(page, a)).toBe(page);
    expect(withFavourite({ ...page, content: [a] }, b, 1).content).toEqual([a, b]);
    expect(withoutFavourite(withFavourite(page, b), a.nodeId).content).toEqual([b]);
    expect(favouriteIdsOf(withFavourite(page, b))).toEqual(new Set([a.nodeId, b.nodeId]));
    expect(favouriteIdsOf(undefined).size).toBe(0);
  });
});

describe('favourite throttle', () => {
  it('lets one turn per game through each second, per app', () => {
    const app = {};
    expect(takeFavouriteTurn(app, 'g1', 0)).toBe(true);
    expect(takeFavouriteTurn(app, 'g1', THROTTLE_MS - 1)).toBe(false);
    expect(takeFavouriteTurn(app, 'g2', 10)).toBe(true);
    expect(takeFavouriteTurn({}, 'g1', 10)).toBe(true);
    expect(takeFavouriteTurn(app, 'g1', THROTTLE_MS)).toBe(true);
  });
});
