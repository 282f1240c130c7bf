import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeferredBlock } from './deferred-block';
import { useIdleReveal } from './use-idle-reveal';

/** An observer that never reports: blocks show only when their turn comes. */
class QuietObserver {
  observe() {}
  disconnect() {}
}

function Blocks({ total }: { total: number }) {
  const shown = useIdleReveal(total);
  return (
    <>
      {Array.from({ length: total }, (_, index) => (
        <DeferredBlock key={index} ready={index < shown} heightPx={500}>
          <p data-testid="block">{index}</p>
        </DeferredBlock>
      ))}
    </>
  );
}

describe('DeferredBlock with useIdleReveal', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', QuietObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('holds the room of blocks below the fold and then shows them one after another', async () => {
    const { container } = render(<Blocks total={3} />);
    expect(screen.queryAllByTestId('block')).toHaveLength(0);
    expect(container.querySelectorAll('div[aria-hidden="true"]')).toHaveLength(3);
    expect((container.firstElementChild as HTMLElement).style.minHeight).toBe('500px');
    expect(await screen.findByText('0')).toBeTruthy();
    expect(await screen.findByText('2')).toBeTruthy();
    expect(screen.getAllByTestId('block').map((block) => block.textContent)).toEqual(['0', '1', '2']);
  });
});
