import { randomBytes } from 'node:crypto';
import type { SessionIssued } from '@croupier/contract';
import { TRIAL_MEMBER_TYPE } from '@croupier/domain';
import type { AppDeps } from '../../app-deps';
import type { MerchantContext } from '../system';
import { grantTrialBalance, minorUnitsOf, TRIAL_DEMO_BALANCE_MAJOR } from '../ledger';
import { featureDisabled } from './refusals';
import { insertMember, type MemberRecord } from './repository';
import { signIn } from './sign-in';

/** Random trial names rarely clash; a few tries are plenty. */
const TRIAL_NAME_ATTEMPTS = 3;

/** Ends the transaction of an attempt whose random name was taken: the insert left it unusable. */
class TrialNameTaken extends Error {}

/**
 * freePlayLogin: a new trial account (type 4) with its demo balance in the ledger (from DEMO_FUNDS),
 * both in one transaction, logged in at once.
 */
export async function startFreePlay(deps: AppDeps, context: MerchantContext): Promise<SessionIssued> {
  const { brand, ip } = context;
  if (!brand.features.freePlay) throw featureDisabled('Free play');
  const nowMs = deps.config.clock.nowMs();
  for (let attempt = 1; ; attempt += 1) {
    const created = await deps.db
      .transaction(async (tx): Promise<MemberRecord> => {
        const member = await insertMember(tx, {
          merchantCode: brand.merchantCode,
          // 40 random bits: a clash is rare, and simply retried.
          username: `trial_${randomBytes(5).toString('hex')}`,
          type: TRIAL_MEMBER_TYPE,
          passwordHash: null,
          passwordChangedAtMs: null,
          createdAtMs: nowMs,
          registerIp: ip,
          // kept on the member row as a record of the grant; the balance itself lives in the ledger
          trialBalanceMinor: minorUnitsOf(brand, TRIAL_DEMO_BALANCE_MAJOR),
        });
        if (typeof member === 'string') throw new TrialNameTaken();
        await grantTrialBalance(tx, brand, member.id, nowMs);
        return member;
      })
      .catch((error: unknown) => {
        if (error instanceof TrialNameTaken) return null;
        throw error;
      });
    if (created) return signIn(deps, brand, created, ip, 'username');
    if (attempt === TRIAL_NAME_ATTEMPTS) throw new Error(`no free trial username after ${attempt} tries`);
  }
}
