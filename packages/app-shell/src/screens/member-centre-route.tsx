import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { SecurityCentreScreen } from '@croupier/feature-account';
import { TransferFundScreen } from '@croupier/feature-wallet';
import { useBrand } from '../brand/brand-context';
import { MemberCentreNav } from '../member/member-centre-nav';
import { DEFAULT_MEMBER_PAGE, memberPageOf, type MemberPage } from '../member/member-pages';
import { ScreenSuspense } from '../parts/screen-suspense';
import { ComingSoonScreen } from './coming-soon-screen';
import { isRecordPage, MemberRecordPage } from './member-record-pages';

// The betting record and the deposit page are chunks of their own: the member centre opens on the security centre, not on them.
const BettingRecordScreen = lazy(() => import('@croupier/feature-records').then((module) => ({ default: module.BettingRecordScreen })));
const DepositScreen = lazy(() => import('@croupier/feature-cashier').then((module) => ({ default: module.DepositScreen })));
// Transfers along the agent tree are a chunk of their own too.
const TransferUplineScreen = lazy(() => import('@croupier/feature-tree-transfers').then((module) => ({ default: module.TransferUplineScreen })));

function BettingRecordPage() {
  const brand = useBrand();
  return (
    <div data-screen="member.personalHistoryCopy">
      <BettingRecordScreen timeZone={brand.timeZone} />
    </div>
  );
}

/** A payment gateway sends the player back to `/member?page=depositv2&deposit=<id>`. */
const DEPOSIT_ID = /^[1-9][0-9]{0,17}$/;

function DepositPage() {
  const brand = useBrand();
  const [search] = useSearchParams();
  const returned = search.get('deposit');
  return (
    <div data-screen="member.depositv2">
      <DepositScreen currency={brand.currency} timeZone={brand.timeZone} returnedDepositId={returned && DEPOSIT_ID.test(returned) ? returned : null} />
    </div>
  );
}

function MemberPageComingSoon({ page }: { page: MemberPage }) {
  // The page names live in the account dictionary, which loads on demand.
  useTranslation('account');
  return <ComingSoonScreen routeName={`member.${page}`} titleKey={`account:memberPages.${page}`} />;
}

// The manual rebate page is a chunk of its own, behind the account menu's entry on brands that offer it.
const RebateScreen = lazy(() => import('@croupier/feature-rebates').then((module) => ({ default: module.RebateScreen })));

function ManualRebatePage() {
  return (
    <div data-screen="member.manualRebate">
      <RebateScreen />
    </div>
  );
}

// The reward centre is a chunk of its own with the promotions feature, behind the account menu's entry and the badges.
const RewardCentrePage = lazy(() => import('./member-reward-centre-page').then((module) => ({ default: module.RewardCentrePage })));

// The withdraw page is a chunk of its own too, loaded behind the header's withdraw button.
const WithdrawScreen = lazy(() => import('@croupier/feature-cashier').then((module) => ({ default: module.WithdrawScreen })));

function WithdrawPage() {
  const brand = useBrand();
  return (
    <div data-screen="member.withdraw">
      <WithdrawScreen currency={brand.currency} timeZone={brand.timeZone} />
    </div>
  );
}

function MemberPageScreen({ page }: { page: MemberPage }) {
  if (page === 'withdraw') return <WithdrawPage />;
  if (page === DEFAULT_MEMBER_PAGE) {
    return (
      <div data-screen="member">
        <SecurityCentreScreen />
      </div>
    );
  }
  if (page === 'transferFund') {
    return (
      <div data-screen="member.transferFund">
        <TransferFundScreen />
      </div>
    );
  }
  if (page === 'personalHistoryCopy') return <BettingRecordPage />;
  if (isRecordPage(page)) return <MemberRecordPage page={page} />;
  if (page === 'depositv2') return <DepositPage />;
  if (page === 'manualRebate') return <ManualRebatePage />;
  if (page === 'rewardCenter') return <RewardCentrePage />;
  if (page === 'transferUpline') {
    return (
      <div data-screen="member.transferUpline">
        <TransferUplineScreen />
      </div>
    );
  }
  return <MemberPageComingSoon page={page} />;
}

/**
 * /member: the security centre, the wallet, the deposit page, the records, the manual rebate and the reward centre are real; the other member-centre pages say honestly
 * that they are coming. The route's guard keeps trial players out of all of them (SPEC §4).
 */
export function MemberCentreRoute() {
  const [search] = useSearchParams();
  const page = memberPageOf(search.get('page'));
  return (
    <ScreenSuspense>
      <MemberCentreNav current={page} />
      <MemberPageScreen page={page} />
    </ScreenSuspense>
  );
}
