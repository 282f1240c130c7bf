import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Brand, BrandFeatures, FeatureFlag } from '@croupier/brand-config';
import { GOOD_PASSWORD, authed, createMember, hostOf, latestSmsCode, loginRequest, nextIp, nextMobile, nextUsername, sendSealed } from '../../../testing/accounts';
import { repoBrand, send, sendOps, useTestServer, REPO_BRANDS } from '../../../testing/test-app';

/**
 * Every flag of the brand file, enforced by the server. One brand has every flag on; beside it, for
 * each flag, a brand alike in everything but that one flag, off. Each flag's calls are made on both:
 * off, each is refused with FEATURE_DISABLED (or, for a flag that changes a rule rather than opens a
 * call, the rule does not apply); on, each works. A flag added to the brand file without a row here
 * fails the first test.
 */

const ON = 'flagson';
const ALL_FLAGS = Object.keys(repoBrand('shonali').features) as FeatureFlag[];
/** the brand with only `flag` off */
const offBrandOf = (flag: FeatureFlag) => `off${ALL_FLAGS.indexOf(flag)}`;

function variant(code: string, off: FeatureFlag | null): Brand {
  const base = repoBrand('shonali');
  const features = Object.fromEntries(ALL_FLAGS.map((flag) => [flag, flag !== off])) as BrandFeatures;
  return { ...base, code, merchantCode: code.toUpperCase(), displayName: code, origins: [`http://${code}.localhost:8080`], domains: [`${code}.example`], features };
}
const BRANDS = [variant(ON, null), ...ALL_FLAGS.map((flag) => variant(offBrandOf(flag), flag))];
const featuresOf = (code: string) => BRANDS.find((brand) => brand.code === code)?.features ?? repoBrand('shonali').features;

const terms = { registerMethod: 'WEB', termsAccepted: true, ageConfirmed: true } as const;
const usernameForm = (extra: Record<string, unknown> = {}) => ({ username: nextUsername('flag'), password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, ...terms, ...extra });

interface FlagContext {
  app: FastifyInstance;
  brand: string;
}

const register = ({ app, brand }: FlagContext, data: Record<string, unknown>, url = '/wps/member/register') => sendSealed(app, { method: 'PUT', url, brand, ip: nextIp(), data });
const smsCode = ({ app, brand }: FlagContext, purpose: 'register' | 'noLogin', mobileNum: string) =>
  send(app, { method: 'POST', url: `/wps/verification/sms/${purpose}`, host: hostOf(brand), ip: nextIp(), payload: { mobileNum, countryDialingCode: '+880' } });

/** A username registration as each brand's form asks for it: a verified number where SMS verification is on. */
async function verifiedUsernameForm(context: FlagContext, extra: Record<string, unknown> = {}) {
  if (!featuresOf(context.brand).smsVerification) return usernameForm(extra);
  const mobileNum = nextMobile();
  expect((await smsCode(context, 'register', mobileNum)).statusCode).toBe(200);
  return usernameForm({ mobileNum, countryDialingCode: '+880', verificationCode: await latestSmsCode(context.app, context.brand, mobileNum), ...extra });
}

async function agentOf({ app, brand }: FlagContext): Promise<{ username: string; affiliateCode: string }> {
  const username = nextUsername('agent');
  const member = await createMember(app, brand, { username, password: GOOD_PASSWORD, type: 1, affiliateCode: `AF${username.slice(-8)}` });
  return { username, affiliateCode: member.affiliateCode ?? '' };
}

/** The calls of one flag; `refusedWhenOff` is false for a flag that changes a rule instead of opening a call. */
interface FlagRow {
  calls: (context: FlagContext) => Promise<LightMyRequestResponse[]>;
  /** whether the calls worked: with the flag on every call must pass this */
  worked: (response: LightMyRequestResponse) => boolean;
  /** what "off" means for a flag that opens no call of its own */
  whenOff?: (response: LightMyRequestResponse) => boolean;
}

const succeeded = (response: LightMyRequestResponse) => response.statusCode === 200;

