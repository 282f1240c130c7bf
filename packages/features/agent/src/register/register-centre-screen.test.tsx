import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleRegisterSettings, startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { createAgentInvite, createDownlineAccount, getAgentInvite, getRegisterSettings, type AgentInvite } from '@croupier/contract';
import { renderAgent } from '../../testing/render-agent';
import { RegisterCentreScreen } from './register-centre-screen';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());

const INVITE: AgentInvite = { affiliateCode: 'AG7K2P', registerPath: '/register?aff=AG7K2P', registerUrl: 'https://shonali.example/register?aff=AG7K2P', affiliateRegistration: true };

beforeEach(() => {
  platform.requests.length = 0;
  platform.answer(getRegisterSettings, () => ({ value: sampleRegisterSettings() }));
  platform.answer(getAgentInvite, () => ({ value: INVITE }));
});

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

function fieldError(testId: string): string | null {
  const input = screen.getByTestId(testId);
  const id = input.getAttribute('aria-describedby')?.split(' ').find((each) => document.getElementById(each)?.getAttribute('role') === 'alert');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('register centre: a new downline', () => {
  it("checks the fields with the brand's register rules and messages before sending anything", async () => {
    renderAgent(<RegisterCentreScreen />, { platform });
    await screen.findByTestId('agent-register-form');
    await waitFor(() => expect(platform.requestsFor(getRegisterSettings)).toHaveLength(1));
    type('agent-register-username', '1abc');
    type('agent-register-password', 'weak');
    type('agent-register-confirm', 'other');
    fireEvent.click(screen.getByTestId('agent-register-submit'));
    // The sample rules: usernames 6 to 16, letter first; strong passwords of 8 to 20.
    await waitFor(() => expect(fieldError('agent-register-username')).toBe('Must be 6 to 16 characters: a letter first, then letters and digits'));
    expect(fieldError('agent-register-password')).toBe('Must be 8 to 20 characters with an uppercase letter, a lowercase letter, a digit and a symbol, and no spaces');
    expect(fieldError('agent-register-confirm')).toBe('The two passwords do not match.');
    expect(platform.requestsFor(createDownlineAccount)).toHaveLength(0);
  });

  it('creates an agent under the agent with its initial password sealed, and says the first login changes it', async () => {
    platform.answer(createDownlineAccount, (request) => {
      const secret = request.secret as { kind: 'player' | 'agent'; username: string };
      return { value: { account: { username: secret.username, type: 2, kind: secret.kind, registeredAt: '2026-11-22T04:00:00.000Z', initialPassword: true as const, affiliateCode: 'NEW123' } } };
    });
    renderAgent(<RegisterCentreScreen />, { platform });
    await screen.findByTestId('agent-register-form');
    fireEvent.click(screen.getByTestId('agent-register-kind-agent'));
    type('agent-register-username', 'subagent1');
    type('agent-register-password', 'Strong#Pass1');
    type('agent-register-confirm', 'Strong#Pass1');
    fireEvent.click(screen.getByTestId('agent-register-submit'));
    expect((await screen.findByTestId('agent-register-created')).textContent).toContain('The agent subagent1 was created');
    const sent = platform.requestsFor(createDownlineAccount)[0];
    expect(sent?.secret).toEqual({ kind: 'agent', username: 'subagent1', password: 'Strong#Pass1', confirmPassword: 'Strong#Pass1' });
    expect(JSON.stringify(sent?.body)).not.toContain('Strong#Pass1');
    expect((screen.getByTestId('agent-register-username') as HTMLInputElement).value).toBe('');
  });

  it('puts a taken username on its field', async () => {
    platform.answer(createDownlineAccount, () => ({ failure: { code: 'USERNAME_TAKEN', message: 'taken' } }));
    renderAgent(<RegisterCentreScreen />, { platform });
    await screen.findByTestId('agent-register-form');
    type('agent-register-username', 'rahim01');
    type('agent-register-password', 'Strong#Pass1');
    type('agent-register-confirm', 'Strong#Pass1');
    fireEvent.click(screen.getByTestId('agent-register-submit'));
    await waitFor(() => expect(fieldError('agent-register-username')).toBe('This username is taken. Choose another.'));
  });
});

describe('register centre: the invite', () => {
  let writeText: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('shows the code and the link, each with a copy button', async () => {
    renderAgent(<RegisterCentreScreen />, { platform });
    expect((await screen.findByTestId('agent-invite-code')).textContent).toBe('AG7K2P');
    // The code and the link are the same in every language: marked not to be translated.
    expect(screen.getByTestId('agent-invite-code').getAttribute('translate')).toBe('no');
    expect(screen.getByTestId('agent-invite-link').getAttribute('translate')).toBe('no');
    expect(screen.getByTestId('agent-invite-link').textContent).toBe('https://shonali.example/register?aff=AG7K2P');
    fireEvent.click(screen.getByTestId('agent-invite-copy-link'));
    await waitFor(() => expect(screen.getByTestId('agent-invite-copy-link').textContent).toBe('Copied'));
    expect(writeText).toHaveBeenCalledWith('https://shonali.example/register?aff=AG7K2P');
  });

  it('tells the agent to copy by hand where the browser refuses', async () => {
    writeText.mockImplementation(() => Promise.reject(new Error('denied')));
    renderAgent(<RegisterCentreScreen />, { platform });
    fireEvent.click(await screen.findByTestId('agent-invite-copy-code'));
    await waitFor(() => expect(screen.getByTestId('agent-invite-copy-code').textContent).toBe('Copy by hand'));
  });

  it('makes the code for an agent that has none', async () => {
    platform.answer(getAgentInvite, () => ({ value: { affiliateCode: null, registerPath: null, registerUrl: null, affiliateRegistration: true } }));
    platform.answer(createAgentInvite, () => ({ value: INVITE }));
    renderAgent(<RegisterCentreScreen />, { platform });
    fireEvent.click(await screen.findByTestId('agent-invite-create'));
    expect((await screen.findByTestId('agent-invite-code')).textContent).toBe('AG7K2P');
    expect(platform.requestsFor(createAgentInvite)).toHaveLength(1);
  });
});
