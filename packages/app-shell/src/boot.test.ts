import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_BANNER_WAIT_MS, whenPageHasPainted } from './boot';

function addBanner(decode: () => Promise<void>): HTMLImageElement {
  document.body.innerHTML = '<div class="first-paint-home"><i></i><img src="/assets/art/banner/a.svg" alt=""></div>';
  const banner = document.querySelector('img')!;
  banner.decode = decode;
  return banner;
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(50);
  return done;
}

describe('the app starts after the page has painted', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('waits a frame when the page has no banner', async () => {
    const painted = whenPageHasPainted();
    expect(await settled(painted)).toBe(true);
  });

  it('waits for the home page banner to be ready to paint, then a frame', async () => {
    let ready!: () => void;
    addBanner(() => new Promise<void>((resolve) => (ready = resolve)));
    const painted = whenPageHasPainted();
    expect(await settled(painted)).toBe(false);
    ready();
    expect(await settled(painted)).toBe(true);
  });

  it('starts anyway when the banner fails or takes too long', async () => {
    addBanner(() => Promise.reject(new Error('broken image')));
    expect(await settled(whenPageHasPainted())).toBe(true);
    addBanner(() => new Promise<void>(() => {}));
    const slow = whenPageHasPainted();
    expect(await settled(slow)).toBe(false);
    await vi.advanceTimersByTimeAsync(FIRST_BANNER_WAIT_MS);
    expect(await settled(slow)).toBe(true);
  });

  it('does not wait for frames in a page opened in the background', async () => {
    addBanner(() => new Promise<void>(() => {}));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      expect(await settled(whenPageHasPainted())).toBe(true);
    } finally {
      visibility.mockRestore();
    }
  });
});
