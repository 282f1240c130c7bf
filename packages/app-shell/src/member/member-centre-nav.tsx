import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { BrandFeatures } from '@croupier/brand-config';
import { useRewardCentreCount } from '@croupier/feature-promotions/badge';
import { Badge, vars } from '@croupier/ui';
import { useBrand } from '../brand/brand-context';
import { useSession } from '../stores/app-stores';
import { MEMBER_PAGES, memberPagePath, type MemberPage } from './member-pages';

/**
 * Every member-centre page, in SPEC §2's order, those still coming included, so the strip reaches each
 * of them from any member page: the header's menu names only some (SPEC's account menu), and on a phone
 * the header's deposit and withdraw buttons give way to the balance. Invite friends and manual rebate
 * are pages only where the brand turns them on, as the side menu and the account menu offer them.
 */
export function memberCentreNavPages(features: Pick<BrandFeatures, 'referral' | 'manualRebate'>): MemberPage[] {
  return MEMBER_PAGES.filter((page) => (page === 'referral' ? features.referral : page === 'manualRebate' ? features.manualRebate : true));
}

/** The tabs wrap onto more lines rather than scroll: on any width every tab is in sight. */
const Strip = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  padding: 2px 2px 10px;
  margin-bottom: 14px;
  border-bottom: 1px solid ${vars.colorBorder};
  @media (max-width: 599px) {
    gap: 5px;
  }
`;

const Tab = styled(Link)<{ $current: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 7px 14px;
  border-radius: 999px;
  font-size: 13px;
  font-weight: 600;
  white-space: nowrap;
  text-decoration: none;
  color: ${({ $current }) => ($current ? 'var(--color-on-accent)' : vars.colorTextMuted)};
  background: ${({ $current }) => ($current ? 'var(--color-accent)' : 'transparent')};
  border: 1px solid ${({ $current }) => ($current ? 'transparent' : vars.colorBorder)};
  &:hover {
    color: ${({ $current }) => ($current ? 'var(--color-on-accent)' : vars.colorText)};
  }
  @media (max-width: 599px) {
    padding: 6px 11px;
    font-size: 12.5px;
  }
`;

/** A tab for each member-centre page of the brand; the open one is marked as the current page, the reward centre carries its red count. */
export function MemberCentreNav({ current }: { current: MemberPage }) {
  const { t } = useTranslation('account');
  const brand = useBrand();
  const role = useSession((state) => state.role);
  const rewardCount = useRewardCentreCount(role === 'member' || role === 'agent');
  return (
    <Strip aria-label={t('memberCentreNav')} data-testid="member-centre-nav">
      {memberCentreNavPages(brand.features).map((page) => (
        <Tab key={page} to={memberPagePath(page)} $current={page === current} aria-current={page === current ? 'page' : undefined} data-testid={`member-nav-${page}`}>
          {t(`memberPages.${page}`)}
          {page === 'rewardCenter' ? <Badge count={rewardCount} /> : null}
        </Tab>
      ))}
    </Strip>
  );
}
