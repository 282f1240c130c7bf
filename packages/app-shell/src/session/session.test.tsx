import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sampleMemberInfo, sampleSessionIssued, startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { freePlayLogin, getBalance, getDepositChannels, getDeposits, getMemberInfo, login, logout } from '@croupier/contract';
import { STORAGE_KEYS } from '../preferences/storage-keys';
import { sampleBalance } from '../../testing/fixtures';
import { answerStartCalls, loadTestBrand, renderApp } from '../../testing/render-app';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
  // The features and the account popup load on demand; load them once up front so no test pays for
  // their first transform (on a busy machine that alone outlasted the first test's wait for the popup).
  await Promise.all([import('@croupier/feature-account'), import('@croupier/feature-games'), import('@croupier/feature-wallet'), import('../popups/account-popup')]);
}, 120_000);
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
  answerStartCalls(platform);
  platform.answer(logout, () => ({ value: { loggedOut: true as const } }));
});

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

async function openAccountMenu() {
  fireEvent.click(await screen.findByTestId('header-account-menu'));
  return screen.getByTestId('header-account-menu-panel');
}

const menuKeys = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('menuitem')
    .map((item) => item.dataset.testid?.replace('header-menu-', ''));

describe('logging in through the shell', () => {
  it('keeps the token in sessionStorage, closes the popup, greets the member and shows the member header', async () => {
    platform.answer(login, () => ({ value: sampleSessionIssued({ token: 'tok-shell' }) }));
    const { router } = renderApp('/login', { platform });
    await screen.findByTestId('login-username');
    type('login-username', 'rahim01');
    type('login-password', 'Secret#123');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('popup-after-login')).toBeTruthy();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.token)).toBe('tok-shell');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(screen.getByTestId('header-nickname').textContent).toBe('Rahim'));
    expect(screen.queryByTestId('popup-login')).toBeNull();
  });

  it('opens the forced change-password popup and will not let it go, even after a reload', async () => {
    platform.answer(login, () => ({ value: sampleSessionIssued({ token: 'tok-initial', initialPassword: true }) }));
    const first = renderApp('/login', { platform });
    await screen.findByTestId('login-username');
    type('login-username', 'rahim01');
    type('login-password', 'Initial#1');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('popup-change-password')).dataset.forced).toBe('true');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.passwordChangeRequired)).toBe('1');
    first.context.stores.popup.getState().openPopup('register');
    expect(first.context.stores.popup.getState().open).toBe('changePassword');
    first.unmount();

    renderApp('/', { platform });
    expect((await screen.findByTestId('popup-change-password')).dataset.forced).toBe('true');
  });

  it('opens the forced change-password popup when the server holds a handed-over session to a password change', async () => {
    platform.answer(getBalance, () => ({ failure: { code: 'PASSWORD_CHANGE_REQUIRED', message: 'change it first' } }));
    renderApp('/', { platform, search: '?token=tok-owing' });
    expect((await screen.findByTestId('popup-change-password')).dataset.forced).toBe('true');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.token)).toBe('tok-owing');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.passwordChangeRequired)).toBe('1');
  });
});

