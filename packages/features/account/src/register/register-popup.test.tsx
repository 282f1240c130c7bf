import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sampleRegisterSettings, sampleSessionIssued, startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { checkAffiliate, getRegisterSettings, register, registerMobile, type RegisterSecret } from '@croupier/contract';
import { answerAccountBasics, loadBrand, renderAccount } from '../../testing/render-account';
import { RegisterPopup } from './register-popup';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
  answerAccountBasics(platform);
  platform.answer(register, () => ({ value: sampleSessionIssued({ token: 'tok-registered', firstTimeLogin: true }) }));
  platform.answer(registerMobile, () => ({ value: sampleSessionIssued({ token: 'tok-mobile' }) }));
  platform.answer(checkAffiliate, (request) => ({ value: request.query.get('code') === 'GOOD1' }));
});

const field = (name: string) => screen.getByTestId(`register-field-${name}`) as HTMLInputElement;
function type(name: string, value: string) {
  fireEvent.change(field(name), { target: { value } });
}
/** The inline message under a field, found the way a screen reader finds it. */
function errorOf(name: string): string | null {
  const describedBy = field(name).getAttribute('aria-describedby');
  return describedBy ? (document.getElementById(describedBy.split(' ')[0] ?? '')?.textContent ?? null) : null;
}

async function fillValidUsernameForm() {
  await screen.findByTestId('register-field-username');
  await waitFor(() => expect((screen.getByTestId('register-field-mobileNum-dialing-code') as HTMLSelectElement).value).toBe('+880'));
  type('username', 'rahim01');
  type('mobileNum', '01712345678');
  type('verificationCode', '123456');
  type('password', 'Secret#123');
  type('confirmPassword', 'Secret#123');
  fireEvent.click(screen.getByTestId('register-terms'));
  fireEvent.click(screen.getByTestId('register-age'));
}

