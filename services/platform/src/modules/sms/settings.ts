import type { Brand } from '@croupier/brand-config';
import { brandSetting, strayMessagingVariables, type MessagingVariables } from '../../messaging-variables';

/** One brand's account at an SMS provider speaking the HTTP API of http-provider.ts. */
export interface HttpSmsSettings {
  /** the provider's API base, such as https://xxxxx.api.infobip.com (the demo gateway's address in `pnpm start`) */
  url: string;
  apiKey: string;
  /** the sender id the message shows: 3 to 11 letters, digits or spaces, or 3 to 14 digits */
  sender: string;
  /** the variables these came from, for log lines and messages */
  variables: { url: string; apiKey: string };
}

/** Each brand's provider settings by merchant code; null where its SMS go to the outbox. */
export type SmsSettings = ReadonlyMap<string, HttpSmsSettings | null>;

export interface SmsSettingsOptions {
  production: boolean;
  /** whether a brand's flags have it send codes (brandSendsSms): in production such a brand must have a provider */
  sendsSms: (brand: Brand) => boolean;
}

const SENDER = /^(?=.*[A-Za-z])[A-Za-z0-9 ]{3,11}$|^\d{3,14}$/;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The sender id a brand gets when none is set: its name's letters, digits and spaces, cut to 11. */
export function defaultSender(brand: Brand): string {
  const name = brand.displayName.replace(/[^A-Za-z0-9 ]/g, '').trim().slice(0, 11).trim();
  return SENDER.test(name) ? name : brand.merchantCode.slice(0, 11);
}

function providerUrl(text: string, variable: string, production: boolean): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${variable} must be the provider's API address, such as https://xxxxx.api.infobip.com, got "${text}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${variable} must be an http(s) address, got "${text}"`);
  // The API key travels in a header: in production only over https, or to a relay on this machine.
  if (production && url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    throw new Error(`${variable} is "${text}": in production the API key goes only over https. Fix: use the provider's https address`);
  }
  return url.toString().replace(/\/+$/, '');
}

function settingsOf(brand: Brand, variables: MessagingVariables, production: boolean): HttpSmsSettings | null {
  const code = brand.merchantCode;
  const url = brandSetting(variables, 'SMS_PROVIDER_URL', code);
  const apiKey = brandSetting(variables, 'SMS_API_KEY', code);
  const sender = brandSetting(variables, 'SMS_SENDER', code);
  if (!url && !apiKey) {
    if (sender) throw new Error(`${sender.variable} is set but brand ${brand.code} has no SMS provider. Fix: set SMS_PROVIDER_URL_${code} and SMS_API_KEY_${code} (or SMS_PROVIDER_URL and SMS_API_KEY), or unset ${sender.variable}`);
    return null;
  }
  if (!url) throw new Error(`${apiKey?.variable} is set but brand ${brand.code} has no SMS provider address. Fix: set SMS_PROVIDER_URL_${code} (or SMS_PROVIDER_URL for every brand)`);
  if (!apiKey) throw new Error(`${url.variable} is set but brand ${brand.code} has no SMS API key. Fix: set SMS_API_KEY_${code} (or SMS_API_KEY for every brand)`);
  if (sender && !SENDER.test(sender.value)) throw new Error(`${sender.variable} must be 3 to 11 letters, digits or spaces, or 3 to 14 digits, got "${sender.value}"`);
  return {
    url: providerUrl(url.value, url.variable, production),
    apiKey: apiKey.value,
    sender: sender?.value ?? defaultSender(brand),
    variables: { url: url.variable, apiKey: apiKey.variable },
  };
}

/**
 * Each brand's SMS provider from the environment (SMS_PROVIDER_URL, SMS_API_KEY, SMS_SENDER, each
 * also with a _<MERCHANT CODE> suffix for one brand). A brand with none writes to the outbox. In
 * production a brand whose flags send codes must have one: the start is refused, naming the brand and
 * the variables, rather than codes going where no player can read them.
 */
export function smsSettingsFor(brands: readonly Brand[], variables: MessagingVariables, options: SmsSettingsOptions): SmsSettings {
  const stray = strayMessagingVariables(variables, brands.map((brand) => brand.merchantCode)).filter((name) => name.startsWith('SMS_'));
  if (stray.length > 0) throw new Error(`${stray.join(', ')} ${stray.length === 1 ? 'names' : 'name'} no brand's merchant code (${brands.map((brand) => brand.merchantCode).join(', ')}). Fix: end the name with a merchant code, or drop the suffix to serve every brand`);
  const settings = new Map(brands.map((brand) => [brand.merchantCode, settingsOf(brand, variables, options.production)] as const));
  if (options.production) {
    const missing = brands.filter((brand) => settings.get(brand.merchantCode) === null && options.sendsSms(brand));
    if (missing.length > 0) {
      const lines = missing.map(
        (brand) => `  brands/${brand.code}.json (${brand.merchantCode}) sends SMS codes. Fix: set SMS_PROVIDER_URL_${brand.merchantCode} and SMS_API_KEY_${brand.merchantCode}, or turn off smsVerification, mobileCodeLogin and mobileRegistration`,
      );
      throw new Error(`no SMS provider is set for ${missing.length === 1 ? 'a brand that sends' : 'brands that send'} SMS codes, and in production they would reach no one:\n${lines.join('\n')}\n(SMS_PROVIDER_URL and SMS_API_KEY without a suffix serve every brand.)`);
    }
  }
  return settings;
}
