import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTopButton } from './scroll-to-top-button';

describe('the scroll-to-top button', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('does not read the scroll position while the page is being drawn, only when it scrolls', () => {
    const scrollY = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(900);
    render(<ScrollToTopButton />);
    expect(scrollY).not.toHaveBeenCalled();
    expect(screen.queryByTestId('scroll-to-top')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByTestId('scroll-to-top')).toBeTruthy();
    scrollY.mockReturnValue(0);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByTestId('scroll-to-top')).toBeNull();
  });
});
