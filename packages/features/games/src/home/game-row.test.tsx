import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import type { GameActions } from '../cards/use-game-actions';
import { cards } from '../../testing/fixtures';
import { renderGames } from '../../testing/render-games';
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

/** An IntersectionObserver the test answers for, as the browser would after its layout. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly watched: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(target: Element) {
    this.watched.push(target);
  }
  disconnect() {
    this.watched.length = 0;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  /** Tells the watchers how much of each watched column shows. */
  static tell(ratioOf: (target: Element, index: number) => number) {
    for (const observer of FakeIntersectionObserver.all) {
      const entries = observer.watched.map((target, index) => ({ target, intersectionRatio: ratioOf(target, index), isIntersecting: ratioOf(target, index) > 0 }) as IntersectionObserverEntry);
      if (entries.length > 0) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

describe('a game row’s arrows', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    FakeIntersectionObserver.all = [];
  });

  it('never make the browser lay the page out to know where the row is scrolled', async () => {
    const reads = vi.fn();
    for (const property of ['scrollLeft', 'scrollWidth', 'clientWidth'] as const) {
      vi.spyOn(HTMLElement.prototype, property, 'get').mockImplementation(() => {
        reads(property);
        return 0;
      });
    }
    const row = await renderRow();
    fireEvent.scroll(row.querySelector('ul')!);
    window.dispatchEvent(new Event('resize'));
    expect(within(row).getAllByTestId('game-card')).toHaveLength(30);
    expect(reads).not.toHaveBeenCalled();
  });

  it('follow what the browser says shows of the first and last columns', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const row = await renderRow();
    const previous = within(row).getByTestId('row-prev') as HTMLButtonElement;
    const next = within(row).getByTestId('row-next') as HTMLButtonElement;
    // At the start: the first column whole, the last one out of sight.
    act(() => FakeIntersectionObserver.tell((_, index) => (index === 0 ? 1 : 0)));
    expect(previous.disabled).toBe(true);
    expect(next.disabled).toBe(false);
    // Scrolled to the end: every column drawn, the first gone, the last whole.
    fireEvent.pointerEnter(row);
    act(() => FakeIntersectionObserver.tell((_, index) => (index === 0 ? 0 : 1)));
    expect(previous.disabled).toBe(false);
    expect(next.disabled).toBe(true);
  });
});
