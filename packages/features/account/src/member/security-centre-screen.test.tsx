import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sampleMemberInfo, startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { getMemberInfo, setProfileIcon } from '@croupier/contract';
import { answerAccountBasics, renderAccount } from '../../testing/render-account';
import { SecurityCentreScreen } from './security-centre-screen';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
  answerAccountBasics(platform);
});

describe('security centre', () => {
  it('shows the member info and opens the change-password popup', async () => {
    platform.answer(getMemberInfo, () => ({ value: sampleMemberInfo({ nickname: 'Rahim', maskedMobile: '017****678', previousLoginIp: '203.0.113.7' }) }));
    const { record } = renderAccount(<SecurityCentreScreen />, { platform, token: 'tok' });
    expect((await screen.findByTestId('security-nickname')).textContent).toBe('Rahim');
    expect(screen.getByTestId('security-mobile').textContent).toBe('017****678');
    expect(screen.getByTestId('security-previous-ip').textContent).toBe('203.0.113.7');
    fireEvent.click(screen.getByTestId('security-change-password'));
    expect(record.popups).toEqual([{ name: 'changePassword', options: undefined }]);
  });

  it('writes the masked mobile in Bengali digits and keeps the login address as a code, in Bengali', async () => {
    platform.answer(getMemberInfo, () => ({ value: sampleMemberInfo({ nickname: 'রহিম', maskedMobile: '017****678', previousLoginIp: '203.0.113.7' }) }));
    renderAccount(<SecurityCentreScreen />, { platform, token: 'tok', language: 'bn' });
    expect((await screen.findByTestId('security-mobile')).textContent).toBe('০১৭****৬৭৮');
    expect(screen.getByTestId('security-previous-ip').textContent).toBe('203.0.113.7');
    expect(screen.getByTestId('security-previous-ip').getAttribute('translate')).toBe('no');
  });

  it('saves a new profile icon and shows it chosen at once', async () => {
    platform.answer(setProfileIcon, (request) => ({ value: { iconId: (request.body as { iconId: number }).iconId } }));
    renderAccount(<SecurityCentreScreen />, { platform, token: 'tok' });
    const choice = await screen.findByTestId('profile-icon-7');
    expect(choice.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(choice);
    await waitFor(() => expect(screen.getByTestId('profile-icon-7').getAttribute('aria-checked')).toBe('true'));
    expect(screen.getByTestId('profile-icon-3').getAttribute('aria-checked')).toBe('false');
    expect(platform.requestsFor(setProfileIcon)[0]?.body).toEqual({ iconId: 7 });
  });
});
