import { describe, expect, it } from 'vitest';
import type { Brand } from '@croupier/brand-config';
import { messagingVariablesFrom } from '../../config';
import { REPO_BRANDS, repoBrand } from '../../../testing/test-app';
import { mailSettingsFor } from './settings';

const read = (env: Record<string, string>, brands: readonly Brand[] = REPO_BRANDS) => mailSettingsFor(brands, messagingVariablesFrom(env));

describe('mail settings', () => {
  it('keeps every brand on the outbox when no SMTP server is set', () => {
    expect([...read({ MAIL_FROM: 'no-reply@example.com' }).values()].every((each) => each === null)).toBe(true);
  });

  it('sends every brand through the shared server, from no-reply at its own domain under its name', () => {
    const settings = read({ SMTP_URL: 'smtp://mailer:secret@mail.example.com:587' });
    expect(settings.get('SHONALI')).toEqual({ url: 'smtp://mailer:secret@mail.example.com:587', from: { name: 'Shonali', address: 'no-reply@shonali.example' }, variable: 'SMTP_URL' });
    expect(settings.get('NORTHSTAR')).toMatchObject({ from: { name: 'Northstar', address: 'no-reply@northstar.example' } });
  });

  it('lets one brand have its own server and sender', () => {
    const settings = read({ SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: 'support@example.com', SMTP_URL_SHONALI: 'smtps://shonali:pw@smtp.shonali.example:465', MAIL_FROM_SHONALI: '"Shonali Support" <help@shonali.example>' });
    expect(settings.get('SHONALI')).toEqual({ url: 'smtps://shonali:pw@smtp.shonali.example:465', from: { name: 'Shonali Support', address: 'help@shonali.example' }, variable: 'SMTP_URL_SHONALI' });
    expect(settings.get('NORTHSTAR')).toEqual({ url: 'smtp://mail.example.com', from: { name: 'Northstar', address: 'support@example.com' }, variable: 'SMTP_URL' });
    const onlyOne = read({ SMTP_URL_NORTHSTAR: 'smtp://mail.example.com' });
    expect(onlyOne.get('SHONALI')).toBeNull();
    expect(onlyOne.get('NORTHSTAR')).toMatchObject({ variable: 'SMTP_URL_NORTHSTAR' });
  });

  it('refuses what would not send: no SMTP URL, a bad sender, no sender at all, a suffix that is no merchant code', () => {
    expect(() => read({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL must start with smtp:\/\/ or smtps:\/\//);
    expect(() => read({ SMTP_URL: 'mail.example.com' })).toThrow(/SMTP_URL must be an SMTP address/);
    expect(() => read({ SMTP_URL: 'smtp://mail.example.com', MAIL_FROM_SHONALI: 'not an address' })).toThrow(/MAIL_FROM_SHONALI must be an address such as no-reply@shonali\.example/);
    expect(() => read({ MAIL_FROM_SHONALI: 'help@shonali.example' })).toThrow(/MAIL_FROM_SHONALI is set but brand shonali has no SMTP server/);
    const noDomain = { ...repoBrand('shonali'), domains: [] };
    expect(() => read({ SMTP_URL: 'smtp://mail.example.com' }, [noDomain])).toThrow(/no sender address\. Fix: set MAIL_FROM_SHONALI/);
    expect(() => read({ SMTP_URL_NORTH: 'smtp://mail.example.com' })).toThrow(/SMTP_URL_NORTH names no brand's merchant code/);
  });
});
