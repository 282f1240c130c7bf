import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useThrottle } from './useThrottle';

describe('useThrottle', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('lets one call through per interval and drops the ones in between', () => {
    const action = vi.fn();
    const { result } = renderHook(() => useThrottle(action, 1000));
    act(() => {
      result.current('a');
      result.current('b');
    });
    expect(action.mock.calls).toEqual([['a']]);
    vi.setSystemTime(Date.now() + 999);
    act(() => result.current('c'));
    expect(action).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 1);
    act(() => result.current('d'));
    expect(action.mock.calls).toEqual([['a'], ['d']]);
  });

  it('calls the latest action it was given', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ action }) => useThrottle(action, 1000), { initialProps: { action: first } });
    rerender({ action: second });
    act(() => result.current());
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
