import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { boGetBrands, boLogin, boLogout } from '@croupier/contract';
import { SESSION_STORAGE_KEY } from '../session/session-store';
import { operator } from '../../testing/fixtures';
import { TEST_TOKEN, answerSession, renderConsole } from '../../testing/render-console';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
  answerSession(platform);
  platform.answer(boLogin, (request) => {
    const { username, password } = request.body as { username: string; password: string };
    if (username === 'cashier1' && password === 'Demo@12345') return { value: { token: TEST_TOKEN, operator: operator() } };
    if (username === 'locked') return { failure: { code: 'ACCOUNT_LOCKED', message: 'locked', retryAfterSeconds: 600 } };
    return { failure: { code: 'LOGIN_FAILED', message: 'The username or password is not right' } };
  });
  platform.answer(boLogout, () => ({ value: { loggedOut: true as const } }));
});

const logIn = async (username: string, password: string) => {
  fireEvent.change(await screen.findByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
};

describe('the console login', () => {
  it('sends a visitor without a session to the login, and back to the page they asked for after it', async () => {
    const { router } = renderConsole(platform, '/shonali/members', null);
    await screen.findByRole('heading', { name: 'Operator console' });
    expect(router.state.location.pathname).toBe('/login');
    await logIn(' cashier1 ', 'Demo@12345');
    await screen.findByRole('heading', { name: 'Members · Shonali' });
    expect(router.state.location.pathname).toBe('/shonali/members');
    expect(platform.requestsFor(boLogin)[0]?.body).toEqual({ username: 'cashier1', password: 'Demo@12345' });
    // the session is kept for this tab only, and sent as a bearer token with no brand header
    expect(JSON.parse(window.sessionStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({ token: TEST_TOKEN, operator: { username: 'cashier1' } });
    expect(window.localStorage.length).toBe(0);
    const brands = platform.requestsFor(boGetBrands)[0];
    expect(brands?.headers.authorization).toBe(`Bearer ${TEST_TOKEN}`);
    expect(brands?.headers.merchant).toBeUndefined();
    expect(screen.getByTestId('console-operator').textContent).toBe('Cashier One, cashier');
  });

  it('says why a login was refused, in words', async () => {
    renderConsole(platform, '/login', null);
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter your username and password.');
    expect(platform.requestsFor(boLogin)).toHaveLength(0);
    await logIn('cashier1', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe('The username or password is not right.');
    await logIn('locked', 'whatever');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too many failed logins for this name. Try again in 10 minutes.'));
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('logs out on the platform and here, forgets what it read, and lets the next operator start from the brands', async () => {
    const { router, context } = renderConsole(platform, '/');
    await screen.findByRole('heading', { name: 'Choose a brand' });
    expect((await screen.findAllByTestId('brand-card')).map((card) => card.textContent)).toEqual([expect.stringContaining('Northstar'), expect.stringContaining('Shonali')]);
    expect(screen.getAllByTestId('brand-card')[1]?.textContent).toContain('Second approval above ৳50,000.00');
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await screen.findByRole('button', { name: 'Log in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(platform.requestsFor(boLogout)[0]?.headers.authorization).toBe(`Bearer ${TEST_TOKEN}`);
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(context.queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('does not bring the next operator back to the page the last one logged out from', async () => {
    const { router } = renderConsole(platform, '/shonali/members?search=rahim');
    await screen.findByRole('heading', { name: 'Members · Shonali' });
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await screen.findByRole('button', { name: 'Log in' });
    expect(router.state.location.state).toBeNull();
    await logIn('cashier1', 'Demo@12345');
    await screen.findByRole('heading', { name: 'Choose a brand' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('ends the session when the platform no longer takes its token', async () => {
    platform.answer(boGetBrands, () => ({ failure: { code: 'NOT_LOGGED_IN', message: 'Please log in to the operator console: the session has ended' } }));
    const { router } = renderConsole(platform, '/');
    await screen.findByRole('button', { name: 'Log in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
