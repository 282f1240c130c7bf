import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleMemberInfo, startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { getMemberInfo } from '@croupier/contract';
import { TrialWarningDialog } from '../trial/trial-warning-dialog';
import { answerAccountBasics, renderAccount } from '../../testing/render-account';
import { AfterLoginModal } from './after-login-modal';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
  answerAccountBasics(platform);
});
afterAll(() => platform.close());

describe('after-login modal', () => {
  it('greets the member by nickname with the previous login time, from freshly loaded member info', async () => {
    platform.answer(getMemberInfo, () => ({ value: sampleMemberInfo({ nickname: 'Karim', previousLoginAt: '2026-11-20T14:30:00.000Z' }) }));
    renderAccount(<AfterLoginModal />, { platform, token: 'tok' });
    expect(await screen.findByText('Welcome back, Karim')).toBeTruthy();
    expect(screen.getByTestId('after-login-previous').textContent).toBe('Your previous login: Nov 20, 2026, 8:30 PM');
  });
});

describe('trial warning', () => {
  it('says a true account is needed, in Bengali too', async () => {
    renderAccount(<TrialWarningDialog />, { platform, token: 'tok', language: 'bn' });
    expect(await screen.findByText('আসল অ্যাকাউন্ট প্রয়োজন')).toBeTruthy();
    expect(screen.getByTestId('trial-warning')).toBeTruthy();
  });
});
