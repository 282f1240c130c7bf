import type { Brand } from '@croupier/brand-config';
import { PLAYER_MEMBER_TYPE } from '@croupier/domain';
import type { Queryable } from '../../db/database';
import { BANGLADESH_DIALING_CODE } from '../sms';
import type { PasswordHasher } from './passwords';
import { insertMember } from './repository';
import { brandSendsSms } from './sms-codes';

export const DEMO_PASSWORD = 'Demo@12345';
export const DEMO_PLAYER_USERNAME = 'demo_player';
export const DEMO_AGENT_USERNAME = 'demo_agent';
/** The demo player's phone where the brand sends SMS, for trying SMS login and reset by phone. */
export const DEMO_PLAYER_MOBILE = { dialingCode: BANGLADESH_DIALING_CODE, national: '1700000001' };
const AGENT_TYPE = 1;

/** Players register under the demo agent with this code: SHONALI1, NORTHSTAR1. */
export function demoAffiliateCodeOf(brand: Brand): string {
  return `${brand.merchantCode}1`;
}

/** The demo agent and a player under it, both with the demo password, for a brand's first start. */
export async function seedDemoMembers(tx: Queryable, brand: Brand, passwords: PasswordHasher, nowMs: number): Promise<void> {
  const agent = await insertMember(tx, {
    merchantCode: brand.merchantCode,
    username: DEMO_AGENT_USERNAME,
    type: AGENT_TYPE,
    passwordHash: await passwords.hash(DEMO_PASSWORD),
    affiliateCode: demoAffiliateCodeOf(brand),
    email: `${DEMO_AGENT_USERNAME}@${brand.code}.example`,
    passwordChangedAtMs: nowMs,
    createdAtMs: nowMs,
  });
  if (typeof agent === 'string') throw new Error(`demo agent of ${brand.code} clashes on its ${agent}`);
  const player = await insertMember(tx, {
    merchantCode: brand.merchantCode,
    username: DEMO_PLAYER_USERNAME,
    type: PLAYER_MEMBER_TYPE,
    passwordHash: await passwords.hash(DEMO_PASSWORD),
    mobile: brandSendsSms(brand) ? DEMO_PLAYER_MOBILE : null,
    email: `${DEMO_PLAYER_USERNAME}@${brand.code}.example`,
    uplineId: agent.id,
    passwordChangedAtMs: nowMs,
    createdAtMs: nowMs,
  });
  if (typeof player === 'string') throw new Error(`demo player of ${brand.code} clashes on its ${player}`);
}
