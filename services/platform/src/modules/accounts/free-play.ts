import { randomBytes } from 'node:crypto';
import type { SessionIssued } from '@croupier/contract';
import { TRIAL_MEMBER_TYPE } from '@croupier/domain';
import type { AppDeps } from '../../app-deps';
import type { MerchantContext } from '../system/access';
import { featureDisabled } from './refusals';
import { insertMember } from './repository';
import { signIn } from './sign-in';

/** A free-play account starts with 10,000 in the brand's currency to play with (demo money, not a wallet). */
export const TRIAL_DEMO_BALANCE_MAJOR = 10_000n;

/** Random trial names rarely clash; a few tries are plenty. */
const TRIAL_NAME_ATTEMPTS = 3;

/** freePlayLogin: a new trial account (type 4) with a demo balance, logged in at once. */
export async function startFreePlay(deps: AppDeps, context: MerchantContext): Promise<SessionIssued> {
  const { brand, ip } = context;
  if (!brand.features.freePlay) throw featureDisabled('Free play');
  const nowMs = deps.config.clock.nowMs();
  for (let attempt = 1; ; attempt += 1) {
    const created = await insertMember(deps.db, {
      merchantCode: brand.merchantCode,
      // 40 random bits: a clash is rare, and simply retried.
      username: `trial_${randomBytes(5).toString('hex')}`,
      type: TRIAL_MEMBER_TYPE,
      passwordHash: null,
      passwordChangedAtMs: null,
      createdAtMs: nowMs,
      registerIp: ip,
      trialBalanceMinor: TRIAL_DEMO_BALANCE_MAJOR * 10n ** BigInt(brand.currency.scale),
    });
    if (typeof created !== 'string') return signIn(deps, created, ip);
    if (attempt === TRIAL_NAME_ATTEMPTS) throw new Error(`no free trial username after ${attempt} tries`);
  }
}
