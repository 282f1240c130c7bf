import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CrashBetView } from '@croupier/contract';
import { formatInteger } from '@croupier/i18n';
import { Note, SectionTitle, vars } from '@croupier/ui';
import { Card } from '../parts/page.styles';
import { Money } from '../parts/money';
import { formatCrashHundredths } from '../parts/numbers';
import { useLanguage } from '../parts/use-language';
import type { CrashView } from './crash-view';

export const BetTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  font-variant-numeric: tabular-nums;
  table-layout: fixed;
  & th {
    padding: 0 8px 6px;
    font-size: 12px;
    font-weight: 600;
    color: ${vars.colorTextMuted};
    text-align: end;
  }
  & td {
    padding: 7px 8px;
    border-top: 1px solid ${vars.colorBorder};
    text-align: end;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  & th:first-child,
  & td:first-child {
    text-align: start;
    padding-inline-start: 0;
  }
  & th:last-child,
  & td:last-child {
    padding-inline-end: 0;
  }
  & tr[data-status='won'] td {
    color: ${vars.colorSuccess};
  }
  & tr[data-status='lost'] td {
    color: ${vars.colorTextMuted};
  }
  & tr[data-own='true'] td:first-child {
    font-weight: 700;
    color: ${vars.colorAccent};
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 4px 12px;
`;

const Totals = styled.span`
  font-size: 13px;
  color: ${vars.colorTextMuted};
  font-variant-numeric: tabular-nums;
`;

/** Cashed out first, highest multiplier on top, then the rest by stake: the board players watch. */
function ordered(bets: readonly CrashBetView[]): CrashBetView[] {
  return [...bets].sort((a, b) => {
    const cashed = (b.cashOutHundredths ?? 0) - (a.cashOutHundredths ?? 0);
    return cashed !== 0 ? cashed : b.amountMinor - a.amountMinor;
  });
}

/** Every bet of the round on screen as the feed tells it: who bet what, who cashed out at which multiplier. */
export function CrashPlayers({ view }: { view: CrashView }) {
  const { t } = useTranslation('originals');
  const language = useLanguage();
  const myBetId = view.myBet?.betId;
  const stakedMinor = view.bets.reduce((sum, bet) => sum + bet.amountMinor, 0);
  return (
    <Card aria-labelledby="crash-players-title" data-testid="crash-players" data-count={view.bets.length}>
      <Header>
        <SectionTitle id="crash-players-title">{t('crash.players')}</SectionTitle>
        <Totals data-testid="crash-players-totals">
          {t('crash.playersCount', { count: view.bets.length, players: formatInteger(view.bets.length, language) })} · <Money amountMinor={stakedMinor} />
        </Totals>
      </Header>
      {view.bets.length === 0 ? (
        <Note>{t('crash.playersNone')}</Note>
      ) : (
        <BetTable>
          <thead>
            <tr>
              <th scope="col">{t('crash.column.player')}</th>
              <th scope="col">{t('crash.column.stake')}</th>
              <th scope="col">{t('crash.column.cashedOut')}</th>
              <th scope="col">{t('crash.column.payout')}</th>
            </tr>
          </thead>
          <tbody>
            {ordered(view.bets).map((bet) => (
              <tr key={bet.betId} data-testid={`crash-player-${bet.betId}`} data-status={bet.status} data-own={bet.betId === myBetId}>
                <td>{bet.betId === myBetId ? t('crash.you') : bet.player}</td>
                <td>
                  <Money amountMinor={bet.amountMinor} />
                </td>
                <td data-cash-out={bet.cashOutHundredths ?? ''}>{bet.cashOutHundredths === null ? '–' : formatCrashHundredths(bet.cashOutHundredths, language)}</td>
                <td>{bet.status === 'open' ? '–' : <Money amountMinor={bet.payoutMinor} />}</td>
              </tr>
            ))}
          </tbody>
        </BetTable>
      )}
    </Card>
  );
}
