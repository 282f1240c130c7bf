import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MinesGame } from '@croupier/contract';
import { Button, Message } from '@croupier/ui';
import { Facts } from '../parts/page.styles';
import { Money } from '../parts/money';
import { formatMultiplierUnits } from '../parts/numbers';
import { useLanguage } from '../parts/use-language';
import { verifyPathOf } from '../verify/verify-path';

/** The game's figures: what a cash-out pays now, what one more safe cell would make, and the end. */
export function MinesStatus({ game, busy, onCashOut }: { game: MinesGame; busy: boolean; onCashOut: () => void }) {
  const { t } = useTranslation('originals');
  const language = useLanguage();
  const multiplier = (units: number | null) => (units === null ? '–' : formatMultiplierUnits(units, language));
  return (
    <div data-testid="mines-status" data-status={game.status}>
      <Facts>
        <dt>{t('mines.stake')}</dt>
        <dd>
          <Money amountMinor={game.amountMinor} />
        </dd>
        <dt>{t('mines.current')}</dt>
        <dd data-testid="mines-multiplier" data-multiplier-units={game.multiplierUnits ?? ''}>
          {multiplier(game.multiplierUnits)}
        </dd>
        <dt>{t('mines.next')}</dt>
        <dd data-testid="mines-next-multiplier">{multiplier(game.nextMultiplierUnits)}</dd>
      </Facts>
      {game.status === 'open' ? (
        <Button variant="accent" loading={busy} disabled={game.multiplierUnits === null} onClick={onCashOut} data-testid="mines-cash-out">
          {t('mines.cashOut')}
        </Button>
      ) : (
        <Message tone={game.status === 'won' ? 'success' : 'error'} role="status" data-testid="mines-outcome">
          {t(game.status === 'won' ? 'mines.won' : 'mines.lost')} <Money amountMinor={game.payoutMinor} testId="mines-payout" />{' '}
          <Link to={verifyPathOf(game.roundId)} data-testid="round-verify-link">
            {t('rounds.verify')}
          </Link>
        </Message>
      )}
    </div>
  );
}
