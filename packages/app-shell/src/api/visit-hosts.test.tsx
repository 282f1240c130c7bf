import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sampleRegisterSettings, startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { getPermission, type PermissionValue } from '@croupier/contract';
import { STORAGE_KEYS } from '../preferences/storage-keys';
import { answerStartCalls, renderApp } from '../../testing/render-app';

const IMAGE_CDNS = ['http://img1.test:9001', 'http://img2.test:9002'];

function permissionWith(imageCDNs: string[]): PermissionValue {
  return {
    info: {
      customerService: [],
      domainRoute: { mainDomain: 'shonali.example', domains: [] },
      resources: [],
      whitelabel: [],
      register: sampleRegisterSettings(),
      mainDomain: 'shonali.example',
      analytics: { gtagId: null },
      imageCDNs,
      launchGameCDNs: ['http://play.test:9003'],
    },
    location: { ip: '127.0.0.1' },
    maintenance: null,
    regionRestriction: { restricted: false, ip: '127.0.0.1' },
  };
}

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
  await import('@croupier/feature-games');
}, 120_000);
afterAll(() => platform.close());
beforeEach(() => {
  window.sessionStorage.clear();
  answerStartCalls(platform);
  platform.answer(getPermission, () => ({ value: permissionWith(IMAGE_CDNS) }));
});

/** The art the hot row's cards show. */
async function hotArt(): Promise<string[]> {
  const row = await screen.findByTestId('home-hot-games');
  await waitFor(() => expect(within(row).getAllByTestId('game-card').length).toBeGreaterThan(0));
  return [...row.querySelectorAll('img')].map((image) => image.getAttribute('src') ?? '');
}

describe('art from the visit’s image host (SPEC §9)', () => {
  it('loads the cards’ art from the host the visit picked, and keeps the answers as the server gave them', async () => {
    renderApp('/', { platform });
    await waitFor(async () => {
      const art = await hotArt();
      expect(art.length).toBeGreaterThan(0);
      for (const src of art) expect(src).toMatch(/^http:\/\/img[12]\.test:900[12]\/assets\/art\/tile\//);
    });
    const picked = JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.cdnHosts) ?? '{}') as { image: string; launch: string };
    expect(IMAGE_CDNS).toContain(picked.image);
    expect(picked.launch).toBe('http://play.test:9003');
    for (const src of await hotArt()) expect(src.startsWith(`${picked.image}/`)).toBe(true);
    // The vendors of the footer come from the shell's own copy of the menus, through the same host.
    const footerLogos = (await screen.findByTestId('footer')).querySelectorAll('img');
    for (const logo of footerLogos) expect(logo.getAttribute('src')?.startsWith(`${picked.image}/`), logo.getAttribute('src') ?? '').toBe(true);
    // What the tab keeps of the hot list is the server's answer, with its paths.
    const kept = Object.keys(window.sessionStorage).find((key) => key.startsWith('croupier.games.getHotGames.'));
    expect(window.sessionStorage.getItem(kept ?? '')).toContain('"iconUrl":"/assets/art/game/');
  });

  it('keeps the host picked earlier in the visit on a reload', async () => {
    window.sessionStorage.setItem(STORAGE_KEYS.cdnHosts, JSON.stringify({ image: IMAGE_CDNS[1], launch: 'http://play.test:9003' }));
    renderApp('/', { platform });
    await waitFor(async () => {
      const art = await hotArt();
      expect(art.length).toBeGreaterThan(0);
      for (const src of art) expect(src.startsWith(`${IMAGE_CDNS[1]}/assets/art/`)).toBe(true);
    });
  });

  it('leaves the art’s paths as they are when the picked host is the page’s own origin', async () => {
    platform.answer(getPermission, () => ({ value: permissionWith([window.location.origin]) }));
    renderApp('/', { platform });
    await waitFor(() => expect(window.sessionStorage.getItem(STORAGE_KEYS.cdnHosts)).toContain(window.location.origin));
    const art = await hotArt();
    expect(art.length).toBeGreaterThan(0);
    for (const src of art) expect(src).toMatch(/^\/assets\/art\/tile\//);
  });
});
