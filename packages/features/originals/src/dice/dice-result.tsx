import { useTranslation } from 'react-i18next';
import type { CallValue, placeDiceBet } from '@croupier/contract';
import { BigFigure } from '../parts/page.styles';
import { Money } from '../parts/money';
import { formatHundredths, formatMultiplierUnits } from '../parts/numbers';
import { useLanguage } from '../parts/use-language';
import { Message } from '@croupier/ui';

export type DiceRound = CallValue<typeof placeDiceBet> & { amountMinor: number; targetHundredths: number; direction: 'under' | 'over' };

/** The last roll: the number, won or lost, and what it paid. */
export function DiceResult({ round }: { round: DiceRound }) {
  const { t } = useTranslation('originals');
  const language = useLanguage();
  return (
    <div data-testid="dice-result" data-win={round.win} data-round-id={round.roundId}>
      <BigFigure $tone={round.win ? 'win' : 'loss'} data-testid="dice-result-roll" data-roll={round.roll}>
        {formatHundredths(round.roll, language)}
      </BigFigure>
      <Message tone={round.win ? 'success' : 'error'} role="status">
        {round.win ? t('dice.won', { multiplier: formatMultiplierUnits(round.multiplierUnits, language) }) : t('dice.lost')}{' '}
        <Money amountMinor={round.payoutMinor} testId="dice-result-payout" />
      </Message>
    </div>
  );
}
