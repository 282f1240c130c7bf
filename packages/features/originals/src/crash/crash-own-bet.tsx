import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Message } from '@croupier/ui';
import { formatMoney } from '@croupier/i18n';
import { useOriginalsEnvironment } from '../environment/originals-environment';
import { Money } from '../parts/money';
import { formatCrashHundredths } from '../parts/numbers';
import { useLanguage } from '../parts/use-language';
import type { CrashView } from './crash-view';

const OpenBet = styled.div`
  display: grid;
  gap: 10px;
`;

/** The player's bet in the round on screen, and the cash-out button while the round runs. */
export function CrashOwnBet({ view, busy, onCashOut }: { view: CrashView; busy: boolean; onCashOut: () => void }) {
  const { t } = useTranslation('originals');
  const { currency } = useOriginalsEnvironment();
  const language = useLanguage();
  const bet = view.myBet;
  if (!bet) return null;
  if (bet.status === 'won') {
    return (
      <Message tone="success" announce data-testid="crash-own-bet" data-status="won" data-bet-id={bet.betId}>
        {t('crash.betWon', { multiplier: formatCrashHundredths(bet.cashOutHundredths ?? 0, language) })} <Money amountMinor={bet.payoutMinor} testId="crash-payout" />
      </Message>
    );
  }
  if (bet.status === 'refunded') {
    return (
      <Message tone="info" announce data-testid="crash-own-bet" data-status="refunded" data-bet-id={bet.betId}>
        {t('crash.betRefunded', { amount: formatMoney(bet.amountMinor, currency, language) })}
      </Message>
    );
  }
  if (bet.status === 'lost') {
    return (
      <Message tone="error" role="status" data-testid="crash-own-bet" data-status="lost" data-bet-id={bet.betId}>
        {t('crash.betLost')}
      </Message>
    );
  }
  return (
    <OpenBet data-testid="crash-own-bet" data-status="open" data-bet-id={bet.betId}>
      <Message tone="info">{t('crash.betPlaced', { amount: formatMoney(bet.amountMinor, currency, language) })}</Message>
      {view.round?.phase === 'running' ? (
        <Button variant="accent" size="large" fullWidth loading={busy} onClick={onCashOut} data-testid="crash-cash-out">
          {t('crash.cashOut')}
        </Button>
      ) : null}
    </OpenBet>
  );
}
