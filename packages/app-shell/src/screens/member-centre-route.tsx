import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { SecurityCentreScreen } from '@croupier/feature-account';
import { TransferFundScreen } from '@croupier/feature-wallet';
import { DEFAULT_MEMBER_PAGE, memberPageOf, type MemberPage } from '../member/member-pages';
import { ScreenSuspense } from '../parts/screen-suspense';
import { ComingSoonScreen } from './coming-soon-screen';

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
  return <MemberPageComingSoon page={page} />;
}

/**
 * /member: the security centre and the wallet are real; the other member-centre pages say honestly
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
