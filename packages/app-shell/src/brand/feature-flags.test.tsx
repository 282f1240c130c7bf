import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import type { Brand, BrandFeatures, FeatureFlag } from '@croupier/brand-config';
import { answerStartCalls, loadTestBrand, renderApp } from '../../testing/render-app';

/**
 * Every flag of the brand file, on the screens: for each flag, what the site shows of it is there on a
 * brand with every flag on, and nowhere on a brand alike but for that one flag, off. Flags whose screens
 * draw what the server says (the register form's fields, an expired password's change, an agent's
 * contract kinds) name where; the server's own flag table (services/platform feature-flags.test.ts)
 * proves the server refuses their calls. A new flag without a row fails the first test.
 */

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
  await Promise.all([import('@croupier/feature-account'), import('@croupier/feature-games')]);
});
afterAll(() => platform.close());
beforeEach(() => answerStartCalls(platform));
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

const ALL_FLAGS = Object.keys(loadTestBrand('shonali').features) as FeatureFlag[];

function brandWith(off: FeatureFlag | null): Brand {
  const base = loadTestBrand('shonali');
  return { ...base, features: Object.fromEntries(ALL_FLAGS.map((flag) => [flag, flag !== off])) as BrandFeatures };
}

interface ScreenRow {
  /** the page as the member or guest reaches it */
  open: (brand: Brand) => Promise<void>;
  /** what shows of the flag on that page */
  testIds: string[];
}

async function openAccountMenu(brand: Brand) {
  renderApp('/', { platform, brand, search: '?token=tok' });
  fireEvent.click(await screen.findByTestId('header-account-menu'));
  await screen.findByTestId('header-account-menu-panel');
}

async function openAsMember(brand: Brand) {
  renderApp('/', { platform, brand, search: '?token=tok' });
  // the member's info has come: the role the side menu decides by is known
  await waitFor(() => expect(screen.getByTestId('header-nickname').textContent).toBe('Rahim'));
}

async function openPopup(brand: Brand, path: '/login' | '/register', popupTestId: string) {
  renderApp(path, { platform, brand });
  await screen.findByTestId(popupTestId);
}

async function openForgotPassword(brand: Brand) {
  await openPopup(brand, '/login', 'popup-login');
  fireEvent.click(screen.getByTestId('login-forgot'));
  await screen.findByTestId('popup-forgot-password');
}

const FLAGS: Record<FeatureFlag, ScreenRow | { drawnFromTheServer: string }> = {
  pointsSystem: { open: openAccountMenu, testIds: ['header-menu-pointsMall'] },
  manualRebate: { open: openAccountMenu, testIds: ['header-menu-manualRebate'] },
  referral: { open: openAsMember, testIds: ['side-menu-invite'] },
  freePlay: { open: (brand) => openPopup(brand, '/login', 'popup-login'), testIds: ['login-free-play'] },
  mobileCodeLogin: { open: (brand) => openPopup(brand, '/login', 'popup-login'), testIds: ['login-tab-sms'] },
  usernameRegistration: { open: (brand) => openPopup(brand, '/register', 'popup-register'), testIds: ['register-tab-username'] },
  mobileRegistration: { open: (brand) => openPopup(brand, '/register', 'popup-register'), testIds: ['register-tab-mobile'] },
  // by phone needs a site that sends SMS codes: SMS verification or SMS login (here the other is on)
  smsVerification: { drawnFromTheServer: 'the register form’s code field, from GET /wps/system/setting/register; forgot-by-phone also goes with SMS login' },
  affiliate: { drawnFromTheServer: 'the register form’s affiliate code field, from GET /wps/system/setting/register; the agent’s invite link, from affiliateRegistration' },
  passwordExpiryChange: { drawnFromTheServer: 'the change-password step, from the session’s passwordExpired and the server refusing the rest' },
  salaryContracts: { drawnFromTheServer: 'an agent’s contract kinds, from the contracts the server lets exist' },
  dividendContracts: { drawnFromTheServer: 'an agent’s contract kinds, from the contracts the server lets exist' },
};

describe('the brand file’s flags, on the screens', () => {
  it('have a row each in this table', () => {
    expect(Object.keys(FLAGS).sort()).toEqual([...ALL_FLAGS].sort());
  });

  const rows = Object.entries(FLAGS).filter((entry): entry is [FeatureFlag, ScreenRow] => 'open' in entry[1]);

  it.each(rows)('%s: on, the site shows it', async (_flag, row) => {
    await row.open(brandWith(null));
    for (const testId of row.testIds) expect(await screen.findByTestId(testId)).toBeTruthy();
  });

  it.each(rows)('%s: off, the site shows nothing of it', async (flag, row) => {
    await row.open(brandWith(flag));
    // open() waited for the page that would show it: the popup, or the member header
    for (const testId of row.testIds) expect(screen.queryByTestId(testId)).toBeNull();
  });

  it('offers forgot-by-phone only where the site sends SMS codes', async () => {
    await openForgotPassword(brandWith(null));
    expect(screen.getByTestId('forgot-tab-phone')).toBeTruthy();
    cleanup();
    const noSms = { ...brandWith('smsVerification'), features: { ...brandWith('smsVerification').features, mobileCodeLogin: false } };
    await openForgotPassword(noSms);
    expect(screen.queryByTestId('forgot-tab-phone')).toBeNull();
  });
});
