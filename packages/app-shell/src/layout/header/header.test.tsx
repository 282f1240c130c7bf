import { act, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { answerStartCalls, renderApp } from '../../../testing/render-app';
import { HEADER_HEIGHT_VAR, observedHeightPx } from './header';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
  answerStartCalls(platform);
});
afterAll(() => platform.close());

/** A ResizeObserver the test answers for, as the browser does after its own layout. */
class FakeResizeObserver {
  static all: FakeResizeObserver[] = [];
  readonly watched: Element[] = [];
  constructor(readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.all.push(this);
  }
  observe(target: Element) {
    this.watched.push(target);
  }
  unobserve() {}
  disconnect() {
    this.watched.length = 0;
  }
  static report(target: Element, blockSize: number) {
    for (const observer of FakeResizeObserver.all.filter((candidate) => candidate.watched.includes(target))) {
      const entry = { target, borderBoxSize: [{ blockSize, inlineSize: 390 }], contentRect: { height: blockSize } } as unknown as ResizeObserverEntry;
      observer.callback([entry], observer as unknown as ResizeObserver);
    }
  }
}

describe('the header height the side menu sits under', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    FakeResizeObserver.all = [];
    document.documentElement.style.removeProperty(HEADER_HEIGHT_VAR);
  });

  it('comes from the browser after its layout: drawing the page never asks for the header box', async () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const boxReads = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    renderApp('/', { platform });
    const header = await screen.findByTestId('header-login').then((link) => link.closest('header'));
    expect(header).not.toBeNull();
    expect(boxReads.mock.contexts.filter((element) => element === header)).toEqual([]);
    expect(document.documentElement.style.getPropertyValue(HEADER_HEIGHT_VAR)).toBe('');

    // the observer is attached by an effect, which a busy machine may run after the header is found
    await waitFor(() => expect(FakeResizeObserver.all.some((observer) => observer.watched.includes(header!))).toBe(true));
    act(() => FakeResizeObserver.report(header!, 112.4));
    expect(document.documentElement.style.getPropertyValue(HEADER_HEIGHT_VAR)).toBe('112px');
    // hidden for a moment (a screen suspending): the last height stands
    act(() => FakeResizeObserver.report(header!, 0));
    expect(document.documentElement.style.getPropertyValue(HEADER_HEIGHT_VAR)).toBe('112px');
  });

  it('reads the border box, or the content box where a browser reports no border box', () => {
    expect(observedHeightPx({ borderBoxSize: [{ blockSize: 71.6, inlineSize: 0 }], contentRect: { height: 50 } as DOMRectReadOnly })).toBe(72);
    expect(observedHeightPx({ borderBoxSize: undefined as unknown as ResizeObserverSize[], contentRect: { height: 63.7 } as DOMRectReadOnly })).toBe(64);
  });
});
