import { describe, expect, it, vi } from 'vitest';
import { SETTLE_TIMEOUT_MS, whenPageSettles } from './use-page-settled';

/** A window the test drives: its load, its idle callbacks and its timers. */
function fakeWindow(readyState: DocumentReadyState, withIdle = true) {
  const loads: (() => void)[] = [];
  const idle: { callback: () => void; timeout: number }[] = [];
  const timers: (() => void)[] = [];
  return {
    loads,
    idle,
    timers,
    view: {
      document: { readyState },
      addEventListener: (_type: 'load', listener: () => void) => loads.push(listener),
      removeEventListener: vi.fn(),
      ...(withIdle ? { requestIdleCallback: (callback: () => void, options: { timeout: number }) => idle.push({ callback, timeout: options.timeout }), cancelIdleCallback: vi.fn() } : {}),
      setTimeout: (callback: () => void) => timers.push(callback),
      clearTimeout: vi.fn(),
    },
  };
}

describe('a page settling', () => {
  it('waits for the load, then for an idle moment of at most two seconds', () => {
    const page = fakeWindow('interactive');
    const settled = vi.fn();
    whenPageSettles(page.view, settled);
    expect(page.idle).toEqual([]);
    page.loads.forEach((load) => load());
    expect(page.idle).toEqual([{ callback: settled, timeout: SETTLE_TIMEOUT_MS }]);
    expect(settled).not.toHaveBeenCalled();
    page.idle[0]?.callback();
    expect(settled).toHaveBeenCalledOnce();
  });

  it('asks for the idle moment at once on a page already loaded, and falls back to a timer without idle callbacks', () => {
    const loaded = fakeWindow('complete');
    whenPageSettles(loaded.view, vi.fn());
    expect(loaded.idle).toHaveLength(1);
    const noIdle = fakeWindow('complete', false);
    const settled = vi.fn();
    whenPageSettles(noIdle.view, settled);
    noIdle.timers.forEach((timer) => timer());
    expect(settled).toHaveBeenCalledOnce();
  });

  it('cancels what it asked for', () => {
    const page = fakeWindow('complete');
    const cancel = whenPageSettles(page.view, vi.fn());
    cancel();
    expect(page.view.cancelIdleCallback).toHaveBeenCalledOnce();
  });
});
