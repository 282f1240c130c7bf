import { describe, expect, it } from 'vitest';
import type { Brand } from '@croupier/brand-config';
import { messagingVariablesFrom, readServerConfig } from '../../config';
import { REPO_BRANDS, repoBrand } from '../../../testing/test-app';
import { brandSendsSms } from '../accounts';
import { defaultSender, smsSettingsFor } from './settings';

const KEY = 'k'.repeat(40);
const read = (env: Record<string, string>, production = false, brands: readonly Brand[] = REPO_BRANDS) =>
  smsSettingsFor(brands, messagingVariablesFrom(env), { production, sendsSms: brandSendsSms });

describe('SMS provider settings', () => {
  it('keeps every brand on the outbox when nothing is set, outside production', () => {
    const settings = read({});
    expect([...settings.values()].every((each) => each === null)).toBe(true);
    expect(readServerConfig({ SMS_API_KEY: ` ${KEY} `, SMS_GATEWAY_PORT: '8083', PATH: '/bin', SMTP_URL: '' }).messaging).toEqual({ SMS_API_KEY: KEY });
  });

  it('gives every brand the shared provider, each under its own name', () => {
    const settings = read({ SMS_PROVIDER_URL: 'https://api.example-sms.com/', SMS_API_KEY: KEY });
    expect(settings.get('SHONALI')).toEqual({ url: 'https://api.example-sms.com', apiKey: KEY, sender: 'Shonali', variables: { url: 'SMS_PROVIDER_URL', apiKey: 'SMS_API_KEY' } });
    expect(settings.get('NORTHSTAR')).toMatchObject({ url: 'https://api.example-sms.com', sender: 'Northstar' });
  });

  it('lets one brand have its own provider, key or sender, the rest keeping the shared ones', () => {
    const settings = read({
      SMS_PROVIDER_URL: 'https://api.example-sms.com',
      SMS_API_KEY: KEY,
      SMS_API_KEY_SHONALI: 'shonali-own-key',
      SMS_SENDER_SHONALI: 'SHONALI BD',
      SMS_PROVIDER_URL_NORTHSTAR: 'https://northstar.sms.example/v2',
    });
    expect(settings.get('SHONALI')).toEqual({ url: 'https://api.example-sms.com', apiKey: 'shonali-own-key', sender: 'SHONALI BD', variables: { url: 'SMS_PROVIDER_URL', apiKey: 'SMS_API_KEY_SHONALI' } });
    expect(settings.get('NORTHSTAR')).toMatchObject({ url: 'https://northstar.sms.example/v2', apiKey: KEY, sender: 'Northstar' });
  });

  it('serves only the brand named when only its variables are set', () => {
    const settings = read({ SMS_PROVIDER_URL_SHONALI: 'https://api.example-sms.com', SMS_API_KEY_SHONALI: KEY });
    expect(settings.get('SHONALI')).toMatchObject({ apiKey: KEY });
    expect(settings.get('NORTHSTAR')).toBeNull();
  });

  it('refuses half a setting, a sender id no provider takes and a suffix that is no merchant code', () => {
    expect(() => read({ SMS_API_KEY: KEY })).toThrow(/SMS_API_KEY is set but brand \w+ has no SMS provider address\. Fix: set SMS_PROVIDER_URL_/);
    expect(() => read({ SMS_PROVIDER_URL_SHONALI: 'https://api.example-sms.com' })).toThrow(/no SMS API key\. Fix: set SMS_API_KEY_SHONALI/);
    expect(() => read({ SMS_SENDER_SHONALI: 'Shonali' })).toThrow(/SMS_SENDER_SHONALI is set but brand shonali has no SMS provider/);
    expect(() => read({ SMS_PROVIDER_URL: 'https://api.example-sms.com', SMS_API_KEY: KEY, SMS_SENDER: 'Shonali Casino Club' })).toThrow(/SMS_SENDER must be 3 to 11/);
    expect(() => read({ SMS_PROVIDER_URL: 'api.example-sms.com', SMS_API_KEY: KEY })).toThrow(/SMS_PROVIDER_URL must be the provider's API address/);
    expect(() => read({ SMS_PROVIDER_URL: 'ftp://api.example-sms.com', SMS_API_KEY: KEY })).toThrow(/SMS_PROVIDER_URL must be an http\(s\) address/);
    expect(() => read({ SMS_API_KEY_SHONAL: KEY })).toThrow(/SMS_API_KEY_SHONAL names no brand's merchant code \(.*SHONALI.*\)/);
  });

  it('takes a sender id from the brand name, as providers allow them', () => {
    expect(defaultSender(repoBrand('shonali'))).toBe('Shonali');
    expect(defaultSender({ ...repoBrand('shonali'), displayName: 'শোনালি' })).toBe('SHONALI');
    expect(defaultSender({ ...repoBrand('shonali'), displayName: 'Lucky Star Casino & Sports' })).toBe('Lucky Star');
  });

  describe('in production', () => {
    it('refuses to start while a brand that sends codes has no provider, naming the brand and the variables', () => {
      const attempt = () => read({}, true);
      expect(attempt).toThrow(/brands\/shonali\.json \(SHONALI\) sends SMS codes\. Fix: set SMS_PROVIDER_URL_SHONALI and SMS_API_KEY_SHONALI/);
      // Northstar sends no codes, so it is not named.
      expect(attempt).not.toThrow(/northstar/);
      expect(() => read({ SMS_PROVIDER_URL_NORTHSTAR: 'https://api.example-sms.com', SMS_API_KEY_NORTHSTAR: KEY }, true)).toThrow(/SHONALI/);
    });

    it('starts once such a brand has one, its own or the shared one', () => {
      expect(read({ SMS_PROVIDER_URL_SHONALI: 'https://api.example-sms.com', SMS_API_KEY_SHONALI: KEY }, true).get('SHONALI')).toMatchObject({ apiKey: KEY });
      expect(read({ SMS_PROVIDER_URL: 'https://api.example-sms.com', SMS_API_KEY: KEY }, true).get('NORTHSTAR')).toMatchObject({ apiKey: KEY });
    });

    it('sends the key only over https, or to this machine', () => {
      expect(() => read({ SMS_PROVIDER_URL: 'http://api.example-sms.com', SMS_API_KEY: KEY }, true)).toThrow(/in production the API key goes only over https/);
      expect(read({ SMS_PROVIDER_URL: 'http://127.0.0.1:8083', SMS_API_KEY: KEY }, true).get('SHONALI')).toMatchObject({ url: 'http://127.0.0.1:8083' });
      expect(read({ SMS_PROVIDER_URL: 'http://api.example-sms.com', SMS_API_KEY: KEY }).get('SHONALI')).toMatchObject({ url: 'http://api.example-sms.com' });
    });
  });
});