const FLAGS: Record<FeatureFlag, FlagRow | 'no calls yet'> = {
  // The points mall and manual rebate have no calls yet; their screens hide the entries (app-shell's flag table).
  pointsSystem: 'no calls yet',
  manualRebate: 'no calls yet',
  usernameRegistration: {
    calls: async (context) => [await register(context, await verifiedUsernameForm(context))],
    worked: succeeded,
  },
  mobileRegistration: {
    calls: async (context) => {
      const mobileNum = nextMobile();
      const verificationCode = featuresOf(context.brand).smsVerification && (await smsCode(context, 'register', mobileNum)).statusCode === 200 ? await latestSmsCode(context.app, context.brand, mobileNum) : '123456';
      return [await register(context, { mobileNum, countryDialingCode: '+880', verificationCode, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, ...terms }, '/wps/member/register/mobile')];
    },
    worked: succeeded,
  },
  smsVerification: {
    calls: async (context) => [await smsCode(context, 'register', nextMobile())],
    worked: succeeded,
  },
  mobileCodeLogin: {
    calls: async (context) => {
      const mobileNum = nextMobile();
      const sent = await smsCode(context, 'noLogin', mobileNum);
      const login = await loginRequest(context.app, { brand: context.brand, type: 'sms', username: mobileNum, password: '000000', countryDialingCode: '+880', ip: nextIp() });
      return [sent, login];
    },
    // on, the code is sent (a number with no account is answered as a known one) and a wrong code is told so
    worked: (response) => response.statusCode === 200 || response.json().code === 'SMS_INVALID_CODE',
  },
  freePlay: {
    calls: async ({ app, brand }) => [await send(app, { method: 'POST', url: '/wps/session/login/freeplay', host: hostOf(brand), ip: nextIp(), payload: { os: 'Linux', platform: 'W', gatewayVersion: 3 } })],
    worked: succeeded,
  },
  referral: {
    calls: async (context) => [await register(context, await verifiedUsernameForm(context, { recommenderId: 'FRIEND42' }))],
    worked: succeeded,
  },
  affiliate: {
    calls: async (context) => {
      const agent = await agentOf(context);
      const check = await send(context.app, { url: `/wps/agent/affiliate?code=${agent.affiliateCode}`, host: hostOf(context.brand), ip: nextIp() });
      const joined = await register(context, await verifiedUsernameForm(context, { affiliateCode: agent.affiliateCode }));
      return [check, joined];
    },
    worked: succeeded,
  },
  passwordExpiryChange: {
    // on: an expired password's session may do nothing but change it; off: the session is whole
    calls: async ({ app, brand }) => {
      const username = nextUsername('old');
      await createMember(app, brand, { username, password: GOOD_PASSWORD, type: 0, passwordExpired: true });
      const login = await loginRequest(app, { brand, username, password: GOOD_PASSWORD, ip: nextIp() });
      expect(login.json().value?.outcome, login.body).toBe('session');
      return [await authed(app, brand, login.json().value.token as string, { url: '/wps/v2/wallets/balance' })];
    },
    worked: (response) => response.json().code === 'PASSWORD_CHANGE_REQUIRED',
    whenOff: succeeded,
  },
  salaryContracts: {
    calls: async (context) => {
      const agent = await agentOf(context);
      return [await sendOps(context.app, { method: 'POST', url: `/ops/brands/${context.brand}/agent-contracts`, payload: { username: agent.username, kind: 'REALTIME', ratePpm: 500 } })];
    },
    worked: succeeded,
  },
  dividendContracts: {
    calls: async (context) => {
      const agent = await agentOf(context);
      return [await sendOps(context.app, { method: 'POST', url: `/ops/brands/${context.brand}/agent-contracts`, payload: { username: agent.username, kind: 'DIVIDEND', period: 'M', ratePpm: 100_000 } })];
    },
    worked: succeeded,
  },
};

describe('the brand file’s flags, enforced by the server', () => {
  const server = useTestServer({}, [...REPO_BRANDS, ...BRANDS]);

  it('have a row each in this table', () => {
    expect(Object.keys(FLAGS).sort()).toEqual(Object.keys(repoBrand('shonali').features).sort());
  });

  const rows = Object.entries(FLAGS).filter((entry): entry is [FeatureFlag, FlagRow] => entry[1] !== 'no calls yet');

  it.each(rows)('%s: on, its calls work', async (_flag, row) => {
    for (const response of await row.calls({ app: server.app, brand: ON })) expect(row.worked(response), `${response.statusCode} ${response.body}`).toBe(true);
  });

  it.each(rows)('%s: off, its calls are refused as not offered', async (flag, row) => {
    for (const response of await row.calls({ app: server.app, brand: offBrandOf(flag) })) {
      if (row.whenOff) {
        expect(row.whenOff(response), `${response.statusCode} ${response.body}`).toBe(true);
        continue;
      }
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().code, response.body).toBe('FEATURE_DISABLED');
    }
  });

  it('stores nothing of a refused referral or affiliate code', async () => {
    for (const [flag, field] of [['referral', 'recommenderId'], ['affiliate', 'affiliateCode']] as const) {
      const off = { app: server.app, brand: offBrandOf(flag) };
      const form = await verifiedUsernameForm(off, { [field]: 'FRIEND42' });
      expect((await register(off, form)).json().code).toBe('FEATURE_DISABLED');
      const { rows: members } = await server.db.query('SELECT 1 FROM members WHERE merchant_code = $1 AND username = $2', [off.brand.toUpperCase(), form.username]);
      expect(members).toEqual([]);
    }
  });
});
