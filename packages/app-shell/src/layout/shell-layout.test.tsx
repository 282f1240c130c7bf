import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { answerStartCalls, loadTestBrand, renderApp } from '../../testing/render-app';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
  answerStartCalls(platform);
});
afterAll(() => platform.close());

describe('normal layout', () => {
  it('builds the top nav from the categories that have a vendor, around the fixed entries', async () => {
    renderApp('/', { platform, brand: loadTestBrand('northstar') });
    const nav = await screen.findByTestId('top-nav');
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(5));
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Live Casino', '/live'],
      ['Slots', '/rng'],
      ['In-house', '/bgs'],
      ['Promotions', '/promotions'],
    ]);
  });

  it('sends the guest buttons to /login and /register', async () => {
    const { router } = renderApp('/', { platform, brand: loadTestBrand('northstar') });
    fireEvent.click(await screen.findByTestId('header-register'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    fireEvent.click(screen.getByTestId('header-login'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the vendors per game type once each as logos named by the vendor, and the currency line', async () => {
    renderApp('/', { platform, brand: loadTestBrand('northstar') });
    const originals = await screen.findByTestId('footer-vendors-BGS');
    const logo = within(originals).getByRole('img', { name: 'Originals' });
    expect(logo.getAttribute('src')).toBe('/assets/art/vendor/ori.svg');
    // Its shape is known before it loads, it loads only near the screen, and decoding keeps off the main thread.
    expect(['width', 'height', 'loading', 'decoding'].map((name) => logo.getAttribute(name))).toEqual(['240', '96', 'lazy', 'async']);
    expect(logo.getAttribute('title')).toBe('Originals');
    const slots = screen.getByTestId('footer-vendors-RNG');
    expect(within(slots).getAllByRole('listitem')).toHaveLength(2);
    expect(within(slots).getAllByRole('img').map((image) => [image.getAttribute('alt'), image.getAttribute('src')])).toEqual([
      ['Jade Dragon Slots', '/assets/art/vendor/jds.svg'],
      ['Spinworks', '/assets/art/vendor/spw.svg'],
    ]);
    expect(within(slots).queryByText('Spinworks')).toBeNull();
    expect(screen.queryByTestId('footer-vendors-FISH')).toBeNull();
    expect(screen.getByTestId('footer-currency').textContent).toBe('All amounts are shown in BDT (৳).');
    // The game art's licences ask to be shown with it: the footer links to the platform's credits page.
    expect(screen.getByTestId('footer-art-credits').getAttribute('href')).toBe('/assets/art/credits.txt');
  });

  it('draws the footer’s vendors only once the footer nears the screen', async () => {
    const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        targets: Element[] = [];
        constructor(callback: IntersectionObserverCallback) {
          observers.push({ callback, targets: this.targets });
        }
        observe(target: Element) {
          this.targets.push(target);
        }
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      },
    );
    try {
      renderApp('/', { platform, brand: loadTestBrand('northstar') });
      const footer = await screen.findByTestId('footer');
      await waitFor(() => expect(screen.getByTestId('footer-currency')).toBeTruthy());
      expect(screen.queryByTestId('footer-vendors')).toBeNull();
      expect(screen.queryByRole('img', { name: 'Originals' })).toBeNull();
      const watcher = observers.find((observer) => observer.targets.includes(footer));
      expect(watcher).toBeDefined();
      act(() => watcher!.callback([{ target: footer, isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(within(await screen.findByTestId('footer-vendors-BGS')).getByRole('img', { name: 'Originals' })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('lists the brand customer-service and app links in the side menu, which the user can hide', async () => {
    renderApp('/', { platform });
    // The menu opens once the route's default is applied; its links are hidden until then.
    await waitFor(() => expect(screen.getByTestId('side-menu').dataset.open).toBe('true'));
    const service = await screen.findByTestId('side-menu-service');
    expect(within(service).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'https://chat.shonali.example/live',
      'https://t.me/shonali_support',
      'https://t.me/shonali_vip',
      'https://t.me/shonali_agents',
      'https://facebook.com/shonali.example',
    ]);
    expect(within(screen.getByTestId('side-menu-download')).getAllByRole('link')).toHaveLength(3);
    const menu = screen.getByTestId('side-menu');
    expect(menu.dataset.open).toBe('true');
    fireEvent.click(screen.getByTestId('side-menu-toggle'));
    expect(menu.dataset.open).toBe('false');
  });

  it('offers invite friends only to a logged-in visitor on a brand with referral', async () => {
    const guest = renderApp('/', { platform });
    await screen.findByTestId('home-page');
    expect(screen.queryByTestId('side-menu-invite')).toBeNull();
    guest.unmount();
    renderApp('/', { platform, search: '?token=abc' });
    expect(await screen.findByTestId('side-menu-invite')).toBeTruthy();
    expect(await screen.findByTestId('header-account-menu')).toBeTruthy();
  });
});