describe('header for a logged-in player', () => {
  it('shows the balance with the currency symbol, and deposit and withdraw', async () => {
    renderApp('/', { platform, search: '?token=tok' });
    const amount = await screen.findByTestId('header-balance-amount');
    await waitFor(() => expect(amount.textContent).toBe('৳১০,২৫০.৫০'));
    expect(screen.queryByTestId('header-balance-demo')).toBeNull();
    expect(screen.getByTestId('header-deposit').getAttribute('href')).toBe('/member?page=depositv2');
    expect(screen.getByTestId('header-withdraw').getAttribute('href')).toBe('/member?page=withdraw');
  });

  it('hides the balance, and remembers that on the next visit', async () => {
    const first = renderApp('/', { platform, search: '?token=tok' });
    await waitFor(() => expect(screen.getByTestId('header-balance-amount').textContent).toBe('৳১০,২৫০.৫০'));
    fireEvent.click(screen.getByTestId('header-balance-toggle'));
    expect(screen.getByTestId('header-balance-amount').textContent).toBe('৳••••••');
    expect(window.localStorage.getItem(STORAGE_KEYS.balanceHidden)).toBe('1');
    first.unmount();

    renderApp('/', { platform, search: '?token=tok' });
    await waitFor(() => expect(screen.getByTestId('header-balance').dataset.state).toBe('ready'));
    expect(screen.getByTestId('header-balance-amount').textContent).toBe('৳••••••');
    fireEvent.click(screen.getByTestId('header-balance-toggle'));
    expect(window.localStorage.getItem(STORAGE_KEYS.balanceHidden)).toBeNull();
    expect(screen.getByTestId('header-balance-amount').textContent).toBe('৳১০,২৫০.৫০');
  });

  it('refreshes the balance on request', async () => {
    renderApp('/', { platform, search: '?token=tok' });
    await waitFor(() => expect(screen.getByTestId('header-balance-amount').textContent).toBe('৳১০,২৫০.৫০'));
    platform.answer(getBalance, () => ({ value: sampleBalance({ balance: 500, wallets: [{ wallet: 'MAIN', name: 'main', balanceMinor: 500 }] }) }));
    fireEvent.click(screen.getByTestId('header-balance-refresh'));
    await waitFor(() => expect(screen.getByTestId('header-balance-amount').textContent).toBe('৳৫.০০'));
    expect(platform.requestsFor(getBalance).every((request) => request.headers.authorization === 'Bearer tok')).toBe(true);
  });

  it('opens the wallet page from the account menu', async () => {
    const { router } = renderApp('/', { platform, search: '?token=tok' });
    await waitFor(() => expect(screen.getByTestId('header-nickname').textContent).toBe('Rahim'));
    fireEvent.click(within(await openAccountMenu()).getByTestId('header-menu-transferFund'));
    await waitFor(() => expect(router.state.location.search).toBe('?page=transferFund'));
    expect((await screen.findByTestId('wallet-total')).textContent).toBe('৳১০,২৫০.৫০');
    expect(screen.getByTestId('wallet-page').closest('[data-screen]')?.getAttribute('data-screen')).toBe('member.transferFund');
  });

  it('opens the deposit page from the header\'s deposit button, loading the cashier on demand', async () => {
    platform.answer(getDepositChannels, () => ({
      value: {
        channels: [
          {
            code: 'BKASH',
            kind: 'MANUAL' as const,
            method: 'MOBILE_WALLET' as const,
            name: 'bKash',
            receivingAccount: { holder: 'Shonali Gaming Ltd', number: '01711-000111' },
            minMinor: 20_000,
            maxMinor: 2_500_000,
            dailyMaxMinor: 5_000_000,
            remainingTodayMinor: 5_000_000,
          },
        ],
        currency: 'BDT',
        scale: 2,
      },
    }));
    platform.answer(getDeposits, () => ({ value: { deposits: [], page: 1, totalPages: 1 } }));
    const { router } = renderApp('/', { platform, search: '?token=tok' });
    fireEvent.click(await screen.findByTestId('header-deposit'));
    await waitFor(() => expect(router.state.location.search).toBe('?page=depositv2'));
    const page = await screen.findByTestId('deposit-page');
    expect(page.closest('[data-screen]')?.getAttribute('data-screen')).toBe('member.depositv2');
    // The brand's currency, in the brand's language.
    expect(within(screen.getByTestId('deposit-channel-BKASH')).getByTestId('deposit-channel-limits').textContent).toBe('প্রতি ডিপোজিটে ৳২০০.০০ থেকে ৳২৫,০০০.০০দিনে সর্বোচ্চ ৳৫০,০০০.০০');
    expect(platform.requestsFor(getDepositChannels).every((request) => request.headers.authorization === 'Bearer tok')).toBe(true);
  });

  it('lists the member entries with the points mall and manual rebate where they are on, and the previous login', async () => {
    renderApp('/', { platform, search: '?token=tok' });
    await waitFor(() => expect(screen.getByTestId('header-nickname').textContent).toBe('Rahim'));
    const panel = await openAccountMenu();
    expect(menuKeys(panel)).toEqual([
      'bettingRecord',
      'accountRecord',
      'personalProfit',
      'rewardCentre',
      'pointsMall',
      'securityCentre',
      'transferFund',
      'manualRebate',
      'change-password',
      'sign-out',
    ]);
    expect(screen.getByTestId('header-menu-previous-login').textContent).toBe('আগের লগ ইন: ২০ নভে, ২০২৬, ৮:৩০ অপরাহ্ণ');
  });

  it('gives agents the agent centre, and leaves out the entries a brand switches off', async () => {
    platform.answer(getMemberInfo, () => ({ value: sampleMemberInfo({ type: 2, isAgent: true }) }));
    renderApp('/', { platform, search: '?token=tok', brand: loadTestBrand('northstar') });
    await waitFor(() => expect(screen.getByTestId('header-nickname').textContent).toBe('Rahim'));
    const panel = await openAccountMenu();
    await waitFor(() =>
      expect(menuKeys(panel)).toEqual(['bettingRecord', 'accountRecord', 'personalProfit', 'rewardCentre', 'securityCentre', 'transferFund', 'agentCentre', 'change-password', 'sign-out']),
    );
    expect(within(panel).getByTestId('header-role').textContent).toBe('Agent');
  });

  it('opens the change-password popup from the menu, asking the old password only of an account that has one', async () => {
    platform.answer(getMemberInfo, () => ({ value: sampleMemberInfo({ hasPassword: false }) }));
    renderApp('/', { platform, search: '?token=tok' });
    await waitFor(() => expect(screen.getByTestId('header-nickname').textContent).toBe('Rahim'));
    fireEvent.click(within(await openAccountMenu()).getByTestId('header-menu-change-password'));
    expect(await screen.findByTestId('change-password-new')).toBeTruthy();
    expect(screen.queryByTestId('change-password-old')).toBeNull();
  });

  it('signs out: tells the server, clears sessionStorage but keeps the merchant code, and shows the guest header', async () => {
    const { router, context } = renderApp('/member', { platform, search: '?token=tok-out' });
    window.sessionStorage.setItem('croupier.other', 'x');
    await screen.findByTestId('security-centre');
    const panel = await openAccountMenu();
    fireEvent.click(within(panel).getByTestId('header-menu-sign-out'));
    expect(await screen.findByTestId('header-login')).toBeTruthy();
    expect(platform.requestsFor(logout)[0]?.headers.authorization).toBe('Bearer tok-out');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.sessionStorage.getItem('croupier.other')).toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.merchantCode)).toBe('SHONALI');
    expect(router.state.location.pathname).toBe('/');
    // No later screen may show the member's money.
    expect(context.queryClient.getQueryCache().findAll({ queryKey: [getBalance.name] })).toEqual([]);
  });

  it('ends the session when any call answers NOT_LOGGED_IN', async () => {
    platform.answer(getMemberInfo, () => ({ failure: { code: 'NOT_LOGGED_IN', message: 'expired' } }));
    renderApp('/', { platform, search: '?token=tok-expired' });
    expect(await screen.findByTestId('header-login')).toBeTruthy();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.merchantCode)).toBe('SHONALI');
  });
});

