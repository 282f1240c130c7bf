import { NEW_MEMBER_DAYS } from '@croupier/contract';
import type { Queryable } from '../../db/database';
import type { MemberRecord } from '../accounts';
import { memberHasPosting } from '../ledger';
import type { PromotionRow } from './repository';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Whether a member is inside a promotion's segment (decision 0047). A deposit is read from the ledger
 * (a DEPOSIT posting to the member), asked once per reader however many promotions need it.
 */
export function segmentReader(db: Queryable, member: MemberRecord, nowMs: number): (promotion: Pick<PromotionRow, 'segment'>) => Promise<boolean> {
  let deposited: Promise<boolean> | null = null;
  const hasDeposited = () => (deposited ??= memberHasPosting(db, member.merchantCode, member.id, 'DEPOSIT'));
  return async (promotion) => {
    switch (promotion.segment) {
      case 'ALL_MEMBERS':
        return true;
      case 'NEW_MEMBERS':
        return member.createdAtMs >= nowMs - NEW_MEMBER_DAYS * DAY_MS;
      case 'FIRST_DEPOSIT':
        return !(await hasDeposited());
      case 'DEPOSITORS':
        return hasDeposited();
    }
  };
}
