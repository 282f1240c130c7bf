import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sampleMemberInfo, startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { getMemberInfo, getTransferTargets } from '@croupier/contract';
import { answerStartCalls, renderApp } from '../../testing/render-app';

const WALLET = { availableMinor: 1_000_000, currency: 'BDT', currencySymbol: '৳', scale: 2, hasPaymentPassword: true };

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
  // The transfers load on demand; load them once up front so no test pays for their first transform.
  await import('@croupier/feature-tree-transfers');
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
  answerStartCalls(platform);
});

const screenOf = (element: HTMLElement) => element.closest('[data-screen]')?.getAttribute('data-screen');

describe('the transferUpline member page', () => {
  it('shows a member the upline, loaded on demand', async () => {
    platform.answer(getTransferTargets, () => ({ value: { role: 'member' as const, upline: { username: 'demo_agent' }, ...WALLET } }));
    renderApp('/member', { platform, search: '?token=tok&page=transferUpline' });
    const page = await screen.findByTestId('transfers-page');
    expect(screenOf(page)).toBe('member.transferUpline');
    expect(screen.getByTestId('transfers-upline-name').textContent).toBe('demo_agent');
    expect(screen.queryByTestId('coming-soon')).toBeNull();
    await waitFor(() => expect(platform.requestsFor(getTransferTargets)[0]?.headers.authorization).toBe('Bearer tok'));
  });

  it('shows an agent the downline form', async () => {
    platform.answer(getMemberInfo, () => ({ value: sampleMemberInfo({ type: 1, isAgent: true }) }));
    platform.answer(getTransferTargets, () => ({ value: { role: 'agent' as const, ...WALLET } }));
    renderApp('/member', { platform, search: '?token=tok&page=transferUpline' });
    expect((await screen.findByTestId('transfers-form')).dataset.direction).toBe('downline');
    expect(screen.getByTestId('transfers-username')).toBeTruthy();
  });
});
