import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BANNER_AUTOPLAY_MS, BANNER_TRANSITION_MS } from '@croupier/domain';
import { renderWithUi } from '../../../testing/renderWithUi';
import { Carousel, type CarouselProps } from './Carousel';

function renderCarousel(slideCount: number, props: Partial<CarouselProps> = {}) {
  return renderWithUi(
    <Carousel label="Promotions" {...props}>
      {Array.from({ length: slideCount }, (_, index) => (
        <div key={index}>Banner {index + 1}</div>
      ))}
    </Carousel>,
  );
}

/** The page a reader can see: off-screen pages are aria-hidden, so only one group is exposed. */
function visiblePage(): string {
  return screen.getByRole('group').textContent ?? '';
}

function advance(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

/** One autoplay step at a time: each step's timer is set by the render that the previous one caused. */
function autoplaySteps(count: number) {
  for (let step = 0; step < count; step += 1) advance(BANNER_AUTOPLAY_MS);
}

describe('Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('advances every BANNER_AUTOPLAY_MS, not sooner', () => {
    renderCarousel(3);
    expect(visiblePage()).toBe('Banner 1');
    advance(BANNER_AUTOPLAY_MS - 1);
    expect(visiblePage()).toBe('Banner 1');
    advance(1);
    expect(visiblePage()).toBe('Banner 2');
    advance(BANNER_AUTOPLAY_MS);
    expect(visiblePage()).toBe('Banner 3');
  });

  it('slides for BANNER_TRANSITION_MS', () => {
    const { container } = renderCarousel(3);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    const track = container.querySelector<HTMLElement>('[style*="translateX"]');
    expect(track?.style.transition).toContain(`${BANNER_TRANSITION_MS}ms`);
  });

  it('loops from the last slide back to the first', () => {
    renderCarousel(3);
    autoplaySteps(2);
    expect(visiblePage()).toBe('Banner 3');
    advance(BANNER_AUTOPLAY_MS);
    expect(visiblePage()).toBe('Banner 1');
    advance(BANNER_TRANSITION_MS);
    expect(screen.getByRole('group', { name: '1 of 3' })).toBeTruthy();
    advance(BANNER_AUTOPLAY_MS - BANNER_TRANSITION_MS);
    expect(visiblePage()).toBe('Banner 2');
  });

  it('with one slide: no autoplay, no arrows, no dots, no loop copies', () => {
    const { container } = renderCarousel(1);
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelectorAll('[data-carousel-copy]')).toHaveLength(0);
    expect(container.textContent).toBe('Banner 1');
    const track = container.querySelector<HTMLElement>('[style*="translateX"]');
    const transformBefore = track?.style.transform;
    autoplaySteps(5);
    expect(track?.style.transform).toBe(transformBefore);
    expect(visiblePage()).toBe('Banner 1');
  });

  it('moves with the arrows, both ways around', () => {
    renderCarousel(3);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visiblePage()).toBe('Banner 3');
    advance(BANNER_TRANSITION_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visiblePage()).toBe('Banner 1');
  });

  it('jumps with the dots and marks the current one', () => {
    renderCarousel(3);
    const third = screen.getByRole('button', { name: 'Go to slide 3' });
    fireEvent.click(third);
    expect(visiblePage()).toBe('Banner 3');
    expect(third.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Go to slide 1' }).getAttribute('aria-current')).toBeNull();
  });

  it('pauses while hovered and goes on after', () => {
    renderCarousel(3);
    const region = screen.getByRole('region', { name: 'Promotions' });
    fireEvent.mouseEnter(region);
    autoplaySteps(3);
    expect(visiblePage()).toBe('Banner 1');
    fireEvent.mouseLeave(region);
    advance(BANNER_AUTOPLAY_MS);
    expect(visiblePage()).toBe('Banner 2');
  });

  it('pauses while focus is inside', () => {
    renderCarousel(3);
    fireEvent.focus(screen.getByRole('button', { name: 'Next slide' }));
    autoplaySteps(3);
    expect(visiblePage()).toBe('Banner 1');
  });

  it('stops and starts from its pause button', () => {
    renderCarousel(3);
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slide show' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play the slide show' }));
    autoplaySteps(3);
    expect(visiblePage()).toBe('Banner 1');
  });

  it('does not move by itself or animate when the reader prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('prefers-reduced-motion'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { container } = renderCarousel(3);
    autoplaySteps(3);
    expect(visiblePage()).toBe('Banner 1');
    expect(screen.queryByRole('button', { name: 'Pause the slide show' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(container.querySelector<HTMLElement>('[style*="translateX"]')?.style.transition).toBe('none');
  });

  it('puts slidesPerView slides on a page: 12 games at 6 per view are 2 pages', () => {
    renderCarousel(12, { slidesPerView: 6 });
    expect(screen.getByRole('group', { name: '1 of 2' }).children).toHaveLength(6);
    expect(screen.getAllByRole('button', { name: /Go to slide/ })).toHaveLength(2);
  });

  it('is one page without controls when all slides fit in view', () => {
    renderCarousel(4, { slidesPerView: 6 });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
