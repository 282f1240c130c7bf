import { lazy } from 'react';
import { useBrand } from '../brand/brand-context';
import type { MemberPage } from '../member/member-pages';

// Each record is a chunk of the records feature, loaded when its page opens, as the betting record is.
const AccountRecordScreen = lazy(() => import('@croupier/feature-records').then((module) => ({ default: module.AccountRecordScreen })));
const ProfitRecordScreen = lazy(() => import('@croupier/feature-records').then((module) => ({ default: module.ProfitRecordScreen })));
const BonusRecordScreen = lazy(() => import('@croupier/feature-records').then((module) => ({ default: module.BonusRecordScreen })));

/** SPEC §2 member centre records besides the betting record: the account record, profit and loss, bonus details. */
const RECORD_PAGES = ['transactionHistory', 'personalProfit', 'bonusDetails'] as const satisfies readonly MemberPage[];
export type RecordPage = (typeof RECORD_PAGES)[number];

export function isRecordPage(page: MemberPage): page is RecordPage {
  return (RECORD_PAGES as readonly MemberPage[]).includes(page);
}

/** A record page in the brand's time zone, the days the server counts in. */
export function MemberRecordPage({ page }: { page: RecordPage }) {
  const { timeZone } = useBrand();
  return (
    <div data-screen={`member.${page}`}>
      {page === 'transactionHistory' ? <AccountRecordScreen timeZone={timeZone} /> : null}
      {page === 'personalProfit' ? <ProfitRecordScreen timeZone={timeZone} /> : null}
      {page === 'bonusDetails' ? <BonusRecordScreen timeZone={timeZone} /> : null}
    </div>
  );
}
