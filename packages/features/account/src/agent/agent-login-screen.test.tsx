import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sampleSessionIssued, startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { login } from '@croupier/contract';
import { answerAccountBasics, renderAccount } from '../../testing/render-account';
import { AgentLoginScreen } from './agent-login-screen';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
  answerAccountBasics(platform);
});

async function logIn() {
  fireEvent.change(await screen.findByTestId('agent-login-username'), { target: { value: 'agent007' } });
  fireEvent.change(screen.getByTestId('agent-login-password'), { target: { value: 'Secret#123' } });
  fireEvent.click(screen.getByTestId('agent-login-submit'));
}

describe('agent portal login', () => {
  it('logs an agent in through the agent door and goes to the back office', async () => {
    platform.answer(login, () => ({ value: sampleSessionIssued({ token: 'tok-agent', memberType: 41 }) }));
    const { record } = renderAccount(<AgentLoginScreen />, { platform, path: '/agent' });
    await logIn();
    await waitFor(() => expect(record.pathname).toBe('/agentHome'));
    expect(platform.requestsFor(login)[0]?.secret).toMatchObject({ type: 'username', area: 'agent', username: 'agent007' });
    expect(record.sessions.map((issued) => issued.token)).toEqual(['tok-agent']);
    expect(record.popups.map((popup) => popup.name)).toEqual(['afterLogin']);
  });

  it('refuses a non-agent with the non-agent message, as the server says', async () => {
    platform.answer(login, () => ({ failure: { code: 'NON_AGENT', message: 'not an agent' } }));
    const { record } = renderAccount(<AgentLoginScreen />, { platform, path: '/agent' });
    await logIn();
    expect((await screen.findByTestId('agent-login-error')).textContent).toBe('Only agents can log in to the agent area.');
    expect(record.pathname).toBe('/agent');
  });

  it('keeps no session a server issued to a player at the agent door', async () => {
    platform.answer(login, () => ({ value: sampleSessionIssued({ memberType: 0 }) }));
    const { record } = renderAccount(<AgentLoginScreen />, { platform, path: '/agent', language: 'bn' });
    await logIn();
    expect((await screen.findByTestId('agent-login-error')).textContent).toBe('শুধুমাত্র এজেন্টরা এজেন্ট এলাকায় লগ ইন করতে পারেন।');
    expect(record.sessions).toEqual([]);
  });

  it("welcomes an agent's first login to the back office in its own words, never the player's", async () => {
    platform.answer(login, () => ({ value: sampleSessionIssued({ token: 'tok-agent', memberType: 1, firstTimeLogin: true }) }));
    const { record } = renderAccount(<AgentLoginScreen />, { platform, path: '/agent', language: 'bn' });
    await logIn();
    const welcome = await screen.findByTestId('login-welcome-step');
    expect(welcome.textContent).toContain('আপনার এজেন্ট অ্যাকাউন্ট তৈরি।');
    expect(welcome.textContent).not.toContain('খেলুন');
    fireEvent.click(screen.getByTestId('login-welcome-continue'));
    await waitFor(() => expect(record.pathname).toBe('/agentHome'));
  });

  it("changes an agent's initial password on its first login before anything else is said", async () => {
    platform.answer(login, () => ({ value: sampleSessionIssued({ token: 'tok-agent', memberType: 1, firstTimeLogin: true, initialPassword: true }) }));
    const { record } = renderAccount(<AgentLoginScreen />, { platform, path: '/agent' });
    await logIn();
    await waitFor(() => expect(record.popups).toEqual([{ name: 'changePassword', options: { forced: true } }]));
    expect(screen.queryByTestId('login-welcome-step')).toBeNull();
  });

  it('sends a logged-in agent straight on', async () => {
    platform.answer(login, () => ({ value: sampleSessionIssued({ token: 'tok-agent', memberType: 1 }) }));
    const { record } = renderAccount(<AgentLoginScreen />, { platform, path: '/agent' });
    await logIn();
    await waitFor(() => expect(record.pathname).toBe('/agentHome'));
    fireEvent.click(await screen.findByTestId('agent-continue'));
    expect(record.pathname).toBe('/agentHome');
  });
});
