import type { Brand } from '@croupier/brand-config';
import { brandSetting, strayMessagingVariables, type MessagingVariables } from '../../messaging-variables';

/** One brand's SMTP server and sender. */
export interface SmtpSettings {
  /** smtp://user:password@host:587 (STARTTLS when offered) or smtps://…:465; nodemailer reads its options from it */
  url: string;
  from: { name: string; address: string };
  /** the variable the URL came from, for log lines */
  variable: string;
}

/** Each brand's SMTP settings by merchant code; null where its mail goes to the outbox. */
export type MailSettings = ReadonlyMap<string, SmtpSettings | null>;

const ADDRESS = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

function smtpUrl(text: string, variable: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${variable} must be an SMTP address such as smtp://user:password@mail.example.com:587, got a value that is not a URL`);
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error(`${variable} must start with smtp:// or smtps://, got ${url.protocol}//`);
  if (url.hostname === '') throw new Error(`${variable} names no host. Fix: write it like smtp://user:password@mail.example.com:587`);
  return text;
}

/** "Shonali <no-reply@shonali.example>" or a bare address, which takes the brand's name. */
function fromOf(brand: Brand, text: string, variable: string): SmtpSettings['from'] {
  const named = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(text);
  const name = named ? named[1]?.trim() || brand.displayName : brand.displayName;
  const address = (named ? named[2] : text)?.trim() ?? '';
  if (!ADDRESS.test(address)) throw new Error(`${variable} must be an address such as no-reply@${brand.domains[0] ?? 'example.com'} or "${brand.displayName} <no-reply@…>", got "${text}"`);
  return { name, address };
}

function settingsOf(brand: Brand, variables: MessagingVariables): SmtpSettings | null {
  const code = brand.merchantCode;
  const url = brandSetting(variables, 'SMTP_URL', code);
  const from = brandSetting(variables, 'MAIL_FROM', code);
  if (!url) {
    if (from && from.variable !== 'MAIL_FROM') throw new Error(`${from.variable} is set but brand ${brand.code} has no SMTP server. Fix: set SMTP_URL_${code} (or SMTP_URL for every brand), or unset ${from.variable}`);
    return null;
  }
  const domain = brand.domains[0];
  if (!from && domain === undefined) throw new Error(`brand ${brand.code} has an SMTP server (${url.variable}) but no sender address. Fix: set MAIL_FROM_${code} (or MAIL_FROM), or give the brand a domain in brands/${brand.code}.json`);
  return {
    url: smtpUrl(url.value, url.variable),
    from: from ? fromOf(brand, from.value, from.variable) : { name: brand.displayName, address: `no-reply@${domain}` },
    variable: url.variable,
  };
}

/**
 * Each brand's SMTP server from the environment (SMTP_URL and MAIL_FROM, each also with a
 * _<MERCHANT CODE> suffix for one brand). Without MAIL_FROM a brand sends as no-reply@ its first
 * domain, under its name. A brand with no server writes to the outbox (outside production).
 */
export function mailSettingsFor(brands: readonly Brand[], variables: MessagingVariables): MailSettings {
  const stray = strayMessagingVariables(variables, brands.map((brand) => brand.merchantCode)).filter((name) => !name.startsWith('SMS_'));
  if (stray.length > 0) throw new Error(`${stray.join(', ')} ${stray.length === 1 ? 'names' : 'name'} no brand's merchant code (${brands.map((brand) => brand.merchantCode).join(', ')}). Fix: end the name with a merchant code, or drop the suffix to serve every brand`);
  return new Map(brands.map((brand) => [brand.merchantCode, settingsOf(brand, variables)] as const));
}
