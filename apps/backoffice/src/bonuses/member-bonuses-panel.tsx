import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BackofficeBrand } from '@croupier/contract';
import { Button, Message, Spinner, vars } from '@croupier/ui';
import { brandMoney, brandTime } from '../parts/brand-format';
import { Alert, Mark, Muted, Panel, PanelHeading, Stack } from '../parts/page-parts';
import { useConsoleText } from '../parts/use-console-text';
import { bonusRefusal } from './bonus-refusal';
import { BonusTable } from './bonus-table';
import { CreditForm } from './credit-form';
import { useMemberBonuses } from './use-bonus-console';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 10px 20px;
`;

const Locked = styled.div`
  display: grid;
  gap: 2px;
  & span {
    color: ${vars.colorTextMuted};
    font-size: 13px;
  }
  & strong {
    font-size: 18px;
    font-variant-numeric: tabular-nums;
  }
`;

const PendingList = styled.ul`
  display: grid;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The member page's Bonuses panel (decision 0046): the member's bonuses, credits awaiting approval, and "Credit a bonus". */
export function MemberBonusesPanel({ brand, memberId }: { brand: BackofficeBrand; memberId: string }) {
  const { t } = useTranslation('bonusConsole');
  const { t: consoleText } = useConsoleText();
  const bonuses = useMemberBonuses(brand.merchantCode, memberId);
  const [crediting, setCrediting] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const data = bonuses.data;
  return (
    <Panel aria-labelledby="member-bonuses-title" data-testid="member-bonuses">
      <Head>
        <Stack>
          <PanelHeading id="member-bonuses-title">{t('panel.title')}</PanelHeading>
          {data ? (
            <Muted>{data.secondApprovalAboveMinor !== null ? t('panel.threshold', { amount: brandMoney(brand, data.secondApprovalAboveMinor) }) : t('panel.noThreshold')}</Muted>
          ) : null}
        </Stack>
        {data ? (
          <Locked data-testid="member-bonus-locked" data-minor={data.lockedMinor}>
            <span>{t('panel.locked')}</span>
            <strong>{brandMoney(brand, data.lockedMinor)}</strong>
          </Locked>
        ) : null}
        <Button
          variant={crediting ? 'ghost' : 'primary'}
          onClick={() => {
            setCrediting((open) => !open);
            setDone(null);
          }}
          aria-expanded={crediting}
          data-testid="bonus-credit-open"
        >
          {crediting ? t('panel.closeForm') : t('panel.credit')}
        </Button>
      </Head>
      {done ? (
        <Message tone="success" announce data-testid="bonus-credit-done">
          {done}
        </Message>
      ) : null}
      {crediting && data ? (
        <CreditForm
          brand={brand}
          memberId={memberId}
          username={data.username}
          threshold={data.secondApprovalAboveMinor}
          onDone={(message) => {
            setDone(message);
            setCrediting(false);
          }}
        />
      ) : null}
      {bonuses.isPending ? <Spinner label={consoleText('loading')} /> : null}
      {bonuses.isError ? (
        <Alert role="alert">
          {t('panel.loadFailed')} {bonusRefusal(t, consoleText, bonuses.error)}
        </Alert>
      ) : null}
      {data && data.pendingCredits.length > 0 ? (
        <PendingList data-testid="member-bonus-pending">
          {data.pendingCredits.map((credit) => (
            <li key={credit.creditId} data-credit-id={credit.creditId}>
              <Mark $tone="warning">{t('panel.pending')}</Mark>{' '}
              {t('panel.pendingLine', { amount: brandMoney(brand, credit.amountMinor), operator: credit.requestedBy, time: brandTime(brand, credit.requestedAt), reason: credit.reason })}
            </li>
          ))}
        </PendingList>
      ) : null}
      {data && data.bonuses.length === 0 ? <Muted data-testid="member-bonuses-empty">{t('panel.empty', { username: data.username })}</Muted> : null}
      {data && data.bonuses.length > 0 ? <BonusTable brand={brand} bonuses={data.bonuses} username={data.username} lockedMinor={data.lockedMinor} /> : null}
    </Panel>
  );
}
