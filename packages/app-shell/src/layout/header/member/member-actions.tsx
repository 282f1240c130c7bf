import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useMemberInfo } from '@croupier/feature-account/environment';
import { ActionLink } from '../../../parts/action-link';
import { memberPagePath } from '../../../member/member-pages';
import { AccountMenu } from './account-menu';

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  @media (max-width: 599px) {
    & > .header-withdraw {
      display: none;
    }
  }
  /* A phone's row holds balance, deposit and menu: the header's padding for guests' buttons is not for this group. */
  @media (max-width: 420px) {
    && {
      gap: 6px;
      padding: 0;
    }
    & > .header-deposit {
      padding: 0 12px;
    }
  }
`;

// The wallet's part loads on its own, with its words, so the rest of the member header need not wait for it.
const HeaderBalance = lazy(() => import('@croupier/feature-wallet').then((module) => ({ default: module.HeaderBalance })));

/** The header of a logged-in player (SPEC §2): balance, deposit and withdraw, and the account menu. */
export function MemberActions() {
  const { t } = useTranslation('account');
  const member = useMemberInfo();
  return (
    <Actions data-testid="header-member">
      <Suspense fallback={null}>
        <HeaderBalance />
      </Suspense>
      <ActionLink to={memberPagePath('depositv2')} $tone="accent" className="header-deposit" data-testid="header-deposit">
        {t('memberMenu.deposit')}
      </ActionLink>
      <ActionLink to={memberPagePath('withdraw')} $tone="outline" className="header-withdraw" data-testid="header-withdraw">
        {t('memberMenu.withdraw')}
      </ActionLink>
      <AccountMenu member={member.data} />
    </Actions>
  );
}
