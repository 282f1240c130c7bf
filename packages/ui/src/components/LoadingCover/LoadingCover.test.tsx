import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODAL_FADE_MS } from '@croupier/domain';
import { renderWithUi } from '../../testing/renderWithUi';
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
});
