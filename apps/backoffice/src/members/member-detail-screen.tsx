import { Link, useLocation, useParams } from 'react-router-dom';
import { Spinner } from '@croupier/ui';
import { MemberBonusesPanel } from '../bonuses/member-bonuses-panel';
import { useBrand } from '../brands/brand-scope';
import { Alert, ConsolePage, Muted, PageHeading, TitleRow } from '../parts/page-parts';
import { refusalText } from '../parts/refusal';
import { useConsoleText } from '../parts/use-console-text';
import { MemberBalances, MemberFacts } from './member-facts';
import { MemberLedger } from './member-ledger';
import { useMemberDetail } from './use-members';

/** One member of the brand: who they are, what each wallet holds, and their ledger. Every look is audited. */
export function MemberDetailScreen() {
  const { t } = useConsoleText();
  const brand = useBrand();
  const memberId = useParams().memberId ?? '';
  const detail = useMemberDetail(brand.merchantCode, memberId);
  const search = (useLocation().state as { search?: unknown } | null)?.search;
  const back = typeof search === 'string' && search !== '' ? `?${new URLSearchParams({ search })}` : '';
  return (
    <ConsolePage>
      <Link to={`/${brand.code}/members${back}`}>{t('member.back')}</Link>
      {detail.isPending ? <Spinner label={t('loading')} /> : null}
      {detail.isError ? (
        <Alert role="alert">
          {t('member.loadFailed')} {refusalText(t, detail.error)}
        </Alert>
      ) : null}
      {detail.data ? (
        <>
          <TitleRow>
            <PageHeading data-testid="member-username">{detail.data.member.username}</PageHeading>
            <Muted>{t('member.audited')}</Muted>
          </TitleRow>
          <MemberFacts brand={brand} member={detail.data.member} />
          <MemberBalances brand={brand} balance={detail.data.balance} />
          <MemberBonusesPanel brand={brand} memberId={memberId} />
          <MemberLedger brand={brand} memberId={memberId} />
        </>
      ) : null}
    </ConsolePage>
  );
}