describe('register popup', () => {
  it('offers a tab per registration method the brand enables', async () => {
    const both = renderAccount(<RegisterPopup />, { platform });
    expect(await screen.findByTestId('register-tab-username')).toBeTruthy();
    expect(screen.getByTestId('register-tab-mobile')).toBeTruthy();
    both.unmount();
    renderAccount(<RegisterPopup />, { platform, brand: loadBrand('northstar') });
    await screen.findByTestId('register-field-username');
    expect(screen.queryByTestId('register-tab-username')).toBeNull();
    expect(screen.queryByTestId('register-tab-mobile')).toBeNull();
  });

  it('checks each field with the server rules before sending anything', async () => {
    renderAccount(<RegisterPopup />, { platform });
    await screen.findByTestId('register-field-username');
    type('username', '1abc');
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(errorOf('username')).toBe('Must be 6 to 16 characters: a letter first, then letters and digits'));
    expect(errorOf('password')).toBe('This field cannot be empty');
    expect(errorOf('confirmPassword')).toBe('This field cannot be empty');
    expect(errorOf('verificationCode')).toBe('This field cannot be empty');
    expect(errorOf('email')).toBeNull();
    expect(platform.requestsFor(register)).toHaveLength(0);
  });

  it('says the two passwords are inconsistent when the confirmation differs', async () => {
    renderAccount(<RegisterPopup />, { platform });
    await fillValidUsernameForm();
    type('confirmPassword', 'Secret#124');
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(errorOf('confirmPassword')).toBe('The two passwords are inconsistent'));
    expect(platform.requestsFor(register)).toHaveLength(0);
  });

  it('asks for the terms and the age confirmation inline', async () => {
    renderAccount(<RegisterPopup />, { platform });
    await fillValidUsernameForm();
    fireEvent.click(screen.getByTestId('register-terms'));
    fireEvent.click(screen.getByTestId('register-age'));
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('register-terms-error')).textContent).toBe('Please read and accept the terms and conditions');
    expect(screen.getByTestId('register-age-error').textContent).toBe('You must be 18 or older to create an account');
    expect(platform.requestsFor(register)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('register-terms'));
    expect(screen.queryByTestId('register-terms-error')).toBeNull();
  });

  it('stops at a wrong affiliate code with the invitation-code warning', async () => {
    renderAccount(<RegisterPopup />, { platform });
    await fillValidUsernameForm();
    type('affiliateCode', 'BAD99');
    fireEvent.click(screen.getByTestId('register-submit'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByTestId('register-affiliate-warning').textContent).toBe('The invitation code is not valid. Please check it, or leave it empty.');
    expect(platform.requestsFor(checkAffiliate)[0]?.query.get('code')).toBe('BAD99');
    expect(platform.requestsFor(register)).toHaveLength(0);
  });

  it('registers with a good affiliate code, sealed, then logs in and goes home', async () => {
    const { record } = renderAccount(<RegisterPopup />, { platform, path: '/register' });
    await fillValidUsernameForm();
    type('affiliateCode', 'GOOD1');
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(record.sessions.map((issued) => issued.token)).toEqual(['tok-registered']));
    const secret = platform.requestsFor(register)[0]?.secret as RegisterSecret;
    expect(secret).toMatchObject({
      username: 'rahim01',
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
      mobileNum: '01712345678',
      countryDialingCode: '+880',
      verificationCode: '123456',
      affiliateCode: 'GOOD1',
      registerMethod: 'WEB',
      termsAccepted: true,
      ageConfirmed: true,
    });
    expect(secret.email).toBeUndefined();
    expect(record.closedPopups).toBe(1);
    await waitFor(() => expect(record.pathname).toBe('/'));
  });

  it('fills in the code of an agent\'s invite link, and keeps it for the rest of the visit', async () => {
    sessionStorage.clear();
    const first = renderAccount(<RegisterPopup />, { platform, path: '/register?aff=GOOD1' });
    await fillValidUsernameForm();
    expect(field('affiliateCode').value).toBe('GOOD1');
    first.unmount();
    // opened later from a page without the link: the code is still there
    renderAccount(<RegisterPopup />, { platform, path: '/' });
    await fillValidUsernameForm();
    expect(field('affiliateCode').value).toBe('GOOD1');
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(platform.requestsFor(register)).toHaveLength(1));
    expect((platform.requestsFor(register)[0]?.secret as RegisterSecret).affiliateCode).toBe('GOOD1');
    sessionStorage.clear();
  });

  it('registers by mobile with the mobile number as the username', async () => {
    const { record } = renderAccount(<RegisterPopup />, { platform });
    fireEvent.click(await screen.findByTestId('register-tab-mobile'));
    await waitFor(() => expect((screen.getByTestId('register-field-mobileNum-dialing-code') as HTMLSelectElement).value).toBe('+880'));
    expect(screen.queryByTestId('register-field-username')).toBeNull();
    type('mobileNum', '01812345678');
    type('verificationCode', '123456');
    type('password', 'Secret#123');
    type('confirmPassword', 'Secret#123');
    fireEvent.click(screen.getByTestId('register-terms'));
    fireEvent.click(screen.getByTestId('register-age'));
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(record.sessions.map((issued) => issued.token)).toEqual(['tok-mobile']));
    expect(platform.requestsFor(registerMobile)[0]?.secret).toMatchObject({ username: '01812345678', mobileNum: '01812345678' });
  });

  it('shows the fields the settings switch on, and requires those they mark required', async () => {
    platform.answer(getRegisterSettings, () => ({
      value: sampleRegisterSettings({ payeeName: { visible: true, required: true }, wechat: { visible: true, required: false }, email: { visible: false } }),
    }));
    renderAccount(<RegisterPopup />, { platform });
    await fillValidUsernameForm();
    expect(screen.queryByTestId('register-field-email')).toBeNull();
    expect(screen.getByTestId('register-field-wechat')).toBeTruthy();
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(errorOf('payeeName')).toBe('This field cannot be empty'));
    expect(errorOf('wechat')).toBeNull();
  });

  it('puts the server answer about a field beside that field', async () => {
    platform.answer(register, () => ({
      failure: { code: 'VALIDATION_FAILED', message: 'invalid', fields: [{ field: 'secret.email', message: 'This email is not accepted' }] },
    }));
    renderAccount(<RegisterPopup />, { platform });
    await fillValidUsernameForm();
    type('email', 'rahim@example.com');
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(errorOf('email')).toBe('This email is not accepted'));
    expect(screen.getByTestId('register-error').textContent).toBe('Please correct the marked fields.');
  });

  it('puts a taken username beside the username', async () => {
    platform.answer(register, () => ({ failure: { code: 'USERNAME_TAKEN', message: 'taken' } }));
    renderAccount(<RegisterPopup />, { platform });
    await fillValidUsernameForm();
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(errorOf('username')).toBe('This username is already taken. Please choose another.'));
  });
});