describe('free play and trial players', () => {
  async function startFreePlay() {
    platform.answer(freePlayLogin, () => ({ value: sampleSessionIssued({ token: 'tok-trial', memberType: 4 }) }));
    platform.answer(getMemberInfo, () => ({ value: sampleMemberInfo({ type: 4, isTrial: true, nickname: 'Guest 42' }) }));
    platform.answer(getBalance, () => ({ value: sampleBalance({ demo: true }) }));
    window.sessionStorage.setItem(STORAGE_KEYS.passwordChangeRequired, '1');
    const view = renderApp('/login', { platform });
    fireEvent.click(await screen.findByTestId('login-free-play'));
    await waitFor(() => expect(view.context.stores.session.getState().role).toBe('trial'));
    return view;
  }

  it('logs in as trial, clears the stored cpw value, closes the popup and goes home', async () => {
    const { router, context } = await startFreePlay();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.sessionStorage.getItem(STORAGE_KEYS.passwordChangeRequired)).toBeNull();
    expect(context.stores.popup.getState().open).toBeNull();
    await waitFor(() => expect(screen.getByTestId('header-nickname').textContent).toBe('Guest 42'));
  });

  it('refuses member pages to a trial player with the true-account warning', async () => {
    const { router } = await startFreePlay();
    await router.navigate('/member');
    expect(await screen.findByTestId('trial-warning')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByTestId('security-centre')).toBeNull();
  });

  it('shows a trial player the demo balance, marked as demo', async () => {
    await startFreePlay();
    expect((await screen.findByTestId('header-balance-demo')).textContent).toContain('ডেমো');
    expect(screen.getByTestId('header-balance-amount').textContent).toBe('৳১০,২৫০.৫০');
  });

  it('refuses the wallet page to a trial player with the true-account warning', async () => {
    const { router } = await startFreePlay();
    await router.navigate('/member?page=transferFund');
    expect(await screen.findByTestId('trial-warning')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByTestId('wallet-page')).toBeNull();
  });

  it('refuses real-money games to a trial player with the same warning', async () => {
    const { router } = await startFreePlay();
    await router.navigate('/live');
    fireEvent.click((await screen.findAllByTestId('game-card'))[0] as HTMLElement);
    expect(await screen.findByTestId('trial-warning')).toBeTruthy();
    expect(screen.queryByTestId('popup-game')).toBeNull();
  });
});

