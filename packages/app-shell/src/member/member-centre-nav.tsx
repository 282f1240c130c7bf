import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { vars } from '@croupier/ui';
import { memberPagePath, type MemberPage } from './member-pages';

/**
 * The member-centre pages that work today, in SPEC §2's order. The header's menu names only some of
 * them (SPEC's account menu), and on a phone the header's deposit and withdraw buttons give way to
 * the balance; this strip reaches every one of them from any member page.
 */
export const MEMBER_CENTRE_NAV_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
] as const satisfies readonly MemberPage[];

const Strip = styled.nav`
  display: flex;
  gap: 6px;
  overflow-x: auto;
  scrollbar-width: none;
  padding: 2px 2px 10px;
  margin-bottom: 14px;
  border-bottom: 1px solid ${vars.colorBorder};
  &::-webkit-scrollbar {
    display: none;
  }
`;

const Tab = styled(Link)<{ $current: boolean }>`
  flex: none;
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
`;

/** A tab for each working member-centre page; the open one is marked as the current page. */
export function MemberCentreNav({ current }: { current: MemberPage }) {
  const { t } = useTranslation('account');
  return (
    <Strip aria-label={t('memberCentreNav')} data-testid="member-centre-nav">
      {MEMBER_CENTRE_NAV_PAGES.map((page) => (
        <Tab key={page} to={memberPagePath(page)} $current={page === current} aria-current={page === current ? 'page' : undefined} data-testid={`member-nav-${page}`}>
          {t(`memberPages.${page}`)}
        </Tab>
      ))}
    </Strip>
  );
}
