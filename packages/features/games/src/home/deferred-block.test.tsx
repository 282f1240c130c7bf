import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeferredBlock } from './deferred-block';

/** The observers the blocks made, so a test can say which targets came near the screen. */
const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];

class ReportingObserver {
  private readonly record: { callback: IntersectionObserverCallback; targets: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.record = { callback, targets: [] };
    observers.push(this.record);
  }
  observe(target: Element) {
    this.record.targets.push(target);
  }
  disconnect() {
    this.record.targets = [];
  }
}

function scrollNear(target: Element) {
  for (const observer of observers.filter((each) => each.targets.includes(target))) {
    act(() => observer.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], observer as unknown as IntersectionObserver));
  }
}

describe('DeferredBlock', () => {
  beforeEach(() => {
    observers.length = 0;
    vi.stubGlobal('IntersectionObserver', ReportingObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('holds the room of blocks below the fold and shows each only when it comes near the screen', () => {
    const { container } = render(
      <>
        {[0, 1, 2].map((index) => (
          <DeferredBlock key={index} heightPx={500}>
            <p data-testid="block">{index}</p>
          </DeferredBlock>
        ))}
      </>,
    );
    const holders = [...container.querySelectorAll('div[aria-hidden="true"]')];
    expect(screen.queryAllByTestId('block')).toHaveLength(0);
    expect(holders).toHaveLength(3);
    expect((holders[0] as HTMLElement).style.minHeight).toBe('500px');
    scrollNear(holders[1]!);
    expect(screen.getAllByTestId('block').map((block) => block.textContent)).toEqual(['1']);
    expect(container.querySelectorAll('div[aria-hidden="true"]')).toHaveLength(2);
  });
});
