import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODAL_FADE_MS } from '@croupier/domain';
import { renderWithUi } from '../../../testing/renderWithUi';
import { LoadingCover } from './LoadingCover';

describe('LoadingCover', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says what is loading', () => {
    renderWithUi(<LoadingCover visible />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('fades out for MODAL_FADE_MS, then leaves', () => {
    vi.useFakeTimers();
    const { rerender } = renderWithUi(<LoadingCover visible label="Loading games" />);
    rerender(<LoadingCover visible={false} label="Loading games" />);
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => vi.advanceTimersByTime(MODAL_FADE_MS));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('waits for a delay before it shows, and never shows for a wait shorter than it', () => {
    vi.useFakeTimers();
    const { rerender } = renderWithUi(<LoadingCover visible delayMs={500} />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeTruthy();
    rerender(<LoadingCover visible={false} delayMs={500} />);
    act(() => vi.advanceTimersByTime(MODAL_FADE_MS));
    expect(screen.queryByRole('status')).toBeNull();
    // a quick answer: shown and gone within the delay, so never drawn
    rerender(<LoadingCover visible delayMs={500} />);
    act(() => vi.advanceTimersByTime(300));
    rerender(<LoadingCover visible={false} delayMs={500} />);
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
