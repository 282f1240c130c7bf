import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useRewardCentreCount } from '@croupier/feature-promotions/badge';
import { Badge } from '@croupier/ui';
import { GiftIcon } from '../../icons/icons';
import { memberPagePath } from '../../member/member-pages';

const Words = styled.span`
  flex: 1;
  min-width: 0;
`;

const Banner = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 14px;
  border-radius: var(--radius-large);
  background:
    radial-gradient(circle at 90% 10%, rgba(255, 255, 255, 0.45), transparent 45%),
    linear-gradient(120deg, #ffd54f, #f2a900 55%, #e07b00);
  color: #2a1800;
  text-decoration: none;
  font-weight: 700;
  & > svg {
    flex: none;
  }
  & small {
    display: block;
    font-weight: 500;
    opacity: 0.85;
  }
`;

/**
 * SPEC §2 side menu's reward centre banner, for members, with the count of rewards waiting to be
 * taken. Loaded after the first paint and for members only, so a guest's first page carries none of it.
 */
export function RewardCentreEntry() {
  // The account words, which a member's header has loaded already: the first route's dictionaries carry none of this.
  const { t } = useTranslation('account');
  const count = useRewardCentreCount(true);
  return (
    <Banner to={memberPagePath('rewardCenter')} data-testid="side-menu-reward-centre" data-count={count}>
      <GiftIcon />
      <Words>
        {t('memberPages.rewardCenter')}
        <small>{t('memberMenu.rewardCentreHint')}</small>
      </Words>
      <Badge count={count} />
    </Banner>
  );
}