describe('agent portal', () => {
  it('logs an agent in at /agent, shows the back office with the nickname, and signs out back to /agent', async () => {
    platform.answer(login, () => ({ value: sampleSessionIssued({ token: 'tok-agent', memberType: 1 }) }));
    platform.answer(getMemberInfo, () => ({ value: sampleMemberInfo({ type: 1, isAgent: true, nickname: 'Agent Smith' }) }));
    const { router } = renderApp('/agent', { platform });
    await screen.findByTestId('agent-login-username');
    type('agent-login-username', 'agent007');
    type('agent-login-password', 'Secret#123');
    fireEvent.click(screen.getByTestId('agent-login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome'));
    expect((await screen.findByTestId('agent-home-nickname')).textContent).toBe('Agent Smith');
    fireEvent.click(screen.getByTestId('agent-home-sign-out'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent'));
    expect(window.sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(await screen.findByTestId('agent-login-username')).toBeTruthy();
  });

  it('shows a non-agent the non-agent message and keeps them at /agent', async () => {
    platform.answer(login, () => ({ failure: { code: 'NON_AGENT', message: 'no' } }));
    const { router } = renderApp('/agent', { platform });
    await screen.findByTestId('agent-login-username');
    type('agent-login-username', 'rahim01');
    type('agent-login-password', 'Secret#123');
    fireEvent.click(screen.getByTestId('agent-login-submit'));
    expect((await screen.findByTestId('agent-login-error')).textContent).toBe('শুধুমাত্র এজেন্টরা এজেন্ট এলাকায় লগ ইন করতে পারেন।');
    expect(router.state.location.pathname).toBe('/agent');
  });
});

describe('reset password link', () => {
  it('keeps the token of /resetPassword for the page instead of starting a session with it', async () => {
    renderApp('/resetPassword', { platform, search: '?token=reset-xyz' });
    expect(await screen.findByTestId('reset-password-new')).toBeTruthy();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(screen.getByTestId('header-login')).toBeTruthy();
  });
});
