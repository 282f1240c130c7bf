import type { Brand } from '@croupier/brand-config';
import { brandDataOf } from '@croupier/brand-config/page';

/** The longest the app waits for the page's own first banner before it starts anyway. */
export const FIRST_BANNER_WAIT_MS = 1500;

/** The banner the platform put into the home page's HTML, when this is the home page. */
function firstBanner(): HTMLImageElement | null {
  return document.querySelector<HTMLImageElement>('.first-paint-home img');
}

/** Resolves once the banner is ready to paint (decoded), has failed, or the wait is over. */
function untilDecoded(banner: HTMLImageElement | null): Promise<void> {
  if (!banner) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => resolve();
    banner.decode().then(done, done);
    setTimeout(done, FIRST_BANNER_WAIT_MS);
  });
}

/** The next frame has been painted. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Starts the brand app once the page's own HTML has painted. The page already carries the brand's
 * header and, on the home page, its first banner; without this the browser would run every script
 * before showing any of it (and the app's first render would replace a banner not yet shown), so a
 * phone on a slow link would look at a blank page for as long as the scripts take. The app's chunks
 * are preloaded by the page meanwhile.
 */
export function bootBrandApp(brand: Brand): void {
  void whenPageHasPainted().then(() => import('./start-brand-app').then(({ startBrandApp }) => startBrandApp(brand)));
}

/**
 * Resolves once the page's own HTML, and its first banner if it has one, has been painted. A page opened
 * in the background gets no frames, so it resolves at once there instead of waiting to be seen.
 */
export function whenPageHasPainted(): Promise<void> {
  if (document.visibilityState !== 'visible') return Promise.resolve();
  return untilDecoded(firstBanner()).then(afterNextPaint);
}

/**
 * Starts the site for the brand its page was made for: every brand's site is the same build, and the
 * platform puts the brand file into each page it serves.
 */
export function bootSite(): void {
  const brand = brandDataOf(document) as Brand | null;
  if (!brand) throw new Error('This page carries no brand: it must be served by the platform, which makes the built page each brand’s own');
  bootBrandApp(brand);
}
