import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useMemberInfo } from '@croupier/feature-account/environment';
import { ActionLink } from '../../../parts/action-link';
import { memberPagePath } from '../../../member/member-pages';
import { AccountMenu } from './account-menu';
import { BalancePlaceholder } from './balance-placeholder';

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  @media (max-width: 599px) {
    & > .header-withdraw {
      display: none;
    }
  }
`;

/** The header of a logged-in player (SPEC §2): balance, deposit and withdraw, and the account menu. */
export function MemberActions() {
  const { t } = useTranslation('account');
  const member = useMemberInfo();
  return (
    <Actions data-testid="header-member">
      <BalancePlaceholder />
      <ActionLink to={memberPagePath('depositv2')} $tone="accent" data-testid="header-deposit">
        {t('memberMenu.deposit')}
      </ActionLink>
      <ActionLink to={memberPagePath('withdraw')} $tone="outline" className="header-withdraw" data-testid="header-withdraw">
        {t('memberMenu.withdraw')}
      </ActionLink>
      <AccountMenu member={member.data} />
    </Actions>
  );
}
