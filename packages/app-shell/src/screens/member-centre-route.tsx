import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { SecurityCentreScreen } from '@croupier/feature-account';
import { TransferFundScreen } from '@croupier/feature-wallet';
import { useBrand } from '../brand/brand-context';
import { DEFAULT_MEMBER_PAGE, memberPageOf, type MemberPage } from '../member/member-pages';
import { ScreenSuspense } from '../parts/screen-suspense';
import { ComingSoonScreen } from './coming-soon-screen';

// The betting record is its own chunk: the member centre opens on the security centre, not on it.
const BettingRecordScreen = lazy(() => import('@croupier/feature-records').then((module) => ({ default: module.BettingRecordScreen })));

function BettingRecordPage() {
  const brand = useBrand();
  return (
    <div data-screen="member.personalHistoryCopy">
      <BettingRecordScreen timeZone={brand.timeZone} />
    </div>
  );
}

function MemberPageComingSoon({ page }: { page: MemberPage }) {
  // The page names live in the account dictionary, which loads on demand.
  useTranslation('account');
  return <ComingSoonScreen routeName={`member.${page}`} titleKey={`account:memberPages.${page}`} />;
}

function MemberPageScreen({ page }: { page: MemberPage }) {
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
  return <MemberPageComingSoon page={page} />;
}

/**
 * /member: the security centre, the wallet and the betting record are real; the other member-centre pages say honestly
 * that they are coming. The route's guard keeps trial players out of all of them (SPEC §4).
 */
export function MemberCentreRoute() {
  const [search] = useSearchParams();
  const page = memberPageOf(search.get('page'));
  return (
    <ScreenSuspense>
      <MemberPageScreen page={page} />
    </ScreenSuspense>
  );
}
