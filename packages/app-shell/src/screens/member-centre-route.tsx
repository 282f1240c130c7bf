import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { SecurityCentreScreen } from '@croupier/feature-account';
import { DEFAULT_MEMBER_PAGE, memberPageOf, type MemberPage } from '../member/member-pages';
import { ScreenSuspense } from '../parts/screen-suspense';
import { ComingSoonScreen } from './coming-soon-screen';

function MemberPageComingSoon({ page }: { page: MemberPage }) {
  // The page names live in the account dictionary, which loads on demand.
  useTranslation('account');
  return <ComingSoonScreen routeName={`member.${page}`} titleKey={`account:memberPages.${page}`} />;
}

/** /member: the security centre is real; the other member-centre pages say honestly that they are coming. */
export function MemberCentreRoute() {
  const [search] = useSearchParams();
  const page = memberPageOf(search.get('page'));
  return (
    <ScreenSuspense>
      {page === DEFAULT_MEMBER_PAGE ? (
        <div data-screen="member">
          <SecurityCentreScreen />
        </div>
      ) : (
        <MemberPageComingSoon page={page} />
      )}
    </ScreenSuspense>
  );
}
