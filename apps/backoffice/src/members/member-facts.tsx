import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { BackofficeBrand, BackofficeMemberDetail } from '@croupier/contract';
import { vars } from '@croupier/ui';
import { brandMoney, brandTime } from '../parts/brand-format';
import { Code, Panel, PanelHeading } from '../parts/page-parts';
import { useConsoleText } from '../parts/use-console-text';
import { memberKindOf } from './member-kind';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 12px 20px;
  margin: 0;
  & dt {
    color: ${vars.colorTextMuted};
    font-size: 12px;
  }
  & dd {
    margin: 2px 0 0;
    overflow-wrap: anywhere;
  }
`;

const Wallets = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  & li {
    display: grid;
    gap: 2px;
    padding: 12px 14px;
    border: 1px solid ${vars.colorBorder};
    border-radius: ${vars.radiusMedium};
  }
  & li[data-total] {
    background: ${vars.colorSurfaceRaised};
  }
  & span {
    color: ${vars.colorTextMuted};
    font-size: 13px;
  }
  & strong {
    font-size: 18px;
    font-variant-numeric: tabular-nums;
  }
`;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function MemberFacts({ brand, member }: { brand: BackofficeBrand; member: BackofficeMemberDetail['member'] }) {
  const { t } = useConsoleText();
  const none = t('members.none');
  return (
    <Panel>
      <PanelHeading>{t('member.facts')}</PanelHeading>
      <Facts>
        <Fact label={t('member.memberId')}>
          <Code>{member.memberId}</Code>
        </Fact>
        <Fact label={t('member.type')}>{t(`members.types.${memberKindOf(member.type)}`)}</Fact>
        <Fact label={t('member.mobile')}>{member.mobile ?? none}</Fact>
        <Fact label={t('member.email')}>{member.email ?? none}</Fact>
        <Fact label={t('member.registered')}>{brandTime(brand, member.createdAt)}</Fact>
        <Fact label={t('member.lastLogin')}>{member.lastLoginAt ? brandTime(brand, member.lastLoginAt) : t('members.never')}</Fact>
        <Fact label={t('member.lastLoginIp')}>{member.lastLoginIp ? <Code>{member.lastLoginIp}</Code> : none}</Fact>
        <Fact label={t('member.upline')}>
          {member.uplineId ? (
            <Link to={`/${brand.code}/members/${member.uplineId}`} data-testid="member-upline">
              {member.uplineUsername ?? member.uplineId}
            </Link>
          ) : (
            none
          )}
        </Fact>
      </Facts>
    </Panel>
  );
}

export function MemberBalances({ brand, balance }: { brand: BackofficeBrand; balance: BackofficeMemberDetail['balance'] }) {
  const { t } = useConsoleText();
  return (
    <Panel>
      <PanelHeading>{t('member.balances')}</PanelHeading>
      <Wallets>
        <li data-total="" data-testid="member-balance-total">
          <span>{t('member.total')}</span>
          <strong>{brandMoney(brand, balance.totalMinor)}</strong>
        </li>
        {balance.wallets.map((wallet) => (
          <li key={wallet.wallet} data-testid="member-wallet" data-wallet={wallet.wallet}>
            <span>{wallet.name ?? t('member.mainWallet')}</span>
            <strong>{brandMoney(brand, wallet.balanceMinor)}</strong>
          </li>
        ))}
      </Wallets>
    </Panel>
  );
}
